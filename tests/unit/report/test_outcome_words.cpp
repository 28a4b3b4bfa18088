// The words the reports share (report/outcome_words.hpp).
#include <gtest/gtest.h>

#include "report/outcome_words.hpp"

namespace kifu::report {
namespace {

// A violation's point is named as the boards label it (A-T, no I, from the bottom), and a
// point that is not on the board as the record writes it, never as a point that does not exist.
TEST(RecordedPoint, NamesAMoveAsTheBoardLabelsIt) {
    EXPECT_EQ(recorded_point("bb", {19, 19}), "B18");
    EXPECT_EQ(recorded_point("jj", {19, 19}), "K10");
    EXPECT_EQ(recorded_point("bb", {5, 5}), "B4");
    EXPECT_EQ(recorded_point("", {19, 19}), "pass");
    EXPECT_EQ(recorded_point("tt", {19, 19}), "pass");
    EXPECT_EQ(recorded_point("zz", {9, 9}), "zz, off the 9x9 board");
    EXPECT_EQ(recorded_point("a", {9, 9}), "[a], not a point kifu can read");
}

}  // namespace
}  // namespace kifu::report
