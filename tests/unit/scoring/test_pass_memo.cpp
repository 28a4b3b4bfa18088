// PassMemo (src/scoring/pass_memo.hpp): after a side found no acceptable point, the
// opponent's move makes a point acceptable for it only where the memo says to look.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "../../support/ascii_board.hpp"
#include "scoring/pass_memo.hpp"
#include "scoring/playout_board.hpp"
#include "scoring/playout_policy.hpp"

namespace kifu::scoring {
namespace {

using testing::at;
using testing::board_from;
using Loc = PlayoutBoard::Loc;

std::vector<char> acceptable_points(const PlayoutBoard& b, Color c) {
    std::vector<char> ok(static_cast<std::size_t>(b.cells()), 0);
    for (Loc l : b.empty_points()) ok[l] = acceptable(b, l, c) ? 1 : 0;
    return ok;
}

// Every move of every colour along play-outs of the light policy (which run down to eyes,
// throw-ins, kos and captures, as the play-outs do): each point the move makes acceptable
// for the other colour is among the memo's suspects.
TEST(PassMemo, EveryPointAMoveMakesAcceptableIsASuspect) {
    const std::vector<std::vector<std::string>> starts{
        {".X.O.....", "XX.OO....", ".XO.O....", "XO.......", ".........", "......XX.", ".....XOOX", "......XO.",
         "......X.O"},
        {"..XO.....", ".XO.O....", ".XO......", "XXO......", "OOX......", ".OX......", "OXX......", "XX.......",
         "........."},
        {"XXXXXXX..", "X.X.X.X..", "XXXXXXX..", ".......OO", "OOOOOOOO.", "O.O.O.O.O", "OOOOOOOOO", ".........",
         "........."},
    };
    int newly_acceptable = 0, moves = 0;
    std::uint32_t seed = 12345;
    for (const auto& rows : starts)
        for (int game = 0; game < 40; ++game) {
            PlayoutBoard b(board_from(rows));
            Color mover = game % 2 == 0 ? Color::black : Color::white;
            for (int turn = 0; turn < 250; ++turn, mover = opponent(mover)) {
                std::vector<Loc> options;
                for (Loc l : b.empty_points())
                    if (acceptable(b, l, mover)) options.push_back(l);
                if (options.empty()) continue;
                seed = seed * 1664525U + 1013904223U;
                const Loc m = options[(seed >> 8) % options.size()];
                const Color side = opponent(mover);
                const std::vector<char> before = acceptable_points(b, side);
                std::vector<char> was_empty(static_cast<std::size_t>(b.cells()), 0);
                for (Loc l : b.empty_points()) was_empty[l] = 1;

                PassMemo memo;
                memo.found_none(b);
                memo.note_move(b, m, mover);
                b.play(m, mover);
                ++moves;
                if (!memo.valid()) continue;  // a large capture: the full draw is used
                const std::vector<Loc> suspects = memo.suspects(b);
                for (Loc l : b.empty_points()) {
                    if (!acceptable(b, l, side) || (was_empty[l] && before[l])) continue;
                    ++newly_acceptable;
                    EXPECT_NE(std::find(suspects.begin(), suspects.end(), l), suspects.end())
                        << "point " << l << " after move " << m;
                }
            }
        }
    EXPECT_GT(moves, 5000);
    EXPECT_GT(newly_acceptable, 1000) << moves;  // the property was put to the test
}

TEST(PassMemo, HoldsUntilAMoveGivesTheSideSomethingToPlay) {
    // White has two eyes in the corner and two stones in atari at B4-C4 inside Black's
    // area, where every empty point is a one-point eye: White can play nowhere.
    PlayoutBoard b(board_from({".O.OX.X.X", "OOOOXXXXX", "XXXXXXXXX", "X.X.X.X.X", "XXXXXXXXX", "XOO.X.X.X",
                               "XXXXXXXXX", "X.X.X.X.X", "XXXXXXXXX"}));
    ASSERT_TRUE(std::none_of(b.empty_points().begin(), b.empty_points().end(),
                             [&](Loc l) { return acceptable(b, l, Color::white); }));
    PassMemo memo;
    EXPECT_FALSE(memo.still_none(b, Color::white));  // no draw has found nothing yet
    memo.found_none(b);

    const Loc own_eye = b.loc(at(b.size(), "H2"));  // Black fills one of its own eyes, far away
    memo.note_move(b, own_eye, Color::black);
    b.play(own_eye, Color::black);
    EXPECT_TRUE(memo.still_none(b, Color::white));

    const Loc capture = b.loc(at(b.size(), "D4"));  // Black takes the two stones: room for a throw-in
    memo.note_move(b, capture, Color::black);
    b.play(capture, Color::black);
    const std::vector<Loc> suspects = memo.suspects(b);
    EXPECT_NE(std::find(suspects.begin(), suspects.end(), b.loc(at(b.size(), "B4"))), suspects.end());
    EXPECT_FALSE(memo.still_none(b, Color::white));
    EXPECT_FALSE(memo.valid());
}

}  // namespace
}  // namespace kifu::scoring
