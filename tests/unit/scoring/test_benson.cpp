// Benson's algorithm (src/scoring/benson.hpp) on positions drawn as diagrams, each answer
// compared as a whole map (tests/support/judge_diagram.hpp's benson_rows):
//   X O pass-alive   B W surely dead (inside a small region of a pass-alive chain)
//   x o left open    . empty
// A point is named as on the diagram: A1 is the bottom-left.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../../support/ascii_board.hpp"
#include "../../support/judge_diagram.hpp"

namespace kifu::scoring {
namespace {

using testing::benson_rows;
using testing::board_from;
using Rows = std::vector<std::string>;

Rows benson_of(const Rows& position) { return benson_rows(board_from(position)); }

// A corner group with two one-point eyes, A7 and C7: White can play in neither (each is
// suicide), so it lives however often Black passes.
TEST(Benson, TwoTrueEyesArePassAlive) {
    EXPECT_EQ(benson_of({".X.X...",
                         "XXXX...",
                         ".......",
                         ".......",
                         ".......",
                         ".......",
                         "......."}),
              (Rows{".X.X...",
                    "XXXX...",
                    ".......",
                    ".......",
                    ".......",
                    ".......",
                    "......."}));
}

// Two eyes along the top edge (D9, F9) live; White's group on the bottom edge has one eye
// (E1), and its other region is the open board: left open.
TEST(Benson, TwoEyesOnTheEdgeLiveAndOneEyeDoesNot) {
    EXPECT_EQ(benson_of({"..X.X.X..",
                         "..XXXXX..",
                         ".........",
                         ".........",
                         ".........",
                         ".........",
                         ".........",
                         "...OOO...",
                         "...O.O..."}),
              (Rows{"..X.X.X..",
                    "..XXXXX..",
                    ".........",
                    ".........",
                    ".........",
                    ".........",
                    ".........",
                    "...ooo...",
                    "...o.o..."}));
}

// One big eye of nine points: its middle, D4, is no liberty of the ring, so the region is
// not small (White could live or fill it in turn). Benson leaves the ring open, however
// safe a player would call it; a two-point eye is one region too.
TEST(Benson, OneBigEyeIsNotSmallAndOneTwoPointEyeIsOneRegion) {
    EXPECT_EQ(benson_of({".......",
                         ".XXXXX.",
                         ".X...X.",
                         ".X...X.",
                         ".X...X.",
                         ".XXXXX.",
                         "......."}),
              (Rows{".......",
                    ".xxxxx.",
                    ".x...x.",
                    ".x...x.",
                    ".x...x.",
                    ".xxxxx.",
                    "......."}));
    EXPECT_EQ(benson_of({"..X....",
                         "XXX....",
                         ".......",
                         ".......",
                         ".......",
                         ".......",
                         "......."}),
              (Rows{"..x....",
                    "xxx....",
                    ".......",
                    ".......",
                    ".......",
                    ".......",
                    "......."}));
}

// Four lone stones around B2 on a 3x3 board: no chain has an eye of its own, yet each
// empty point is a liberty of every stone next to it (A3 of A2 and B3, B2 of all four), so
// each stone has three small regions and White can play nowhere.
TEST(Benson, ChainsSharingTheirVitalRegionsLiveTogether) {
    EXPECT_EQ(benson_of({".O.",
                         "O.O",
                         ".O."}),
              (Rows{".O.",
                    "O.O",
                    ".O."}));
}

// A shared eye is only as good as the chains around it: Black's lone C9 has two small
// regions, B9 (shared with the corner group A9-A8-B8) and D9 (shared with the lone D8 and
// E9). But the corner group, D8 and E9 have one small region each and drop out, and each
// region next to a dropped chain goes with it: C9 is left with none.
TEST(Benson, ASharedRegionFailsWithTheChainThatDropsOut) {
    EXPECT_EQ(benson_of({"X.X.X....",
                         "XX.X.....",
                         ".........",
                         ".........",
                         ".........",
                         ".........",
                         ".........",
                         ".........",
                         "........."}),
              (Rows{"x.x.x....",
                    "xx.x.....",
                    ".........",
                    ".........",
                    ".........",
                    ".........",
                    ".........",
                    ".........",
                    "........."}));
}

// White's stone on A7 sits in Black's eye with B7; the region's only empty point is a
// liberty of Black's group, so the region is still small: with D7 a second eye, Black's
// group is pass-alive and the White stone inside surely dead. The lower group's eye holds
// two White stones (A1, B1) and is small too (B2, C2 and C1 are its liberties), but it is
// the group's only one: left open, and so are the stones inside.
TEST(Benson, ARegionWithTheOpponentsStonesInsideIsStillSmall) {
    EXPECT_EQ(benson_of({"O.X.X..",
                         "XXXXX..",
                         ".......",
                         ".......",
                         "XXXX...",
                         "X..X...",
                         "OO.X..."}),
              (Rows{"W.X.X..",
                    "XXXXX..",
                    ".......",
                    ".......",
                    "xxxx...",
                    "x..x...",
                    "oo.x..."}));
}

TEST(Benson, AnEmptyBoardHasNothingToProve) {
    EXPECT_EQ(benson_of(Rows(9, ".........")), Rows(9, "........."));
}

// A board with one colour only: a lone stone is open; the whole board but two separate
// points is one chain with two eyes, pass-alive.
TEST(Benson, ABoardWithOneColourOnly) {
    EXPECT_EQ(benson_of({".....", ".....", "..X..", ".....", "....."}),
              (Rows{".....", ".....", "..x..", ".....", "....."}));
    EXPECT_EQ(benson_of({"XXXXX", "X.XXX", "XXXXX", "XXX.X", "XXXXX"}),
              (Rows{"XXXXX", "X.XXX", "XXXXX", "XXX.X", "XXXXX"}));
}

}  // namespace
}  // namespace kifu::scoring
