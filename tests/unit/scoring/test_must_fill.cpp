// Must-fill points (src/scoring/must_fill.hpp): the points of a side's area it must still
// fill before a territory count, and those whose status depends on how the dame are filled.
//
// Diagrams: X Black, O White, '.' empty; a point is named as on the diagram (A1 is the
// bottom-left). The points to mark are compared as a whole map (judge_diagram.hpp's
// territory_rows: b w territory), the doubtful ones as the position with '?' on them.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../../support/ascii_board.hpp"
#include "../../support/judge_diagram.hpp"
#include "scoring/must_fill.hpp"
#include "scoring/seki.hpp"
#include "scoring/territory_map.hpp"

namespace kifu::scoring {
namespace {

using testing::board_from;
using testing::marked_rows;
using testing::territory_rows;
using Rows = std::vector<std::string>;

MarkedTerritory marked(const rules::Board& board) {
    return territory_to_mark(board, TerritoryMap(board, {}, find_seki(board, {})));
}

// White's C9 and B8 are chains of one stone that meet only at C8, White's one point of area
// there; their other liberty is B9, a dame point. Black cannot fill B9 at once (its stone
// would have one liberty, A9), but it fills A9 first, joined to its chain on the left edge,
// and then B9 safely: C9 and B8 are then in atari at C8, and White must fill it. Whether C8
// is territory thus depends on the order the dame are filled; KGS's count and GNU Go's
// leave such a point out in some games (2006-10-19-4, C18) and KGS counts it in most. kifu
// counts it, and calls it doubtful.
const Rows filled_in_turn = {"..OXX.X.X",
                             "XO.OXXXXX",
                             "XXOOOOOOO",
                             ".XOOOOOOO",
                             "XXO.....O",
                             ".XO.....O",
                             "XXOOOOOOO",
                             "OOOXXXXXX",
                             "..OX.X.X."};

TEST(MustFill, APointThatMustBeFilledOnlyOnceTheDameAreFilledInTurnIsDoubtful) {
    const rules::Board board = board_from(filled_in_turn);
    const MarkedTerritory m = marked(board);
    EXPECT_EQ(territory_rows(board, m.black, m.white), (Rows{"..OXXbXbX",
                                                             "XOwOXXXXX",
                                                             "XXOOOOOOO",
                                                             "bXOOOOOOO",
                                                             "XXOwwwwwO",
                                                             "bXOwwwwwO",
                                                             "XXOOOOOOO",
                                                             "OOOXXXXXX",
                                                             "wwOXbXbXb"}));
    EXPECT_EQ(marked_rows(board, m.doubtful, '?'), (Rows{"..OXX.X.X",
                                                         "XO?OXXXXX",
                                                         "XXOOOOOOO",
                                                         ".XOOOOOOO",
                                                         "XXO.....O",
                                                         ".XO.....O",
                                                         "XXOOOOOOO",
                                                         "OOOXXXXXX",
                                                         "..OX.X.X."}));
}

// The same shape with Black's stone on A9 already: Black fills B9 at once, and C8 is a
// plain must-fill point, neither territory nor doubtful.
TEST(MustFill, APointThatMustBeFilledWhateverTheOrderIsNotTerritoryNorDoubtful) {
    Rows rows = filled_in_turn;
    rows[0][0] = 'X';
    const rules::Board board = board_from(rows);
    const MarkedTerritory m = marked(board);
    EXPECT_EQ(territory_rows(board, m.black, m.white), (Rows{"X.OXXbXbX",
                                                             "XO.OXXXXX",
                                                             "XXOOOOOOO",
                                                             "bXOOOOOOO",
                                                             "XXOwwwwwO",
                                                             "bXOwwwwwO",
                                                             "XXOOOOOOO",
                                                             "OOOXXXXXX",
                                                             "wwOXbXbXb"}));
    EXPECT_TRUE(m.doubtful.empty());
}

// The run of fills may pass through the filler's own stones. Black's chain B9-C9-C8-D8-E8-D7
// has A9, Black's area, and two dame points, D9 and F8. White fills F8 at once; at D9 its
// stone would join E9 and have one liberty, F9, until White fills F9 (joined to its group on
// the right): then D9 too, and Black must fill A9 (2006-02-20-46, C1). Doubtful.
TEST(MustFill, TheFillsThatMakeADamePointSafeMayJoinTheFillersOwnStones) {
    const rules::Board board = board_from({".XX.O.OX.",
                                           "XOXXX.OX.",
                                           "XOOXOOOX.",
                                           "XO.OO.OX.",
                                           "XOOOOOOX.",
                                           "XXXXXXXX.",
                                           ".........",
                                           ".........",
                                           "........."});
    const MarkedTerritory m = marked(board);
    EXPECT_EQ(territory_rows(board, m.black, m.white), (Rows{"bXX.O.OXb",
                                                             "XOXXX.OXb",
                                                             "XOOXOOOXb",
                                                             "XOwOOwOXb",
                                                             "XOOOOOOXb",
                                                             "XXXXXXXXb",
                                                             "bbbbbbbbb",
                                                             "bbbbbbbbb",
                                                             "bbbbbbbbb"}));
    EXPECT_EQ(marked_rows(board, m.doubtful, '?'), (Rows{"?XX.O.OX.",
                                                         "XOXXX.OX.",
                                                         "XOOXOOOX.",
                                                         "XO.OO.OX.",
                                                         "XOOOOOOX.",
                                                         "XXXXXXXX.",
                                                         ".........",
                                                         ".........",
                                                         "........."}));
}

}  // namespace
}  // namespace kifu::scoring
