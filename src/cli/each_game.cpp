#include "cli/each_game.hpp"

#include <cerrno>
#include <cstring>
#include <iostream>
#include <map>
#include <new>

#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include "analysis/analyse_game.hpp"
#include "batch/jsonl_sink.hpp"
#include "batch/named_folders.hpp"
#include "batch/output_file.hpp"
#include "cli/record_files.hpp"
#include "report/info_report.hpp"
#include "report/summary.hpp"

namespace kifu::cli {

void log_diagnostics(const std::string& file, const Diagnostics& diagnostics) {
    for (const Diagnostic& d : diagnostics) {
        if (d.severity == Severity::error) spdlog::error(report::format_diagnostic(file, d));
        else spdlog::warn(report::format_diagnostic(file, d));
    }
}

batch::OutputGuard output_guard(const ReadingOptions& options, const std::vector<std::string>& also_read) {
    batch::OutputGuard guard(options.inputs.glob);
    for (const std::string& file : options.files) guard.add_input(file);
    for (const std::string& file : also_read) guard.add_input(file);
    return guard;
}

bool standard_output_refused(const batch::OutputGuard& guard, int out_fd, std::string_view command) {
    const auto refused = guard.refuse_standard_output(out_fd);
    if (refused) spdlog::error("{}: {}", command, *refused);
    return refused.has_value();
}

bool worth_reporting_when_quiet(const analysis::GameOutcome& game) {
    const ExitCode status = analysis::exit_status(game);
    return status == ExitCode::game_problem || status == ExitCode::bad_input ||
           game.result.reason == analysis::StandingReason::record_cut_off ||
           game.result.reason == analysis::StandingReason::unfinished_count;
}

namespace {

// One input that gave no game: its errors, in the format asked for.
void report_unreadable(const ReadingOptions& options, std::ostream& out, const std::string& name,
                       const std::string& charset, const Diagnostics& diagnostics) {
    if (options.format == Format::json) {
        report::write_unreadable_json(out, name, charset, diagnostics);
    } else {
        report::write_unreadable_text(out, name, diagnostics);
        log_diagnostics(name, diagnostics);
    }
}

// Standard output that failed (a full disk: `kifu score DIR > /full/disk/r.txt`) ends the
// run at once, as a closed pipe does: the archive was analysed to the end for nothing
// before. errno is read here, straight after the write that failed: by the end of the run
// the reason was gone, and the message lacked it.
void stop_if_output_failed(const std::ostream& out, const std::string& name) {
    if (!out.fail()) return;
    const int error = errno;
    if (error == EPIPE) throw batch::OutputClosed("standard output was closed");
    throw batch::OutputError(fmt::format("standard output could not be written{}: what it holds is incomplete; the "
                                         "run stopped at {}, and the inputs after it were not read",
                                         error != 0 ? fmt::format(" ({})", std::strerror(error)) : "", name));
}

class Run {
public:
    Run(const ReadingOptions& options, std::ostream& out, const GameCommand& command,
        const UnreadableHandler& on_unreadable)
        : options_(options), out_(out), command_(command), on_unreadable_(on_unreadable) {}

    void read(const std::string& name, const sgf::FileOutcome& outcome) {
        ++tally_.inputs;
        spdlog::debug("{}: {} game(s), read as {}", name, outcome.games, outcome.charset);
        if (outcome.diagnostics.empty()) return;
        status_ = worst(status_, analysis::status_of(outcome.diagnostics));
        if (outcome.games > 0) {  // a note about the file as a whole, after its games
            log_diagnostics(name, outcome.diagnostics);
            return;
        }
        ++tally_.input_errors;
        report_unreadable(options_, out_, name, outcome.charset, outcome.diagnostics);
        stop_if_output_failed(out_, name);
        if (on_unreadable_) on_unreadable_(name, outcome.diagnostics);
    }

