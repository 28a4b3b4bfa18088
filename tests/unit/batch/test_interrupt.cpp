// The real `kifu batch` stopped by SIGINT or SIGTERM at many points of a run over an
// archive: every output must end whole (each JSON line parses, each CSV row has all its
// fields, each input in the store has all its games), the run must say what it wrote and
// exit 130 or 143, and the store must resume to the uninterrupted result. Some tries get
// the signal twice at once, as from timeout(1), which must not count as a second Ctrl-C.
#include <gtest/gtest.h>

#include <algorithm>

#include <signal.h>

#include <chrono>
#include <filesystem>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "../../support/archive_writer.hpp"
#include "batch/csv_sink.hpp"
#include "batch/sqlite_db.hpp"
#include "kifu_process.hpp"
#include "store_contents.hpp"
#include "store_test_support.hpp"

namespace kifu::batch {
namespace {
using namespace std::chrono_literals;
using testing::TempDir;

// Enough for a run of a second or two at -j2; fewer inputs and tries under
// AddressSanitizer, which makes each game several times slower (the test must stay well
// inside ctest's two minutes). The delays are fractions of a measured run, so the
// machine's speed does not matter.
#if defined(__SANITIZE_ADDRESS__)
constexpr int input_count = 60;
constexpr int tries = 6;
#else
constexpr int input_count = 200;
constexpr int tries = 15;
#endif

struct Csv {
    std::vector<std::vector<std::string>> rows;
    bool whole = true;  // ends after a complete row (CRLF outside quotes)
};

// RFC 4180, as CsvSink writes it.
Csv parse_csv(const std::string& text) {
    Csv csv;
    std::vector<std::string> row;
    std::string field;
    bool quoted = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c != '"') field += c;
            else if (i + 1 < text.size() && text[i + 1] == '"') field += text[++i];
            else quoted = false;
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            row.push_back(std::move(field));
            field.clear();
        } else if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') {
            row.push_back(std::move(field));
            field.clear();
            csv.rows.push_back(std::move(row));
            row.clear();
            ++i;
        } else {
            field += c;
        }
    }
    csv.whole = !quoted && field.empty() && row.empty();
    return csv;
}

std::int64_t query(const std::string& db_path, const std::string& sql) {
    Database db(db_path, true);
    Statement s = db.prepare(sql);
    s.step();
    return s.is_null(0) ? -1 : s.integer(0);
}

class InterruptedBatch : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(testing::batch_command_exists()) << "kifu batch --help failed: this suite cannot run its subject";
        std::mt19937 rng(20261125);
        std::vector<kifu::testing::Member> members;
        for (int i = 0; i < input_count; ++i)
            members.push_back({fmt::format("games/{:04}.sgf", i), testing::random_input(rng, i)});
        archive_ = dir_ / "games.tar.gz";
        kifu::testing::write_archive(archive_, kifu::testing::ArchiveKind::tar_gz, members);
    }

    // kifu batch over the archive into all three outputs named `name`.*; stderr to name.err.
    pid_t start(const std::string& name) {
        std::filesystem::remove(dir_ / (name + ".db"));
        return testing::spawn_kifu({"batch", "-j2", archive_, "--db", dir_ / (name + ".db"), "--csv",
                                    dir_ / (name + ".csv"), "--jsonl", "--summary", "json"},
                                   dir_ / (name + ".jsonl"), dir_ / (name + ".err"));
    }

    TempDir dir_;
    std::string archive_;
};

