// The board: captures, suicide, liberties and hashes, checked on hand-made positions and
// against a plain flood-fill reference on random games.
#include <gtest/gtest.h>

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "../../support/ascii_board.hpp"
#include "rules/board.hpp"
#include "../../support/reference_board.hpp"

namespace kifu::rules {
namespace {

using testing::at;
using testing::board_from;
using testing::pt;
using testing::rows_of;

// The diagrams every board test is drawn in: a character that is not a stone or an empty
// point, or a row of another width, is an error (a sed once turned five diagrams' points
// into other characters, and they read as empty).
TEST(Diagram, UnknownCharactersAndRaggedRowsAreErrors) {
    EXPECT_THROW(board_from({"X.O", ".+.", "..."}), std::invalid_argument);
    EXPECT_THROW(board_from({"X.O", ". .", "..."}), std::invalid_argument);
    EXPECT_THROW(board_from({"X.O", "..", "..."}), std::invalid_argument);
    EXPECT_THROW(board_from({"X.O", "....", "..."}), std::invalid_argument);
    EXPECT_THROW(board_from({}), std::invalid_argument);
    const Board b = board_from({"X.O", "...", "O.X"});
    EXPECT_EQ(b.size().width, 3);
    EXPECT_EQ(b.size().height, 3);
    EXPECT_EQ(rows_of(b), (std::vector<std::string>{"X.O", "...", "O.X"}));
}

// A test names a point as a player reads it off the diagram: columns A-T without I from the
// left, rows from the bottom. A typo must never name some other point.
TEST(Diagram, AtNamesAPointAsOnTheDiagramAndRejectsAnythingElse) {
    const Board b = board_from({"X....", ".....", ".....", ".....", "....O"});
    EXPECT_EQ(b.at(at(b, "A5")), Color::black);
    EXPECT_EQ(b.at(at(b, "E1")), Color::white);
    EXPECT_EQ(at(b, "A1"), pt(0, 4));
    EXPECT_EQ(at(BoardSize{19, 19}, "T19"), pt(18, 0));
    EXPECT_EQ(at(BoardSize{19, 19}, "J10"), pt(8, 9));  // no I: J is the ninth column
    EXPECT_EQ(at(b, {"B2", "C3"}), (std::vector<Point>{pt(1, 3), pt(2, 2)}));
    for (const char* bad : {"F1", "A6", "A0", "I3", "a1", "A01", "A", "1A", "", "B2 ", "AA1"})
        EXPECT_THROW(at(b, bad), std::invalid_argument) << bad;
}

TEST(Board, CapturesAStoneInTheCorner) {
    Board b = board_from({"O....", "X....", ".....", ".....", "....."});
    const auto effect = b.play(at(b, "B5"), Color::black);
    EXPECT_EQ(effect.captured, 1);
    EXPECT_EQ(effect.self_removed, 0);
    EXPECT_EQ(rows_of(b), (std::vector<std::string>{".X...", "X....", ".....", ".....", "....."}));
    EXPECT_EQ(b.stone_count(Color::white), 0);
}

TEST(Board, FindsTheFirstStoneOfAStringWithoutLiberties) {
    EXPECT_FALSE(board_from({"XO...", "XO...", ".....", ".....", "....."}).first_stone_without_liberties());
    // Setup can enclose strings completely: the two-stone O string at the top right and
    // the O stone in the bottom right corner. The top row comes first; within the string,
    // its left stone. The X stones before it in row order all have liberties.
    const Board b = board_from({"X.XOO", "...XX", ".....", "....X", "...XO"});
    EXPECT_EQ(b.first_stone_without_liberties(), std::optional<Point>(at(b, "D5")));
}

TEST(Board, CapturesAGroupAndGivesLibertiesBack) {
    Board b = board_from({".XX..", "XOOX.", ".XO..", "..X..", "....."});
    EXPECT_EQ(b.liberties(at(b, "B3")), 2);  // before the capture
    const auto effect = b.play(at(b, "D3"), Color::black);
    EXPECT_EQ(effect.captured, 3);
    EXPECT_EQ(rows_of(b), (std::vector<std::string>{".XX..", "X..X.", ".X.X.", "..X..", "....."}));
    EXPECT_EQ(b.liberties(at(b, "B3")), 4);
}

TEST(Board, CaptureBeforeSelfCaptureIsNoSuicide) {
    // Black plays into a point without liberties but takes the last liberty of O first.
    Board b = board_from({".OX..", "OX...", ".....", ".....", "....."});
    const auto effect = b.play(at(b, "A5"), Color::black);
    EXPECT_EQ(effect.captured, 1);  // the white stone right of it; the one below keeps a liberty
    EXPECT_EQ(effect.self_removed, 0);
    EXPECT_EQ(rows_of(b), (std::vector<std::string>{"X.X..", "OX...", ".....", ".....", "....."}));
}

TEST(Board, SingleStoneSuicideLeavesTheBoardAsItWas) {
    Board b = board_from({".O...", "O....", ".....", ".....", "....."});
    const Hash before = b.hash();
    const auto effect = b.play(at(b, "A5"), Color::black);
    EXPECT_EQ(effect.captured, 0);
    EXPECT_EQ(effect.self_removed, 1);
    EXPECT_EQ(b.hash(), before);
    EXPECT_EQ(rows_of(b), (std::vector<std::string>{".O...", "O....", ".....", ".....", "....."}));
}

TEST(Board, MultiStoneSuicideRemovesTheWholeString) {
    Board b = board_from({"X.O..", "OO...", ".....", ".....", "....."});
    const auto effect = b.play(at(b, "B5"), Color::black);
    EXPECT_EQ(effect.self_removed, 2);
    EXPECT_EQ(rows_of(b), (std::vector<std::string>{"..O..", "OO...", ".....", ".....", "....."}));
}

TEST(Board, OneByOneBoardEveryMoveIsSuicide) {
    Board b({1, 1});
    EXPECT_EQ(b.play(at(b, "A1"), Color::black).self_removed, 1);
}

// Boards wider than 25 columns have no player coordinates (A-Z without I): points by index.
TEST(Board, RectangularAndLargestBoards) {
    Board wide({52, 3});
    wide.play(pt(51, 0), Color::black);
    wide.play(pt(50, 0), Color::white);
    EXPECT_EQ(wide.play(pt(51, 1), Color::white).captured, 1);
    Board big({52, 52});
    big.play(pt(51, 51), Color::white);
    big.play(pt(50, 51), Color::black);
    EXPECT_EQ(big.play(pt(51, 50), Color::black).captured, 1);
    EXPECT_EQ(big.liberties(pt(50, 51)), 3);  // the captured corner is a liberty again
}

TEST(Board, HashDependsOnStonesOnlyAndUndoesOnCapture) {
    EXPECT_EQ(Board({5, 3}).hash(), Hash{0});
    EXPECT_NE(board_from({"X....", ".....", "....."}).hash(), Hash{0});
    const Board expected = board_from({".O...", "O....", "....."});
    Board played({5, 3});
    played.play(at(played, "A3"), Color::black);
    played.play(at(played, "B3"), Color::white);
    played.play(at(played, "A2"), Color::white);  // captures the black stone
    EXPECT_EQ(played.hash(), expected.hash());
}

// ---- differential check against a plain reference ------------------------------------

TEST(Board, AgreesWithFloodFillReferenceOnRandomGames) {
    const BoardSize sizes[] = {{9, 9}, {7, 5}, {19, 19}, {3, 1}, {13, 2}};
    std::uint32_t state = 2026;
    auto next = [&] { return state = state * 1664525u + 1013904223u; };
    for (const BoardSize size : sizes) {
        for (int game = 0; game < 20; ++game) {
            Board board(size);
            testing::ReferenceBoard ref(size);
            for (int move = 0; move < 400; ++move) {
                const int x = static_cast<int>((next() >> 8) % static_cast<unsigned>(size.width));
                const int y = static_cast<int>((next() >> 8) % static_cast<unsigned>(size.height));
                const Color c = move % 2 ? Color::white : Color::black;
                if (ref.at(pt(x, y))) continue;
                const auto want = ref.play(pt(x, y), c);
                const auto effect = board.play(pt(x, y), c);
                ASSERT_EQ(effect.captured, want.captured) << "move " << move;
                ASSERT_EQ(effect.self_removed, want.self_removed) << "move " << move;
                Hash expected_hash = 0;
                for (int yy = 0; yy < size.height; ++yy)
                    for (int xx = 0; xx < size.width; ++xx) {
                        const auto stone = ref.at(pt(xx, yy));
                        ASSERT_EQ(board.at(pt(xx, yy)), stone);
                        if (stone) {
                            expected_hash ^= stone_key(*stone, pt(xx, yy));
                            ASSERT_EQ(board.liberties(pt(xx, yy)), static_cast<int>(ref.group(pt(xx, yy)).liberties.size()));
                        }
                    }
                ASSERT_EQ(board.hash(), expected_hash);
            }
        }
    }
}

TEST(Board, ZobristKeysAreFixedAcrossRuns) {
    // Pinned: changing the seed or generator changes every stored hash.
    EXPECT_EQ(stone_key(Color::black, pt(0, 0)), Hash{8826835315989397715ull});
    EXPECT_EQ(stone_key(Color::white, pt(51, 51)), Hash{11285392830994288615ull});
    EXPECT_NE(stone_key(Color::black, pt(1, 0)), stone_key(Color::black, pt(0, 1)));
}

}  // namespace
}  // namespace kifu::rules
