// `kifu info FILE...`: what each game of each file is, and what the reader had to forgive.
#include <cctype>
#include <memory>

#include "analysis/analyse_game.hpp"
#include "analysis/describe_game.hpp"
#include "cli/commands.hpp"
#include "cli/each_game.hpp"
#include "report/info_report.hpp"
#include "sgf/game_info.hpp"

namespace kifu::cli {
namespace {

ExitCode run_info(const ReadingOptions& options, const CommandContext& context) {
    if (standard_output_refused(output_guard(options), context.out_fd, "kifu info")) return ExitCode::usage;
    const RunStyle style{&context.err, context.quiet, "kifu info", false, false};
    return for_each_game(options, context.out, style, [&](const std::string& name, sgf::GameRecord& game,
                                                          analysis::Tally& tally) {
        const sgf::GameInfo info = analysis::describe_game(game);
        if (options.strict) analysis::make_strict(game.diagnostics);
        const ExitCode status = analysis::status_of(game.diagnostics);
        ++tally.games;
        if (status == ExitCode::warnings) ++tally.games_with_warnings;
        if (status == ExitCode::bad_input) ++tally.games_with_errors;
        if (options.format == Format::json) {
            report::write_info_json(context.out, name, game.index, info, game.diagnostics);
        } else if (!context.quiet || status == ExitCode::bad_input || game.cut_off) {
            report::write_info_text(context.out, name, game.index, info, game.diagnostics, context.quiet);
            log_diagnostics(name, game.diagnostics);
        }
        return status;
    });
}

// "text" or "json", any case, into an enum whose values are text and json; anything else is
// a usage error that says what was expected.
template <class TextOrJson>
void add_text_or_json(CLI::App& command, const std::string& name, TextOrJson& value, const std::string& help) {
    command.add_option(name, value, help)
        ->transform(
            [](std::string given) {
                std::string lower;
                for (char c : given) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
                if (lower != "text" && lower != "json")
                    throw CLI::ValidationError("expected text or json, not '" + given + "'");
                return std::to_string(static_cast<int>(lower == "json" ? TextOrJson::json : TextOrJson::text));
            },
            "")
        ->type_name("text|json");
}

}  // namespace

void add_reading_options(CLI::App& command, ReadingOptions& options) {
    command
        .add_option("files", options.files,
                    "SGF files, folders (searched recursively) and archives (tar, tar.gz, zip, 7z, ...) to read; "
                    "'-' reads one record from standard input")
        ->required()
        ->type_name("FILE");
    add_text_or_json(command, "--format", options.format, "Output format: text (default) or json (JSON Lines)");
    command.add_flag("--strict", options.strict, "Treat every warning as an error (exit status 2)");
    command.add_option("--glob", options.inputs.glob,
                       "Which files of folders and members of archives to read (default *.sgf, any case)")
        ->type_name("PATTERN");
    add_summary_option(command, options.summary);
}

void add_summary_option(CLI::App& command, SummaryFormat& summary) {
    add_text_or_json(command, "--summary", summary,
                     "The summary on stderr: text (default; with more than one game) or json (always: one JSON "
                     "object, every exit status that applies in 'statuses')");
}

void setup_info(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<ReadingOptions>();
    CLI::App* info = app.add_subcommand("info", "Describe each game: players, board, komi, result, moves, problems");
    info->footer(exit_status_footer({ExitCode::ok, ExitCode::warnings, ExitCode::bad_input, ExitCode::usage},
                                     {.strict = true, .applies_rules = false}));
    add_reading_options(*info, *options);
    info->callback([options, &context] {
        context.run = [options, &context] { return run_info(*options, context); };
    });
}

}  // namespace kifu::cli
