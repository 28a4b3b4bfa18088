// `kifu check FILE...`: replay each game under a federation's rules and say which moves
// were illegal, what the federation does about it, which positions repeated, and whether
// the recorded result can stand.
#include <memory>
#include <string>

#include "analysis/analyse_game.hpp"
#include "cli/commands.hpp"
#include "cli/each_game.hpp"
#include "cli/result_options.hpp"
#include "report/check_report.hpp"

namespace kifu::cli {
namespace {

struct CheckOptions {
    ReadingOptions reading;
    std::string rules;   // --rules: overrides RU[]
};

ExitCode check_game(const CheckOptions& options, const CommandContext& context, const std::string& name,
                    sgf::GameRecord& game, analysis::Tally& tally) {
    analysis::AnalysisOptions analysis;
    analysis.rules = options.rules;
    analysis.score = false;
    analysis.count_marked = true;   // RE against the players' own TB/TW markup: no judgement needed
    analysis.strict = options.reading.strict;
    const analysis::GameOutcome g = analysis::analyse_game(name, game, analysis);
    tally.count(g);
    const ExitCode status = analysis::exit_status(g);
    if (options.reading.format == Format::json) {
        report::write_outcome_json(context.out, g, report::CountKeys::never);
    } else if (!context.quiet || worth_reporting_when_quiet(g)) {
        report::write_check_text(context.out, g);
        log_diagnostics(name, g.diagnostics);
    }
    return status;
}

}  // namespace

void setup_check(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<CheckOptions>();
    CLI::App* check = app.add_subcommand(
        "check", "Replay each game under a federation's rules: illegal moves, their consequence, repetitions");
    check->footer(exit_status_footer({ExitCode::ok, ExitCode::warnings, ExitCode::bad_input, ExitCode::game_problem, ExitCode::usage}));
    add_reading_options(*check, options->reading);
    add_rules_option(*check, options->rules);
    check->callback([options, &context] {
        context.run = [options, &context] {
            const RunStyle style{&context.err, context.quiet, "kifu check", true, false};
            return for_each_game(options->reading, context.out, style,
                                 [&](const std::string& name, sgf::GameRecord& game, analysis::Tally& tally) {
                                     return check_game(*options, context, name, game, tally);
                                 });
        };
    });
}

}  // namespace kifu::cli