TEST_F(InterruptedBatch, EveryOutputEndsWholeAndTheStoreResumes) {
    const auto began = std::chrono::steady_clock::now();
    ASSERT_PRED1(testing::completed, testing::wait_for(start("whole")));
    const auto run_time = std::chrono::steady_clock::now() - began;
    RecordProperty("uninterrupted_ms",
                   static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(run_time).count()));

    int interrupted = 0;
    std::string last_interrupted;
    for (int k = 1; k <= tries; ++k) {
        const std::string name = fmt::format("try{}", k);
        SCOPED_TRACE(name);
        const int sig = k % 2 ? SIGINT : SIGTERM;
        const pid_t pid = start(name);
        ASSERT_GT(pid, 0);
        // The store is created after the handlers are installed: a signal before that would
        // test the shell, not kifu. (The CSV appears only at the end, written from the store.)
        const auto deadline = std::chrono::steady_clock::now() + 60s;
        while (!std::filesystem::exists(dir_ / (name + ".db")) && std::chrono::steady_clock::now() < deadline)
            std::this_thread::sleep_for(1ms);
        std::this_thread::sleep_for(run_time * k / (tries + 1));
        kill(pid, sig);
        auto gap = 0ms;
        if (k % 3 == 0) {  // as timeout(1) does: the process, then its group, at once
            const auto first = std::chrono::steady_clock::now();
            kill(pid, sig);
            gap = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - first);
        }
        const int status = testing::wait_for(pid);
        // On a loaded machine this process may be descheduled between the two kills; half a
        // second apart they are two requests, and the second one ends kifu at once, by design.
        if (gap >= 400ms && status == -sig) continue;
        const bool stopped = status == 128 + sig;
        ASSERT_TRUE(stopped || testing::completed(status)) << "exit status " << status;

        // JSON Lines: every line a whole object.
        const std::string jsonl = testing::read_text(dir_ / (name + ".jsonl"));
        ASSERT_TRUE(jsonl.empty() || jsonl.back() == '\n') << "cut after: " << jsonl.substr(jsonl.size() - 80);
        std::int64_t lines = 0, games = 0;
        std::istringstream in(jsonl);
        for (std::string line; std::getline(in, line); ++lines) {
            nlohmann::json object;
            ASSERT_NO_THROW(object = nlohmann::json::parse(line)) << line;
            if (!object["game"].is_null()) ++games;
        }
        // CSV: the header, then one whole row per line of JSON.
        const Csv csv = parse_csv(testing::read_text(dir_ / (name + ".csv")));
        EXPECT_TRUE(csv.whole);
        ASSERT_FALSE(csv.rows.empty());
        EXPECT_EQ(static_cast<std::int64_t>(csv.rows.size()) - 1, lines);
        for (const auto& row : csv.rows) ASSERT_EQ(row.size(), CsvSink::columns.size());
        // SQLite: each input with all its games, the run row counting them, the same
        // games as the other outputs.
        const std::string db = dir_ / (name + ".db");
        EXPECT_EQ(testing::duplicate_rows(db), 0);
        EXPECT_EQ(query(db, "SELECT count(*) FROM inputs i WHERE games != "
                            "(SELECT count(*) FROM games g WHERE g.input_id = i.id)"),
                  0);
        EXPECT_EQ(query(db, "SELECT count(*) FROM games"), lines);
        EXPECT_EQ(query(db, "SELECT games FROM runs"), lines);
        EXPECT_EQ(query(db, "SELECT inputs FROM runs"), query(db, "SELECT count(*) FROM inputs"));
        EXPECT_EQ(query(db, "SELECT count(finished) FROM runs"), stopped ? 0 : 1);

        const std::string err = testing::read_text(dir_ / (name + ".err"));
        // The JSON summary states the status returned: 130 or 143 when stopped (it said 3).
        const std::size_t summary_at = err.find("{\"summary\"");
        ASSERT_NE(summary_at, std::string::npos) << err;
        const auto summary = nlohmann::json::parse(err.substr(summary_at, err.find('\n', summary_at) - summary_at));
        EXPECT_EQ(summary["exit_status"].get<int>(), status) << err;
        if (!stopped) continue;
        ++interrupted;
        last_interrupted = name;
        EXPECT_NE(err.find(fmt::format("interrupted: {} games written, {} stored in DB; run the same command again "
                                       "to resume",
                                       games, games)),
                  std::string::npos)
            << err;
    }
    RecordProperty("tries_interrupted", interrupted);
    ASSERT_GT(interrupted, 0) << "every run finished before its signal";

    // The same command again, its stream appended to the first (>>), finishes the run: the
    // store holds what an uninterrupted run stores, the CSV (written from the store) is the
    // uninterrupted run's, byte for byte, and the two streams together hold every game once.
    const std::string resumed = dir_ / last_interrupted;
    ASSERT_PRED1(testing::completed,
                 testing::wait_for(testing::spawn_kifu({"batch", "-j2", archive_, "--db", resumed + ".db", "--csv",
                                                        resumed + ".csv", "--jsonl"},
                                                       resumed + ".jsonl", resumed + ".err2", true)));
    EXPECT_EQ(testing::store_contents(resumed + ".db"), testing::store_contents(dir_ / "whole.db"));
    EXPECT_EQ(testing::read_text(resumed + ".csv"), testing::read_text(dir_ / "whole.csv"));
    auto sorted_lines = [](const std::string& text) {
        std::vector<std::string> lines;
        std::istringstream in(text);
        for (std::string line; std::getline(in, line);) lines.push_back(line);
        std::sort(lines.begin(), lines.end());
        return lines;
    };
    EXPECT_EQ(sorted_lines(testing::read_text(resumed + ".jsonl")),
              sorted_lines(testing::read_text(dir_ / "whole.jsonl")));
}

}  // namespace
}  // namespace kifu::batch

