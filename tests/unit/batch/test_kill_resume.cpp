// The real `kifu batch --db` binary killed with SIGKILL midway, then rerun: the resumed
// database must hold exactly what an uninterrupted run stores, nothing twice. And two
// shards, merged (SQLite) or concatenated (JSON Lines), must equal the single run.
#include <gtest/gtest.h>

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

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
#include "store_contents.hpp"
#include "store_test_support.hpp"

extern char** environ;

namespace kifu::batch {
namespace {
using testing::duplicate_rows;
using testing::TempDir;
using testing::store_contents;

// ---- a folder of games, made up here --------------------------------------------------

// One random game: moves at random points (some occupied, so some are illegal and give
// violations), sometimes passes, a result, komi and rules that vary.
std::string random_game(std::mt19937& rng) {
    // Small boards: scoring a random 19x19 position (dead stones estimated) is slow, and
    // the point is the store, not the scorer.
    static constexpr int sizes[] = {9, 9, 9, 9, 13};
    static constexpr const char* rules[] = {"Japanese", "Chinese", "AGA", "Korean"};
    static constexpr const char* results[] = {"B+R", "W+R", "B+3.5", "W+0.5", "Void", "W+T"};
    const int size = sizes[rng() % std::size(sizes)];
    std::string sgf = fmt::format("(;GM[1]FF[4]SZ[{}]KM[{}]RU[{}]RE[{}]PB[Black {}]PW[White {}]", size,
                                  rng() % 2 ? "6.5" : "7.5", rules[rng() % std::size(rules)],
                                  results[rng() % std::size(results)], rng() % 100, rng() % 100);
    const int moves = static_cast<int>(rng() % static_cast<unsigned>(size * size * 2 / 3)) + 5;
    for (int m = 0; m < moves; ++m) {
        const char colour = m % 2 ? 'W' : 'B';
        if (rng() % 40 == 0) {
            sgf += fmt::format(";{}[]", colour);
            continue;
        }
        const auto x = static_cast<char>('a' + rng() % static_cast<unsigned>(size));
        const auto y = static_cast<char>('a' + rng() % static_cast<unsigned>(size));
        sgf += fmt::format(";{}[{}{}]", colour, x, y);
    }
    if (rng() % 3 == 0) sgf += ";B[];W[]";
    return sgf + ")\n";
}

// `files` inputs in `dir` (and a subfolder): most one game, some two, some not SGF at all.
void write_games(const std::filesystem::path& dir, int files) {
    std::mt19937 rng(20261121);
    std::filesystem::create_directories(dir / "sub");
    for (int i = 0; i < files; ++i) {
        const auto path = dir / (i % 5 == 0 ? "sub" : "") / fmt::format("game{:05}.sgf", i);
        std::ofstream out(path, std::ios::binary);
        if (i % 97 == 13) out << "this is not a game record\n";
        else out << random_game(rng) << (i % 11 == 0 ? random_game(rng) : "");
    }
}

// ---- the real binary -------------------------------------------------------------------

// Starts kifu with `args`, stdout to `out` (or /dev/null), stderr to /dev/null.
pid_t spawn_kifu(const std::vector<std::string>& args, const std::string& out = "/dev/null") {
    std::vector<char*> argv;
    std::string program = KIFU_BINARY;
    argv.push_back(program.data());
    std::vector<std::string> copies = args;
    for (std::string& a : copies) argv.push_back(a.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    pid_t pid = -1;
    const int rc = posix_spawn(&pid, program.c_str(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    return rc == 0 ? pid : -1;
}

// The exit status, or -signal when it was killed.
int wait_for(pid_t pid) {
    int status = 0;
    if (waitpid(pid, &status, 0) != pid) return -1000;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -WTERMSIG(status);
}

// kifu batch exits 0, 1 (warnings, violations) or 2 (unreadable inputs): all complete runs.
int run_kifu(const std::vector<std::string>& args, const std::string& out = "/dev/null") {
    return wait_for(spawn_kifu(args, out));
}

bool completed(int status) { return status >= 0 && status <= 2; }

bool batch_command_exists() { return run_kifu({"batch", "--help"}) == 0; }

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
        if (!batch_command_exists()) GTEST_SKIP() << "`kifu batch` is not in this build yet (kifu batch --help failed)";
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
    Statement runs = db.prepare("SELECT count(*), count(finished), sum(inputs) FROM runs");
    ASSERT_TRUE(runs.step());
    EXPECT_EQ(runs.integer(0), 2);
    EXPECT_EQ(runs.integer(1), 1) << "the killed run has no end time";
    EXPECT_EQ(runs.integer(2), all_inputs - after_kill) << "the rerun stored only what the killed run had not";
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
