// The readings' one budget (reading_budget.hpp): a question reads on a part of the
// position's budget, which bounds every reading of the position together.
#include "scoring/reading_budget.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "scoring/capture_reading.hpp"
#include "../../support/ascii_board.hpp"

namespace kifu::scoring {
namespace {

using testing::board_from;
using testing::pt;

int spent_until_refused(ReadingBudget& b) {
    int n = 0;
    while (b.spend()) ++n;
    return n;
}

TEST(ReadingBudget, APartStopsAtItsCapAndChargesTheWhole) {
    ReadingBudget position(10);
    {
        ReadingBudget part = position.part(4);
        EXPECT_EQ(spent_until_refused(part), 4);
        EXPECT_TRUE(part.spent());
        EXPECT_FALSE(part.spend());   // spent stays spent
    }
    EXPECT_FALSE(position.spent());
    EXPECT_EQ(spent_until_refused(position), 6);
}

TEST(ReadingBudget, APartGetsNoMoreThanTheWholeHasLeft) {
    ReadingBudget position(3);
    ReadingBudget part = position.part(400);
    EXPECT_EQ(spent_until_refused(part), 3);
    EXPECT_TRUE(part.spent());
    EXPECT_TRUE(position.spent());
}

// The ladder of test_capture_reading.cpp: read on a part of a position's budget, it is a
// capture while the position has nodes left, and proves nothing once the other questions
// of the position have spent them.
TEST(ReadingBudget, AReadingOnAPartOfASpentPositionProvesNothing) {
    const PlayoutBoard board(board_from({".........", "..O......", ".OXO.....", ".OX......", "..O......",
                                         ".........", ".........", ".........", "........."}));
    const PlayoutBoard::Loc chain = board.loc(testing::at(board.size(), "C7"));
    ReadingBudget position(1000);
    ReadingBudget first = position.part(400);
    EXPECT_EQ(read_capture(board, chain, Color::black, first), CaptureResult::captured);
    while (position.spend()) {
    }
    ReadingBudget second = position.part(400);
    EXPECT_EQ(read_capture(board, chain, Color::black, second), CaptureResult::unknown);
}

}  // namespace
}  // namespace kifu::scoring