    sgf::GameHandler on_game(const std::string& name) {
        return [this, name](sgf::GameRecord&& game) {
            status_ = worst(status_, command_(name, game, tally_));
            stop_if_output_failed(out_, name);
        };
    }

    // Reads one input and runs the command on each of its games. An input too large for the
    // memory there is (a record built to cost) is its error, and the run goes on, as batch
    // goes on: it stopped the run, the later inputs never read, naming no file.
    void read_bytes(const std::string& name, std::string bytes, const sgf::ReadOptions& read_options) {
        try {
            read(name, sgf::read_sgf_bytes(name, std::move(bytes), read_options, on_game(name)));
        } catch (const std::bad_alloc&) {
            unreadable(name, "not enough memory to read or analyse it");
        }
    }

    void unreadable(const std::string& name, const std::string& error) {
        ++tally_.inputs;
        ++tally_.input_errors;
        status_ = worst(status_, ExitCode::bad_input);
        const Diagnostics diagnostics{{Severity::error, {}, error}};
        report_unreadable(options_, out_, name, {}, diagnostics);
        stop_if_output_failed(out_, name);
        if (on_unreadable_) on_unreadable_(name, diagnostics);
    }

    [[nodiscard]] ExitCode status() const { return status_; }
    [[nodiscard]] const analysis::Tally& tally() const { return tally_; }

private:
    const ReadingOptions& options_;
    std::ostream& out_;
    const GameCommand& command_;
    const UnreadableHandler& on_unreadable_;
    analysis::Tally tally_;
    ExitCode status_ = ExitCode::ok;
};

}  // namespace

ExitCode for_each_game(const ReadingOptions& options, std::ostream& out, const RunStyle& style,
                       const GameCommand& command, const UnreadableHandler& on_unreadable) {
    sgf::ReadOptions read_options;
    read_options.strict = options.strict;
    Run run(options, out, command, on_unreadable);
    // A file named twice, or as a file and inside a folder named too, is one record: read
    // once, as batch and dups read it (its games were reported and counted twice).
    std::map<std::string, std::string> first_name_of;
    batch::NamedFolders folders;
    for (const std::string& file : options.files) {
        if (file == "-") {  // standard input: one record
            const std::string name = "<stdin>";
            run.read(name, sgf::read_sgf_file(file, read_options, run.on_game(name)));
            continue;
        }
        if (const std::optional<std::string> first = folders.named_before(file)) {
            spdlog::warn("{}: the same folder as {}, read once", file, *first);
            continue;
        }
        // A file, a folder or an archive, enumerated as kifu batch does.
        std::map<std::string, int> occurrences;   // of a member's path, in this argument's reading
        batch::enumerate_inputs({file}, options.inputs, std::cin, {}, [&](batch::RawInput&& input) {
            if (!input.error.empty()) {
                run.unreadable(input.path, input.error);
                return true;
            }
            const std::string name = input.path;
            if (const std::string key = same_file_key(input, occurrences); !key.empty()) {
                const auto [first, added] = first_name_of.emplace(key, name);
                if (!added) {
                    spdlog::warn("{}: the same file as {}, read once", name, first->second);
                    return true;
                }
            }
            run.read_bytes(name, std::move(input.bytes), read_options);
            return true;
        }, nullptr, [](const std::string& path, const std::string& first, std::string_view what) {  // a hard link in a folder
            spdlog::warn("{}: the same {} as {}, read once", path, what, first);
        });
    }
    if (style.err != nullptr && options.summary == SummaryFormat::json) {
        analysis::Tally tally = run.tally();
        tally.status = run.status();
        report::write_summary_json(*style.err, tally, style.command);
    } else if (options.format == Format::text && style.err != nullptr &&
               run.tally().games + run.tally().input_errors > 1) {
        report::write_games_summary(*style.err, run.tally(), style.command, style.judged, style.counted);
    }
    return run.status();
}

}  // namespace kifu::cli
