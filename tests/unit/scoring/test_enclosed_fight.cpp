// The exact reading of a fight inside one side's strong walls (scoring/enclosed_fight.hpp),
// and the judge's use of it around a nakade (kill_chains_by_reading_their_room).
//
// Diagrams: rows from the top, a point named as on the diagram (A1 bottom-left). X Black (the
// defender), x Black stones outside the fight, O White's walls, o White stones inside
// (read, may be captured), '.' empty points of the fight, ':' points of the fight only
// Black plays on, ',' empty points outside it.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "../../support/ascii_board.hpp"
#include "../../support/judge_diagram.hpp"
#include "scoring/enclosed_fight.hpp"
#include "scoring/life_and_death.hpp"

namespace kifu::scoring {
namespace {

using testing::pt;
using Rows = std::vector<std::string>;
using Loc = BoardLayout::Loc;

struct Fight {
    BoardLayout layout{BoardSize{9, 9}};
    std::vector<std::int8_t> cells;
    std::vector<Loc> points, defender_only, defender;
};

Fight fight_from(const Rows& rows) {
    Fight f;
    f.cells.assign(static_cast<std::size_t>(f.layout.cells()), 3);
    for (int y = 0; y < 9; ++y)
        for (int x = 0; x < 9; ++x) {
            const Loc l = f.layout.loc(pt(x, y));
            const char c = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
            f.cells[l] = c == 'X' || c == 'x' ? 1 : c == 'O' || c == 'o' ? 2 : 0;
            if (c == '.' || c == 'o' || c == ':') f.points.push_back(l);
            if (c == ':') f.defender_only.push_back(l);
            if (c == 'X') f.defender.push_back(l);
        }
    return f;
}

EnclosedFight read(const Rows& rows, ReadingBudget& budget) {
    Fight f = fight_from(rows);
    return read_enclosed_fight(f.layout, f.cells, f.points, f.defender_only, f.defender, 2, JudgeParams{}.enclosed_fight_points, budget);
}

EnclosedFight read(const Rows& rows) {
    ReadingBudget budget(1000000);
    return read(rows, budget);
}

// Black's twelve stones on the left edge hold White's cross of five (B8, A7, B7, C7, B6)
// with one liberty, A6. Black has D9 besides. White fills D9; Black must take the five at
// A6, and White plays again at B7, the middle of the cross: one eye. Black is dead, though
// random play-outs keep it alive (they seldom find B7 after the capture): dev KGS
// 2003-04-30-3, which GNU Go reads right.
const Rows cross_of_five = {
    "XXX.O,,,,",
    "XoXXO,,,,",
    "oooXO,,,,",
    ".oXXO,,,,",
    "XXXOO,,,,",
    "OOOO,,,,,",
    ",,,,,,,,,",
    ",,,,,,,,,",
    ",,,,,,,,,",
};

TEST(EnclosedFight, ACrossOfFiveInsideIsANakade) { EXPECT_EQ(read(cross_of_five), EnclosedFight::captured); }

// The same walls, but Black has B7 and B6 and two eyes of its own (B8, C7); White's stone
// at A6 is dead inside the third. White cannot capture Black, even moving first.
TEST(EnclosedFight, TwoEyesLiveWhateverTheAttackerPlays) {
    const Rows two_eyes = {
        "XXX.O,,,,",
        "X.XXO,,,,",
        ".X.XO,,,,",
        "oXXXO,,,,",
        "XXXOO,,,,",
        "OOOO,,,,,",
        ",,,,,,,,,",
        ",,,,,,,,,",
        ",,,,,,,,,",
    };
    EXPECT_EQ(read(two_eyes), EnclosedFight::lives);
}

// Black's stones are two strings: White captures the upper one (A9-C9, A8) by D9 and B8, or
// the lower one at A6, never both with one move. Capturing part of the defender proves
// nothing (the rest might live by the sacrifice), so the reading says nothing.
TEST(EnclosedFight, CapturingPartOfTheDefenderProvesNothing) {
    const Rows two_strings = {
        "XXX.O,,,,",
        "X.OOO,,,,",
        "OOXXO,,,,",
        ".XXXO,,,,",
        "XXXOO,,,,",
        "OOOO,,,,,",
        ",,,,,,,,,",
        ",,,,,,,,,",
        ",,,,,,,,,",
    };
    EXPECT_EQ(read(two_strings), EnclosedFight::unknown);
}

// The cross of five again, but White's wall has only F9 and F8 outside (read with the
// fight, as kill_chains_by_reading_their_room adds a short wall's outside liberties).
// After White D9 and Black's capture at A6, Black fills F9 and F8 and takes the wall before
// White's nakade can kill: a capture of a wall proves nothing, so no kill is claimed (dev
// KGS 2003-10-20-4: a reading that never played on a wall's outside liberties killed a
// group that won its race against the wall).
const Rows short_wall = {
    "XXX.O.x,,",
    "XoXXO.x,,",
    "oooXOx,,,",
    ".oXXOx,,,",
    "XXXOOx,,,",
    "OOOOx,,,,",
    "xxxx,,,,,",
    ",,,,,,,,,",
    ",,,,,,,,,",
};

TEST(EnclosedFight, AWallShortOfLibertiesBlocksTheKill) { EXPECT_EQ(read(short_wall), EnclosedFight::unknown); }

// White's wall has one liberty outside the room, F9, and F9 leads on to G9, which the
// reading does not play. Were White allowed to extend there, its wall would reach G9 and
// never be captured in the reading, though on the board Black could fill G9 too; so only
// Black plays on F9 (kill_chains_by_reading_their_room lets the attacker extend only
// where that reaches two such points or joins a chain with four liberties). Black takes
// the wall at D9 after F9, and no kill is claimed.
TEST(EnclosedFight, AWallIsNotSavedByExtendingTowardPointsNotRead) {
    Rows extension = short_wall;
    extension[0] = "XXX.O:,,,";   // F9 Black's only, G9 empty and not read
    extension[1] = "XoXXOx,,,";   // F8 Black's
    EXPECT_EQ(read(extension), EnclosedFight::unknown);
}

// A reading that runs out of its budget proves nothing.
TEST(EnclosedFight, RunningOutOfBudgetProvesNothing) {
    ReadingBudget budget(10);
    EXPECT_EQ(read(cross_of_five, budget), EnclosedFight::unknown);
}

// The judge: the play-outs keep Black's group alive and White's cross dead (about nine in
// ten); the reading of the room inside White's wall turns both round.
TEST(EnclosedFight, TheJudgeKillsAGroupAroundACrossOfFive) {
    Rows rows = cross_of_five;
    for (std::string& row : rows) std::replace(row.begin(), row.end(), ',', '.');
    for (std::string& row : rows) std::replace(row.begin(), row.end(), 'o', 'O');
    const rules::Board board = testing::board_from(rows);
    const LifeAndDeath j = judge_life_and_death(board);
    // Black's group dead, White's cross and wall alive.
    EXPECT_EQ(testing::status_rows(board, j), (Rows{"BBB.O....",
                                                    "BOBBO....",
                                                    "OOOBO....",
                                                    ".OBBO....",
                                                    "BBBOO....",
                                                    "OOOO.....",
                                                    ".........",
                                                    ".........",
                                                    "........."}));
}

}  // namespace
}  // namespace kifu::scoring
