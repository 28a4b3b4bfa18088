// The batch pipeline: results in input order whatever the number of workers, nothing
// lost or duplicated, resumed inputs skipped, failures of the sink stop the run cleanly.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <fstream>
#include <functional>
#include <iterator>
#include <memory>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <system_error>
#include <thread>

#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <vector>

#include "../../support/archive_writer.hpp"
#include "batch/pipeline.hpp"
#include "report/summary.hpp"

namespace kifu::batch {
namespace {

using testing::sample_game;

// Keeps everything it is given, in the order given.
class CollectingSink : public ResultSink {
public:
    std::set<std::string> done_paths;   // what an "earlier run" stored
    std::vector<InputResult> written;
    bool finished = false;
    [[nodiscard]] bool already_done(const InputId& input) const override { return done_paths.contains(input.path); }
    void write(const InputResult& result) override { written.push_back(result); }
    void finish() override { finished = true; }
};

// n inputs: most are games (every 7th a two-game collection), every 10th unreadable,
// every 13th not SGF.
Producer inputs(int n) {
    return [n](const InputHandler& push) {
        for (int i = 0; i < n; ++i) {
            RawInput input{fmt::format("in/{}.sgf", i), {}, {}, {}, {}};
            if (i % 10 == 9) input.error = "cannot read: testing";
            else if (i % 13 == 12) input.bytes = "not a game at all";
            else input.bytes = sample_game(unsigned(i), 20 + i % 50) + (i % 7 == 0 ? sample_game(unsigned(i) + 1000) : "");
            if (!push(std::move(input))) return;
        }
    };
}

std::vector<std::string> lines(const CollectingSink& sink) {
    std::vector<std::string> out;
    for (const InputResult& result : sink.written)
        for (const std::string& line : result.lines) out.push_back(line);
    return out;
}

// Check only: the order and accounting do not depend on scoring, which is much slower
// (dead-stone estimation) and tested on its own below.
PipelineOptions with_jobs(unsigned jobs, bool ordered = true) {
    PipelineOptions options;
    options.jobs = jobs;
    options.ordered = ordered;
    options.game.analysis.score = false;
    return options;
}

// The workers serialise every result and make its row when an output writes rows; a run
// whose outputs need only the text (JSON Lines alone) gets the same lines without rows.
TEST(BatchPipeline, WorkersSerialiseEveryResultAndMakeRowsOnlyWhenWanted) {
    CollectingSink kept, dropped;
    run_pipeline(inputs(60), with_jobs(2), kept);
    PipelineOptions text_only = with_jobs(2);
    text_only.game.keep_rows = false;
    run_pipeline(inputs(60), text_only, dropped);
    ASSERT_EQ(kept.written.size(), dropped.written.size());
    std::size_t results = 0;
    for (std::size_t i = 0; i < kept.written.size(); ++i) {
        const InputResult& k = kept.written[i];
        const InputResult& d = dropped.written[i];
        ASSERT_EQ(k.lines.size(), k.rows.size());
        for (std::size_t g = 0; g < k.rows.size(); ++g)
            EXPECT_EQ(k.rows[g].file, nlohmann::json::parse(k.lines[g])["file"]);
        EXPECT_TRUE(d.rows.empty());
        EXPECT_EQ(d.lines, k.lines);
        results += d.lines.size();
    }
    EXPECT_GT(results, 60U);   // collections give more than one result per input
}

// A sink that keeps what it is handed (the Python module's hand-off): the pipeline is done
// with each result, so it is moved, not copied.
class KeepingSink : public ResultSink {
public:
    std::vector<InputResult> kept;
    std::size_t copied = 0;
    void write(const InputResult& result) override {
        ++copied;
        kept.push_back(result);
    }
    void hand_over(InputResult&& result) override { kept.push_back(std::move(result)); }
    void finish() override {}
};

// The JSON objects travel as text (the outputs that write them), as the objects themselves
// (a front end that converts them: the same objects the text says), or not at all (rows only).
TEST(BatchPipeline, TheObjectsTravelAsTextAsObjectsOrNotAtAll) {
    for (const unsigned jobs : {1U, 2U}) {
        CollectingSink as_text;
        run_pipeline(inputs(60), with_jobs(jobs), as_text);
        KeepingSink as_objects, as_rows;
        PipelineOptions objects = with_jobs(jobs);
        objects.game.json = JsonForm::objects;
        objects.game.keep_rows = false;
        run_pipeline(inputs(60), objects, as_objects);
        PipelineOptions rows = with_jobs(jobs);
        rows.game.json = JsonForm::none;
        run_pipeline(inputs(60), rows, as_rows);
        ASSERT_EQ(as_objects.kept.size(), as_text.written.size());
        ASSERT_EQ(as_rows.kept.size(), as_text.written.size());
        EXPECT_EQ(as_objects.copied + as_rows.copied, 0U);
        for (std::size_t i = 0; i < as_text.written.size(); ++i) {
            const InputResult& text = as_text.written[i];
            const InputResult& object = as_objects.kept[i];
            ASSERT_EQ(object.objects.size(), text.lines.size());
            EXPECT_TRUE(object.lines.empty() && object.rows.empty());
            for (std::size_t g = 0; g < text.lines.size(); ++g)
                EXPECT_EQ(object.objects[g], nlohmann::ordered_json::parse(text.lines[g]));
            const InputResult& row = as_rows.kept[i];
            EXPECT_TRUE(row.lines.empty() && row.objects.empty());
            ASSERT_EQ(row.rows.size(), text.rows.size());
            for (std::size_t g = 0; g < text.rows.size(); ++g) EXPECT_EQ(row.rows[g].file, text.rows[g].file);
        }
    }
}

TEST(BatchPipeline, OrderedOutputIsTheSameWithAnyNumberOfWorkers) {
    CollectingSink one, four;
    const Tally t1 = run_pipeline(inputs(300), with_jobs(1), one);
    const Tally t4 = run_pipeline(inputs(300), with_jobs(4), four);
    EXPECT_EQ(lines(one), lines(four));
    ASSERT_EQ(one.written.size(), 300U);
    for (int i = 0; i < 300; ++i) EXPECT_EQ(one.written[size_t(i)].input.path, fmt::format("in/{}.sgf", i));
    EXPECT_EQ(t1.games, t4.games);
    EXPECT_EQ(t1.inputs, 300U);
    std::uint64_t errors = 0, games = 0;
    for (int i = 0; i < 300; ++i) {
        const bool error = i % 10 == 9 || i % 13 == 12;
        errors += error ? 1 : 0;
        games += error ? 0 : (i % 7 == 0 ? 2 : 1);
    }
    EXPECT_EQ(t1.input_errors, errors);
    EXPECT_EQ(t1.games, games);
    EXPECT_EQ(t1.status, ExitCode::bad_input);
}

TEST(BatchPipeline, TinyQueuesAndWindowsStillFinishInOrder) {
    CollectingSink one, tight;
    run_pipeline(inputs(120), with_jobs(1), one);
    PipelineOptions options = with_jobs(3);
    options.queue_chunks = 1;
    options.queue_bytes = 1;
    options.window = 1;
    run_pipeline(inputs(120), options, tight);
    EXPECT_EQ(lines(one), lines(tight));
}

TEST(BatchPipeline, UnorderedOutputHasTheSameResults) {
    CollectingSink ordered, unordered;
    run_pipeline(inputs(200), with_jobs(1), ordered);
    run_pipeline(inputs(200), with_jobs(3, false), unordered);
    std::vector<std::string> a = lines(ordered), b = lines(unordered);
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    EXPECT_EQ(a, b);
}

TEST(BatchPipeline, InputsAlreadyStoredAreSkippedAndCounted) {
    CollectingSink sink;
    sink.done_paths = {"in/0.sgf", "in/5.sgf", "in/9.sgf"};   // in/9 is unreadable: never "done"
    const Tally tally = run_pipeline(inputs(20), with_jobs(2), sink);
    EXPECT_EQ(tally.inputs_skipped, 2U);
    // Every input reaches the sink in its place, the skipped ones marked and empty, so the
    // store knows every input of the run in order.
    ASSERT_EQ(sink.written.size(), 20U);
    for (std::size_t i = 0; i < sink.written.size(); ++i) {
        const InputResult& result = sink.written[i];
        EXPECT_EQ(result.input.path, "in/" + std::to_string(i) + ".sgf");
        const bool skipped = i == 0 || i == 5;
        EXPECT_EQ(result.already_stored, skipped) << i;
        EXPECT_EQ(result.lines.empty(), skipped) << i;
    }
}

// The reader runs ahead of the analysis by up to a queue of inputs: the progress reported
// must be that of the inputs written, not of the inputs read.
TEST(BatchPipeline, ProgressCountsTheInputsWrittenNotTheInputsRead) {
    for (const unsigned jobs : {1U, 2U}) {
        SCOPED_TRACE(jobs);
        CollectingSink sink;
        sink.done_paths = {"in/3.sgf", "in/150.sgf"};
        ReadProgress read;
        PipelineOptions options = with_jobs(jobs);
        options.read = &read;
        const Producer by_hundreds = [&](const InputHandler& push) {
            for (int i = 0; i < 200; ++i) {
                read.position = 100U * unsigned(i + 1);  // as the enumeration moves it: before handing on
                if (!push({fmt::format("in/{}.sgf", i), {}, {}, sample_game(unsigned(i)), {}})) return;
            }
        };
        std::uint64_t calls = 0, last = 0;
        run_pipeline(by_hundreds, options, sink, [&](const Tally& so_far, std::uint64_t done) {
            ++calls;
            EXPECT_EQ(done, 100 * (so_far.inputs + so_far.inputs_skipped));
            EXPECT_GE(done, last);
            last = done;
        });
        EXPECT_GT(calls, 1U);
        EXPECT_EQ(last, 20000U);
    }
}

// A stop request (a signal) ends the run early with every written input whole.
TEST(BatchPipeline, AStopRequestEndsTheRunWithWholeInputs) {
    for (const unsigned jobs : {1U, 2U, 3U}) {
        SCOPED_TRACE(jobs);
        std::atomic<bool> stop{false};
        PipelineOptions options = with_jobs(jobs);
        options.stop = &stop;
        CollectingSink sink;
        const Tally tally = run_pipeline(inputs(3000), options, sink, [&](const Tally& so_far, std::uint64_t) {
            if (so_far.inputs >= 100) stop = true;
        });
        EXPECT_GE(sink.written.size(), 100U);
        EXPECT_LT(sink.written.size(), 3000U) << "the reader stopped";
        EXPECT_EQ(tally.inputs, sink.written.size());
        std::uint64_t games = 0;
        for (const InputResult& result : sink.written) {
            EXPECT_FALSE(result.lines.empty()) << "an input written has its games, or its error row";
            games += result.error.empty() ? result.lines.size() : 0;
        }
        EXPECT_EQ(tally.games, games) << "every game of every input written is counted, and no other";
    }
}

// A stop inside a long input (a collection of 300,000 games took minutes to finish before
// a signal took effect) abandons it between two games: nothing of it is written or
// counted, as for an input not started, so the output holds whole inputs and a resumed
// run redoes it. The sink sets the stop as the input starts (already_done is asked first).
class StoppingSink : public CollectingSink {
public:
    explicit StoppingSink(std::atomic<bool>& stop) : stop_(stop) {}
    [[nodiscard]] bool already_done(const InputId&) const override {
        stop_ = true;
        return false;
    }

private:
    std::atomic<bool>& stop_;
};

TEST(BatchPipeline, AStopInsideALongInputAbandonsItWhole) {
    std::string collection;
    for (unsigned i = 0; i < 200; ++i) collection += sample_game(i, 30);
    for (const unsigned jobs : {1U, 2U}) {
        SCOPED_TRACE(jobs);
        std::atomic<bool> stop{false};
        PipelineOptions options = with_jobs(jobs);
        options.stop = &stop;
        StoppingSink sink(stop);
        const Tally tally = run_pipeline(
            [&](const InputHandler& push) { push(RawInput{"in/collection.sgf", {}, {}, collection, {}}); }, options, sink);
        EXPECT_TRUE(stop);
        EXPECT_EQ(lines(sink).size(), 0U) << "games of an abandoned input written";
        EXPECT_EQ(tally.games, 0U);
        EXPECT_EQ(tally.inputs, 0U);
    }
}

TEST(BatchPipeline, ResultsCarryTheInputIdAndOrigin) {
    CollectingSink sink;
    PipelineOptions scoring = with_jobs(2);
    scoring.game.analysis.score = true;
    run_pipeline(
        [](const InputHandler& push) {
            push({"a.zip:x/1.sgf", "a.zip", "x/1.sgf", sample_game(1), {}});
            push({"a.zip:x/2.sgf", "a.zip", "x/2.sgf", {}, "member x/2.sgf is larger than the 256 MiB limit"});
        },
        scoring, sink);
    ASSERT_EQ(sink.written.size(), 2U);
    const InputResult& good = sink.written[0];
    EXPECT_EQ(good.input.content_hash, content_hash(sample_game(1)));
    EXPECT_EQ(good.input.size, sample_game(1).size());
    EXPECT_TRUE(good.error.empty());
    ASSERT_EQ(good.lines.size(), 1U);
    const auto game = nlohmann::json::parse(good.lines[0]);
    EXPECT_EQ(game["file"], "a.zip:x/1.sgf");
    EXPECT_EQ(game["archive"], "a.zip");
    EXPECT_EQ(game["member"], "x/1.sgf");
    EXPECT_TRUE(game.contains("japanese"));
    ASSERT_EQ(good.rows.size(), 1U);
    EXPECT_EQ(good.rows[0].archive, "a.zip");
    EXPECT_EQ(good.rows[0].member, "x/1.sgf");
    EXPECT_TRUE(good.rows[0].japanese.result);
    const InputResult& bad = sink.written[1];
    EXPECT_FALSE(bad.input.content_hash);   // never read: no hash, not a hash of nothing
    EXPECT_EQ(bad.error, "member x/2.sgf is larger than the 256 MiB limit");
    ASSERT_EQ(bad.lines.size(), 1U);
    const auto unreadable = nlohmann::json::parse(bad.lines[0]);
    EXPECT_TRUE(unreadable["game"].is_null());
    EXPECT_EQ(unreadable["member"], "x/2.sgf");
    EXPECT_EQ(unreadable["errors"][0]["message"], "member x/2.sgf is larger than the 256 MiB limit");
    ASSERT_EQ(bad.rows.size(), 1U);
    EXPECT_FALSE(bad.rows[0].game);
    EXPECT_EQ(bad.rows[0].errors, 1);
    EXPECT_EQ(bad.rows[0].error_messages, "member x/2.sgf is larger than the 256 MiB limit");
}

TEST(BatchPipeline, CheckOnlyGivesTheCheckObject) {
    CollectingSink sink;
    const PipelineOptions options = with_jobs(1);
    run_pipeline([](const InputHandler& push) { push({"g.sgf", {}, {}, sample_game(1), {}}); }, options, sink);
    ASSERT_EQ(sink.written.size(), 1U);
    const auto game = nlohmann::json::parse(sink.written[0].lines.at(0));
    EXPECT_TRUE(game.contains("verdict"));
    EXPECT_TRUE(game.contains("result_stands"));
    EXPECT_FALSE(game.contains("japanese"));
}

class FailingSink : public CollectingSink {
public:
    void write(const InputResult& result) override {
        if (written.size() == 5) throw std::runtime_error("disk full");
        CollectingSink::write(result);
    }
};

TEST(BatchPipeline, ASinkFailureStopsTheRunAndIsReported) {
    FailingSink sink;
    EXPECT_THROW(run_pipeline(inputs(2000), with_jobs(2), sink), std::runtime_error);
    EXPECT_EQ(sink.written.size(), 5U);
}

TEST(BatchPipeline, AProducerFailureIsReportedAfterWhatItProduced) {
    CollectingSink sink;
    const Producer failing = [](const InputHandler& push) {
        push({"first.sgf", {}, {}, sample_game(1), {}});
        throw std::runtime_error("cannot read the list");
    };
    EXPECT_THROW(run_pipeline(failing, with_jobs(2), sink), std::runtime_error);
}

// Lets `allowed` threads run at once and refuses more, as std::thread does when the process
// may start no more (EAGAIN: a process limit, no address space left for another stack).
struct RationedThreads {
    std::atomic<int> allowed;
    std::atomic<int> refused = 0;
    std::thread operator()(std::function<void()> body) {
        if (allowed.fetch_sub(1) <= 0) {
            ++allowed;
            ++refused;
            throw std::system_error(std::make_error_code(std::errc::resource_unavailable_try_again));
        }
        return std::thread([this, body = std::move(body)] {
            body();
            ++allowed;   // before join() returns: a thread joined gives its place back
        });
    }
};

// A run of 4 jobs where only `threads` threads may run at once writes what an unrationed
// run writes, and warns once. Before the fix: std::terminate (a joinable std::thread
// destroyed as the exception left run_pipeline).
void expect_same_run_with(int threads, const std::string& warning) {
    CollectingSink expected;
    run_pipeline(inputs(300), with_jobs(4), expected);

    PipelineOptions options = with_jobs(4);
    RationedThreads rationed{threads};
    options.start_thread = [&rationed](std::function<void()> body) { return rationed(std::move(body)); };
    std::vector<std::string> warnings;
    options.warn = [&](const std::string& what) { warnings.push_back(what); };
    CollectingSink sink;
    const Tally tally = run_pipeline(inputs(300), options, sink);
    EXPECT_EQ(lines(sink), lines(expected));
    EXPECT_EQ(tally.inputs, 300U);
    EXPECT_GE(rationed.refused, 1);
    EXPECT_EQ(warnings, std::vector<std::string>{warning});
}

// The threads started at the limit leave the work no room: half at most are kept (and no
// more than the cores). Refused the 4th worker: 3 / 2; refused the reader: 4 / 2.
TEST(BatchPipeline, ThreadsTheSystemRefusesLeaveTheRunToFewer) {
    expect_same_run_with(3, "the system refused a thread (Resource temporarily unavailable): running with 1 of the 4 "
                            "worker threads asked for");
    const unsigned cores = std::max(1U, std::thread::hardware_concurrency());
    expect_same_run_with(4, fmt::format("the system refused a thread (Resource temporarily unavailable): running with "
                                        "{} of the 4 worker threads asked for",
                                        std::min(2U, cores)));
}

// One worker and no reader, or nothing at all: the whole run on the calling thread.
TEST(BatchPipeline, NoThreadsToSpareRunOnTheCallingThread) {
    for (int threads : {0, 1})
        expect_same_run_with(threads, "the system refused a thread (Resource temporarily unavailable): running on one thread");
}

TEST(BatchPipeline, AllThreadsStartedWarnOfNothing) {
    PipelineOptions options = with_jobs(4);
    bool warned = false;
    options.warn = [&](const std::string&) { warned = true; };
    CollectingSink sink;
    run_pipeline(inputs(50), options, sink);
    EXPECT_FALSE(warned);
    EXPECT_EQ(sink.written.size(), 50U);
}

}  // namespace
}  // namespace kifu::batch

