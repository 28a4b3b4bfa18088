// `kifu dups PATH...`: the groups of records of one game among files, folders and archives
// (read as kifu batch reads them): identical, rotated or mirrored, cut short, and with
// --colours colour-swapped copies; for each copy, which game-information fields differ.
// One pass on every core (the pipeline of kifu batch, reading only the moves), memory
// bounded by the finder (duplicates/finder.hpp).
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include "batch/inputs.hpp"
#include "batch/pipeline.hpp"
#include "batch/run_outputs.hpp"
#include "batch/progress.hpp"
#include "cli/commands.hpp"
#include "cli/stop_signals.hpp"
#include "duplicates/finder.hpp"
#include "report/dups_report.hpp"

namespace kifu::cli {
namespace {

struct DupsOptions {
    std::vector<std::string> inputs;
    unsigned jobs = std::max(1U, std::thread::hardware_concurrency());
    int min_moves = duplicates::default_min_moves;
    bool colours = false;
    Format format = Format::text;
    batch::InputOptions reading;
};

// The pipeline's sink: each input's records to the finder, in input order; unreadable
// inputs reported as they come.
class FinderSink : public batch::ResultSink {
public:
    explicit FinderSink(duplicates::Finder& finder) : finder_(finder) {}

    void write(const batch::InputResult& result) override {
        ++inputs_;
        if (!result.error.empty()) {
            ++unreadable_;
            spdlog::error("{}: error: {}", result.input.shown, result.error);
            return;
        }
        finder_.add_input({result.input.shown, result.input.archive, result.input.member}, result.records);
    }
    void finish() override {}

