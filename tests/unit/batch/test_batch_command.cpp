// `kifu batch` as a user runs it: JSON Lines equal to `kifu score`/`kifu check` plus the
// archive keys, every kind of input, bad members as rows, shards that add up to the whole
// run, exit statuses and the summary.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include <fmt/format.h>
#include <vector>

#include <nlohmann/json.hpp>

#include "../../support/archive_writer.hpp"
#include "../../support/csv_reader.hpp"
#include "../../support/run_kifu.hpp"
#include "batch/sqlite_db.hpp"
#include "kifu_process.hpp"

namespace kifu {
namespace {

using testing::ArchiveKind;
using testing::kifu;
using testing::sample_game;
using testing::TempDir;
using testing::write_archive;
using testing::write_file;

const std::string samples = std::string(KIFU_SOURCE_DIR) + "/sample-games";

std::string read_sample(const std::string& name) {
    std::ifstream in(samples + "/" + name, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::vector<std::string> split_lines(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

std::vector<nlohmann::json> objects(const std::string& text) {
    std::vector<nlohmann::json> out;
    for (const std::string& line : split_lines(text)) out.push_back(nlohmann::json::parse(line));
    return out;
}

// Runs kifu with `text` as standard input.
testing::Outcome kifu_with_stdin(const std::vector<std::string>& args, const std::string& text) {
    std::istringstream in(text);
    std::streambuf* saved = std::cin.rdbuf(in.rdbuf());
    testing::Outcome outcome = kifu(args);
    std::cin.rdbuf(saved);
    return outcome;
}

// The `kifu score --format json` line with the keys batch adds for a plain file that is
// nobody's copy.
std::string with_origin(const std::string& line) {
    return line.substr(0, line.size() - 1) + R"(,"archive":null,"member":null,"duplicate_of":null})";
}

// A resumed run's status is an uninterrupted run's: the inputs it finds stored count as
// they did when they were stored (a director's script reads the status, and the CSV the
// resumed run writes still holds the illegal game).
TEST(BatchCommand, AResumedRunsStatusCountsTheGamesItFoundStored) {
    TempDir dir;
    write_file(dir / "games/a.sgf", testing::sample_game(1));
    write_file(dir / "games/b.sgf", read_sample("illegal-ko-retake.sgf"));
    const std::string db = dir / "s.db";
    ASSERT_EQ(kifu({"batch", "--db", db, dir / "games"}).status, 3);
    const auto resumed = kifu({"batch", "--db", db, "--csv", dir / "r.csv", dir / "games"});
    EXPECT_EQ(resumed.status, 3) << resumed.err;
    EXPECT_NE(resumed.err.find("2 skipped"), std::string::npos) << resumed.err;
    // The JSON summary states the status returned (it said 0 and no statuses).
    const auto summarised = kifu({"batch", "--db", db, "--summary", "json", dir / "games"});
    EXPECT_EQ(summarised.status, 3);
    const auto summary = nlohmann::json::parse(summarised.err.substr(summarised.err.find('{')));
    EXPECT_EQ(summary["exit_status"], 3) << summarised.err;
    EXPECT_EQ(summary["statuses"], nlohmann::json::array({3})) << summarised.err;

    write_file(dir / "clean/a.sgf", testing::sample_game(1));
    ASSERT_EQ(kifu({"batch", "--db", dir / "c.db", dir / "clean"}).status, 0);
    EXPECT_EQ(kifu({"batch", "--db", dir / "c.db", dir / "clean"}).status, 0);

    write_file(dir / "broken/x.sgf", "(;GM[1]SZ[9];B[ee]");   // cut off: an error of the record
    write_file(dir / "broken/y.sgf", "no game here");
    const int first = kifu({"batch", "--db", dir / "b.db", dir / "broken"}).status;
    ASSERT_EQ(first, 2);
    EXPECT_EQ(kifu({"batch", "--db", dir / "b.db", dir / "broken"}).status, first);
}

// '-' is standard output for every other output; --csv writes a file, so it refuses '-'
// rather than make a file of that name.
TEST(BatchCommand, CsvRefusesDashForAFileName) {
    const auto run = kifu({"batch", "--csv", "-", samples + "/triple-ko.sgf"});
    EXPECT_EQ(run.status, 64);
    EXPECT_NE(run.err.find("--csv writes a file"), std::string::npos) << run.err;
    EXPECT_FALSE(std::filesystem::exists("-"));
}

TEST(BatchCommand, PlainFilesGiveTheScoreObjectsPlusOrigin) {
    const std::string file = samples + "/gnugo-selfplay-9x9.sgf";
    const testing::Outcome score = kifu({"score", "--format", "json", file});
    const testing::Outcome batch = kifu({"batch", "-j", "2", file});
    ASSERT_EQ(split_lines(batch.out).size(), 1U);
    EXPECT_EQ(split_lines(batch.out)[0], with_origin(split_lines(score.out)[0]));
}

TEST(BatchCommand, CheckOnlyGivesTheCheckObjectsPlusOrigin) {
    const std::string file = std::string(KIFU_SOURCE_DIR) + "/tests/data/good_two_games.sgf";
    const testing::Outcome check = kifu({"check", "--format", "json", "--rules", "chinese", file});
    const testing::Outcome batch = kifu({"batch", "--check-only", "--rules", "chinese", file});
    const std::vector<std::string> expected = split_lines(check.out), got = split_lines(batch.out);
    ASSERT_EQ(got.size(), 2U);  // one row per game of the collection
    for (std::size_t i = 0; i < got.size(); ++i) EXPECT_EQ(got[i], with_origin(expected[i]));
}

TEST(BatchCommand, OrderedOutputDoesNotDependOnTheNumberOfJobs) {
    const testing::Outcome one = kifu({"batch", "-j", "1", samples});
    const testing::Outcome three = kifu({"batch", "-j", "3", "--ordered", samples});
    EXPECT_EQ(one.out, three.out);
    EXPECT_EQ(one.status, three.status);
    EXPECT_GE(split_lines(one.out).size(), 10U);
}

TEST(BatchCommand, ArchivesFoldersAndStdinListsTogether) {
    TempDir dir;
    write_archive(dir / "games.tar.gz", ArchiveKind::tar_gz,
                  {{"2017/a.sgf", sample_game(1)}, {"2017/notes.txt", "notes"}, {"2017/b.SGF", sample_game(2)}});
    write_archive(dir / "more.7z", ArchiveKind::seven_zip, {{"c.sgf", sample_game(3)}});
    write_file(dir / "folder/d.sgf", sample_game(4));
    write_file(dir / "folder/sub/e.Sgf", sample_game(5));
    write_file(dir / "folder/sub/f.txt", sample_game(6));
    const testing::Outcome run =
        kifu_with_stdin({"batch", "-j", "2", dir / "games.tar.gz", "-"}, dir / "more.7z" + "\n" + dir / "folder" + "\n");
    const std::vector<nlohmann::json> rows = objects(run.out);
    std::vector<std::string> files;
    for (const nlohmann::json& row : rows) files.push_back(row["file"]);
    EXPECT_EQ(files, (std::vector<std::string>{dir / "games.tar.gz" + ":2017/a.sgf", dir / "games.tar.gz" + ":2017/b.SGF",
                                               dir / "more.7z" + ":c.sgf", dir / "folder/d.sgf",
                                               dir / "folder/sub/e.Sgf"}));
    EXPECT_EQ(rows[0]["archive"], dir / "games.tar.gz");
    EXPECT_EQ(rows[0]["member"], "2017/a.sgf");
    EXPECT_EQ(rows[0]["players"]["black"]["name"], "Black 1");
    EXPECT_TRUE(rows[3]["archive"].is_null());
    EXPECT_TRUE(rows[3]["member"].is_null());
    EXPECT_NE(run.err.find("kifu batch: 5 games from 5 inputs"), std::string::npos) << run.err;
}

// A file reached twice (named twice, or inside a folder also named) is read once: one
// row, not a second row calling it a duplicate of itself.
TEST(BatchCommand, AFileReachedTwiceIsOneInput) {
    TempDir dir;
    write_file(dir / "games/a.sgf", testing::sample_game(1));
    const testing::Outcome run = kifu({"batch", dir / "games", dir / "games/./a.sgf", dir / "games/a.sgf"});
    EXPECT_EQ(run.status, 0) << run.err;
    const std::vector<nlohmann::json> rows = objects(run.out);
    ASSERT_EQ(rows.size(), 1U) << run.out;
    EXPECT_TRUE(rows[0]["duplicate_of"].is_null());
}

TEST(BatchCommand, BadMembersGiveRowsAndTheRestGoesOn) {
    TempDir dir;
    write_archive(dir / "mixed.zip", ArchiveKind::zip,
                  {{"good1.sgf", sample_game(1)}, {"binary.sgf", std::string("\x7f" "ELF\x02\x01\x01\x00\x00\x00", 10)},
                   {"huge.sgf", std::string(3000, ' ') + sample_game(2)}, {"good2.sgf", sample_game(3)}});
    const testing::Outcome run = kifu({"batch", "--max-member-size", "2KiB", dir / "mixed.zip"});
    EXPECT_EQ(run.status, 2);
    const std::vector<nlohmann::json> rows = objects(run.out);
    ASSERT_EQ(rows.size(), 4U);
    EXPECT_EQ(rows[0]["game"], 0);
    EXPECT_TRUE(rows[1]["game"].is_null());
    EXPECT_EQ(rows[1]["member"], "binary.sgf");
    EXPECT_TRUE(rows[2]["game"].is_null());
    EXPECT_EQ(rows[2]["errors"][0]["message"], "member huge.sgf is larger than the 2048 bytes limit (--max-member-size)");
    EXPECT_EQ(rows[3]["member"], "good2.sgf");
    EXPECT_EQ(rows[3]["game"], 0);
    EXPECT_NE(run.err.find("2 unreadable"), std::string::npos) << run.err;
}

TEST(BatchCommand, ATruncatedArchiveIsAnErrorRowNotAnAbort) {
    TempDir dir;
    std::vector<testing::Member> members;
    for (unsigned i = 0; i < 200; ++i) members.push_back({fmt::format("g{}.sgf", i), sample_game(i, 200)});
    write_archive(dir / "cut.tar.gz", ArchiveKind::tar_gz, members);
    std::filesystem::resize_file(dir / "cut.tar.gz", std::filesystem::file_size(dir / "cut.tar.gz") / 2);
    write_file(dir / "after.sgf", sample_game(99));
    const testing::Outcome run = kifu({"batch", "--check-only", dir / "cut.tar.gz", dir / "after.sgf"});
    EXPECT_EQ(run.status, 2);
    const std::vector<nlohmann::json> rows = objects(run.out);
    ASSERT_GE(rows.size(), 3U);
    EXPECT_TRUE(rows[rows.size() - 2]["game"].is_null());
    EXPECT_EQ(rows.back()["file"], dir / "after.sgf");
}

// game.sgf.gz gives the row of game.sgf, under its own name, and resumes like a plain file.
TEST(BatchCommand, ASingleGzippedRecordIsReadAsOneFile) {
    TempDir dir;
    write_file(dir / "game.sgf", sample_game(1));
    testing::write_compressed(dir / "game.sgf.gz", testing::Compression::gzip, sample_game(1));
    const testing::Outcome plain = kifu({"batch", dir / "game.sgf"});
    const testing::Outcome run = kifu({"batch", "--db", dir / "out.db", "--jsonl", dir / "game.sgf.gz"});
    EXPECT_EQ(run.status, 0) << run.err;
    nlohmann::json expected = objects(plain.out).at(0);
    expected["file"] = dir / "game.sgf.gz";
    const std::vector<nlohmann::json> rows = objects(run.out);
    ASSERT_EQ(rows.size(), 1U);
    EXPECT_EQ(rows[0], expected);
    ASSERT_TRUE(rows[0].contains("japanese")) << rows[0];  // scored, not an error row
    EXPECT_TRUE(rows[0]["japanese"]["result"].is_string()) << rows[0];
    EXPECT_TRUE(rows[0]["archive"].is_null());
    const testing::Outcome again = kifu({"batch", "--db", dir / "out.db", dir / "game.sgf.gz"});
    EXPECT_NE(again.err.find("1 skipped (already stored)"), std::string::npos) << again.err;
}

TEST(BatchCommand, ShardsAddUpToTheWholeRun) {
    TempDir dir;
    std::vector<testing::Member> members;
    for (unsigned i = 0; i < 30; ++i) members.push_back({fmt::format("m/{}.sgf", i), sample_game(i)});
    write_archive(dir / "a.zip", ArchiveKind::zip, members);
    for (unsigned i = 0; i < 30; ++i) write_file(dir / (fmt::format("f/{}.sgf", i)), sample_game(100 + i));
    const testing::Outcome whole = kifu({"batch", "--check-only", dir / "a.zip", dir / "f"});
    std::vector<std::string> merged;
    for (const char* shard : {"1/3", "2/3", "3/3"}) {
        const testing::Outcome part = kifu({"batch", "--check-only", "--shard", shard, dir / "a.zip", dir / "f"});
        const std::vector<std::string> lines = split_lines(part.out);
        EXPECT_FALSE(lines.empty()) << shard;
        merged.insert(merged.end(), lines.begin(), lines.end());
    }
    std::vector<std::string> expected = split_lines(whole.out);
    ASSERT_EQ(expected.size(), 60U);
    std::sort(expected.begin(), expected.end());
    std::sort(merged.begin(), merged.end());
    EXPECT_EQ(merged, expected);
}

// 5,000 warnings in one game: each sink gets the first hundred of the kind and one line
// for the rest, and counts all of them.
TEST(BatchCommand, AGameWithThousandsOfWarningsKeepsItsRowsSmall) {
    TempDir dir;
    write_file(dir / "nested.sgf", "(;GM[1]" + std::string(5000, '('));
    const testing::Outcome run = kifu({"batch", "--check-only", "--db", dir / "out.db", "--csv", dir / "out.csv",
                                       "--jsonl", dir / "nested.sgf"});
    EXPECT_EQ(run.status, 1) << run.err;
    const std::vector<nlohmann::json> rows = objects(run.out);
    ASSERT_EQ(rows.size(), 1U);
    const nlohmann::json& warnings = rows[0]["warnings"];
    ASSERT_EQ(warnings.size(), 102U);  // (no RU[] is no warning: the default applies)
    EXPECT_EQ(warnings[101]["omitted"], 4899);
    EXPECT_LT(run.out.size(), 20'000U);

    batch::Database db(dir / "out.db", true);
    batch::Statement game = db.prepare("SELECT warnings, length(json) FROM games");
    ASSERT_TRUE(game.step());
    EXPECT_EQ(game.integer(0), 5000);
    EXPECT_LT(game.integer(1), 20'000);

    const auto csv = testing::read_csv_file(dir / "out.csv");
    ASSERT_EQ(csv.size(), 2U);
    const auto column = std::find(csv[0].begin(), csv[0].end(), "warnings");
    ASSERT_NE(column, csv[0].end());
    ASSERT_EQ(csv[1].size(), csv[0].size());
    EXPECT_EQ(csv[1][static_cast<std::size_t>(column - csv[0].begin())], "5000");
}

TEST(BatchCommand, RanksAndTheWinnerAreColumnsNoQueryHasToParse) {
    TempDir dir;
    write_file(dir / "a.sgf", "(;GM[1]FF[4]SZ[9]BR[3d]WR[2 kyu]RE[W+R];B[ee];W[cc])");
    write_file(dir / "b.sgf", "(;GM[1]FF[4]SZ[9]BR[1p]WR[?]RE[0];B[ee])");
    write_file(dir / "c.sgf", "(;GM[1]FF[4]SZ[9]BR[初段]RE[B+3.5];B[ee])");
    const testing::Outcome run = kifu({"batch", "-j1", "--check-only", "--db", dir / "out.db", "--csv", dir / "out.csv",
                                       dir / "a.sgf", dir / "b.sgf", dir / "c.sgf"});
    ASSERT_LE(run.status, 1) << run.err;
    const auto csv = testing::read_csv_file(dir / "out.csv");
    ASSERT_EQ(csv.size(), 4U);
    auto cell = [&](std::size_t row, const std::string& name) {
        const auto column = std::find(csv[0].begin(), csv[0].end(), name);
        EXPECT_NE(column, csv[0].end()) << name;
        return csv[row][static_cast<std::size_t>(column - csv[0].begin())];
    };
    EXPECT_EQ(cell(1, "black_rank_value"), "3");
    EXPECT_EQ(cell(1, "white_rank_value"), "-1");
    EXPECT_EQ(cell(1, "winner"), "W");
    EXPECT_EQ(cell(2, "black_rank_value"), "10");
    EXPECT_EQ(cell(2, "white_rank_value"), "");   // "?" is no rank
    EXPECT_EQ(cell(2, "winner"), "");             // a draw has no winner
    EXPECT_EQ(cell(3, "black_rank_value"), "1");
    EXPECT_EQ(cell(3, "winner"), "B");

    batch::Database db(dir / "out.db", true);
    batch::Statement q = db.prepare(
        "SELECT count(*) FROM games WHERE black_rank_value > white_rank_value AND winner = 'W'");
    ASSERT_TRUE(q.step());
    EXPECT_EQ(q.integer(0), 1);   // the upset of a.sgf: a 3d lost to a 2k
}

TEST(BatchCommand, ExitStatuses) {
    TempDir dir;
    write_file(dir / "clean.sgf", sample_game(1));
    EXPECT_EQ(kifu({"batch", dir / "clean.sgf"}).status, 0);
    EXPECT_EQ(kifu({"batch", std::string(KIFU_SOURCE_DIR) + "/tests/data/illegal_ko_retake.sgf"}).status, 3);
    EXPECT_EQ(kifu({"batch", dir / "missing.sgf"}).status, 2);
    EXPECT_EQ(kifu({"batch", "--shard", "3/2", dir / "clean.sgf"}).status, 64);
    EXPECT_EQ(kifu({"batch", "--ordered", "--unordered", dir / "clean.sgf"}).status, 64);
    // A size limit of nothing made every input an error row (exit 2), where --max-expansion 0
    // was a usage error already.
    EXPECT_EQ(kifu({"batch", "--max-member-size", "0", dir / "clean.sgf"}).status, 64);
    EXPECT_EQ(kifu({"dups", "--max-member-size", "0", dir / "clean.sgf"}).status, 64);
    for (const char* nothing : {"00", "-0", "0x0", "-1"})
        EXPECT_EQ(kifu({"batch", "--max-member-size", nothing, dir / "clean.sgf"}).status, 64) << nothing;
    EXPECT_EQ(kifu({"batch", "-q", "--max-member-size", "1KiB", dir / "clean.sgf"}).status, 0);
    EXPECT_EQ(kifu({"batch"}).status, 64);
}

// Issue 20's case: a store made with --check-only, rerun without it, skipped every input
// and left its games without scores, saying nothing.
TEST(BatchCommand, AStoreRefusesARunWithOtherOptionsUnlessRedo) {
    TempDir dir;
    const std::string db = dir / "results.db";
    const std::string data = std::string(KIFU_SOURCE_DIR) + "/tests/data";
    ASSERT_LE(kifu({"-q", "batch", "--check-only", data, "--db", db}).status, 3);
    const testing::Outcome refused = kifu({"batch", data, "--db", db});
    EXPECT_EQ(refused.status, 2);
    EXPECT_NE(refused.err.find("holds results made with other options than this run's (rules=record check-only=no"),
              std::string::npos)
        << refused.err;
    EXPECT_NE(refused.err.find("with rules=record check-only=yes"), std::string::npos) << refused.err;
    EXPECT_EQ(kifu({"batch", "--redo", data}).status, 64) << "--redo needs --db";

    ASSERT_LE(kifu({"-q", "batch", "--redo", data, "--db", db}).status, 3);
    batch::Database store(db, true);
    batch::Statement unscored = store.prepare(
        "SELECT count(*), sum(japanese IS NULL) FROM games WHERE game IS NOT NULL AND verdict != 'illegal'");
    ASSERT_TRUE(unscored.step());
    EXPECT_GT(unscored.integer(0), 0);
    EXPECT_EQ(unscored.integer(1), 0) << "every game scored once redone";
}

TEST(BatchCommand, QuietHidesTheSummary) {
    TempDir dir;
    write_file(dir / "clean.sgf", sample_game(1));
    EXPECT_NE(kifu({"batch", dir / "clean.sgf"}).err.find("verdicts"), std::string::npos);
    EXPECT_EQ(kifu({"-q", "batch", dir / "clean.sgf"}).err, "");
}

}  // namespace
}  // namespace kifu

namespace kifu::batch {
namespace {

// Under `ulimit -v`, -j 2000 asks for more thread stacks than the address space holds (8 MB
// each, 2 MB with an unlimited stack limit): the system refuses one, and the run goes on
// with fewer and says so. It aborted (134, "terminate called without an active exception")
// with the reader and the workers started still joinable, leaving the store's -wal and -shm.
TEST(BatchCommand, ThreadsTheSystemRefusesLeaveTheRunToFewer) {
#if defined(__SANITIZE_ADDRESS__)
    GTEST_SKIP() << "AddressSanitizer's shadow memory needs more address space than the limit";
#endif
    kifu::testing::TempDir dir;
    const std::string out = dir / "out", err = dir / "err";
    const std::vector<std::vector<std::string>> runs{{"batch", "-j", "2000", "--db", dir / "t.db", samples},
                                                     {"dups", "-j", "2000", samples}};
    for (const auto& args : runs) {
        SCOPED_TRACE(args[0]);
        const int status = testing::wait_for(testing::spawn_kifu_limited(args, rlim_t{1} << 30, out, err));
        const std::string said = testing::read_text(err);
        EXPECT_TRUE(testing::completed(status)) << status << ": " << said;
        EXPECT_NE(said.find("kifu " + args[0] + ": the system refused a thread ("), std::string::npos) << said;
        EXPECT_NE(said.find(" games from "), std::string::npos) << said;   // the summary of a whole run
    }
    EXPECT_FALSE(std::filesystem::exists(dir / "t.db-wal"));
}

// Out of memory under `ulimit -v`: mimalloc's operator new aborted (134, "mimalloc: error:
// out of memory in 'new'"), no message of kifu's and no summary. An input too large for
// the memory there is is now that input's error; the others are read.
TEST(BatchCommand, AnInputTooLargeForTheMemoryIsItsErrorNeverAnAbort) {
#if defined(__SANITIZE_ADDRESS__)
    GTEST_SKIP() << "AddressSanitizer's shadow memory needs more address space than the limit";
#endif
    kifu::testing::TempDir dir;
    // A sparse file: 200 MB to read into memory, none on the disk.
    kifu::testing::write_file(dir / "big.sgf", "(;SZ[9]C[");
    std::filesystem::resize_file(dir / "big.sgf", 200'000'000);
    const std::string out = dir / "out", err = dir / "err";
    for (const std::string command : {"info", "batch"}) {
        SCOPED_TRACE(command);
        // One worker: each thread's allocator takes address space of its own, and the limit
        // must leave room for the rest of the run.
        std::vector<std::string> args{command, dir / "big.sgf", samples};
        if (command == "batch") args.insert(args.begin() + 1, {"-j", "1"});
        const int status = testing::wait_for(testing::spawn_kifu_limited(args, rlim_t{150} << 20, out, err));
        const std::string said = testing::read_text(err);
        EXPECT_EQ(status, 2) << said;
        EXPECT_NE((command == "batch" ? testing::read_text(out) : said).find("cannot read: not enough memory for its"),
                  std::string::npos)
            << said;
        EXPECT_NE(said.find(" from "), std::string::npos) << said;   // the summary of a whole run
    }
}

// A record that reads fine but costs more memory to parse than the limit leaves (20 MB of
// XA[], about 25 times that once parsed) stopped `view -d`, `fix`, `info`, `score` at it,
// the later inputs never read and no index written, with "kifu: out of memory" naming no
// file. It is that input's error, named, and the run goes on.
TEST(BatchCommand, AnInputTooLargeToParseIsItsErrorInEveryCommandAndTheRunGoesOn) {
#if defined(__SANITIZE_ADDRESS__)
    GTEST_SKIP() << "AddressSanitizer's shadow memory needs more address space than the limit";
#endif
    kifu::testing::TempDir dir;
    kifu::testing::write_file(dir / "in/a.sgf", "(;GM[1]SZ[9]KM[6.5];B[ee])");
    std::string costly = "(;GM[1]FF[4]CA[UTF-8]SZ[19]";
    for (int i = 0; i < 5'000'000; ++i) costly += "XA[]";
    kifu::testing::write_file(dir / "in/m.sgf", costly + ";B[aa])");
    kifu::testing::write_file(dir / "in/z.sgf", "(;GM[1]SZ[9]KM[6.5];B[cc])");
    const std::string out = dir / "out", err = dir / "err";
    for (const std::vector<std::string>& args : {std::vector<std::string>{"view", "-d", dir / "site", dir / "in"},
                                                {"fix", dir / "in", "-o", dir / "fixed"},
                                                {"info", dir / "in"},
                                                {"score", dir / "in"}}) {
        SCOPED_TRACE(args[0]);
        const int status = testing::wait_for(testing::spawn_kifu_limited(args, rlim_t{600} << 20, out, err));
        const std::string said = testing::read_text(err) + testing::read_text(out);
        EXPECT_EQ(status, 2) << said;
        EXPECT_NE(said.find("m.sgf"), std::string::npos) << said;
        EXPECT_NE(said.find("not enough memory to"), std::string::npos) << said;
        EXPECT_EQ(said.find("kifu: out of memory"), std::string::npos) << said;
    }
    EXPECT_TRUE(std::filesystem::exists(dir / "site/z.html"));
    EXPECT_TRUE(std::filesystem::exists(dir / "site/index.html"));
    EXPECT_TRUE(std::filesystem::exists(dir / "fixed/z.sgf"));
}

// --csv through a link to /proc/self/fd/1 (what /dev/stdout is) while standard output is a
// regular file: the link was resolved whole, past /proc, to that file, and the CSV's
// temporary file was renamed over the link (as root, over /dev/stdout itself). The CSV
// goes to standard output; the link stays.
TEST(BatchCommand, AnOutputThroughTheProcessesOwnStandardOutputIsWrittenThrough) {
    kifu::testing::TempDir dir;
    const std::string link = dir / "stdout";
    std::filesystem::create_symlink("/proc/self/fd/1", link);
    const int status = testing::run_kifu({"batch", "-q", "--csv", link, samples + "/seki-eye-japanese-vs-chinese.sgf"},
                                         dir / "out.csv", dir / "err");
    EXPECT_TRUE(testing::completed(status)) << testing::read_text(dir / "err");
    EXPECT_TRUE(std::filesystem::is_symlink(link));
    EXPECT_NE(testing::read_text(dir / "out.csv").find("seki-eye-japanese-vs-chinese.sgf"), std::string::npos);
}

// A store is a file: --db /dev/null was opened by SQLite, which wrote /dev/null-journal
// beside it before the run failed.
TEST(BatchCommand, AStoreThatIsNoFileIsRefusedBeforeAnythingIsMadeBesideIt) {
    kifu::testing::TempDir dir;
    const bool journal_before = std::filesystem::exists("/dev/null-journal");
    const int status = testing::run_kifu({"batch", "-q", "--db", "/dev/null", samples + "/seki-eye-japanese-vs-chinese.sgf"},
                                         "/dev/null", dir / "err");
    EXPECT_EQ(status, 74);
    EXPECT_NE(testing::read_text(dir / "err").find("cannot write '/dev/null': a store must be a file"), std::string::npos)
        << testing::read_text(dir / "err");
    if (!journal_before) {
        EXPECT_FALSE(std::filesystem::exists("/dev/null-journal"));
    }
    std::filesystem::create_directory(dir / "folder.db");
    EXPECT_EQ(testing::run_kifu({"batch", "-q", "--db", dir / "folder.db", samples + "/seki-eye-japanese-vs-chinese.sgf"}),
              74);
}

}  // namespace
}  // namespace kifu::batch
