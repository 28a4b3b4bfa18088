#include "cli/each_game.hpp"

#include <spdlog/spdlog.h>

#include "analysis/analyse_game.hpp"
#include "report/info_report.hpp"

namespace kifu::cli {

void log_diagnostics(const std::string& file, const Diagnostics& diagnostics) {
    for (const Diagnostic& d : diagnostics) {
        if (d.severity == Severity::error) spdlog::error(report::format_diagnostic(file, d));
        else spdlog::warn(report::format_diagnostic(file, d));
    }
}

ExitCode for_each_game(const ReadingOptions& options, std::ostream& out, const GameCommand& command) {
    sgf::ReadOptions read_options;
    read_options.strict = options.strict;
    ExitCode status = ExitCode::ok;
    for (const std::string& file : options.files) {
        const std::string name = file == "-" ? "<stdin>" : file;
        const sgf::FileOutcome outcome = sgf::read_sgf_file(file, read_options, [&](sgf::GameRecord&& game) {
            status = worst(status, command(name, game));
        });
        spdlog::debug("{}: {} game(s), read as {}", name, outcome.games, outcome.charset);
        if (outcome.diagnostics.empty()) continue;
        status = worst(status, analysis::status_of(outcome.diagnostics));
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

}  // namespace kifu::cli
