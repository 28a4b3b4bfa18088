// `kifu info` run in-process: the JSON contract, the text report, exit statuses.
#include <gtest/gtest.h>

#include <algorithm>
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

std::vector<nlohmann::json> json_lines(const std::string& text) {
    std::vector<nlohmann::json> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(nlohmann::json::parse(line));
    return lines;
}

const std::string data = std::string(KIFU_SOURCE_DIR) + "/tests/data/";

TEST(InfoCommand, JsonHasTheDocumentedKeysPerGame) {
    const Outcome run = kifu({"info", "--format", "json", data + "good_two_games.sgf"});
    EXPECT_EQ(run.status, 0);
    const auto games = json_lines(run.out);
    ASSERT_EQ(games.size(), 2u);
    for (const char* key : {"file", "game", "size", "komi", "handicap", "rules", "result", "players", "moves", "nodes",
                            "errors", "warnings"})
        EXPECT_TRUE(games[0].contains(key)) << key;
    EXPECT_EQ(games[0]["game"], 0);
    EXPECT_EQ(games[0]["size"], nlohmann::json::array({9, 9}));
    EXPECT_EQ(games[0]["komi"], 7.0);
    EXPECT_EQ(games[0]["rules"], "Chinese");
    EXPECT_EQ(games[0]["result"], "W+3");
    EXPECT_EQ(games[0]["players"]["white"]["name"], "Ren");
    EXPECT_EQ(games[0]["players"]["white"]["rank"], "1d");
    EXPECT_EQ(games[0]["moves"], 6);
    EXPECT_EQ(games[0]["nodes"], 7);
    EXPECT_TRUE(games[0]["warnings"].empty());
    EXPECT_EQ(games[1]["game"], 1);
    EXPECT_EQ(games[1]["size"], nlohmann::json::array({13, 13}));
    EXPECT_EQ(games[1]["handicap"], 2);
    EXPECT_EQ(games[1]["result"], "B+R");
    EXPECT_TRUE(run.err.empty()) << run.err;  // JSON mode keeps diagnostics in the JSON
}

TEST(InfoCommand, JsonWarningsCarryLineAndColumn) {
    const Outcome run = kifu({"info", "--format", "json", data + "warn_missing_paren.sgf"});
    EXPECT_EQ(run.status, 1);
    const auto games = json_lines(run.out);
    ASSERT_EQ(games.size(), 1u);
    ASSERT_EQ(games[0]["warnings"].size(), 1u);
    EXPECT_EQ(games[0]["warnings"][0]["line"], 1);
    EXPECT_EQ(games[0]["warnings"][0]["column"], 32);
    EXPECT_EQ(games[0]["warnings"][0]["message"], "missing ')' at the end of the game tree");
}

TEST(InfoCommand, UnreadableFileGivesAnObjectWithNullGameAndStatus2) {
    const Outcome run = kifu({"info", "--format", "json", data + "no-such-file.sgf", data + "good_two_games.sgf"});
    EXPECT_EQ(run.status, 2);
    const auto lines = json_lines(run.out);
    ASSERT_EQ(lines.size(), 3u);  // the bad file does not stop the others
    EXPECT_TRUE(lines[0]["game"].is_null());
    ASSERT_EQ(lines[0]["errors"].size(), 1u);
    EXPECT_NE(lines[0]["errors"][0]["message"].get<std::string>().find("cannot open"), std::string::npos);
}

