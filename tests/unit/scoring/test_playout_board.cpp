// PlayoutBoard copies (src/scoring/liberty_sets.hpp: only the liberty sets of chain heads
// are copied) and the play-outs' draws without replacement (src/scoring/point_sampler.hpp).
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "../../support/ascii_board.hpp"
#include "../../support/playout_board_check.hpp"
#include "scoring/playout_board.hpp"
#include "scoring/point_sampler.hpp"

namespace kifu::scoring {
namespace {

using testing::board_from;
using Loc = PlayoutBoard::Loc;

// Everything a play-out asks of a board, at every cell.
void expect_same(const PlayoutBoard& a, const PlayoutBoard& b) {
    ASSERT_EQ(a.cells(), b.cells());
    EXPECT_EQ(a.hash(), b.hash());
    EXPECT_EQ(a.ko_point(), b.ko_point());
    EXPECT_EQ(a.empty_points(), b.empty_points());
    for (int cell = 0; cell < a.cells(); ++cell) {
        const auto l = static_cast<Loc>(cell);
        if (!a.on_board(l)) continue;
        if (a.empty(l)) {
            for (Color c : {Color::black, Color::white}) {
                const PlayoutBoard::MoveCheck x = a.check(l, c), y = b.check(l, c);
                EXPECT_EQ(x.legal, y.legal);
                EXPECT_EQ(x.liberties, y.liberties);
            }
        } else {
            EXPECT_EQ(a.liberties(l, 99), b.liberties(l, 99));
            EXPECT_EQ(a.any_liberty(l), b.any_liberty(l));
        }
    }
}

// Plays c at the first legal point of a fixed scramble (`seed` moves on), if it finds one.
void play_scrambled(PlayoutBoard& b, Color c, std::uint32_t& seed) {
    const std::vector<Loc>& empties = b.empty_points();
    for (std::size_t k = 0; k < empties.size(); ++k) {
        seed = seed * 1664525U + 1013904223U;
        const Loc l = empties[seed % empties.size()];
        if (b.check(l, c).legal) {
            b.play(l, c);
            return;
        }
    }
}

// Plays `moves` such moves, alternating colours, Black first.
void play_some(PlayoutBoard& b, int moves, std::uint32_t seed) {
    Color c = Color::black;
    for (int m = 0; m < moves; ++m, c = opponent(c)) play_scrambled(b, c, seed);
}

TEST(PlayoutBoard, CopiesPlayOnLikeTheOriginal) {
    PlayoutBoard original(board_from({".X.O.....", "XX.OO....", ".XO.O....", "XO.......", ".........",
                                      "......XX.", ".....XOOX", "......XO.", "......X.O"}));
    PlayoutBoard assigned = original;
    play_some(assigned, 60, 7);  // leaves rows of chains that are gone in `original`
    play_some(original, 30, 11);
    assigned = original;
    const PlayoutBoard constructed(original);
    expect_same(original, assigned);
    expect_same(original, constructed);
    for (PlayoutBoard* b : {&original, &assigned}) play_some(*b, 40, 3);
    expect_same(original, assigned);
}

// The same differential check rules::Board gets (tests/unit/rules/test_board.cpp): random
// games on several board sizes, from empty boards and from a position with stones, against
// the flood-fill reference: contents, captures, chains, liberties, empty list, ko, hash.
TEST(PlayoutBoard, AgreesWithTheFloodFillReferenceOnRandomGames) {
    std::uint32_t state = 2026;
    auto pick = [&](std::size_t) { return state = state * 1664525U + 1013904223U, std::size_t{state >> 8}; };
    for (const BoardSize size : {BoardSize{9, 9}, BoardSize{7, 5}, BoardSize{19, 19}, BoardSize{3, 1}, BoardSize{13, 2}})
        for (int game = 0; game < 6; ++game) {
            const std::string problem = testing::playout_board_game(rules::Board(size), 300, pick);
            ASSERT_TRUE(problem.empty()) << size.width << "x" << size.height << " game " << game << ": " << problem;
        }
    const std::string problem = testing::playout_board_game(board_from({
                                                                "XXO..",
                                                                "XO.O.",
                                                                ".XO..",
                                                                ".....",
                                                                "O.X..",
                                                            }),
                                                            200, pick);
    EXPECT_TRUE(problem.empty()) << problem;
}

// keeps_two_liberties answers from the neighbours what check() answers with the joined
// chains' liberties merged: the same at every empty point, for both colours, at every
// position of random games (captures, ko, chains of every size).
TEST(PlayoutBoard, KeepsTwoLibertiesAsCheckSays) {
    std::uint32_t seed = 35;
    int agreed = 0;
    for (const BoardSize size : {BoardSize{9, 9}, BoardSize{5, 5}, BoardSize{19, 19}, BoardSize{2, 3}})
        for (int game = 0; game < 8; ++game) {
            PlayoutBoard b{rules::Board(size)};
            Color c = Color::black;
            for (int move = 0; move < 250 && !b.empty_points().empty(); ++move, c = opponent(c)) {
                for (Loc l : b.empty_points())
                    for (Color mover : {Color::black, Color::white}) {
                        const PlayoutBoard::MoveCheck m = b.check(l, mover);
                        ASSERT_EQ(b.keeps_two_liberties(l, mover), m.legal && m.liberties > 1)
                            << size.width << "x" << size.height << " game " << game << " move " << move;
                        ++agreed;
                    }
                play_scrambled(b, c, seed);
            }
        }
    EXPECT_GT(agreed, 100000);
}

TEST(PointSampler, DrawsLikeAShuffleOfACopy) {
    const std::vector<Loc> list{5, 9, 2, 14, 7, 3, 11};
    PointSampler<Loc> sampler;
    for (std::uint32_t seed = 1; seed < 50; ++seed) {
        std::vector<Loc> copy = list;
        std::size_t n = copy.size();
        sampler.start(list);
        for (std::uint32_t r = seed; n > 0; r = r * 1664525U + 1013904223U) {
            const std::size_t i = r % n;
            ASSERT_EQ(sampler.live(), n);
            ASSERT_EQ(sampler.at(i), copy[i]);
            copy[i] = copy[--n];
            sampler.strike(i);
        }
    }
}

// Draws that end early (a point accepted), over lists of different lengths in turn: the
// sampler reads the list itself until its first strike, and a new draw must never read
// what an earlier draw left in its copy.
TEST(PointSampler, EachDrawReadsItsOwnList) {
    const std::vector<std::vector<Loc>> lists{{5, 9, 2, 14, 7, 3, 11}, {40, 41}, {8, 6, 4, 2, 1, 3, 5, 7, 9, 10, 12}};
    PointSampler<Loc> sampler;
    std::uint32_t r = 7;
    for (int draw = 0; draw < 300; ++draw) {
        const std::vector<Loc>& list = lists[static_cast<std::size_t>(draw) % lists.size()];
        std::vector<Loc> copy = list;
        std::size_t n = copy.size();
        const std::size_t strikes = static_cast<std::size_t>(draw) % (n + 1);  // 0: the first try is accepted
        sampler.start(list);
        for (std::size_t k = 0; n > 0; ++k) {
            r = r * 1664525U + 1013904223U;
            const std::size_t i = (r >> 8) % n;
            ASSERT_EQ(sampler.live(), n);
            ASSERT_EQ(sampler.at(i), copy[i]) << "draw " << draw << ", try " << k;
            if (k == strikes) break;
            copy[i] = copy[--n];
            sampler.strike(i);
        }
    }
}

}  // namespace
}  // namespace kifu::scoring
