// `kifu batch INPUT...`: check and score every game of files, folders and archives on
// every core, as JSON Lines, CSV and/or an SQLite store (resumable), with a progress line
// on a terminal and a summary on stderr.
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <iostream>
#include <memory>
#include <new>
#include <optional>
#include <sstream>
#include <string>
#include <stop_token>
#include <system_error>
#include <thread>
#include <vector>

#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include "batch/duplicate_marker.hpp"
#include "batch/inputs.hpp"
#include "batch/jsonl_sink.hpp"
#include "batch/output_file.hpp"
#include "batch/pipeline.hpp"
#include "batch/progress.hpp"
#include "batch/run_outputs.hpp"
#include "batch/shard.hpp"
#include "analysis/tally.hpp"
#include "cli/commands.hpp"
#include "cli/result_options.hpp"
#include "cli/event_option.hpp"
#include "cli/stop_signals.hpp"
#include "report/summary.hpp"
#include "sgf/values.hpp"

namespace kifu::cli {
namespace {

struct BatchOptions {
    std::vector<std::string> inputs;
    unsigned jobs = std::max(1U, std::thread::hardware_concurrency());
    bool ordered = false;  // --ordered: the default anyway, accepted for scripts that say it
    bool unordered = false;
    bool check_only = false;
    bool strict = false;
    bool redo = false;     // --redo: analyse again what the store holds from other options
    ResultOptions result;  // --dead auto|none only
    std::string shard;     // "I/N", or empty for all inputs
    std::string db, csv;   // output files, or empty
    std::string event;     // --event EVENT.toml
    bool jsonl = false;    // JSON Lines on stdout even with --db/--csv
    SummaryFormat summary = SummaryFormat::text;
    batch::InputOptions reading;
};

// Why a run ended before its inputs did, and what a rerun will do about it.
struct EarlyEnd {
    ExitCode status;
    std::string message;
};

// The games a run that ended early wrote: those whose lines reached the stream whole (a
// pipe's reader may have read part of an input's), else the inputs the outputs took.
std::uint64_t games_written(const batch::Tally& written, const batch::RunOutputs& outputs) {
    return outputs.stream_games_written().value_or(written.games);
}

EarlyEnd early_end(int signal, bool output_closed, const batch::Tally& written, const batch::RunOutputs& outputs) {
    const char* what = output_closed ? "standard output was closed" : "interrupted";
    const ExitCode status = output_closed          ? ExitCode::output_closed
                            : signal == SIGTERM    ? ExitCode::terminated
                                                   : ExitCode::interrupted;
    if (const batch::SqliteStore* store = outputs.store())
        return {status, fmt::format("kifu batch: {}: {} games written, {} stored in DB; {}", what,
                                    games_written(written, outputs), store->games_stored(), outputs.resume_note())};
    return {status, fmt::format("kifu batch: {}: {} games written (whole lines); {}", what,
                                games_written(written, outputs), outputs.resume_note())};
}

// The arguments as the `runs` table records them.
std::string command_line(const BatchOptions& o) {
    std::string line = "kifu batch";
    if (o.check_only) line += " --check-only";
    if (!o.result.rules.empty()) line += " --rules " + o.result.rules;
    if (!o.result.dead.empty()) line += " --dead " + o.result.dead;
    if (o.result.komi) line += " --komi " + sgf::format_real(*o.result.komi);
    if (!o.event.empty()) line += " --event " + o.event;
    if (o.strict) line += " --strict";
    if (o.redo) line += " --redo";
    if (!o.shard.empty()) line += " --shard " + o.shard;
    if (o.reading.glob != batch::InputOptions{}.glob) line += " --glob '" + o.reading.glob + "'";
    for (const std::string& input : o.inputs) line += " " + input;
    return line;
}

std::unique_ptr<batch::RunOutputs> open_outputs(const BatchOptions& o, std::ostream& out,
                                                const event::EventReview* review) {
    batch::OutputRequest request;
    request.db = o.db;
    request.csv = o.csv;
    request.jsonl = o.jsonl;
    request.run.command_line = command_line(o);
    request.run.options = {o.result.rules, o.check_only, o.strict, o.result.dead,
                           o.result.komi ? sgf::format_real(*o.result.komi) : std::string(), o.event,
                           o.event.empty() ? std::string() : event_content(event_inputs(o.event, review))};
    request.run.shard = o.shard;
    request.other = o.redo ? batch::OtherOptions::redo : batch::OtherOptions::refuse;
    request.inputs = o.inputs;
    request.also_read = event_inputs(o.event, review);
    request.glob = o.reading.glob;
    request.store_waiting = [db = o.db] { spdlog::warn("kifu batch: waiting for a merge into {} to finish", db); };
    return std::make_unique<batch::RunOutputs>(request, out, &out == &std::cout ? STDOUT_FILENO : -1);
}

ExitCode run_batch(const BatchOptions& o, std::ostream& out) {
    const StopSignals signals;  // first: a Ctrl-C while the store opens stops the run cleanly too
    std::unique_ptr<event::EventReview> review;   // --event: every input read once before the run
    if (!o.event.empty()) {
        ExitCode failed = ExitCode::ok;
        review = review_event(o.event, o.inputs, o.reading, failed);
        if (!review) return failed;
    }
    std::unique_ptr<batch::RunOutputs> outputs;
    try {
        outputs = open_outputs(o, out, review.get());
    } catch (const batch::OutputRefused& e) {
        spdlog::error("kifu batch: {}", e.what());
        return ExitCode::usage;
    } catch (const batch::OutputError& e) {
        spdlog::error("kifu batch: {}", e.what());
        return ExitCode::output_failed;
    } catch (const std::exception& e) {
        spdlog::error("kifu batch: {}", e.what());
        return ExitCode::bad_input;
    }
    if (!outputs->stream_note().empty()) spdlog::warn("kifu batch: {}", outputs->stream_note());
    const std::optional<batch::Shard> shard = o.shard.empty() ? std::nullopt : batch::parse_shard(o.shard);
    batch::InputFilter wanted;
    if (shard) wanted = [shard](const batch::RawInput& input) { return batch::in_shard(*shard, batch::shard_key(input)); };

    batch::PipelineOptions pipeline;
    pipeline.jobs = o.jobs;
    pipeline.ordered = !o.unordered;
    analysis::AnalysisOptions& analysis = pipeline.game.analysis;
    analysis = analysis_options(o.result);
    analysis.strict = o.strict;
    analysis.score = !o.check_only;
    pipeline.game.keep_rows = !o.csv.empty() || !o.db.empty();
    pipeline.game.keep_records = true;   // duplicate_of
    pipeline.game.event = review.get();
    pipeline.stop = &signals.requested();
    pipeline.warn = [](const std::string& what) { spdlog::warn("kifu batch: {}", what); };

    // Progress is only worked out for a terminal, where someone reads it.
    const bool show_progress = batch::stderr_is_terminal();
    batch::ReadProgress read_progress;
    batch::ReadProgress* progress = show_progress ? &read_progress : nullptr;
    pipeline.read = progress;
    batch::ProgressBar bar(std::cerr, read_progress, show_progress);
    std::jthread sizer;  // the input's total size, walked beside the run (the share done waits for it)
    if (show_progress) {
        try {
            sizer = std::jthread([&](const std::stop_token& stop) {
                const auto keep_going = [&] { return !stop.stop_requested() && !signals.requested(); };
                if (const std::optional<std::uint64_t> total = batch::input_bytes_total(o.inputs, keep_going))
                    read_progress.total = *total;
            });
        } catch (const std::system_error&) {   // NOLINT(bugprone-empty-catch): no thread to spare: no total, no share done
        }
    }
    const auto start = std::chrono::steady_clock::now();
    batch::Tally tally;
    batch::Tally written;  // as of the last input written, should the run end early
    bool output_closed = false;
    // Read once: a signal after the outputs are finished must not turn a whole run into
    // an "interrupted" one (exit 130 beside a store whose run row says finished).
    bool interrupted = false;
    std::unique_ptr<batch::DuplicateMarker> marker;
    try {
        marker = std::make_unique<batch::DuplicateMarker>(*outputs, outputs->store());
    } catch (const std::exception& e) {
        spdlog::error("kifu batch: the duplicate finder's database: {}", e.what());
        return ExitCode::output_failed;
    }
    batch::InputOptions reading = o.reading;
    reading.on_listed = [&outputs](const std::string& listed) { outputs->check_listed_input(listed); };
    try {
        tally = batch::run_pipeline(
            [&](const batch::InputHandler& push) {
                batch::enumerate_inputs(o.inputs, reading, std::cin, wanted, push, progress,
                                        [](const std::string& path, const std::string& first, std::string_view what) {
                    spdlog::warn("{}: the same {} as {}, read once", path, what, first);
                });
            },
            pipeline, *marker, [&](const batch::Tally& so_far, std::uint64_t position_done) {
                written = so_far;
                bar.update(so_far, position_done);
            });
        interrupted = signals.requested();
        if (interrupted) outputs->finish_interrupted();
        else outputs->finish();
    } catch (const batch::OutputRefused& e) {
        // A path in the list on standard input is an output: the inputs before it are
        // written whole, the clashing file is left as it was (or cut back to it).
        bar.finish();
        outputs->finish_interrupted();
        const std::string restored = outputs->restore_standard_output();
        spdlog::error("kifu batch: {}{}; {} games written before it; {}", e.what(),
                      restored.empty() ? "" : " (" + restored + ")", written.games, outputs->resume_note());
        return ExitCode::usage;
    } catch (const batch::OutputClosed&) {
        output_closed = true;
        tally = written;
        outputs->finish_interrupted();
    } catch (const batch::OutputError& e) {
        // A full disk, a store that cannot commit: what was written is whole and stored.
        bar.finish();
        outputs->finish_interrupted();
        const batch::SqliteStore* store = outputs->store();
        const std::string kept = store != nullptr
                                     ? fmt::format("{} games of this run committed to the store", store->games_committed())
                                     : outputs->games_kept_without_store()
                                         ? fmt::format("{} games written", games_written(written, *outputs))
                                         : fmt::format("{} games analysed, none of them written", written.games);
        spdlog::error("kifu batch: {}; {}; {}", e.what(), kept, outputs->resume_note());
        return ExitCode::output_failed;
    } catch (const std::bad_alloc&) {
        // Past one input's own memory (that is its error row): the run itself ran out.
        bar.finish();
        spdlog::error("kifu batch: out of memory (ulimit -v, the machine's memory); fewer jobs (-j) need less");
        return ExitCode::bad_input;
    } catch (const std::exception& e) {
        bar.finish();
        spdlog::error("kifu batch: {}", e.what());
        return ExitCode::bad_input;
    }
    bar.finish();
    if (const batch::SqliteStore* store = outputs->store(); store != nullptr && !store->checkpoint_note().empty())
        spdlog::info("kifu batch: {}", store->checkpoint_note());
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (review)   // the event's own problems belong to no record's row: they are said here
        for (const event::EventProblem& p : review->event_wide()) {
            spdlog::error("kifu batch: {}: {}: {}", review->event().file, event::kind_name(p.kind), p.sentence);
            tally.status = worst(tally.status, ExitCode::game_problem);
        }
    // The status returned, before the summary that states it: inputs a resumed run found
    // stored count as they did in the run that stored them; a run cut short says so.
    if (const batch::SqliteStore* store = outputs->store()) {
        tally.stored_status = store->skipped_status();
        tally.status = worst(tally.status, tally.stored_status);
    }
    std::optional<EarlyEnd> end;
    if (interrupted || output_closed) end = early_end(signals.signal(), output_closed, tally, *outputs);
    if (end) tally.status = end->status;
    std::ostringstream summary;
    if (o.summary == SummaryFormat::json) report::write_summary_json(summary, tally, "kifu batch");
    else report::write_batch_summary(summary, tally, seconds, o.check_only);
    std::string text = summary.str();
    if (!text.empty() && text.back() == '\n') text.pop_back();
    // The summary is the command's one message on stderr: shown by default, hidden by -q
    // (but for --summary json, which a script asked for).
    if (o.summary == SummaryFormat::json) spdlog::error("{}", text);
    else spdlog::warn("{}", text);
    if (!end) return tally.status;
    // A closed pipe is how `| head` ends a run, not something gone wrong: -q hides it.
    if (output_closed) spdlog::warn("{}", end->message);
    else spdlog::error("{}", end->message);
    return end->status;
}

}  // namespace

void setup_batch(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<BatchOptions>();
    CLI::App* batch = app.add_subcommand(
        "batch", "Check and score every game of files, folders and archives, in parallel, as JSON Lines, CSV or SQLite");
    batch->footer(exit_status_footer({ExitCode::ok, ExitCode::warnings, ExitCode::bad_input, ExitCode::game_problem,
                                      ExitCode::usage, ExitCode::event_file, ExitCode::interrupted, ExitCode::output_closed,
                                      ExitCode::terminated}));
    batch->add_option("inputs", options->inputs,
                      "SGF files, single compressed records (.sgf.gz/.bz2/.xz/.zst..., read as one record), "
                      "folders (searched recursively), archives (tar, tar.gz/bz2/xz, zip, 7z), "
                      "or '-' for a list of paths on stdin")
        ->required()
        ->type_name("FILE");
    batch->add_option("-j,--jobs", options->jobs, "Worker threads (default: all cores; 1: everything on one thread)")
        ->check(CLI::Range(1U, 4096U));
    auto* ordered = batch->add_flag("--ordered", options->ordered, "Write results in input order (the default)");
    batch->add_flag("--unordered", options->unordered, "Write results as they are finished")->excludes(ordered);
    batch->add_flag("--check-only", options->check_only, "Only replay and judge (the `kifu check` object), no scoring");
    add_result_options(*batch, options->result, DeadPoints::refused);
    batch->add_flag("--strict", options->strict, "Every warning counts as an error");
    batch->add_option("--glob", options->reading.glob,
                      "Which files of folders and members of archives to read (default '*.sgf', case-insensitive; "
                      "also when it matches without a .gz/.bz2/.xz/... suffix: a compressed record)")
        ->type_name("PATTERN");
    batch->add_option("--max-member-size", options->reading.max_member_size,
                      "Largest file, archive member or decompressed .sgf.gz read, e.g. 256MiB (the default)")
        ->transform(CLI::AsSizeValue(false))
        ->check(at_least_one_byte)
        ->type_name("SIZE");
    batch->add_option("--max-expansion", options->reading.max_expansion,
                      "How many times its own size an archive may expand to (default 1000)")
        ->check(CLI::Range(1.0, 1e12))
        ->type_name("RATIO");
    batch->add_option("--shard", options->shard, "Only the I-th of N deterministic shares of the inputs (1 <= I <= N)")
        ->type_name("I/N")
        ->check([](const std::string& text) {
            return batch::parse_shard(text) ? std::string{} : "--shard takes I/N with 1 <= I <= N, e.g. 2/8";
        });
    auto* db = batch->add_option("--db", options->db, "Store results in this SQLite database (resumes an interrupted run)")
        ->type_name("FILE");
    // '-' would be a file of that name, where every other output reads it as standard output.
    batch->add_option("--csv", options->csv, "Write one CSV row per game to this file (a file: not '-')")
        ->type_name("FILE")
        ->check([](const std::string& value) {
            return value == "-" ? std::string("--csv writes a file; '-' is not one (standard output carries the JSON "
                                              "Lines: --jsonl)")
                                : std::string();
        });
    batch->add_flag("--jsonl", options->jsonl, "JSON Lines on stdout even with --db or --csv");
    add_summary_option(*batch, options->summary);
    add_event_option(*batch, options->event,
                     "Check every record against this event too (kifu(1), EVENT FILE): `event_problems` in JSON, "
                     "the event_problems, event_problem_kinds and event_problem_reasons columns");
    batch->add_flag("--redo", options->redo,
                    "Analyse again, and replace in the --db store, the inputs it holds from runs with other "
                    "--rules, --check-only, --strict, --dead or --komi (without it such a store is refused)")
        ->needs(db);
    batch->callback([options, &context] {
        context.run = [options, &out = context.out] { return run_batch(*options, out); };
    });
}

}  // namespace kifu::cli