namespace kifu::batch {
namespace {

TEST(BatchSummary, CountsEverythingTheRunFound) {
    CollectingSink sink;
    const Tally tally = run_pipeline(
        [](const InputHandler& push) {
            push({"ok.sgf", {}, {}, sample_game(1), {}});
            push({"ko.sgf", {}, {}, "(;SZ[5]RU[Japanese];B[bb];W[cb];B[ab];W[ba];B[ca];W[bc];B[cc];W[db];B[aa])", {}});
            push({"gone.sgf", {}, {}, {}, "cannot open: testing"});
        },
        with_jobs(1), sink);
    EXPECT_EQ(tally.inputs, 3U);
    EXPECT_EQ(tally.games, 2U);
    EXPECT_EQ(tally.input_errors, 1U);
    std::ostringstream out;
    report::write_batch_summary(out, tally, 2.0, true);
    const std::string text = out.str();
    EXPECT_NE(text.find("kifu batch: 2 games from 3 inputs in 2.00 s (1 games/s)"), std::string::npos) << text;
    EXPECT_NE(text.find("verdicts       ok "), std::string::npos) << text;
    EXPECT_NE(text.find("1 unreadable (error rows), 0 skipped"), std::string::npos) << text;
}

TEST(BatchSummary, DisagreementsASlipInTheRecordExplainsAreCounted) {
    std::ifstream file(std::string(KIFU_SOURCE_DIR) + "/tests/data/re_keeps_stone_in_atari.sgf");
    const std::string kept((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    ASSERT_FALSE(kept.empty());
    PipelineOptions scoring = with_jobs(2);
    scoring.game.analysis.score = true;
    CollectingSink sink;
    const Tally tally = run_pipeline(
        [&](const InputHandler& push) {
            push({"kept.sgf", {}, {}, kept, {}});
            push({"ok.sgf", {}, {}, sample_game(1), {}});
            push({"kept-again.sgf", {}, {}, kept, {}});
        },
        scoring, sink);
    EXPECT_EQ(tally.games, 3U);
    EXPECT_EQ(tally.disagreements, 2U);
    std::ostringstream out;
    report::write_batch_summary(out, tally, 1.0, false);
    EXPECT_NE(out.str().find("explained: 2 keep a chain in atari alive, 0 name the other winner, 0 count must-fill "
                             "points as territory"),
              std::string::npos)
        << out.str();
}

}  // namespace
}  // namespace kifu::batch
