// Must-fill points (src/scoring/must_fill.hpp): the points of a side's area it must still
// fill before a territory count, and those whose status depends on how the dame are filled.
//
// Diagrams: rows from the top, columns from the left (SGF orientation); X Black, O White,
// '.' empty.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "../../support/ascii_board.hpp"
#include "scoring/must_fill.hpp"
#include "scoring/seki.hpp"
#include "scoring/territory_map.hpp"

namespace kifu::scoring {
namespace {

using testing::board_from;
using testing::pt;
using Rows = std::vector<std::string>;

bool contains(const std::vector<Point>& points, Point p) {
    return std::find(points.begin(), points.end(), p) != points.end();
}

MarkedTerritory marked(const Rows& rows) {
    const rules::Board board = board_from(rows);
    return territory_to_mark(board, TerritoryMap(board, {}, find_seki(board, {})));
}

// White's ca and bb are chains of one stone that meet only at cb, White's one point of area
// there; their other liberty is ba, a dame point. Black cannot fill ba at once (its stone
// would have one liberty, aa), but it fills aa first, joined to its chain on the left edge,
// and then ba safely: ca and bb are then in atari at cb, and White must fill it. Whether cb
// is territory thus depends on the order the dame are filled; KGS's count and GNU Go's
// leave such a point out in some games (2006-10-19-4, C18) and KGS counts it in most. kifu
// counts it, and calls it doubtful.
//     a b c d e f g h i
//   a . . O X X . X . X
//   b X O . O X X X X X
//   c X X O O O O O O O
//   d . X O O O O O O O
//   e X X O . . . . . O
//   f . X O . . . . . O
//   g X X O O O O O O O
//   h O O O X X X X X X
//   i . . O X . X . X .
const Rows filled_in_turn = {"..OXX.X.X", "XO.OXXXXX", "XXOOOOOOO", ".XOOOOOOO", "XXO.....O",
                             ".XO.....O", "XXOOOOOOO", "OOOXXXXXX", "..OX.X.X."};

TEST(MustFill, APointThatMustBeFilledOnlyOnceTheDameAreFilledInTurnIsDoubtful) {
    const MarkedTerritory m = marked(filled_in_turn);
    EXPECT_EQ(m.doubtful, (std::vector<Point>{pt(2, 1)}));
    EXPECT_TRUE(contains(m.white, pt(2, 1)));
}

// The same shape with Black's stone on aa already: Black fills ba at once, and cb is a
// plain must-fill point, neither territory nor doubtful.
TEST(MustFill, APointThatMustBeFilledWhateverTheOrderIsNotTerritoryNorDoubtful) {
    Rows rows = filled_in_turn;
    rows[0][0] = 'X';
    const MarkedTerritory m = marked(rows);
    EXPECT_TRUE(m.doubtful.empty());
    EXPECT_FALSE(contains(m.white, pt(2, 1)));
}

// The run of fills may pass through the filler's own stones. Black's chain ba-ca-cb-db-eb-dc
// has aa, Black's area, and two dame points, da and fb. White fills fb at once; at da its
// stone would join ea and have one liberty, fa, until White fills fa (joined to its group on
// the right): then da too, and Black must fill aa (2006-02-20-46, C1). Doubtful.
//     a b c d e f g h i
//   a . X X . O . O X .
//   b X O X X X . O X .
//   c X O O X O O O X .
//   d X O . O O . O X .
//   e X O O O O O O X .
//   f X X X X X X X X .
//   g . . . . . . . . .
//   h . . . . . . . . .
//   i . . . . . . . . .
TEST(MustFill, TheFillsThatMakeADamePointSafeMayJoinTheFillersOwnStones) {
    const MarkedTerritory m = marked({".XX.O.OX.", "XOXXX.OX.", "XOOXOOOX.", "XO.OO.OX.", "XOOOOOOX.",
                                      "XXXXXXXX.", ".........", ".........", "........."});
    EXPECT_EQ(m.doubtful, (std::vector<Point>{pt(0, 0)}));
    EXPECT_TRUE(contains(m.black, pt(0, 0)));
}

}  // namespace
}  // namespace kifu::scoring
