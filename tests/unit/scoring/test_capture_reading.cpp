// The tactical reader (capture_reading.hpp) on hand-made positions.
#include "scoring/capture_reading.hpp"

#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "../../support/ascii_board.hpp"
#include "scoring/playout_board.hpp"

namespace kifu::scoring {
namespace {

using testing::board_from;
using Rows = std::vector<std::string>;

// Black's C7-C6 is in atari at D6; extending there only runs into a ladder toward the
// lower right corner, which White wins. With a Black stone on the ladder's path (G3) the
// chain breaks out.
const Rows ladder = {".........", "..O......", ".OXO.....", ".OX......", "..O......",
                     ".........", ".........", ".........", "........."};

TEST(CaptureReading, AChainInAtariCaughtInALadderIsCapturedWhoeverMovesFirst) {
    const PlayoutBoard board(board_from(ladder));
    const PlayoutBoard::Loc chain = board.loc(testing::at(board.size(), "C7"));
    ReadingBudget black_first(400), white_first(400);
    EXPECT_EQ(read_capture(board, chain, Color::black, black_first), CaptureResult::captured);
    EXPECT_EQ(read_capture(board, chain, Color::white, white_first), CaptureResult::captured);
}

TEST(CaptureReading, ALadderBreakerLetsTheChainEscape) {
    Rows broken = ladder;
    broken[6][6] = 'X';
    const PlayoutBoard board(board_from(broken));
    ReadingBudget nodes(400);
    EXPECT_EQ(read_capture(board, board.loc(testing::at(board.size(), "C7")), Color::black, nodes), CaptureResult::escapes);
}

}  // namespace
}  // namespace kifu::scoring
