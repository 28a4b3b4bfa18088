// `kifu check FILE...`: replay each game under a federation's rules and say which moves
// were illegal, what the federation does about it, which positions repeated, and whether
// the recorded result can stand.
#include <memory>
#include <sstream>
#include <string>

#include "analysis/analyse_game.hpp"
#include "cli/commands.hpp"
#include "cli/event_option.hpp"
#include "cli/each_game.hpp"
#include "cli/result_options.hpp"
#include "report/check_report.hpp"
#include "report/event_report.hpp"
#include "report/json_text.hpp"

namespace kifu::cli {
namespace {

struct CheckOptions {
    ReadingOptions reading;
    std::string rules;   // --rules: overrides RU[]
    std::string event;   // --event EVENT.toml
};

// `review`: the event's review (--event), or null.
ExitCode check_game(const CheckOptions& options, const CommandContext& context, const event::EventReview* review,
                    const std::string& name, sgf::GameRecord& game, analysis::Tally& tally) {
    analysis::AnalysisOptions analysis;
    analysis.rules = options.rules;
    analysis.score = false;
    analysis.count_marked = true;   // RE against the players' own TB/TW markup: no judgement needed
    analysis.strict = options.reading.strict;
    const analysis::GameOutcome g = analysis::analyse_game(name, game, analysis);
    tally.count(g);
    static const std::vector<event::EventProblem> none;
    const std::vector<event::EventProblem>& problems = review ? event_problems(*review, name, game.index) : none;
    const ExitCode status = worst(analysis::exit_status(g), problems.empty() ? ExitCode::ok : ExitCode::game_problem);
    if (options.reading.format == Format::json) {
        if (!review) {
            report::write_outcome_json(context.out, g, report::CountKeys::never);
        } else {
            nlohmann::ordered_json o = report::outcome_object(g, report::CountKeys::never);
            o["event_problems"] = report::event_problems_json(problems);
            context.out << report::json_text(o) << '\n';
        }
    } else if (!context.quiet || worth_reporting_when_quiet(g) || !problems.empty()) {
        if (!review) {
            report::write_check_text(context.out, g);
        } else {   // the event's block goes before the blank line that ends the game's
            std::ostringstream block;
            report::write_check_text(block, g);
            std::string text = block.str();
            text.pop_back();
            context.out << text;
            report::write_event_problems_text(context.out, review->event(), problems);
            context.out << '\n';
        }
        log_diagnostics(name, g.diagnostics);
    }
    return status;
}

ExitCode run_check(const CheckOptions& options, const CommandContext& context) {
    std::unique_ptr<event::EventReview> review;
    if (!options.event.empty()) {
        ExitCode failed = ExitCode::ok;
        review = review_event(options.event, options.reading.files, options.reading.inputs, failed);
        if (!review) return failed;
    }
    const batch::OutputGuard guard = output_guard(options.reading, event_inputs(options.event, review.get()));
    if (standard_output_refused(guard, context.out_fd, "kifu check")) return ExitCode::usage;
    const RunStyle style{&context.err, context.quiet, "kifu check", true, false};
    ExitCode status = for_each_game(options.reading, context.out, style,
                                    [&](const std::string& name, sgf::GameRecord& game, analysis::Tally& tally) {
                                        return check_game(options, context, review.get(), name, game, tally);
                                    });
    if (review && !review->event_wide().empty()) {
        if (options.reading.format == Format::json) report::write_event_wide_json(context.out, review->event(), review->event_wide());
        else report::write_event_wide_text(context.out, review->event(), review->event_wide());
        status = worst(status, ExitCode::game_problem);
    }
    return status;
}

}  // namespace

void setup_check(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<CheckOptions>();
    CLI::App* check = app.add_subcommand(
        "check", "Replay each game under a federation's rules: illegal moves, their consequence, repetitions");
    check->footer(exit_status_footer({ExitCode::ok, ExitCode::warnings, ExitCode::bad_input, ExitCode::game_problem,
                                      ExitCode::usage, ExitCode::event_file}));
    add_reading_options(*check, options->reading);
    add_rules_option(*check, options->rules);
    add_event_option(*check, options->event,
                     "Also check each record against the event this file describes: komi, rules, board size, time, "
                     "dates, rounds, players, ranks, handicaps, duplicates and the official results (kifu(1), EVENT FILE)");
    check->callback([options, &context] {
        context.run = [options, &context] { return run_check(*options, context); };
    });
}

}  // namespace kifu::cli
