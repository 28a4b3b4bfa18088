// `kifu info FILE...`: what each game of each file is, and what the reader had to forgive.
#include <memory>
#include <string>
#include <vector>

#include <spdlog/spdlog.h>

#include "cli/commands.hpp"
#include "report/info_report.hpp"
#include "sgf/game_info.hpp"
#include "sgf/reader.hpp"

namespace kifu::cli {
namespace {

enum class Format { text, json };

struct InfoOptions {
    std::vector<std::string> files;
    Format format = Format::text;
    bool strict = false;
};

ExitCode status_of(const Diagnostics& diagnostics) {
    if (has_errors(diagnostics)) return ExitCode::bad_input;
    return diagnostics.empty() ? ExitCode::ok : ExitCode::warnings;
}

void log_diagnostics(const std::string& file, const Diagnostics& diagnostics) {
    for (const Diagnostic& d : diagnostics) {
        if (d.severity == Severity::error) spdlog::error(report::format_diagnostic(file, d));
        else spdlog::warn(report::format_diagnostic(file, d));
    }
}

ExitCode run_info(const InfoOptions& options, std::ostream& out) {
    sgf::ReadOptions read_options;
    read_options.strict = options.strict;
    ExitCode status = ExitCode::ok;
    for (const std::string& file : options.files) {
        const std::string name = file == "-" ? "<stdin>" : file;
        const sgf::FileOutcome outcome = sgf::read_sgf_file(file, read_options, [&](sgf::GameRecord&& game) {
            const sgf::GameInfo info = sgf::summarize_game(game);
            if (options.strict)
                for (Diagnostic& d : game.diagnostics) d.severity = Severity::error;
            status = worst(status, status_of(game.diagnostics));
            if (options.format == Format::json) {
                report::write_info_json(out, name, game.index, info, game.diagnostics);
            } else {
                report::write_info_text(out, name, game.index, info, game.diagnostics);
                log_diagnostics(name, game.diagnostics);
            }
        });
        spdlog::debug("{}: {} game(s), read as {}", name, outcome.games, outcome.charset);
        if (outcome.diagnostics.empty()) continue;
        status = worst(status, status_of(outcome.diagnostics));
        if (outcome.games > 0) {  // a note about the file as a whole, after its games
            log_diagnostics(name, outcome.diagnostics);
        } else if (options.format == Format::json) {
            report::write_unreadable_json(out, name, outcome.charset, outcome.diagnostics);
        } else {
            report::write_unreadable_text(out, name, outcome.diagnostics);
            log_diagnostics(name, outcome.diagnostics);
        }
    }
    return status;
}

}  // namespace

void setup_info(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<InfoOptions>();
    CLI::App* info = app.add_subcommand("info", "Describe each game: players, board, komi, result, moves, problems");
    info->add_option("files", options->files, "SGF files to read ('-' reads standard input)")->required();
    const std::map<std::string, Format> formats{{"text", Format::text}, {"json", Format::json}};
    info->add_option("--format", options->format, "Output format: text (default) or json (JSON Lines)")
        ->transform(CLI::CheckedTransformer(formats, CLI::ignore_case));
    info->add_flag("--strict", options->strict, "Treat every warning as an error (exit status 2)");
    info->callback([options, &context] {
        context.run = [options, &out = context.out] { return run_info(*options, out); };
    });
}

}  // namespace kifu::cli
