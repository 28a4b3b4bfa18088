// OwnerCount (src/scoring/playouts.hpp): who owns each point at the end of a play-out. It
// reads a point without empty neighbours as a one-point region and fills only the larger
// regions; the ownership must be the same as a flood fill of every empty region.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "../../support/ascii_board.hpp"
#include "scoring/playout_policy.hpp"
#include "scoring/playouts.hpp"

namespace kifu::scoring {
namespace {

using testing::board_from;
using Loc = PlayoutBoard::Loc;

// One count of `b`, as a diagram: 'X' Black owns the point, 'O' White, '.' neither.
std::vector<std::string> owner_map(const PlayoutBoard& b) {
    Ownership own;
    own.black.assign(static_cast<std::size_t>(b.cells()), 0);
    own.white.assign(static_cast<std::size_t>(b.cells()), 0);
    OwnerCount count;
    count.add(b, own);
    std::vector<std::string> rows;
    for (int y = 0; y < b.size().height; ++y) {
        std::string row;
        for (int x = 0; x < b.size().width; ++x) {
            const Loc l = b.loc(testing::pt(x, y));
            EXPECT_LE(own.black[l] + own.white[l], 1);
            row += own.black[l] != 0 ? 'X' : own.white[l] != 0 ? 'O' : '.';
        }
        rows.push_back(row);
    }
    return rows;
}

// The reference: every empty region filled point by point, owned by the one colour that
// borders it.
std::vector<std::string> filled_map(const PlayoutBoard& b) {
    std::vector<std::string> rows(static_cast<std::size_t>(b.size().height), std::string(b.size().width, '.'));
    std::vector<bool> seen(static_cast<std::size_t>(b.cells()), false);
    for (int y = 0; y < b.size().height; ++y)
        for (int x = 0; x < b.size().width; ++x) {
            const Loc start = b.loc(testing::pt(x, y));
            if (b.is(start, Color::black)) rows[y][x] = 'X';
            if (b.is(start, Color::white)) rows[y][x] = 'O';
            if (!b.empty(start) || seen[start]) continue;
            std::vector<Loc> region{start}, todo{start};
            seen[start] = true;
            bool black = false, white = false;
            while (!todo.empty()) {
                const Loc at = todo.back();
                todo.pop_back();
                for (Loc n : b.neighbours(at)) {
                    black = black || b.is(n, Color::black);
                    white = white || b.is(n, Color::white);
                    if (b.empty(n) && !seen[n]) {
                        seen[n] = true;
                        region.push_back(n);
                        todo.push_back(n);
                    }
                }
            }
            if (black == white) continue;
            for (Loc p : region) {
                const Point q = b.point(p);
                rows[q.y][q.x] = black ? 'X' : 'O';
            }
        }
    return rows;
}

TEST(OwnerCount, OwnsEyesRegionsAndStonesOfAWholeBoard) {
    // One-point eyes of each colour (also on the edge and in the corner), a one-point gap
    // between both colours (no one's), a two-point eye, and larger regions.
    const PlayoutBoard b(board_from({
        ".X.XO.O..",
        "XXXXOOOO.",
        ".X.XO.O..",
        "XXXX.OOOO",
        "....XO...",
        "XXXXXOOOO",
        "X..XO.O.O",
        "XXXXOOOOO",
        ".X.XO.O.O",
    }));
    EXPECT_EQ(owner_map(b), (std::vector<std::string>{
                                "XXXXOOOOO",
                                "XXXXOOOOO",
                                "XXXXOOOOO",
                                "XXXX.OOOO",
                                "XXXXXOOOO",
                                "XXXXXOOOO",
                                "XXXXOOOOO",
                                "XXXXOOOOO",
                                "XXXXOOOOO",
                            }));
}

// A region that touches neither colour is no one's; one stone alone owns the whole board.
TEST(OwnerCount, EmptyBoardAndOneColourAlone) {
    EXPECT_EQ(owner_map(PlayoutBoard(board_from({"...", "...", "..."}))),
              (std::vector<std::string>{"...", "...", "..."}));
    EXPECT_EQ(owner_map(PlayoutBoard(board_from({"...", ".X.", "..."}))),
              (std::vector<std::string>{"XXX", "XXX", "XXX"}));
}

// Ends of play-outs, as the judge counts them: random acceptable moves until neither side
// has one, which leaves boards full of eyes.
TEST(OwnerCount, SameAsAFloodFillAtTheEndOfRandomGames) {
    std::uint32_t seed = 12345;
    for (int game = 0; game < 40; ++game) {
        PlayoutBoard b(board_from({".........", ".........", "..X...O..", ".........", "....X....",
                                   ".........", "..O...X..", ".........", "........."}));
        Color c = game % 2 == 0 ? Color::black : Color::white;
        for (int move = 0, passes = 0; move < 400 && passes < 2; ++move, c = opponent(c)) {
            const std::vector<Loc> empties = b.empty_points();
            Loc chosen = PlayoutBoard::no_loc;
            for (std::size_t k = 0; k < empties.size() && chosen == PlayoutBoard::no_loc; ++k) {
                seed = seed * 1664525U + 1013904223U;
                const Loc l = empties[(seed >> 8) % empties.size()];
                if (acceptable(b, l, c)) chosen = l;
            }
            passes = chosen == PlayoutBoard::no_loc ? passes + 1 : 0;
            if (chosen != PlayoutBoard::no_loc) b.play(chosen, c);
        }
        EXPECT_EQ(owner_map(b), filled_map(b)) << "game " << game;
    }
}

}  // namespace
}  // namespace kifu::scoring
