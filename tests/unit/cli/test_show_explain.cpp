// `kifu show` and `kifu explain` in-process.
#include <gtest/gtest.h>

#include <string>

#include "../../support/run_kifu.hpp"

namespace kifu::cli {
namespace {
using testing::kifu;
using testing::Outcome;

const std::string ko = std::string(KIFU_SOURCE_DIR) + "/tests/data/illegal_ko_retake.sgf";

TEST(ShowCommand, BoardAfterTheSetupWithPlayersCoordinates) {
    const Outcome run = kifu({"show", "--ascii", "--move", "0", ko});
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_NE(run.out.find("move 0 of 3: the position after the setup"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("    A B C D E\n  5 . X O . . 5\n  4 X O . O . 4\n"), std::string::npos) << run.out;
}

TEST(ShowCommand, CapturesSoFarAndTheLastMove) {
    const Outcome run = kifu({"show", "--ascii", "--move", "1", ko});
    EXPECT_NE(run.out.find("move 1 of 3: Black C4"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("  4 X . X O . 4"), std::string::npos) << run.out;  // White's B4 captured
    EXPECT_NE(run.out.find("Black took 1, White took 0"), std::string::npos);
    const Outcome unicode = kifu({"show", "--move", "1", ko});
    EXPECT_NE(unicode.out.find("  4 ● · ● ○ · 4"), std::string::npos) << unicode.out;
}

TEST(ShowCommand, MovePastTheEndWarns) {
    const Outcome run = kifu({"show", "--move", "99", ko});
    EXPECT_EQ(run.status, 1);
    EXPECT_NE(run.err.find("only 3 moves"), std::string::npos) << run.err;
}

TEST(ExplainCommand, ListsTopicsAndShowsOne) {
    const Outcome index = kifu({"explain"});
    EXPECT_EQ(index.status, 0);
    for (const char* topic : {"ko", "superko", "suicide", "passes", "seki", "counting"})
        EXPECT_NE(index.out.find(std::string("  ") + topic), std::string::npos) << topic;
    const Outcome seki = kifu({"explain", "seki"});
    EXPECT_NE(seki.out.find("Art. 8"), std::string::npos);
    EXPECT_NE(seki.out.find("Sources:"), std::string::npos);
    EXPECT_EQ(kifu({"explain", "chess"}).status, 64);
}

}  // namespace
}  // namespace kifu::cli
