// CsvSink: the documented columns, one row per game, RFC 4180 quoting.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "batch/csv_sink.hpp"
#include "store_test_support.hpp"
#include "../../support/csv_reader.hpp"

namespace kifu::batch {
namespace {
using testing::input_with_games;
using testing::TempDir;
using testing::unreadable_input;

std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

using kifu::testing::parse_csv;

std::string field(const std::vector<std::string>& row, std::string_view column) {
    for (std::size_t i = 0; i < CsvSink::columns.size(); ++i)
        if (CsvSink::columns[i] == column) return row.at(i);
    ADD_FAILURE() << "no column " << column;
    return {};
}

TEST(CsvField, QuotesOnlyWhatRfc4180Requires) {
    auto quoted = [](std::string_view f) {
        std::string line;
        append_csv_field(line, f);
        return line;
    };
    EXPECT_EQ(quoted("plain text"), "plain text");
    EXPECT_EQ(quoted(""), "");
    EXPECT_EQ(quoted("a,b"), "\"a,b\"");
    EXPECT_EQ(quoted("say \"hi\""), "\"say \"\"hi\"\"\"");
    EXPECT_EQ(quoted("two\nlines"), "\"two\nlines\"");
    EXPECT_EQ(quoted("cr\r"), "\"cr\r\"");
}

// A NUL in a record's text (PW[Ann\0Lee]) stops the readers of a CSV (Python's csv module:
// "line contains NUL"): it is written U+FFFD. It went into the cell raw.
TEST(CsvField, ANulIsWrittenAsTheReplacementCharacter) {
    auto written = [](std::string_view f) {
        std::string line;
        append_csv_field(line, f);
        return line;
    };
    using namespace std::string_view_literals;
    EXPECT_EQ(written("Ann\0Lee"sv), "Ann\xEF\xBF\xBDLee");
    EXPECT_EQ(written("a,\0"sv), "\"a,\xEF\xBF\xBD\"");
    EXPECT_EQ(written("\0"sv).find('\0'), std::string::npos);
}

TEST(CsvSink, HeaderAndOneRowPerGame) {
    TempDir dir;
    const std::string path = dir.file("out.csv");
    CsvSink sink(path);
    sink.write(input_with_games("games/a.sgf", 0xabc, 2, 1));
    sink.write(unreadable_input("games/junk.sgf", 3));
    sink.finish();
    const std::string text = read_file(path);
    EXPECT_EQ(text.substr(0, text.find("\r\n")),
              "file,archive,member,game,size,moves,komi,handicap,black,white,recorded,ruleset,ruleset_from,verdict,"
              "violations,repetitions,japanese,chinese,by_ruleset,agrees_japanese,agrees_chinese,agrees_ruleset,"
              "dead_source,status,warnings,errors,input_error,content_hash,black_rank,white_rank,date,event,"
              "recorded_margin,japanese_margin,chinese_margin,by_ruleset_margin,result_stands,result_stands_basis,"
              "result_stands_reason,result_note,likely_recording_error,estimate,unsettled_points,recorded_mismatch,"
              "error_messages,black_rank_value,white_rank_value,winner,event_problems,event_problem_kinds,"
              "event_problem_reasons,duplicate_of,duplicate_of_game,duplicate_relation,duplicate_symmetry,too_early");
    const auto rows = parse_csv(text);
    ASSERT_EQ(rows.size(), 4U);
    for (const auto& row : rows) EXPECT_EQ(row.size(), CsvSink::columns.size());
    const auto& game = rows[2];
    EXPECT_EQ(field(game, "file"), "games/a.sgf");
    EXPECT_EQ(field(game, "game"), "1");
    EXPECT_EQ(field(game, "size"), "19x19");
    EXPECT_EQ(field(game, "komi"), "6.5");
    EXPECT_EQ(field(game, "black"), "Shusaku, \"the invincible\"");
    EXPECT_EQ(field(game, "white"), "Gennan\nInseki");
    EXPECT_EQ(field(game, "verdict"), "illegal");
    EXPECT_EQ(field(game, "violations"), "1");
    EXPECT_EQ(field(game, "japanese"), "W+2.5");
    EXPECT_EQ(field(game, "chinese"), "W+1.5");
    EXPECT_EQ(field(game, "agrees_japanese"), "true");
    EXPECT_EQ(field(game, "agrees_chinese"), "false");
    EXPECT_EQ(field(game, "archive"), "");
    EXPECT_EQ(field(game, "content_hash"), "0000000000000abc");
    const auto& junk = rows[3];
    EXPECT_EQ(field(junk, "file"), "games/junk.sgf");
    EXPECT_EQ(field(junk, "game"), "");
    EXPECT_EQ(field(junk, "verdict"), "");
    EXPECT_EQ(field(junk, "errors"), "1");
    EXPECT_EQ(field(junk, "error_messages"), "no SGF game tree found");
    EXPECT_EQ(field(junk, "input_error"), "no SGF game tree found");
    EXPECT_EQ(field(junk, "content_hash"), "0000000000000003");
    EXPECT_EQ(field(game, "recorded_margin"), "-2.5");
    EXPECT_EQ(field(game, "japanese_margin"), "-2.5");
    EXPECT_EQ(field(game, "result_stands"), "false");
    EXPECT_EQ(field(game, "result_stands_basis"), "rules-decided-other");
    EXPECT_EQ(field(game, "black_rank"), "7d");
    EXPECT_EQ(field(game, "estimate"), "false");
}

TEST(CsvSink, CheckOnlyObjectsLeaveTheScoreColumnsEmpty) {
    TempDir dir;
    const std::string path = dir.file("out.csv");
    InputResult checked = input_with_games("x.tar.gz:2017/a.sgf", 1, 1);
    report::TableRow& row = checked.rows[0];
    row.japanese = row.chinese = row.by_ruleset = {};
    row.agrees_japanese = row.agrees_chinese = row.agrees_ruleset = std::nullopt;
    row.dead_source = row.status = std::nullopt;
    row.estimate = std::nullopt;
    row.archive = "x.tar.gz";
    row.member = "2017/a.sgf";
    CsvSink sink(path);
    sink.write(checked);
    sink.finish();
    const auto rows = parse_csv(read_file(path));
    ASSERT_EQ(rows.size(), 2U);
    EXPECT_EQ(field(rows[1], "archive"), "x.tar.gz");
    EXPECT_EQ(field(rows[1], "member"), "2017/a.sgf");
    EXPECT_EQ(field(rows[1], "recorded"), "W+2.5") << "RE comes from the record, not the score";
    EXPECT_EQ(field(rows[1], "verdict"), "ok");
    EXPECT_EQ(field(rows[1], "japanese"), "");
    EXPECT_EQ(field(rows[1], "agrees_ruleset"), "");
    EXPECT_EQ(field(rows[1], "status"), "");
}

TEST(CsvSink, AnInputThatCouldNotBeReadHasNoHash) {
    TempDir dir;
    const std::string path = dir.file("out.csv");
    CsvSink sink(path);
    sink.write(unreadable_input("gone.sgf", std::nullopt));
    sink.finish();
    const auto rows = parse_csv(read_file(path));
    ASSERT_EQ(rows.size(), 2U);
    EXPECT_EQ(field(rows[1], "content_hash"), "");
    EXPECT_EQ(field(rows[1], "errors"), "1");
}

// An interrupted run (no store) does not replace a CSV already at the path, which may be an
// earlier complete run's: its rows go beside it, to out.interrupted.csv, then
// out.interrupted-2.csv (never over a file). Ctrl-C replaced a complete CSV with the rows done.
TEST(CsvSink, AnInterruptedRunKeepsTheCsvThereAndWritesBesideIt) {
    TempDir dir;
    const std::string path = dir.file("out.csv");
    {
        CsvSink whole(path);
        whole.write(input_with_games("games/a.sgf", 1, 2));
        whole.write(input_with_games("games/b.sgf", 2, 2));
        whole.finish();
    }
    const std::string complete = read_file(path);
    ASSERT_EQ(parse_csv(complete).size(), 5U);
    for (const std::string beside : {"out.interrupted.csv", "out.interrupted-2.csv"}) {
        CsvSink cut(path);
        cut.write(input_with_games("games/a.sgf", 1, 1));
        cut.finish_interrupted();
        ASSERT_TRUE(cut.committed());
        EXPECT_EQ(cut.placed_at(), dir.file(beside));
        EXPECT_EQ(read_file(path), complete);
        EXPECT_EQ(parse_csv(read_file(dir.file(beside))).size(), 2U);
    }
    EXPECT_EQ(parse_csv(read_file(dir.file("out.interrupted.csv"))).size(), 2U) << "not replaced by the second";
}

// With no file at the path, an interrupted run's rows are put in place there, as documented.
TEST(CsvSink, AnInterruptedRunWithNoCsvThereWritesItInPlace) {
    TempDir dir;
    const std::string path = dir.file("new.csv");
    CsvSink cut(path);
    cut.write(input_with_games("games/a.sgf", 1, 1));
    cut.finish_interrupted();
    EXPECT_EQ(cut.placed_at(), path);
    EXPECT_EQ(parse_csv(read_file(path)).size(), 2U);
}

TEST(CsvSink, RefusesAFileItCannotCreate) {
    TempDir dir;
    try {
        CsvSink sink(dir.file("missing/dir/out.csv"));
        FAIL() << "created a CSV file in a missing directory";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("missing/dir/out.csv"), std::string::npos) << e.what();
    }
}

// kifu(1) (CSV OUTPUT) lists the columns in their order.
TEST(CsvSink, ManPageListsTheColumnsInOrder) {
    std::ifstream in(std::string(KIFU_SOURCE_DIR) + "/man/kifu.1");
    std::ostringstream text;
    text << in.rdbuf();
    const std::string man = text.str();
    std::size_t at = man.find(".Sh CSV OUTPUT\n");
    ASSERT_NE(at, std::string::npos);
    const std::size_t end = man.find(".Sh ", at + 1);
    for (std::string_view column : CsvSink::columns) {
        const std::string macro = ".Ql " + std::string(column);
        std::size_t found = man.find(macro, at);
        while (found < end && man[found + macro.size()] != ' ' && man[found + macro.size()] != '\n')
            found = man.find(macro, found + 1);  // ".Ql errors" is not ".Ql errors_x"
        ASSERT_LT(found, end) << column << " missing from CSV OUTPUT, or out of order";
        at = found + macro.size();
    }
}

}  // namespace
}  // namespace kifu::batch
