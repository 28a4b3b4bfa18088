// `kifu info FILE...`: what each game of each file is, and what the reader had to forgive.
#include <map>
#include <memory>

#include "analysis/analyse_game.hpp"
#include "cli/commands.hpp"
#include "cli/each_game.hpp"
#include "report/info_report.hpp"
#include "sgf/game_info.hpp"

namespace kifu::cli {
namespace {

ExitCode run_info(const ReadingOptions& options, std::ostream& out) {
    return for_each_game(options, out, [&](const std::string& name, sgf::GameRecord& game) {
        const sgf::GameInfo info = sgf::summarize_game(game);
        if (options.strict) analysis::make_strict(game.diagnostics);
        if (options.format == Format::json) {
            report::write_info_json(out, name, game.index, info, game.diagnostics);
        } else {
            report::write_info_text(out, name, game.index, info, game.diagnostics);
            log_diagnostics(name, game.diagnostics);
        }
        return analysis::status_of(game.diagnostics);
    });
}

}  // namespace

void add_reading_options(CLI::App& command, ReadingOptions& options) {
    command.add_option("files", options.files, "SGF files to read ('-' reads standard input)")->required();
    const std::map<std::string, Format> formats{{"text", Format::text}, {"json", Format::json}};
    command.add_option("--format", options.format, "Output format: text (default) or json (JSON Lines)")
        ->transform(CLI::CheckedTransformer(formats, CLI::ignore_case));
    command.add_flag("--strict", options.strict, "Treat every warning as an error (exit status 2)");
}

void setup_info(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<ReadingOptions>();
    CLI::App* info = app.add_subcommand("info", "Describe each game: players, board, komi, result, moves, problems");
    info->footer(exit_status_footer({ExitCode::ok, ExitCode::warnings, ExitCode::bad_input, ExitCode::usage}));
    add_reading_options(*info, *options);
    info->callback([options, &context] {
        context.run = [options, &out = context.out] { return run_info(*options, out); };
    });
}

}  // namespace kifu::cli