namespace kifu::batch {
namespace {

// Whether process `pid` has `path` open: it is then past its start (where its signal
// handlers are installed), inside the work the test interrupts.
bool has_open(pid_t pid, const std::string& path) {
    std::error_code error;
    const std::string fds = "/proc/" + std::to_string(pid) + "/fd";
    for (const auto& fd : std::filesystem::directory_iterator(fds, error))
        if (std::filesystem::read_symlink(fd.path(), error) == std::filesystem::path(path)) return true;
    return false;
}

// `kifu merge` stopped by Ctrl-C while it waits for an input another process holds locked:
// it dies of SIGINT (the shell's 130) after a word on standard error, and no OUT, temporary
// copy or side file is left. It said nothing.
TEST(MergeInterrupted, SaysSoAndLeavesNothing) {
    TempDir dir;
    const std::string shard = dir / "shard.db", out = dir / "out.db";
    ASSERT_GE(testing::run_kifu({"batch", "--check-only", std::string(KIFU_SOURCE_DIR) + "/sample-games", "--db", shard}),
              0);
    Database holder(shard);
    holder.exec("PRAGMA journal_mode = DELETE");  // so that a write lock keeps readers out
    holder.exec("BEGIN EXCLUSIVE");
    const pid_t merge = testing::spawn_kifu({"merge", out, shard}, "/dev/null", dir / "err");
    // Inside SQLite's busy wait for the lock (10 s) once it has the shard open: a fixed 700 ms
    // was, under AddressSanitizer on a loaded machine, sometimes before the handlers were in.
    for (int waited = 0; waited < 8000 && !has_open(merge, shard); waited += 20) std::this_thread::sleep_for(20ms);
    std::this_thread::sleep_for(200ms);
    ::kill(merge, SIGINT);
    EXPECT_EQ(testing::wait_for(merge), -SIGINT);
    holder.exec("ROLLBACK");
    const std::string err = testing::read_text(dir / "err");
    EXPECT_NE(err.find("kifu: interrupted (SIGINT): the outputs being written are removed"), std::string::npos)
        << err;
    std::vector<std::string> left;
    for (const auto& entry : std::filesystem::directory_iterator(dir.path())) left.push_back(entry.path().filename());
    std::sort(left.begin(), left.end());
    EXPECT_EQ(left, (std::vector<std::string>{"err", "shard.db"}));
}

}  // namespace
}  // namespace kifu::batch
