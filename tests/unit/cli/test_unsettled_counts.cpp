// What an estimate may say (issue 34): unsettled points are nobody's territory in every
// count; a position with more unsettled points than settled ones is too early to count,
// shown only as an estimate and never judged against RE; an open border is unsettled.
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "../../support/run_kifu.hpp"
#include "../../support/temp_dir.hpp"

namespace kifu::cli {
namespace {

using testing::kifu;
using testing::Outcome;

const std::string data = std::string(KIFU_SOURCE_DIR) + "/tests/data/";

bool has(const nlohmann::json& points, const std::string& point) {
    for (const auto& p : points)
        if (p == point) return true;
    return false;
}

// Move 0 of a three-stone handicap game: kifu cannot settle most of the board, so it shows
// no winner. Before, it gave Black 358 points of territory and "B+357.5".
TEST(UnsettledCounts, MoveZeroOfAHandicapGameIsTooEarlyToCount) {
    const Outcome json = kifu({"score", "--move", "0", "--format", "json", data + "handicap_three_opening.sgf"});
    ASSERT_EQ(json.status, 0) << json.err;
    const auto o = nlohmann::json::parse(json.out);
    EXPECT_TRUE(o["too_early"].get<bool>());
    EXPECT_TRUE(o["estimate"].get<bool>());
    EXPECT_GT(o["unsettled"].size() * 2, 361U);
    EXPECT_TRUE(o["result_stands"].is_null());
    // Nobody's territory: what Black is given is at most the points kifu settled.
    EXPECT_LE(o["japanese"]["detail"]["black"]["territory"].get<int>(), 361 - static_cast<int>(o["unsettled"].size()));

    const Outcome text = kifu({"score", "--move", "0", data + "handicap_three_opening.sgf"});
    EXPECT_NE(text.out.find("Too early to count: "), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("(too early to count: an estimate, not a result):"), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("\n  estimate  "), std::string::npos) << text.out;
    EXPECT_EQ(text.out.find("\n  result  "), std::string::npos) << "no result row: " << text.out;
    // At move 0 nobody leads: no winner anywhere, not even as an estimate ("~B+357.5" before).
    EXPECT_NE(text.out.find("no move yet"), std::string::npos) << text.out;
    for (const char* winner : {"~B+", "~W+", " B+", " W+"})
        EXPECT_EQ(text.out.find(winner), std::string::npos) << winner << " in: " << text.out;
}

// An empty board: nothing is settled, and White's komi is no win.
TEST(UnsettledCounts, AnEmptyBoardIsTooEarlyToCount) {
    testing::TempDir dir;
    const std::string empty = dir.file("empty.sgf");
    std::ofstream(empty) << "(;GM[1]FF[4]SZ[9]KM[6.5]RE[W+6.5];B[];W[])";  // ended by two passes
    const Outcome run = kifu({"score", "--dead", "auto", "--format", "json", empty});
    const auto o = nlohmann::json::parse(run.out);
    EXPECT_TRUE(o["too_early"].get<bool>());
    EXPECT_EQ(o["unsettled"].size(), 81U);
    EXPECT_TRUE(o["result_stands"].is_null()) << "an estimate of an empty board judges no RE";
    EXPECT_EQ(o["result_stands_basis"], "count-not-comparable");
}

// A 7x7 board that White's wall splits, the left half open with two Black stones in it, the
// record cut off: an estimate, the open points listed as unsettled and counted for nobody,
// Black's stones not settled. Before, every Black stone was dead and settled, and White had
// 42 points of territory.
TEST(UnsettledCounts, AnOpenBorderIsAnEstimateWithItsPointsUnsettled) {
    const Outcome run = kifu({"score", "--format", "json", data + "half_open_7x7.sgf"});
    const auto o = nlohmann::json::parse(run.out);
    EXPECT_TRUE(o["estimate"].get<bool>());
    EXPECT_FALSE(o["too_early"].get<bool>());
    for (const char* open : {"aa", "ad", "ag", "cg"}) EXPECT_TRUE(has(o["unsettled"], open)) << open;
    for (const char* settled : {"ea", "gd", "gg"}) EXPECT_FALSE(has(o["unsettled"], settled)) << settled;
    EXPECT_EQ(o["japanese"]["detail"]["white"]["territory"], 21) << "the right half only";
    for (const auto& c : o["chains"])
        if (c["color"] == "B") { EXPECT_FALSE(c["settled"].get<bool>()) << c["reason"]; }
}

// A record that ends inside a repetition cycle (the sample triple ko: three kos on column B
// the players left going) is a fight not over: the cycle's points, and every chain on or next
// to them, are unsettled, whatever share of the play-outs took White's group off. Before,
// the group was "dead, captured in 79% of play-outs", settled, and the position counted
// B+12.5 with no word of an estimate. Points away from the fight stay settled.
TEST(UnsettledCounts, APositionThatEndsInACycleIsAFightNotOver) {
    const std::string triple_ko = std::string(KIFU_SOURCE_DIR) + "/sample-games/triple-ko.sgf";
    for (const char* rules : {"japanese", "chinese"}) {
        SCOPED_TRACE(rules);
        const Outcome run = kifu({"score", "--format", "json", "--rules", rules, triple_ko});
        const auto o = nlohmann::json::parse(run.out);
        EXPECT_TRUE(o["estimate"].get<bool>());
        //  the cycle's moves: B2 C5 B8 C2 B5 C8, and A9 (next to B8), D5 (next to C5)
        for (const char* fought : {"bh", "ce", "bb", "ch", "be", "cb", "ab", "de"})
            EXPECT_TRUE(has(o["unsettled"], fought)) << fought;
        for (const char* away : {"hi", "ja", "ea"}) EXPECT_FALSE(has(o["unsettled"], away)) << away;
        bool seen_white_group = false;
        for (const auto& c : o["chains"])
            if (c["color"] == "W" && c["point"] == "aa") {  // the group, named by its first stone
                seen_white_group = true;
                EXPECT_FALSE(c["settled"].get<bool>()) << c["reason"];
            }
        EXPECT_TRUE(seen_white_group);
    }
    const Outcome text = kifu({"score", triple_ko});
    EXPECT_NE(text.out.find("counts W+7.5 (an estimate)"), std::string::npos) << text.out;
}

// Every chain listed has a probability for its confidence, 1 exactly when proved, and the
// findings its status comes from.
TEST(UnsettledCounts, ConfidenceIsAProbabilityAndProvedIsAFlag) {
    const Outcome run = kifu({"score", "--format", "json", data + "half_open_7x7.sgf"});
    const auto o = nlohmann::json::parse(run.out);
    ASSERT_FALSE(o["chains"].empty());
    for (const auto& c : o["chains"]) {
        const double p = c["confidence"].get<double>();
        EXPECT_GE(p, 0.0);
        EXPECT_LE(p, 1.0);
        if (c["certain"].get<bool>()) { EXPECT_EQ(p, 1.0); }
        ASSERT_FALSE(c["findings"].empty());
        EXPECT_EQ(c["findings"].back()["status"], c["status"]) << c["reason"];
    }
}

}  // namespace
}  // namespace kifu::cli
