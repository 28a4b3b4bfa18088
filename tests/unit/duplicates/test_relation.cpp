// Records of one game found whatever way they were copied, and records of different games
// never taken for one.
#include <gtest/gtest.h>

#include "duplicates/group_index.hpp"
#include "duplicates/relation.hpp"
#include "duplicates/signature.hpp"
#include "game_text.hpp"

namespace kifu::duplicates {
namespace {
using testing::moves_of;
using testing::sgf_text;
using testing::spread_game;
using testing::TestGame;

TEST(GameMoves, SetupThenMovesPassesIncluded) {
    const GameMoves m = moves_of("(;SZ[9]AB[cc][gg]AW[ee];W[dd];B[];W[tt];B[zz])");
    EXPECT_EQ(m.moves, 4);
    ASSERT_EQ(m.tokens.size(), 7U);
    EXPECT_EQ(kind_of(m.tokens[0]), TokenKind::black_setup);
    EXPECT_EQ(kind_of(m.tokens[2]), TokenKind::white_setup);
    EXPECT_EQ(m.tokens[4], make_token(TokenKind::black_move, pass_point));
    EXPECT_EQ(m.tokens[5], make_token(TokenKind::white_move, pass_point));          // tt on 9x9: a pass
    EXPECT_EQ(m.tokens[6], make_token(TokenKind::black_move, unplayable_point));    // zz: off the board
}

TEST(GameMoves, SetupOrderDoesNotMatter) {
    EXPECT_EQ(moves_of("(;AB[dd][pp][dp];W[qq])").tokens, moves_of("(;AB[pp][dp][dd];W[qq])").tokens);
}

TEST(Relation, EverySymmetryIsFoundAndNamed) {
    const TestGame g = spread_game(60, 1);
    const GameMoves first = moves_of(sgf_text(g));
    for (const Symmetry s : all_symmetries) {
        const auto likeness = compare_records(first, moves_of(sgf_text(g, s)), false);
        ASSERT_TRUE(likeness) << symmetry_name(s);
        EXPECT_EQ(likeness->symmetry, s);
        EXPECT_EQ(likeness->relation, s == Symmetry::identity ? Relation::identical : Relation::symmetric);
        EXPECT_FALSE(likeness->colours_swapped);
    }
}

TEST(Relation, RectangularBoardsTurnIntoTheirTranspose) {
    const TestGame g = spread_game(40, 2, {13, 9});
    const auto likeness = compare_records(moves_of(sgf_text(g)), moves_of(sgf_text(g, Symmetry::rotate_270)), false);
    ASSERT_TRUE(likeness);
    EXPECT_EQ(likeness->symmetry, Symmetry::rotate_270);
}

TEST(Relation, ColoursSwappedOnlyWhenAsked) {
    TestGame g = spread_game(50, 3);
    g.black_stones = {"dd", "pp"};
    const GameMoves first = moves_of(sgf_text(g));
    const GameMoves swapped = moves_of(sgf_text(g, Symmetry::mirror_top_bottom, true));
    EXPECT_FALSE(compare_records(first, swapped, false));
    const auto likeness = compare_records(first, swapped, true);
    ASSERT_TRUE(likeness);
    EXPECT_EQ(likeness->relation, Relation::colours_swapped);
    EXPECT_TRUE(likeness->colours_swapped);
    EXPECT_EQ(likeness->symmetry, Symmetry::mirror_top_bottom);
}

TEST(Relation, CutCopiesAreAPrefixEitherWay) {
    const TestGame g = spread_game(120, 4);
    const GameMoves whole = moves_of(sgf_text(g));
    const GameMoves cut = moves_of(sgf_text(g, Symmetry::rotate_180, false, 45));
    ASSERT_EQ(cut.moves, 45);
    const auto shorter = compare_records(whole, cut, false);
    ASSERT_TRUE(shorter);
    EXPECT_EQ(shorter->relation, Relation::prefix);
    EXPECT_EQ(shorter->symmetry, Symmetry::rotate_180);
    const auto longer = compare_records(cut, whole, false);
    ASSERT_TRUE(longer);
    EXPECT_EQ(longer->relation, Relation::prefix);
}

TEST(Relation, ADifferentMoveIsADifferentGame) {
    TestGame g = spread_game(60, 5);
    TestGame other = g;
    other.moves[40] = other.moves[59];
    other.moves.pop_back();
    other.moves.push_back("aa");
    EXPECT_FALSE(compare_records(moves_of(sgf_text(g)), moves_of(sgf_text(other)), true));
}

TEST(Signature, TheSameBucketUnderEverySymmetryAndColourSwap) {
    const TestGame g = spread_game(80, 6);
    const auto key = bucket_key(moves_of(sgf_text(g)));
    ASSERT_TRUE(key);
    for (const Symmetry s : all_symmetries)
        for (const bool swap : {false, true}) EXPECT_EQ(bucket_key(moves_of(sgf_text(g, s, swap))), key);
    EXPECT_EQ(bucket_key(moves_of(sgf_text(g, Symmetry::rotate_90, false, 30))), key);   // cut at the minimum
    EXPECT_FALSE(bucket_key(moves_of(sgf_text(g, Symmetry::identity, false, 29))));      // too short to judge
    EXPECT_NE(bucket_key(moves_of(sgf_text(spread_game(80, 7)))), key);
}

// A short record F, then two different games G and H that both begin with F's moves: F
// and G make a group; H, which is not G, starts its own (it would wrongly join F and G if
// records were compared with the group's first record instead of its longest).
TEST(GroupIndex, TwoGamesSharingACutCopyStayApart) {
    const TestGame g = spread_game(90, 8);
    TestGame h = g;
    h.moves.resize(50);
    for (const std::string& m : spread_game(140, 9).moves) {
        if (h.moves.size() == 90) break;
        if (std::find(h.moves.begin(), h.moves.end(), m) == h.moves.end()) h.moves.push_back(m);
    }
    ASSERT_NE(h.moves[50], g.moves[50]);
    GroupIndex index(false, 1 << 20);
    const GameMoves f_moves = moves_of(sgf_text(g, Symmetry::identity, false, 50));
    const GameMoves g_moves = moves_of(sgf_text(g, Symmetry::mirror_left_right));
    const GameMoves h_moves = moves_of(sgf_text(h));
    const auto f = index.add(*bucket_key(f_moves), f_moves);
    const auto gg = index.add(*bucket_key(g_moves), g_moves);
    const auto hh = index.add(*bucket_key(h_moves), h_moves);
    EXPECT_TRUE(f.first);
    EXPECT_FALSE(gg.first);
    EXPECT_EQ(gg.group, f.group);
    EXPECT_EQ(gg.to_first.relation, Relation::prefix);
    EXPECT_EQ(gg.to_first.symmetry, Symmetry::mirror_left_right);
    EXPECT_TRUE(hh.first);
    EXPECT_NE(hh.group, f.group);
}

// Past its memory budget the index keeps the moves on disk and finds the same groups.
TEST(GroupIndex, SpilledToDiskFindsTheSame) {
    GroupIndex small(false, 1000);
    GroupIndex large(false, 1 << 24);
    for (int copy = 0; copy < 3; ++copy)
        for (unsigned seed = 0; seed < 40; ++seed) {
            const GameMoves m = moves_of(sgf_text(spread_game(60, seed), all_symmetries[(seed + copy) % 8]));
            const auto a = small.add(*bucket_key(m), m);
            const auto b = large.add(*bucket_key(m), m);
            EXPECT_EQ(a.group, b.group);
            EXPECT_EQ(a.first, copy == 0);
        }
    EXPECT_EQ(small.groups(), 40U);
    EXPECT_GT(small.spill().bytes_on_disk(), 0U);
    EXPECT_EQ(large.spill().bytes_on_disk(), 0U);
}

TEST(GroupIndex, PackedMovesReadBack) {
    const GameMoves m = moves_of(sgf_text(spread_game(33, 10, {25, 7})));
    const GameMoves back = unpack(pack(m));
    EXPECT_EQ(back.tokens, m.tokens);
    EXPECT_EQ(back.moves, 33);
    EXPECT_EQ(back.size, (BoardSize{25, 7}));
    EXPECT_EQ(back.ended, 0U);
}

TEST(GroupIndex, PackedMovesKeepHowTheGameEnded) {
    GameMoves m = moves_of(sgf_text(spread_game(33, 11)));
    m.ended = 0x12345679U;
    m.ended_swapped = 0xABCDEF01U;
    const GameMoves back = unpack(pack(m));
    EXPECT_EQ(back.tokens, m.tokens);
    EXPECT_EQ(back.ended, m.ended);
    EXPECT_EQ(back.ended_swapped, m.ended_swapped);
}

// A shorter record that ended with another result is another game, found in a group or
// not whether its moves are kept in memory or spilled to disk.
TEST(GroupIndex, AFinishedShorterGameIsNoCutCopy) {
    const TestGame g = spread_game(80, 12);
    GameMoves whole = moves_of(sgf_text(g));
    GameMoves finished = moves_of(sgf_text(g, Symmetry::identity, false, 40));
    whole.ended = 3;
    finished.ended = 5;
    for (const std::size_t budget : {std::size_t{0}, std::size_t{1} << 20}) {
        GroupIndex index(false, budget);
        EXPECT_TRUE(index.add(*bucket_key(whole), whole).first);
        EXPECT_TRUE(index.add(*bucket_key(finished), finished).first);
        finished.ended = 3;   // the same result: a cut copy
        EXPECT_FALSE(index.add(*bucket_key(finished), finished).first);
        finished.ended = 5;
    }
}

}  // namespace
}  // namespace kifu::duplicates
