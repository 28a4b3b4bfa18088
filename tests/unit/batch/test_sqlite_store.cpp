// SqliteStore: what `kifu batch --db` keeps, and how a rerun resumes without duplicates.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "batch/sqlite_db.hpp"
#include "batch/sqlite_store.hpp"
#include "store_contents.hpp"
#include "store_test_support.hpp"

namespace kifu::batch {
namespace {
using testing::input_with_games;
using testing::json;
using testing::TempDir;
using testing::unreadable_input;

std::int64_t count(const std::string& db_path, const std::string& query) {
    Database db(db_path, true);
    Statement s = db.prepare(query);
    EXPECT_TRUE(s.step()) << query;
    return s.integer(0);
}

std::string text(const std::string& db_path, const std::string& query) {
    Database db(db_path, true);
    Statement s = db.prepare(query);
    EXPECT_TRUE(s.step()) << query;
    return s.is_null(0) ? "NULL" : std::string(s.text(0));
}

RunInfo run_info(const std::string& command_line) {
    RunInfo run;
    run.command_line = command_line;
    run.shard = "1/2";
    return run;
}

TEST(SqliteStore, StoresInputsGamesAndViolations) {
    TempDir dir;
    const std::string db = dir.file("results.db");
    {
        SqliteStore store(db, run_info("kifu batch games --db results.db"));
        store.write(input_with_games("games/a.sgf", 0x1234, 2, 1));
        store.write(unreadable_input("games/junk.sgf", 0x99));
        store.write(unreadable_input("games/gone.sgf", std::nullopt));
        store.finish();
    }
    EXPECT_EQ(count(db, "SELECT count(*) FROM runs WHERE finished IS NOT NULL AND inputs = 3 AND games = 4"), 1);
    EXPECT_EQ(text(db, "SELECT shard || ' ' || kifu_version || ' ' || command_line FROM runs"),
              std::string("1/2 ") + KIFU_VERSION + " kifu batch games --db results.db");
    EXPECT_EQ(count(db, "SELECT count(*) FROM inputs"), 3);
    EXPECT_EQ(text(db, "SELECT content_hash FROM inputs WHERE path = 'games/a.sgf'"), "0000000000001234");
    EXPECT_EQ(text(db, "SELECT content_hash FROM inputs WHERE path = 'games/gone.sgf'"), "NULL")
        << "an input that could not be read has no hash";
    EXPECT_EQ(count(db, "SELECT games FROM inputs WHERE path = 'games/a.sgf'"), 2);
    EXPECT_EQ(count(db, "SELECT count(*) FROM games"), 4);
    EXPECT_EQ(count(db, "SELECT count(*) FROM violations"), 2);
    EXPECT_EQ(count(db, "SELECT count(*) FROM violations v JOIN games g ON g.id = v.game_id "
                        "WHERE g.file = 'games/a.sgf' AND v.kind = 'ko' AND v.move = 10 AND v.point = 'dd'"),
              2);
    EXPECT_EQ(text(db, "SELECT size || ' ' || verdict || ' ' || japanese || ' ' || japanese_margin || ' ' || "
                       "chinese || ' ' || chinese_margin || ' ' || agrees_japanese || agrees_chinese || ' ' || "
                       "status || ' ' || black FROM games WHERE game = 1"),
              "19x19 illegal W+2.5 -2.5 W+1.5 -1.5 10 finished Shusaku, \"the invincible\"");
    EXPECT_EQ(text(db, "SELECT result_stands || ' ' || result_stands_basis || ' ' || recorded_margin || ' ' || "
                       "black_rank || ' ' || estimate FROM games WHERE game = 1"),
              "0 rules-decided-other -2.5 7d 0");
    // The full object is kept, so nothing the columns leave out is lost.
    const std::string stored = text(db, "SELECT json FROM games WHERE file = 'games/a.sgf' AND game = 0");
    EXPECT_EQ(stored, testing::line_of(testing::scored_game("games/a.sgf", 0, 1)));
}

TEST(SqliteStore, UnreadableInputKeepsItsErrorAndOneGameRow) {
    TempDir dir;
    const std::string db = dir.file("results.db");
    {
        SqliteStore store(db, run_info("kifu batch"));
        store.write(unreadable_input("junk.sgf", 5));
        store.finish();
    }
    EXPECT_EQ(text(db, "SELECT error FROM inputs WHERE path = 'junk.sgf'"), "no SGF game tree found");
    EXPECT_EQ(text(db, "SELECT coalesce(game, 'NULL') || ' ' || errors || ' ' || coalesce(verdict, 'NULL') || ' ' || "
                       "error_messages FROM games WHERE file = 'junk.sgf'"),
              "NULL 1 NULL no SGF game tree found");
}

// An input that could not be read has no content hash, so the resume key cannot tell its
// runs apart: a rerun tries it again and replaces its rows instead of adding more.
TEST(SqliteStore, AnUnreadableInputIsStoredOnceAcrossReruns) {
    TempDir dir;
    const std::string db = dir.file("results.db");
    for (int run = 0; run < 3; ++run) {
        SqliteStore store(db, run_info("run"));
        store.write(unreadable_input("gone.sgf", std::nullopt));
        store.write(input_with_games("a.sgf", 1, 1));
        store.finish();
    }
    EXPECT_EQ(count(db, "SELECT count(*) FROM inputs WHERE path = 'gone.sgf'"), 1);
    EXPECT_EQ(count(db, "SELECT count(*) FROM games WHERE file = 'gone.sgf'"), 1);
    EXPECT_EQ(count(db, "SELECT count(*) FROM games WHERE file = 'a.sgf'"), 1);
}

// Once the file is there and read, its error row goes: it stayed beside the good row, so
// `WHERE errors > 0` listed a file that reads fine and the game was counted twice.
TEST(SqliteStore, AnInputReadAfterBeingUnreadableKeepsOnlyItsGoodRow) {
    TempDir dir;
    const std::string db = dir.file("results.db");
    for (const bool there : {false, true}) {
        SqliteStore store(db, run_info("run"));
        if (there)
            store.write(input_with_games("x.sgf", 7, 1));
        else
            store.write(unreadable_input("x.sgf", std::nullopt));
        store.finish();
    }
    EXPECT_EQ(count(db, "SELECT count(*) FROM inputs WHERE path = 'x.sgf'"), 1);
    EXPECT_EQ(count(db, "SELECT count(*) FROM inputs WHERE path = 'x.sgf' AND error IS NULL"), 1);
    EXPECT_EQ(count(db, "SELECT count(*) FROM games WHERE file = 'x.sgf'"), 1);
    EXPECT_EQ(count(db, "SELECT count(*) FROM games WHERE file = 'x.sgf' AND errors > 0"), 0);
}

TEST(SqliteStore, RerunSkipsStoredInputsAndDuplicatesNothing) {
    TempDir dir;
    const std::string db = dir.file("results.db");
    {
        SqliteStore store(db, run_info("first"));
        EXPECT_EQ(store.inputs_loaded(), 0U);
        store.write(input_with_games("a.sgf", 1, 1));
        store.write(input_with_games("b.sgf", 2, 3));
        store.finish();
    }
    SqliteStore again(db, run_info("second"));
    EXPECT_EQ(again.inputs_loaded(), 2U);
    EXPECT_TRUE(again.already_done({"a.sgf", 1, 0}));
    EXPECT_TRUE(again.already_done({"b.sgf", 2, 0}));
    EXPECT_FALSE(again.already_done({"a.sgf", 3, 0})) << "same path, new content: a new input";
    EXPECT_FALSE(again.already_done({"c.sgf", 1, 0}));
    // A pipeline that writes a stored input anyway (e.g. named twice) adds nothing.
    again.write(input_with_games("b.sgf", 2, 3));
    again.write(input_with_games("a.sgf", 3, 2));
    again.finish();
    EXPECT_EQ(count(db, "SELECT count(*) FROM runs"), 2);
    EXPECT_EQ(count(db, "SELECT inputs FROM runs WHERE command_line = 'second'"), 1);
    EXPECT_EQ(count(db, "SELECT count(*) FROM inputs"), 3);
    EXPECT_EQ(count(db, "SELECT count(*) FROM games"), 1 + 3 + 2);
}

TEST(SqliteStore, CommitsInBatchesThatOtherReadersSee) {
    TempDir dir;
    const std::string db = dir.file("results.db");
    SqliteStore store(db, run_info("batched"));
    EXPECT_EQ(count(db, "SELECT count(*) FROM inputs"), 0);
    for (std::uint64_t i = 0; i < SqliteStore::inputs_per_commit; ++i)
        store.write(input_with_games(fmt::format("g{}.sgf", i), i, 2));
    // A transaction closes after 500 inputs at most (sooner when 0.2 s pass), so a reader
    // (the progress of a long run, the kill test) already sees some while the run goes
    // on, and only whole inputs: both games of each.
    const std::int64_t inputs = count(db, "SELECT count(*) FROM inputs");
    EXPECT_GT(inputs, 0);
    EXPECT_EQ(count(db, "SELECT count(*) FROM games"), 2 * inputs);
    store.finish();
    EXPECT_EQ(count(db, "SELECT count(*) FROM inputs"), static_cast<std::int64_t>(SqliteStore::inputs_per_commit));
}

TEST(SqliteStore, UnfinishedRunKeepsWholeInputsAndNoEndTime) {
    TempDir dir;
    const std::string db = dir.file("results.db");
    {
        SqliteStore store(db, run_info("interrupted"));
        store.write(input_with_games("a.sgf", 1, 2));
    }  // destroyed without finish(), as when the pipeline fails
    EXPECT_EQ(count(db, "SELECT count(*) FROM games"), 2);
    EXPECT_EQ(text(db, "SELECT finished FROM runs"), "NULL");
    EXPECT_EQ(count(db, "SELECT inputs FROM runs"), 1) << "the row says what the unfinished run stored";
    EXPECT_EQ(count(db, "SELECT games FROM runs"), 2);
}

TEST(SqliteStore, InterruptedRunCommitsItsCountsButNoEndTime) {
    TempDir dir;
    const std::string db = dir.file("results.db");
    SqliteStore store(db, run_info("interrupted"));
    store.write(input_with_games("a.sgf", 1, 2));
    store.write(unreadable_input("b.sgf", 2));
    EXPECT_EQ(store.games_stored(), 2) << "error rows aside";
    store.finish_interrupted();
    EXPECT_EQ(text(db, "SELECT finished FROM runs"), "NULL");
    EXPECT_EQ(count(db, "SELECT inputs FROM runs"), 2);
    EXPECT_EQ(count(db, "SELECT games FROM runs"), 3);
    SqliteStore again(db, run_info("rerun"));
    EXPECT_EQ(again.games_stored(), 2);
}

RunInfo with_options(const ResultShapingOptions& options) {
    RunInfo run = run_info("kifu batch games --db results.db");
    run.options = options;
    return run;
}

// The case: a store made with --check-only, rerun without it, skipped every input
// and left the games without scores, silently.
TEST(SqliteStore, RefusesToMixResultsMadeWithOtherOptions) {
    TempDir dir;
    const std::string db = dir.file("results.db");
    const ResultShapingOptions check_only{{}, true, false, {}, {}, {}, {}};
    {
        SqliteStore store(db, with_options(check_only));
        for (int i = 0; i < 4; ++i) store.write(input_with_games(fmt::format("{}.sgf", i), unsigned(i), 1));
        store.finish();
    }
    try {
        SqliteStore store(db, with_options({}));
        FAIL() << "opened a check-only store for a scoring run";
    } catch (const std::runtime_error& e) {
        const std::string message = e.what();
        EXPECT_NE(message.find("4 inputs with rules=record check-only=yes strict=no"), std::string::npos) << message;
        EXPECT_NE(message.find("(rules=record check-only=no strict=no"), std::string::npos) << message;
        EXPECT_NE(message.find("--redo"), std::string::npos) << message;
    }
    EXPECT_EQ(count(db, "SELECT count(*) FROM runs"), 1) << "a refused run leaves no trace";
    // The same options, spelt otherwise, are the same.
    const ResultShapingOptions aga{"AGA", false, false, {}, "7.50", {}, {}};
    EXPECT_EQ(aga.canonical(), (ResultShapingOptions{"aga", false, false, {}, "7.5", {}, {}}).canonical());
    EXPECT_NE(aga.canonical(), (ResultShapingOptions{"aga", false, true, {}, "7.5", {}, {}}).canonical());
    // --event checks the records against an event: another set of results. Without it the
    // line is what stores made before --event existed recorded.
    EXPECT_EQ(aga.canonical(), "rules=aga check-only=no strict=no dead=default komi=7.5");
    EXPECT_NE(aga.canonical(), (ResultShapingOptions{"aga", false, false, {}, "7.5", "event.toml", "01"}).canonical());
    // The same event file edited since (another komi) gives other results: the store made
    // with it is not resumed as the same event.
    EXPECT_NE((ResultShapingOptions{"aga", false, false, {}, "7.5", "event.toml", "01"}).canonical(),
              (ResultShapingOptions{"aga", false, false, {}, "7.5", "event.toml", "02"}).canonical());
    EXPECT_NO_THROW(SqliteStore(db, with_options(check_only)).finish());
}

TEST(SqliteStore, RedoReplacesWhatOtherOptionsStoredAndResumes) {
    TempDir dir;
    const std::string db = dir.file("results.db");
    const ResultShapingOptions check_only{{}, true, false, {}, {}, {}, {}};
    {
        SqliteStore store(db, with_options(check_only));
        for (int i = 0; i < 6; ++i) store.write(input_with_games(fmt::format("{}.sgf", i), unsigned(i), 1, 1));
        store.finish();
    }
    {
        SqliteStore store(db, with_options({}), OtherOptions::redo);
        EXPECT_FALSE(store.already_done({"0.sgf", 0, 0})) << "stored with other options: to do again";
        for (int i = 0; i < 3; ++i) store.write(input_with_games(fmt::format("{}.sgf", i), unsigned(i), 2));
        store.finish_interrupted();  // stopped halfway
    }
    EXPECT_EQ(testing::duplicate_rows(db), 0);
    EXPECT_EQ(count(db, "SELECT count(*) FROM inputs"), 6);
    EXPECT_EQ(count(db, "SELECT count(*) FROM games"), 3 * 2 + 3 * 1) << "0-2 replaced by two games each";
    EXPECT_EQ(count(db, "SELECT count(*) FROM violations"), 3) << "the replaced games' violations went with them";
    EXPECT_THROW(SqliteStore(db, with_options({})), std::runtime_error) << "still mixed: 3 inputs from check-only";
    EXPECT_THROW(SqliteStore(db, with_options(check_only)), std::runtime_error) << "mixed the other way too";
    {
        SqliteStore store(db, with_options({}), OtherOptions::redo);  // the same command again: resumes
        EXPECT_TRUE(store.already_done({"1.sgf", 1, 0}));
        EXPECT_FALSE(store.already_done({"4.sgf", 4, 0}));
        EXPECT_EQ(store.games_stored(), 9);
        for (int i = 3; i < 6; ++i) store.write(input_with_games(fmt::format("{}.sgf", i), unsigned(i), 2));
        EXPECT_EQ(store.games_stored(), 12);
        store.finish();
    }
    EXPECT_EQ(count(db, "SELECT count(*) FROM games"), 12);
    EXPECT_EQ(count(db, "SELECT count(*) FROM violations"), 0);
    EXPECT_EQ(count(db, "SELECT count(DISTINCT r.options) FROM inputs i JOIN runs r ON r.id = i.run_id"), 1);
    EXPECT_NO_THROW(SqliteStore(db, with_options({})).finish());
}

TEST(SqliteStore, FailureInsideAnInputCommitsNoPartOfIt) {
    TempDir dir;
    const std::string db = dir.file("results.db");
    {
        SqliteStore store(db, run_info("first"));
        store.write(input_with_games("a.sgf", 1, 1));
        store.finish();
    }
    {
        // The database refuses one violation row: the failure comes after the input row
        // and its first game are inserted.
        Database admin(db);
        admin.exec("CREATE TRIGGER refuse BEFORE INSERT ON violations WHEN NEW.kind = 'refused' "
                   "BEGIN SELECT RAISE(ABORT, 'refused by the test'); END;");
    }
    InputResult bad = input_with_games("c.sgf", 3, 2, 1);
    bad.rows[1].violations[0].kind = "refused";
    {
        SqliteStore store(db, run_info("second"));
        store.write(input_with_games("b.sgf", 2, 1));
        EXPECT_THROW(store.write(bad), std::runtime_error);
    }
    EXPECT_EQ(count(db, "SELECT count(*) FROM inputs WHERE path = 'c.sgf'"), 0);
    EXPECT_EQ(count(db, "SELECT count(*) FROM games WHERE file = 'c.sgf'"), 0);
    // b.sgf shared the failed transaction: not recorded, so a rerun does it again.
    EXPECT_EQ(count(db, "SELECT count(*) FROM inputs WHERE path = 'b.sgf'"), 0);
    EXPECT_EQ(count(db, "SELECT count(*) FROM inputs WHERE path = 'a.sgf'"), 1);
    SqliteStore rerun(db, run_info("third"));
    EXPECT_FALSE(rerun.already_done(bad.input));
    EXPECT_FALSE(rerun.already_done({"b.sgf", 2, 0}));
}

TEST(SqliteStore, RefusesWhatItCannotOpen) {
    TempDir dir;
    try {
        SqliteStore store(dir.file("no/such/dir/results.db"), run_info("x"));
        FAIL() << "opened a database in a missing directory";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("no/such/dir/results.db"), std::string::npos) << e.what();
    }
    {
        Database other(dir.file("other.db"));
        other.exec("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT); INSERT INTO meta VALUES ('schema_version', '99');");
    }
    EXPECT_THROW(SqliteStore(dir.file("other.db"), run_info("x")), std::runtime_error);
    {
        Database foreign(dir.file("foreign.db"));
        foreign.exec("CREATE TABLE accounts (id INTEGER PRIMARY KEY);");
    }
    EXPECT_THROW(SqliteStore(dir.file("foreign.db"), run_info("x")), std::runtime_error);
    EXPECT_EQ(count(dir.file("foreign.db"), "SELECT count(*) FROM sqlite_master WHERE name = 'games'"), 0)
        << "someone else's database was changed before it was refused";
    {
        std::FILE* f = std::fopen(dir.file("text.db").c_str(), "w");
        std::fputs("this is not a database, but a text file long enough to have a header........", f);
        std::fclose(f);
    }
    EXPECT_THROW(SqliteStore(dir.file("text.db"), run_info("x")), std::runtime_error);
}

std::string man_section(const std::string& title, const std::string& next) {
    std::ifstream in(std::string(KIFU_SOURCE_DIR) + "/man/kifu.1");
    std::ostringstream text;
    text << in.rdbuf();
    const std::string man = text.str();
    const std::size_t begin = man.find(".Sh " + title + "\n");
    const std::size_t end = man.find(".Sh " + next + "\n", begin);
    return begin == std::string::npos || end == std::string::npos ? std::string() : man.substr(begin, end - begin);
}

// `macro` ("Ql games") in the text as a whole word: followed by a space or a line end.
bool names(const std::string& text, const std::string& macro) {
    for (std::size_t at = text.find(macro); at != std::string::npos; at = text.find(macro, at + 1)) {
        const char next = at + macro.size() < text.size() ? text[at + macro.size()] : '\n';
        if (next == ' ' || next == '\n') return true;
    }
    return false;
}

// kifu(1) (SQLITE STORE) names every table and every column the code creates.
TEST(SqliteStore, ManPageDocumentsEveryTableAndColumn) {
    TempDir dir;
    const std::string db = dir.file("results.db");
    SqliteStore(db, RunInfo{}).finish();
    const std::string section = man_section("SQLITE STORE", "CSV OUTPUT");
    ASSERT_FALSE(section.empty());
    Database store(db, true);
    Statement tables = store.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name != 'meta'");
    int documented_tables = 0;
    while (tables.step()) {
        const std::string table(tables.text(0));
        EXPECT_NE(section.find(".It Sy " + table + "\n"), std::string::npos) << "table " << table;
        ++documented_tables;
        Statement columns = store.prepare("SELECT name FROM pragma_table_info('" + table + "')");
        while (columns.step()) {
            const std::string column(columns.text(0));
            const bool named = names(section, ".Ql " + column) || names(section, ".Sy " + column);
            EXPECT_TRUE(named) << table << "." << column << " is not in man/kifu.1 (SQLITE STORE)";
        }
    }
    EXPECT_EQ(documented_tables, 8);
}

}  // namespace
}  // namespace kifu::batch