    [[nodiscard]] std::uint64_t inputs() const { return inputs_; }
    [[nodiscard]] std::uint64_t unreadable() const { return unreadable_; }

private:
    duplicates::Finder& finder_;
    std::uint64_t inputs_ = 0, unreadable_ = 0;
};

ExitCode run_dups(const DupsOptions& o, const CommandContext& context) {
    batch::OutputGuard guard(o.reading.glob);
    for (const std::string& input : o.inputs) guard.add_input(input);
    if (standard_output_refused(guard, context.out_fd, "kifu dups")) return ExitCode::usage;
    const StopSignals signals;
    duplicates::Finder finder({.min_moves = o.min_moves, .colours = o.colours});
    FinderSink sink(finder);

    batch::PipelineOptions pipeline;
    pipeline.jobs = o.jobs;
    pipeline.game.records_only = true;
    pipeline.game.keep_rows = false;
    pipeline.game.json = batch::JsonForm::none;
    pipeline.game.min_moves = o.min_moves;
    pipeline.stop = &signals.requested();
    pipeline.warn = [](const std::string& what) { spdlog::warn("kifu dups: {}", what); };
    const bool show_progress = batch::stderr_is_terminal();
    batch::ReadProgress read_progress;
    batch::ReadProgress* progress = show_progress ? &read_progress : nullptr;
    pipeline.read = progress;
    batch::ProgressBar bar(std::cerr, read_progress, show_progress);

    // A path in the list on standard input is checked as one named on the command line:
    // `echo games | kifu dups - >> games/a.sgf` appended the groups to a record.
    batch::InputOptions reading = o.reading;
    reading.on_listed = [&](const std::string& listed) {
        batch::OutputGuard listed_guard(o.reading.glob);
        listed_guard.add_input(listed);
        if (const auto refused = listed_guard.refuse_standard_output(context.out_fd))
            throw batch::OutputRefused(fmt::format("the list on standard input names '{}': {}; nothing was written",
                                                   listed, *refused));
    };
    const auto start = std::chrono::steady_clock::now();
    try {
        batch::run_pipeline(
            [&](const batch::InputHandler& push) {
                batch::enumerate_inputs(o.inputs, reading, std::cin, {}, push, progress,
                                        [](const std::string& path, const std::string& first, std::string_view what) {
                    spdlog::warn("{}: the same {} as {}, read once", path, what, first);
                });
            },
            pipeline, sink, [&](const batch::Tally& so_far, std::uint64_t done) { bar.update(so_far, done); });
    } catch (const batch::OutputRefused& e) {
        bar.finish();
        spdlog::error("kifu dups: {}", e.what());
        return ExitCode::usage;
    } catch (const std::exception& e) {
        bar.finish();
        spdlog::error("kifu dups: {}", e.what());
        return ExitCode::bad_input;
    }
    bar.finish();
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    std::size_t number = 0;
    finder.for_each_group([&](const std::vector<duplicates::FoundRecord>& group) {
        ++number;
        if (o.format == Format::json) report::write_group_json(context.out, number, group);
        else report::write_group_text(context.out, number, group);
    });
    context.out.flush();
    const duplicates::FinderCounts counts = finder.counts();
    std::ostringstream summary;
    report::write_dups_summary(summary, counts, sink.inputs(), sink.unreadable(), seconds, o.min_moves);
    std::string text = summary.str();
    if (!text.empty() && text.back() == '\n') text.pop_back();
    spdlog::warn("{}", text);
    if (signals.requested()) {
        spdlog::error("kifu dups: interrupted: the groups above are those among the {} games read", counts.records);
        return signals.signal() == SIGTERM ? ExitCode::terminated : ExitCode::interrupted;
    }
    if (sink.unreadable() > 0) return ExitCode::bad_input;
    return counts.groups > 0 ? ExitCode::warnings : ExitCode::ok;
}

}  // namespace

void setup_dups(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<DupsOptions>();
    CLI::App* dups = app.add_subcommand(
        "dups", "Find the records of one game among files, folders and archives: identical, rotated or mirrored, "
                "cut short (and colour-swapped with --colours), and which of their fields differ");
    dups->footer(
        "Exit status:\n"
        "  0  no two records of one game\n"
        "  1  some records are of one game (the groups are listed)\n"
        "  2  some input unreadable (the others were searched)\n"
        "  64  usage error, or standard output that would overwrite an input\n"
        "  74  standard output could not be written (disk full)\n"
        "  130  stopped by Ctrl-C (SIGINT): the groups among the games read are listed\n"
        "  143  stopped by SIGTERM, as by Ctrl-C\n"
        "When several apply: 130 or 143, then 64, then 74, then 2, then 1. See kifu(1), EXIT STATUS.");
    dups->add_option("inputs", options->inputs,
                     "SGF files, folders (searched recursively), archives (tar, tar.gz/bz2/xz, zip, 7z), or '-' for a "
                     "list of paths on stdin")
        ->required()
        ->type_name("FILE");
    dups->add_option("-j,--jobs", options->jobs, "Worker threads (default: all cores; 1: everything on one thread)")
        ->check(CLI::Range(1U, 4096U));
    dups->add_option("--min-moves", options->min_moves,
                     "Judge only games of at least this many moves (default 30): the first moves of different games "
                     "are often the same")
        ->check(CLI::Range(1, 100000))
        ->type_name("N");
    dups->add_flag("--colours,--colors", options->colours,
                   "Also take a record with Black and White exchanged for the same game");
    dups->add_option("--format", options->format, "Output format: text (default) or json (one object per group)")
        ->transform(CLI::CheckedTransformer(std::map<std::string, Format>{{"text", Format::text}, {"json", Format::json}},
                                            CLI::ignore_case)
                        .description(""))
        ->type_name("text|json");
    dups->add_option("--glob", options->reading.glob,
                     "Which files of folders and members of archives to read (default '*.sgf', case-insensitive)")
        ->type_name("PATTERN");
    dups->add_option("--max-member-size", options->reading.max_member_size,
                     "Largest file, archive member or decompressed .sgf.gz read, e.g. 256MiB (the default)")
        ->transform(CLI::AsSizeValue(false))
        ->check(at_least_one_byte)
        ->type_name("SIZE");
    dups->callback([options, &context] {
        context.run = [options, &context] { return run_dups(*options, context); };
    });
}

}  // namespace kifu::cli
