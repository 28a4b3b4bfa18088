// `kifu check` and `kifu rules` in-process: the JSON contract, ruleset choice, statuses.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "../../support/archive_writer.hpp"
#include "../../support/run_kifu.hpp"
#include "../../support/temp_dir.hpp"

namespace kifu::cli {
namespace {

using testing::kifu;
using testing::Outcome;

nlohmann::json first_line(const std::string& text) { return nlohmann::json::parse(text.substr(0, text.find('\n'))); }

const std::string data = std::string(KIFU_SOURCE_DIR) + "/tests/data/";

// A folder with no record (empty, or notes only: a mistyped path) is an error of that
// input in every command that walks folders, exit 2, and the other inputs are still read;
// it was no games and exit 0, all clear.
TEST(CheckCommand, AFolderWithNoRecordIsAnErrorInEveryCommand) {
    testing::TempDir dir;
    std::filesystem::create_directories(dir / "empty");
    std::filesystem::create_directories(dir / "notes");
    std::ofstream(dir / "notes/readme.txt") << "not a game";
    const std::string game = data + "scored_with_markup.sgf";
    const std::vector<std::vector<std::string>> runs = {
        {"check"}, {"info"}, {"score"}, {"show"}, {"annotate", "-o", dir / "annotated"}, {"fix", "-o", dir / "fixed"},
        {"view", "-d", dir / "pages"}, {"dups"}, {"batch"}, {"batch", "--check-only"}};
    for (const std::vector<std::string>& command : runs) {
        for (const char* folder : {"empty", "notes"}) {
            std::vector<std::string> args = command;
            args.push_back(dir / folder);
            const Outcome alone = kifu(args);
            EXPECT_EQ(alone.status, 2) << args[0] << " " << folder << ": " << alone.err;
            EXPECT_NE((alone.out + alone.err).find("no records found (looked for *.sgf)"), std::string::npos)
                << args[0] << " " << folder << ":\n" << alone.out << alone.err;
        }
        if (command[0] == "annotate") continue;   // one input only
        std::vector<std::string> args = command;
        args.insert(args.end(), {dir / "empty", game});
        const Outcome both = kifu(args);
        EXPECT_EQ(both.status, 2) << args[0];
        if (command[0] == "check" || command[0] == "info" || command[0] == "score") {
            EXPECT_NE(both.out.find("scored_with_markup.sgf  game 1"), std::string::npos) << args[0] << ": " << both.out;
        }
    }
    const Outcome check = kifu({"check", dir / "empty"});
    EXPECT_NE(check.err.find(dir / "empty" + ": error: no records found (looked for *.sgf)"), std::string::npos)
        << check.err;
    const Outcome glob = kifu({"check", "--glob", "*.txt", dir / "notes"});   // readme.txt is read as a record
    EXPECT_EQ(glob.err.find("no records found"), std::string::npos) << glob.err;
    EXPECT_NE(glob.err.find("readme.txt: error: no SGF game tree found"), std::string::npos) << glob.err;
}

TEST(CheckCommand, IllegalKoRetakeUnderJapaneseRules) {
    const Outcome run = kifu({"check", "--format", "json", data + "illegal_ko_retake.sgf"});
    EXPECT_EQ(run.status, 3);  // a problem of the game, not of the record
    const auto game = first_line(run.out);
    for (const char* key : {"file", "game", "size", "komi", "rules", "result", "players", "moves", "errors",
                            "warnings", "ruleset", "violations", "repetitions", "verdict"})
        EXPECT_TRUE(game.contains(key)) << key;
    EXPECT_EQ(game["ruleset"], "japanese");
    EXPECT_EQ(game["ruleset_from"], "RU");
    ASSERT_EQ(game["violations"].size(), 1u);
    const auto& v = game["violations"][0];
    EXPECT_EQ(v["move"], 2);
    EXPECT_EQ(v["color"], "W");
    EXPECT_EQ(v["point"], "bb");
    EXPECT_EQ(v["kind"], "ko");
    EXPECT_NE(v["consequence"].get<std::string>().find("Art. 14"), std::string::npos);
    ASSERT_EQ(game["repetitions"].size(), 1u);
    EXPECT_EQ(game["repetitions"][0]["move"], 2);
    EXPECT_EQ(game["repetitions"][0]["repeats"], 0);
    EXPECT_EQ(game["verdict"], "illegal");
    // RE says White won, but White lost at move 2 under Japanese Art. 14.
    EXPECT_NE(game["result_note"].get<std::string>().find("does not stand"), std::string::npos);
}

// A move played after the game ended is a warning at that move, with its line and column
// (it said line 0, column 0).
TEST(CheckCommand, AMoveAfterTheEndIsAWarningAtThatMove) {
    testing::TempDir dir;
    // Chinese rules: two passes end the game (under Japanese Art. 9 they only stop it).
    testing::write_file(dir / "late.sgf", "(;GM[1]FF[4]SZ[9]RU[Chinese];B[ee];W[];B[]\n;W[cc])");
    const Outcome run = kifu({"check", "--format", "json", dir / "late.sgf"});
    const auto o = first_line(run.out);
    ASSERT_EQ(o["warnings"].size(), 1U) << run.out;
    EXPECT_EQ(o["warnings"][0]["message"], "move 4 was played after the game ended at move 3");
    EXPECT_EQ(o["warnings"][0]["line"], 2);
    EXPECT_EQ(o["warnings"][0]["column"], 2);
}

TEST(CheckCommand, RulesOptionOverridesRU) {
    const Outcome run = kifu({"check", "--rules", "aga", "--format", "json", data + "illegal_ko_retake.sgf"});
    const auto game = first_line(run.out);
    EXPECT_EQ(game["ruleset"], "aga");
    EXPECT_EQ(game["ruleset_from"], "--rules");
    EXPECT_EQ(game["violations"][0]["kind"], "ko");  // ko applies under every preset
}


// The text says every judgement of RE that JSON's result_stands_reason gives, "cannot be
// judged" and why included: under AGA the triple ko's RE[Void] had no Result line at all.
// A count RE that check does not count is not said (JSON: not-scored).
TEST(CheckCommand, TheTextSaysWhyREcannotBeJudged) {
    const std::string triple_ko = std::string(KIFU_SOURCE_DIR) + "/sample-games/triple-ko.sgf";
    const Outcome text = kifu({"check", "--rules", "aga", triple_ko});
    const auto game = first_line(kifu({"check", "--rules", "aga", "--format", "json", triple_ko}).out);
    ASSERT_EQ(game["result_stands_basis"], "illegal-moves");
    EXPECT_NE(text.out.find("  Result     " + game["result_stands_reason"].get<std::string>() + "\n"),
              std::string::npos)
        << text.out;
    testing::TempDir dir;
    std::ofstream(dir / "walls.sgf") << "(;GM[1]FF[4]SZ[9]KM[6.5]RE[W+15.5];B[da];W[ea];B[];W[])";
    EXPECT_EQ(first_line(kifu({"check", "--format", "json", dir / "walls.sgf"}).out)["result_stands_basis"],
              "not-scored");
    EXPECT_EQ(kifu({"check", dir / "walls.sgf"}).out.find("Result"), std::string::npos);
}
// A file named twice (and again through another spelling of its path) is one record: its
// games are reported and counted once, as batch and dups read it; it was read each time.
TEST(CheckCommand, AFileNamedTwiceIsReadOnce) {
    const std::string file = data + "good_two_games.sgf";
    const Outcome once = kifu({"check", "--format", "json", file});
    const Outcome thrice = kifu({"check", "--format", "json", file, file, data + "./good_two_games.sgf"});
    EXPECT_EQ(thrice.status, 0) << thrice.err;
    EXPECT_EQ(thrice.out, once.out);
    EXPECT_NE(thrice.err.find("the same file as " + file + ", read once"), std::string::npos) << thrice.err;

    // An archive named twice: its members once each (they were read, and fix wrote them,
    // twice); two members of one path in it are still two records.
    testing::TempDir dir;
    testing::write_archive(dir / "two.zip", testing::ArchiveKind::zip,
                           {{"a.sgf", testing::sample_game(1)}, {"a.sgf", testing::sample_game(2)},
                            {"b.sgf", testing::sample_game(3)}});
    const Outcome archive = kifu({"check", "--format", "json", dir / "two.zip", dir / "./two.zip"});
    EXPECT_EQ(std::count(archive.out.begin(), archive.out.end(), '\n'), 3) << archive.out;
    EXPECT_NE(archive.err.find("two.zip:b.sgf: the same file as " + std::string(dir / "two.zip:b.sgf") + ", read once"),
              std::string::npos)
        << archive.err;
    std::filesystem::create_directory(dir / "out");
    const Outcome fixed = kifu({"fix", dir / "two.zip", dir / "two.zip", "-o", dir / "out/"});
    EXPECT_LE(fixed.status, 1) << fixed.err;
    std::size_t written = 0;
    for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(dir / "out")) ++written;
    EXPECT_EQ(written, 3U);   // a.sgf, a-2.sgf, b.sgf
}

// No RU[] is no problem of the record (FF[4] makes it optional): the default applies and
// the report says so, without a warning, exit 0 even under --strict.
TEST(CheckCommand, CleanGamesExit0AndMissingRUSaysSo) {
    const Outcome run = kifu({"check", "--format", "json", data + "good_two_games.sgf"});
    EXPECT_EQ(run.status, 0);
    std::istringstream lines(run.out);
    std::string line;
    std::getline(lines, line);
    const auto chinese = nlohmann::json::parse(line);
    EXPECT_EQ(chinese["ruleset"], "chinese");
    EXPECT_EQ(chinese["verdict"], "ok");
    EXPECT_TRUE(chinese["warnings"].empty());
    std::getline(lines, line);
    const auto defaulted = nlohmann::json::parse(line);
    EXPECT_EQ(defaulted["ruleset"], "japanese");
    EXPECT_EQ(defaulted["ruleset_from"], "default");
    EXPECT_TRUE(defaulted["warnings"].empty());
    EXPECT_EQ(kifu({"check", "--strict", data + "good_two_games.sgf"}).status, 0);
    const Outcome text = kifu({"check", data + "good_two_games.sgf"});
    EXPECT_NE(text.out.find("from the default: no RU[] in the record)"), std::string::npos) << text.out;
    EXPECT_EQ(text.err.find("warning:"), std::string::npos) << text.err;
    EXPECT_EQ(kifu({"check", "--rules", "chinese", data + "good_two_games.sgf"}).status, 0);
}

TEST(CheckCommand, TextReportNamesTheConsequence) {
    const Outcome run = kifu({"check", data + "illegal_ko_retake.sgf"});
    EXPECT_NE(run.out.find("Verdict    illegal"), std::string::npos) << run.out;
    // The point as the boards beside the list label it (A-T, from the bottom), not in SGF letters.
    EXPECT_NE(run.out.find("move    2  W  B4    ko"), std::string::npos) << run.out;
}

// A point off the board is written out in full; the columns after it stay in line for every
// row (the kind ran into it: "zz, off the 9x9 board off-board").
TEST(CheckCommand, TheViolationColumnsStayInLineWithAPointOffTheBoard) {
    testing::TempDir dir;
    testing::write_file(dir / "off.sgf", "(;GM[1]FF[4]SZ[9]RE[W+R];B[ee];W[cc];B[zz];W[dd];W[ef];W[a1])");
    const Outcome run = kifu({"check", "--rules", "chinese", dir / "off.sgf"});
    // The widest entry, "[a1], not a point kifu can read" (31 characters), sets the column.
    const std::string widest = "[a1], not a point kifu can read";
    auto column = [&](const std::string& point) { return point + std::string(widest.size() - point.size(), ' '); };
    EXPECT_NE(run.out.find("move    3  B  " + column("zz, off the 9x9 board") + " off-board"), std::string::npos)
        << run.out;
    EXPECT_NE(run.out.find("move    5  W  " + column("E4") + " wrong-turn"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("move    6  W  " + widest + " "), std::string::npos) << run.out;
}

TEST(CheckCommand, UnknownRulesetIsAUsageError) {
    EXPECT_EQ(kifu({"check", "--rules", "martian", data + "good_two_games.sgf"}).status, 64);
}

TEST(RulesCommand, ListsPresetsAndShowsOne) {
    const Outcome all = kifu({"rules"});
    EXPECT_EQ(all.status, 0);
    for (const char* name : {"japanese", "korean", "chinese", "aga", "nz", "ing", "tromp-taylor", "ngb", "swedish",
                             "capture-go"})
        EXPECT_NE(all.out.find(name), std::string::npos) << name;
    const Outcome one = kifu({"rules", "New Zealand"});
    EXPECT_EQ(one.status, 0);
    EXPECT_NE(one.out.find("nz"), std::string::npos);
    EXPECT_EQ(kifu({"rules", "martian"}).status, 64);
}

}  // namespace
}  // namespace kifu::cli

