// summarize_game: the facts `kifu info` prints, from the root and the main line.
#include <gtest/gtest.h>

#include "read_helpers.hpp"
#include "sgf/game_info.hpp"

namespace kifu::sgf {
namespace {
using testing::read_all;

GameInfo info_of(const std::string& text, Diagnostics* problems = nullptr) {
    auto r = read_all(text);
    EXPECT_EQ(r.games.size(), 1u);
    GameInfo info = summarize_game(r.games.at(0));
    if (problems) *problems = r.games[0].diagnostics;
    return info;
}

TEST(GameInfo, ReadsGameInfoProperties) {
    const GameInfo info = info_of(
        "(;GM[1]FF[4]SZ[19]KM[6.5]HA[0]RU[Japanese]RE[B+Resign]PB[Lee Sedol]BR[9p]PW[AlphaGo]"
        "DT[2016-03-09]EV[Google DeepMind Challenge]RO[1]PC[Seoul]GN[Game 1];B[pd];W[dp];B[])");
    EXPECT_EQ(info.black.name, "Lee Sedol");
    EXPECT_EQ(info.black.rank, "9p");
    EXPECT_EQ(info.white.name, "AlphaGo");
    EXPECT_EQ(info.white.rank, "");
    EXPECT_EQ(info.date, "2016-03-09");
    EXPECT_EQ(info.event, "Google DeepMind Challenge");
    EXPECT_EQ(info.round, "1");
    EXPECT_EQ(info.place, "Seoul");
    EXPECT_EQ(info.game_name, "Game 1");
    EXPECT_EQ(info.size, (BoardSize{19, 19}));
    ASSERT_TRUE(info.komi.has_value());
    EXPECT_DOUBLE_EQ(*info.komi, 6.5);
    EXPECT_EQ(info.rules, "Japanese");
    ASSERT_TRUE(info.result.has_value());
    EXPECT_EQ(info.result->canonical(), "B+R");
    EXPECT_EQ(info.moves, 3u);  // the pass counts
    EXPECT_EQ(info.nodes, 4u);
    EXPECT_EQ(info.variations, 0u);
}

TEST(GameInfo, RectangularBoardAndNoKomi) {
    const GameInfo info = info_of("(;SZ[19:13];B[aa])");
    EXPECT_EQ(info.size, (BoardSize{19, 13}));
    EXPECT_FALSE(info.komi.has_value());
}

TEST(GameInfo, FoxKomiTimesHundredIsNormalisedWithAWarning) {
    Diagnostics problems;
    const GameInfo info = info_of("(;KM[750];B[aa])", &problems);
    ASSERT_TRUE(info.komi.has_value());
    EXPECT_DOUBLE_EQ(*info.komi, 7.5);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].where.column, 3u);
}

TEST(GameInfo, VariationsCountLinesBesidesTheMainLine) {
    const GameInfo info = info_of("(;B[aa](;W[bb](;B[cc])(;B[dd]))(;W[ee]))");
    EXPECT_EQ(info.variations, 2u);
    EXPECT_EQ(info.moves, 3u);
}

TEST(GameInfo, GameInfoTextIsUnescapedSimpleText) {
    const GameInfo info = info_of("(;PB[Honinbo\\]Shusaku\n];B[aa])");
    EXPECT_EQ(info.black.name, "Honinbo]Shusaku ");
}

TEST(GameInfo, NotGoIsAWarning) {
    Diagnostics problems;
    info_of("(;GM[6];B[aa])", &problems);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems[0].message.find("not Go"), std::string::npos);
}

// FF[4] allows a property once per node; kifu reads the first GN, another reader may read
// the second, so it is said (kifu info said "Problems none"; kifu fix reported it).
TEST(GameInfo, ARootFieldGivenTwiceIsAWarningAtTheSecond) {
    Diagnostics problems;
    const GameInfo info = info_of("(;GN[one]SZ[9]GN[two]PB[a];B[aa])", &problems);
    EXPECT_EQ(info.game_name, "one");
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].severity, Severity::warning);
    EXPECT_EQ(problems[0].where.column, 15u);
    EXPECT_NE(problems[0].message.find("GN: given a second time in the root node"), std::string::npos)
        << problems[0].message;
    Diagnostics none;
    info_of("(;GN[one]SZ[9]PB[a];B[aa];W[bb])", &none);
    EXPECT_TRUE(none.empty());
}

}  // namespace
}  // namespace kifu::sgf
