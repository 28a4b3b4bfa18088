// The play-outs' move policy (src/scoring/playout_policy.hpp): the answers a player never
// misses, each on a hand-made position.
//
// Diagrams: X Black, O White, '.' empty; a point is named as on the diagram (A1 is the
// bottom-left).
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "../../support/ascii_board.hpp"
#include "scoring/playout_policy.hpp"

namespace kifu::scoring {
namespace {

using testing::board_from;
using Loc = PlayoutBoard::Loc;

PlayoutBoard board(const std::vector<std::string>& rows) { return PlayoutBoard(board_from(rows)); }
Loc at(const PlayoutBoard& b, std::string_view name) { return b.loc(testing::at(b.size(), name)); }

TEST(PlayoutPolicy, CapturesTheStoneTheOpponentJustLeftInAtari) {
    // White's last move, C4, has one liberty left, C3.
    const PlayoutBoard b = board({"..X..", ".XOX.", ".X.X.", "..X..", "....."});
    EXPECT_EQ(urgent_move(b, at(b, "C4"), Color::black), at(b, "C3"));
}

TEST(PlayoutPolicy, TakesAChainWhoseAtariWasIgnored) {
    // Black's previous move, D4, put the two White stones in atari; White played
    // elsewhere (E1), which threatens nothing, so Black takes them at B4.
    const PlayoutBoard b = board({"XOOX.", "..OX.", "..XX.", ".....", "....O"});
    const Loc mine = at(b, "D4"), last = at(b, "E1");
    EXPECT_EQ(urgent_move(b, last, Color::black), PlayoutBoard::no_loc);
    EXPECT_EQ(capture_ignored(b, mine, Color::black), at(b, "B4"));
    EXPECT_EQ(policy_move(b, last, mine, Color::black), at(b, "B4"));
}

TEST(PlayoutPolicy, TakesTheLargestOfTheChainsLeftInAtari) {
    // Black's previous move, C3, touches two White chains in atari: the lone stone on
    // C4, last liberty C5, and the pair D3-E3, last liberty E2.
    const PlayoutBoard b = board({"XX.X.X", "XXOXXX", ".XXOOX", ".XXX.X", "..XXXX"});
    const Loc mine = at(b, "C3");
    ASSERT_EQ(b.liberties(at(b, "C4")), 1);
    ASSERT_EQ(b.liberties(at(b, "D3")), 1);
    EXPECT_EQ(capture_ignored(b, mine, Color::black), at(b, "E2"));
}

TEST(PlayoutPolicy, LeavesChainsThatAreNotInAtariAlone) {
    const PlayoutBoard b = board({".OOX.", "..OX.", "..XX.", ".....", "....O"});
    EXPECT_EQ(capture_ignored(b, at(b, "D4"), Color::black), PlayoutBoard::no_loc);
    // The previous move is no longer the mover's stone (it was captured, or it was a pass).
    EXPECT_EQ(capture_ignored(b, PlayoutBoard::no_loc, Color::black), PlayoutBoard::no_loc);
    EXPECT_EQ(capture_ignored(b, at(b, "A5"), Color::black), PlayoutBoard::no_loc);
}

// White's group with a straight three of eye space, B6-D6, all of it bordered by White.
const std::vector<std::string> straight_three = {
    "OOOOOX.", "O...OX.", "OOOOOX.", "XXXXXX.", ".......", ".......", ".......",
};

TEST(PlayoutPolicy, PlaysTheVitalPointOfAStraightThree) {
    const PlayoutBoard b = board(straight_three);
    // After any move touching the space, whoever moves takes the middle: Black kills,
    // White makes two eyes.
    EXPECT_EQ(nakade_point(b, at(b, "C7"), Color::black), at(b, "C6"));
    EXPECT_EQ(nakade_point(b, at(b, "A6"), Color::white), at(b, "C6"));
    // A move elsewhere leaves it to chance.
    EXPECT_EQ(nakade_point(b, at(b, "G1"), Color::black), PlayoutBoard::no_loc);
}

TEST(PlayoutPolicy, PlaysTheVitalPointOfABentThree) {
    // The space B6, C6, C5: the bend C6 is next to both others.
    const PlayoutBoard b = board({"OOOOX..", "O..OX..", "OO.OX..", "OOOOX..", "XXXXX..", ".......", "......."});
    EXPECT_EQ(nakade_point(b, at(b, "B5"), Color::black), at(b, "C6"));
}

TEST(PlayoutPolicy, IgnoresSpacesThatAreNotAThreePointEye) {
    // Four points: not this rule's shape.
    const PlayoutBoard four = board({"OOOOOOX", "O....OX", "OOOOOOX", "XXXXXXX", ".......", ".......", "......."});
    EXPECT_EQ(nakade_point(four, at(four, "C7"), Color::black), PlayoutBoard::no_loc);
    // Three points between the two colours: a gap in a border, not an eye.
    const PlayoutBoard gap = board({"OOOOO..", "O...X..", "OXXXX..", ".......", ".......", ".......", "......."});
    EXPECT_EQ(nakade_point(gap, at(gap, "C7"), Color::black), PlayoutBoard::no_loc);
}

TEST(PlayoutPolicy, NobodyFillsAPointOfTheirOwnSquareFour) {
    // White's square four in the corner: filling A9 (or any of its points) leaves a bent
    // three whose vital point is Black's. The same move is fine for Black.
    const PlayoutBoard b = board({"..OX.....", "..OX.....", "OOOX.....", "XXXX.....", ".........",
                                  ".........", ".........", ".........", "........."});
    EXPECT_FALSE(acceptable(b, at(b, "A9"), Color::white));
    EXPECT_FALSE(acceptable(b, at(b, "B8"), Color::white));
    EXPECT_TRUE(acceptable(b, at(b, "A9"), Color::black));
}

TEST(PlayoutPolicy, TheVitalPointOfOnesOwnStraightThreeIsStillPlayed) {
    // The middle of White's straight three splits it into two eyes: a good move, allowed.
    const PlayoutBoard b = board(straight_three);
    EXPECT_TRUE(acceptable(b, at(b, "C6"), Color::white));
}

}  // namespace
}  // namespace kifu::scoring
