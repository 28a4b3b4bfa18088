// `kifu check` and `kifu rules` in-process: the JSON contract, ruleset choice, statuses.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "../../support/run_kifu.hpp"

namespace kifu::cli {
namespace {

using testing::kifu;
using testing::Outcome;

nlohmann::json first_line(const std::string& text) { return nlohmann::json::parse(text.substr(0, text.find('\n'))); }

const std::string data = std::string(KIFU_SOURCE_DIR) + "/tests/data/";

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

TEST(CheckCommand, RulesOptionOverridesRU) {
    const Outcome run = kifu({"check", "--rules", "aga", "--format", "json", data + "illegal_ko_retake.sgf"});
    const auto game = first_line(run.out);
    EXPECT_EQ(game["ruleset"], "aga");
    EXPECT_EQ(game["ruleset_from"], "--rules");
    EXPECT_EQ(game["violations"][0]["kind"], "ko");  // ko applies under every preset
}

TEST(CheckCommand, CleanGamesExit0AndMissingRUSaysSo) {
    const Outcome run = kifu({"check", "--format", "json", data + "good_two_games.sgf"});
    EXPECT_EQ(run.status, 1);  // the second game has no RU: a warning
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
    ASSERT_EQ(defaulted["warnings"].size(), 1u);
    EXPECT_NE(defaulted["warnings"][0]["message"].get<std::string>().find("no RU[]"), std::string::npos);
    EXPECT_EQ(kifu({"check", "--rules", "chinese", data + "good_two_games.sgf"}).status, 0);
}

TEST(CheckCommand, TextReportNamesTheConsequence) {
    const Outcome run = kifu({"check", data + "illegal_ko_retake.sgf"});
    EXPECT_NE(run.out.find("Verdict    illegal"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("move    2  W  bb    ko"), std::string::npos) << run.out;
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