TEST(InfoCommand, TextReportIsReadableAndDiagnosticsGoToStderr) {
    const Outcome run = kifu({"info", data + "warn_missing_paren.sgf"});
    EXPECT_EQ(run.status, 1);
    EXPECT_NE(run.out.find("Black      Aoi"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("Board      9x9"), std::string::npos);
    EXPECT_NE(run.out.find("1 warning "), std::string::npos);
    EXPECT_NE(run.err.find("warn_missing_paren.sgf:1:32: warning: missing ')'"), std::string::npos) << run.err;
}

TEST(InfoCommand, QuietSilencesWarningsButNotTheStatus) {
    const Outcome run = kifu({"-q", "info", data + "warn_missing_paren.sgf"});
    EXPECT_EQ(run.status, 1);
    EXPECT_TRUE(run.err.empty()) << run.err;
    // The report of a record cut off still shows, and does not send the reader to an empty
    // stderr for its warning (it said "(listed on stderr)").
    EXPECT_NE(run.out.find("0 errors, 1 warning (not listed: -q hides warnings)"), std::string::npos) << run.out;
    EXPECT_EQ(run.out.find("listed on stderr"), std::string::npos) << run.out;
}

TEST(InfoCommand, StrictMakesWarningsErrors) {
    const Outcome run = kifu({"info", "--strict", "--format", "json", data + "warn_missing_paren.sgf"});
    EXPECT_EQ(run.status, 2);
    const auto games = json_lines(run.out);
    ASSERT_EQ(games.size(), 1u);
    EXPECT_EQ(games[0]["errors"].size(), 1u);
    EXPECT_TRUE(games[0]["warnings"].empty());
}

// 5,000 '(' after a root node: 4,999 warnings of one kind and a missing ')'. Listed: the
// first hundred and a line for the rest; counted: all of them; the exit status is the same.
TEST(InfoCommand, ThousandsOfOneWarningAreCountedNotListed) {
    testing::TempDir dir;
    testing::write_file(dir / "nested.sgf", "(;GM[1]" + std::string(5000, '('));
    const Outcome text = kifu({"info", dir / "nested.sgf"});
    EXPECT_EQ(text.status, 1);
    EXPECT_NE(text.out.find("0 errors, 5000 warnings"), std::string::npos) << text.out;
    EXPECT_EQ(std::count(text.err.begin(), text.err.end(), '\n'), 102) << text.err.substr(0, 300);
    EXPECT_NE(text.err.find("nested.sgf:1:109: warning: 4899 more warnings like this: variation before the first "
                            "node of its game tree"),
              std::string::npos);

    const Outcome json = kifu({"info", "--format", "json", dir / "nested.sgf"});
    EXPECT_EQ(json.status, 1);
    const auto games = json_lines(json.out);
    ASSERT_EQ(games.size(), 1u);
    const nlohmann::json& warnings = games[0]["warnings"];
    ASSERT_EQ(warnings.size(), 102u);
    EXPECT_EQ(warnings[101]["omitted"], 4899);
    EXPECT_EQ(warnings[101]["column"], 109);
    EXPECT_FALSE(warnings[0].contains("omitted"));
    EXPECT_LT(json.out.size(), 20'000u);

    EXPECT_EQ(kifu({"info", "--strict", dir / "nested.sgf"}).status, 2);
}

// A handicap of more stones than the board has points is no game anyone played: a warning
// at HA, with its line and column, already where nothing is replayed.
TEST(InfoCommand, AHandicapLargerThanTheBoardIsAWarning) {
    testing::TempDir dir;
    testing::write_file(dir / "ha.sgf", "(;GM[1]FF[4]SZ[9]HA[100];B[ee];W[gg])");
    const Outcome run = kifu({"info", "--format", "json", dir / "ha.sgf"});
    EXPECT_EQ(run.status, 1) << run.err;
    const auto o = nlohmann::json::parse(run.out);
    // The reader's warning, then the replay's: Black placed one stone, not a hundred.
    ASSERT_EQ(o["warnings"].size(), 2U) << run.out;
    EXPECT_NE(o["warnings"][0]["message"].get<std::string>().find("HA[100] is more stones than this 9x9 board holds"),
              std::string::npos);
    EXPECT_NE(o["warnings"][1]["message"].get<std::string>().find("HA[100] but Black placed 1 handicap stone"),
              std::string::npos);
    EXPECT_EQ(o["warnings"][0]["column"], 18);
    // Nine stones fit (set up as HA says: "HA[9];B[ee]" is one placed stone, a warning too).
    testing::write_file(dir / "ok.sgf", "(;GM[1]FF[4]SZ[9]HA[9]AB[cc][ec][gc][ce][ee][ge][cg][eg][gg];W[dd])");
    EXPECT_EQ(kifu({"info", dir / "ok.sgf"}).status, 0);
}

// The setup at odds with itself shows only in a replay; info said "Problems none" (and a
// director read "Handicap 3" for a two-stone game) while check and score warned.
TEST(InfoCommand, TheSetupAtOddsWithItselfIsAProblem) {
    testing::TempDir dir;
    testing::write_file(dir / "ha.sgf", "(;GM[1]FF[4]SZ[9]KM[0.5]HA[3]AB[cc][gg];W[ee];B[ge])");
    testing::write_file(dir / "late.sgf", "(;GM[1]FF[4]SZ[9]KM[6.5];B[cc];W[gg]AB[ee];B[ge])");
    for (const char* file : {"ha.sgf", "late.sgf"}) {
        const Outcome run = kifu({"info", dir / file});
        EXPECT_EQ(run.status, 1) << file << run.out;
        EXPECT_EQ(run.out.find("Problems   none"), std::string::npos) << run.out;
    }
    EXPECT_NE(kifu({"info", dir / "ha.sgf"}).err.find("HA[3] but 2 AB stones in the root"), std::string::npos);
    EXPECT_NE(kifu({"info", dir / "late.sgf"}).err.find("AB after move 1 applied as setup"), std::string::npos);
}

TEST(InfoCommand, UsageErrorsExit64) {
    EXPECT_EQ(kifu({}).status, 64);
    EXPECT_EQ(kifu({"info"}).status, 64);
    EXPECT_EQ(kifu({"info", "--format", "yaml", data + "good_two_games.sgf"}).status, 64);
    EXPECT_EQ(kifu({"frobnicate"}).status, 64);
}

TEST(InfoCommand, HelpAndVersionExit0) {
    const Outcome help = kifu({"--help"});
    EXPECT_EQ(help.status, 0);
    EXPECT_NE(help.out.find("info"), std::string::npos);
    const Outcome version = kifu({"--version"});
    EXPECT_EQ(version.status, 0);
    EXPECT_NE(version.out.find("kifu "), std::string::npos);
}

}  // namespace
}  // namespace kifu::cli
