// The real `kifu batch --db` binary killed with SIGKILL midway, then rerun: the resumed
// database must hold exactly what an uninterrupted run stores, nothing twice. And two
// shards, merged (SQLite) or concatenated (JSON Lines), must equal the single run.
#include <gtest/gtest.h>

#include <signal.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <fmt/format.h>

#include "batch/sqlite_db.hpp"
#include "kifu_process.hpp"
#include "store_contents.hpp"
#include "store_test_support.hpp"

namespace kifu::batch {
namespace {
using testing::batch_command_exists;
using testing::completed;
using testing::duplicate_rows;
using testing::run_kifu;
using testing::spawn_kifu;
using testing::wait_for;
using testing::write_games;
using testing::TempDir;
using testing::store_contents;

// Inputs committed so far, read as any reader would while the run goes on (0 before the
// database exists).
std::int64_t committed_inputs(const std::string& db_path) {
    if (!std::filesystem::exists(db_path)) return 0;
    try {
        Database db(db_path, true);
        Statement count = db.prepare("SELECT count(*) FROM inputs");
        count.step();
        return count.integer(0);
    } catch (const std::runtime_error&) {
        return 0;  // the writer is still creating the schema
    }
}

std::vector<std::string> sorted_lines(const std::string& path) {
    std::ifstream in(path);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    std::sort(lines.begin(), lines.end());
    return lines;
}

// Enough that a run lasts well past its first commit (0.2 s), so the kill lands midway;
// fewer under AddressSanitizer, which makes each game several times slower.
#if defined(__SANITIZE_ADDRESS__)
constexpr int input_files = 200;
#else
constexpr int input_files = 600;
#endif

class BatchBinary : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(batch_command_exists()) << "kifu batch --help failed: this suite cannot run its subject";
        games_ = dir_.path() / "games";
        write_games(games_, input_files);
    }
    TempDir dir_;
    std::filesystem::path games_;
};

TEST_F(BatchBinary, KilledRunResumesToTheUninterruptedResult) {
    const std::string whole = dir_.file("whole.db");
    const std::string resumed = dir_.file("resumed.db");
    ASSERT_PRED1(completed, run_kifu({"batch", games_.string(), "--db", whole, "-j2"}));
    const std::int64_t all_inputs = committed_inputs(whole);
    ASSERT_EQ(all_inputs, input_files);

    const pid_t pid = spawn_kifu({"batch", games_.string(), "--db", resumed, "-j2"});
    ASSERT_GT(pid, 0);
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while (committed_inputs(resumed) == 0 && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    kill(pid, SIGKILL);
    ASSERT_EQ(wait_for(pid), -SIGKILL) << "the run ended before it could be killed";
    const std::int64_t after_kill = committed_inputs(resumed);
    RecordProperty("inputs_committed_when_killed", static_cast<int>(after_kill));
    ASSERT_GT(after_kill, 0);
    ASSERT_LT(after_kill, all_inputs) << "killed too late to test resuming";
    EXPECT_EQ(duplicate_rows(resumed), 0);

    ASSERT_PRED1(completed, run_kifu({"batch", games_.string(), "--db", resumed, "-j2"}));
    EXPECT_EQ(store_contents(resumed), store_contents(whole));
    EXPECT_EQ(duplicate_rows(resumed), 0);
    Database db(resumed, true);
    Statement runs = db.prepare("SELECT finished IS NULL, inputs FROM runs ORDER BY id");
    ASSERT_TRUE(runs.step());
    EXPECT_EQ(runs.integer(0), 1) << "the killed run has no end time";
    EXPECT_EQ(runs.integer(1), after_kill) << "the killed run's row says what it stored";
    ASSERT_TRUE(runs.step());
    EXPECT_EQ(runs.integer(0), 0);
    EXPECT_EQ(runs.integer(1), all_inputs - after_kill) << "the rerun stored only what the killed run had not";
    EXPECT_FALSE(runs.step());
    // A third run finds nothing to do and adds nothing.
    ASSERT_PRED1(completed, run_kifu({"batch", games_.string(), "--db", resumed, "-j2"}));
    EXPECT_EQ(store_contents(resumed), store_contents(whole));
}

TEST_F(BatchBinary, TwoShardsMergeToTheSingleRun) {
    const std::string whole = dir_.file("whole.db");
    ASSERT_PRED1(completed,
                 run_kifu({"batch", games_.string(), "--db", whole, "--jsonl", "-j2"}, dir_.file("whole.jsonl")));
    for (const std::string shard : {"1", "2"})
        ASSERT_PRED1(completed, run_kifu({"batch", games_.string(), "--shard", shard + "/2", "--db",
                                          dir_.file("shard" + shard + ".db"), "--jsonl", "-j2"},
                                         dir_.file("shard" + shard + ".jsonl")));
    const std::int64_t in_first = committed_inputs(dir_.file("shard1.db"));
    EXPECT_GT(in_first, 0);
    EXPECT_LT(in_first, input_files) << "a shard should hold a share, not everything";

    ASSERT_EQ(run_kifu({"merge", dir_.file("merged.db"), dir_.file("shard1.db"), dir_.file("shard2.db")}), 0);
    EXPECT_EQ(store_contents(dir_.file("merged.db")), store_contents(whole));
    EXPECT_EQ(duplicate_rows(dir_.file("merged.db")), 0);

    // JSON Lines: `cat shard1.jsonl shard2.jsonl | sort` is the single run, sorted.
    std::vector<std::string> shards = sorted_lines(dir_.file("shard1.jsonl"));
    const std::vector<std::string> second = sorted_lines(dir_.file("shard2.jsonl"));
    shards.insert(shards.end(), second.begin(), second.end());
    std::sort(shards.begin(), shards.end());
    const std::vector<std::string> single = sorted_lines(dir_.file("whole.jsonl"));
    EXPECT_GT(single.size(), static_cast<std::size_t>(input_files));
    EXPECT_TRUE(shards == single) << shards.size() << " lines from the shards, " << single.size() << " from one run";
}

}  // namespace
}  // namespace kifu::batch
