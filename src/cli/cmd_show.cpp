// `kifu show FILE [--move N]`: the board at any move of the main line, with captures so
// far, drawn for the terminal.
#include <memory>
#include <string>

#include <fmt/format.h>

#include "analysis/analyse_game.hpp"
#include "analysis/move_number.hpp"
#include "cli/commands.hpp"
#include "cli/each_game.hpp"
#include "report/diagram.hpp"
#include "report/outcome_words.hpp"
#include "rules/replay.hpp"
#include "rules/ruleset_choice.hpp"
#include "sgf/game_info.hpp"

namespace kifu::cli {
namespace {

struct ShowOptions {
    ReadingOptions reading;
    int move = -1;       // -1: the end of the main line
    bool ascii = false;
};

ExitCode show_game(const ShowOptions& options, std::ostream& out, const std::string& name, sgf::GameRecord& game,
                   analysis::Tally& tally) {
    const sgf::GameInfo info = sgf::summarize_game(game);
    ++tally.games;
    if (options.move > static_cast<int>(info.moves)) {  // nothing to draw: say which moves there are
        game.diagnostics.push_back(
            {Severity::error, {},
             fmt::format("--move {}: game {} has moves 0 (the position after the setup) to {}", options.move,
                         game.index + 1, info.moves)});
        log_diagnostics(name, game.diagnostics);
        return analysis::status_of(game.diagnostics);
    }
    const rules::RulesetChoice choice = rules::choose_ruleset("", info.rules);
    const rules::ReplayResult replay = rules::replay_main_line(game.tree, info, *choice.rules, options.move);
    const report::DiagramStyle style{.unicode = !options.ascii, .colour = report::colour_wanted()};

    const std::string last = report::last_move_words(replay.last_move, info.size);
    const std::optional<Point> last_point = replay.last_move ? replay.last_move->point : std::nullopt;
    out << fmt::format("{}  game {}, move {} of {}: {}\n", name, game.index + 1, replay.moves, info.moves, last);
    for (const std::string& line : report::board_diagram(replay.board, nullptr, style, last_point)) out << line << '\n';
    out << report::diagram_legend(style, false) << '\n';
    out << "  " << report::captures_sentence(replay.prisoners, replay.by_suicide);
    if (!replay.violations.empty())
        out << fmt::format("  {} move(s) so far break the {} rules (see kifu check).", replay.violations_total(),
                           choice.rules->name);
    out << "\n\n";
    log_diagnostics(name, game.diagnostics);
    return analysis::status_of(game.diagnostics);
}

}  // namespace

void setup_show(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<ShowOptions>();
    CLI::App* show = app.add_subcommand("show", "Draw the board at a move of the main line, with captures so far");
    show->footer(exit_status_footer({ExitCode::ok, ExitCode::warnings, ExitCode::bad_input, ExitCode::usage},
                                     {.strict = false, .applies_rules = false}));
    show->add_option("files", options->reading.files,
                     "SGF files, folders and archives to read ('-' reads one record from standard input)")
        ->required()
        ->type_name("FILE");
    show->add_option("--move", options->move, "Show the position after this move (0: after the setup; default: the end)")
        ->type_name("N")
        ->check(analysis::move_number_error);
    show->add_flag("--ascii", options->ascii, "Plain ASCII characters instead of Unicode");
    show->callback([options, &context] {
        context.run = [options, &context] {
            if (standard_output_refused(output_guard(options->reading), context.out_fd, "kifu show"))
                return ExitCode::usage;
            const RunStyle style{nullptr, context.quiet, "kifu show", false, false};  // no summary: boards only
            return for_each_game(options->reading, context.out, style,
                                 [&](const std::string& name, sgf::GameRecord& game, analysis::Tally& tally) {
                                     return show_game(*options, context.out, name, game, tally);
                                 });
        };
    });
}

}  // namespace kifu::cli
