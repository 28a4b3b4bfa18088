// One meaning of confidence (scoring/calibration.hpp) and one rule for "settled"
// (scoring/settledness.hpp).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../../support/ascii_board.hpp"
#include "../../support/judge_diagram.hpp"
#include "scoring/calibration.hpp"
#include "scoring/life_and_death.hpp"
#include "scoring/open_areas.hpp"
#include "scoring/settledness.hpp"

namespace kifu::scoring {
namespace {

using testing::board_from;

ChainJudgement decided_by(Stage stage, ChainStatus status, double measure) {
    ChainJudgement j;
    j.share = measure;
    j.add({stage, status, measure});
    return j;
}

// An open area is more than dame: a neutral region with a point that touches no stone.
TEST(OpenAreas, ALineOrACorridorOfDameIsNotOpenAWiderNeutralRegionIs) {
    // Walls one and two points apart: dame only.
    EXPECT_EQ(open_points(board_from({"X.O..", "X.O..", "X.O..", "X.O..", "X.O.."})), 0U);
    EXPECT_EQ(open_points(board_from({"X..O.", "X..O.", "X..O.", "X..O.", "X..O."})), 0U);
    // Three points apart: the middle column touches no stone, the region is open.
    const OpenAreas open = open_areas(board_from({"X...O", "X...O", "X...O", "X...O", "X...O"}));
    EXPECT_EQ(open.points.size(), 15U);
    EXPECT_EQ(open.borders.size(), 10U);
    // One colour's territory is never open, however large.
    EXPECT_EQ(open_points(board_from({"...X.", "...X.", "...X.", "...X.", "...X."})), 0U);
    // An empty board is all open, and a tenth of it open is far from finished.
    EXPECT_EQ(open_points(rules::Board({9, 9})), 81U);
    EXPECT_TRUE(far_from_finished(rules::Board({9, 9})));
    EXPECT_FALSE(far_from_finished(board_from({"X.O..", "X.O..", "X.O..", "X.O..", "X.O.."})));
}

// The director's check reads the position as played, dead stones still on it: a dead stone
// inside a finished territory must not make the territory open play.
TEST(OpenAreas, ADeadStoneInsideATerritoryIsNotOpenPlayOnThePositionAsPlayed) {
    const rules::Board finished = board_from({
        "XO...XO..",
        "X....XO..",
        "X....XO..",
        "X....XO..",
        "X....XO..",
        "XXXXXXO..",
        "OOOOOOO..",
        ".........",
        ".........",
    });
    // Black's territory holds a white stone thrown in against its wall: as a count position
    // (dead stones not taken off) it touches both colours, but white holds a sliver of its
    // border.
    EXPECT_GT(open_points(finished), 9U);
    EXPECT_EQ(open_points(finished, true), 0U);
    EXPECT_FALSE(far_from_finished(finished));
    // Open play: both colours on a fair share of the border.
    EXPECT_TRUE(far_from_finished(board_from({
        "X...O....",
        "X...O....",
        "X...O....",
        "X...O....",
        "X...O....",
        "X...O....",
        "X...O....",
        "X...O....",
        "X...O....",
    })));
}

TEST(Calibration, APlayoutShareReadsAsTheMeasuredProbabilityOfItsBucket) {
    const JudgeParams params;
    EXPECT_DOUBLE_EQ(calibrated_confidence(decided_by(Stage::playouts, ChainStatus::dead, 0.52), params), 0.667);
    EXPECT_DOUBLE_EQ(calibrated_confidence(decided_by(Stage::playouts, ChainStatus::dead, 0.66), params), 0.983);
    EXPECT_DOUBLE_EQ(calibrated_confidence(decided_by(Stage::playouts, ChainStatus::alive, 1.0), params), 0.999);
    // Rising with the share, as measured.
    double last = 0;
    for (const auto& b : params.playout_calibration) {
        EXPECT_GE(b.probability, last) << b.from;
        last = b.probability;
    }
}

TEST(Calibration, AProofIsOneAndADoubtOrAReviewIsItsKindsMeasure) {
    const JudgeParams params;
    ChainJudgement proved;
    proved.proved = true;
    proved.restart({Stage::benson, ChainStatus::alive, 1, true});
    EXPECT_EQ(calibrated_confidence(proved, params), 1);

    ChainJudgement doubted = decided_by(Stage::playouts, ChainStatus::alive, 0.8);
    doubted.add({Stage::reading_doubt, ChainStatus::alive});
    EXPECT_TRUE(scoring::doubted(doubted));
    EXPECT_EQ(calibrated_confidence(doubted, params), params.doubted_probability);

    // A review that turned the play-outs' verdict: its own kind's measure, not the share the
    // play-outs gave the other status (a chain 70% of them kept alive is not "dead at 0.70").
    ChainJudgement reviewed = decided_by(Stage::playouts, ChainStatus::alive, 0.7);
    reviewed.add({Stage::eye_space, ChainStatus::dead});
    EXPECT_EQ(calibrated_confidence(reviewed, params), params.review_probability);
    EXPECT_FALSE(chain_sure(reviewed, params));
}

TEST(Settled, AChainAt66PercentIsSettledOnlyAtTheEndOfAFinishedGame) {
    JudgeParams finished;
    const ChainJudgement j = decided_by(Stage::playouts, ChainStatus::dead, 0.66);
    EXPECT_TRUE(chain_sure(j, finished));
    JudgeParams unfinished = finished;
    unfinished.settled_share = unfinished.unfinished_settled_share;
    EXPECT_FALSE(chain_sure(j, unfinished));
}

TEST(Settled, ADoubtIsNeverSettled) {
    ChainJudgement j = decided_by(Stage::playouts, ChainStatus::alive, 0.99);
    j.add({Stage::capture_doubt, ChainStatus::alive});
    EXPECT_FALSE(chain_sure(j, JudgeParams{}));
}

// An empty board: one region touching no colour, every point away from a stone.
TEST(Settled, AnEmptyBoardIsAllUnsettled) {
    const rules::Board board({9, 9});
    const LifeAndDeath j = judge_life_and_death(board);
    EXPECT_EQ(testing::marked_rows(board, j.unsettled, '?'), std::vector<std::string>(9, "?????????"));
    EXPECT_EQ(j.unsettled.size(), 81U);
    EXPECT_EQ(testing::marked_rows(board, j.open_area, '?'), std::vector<std::string>(9, "?????????"));
    EXPECT_EQ(j.open_area.size(), 81U);
}

// The half-open 7x7 board of tests/data/half_open_7x7.sgf, judged as the end of a game the
// players did not finish: Black's stones stay on the board for the open-area search, so the
// left half is open.
TEST(Settled, AnUnfinishedFightKeepsItsAreaOpen) {
    const std::vector<std::string> rows = {"...O...", "...O...", ".X.O...", "...O...", "..XO...", "...O...", "...O..."};
    LifeAndDeathOptions unfinished;
    unfinished.finished = false;
    const rules::Board board = board_from(rows);
    const LifeAndDeath j = judge_life_and_death(board, unfinished);
    EXPECT_EQ(testing::marked_rows(board, j.open_area, '?'), (std::vector<std::string>{"???O...",
                                                                                       "???O...",
                                                                                       "?X?O...",
                                                                                       "???O...",
                                                                                       "??XO...",
                                                                                       "???O...",
                                                                                       "???O..."}));
    for (const ChainJudgement& c : j.chains)
        if (c.color == Color::black) { EXPECT_FALSE(c.settled) << c.reason(); }
}

}  // namespace
}  // namespace kifu::scoring
