// The play-outs' move policy (src/scoring/playout_policy.hpp): the answers a player never
// misses, each on a hand-made position.
//
// Diagrams: rows from the top, columns from the left (SGF orientation); X Black, O White,
// '.' empty.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../../support/ascii_board.hpp"
#include "scoring/playout_policy.hpp"

namespace kifu::scoring {
namespace {

using testing::board_from;
using testing::pt;
using Loc = PlayoutBoard::Loc;

PlayoutBoard board(const std::vector<std::string>& rows) { return PlayoutBoard(board_from(rows)); }

TEST(PlayoutPolicy, CapturesTheStoneTheOpponentJustLeftInAtari) {
    // White's last move at (2,1) has one liberty left, (2,2).
    const PlayoutBoard b = board({"..X..", ".XOX.", ".X.X.", "..X..", "....."});
    EXPECT_EQ(urgent_move(b, b.loc(pt(2, 1)), Color::black), b.loc(pt(2, 2)));
}

TEST(PlayoutPolicy, TakesAChainWhoseAtariWasIgnored) {
    // Black's previous move at (3,1) put the two White stones in atari; White played
    // elsewhere (4,4), which threatens nothing, so Black takes them at (1,1).
    const PlayoutBoard b = board({"XOOX.", "..OX.", "..XX.", ".....", "....O"});
    const Loc mine = b.loc(pt(3, 1)), last = b.loc(pt(4, 4));
    EXPECT_EQ(urgent_move(b, last, Color::black), PlayoutBoard::no_loc);
    EXPECT_EQ(capture_ignored(b, mine, Color::black), b.loc(pt(1, 1)));
    EXPECT_EQ(policy_move(b, last, mine, Color::black), b.loc(pt(1, 1)));
}

TEST(PlayoutPolicy, TakesTheLargestOfTheChainsLeftInAtari) {
    // Black's previous move at (2,2) touches two White chains in atari: the lone stone at
    // (2,1), last liberty (2,0), and the pair (3,2)-(4,2), last liberty (4,3).
    const PlayoutBoard b = board({"XX.X.X", "XXOXXX", ".XXOOX", ".XXX.X", "..XXXX"});
    const Loc mine = b.loc(pt(2, 2));
    ASSERT_EQ(b.liberties(b.loc(pt(2, 1))), 1);
    ASSERT_EQ(b.liberties(b.loc(pt(3, 2))), 1);
    EXPECT_EQ(capture_ignored(b, mine, Color::black), b.loc(pt(4, 3)));
}

TEST(PlayoutPolicy, LeavesChainsThatAreNotInAtariAlone) {
    const PlayoutBoard b = board({".OOX.", "..OX.", "..XX.", ".....", "....O"});
    EXPECT_EQ(capture_ignored(b, b.loc(pt(3, 1)), Color::black), PlayoutBoard::no_loc);
    // The previous move is no longer the mover's stone (it was captured, or it was a pass).
    EXPECT_EQ(capture_ignored(b, PlayoutBoard::no_loc, Color::black), PlayoutBoard::no_loc);
    EXPECT_EQ(capture_ignored(b, b.loc(pt(0, 0)), Color::black), PlayoutBoard::no_loc);
}

// White's group with a straight three of eye space, (1,1)-(3,1), all of it bordered by White.
const std::vector<std::string> straight_three = {
    "OOOOOX.", "O...OX.", "OOOOOX.", "XXXXXX.", ".......", ".......", ".......",
};

TEST(PlayoutPolicy, PlaysTheVitalPointOfAStraightThree) {
    const PlayoutBoard b = board(straight_three);
    // After any move touching the space, whoever moves takes the middle: Black kills,
    // White makes two eyes.
    EXPECT_EQ(nakade_point(b, b.loc(pt(2, 0)), Color::black), b.loc(pt(2, 1)));
    EXPECT_EQ(nakade_point(b, b.loc(pt(0, 1)), Color::white), b.loc(pt(2, 1)));
    // A move elsewhere leaves it to chance.
    EXPECT_EQ(nakade_point(b, b.loc(pt(6, 6)), Color::black), PlayoutBoard::no_loc);
}

TEST(PlayoutPolicy, PlaysTheVitalPointOfABentThree) {
    // The space (1,1), (2,1), (2,2): the bend (2,1) is next to both others.
    const PlayoutBoard b = board({"OOOOX..", "O..OX..", "OO.OX..", "OOOOX..", "XXXXX..", ".......", "......."});
    EXPECT_EQ(nakade_point(b, b.loc(pt(1, 2)), Color::black), b.loc(pt(2, 1)));
}

TEST(PlayoutPolicy, IgnoresSpacesThatAreNotAThreePointEye) {
    // Four points: not this rule's shape.
    const PlayoutBoard four = board({"OOOOOOX", "O....OX", "OOOOOOX", "XXXXXXX", ".......", ".......", "......."});
    EXPECT_EQ(nakade_point(four, four.loc(pt(2, 0)), Color::black), PlayoutBoard::no_loc);
    // Three points between the two colours: a gap in a border, not an eye.
    const PlayoutBoard gap = board({"OOOOO..", "O...X..", "OXXXX..", ".......", ".......", ".......", "......."});
    EXPECT_EQ(nakade_point(gap, gap.loc(pt(2, 0)), Color::black), PlayoutBoard::no_loc);
}

TEST(PlayoutPolicy, NobodyFillsAPointOfTheirOwnSquareFour) {
    // White's square four in the corner: filling aa (or any of its points) leaves a bent
    // three whose vital point is Black's. The same move is fine for Black.
    const PlayoutBoard b = board({"..OX.....", "..OX.....", "OOOX.....", "XXXX.....", ".........",
                                  ".........", ".........", ".........", "........."});
    EXPECT_FALSE(acceptable(b, b.loc(pt(0, 0)), Color::white));
    EXPECT_FALSE(acceptable(b, b.loc(pt(1, 1)), Color::white));
    EXPECT_TRUE(acceptable(b, b.loc(pt(0, 0)), Color::black));
}

TEST(PlayoutPolicy, TheVitalPointOfOnesOwnStraightThreeIsStillPlayed) {
    // The middle of White's straight three splits it into two eyes: a good move, allowed.
    const PlayoutBoard b = board(straight_three);
    EXPECT_TRUE(acceptable(b, b.loc(pt(2, 1)), Color::white));
}

}  // namespace
}  // namespace kifu::scoring
