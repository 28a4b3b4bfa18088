// `kifu check FILE...`: replay each game under a federation's rules and say which moves
// were illegal, what the federation does about it, and which positions repeated.
#include <memory>
#include <string>

#include "cli/commands.hpp"
#include "cli/each_game.hpp"
#include "cli/game_analysis.hpp"
#include "report/check_report.hpp"

namespace kifu::cli {
namespace {

struct CheckOptions {
    ReadingOptions reading;
    std::string rules;   // --rules: overrides RU[]
};

ExitCode check_game(const CheckOptions& options, std::ostream& out, const std::string& name,
                    sgf::GameRecord& game) {
    const GameAnalysis a = analyse_game(game, options.rules);
    if (options.reading.strict) make_strict(game.diagnostics);

    const report::CheckedGame checked{name, game.index, a.info, game.diagnostics, a.choice, a.replay, a.verdict};
    if (options.reading.format == Format::json) {
        report::write_check_json(out, checked);
    } else {
        report::write_check_text(out, checked);
        log_diagnostics(name, game.diagnostics);
    }
    const ExitCode rules_status = a.verdict.kind == rules::VerdictKind::ok ? ExitCode::ok : ExitCode::warnings;
    return worst(rules_status, status_of(game.diagnostics));
}

}  // namespace

void setup_check(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<CheckOptions>();
    CLI::App* check = app.add_subcommand(
        "check", "Replay each game under a federation's rules: illegal moves, their consequence, repetitions");
    add_reading_options(*check, options->reading);
    check->add_option("--rules", options->rules, "Ruleset to check under, overriding RU[] (see 'kifu rules')")
        ->check([](const std::string& name) {
            return rules::find_ruleset(name) ? std::string{} : "unknown ruleset '" + name + "' (see 'kifu rules')";
        });
    check->callback([options, &context] {
        context.run = [options, &out = context.out] {
            return for_each_game(options->reading, out, [&](const std::string& name, sgf::GameRecord& game) {
                return check_game(*options, out, name, game);
            });
        };
    });
}

}  // namespace kifu::cli
