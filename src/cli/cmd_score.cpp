// `kifu score FILE...`: count each game's final position (or the one after --move N) under
// Japanese and Chinese rules side by side (and the game's own ruleset), check RE, explain the
// difference.
#include <filesystem>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <spdlog/spdlog.h>

#include "analysis/analyse_game.hpp"
#include "analysis/move_number.hpp"
#include "batch/output_file.hpp"
#include "cli/commands.hpp"
#include "cli/each_game.hpp"
#include "cli/figure_files.hpp"
#include "cli/result_options.hpp"
#include "report/check_report.hpp"
#include "report/score_report.hpp"
#include "report/svg_figure.hpp"

namespace kifu::cli {
namespace {

struct ScoreCommandOptions {
    ReadingOptions reading;
    ResultOptions result;
    std::optional<int> move;          // --move: count the position after this move instead of the end
    std::string svg;                  // --svg: the figure of the first game; FILE-N.svg for game N
    bool ascii = false;               // --ascii: plain characters for the board
};

// Where --svg puts the n-th game (1-based, counting across all the files): FILE itself
// for the first, FILE-N with FILE's extension for the others ("out.svg" -> "out-2.svg").
std::filesystem::path svg_path(const std::string& argument, std::size_t n) {
    if (n <= 1) return argument;
    std::filesystem::path path(argument);
    const std::string stem = path.stem().string(), extension = path.extension().string();
    return path.replace_filename(stem + "-" + std::to_string(n) + extension);
}

// The later figures' names (FILE-2.svg, FILE-3.svg...) are known only game by game, so an
// input named like one would be refused only after the first figure was written: refuse it
// before any work. "out.svg" with the input "out-2.svg" (same folder) is such a clash.
std::optional<std::string> later_figure_clash(const std::string& svg, const std::vector<std::string>& inputs) {
    namespace fs = std::filesystem;
    if (svg.empty()) return std::nullopt;
    std::error_code ec;
    const fs::path figure = fs::weakly_canonical(fs::absolute(svg, ec), ec);
    const std::string stem = figure.stem().string() + "-", extension = figure.extension().string();
    for (const std::string& input : inputs) {
        if (input == "-") continue;
        const fs::path path = fs::weakly_canonical(fs::absolute(input, ec), ec);
        const std::string name = path.filename().string();
        if (path.parent_path() != figure.parent_path() || !name.starts_with(stem) || !name.ends_with(extension) ||
            name.size() <= stem.size() + extension.size())
            continue;
        const std::string number = name.substr(stem.size(), name.size() - stem.size() - extension.size());
        if (number.find_first_not_of("0123456789") == std::string::npos && number.front() != '0' && number != "1")
            return "--svg '" + svg + "' would write game " + number + "'s figure over the input '" + input + "'";
    }
    return std::nullopt;
}

// '-' means standard output in every other option, and standard output carries score's
// report (even with -q, which keeps the problems): a figure there would be mixed into it,
// and a file named "-" (then "--2"...) is not what '-' asks for.
std::optional<std::string> svg_on_standard_output(const std::string& svg) {
    if (svg != "-") return std::nullopt;
    return std::string("--svg -: standard output carries the report, so the figure cannot go there; give --svg a file "
                       "name");
}

ExitCode score_game(const ScoreCommandOptions& options, const analysis::AnalysisOptions& chosen,
                    const batch::OutputGuard& guard, const CommandContext& context, const std::string& name,
                    sgf::GameRecord& game, std::size_t ordinal, analysis::Tally& tally) {
    std::ostream& out = context.out;
    analysis::AnalysisOptions analysis = chosen;
    analysis.strict = options.reading.strict;
    analysis.at_move = options.move;
    analysis::GameOutcome g = analysis::analyse_game(name, game, analysis);
    tally.count(g);
    if (!g.score) {  // the --dead list does not fit this board, or --move is past its end: only the error
        // JSON keeps one object per game, the error inside it (the game's object without
        // the count's keys, as check writes it): a script never loses a game's line.
        if (options.reading.format == Format::json) report::write_outcome_json(out, g);
        else log_diagnostics(name, g.diagnostics);
        return analysis::exit_status(g);
    }
    ExitCode written = ExitCode::ok;
    if (!options.svg.empty()) {  // before the report, so a failure to write shows in it
        const std::string path = svg_path(options.svg, ordinal).string();
        // FILE-2.svg and on are names the user never gave: only a figure of kifu's is replaced.
        const std::string kept = ordinal > 1 ? why_kifu_keeps_figure(path) : std::string();
        if (const auto refused = guard.refuse(path, "--svg")) {
            g.diagnostics.push_back({Severity::error, {}, *refused});
            written = ExitCode::usage;
        } else if (!kept.empty()) {
            g.diagnostics.push_back(
                {Severity::error, {}, fmt::format("--svg: '{}' {}: left as it is, and this game's figure not written", path, kept)});
            written = ExitCode::usage;
        } else {
            try {
                std::ostringstream figure;
                report::write_score_svg(figure, g);
                batch::write_output_file(path, figure_with_digest(figure.str()));
            } catch (const batch::OutputError& e) {
                g.diagnostics.push_back({Severity::error, {}, std::string("--svg: ") + e.what()});
                written = ExitCode::output_failed;
            }
        }
    }
    const ExitCode status = worst(analysis::exit_status(g), written);
    if (options.reading.format == Format::json) {
        report::write_outcome_json(out, g);
    } else if (!context.quiet || worth_reporting_when_quiet(g)) {
        report::write_score_text(out, g, {.unicode = !options.ascii, .colour = report::colour_wanted()});
        log_diagnostics(name, g.diagnostics);
    }
    return status;
}

}  // namespace

void setup_score(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<ScoreCommandOptions>();
    CLI::App* score = app.add_subcommand(
        "score", "Count the final position under Japanese and Chinese rules side by side and explain the difference");
    score->footer(exit_status_footer({ExitCode::ok, ExitCode::warnings, ExitCode::bad_input, ExitCode::game_problem, ExitCode::usage}));
    add_reading_options(*score, options->reading);
    add_result_options(*score, options->result, DeadPoints::taken);
    score->add_option("--move", options->move,
                      "Count the position after move N of the main line (0: after the setup) instead of the end; "
                      "dead stones are judged there unless --dead gives them (the record's TB/TW describe the end)")
        ->type_name("N")
        ->check(analysis::move_number_error);
    score->add_option("--svg", options->svg,
                      "Also draw the count as an SVG figure in FILE (both boards, tables, explanation); "
                      "the N-th game of the input goes to FILE-N.svg ('-' is refused: standard output carries the report)")
        ->type_name("FILE");
    score->add_flag("--ascii", options->ascii, "Draw the board with plain ASCII characters instead of Unicode");
    score->callback([options, &context] {
        context.run = [options, &context] {
            std::size_t games = 0;
            const batch::OutputGuard guard = output_guard(options->reading, {dead_list_file(options->result)});
            auto refused = svg_on_standard_output(options->svg);
            if (!refused) refused = guard.refuse(options->svg, "--svg");
            if (!refused) refused = later_figure_clash(options->svg, options->reading.files);
            if (refused) {  // before any work
                spdlog::error("kifu score: {}", *refused);
                return ExitCode::usage;
            }
            if (standard_output_refused(guard, context.out_fd, "kifu score")) return ExitCode::usage;
            const analysis::AnalysisOptions chosen = analysis_options(options->result);
            const RunStyle style{&context.err, context.quiet, "kifu score", true, true};
            return for_each_game(options->reading, context.out, style,
                                 [&](const std::string& name, sgf::GameRecord& game, analysis::Tally& tally) {
                                     return score_game(*options, chosen, guard, context, name, game, ++games, tally);
                                 });
        };
    });
}

}  // namespace kifu::cli
