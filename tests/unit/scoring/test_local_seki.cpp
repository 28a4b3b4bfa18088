// Seki the fill test misses (scoring/local_seki), read through TerritoryMap: hand-made 9x9
// positions in the top left corner. Black's group and White's group share C9 and C8; Black's
// wall (G column, row 5 and E6-F6) holds White's group and has the rest of the board.
// Diagrams: X Black, O White, '.' empty; rows from the top. Expected maps as
// support/territory_diagram.hpp draws them (x o stones in seki, 1 2 seki eyes).
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "../../support/ascii_board.hpp"
#include "../../support/judge_diagram.hpp"
#include "../../support/territory_diagram.hpp"
#include "scoring/seki.hpp"
#include "scoring/territory_map.hpp"

namespace kifu::scoring {
namespace {

// The territory map of a position without dead stones, its seki found as a count finds them.
TerritoryMap territory_map_of(const rules::Board& board) { return TerritoryMap(board, {}, find_seki(board, {})); }

using testing::board_from;
using Rows = std::vector<std::string>;

// The lower part of every position: White's string runs down the D column and along row 6
// around Black's group; Black's wall and territory take the rest.
Rows with_black_wall(Rows top) {
    return testing::stacked(std::move(top),
                            {"XXXOOOX..", "OOOOXXX..", "XXXXX....", ".........", ".........", ".........", "........."});
}

// The top three rows of the map of `rows` with no dead stones.
Rows top_of_map(const Rows& rows) {
    const Rows map = testing::map_rows(territory_map_of(board_from(rows)));
    return {map.begin(), map.begin() + 3};
}

// An eye against an eye: Black's one-point eye A9, White's E9, and the shared C9 and C8.
// Either side fills one of those safely, but whoever fills the second is captured by a stone
// in its eye: a seki. The fill test sees none (filling C9 leaves Black A9 and C8), so both
// eyes were counted as territory; Japanese rules (1989, Art. 8) count neither.
TEST(LocalSeki, AnEyeAgainstAnEyeWithTwoSharedLibertiesIsASeki) {
    const Rows position = with_black_wall({".X.O.OX..", "XX.OOOX.."});
    EXPECT_EQ(top_of_map(position), (Rows{"1x.o2oXbb", "xx.oooXbb", "xxxoooXbb"}));
}

// Black's eye has two points (A9, A8): White answers Black's fill of a shared liberty by
// throwing a stone into it, Black captures, and the eyes are one point each again: still a
// seki. (A bigger eye would win the race: that is the next test.)
TEST(LocalSeki, AnEyeOfTwoPointsAgainstAnEyeOfOneWithTwoSharedLibertiesIsASeki) {
    const Rows position = with_black_wall({".X.O.OX..", ".X.OOOX.."});
    EXPECT_EQ(top_of_map(position), (Rows{"1x.o2oXbb", "1x.oooXbb", "xxxoooXbb"}));
    // What the count takes from it: the eyes are seki eyes, not territory (White has none
    // left; Black's is its area beyond the wall).
    const TerritoryMap map = testing::counted_map(board_from(position));
    EXPECT_EQ(map.seki_eyes(Color::black), 2);
    EXPECT_EQ(map.seki_eyes(Color::white), 1);
    EXPECT_EQ(map.territory(Color::white), 0);
    EXPECT_EQ(map.territory(Color::black), 6 + 2 + 4 + 36);   // H-J above row 6, H6-J6, F5-J5, rows 1-4
}

// With C8 Black's, C9 is the only shared liberty: Black fills it, White's throw-in at A8 or
// A9 leaves Black a liberty, and Black captures in E9. The bigger eye wins: no seki.
TEST(LocalSeki, AnEyeOfTwoPointsAgainstAnEyeOfOneWithOneSharedLibertyIsNoSeki) {
    const Rows position = with_black_wall({".X.O.OX..", ".XXOOOX.."});
    EXPECT_EQ(top_of_map(position), (Rows{"bX.OwOXbb", "bXXOOOXbb", "XXXOOOXbb"}));
}

// The first position with Black's G8 away: White's group reaches out at G8 into Black's
// area, so the fight is not closed: White to move first plays there, gains liberties beyond
// the points read, and then captures Black's one-eyed group. No seki is claimed for a fight
// that is still open.
TEST(LocalSeki, AFightOneSideCanRunOutOfIsNoSeki) {
    const Rows position = with_black_wall({".X.O.OX..", "XX.OOO..."});
    const Rows top = top_of_map(position);
    for (const std::string& row : top) EXPECT_EQ(row.find_first_of("xo12"), std::string::npos) << row;
}

// A false eye is no eye of its own. White's group (F9-G9 and the D column, the corner
// stones H8-J8-J7, the stone G7) has the real eye H9-J9 and the false eye G8 (Black holds
// F7 and H7, two of its diagonals): its strings must join there. Black's group (F7 down to
// the corner J3) has the eye J5 and shares E6, E5 and G6 with White's: an eye against an
// eye, a seki. Counted as two eyes, White's group was left unread, and its eyes were
// territory.
TEST(LocalSeki, AGroupWithAFalseEyeBesideItsEyeIsReadAsOneEye) {
    const Rows position = {"..XXXOO..", "...XOO.OO", "..XOOXOXO", "..XO.X.XX", "..XO.XXX.",
                           "..XOOXOXX", "..XXXOOXX", "...XO.OOO", "...XO...."};
    const Rows map = testing::map_rows(territory_map_of(board_from(position)));
    EXPECT_EQ(map, (Rows{"bbXXXoo22", "bbbXoo2oo", "bbXooxoxo", "bbXo.x.xx", "bbXo.xxx1",
                         "bbXooxOxx", "bbXXXOOxx", "bbbXOwOOO", "bbbXOwwww"}));
}

// A dead stone in an eye is read on the board. White's D1 is dead in the eye space of
// Black's two groups (A3-D3 with C2-C1, and E2-G2 with F3-G4), which share B2 with White's
// A2 and B1 (their eye A1). Off the board, D1 left Black an eye of three points (D1, D2,
// E1), too large to be read as a seki's; on it, Black must fill D2 and E1 to capture it
// and keeps the one-point eye D1 against White's A1: a seki of all four strings. D1 stays
// dead.
TEST(LocalSeki, AnEyeHoldingADeadStoneIsReadWithTheStoneOnTheBoard) {
    const rules::Board board = board_from({"O.O.O.O.O", "OOOOOOOOO", "OOOOOOOOO", "OOOOOOOOO", "OOO.O.OOO",
                                           "OXOOOOXOO", "XXXXOXXOO", "O.X.XXXOO", ".OXO.XOO."});
    const std::vector<Point> seki = find_seki(board, {testing::at(board, "D1")});
    EXPECT_EQ(testing::marked_rows(board, seki, 's'), (Rows{"O.O.O.O.O", "OOOOOOOOO", "OOOOOOOOO", "OOOOOOOOO",
                                                            "OOO.O.OOO", "OsOOOOsOO", "ssssOssOO", "s.s.sssOO",
                                                            ".ssO.sOO."}));
}

// The same in an eye of two points, which the reading took empty whatever it held. White's
// inner string (E4-H4 down to E2-H2) has the eye F3-G3 with Black's dead G3 in it and
// shares E1 with Black's ring (D5-J5 down to D1, J4-J2) and F1-H1, whose eye is J1; White's
// outer wall lives. Taken empty, White's eye of two points beat Black's of one: White fills
// E1 and captures in J1. On the board, G3 is a move Black has played and White must still
// take: whoever fills E1 is captured, and White's capture of G3 leaves one eye each, a seki
// of all five strings. G3 stays dead. Found on dev KGS 2006-11-23-31 (Q2 in White's eye
// P2-Q2, RE W+15.5, GNU Go a seki; kifu counted P2-Q2 White's territory, settled).
TEST(LocalSeki, AnEyeOfTwoPointsHoldingADeadStoneIsReadWithTheStoneOnTheBoard) {
    const rules::Board board = board_from({".O.OOOOOO", "OOOOOOOOO", "OOOOOOOOO", "OOOOOOOOO", "OOOXXXXXX",
                                           "OOOXOOOOX", "OOOXO.XOX", "OOOXOOOOX", "OOOX.XXX."});
    const std::vector<Point> seki = find_seki(board, {testing::at(board, "G3")});
    EXPECT_EQ(testing::marked_rows(board, seki, 's'), (Rows{".O.OOOOOO", "OOOOOOOOO", "OOOOOOOOO", "OOOOOOOOO",
                                                            "OOOssssss", "OOOssssss", "OOOss.Xss", "OOOssssss",
                                                            "OOOs.sss."}));
}

}  // namespace
}  // namespace kifu::scoring
