// Records made to amplify (issue 33): a record of tens of thousands of ko retakes lists at
// most rules::findings_listed_per_game violations and repetitions in every output, with
// one line (or key) counting the rest, and costs time linear in its moves.
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>
#include <sqlite3.h>

#include "../../support/occurrences.hpp"
#include "../../support/csv_reader.hpp"
#include "../../support/hostile_records.hpp"
#include "../../support/run_kifu.hpp"
#include "../../support/temp_dir.hpp"
#include "rules/replay.hpp"

namespace kifu {
namespace {

using testing::kifu;
using testing::occurrences;
using testing::TempDir;

constexpr int moves = 20000;  // 19,999 ko violations and as many repetitions
constexpr std::size_t listed = rules::findings_listed_per_game;

std::string write(const TempDir& dir, const std::string& name, const std::string& text) {
    std::ofstream(dir / name, std::ios::binary) << text;
    return dir / name;
}

std::string read(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(HostileRecords, JsonListsTheFirstHundredAndCountsEveryOne) {
    TempDir dir;
    const std::string file = write(dir, "ko.sgf", testing::ko_retakes(moves));
    const auto r = kifu({"check", "--format", "json", file});
    const auto o = nlohmann::json::parse(r.out);
    EXPECT_EQ(o["violations"].size(), listed);
    EXPECT_EQ(o["repetitions"].size(), listed);
    EXPECT_EQ(o["violations_total"], moves - 1);
    EXPECT_EQ(o["repetitions_total"], moves - 1);
    EXPECT_EQ(o["violations"][0]["move"], 2);
    EXPECT_EQ(o["violations"][0]["kind"], "ko");
    EXPECT_LT(r.out.size(), std::size_t{100'000});
}

TEST(HostileRecords, TextSaysHowManyMoreThereAre) {
    TempDir dir;
    const std::string file = write(dir, "ko.sgf", testing::ko_retakes(moves));
    const auto r = kifu({"check", file});
    EXPECT_EQ(occurrences(r.out, "    ko          "), listed) << r.out.substr(0, 2000);
    // The first lost the game (Japanese Art. 14); the others cannot lose it again.
    EXPECT_EQ(occurrences(r.out, "    ko          Japanese Art. 14"), 1U) << r.out.substr(0, 2000);
    EXPECT_NE(r.out.find("... and 19899 more illegal moves (the first 100 are listed)"), std::string::npos);
    EXPECT_NE(r.out.find("... and 19899 more repeated positions (the first 100 are listed)"), std::string::npos);
}

TEST(HostileRecords, CsvCountsEveryViolationAndTheStoreListsTheFirstHundred) {
    TempDir dir;
    const std::string file = write(dir, "ko.sgf", testing::ko_retakes(moves));
    const auto r = kifu({"batch", "-q", "-j1", "--check-only", "--db", dir / "s.db", "--csv", dir / "s.csv", file});
    ASSERT_EQ(r.status, 3) << r.err;
    const auto rows = testing::parse_csv(read(dir / "s.csv"));
    ASSERT_EQ(rows.size(), 2U);
    std::size_t column = 0;
    while (rows[0][column] != "violations") ++column;
    EXPECT_EQ(rows[1][column], std::to_string(moves - 1));
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open((dir / "s.db").c_str(), &db), SQLITE_OK);
    auto count = [&](const char* sql) {
        sqlite3_stmt* s = nullptr;
        sqlite3_prepare_v2(db, sql, -1, &s, nullptr);
        sqlite3_step(s);
        const auto n = sqlite3_column_int64(s, 0);
        sqlite3_finalize(s);
        return n;
    };
    EXPECT_EQ(count("SELECT count(*) FROM violations"), static_cast<std::int64_t>(listed));
    EXPECT_EQ(count("SELECT count(*) FROM repetitions"), static_cast<std::int64_t>(listed));
    EXPECT_EQ(count("SELECT violations FROM games"), moves - 1);
    sqlite3_close(db);
}

TEST(HostileRecords, AnnotateMarksTheFirstHundredAndSaysHowManyMore) {
    TempDir dir;
    const std::string file = write(dir, "ko.sgf", testing::ko_retakes(moves));
    const auto r = kifu({"annotate", file, "-o", dir / "out.sgf"});
    const std::string out = read(dir / "out.sgf");
    EXPECT_EQ(occurrences(out, "kifu: ko "), listed);
    EXPECT_EQ(occurrences(out, "19899 more illegal moves after this one, not marked"), 1U);
    EXPECT_EQ(occurrences(out, "19899 more repeated positions after this one, not marked"), 1U);
}

TEST(HostileRecords, ThePageListsTheFirstHundred) {
    TempDir dir;
    const std::string file = write(dir, "ko.sgf", testing::ko_retakes(moves));
    const auto r = kifu({"view", file, "-o", dir / "ko.html"});
    const std::string page = read(dir / "ko.html");
    EXPECT_EQ(occurrences(page, "<li class=\"violation ko\""), listed);
    EXPECT_NE(page.find("19899 more illegal moves (the first 100 are listed)"), std::string::npos);
}

// A page replays at most page_record_limit bytes of record: past that, the count as made.
TEST(HostileRecords, APageOfAHugeRecordShowsTheCountWithoutReplaying) {
    TempDir dir;
    const std::string file = write(dir, "nested.sgf", testing::nested_variations(600'000));
    const auto r = kifu({"view", file, "-o", dir / "nested.html"});
    const std::string page = read(dir / "nested.html");
    EXPECT_LT(page.size(), std::size_t{3} << 20);
    EXPECT_NE(page.find("more than the 4 MB a page replays"), std::string::npos);
    EXPECT_NE(page.find("data-engine=\"none\""), std::string::npos);
}

// Linear, not quadratic: each repetition's meaning used to search every violation, so
// 100,000 retakes took 6 s and a million about ten minutes. Not timed: the test's timeout is the bound.
TEST(HostileRecords, AMillionRetakesAreJudgedInOnePass) {
    TempDir dir;
    const std::string file = write(dir, "ko.sgf", testing::ko_retakes(1'000'000));
    const auto r = kifu({"check", "--format", "json", file});
    EXPECT_EQ(nlohmann::json::parse(r.out)["violations_total"], 999'999);
}

}  // namespace
}  // namespace kifu