namespace kifu::cli {
namespace {

nlohmann::json check_json(const std::string& sgf) {
    testing::TempDir dir;
    const std::string path = dir.file("game.sgf");
    std::ofstream(path, std::ios::binary) << sgf;
    return nlohmann::json::parse(testing::kifu({"check", "--format", "json", path}).out);
}

// Wrong turns that look like a slip of the recorder are named, and still carry their
// consequence: one on the very last move (a pass not recorded?), and a long run of one
// colour (a problem diagram entered as moves).
TEST(CheckCommand, LikelyRecordingErrorsAreNamed) {
    const auto last = check_json("(;GM[1]FF[4]SZ[9]RU[Japanese];B[ee];W[dd];B[cc];W[gg];W[aa])");
    EXPECT_EQ(last["likely_recording_error"], "likely a recording error: a missing pass?");
    EXPECT_NE(last["verdict_detail"].get<std::string>().find("White loses at move 5, Black wins; likely a recording "
                                                             "error: a missing pass?"),
              std::string::npos)
        << last["verdict_detail"];

    std::string diagram = "(;GM[1]FF[4]SZ[9]RU[Japanese]";
    for (const char* p : {"aa", "ba", "ca", "da", "ea", "fa", "ga", "ha", "ia", "ab", "bb", "cb"})
        diagram += std::string(";B[") + p + "]";
    const auto setup = check_json(diagram + ")");
    EXPECT_EQ(setup["likely_recording_error"], "this looks like a position set up as moves");
    EXPECT_EQ(setup["verdict"], "illegal");

    // An ordinary illegal move in the middle of a game is just that.
    const auto mid = check_json("(;GM[1]FF[4]SZ[9]RU[Japanese];B[ee];W[dd];W[cc];B[gg];W[aa];B[bb])");
    EXPECT_EQ(mid["verdict"], "illegal");
    EXPECT_TRUE(mid["likely_recording_error"].is_null());
}

}  // namespace
}  // namespace kifu::cli
