// One meaning of confidence (scoring/calibration.hpp) and one rule for "settled"
// (scoring/settledness.hpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../../support/ascii_board.hpp"
#include "../../support/judge_diagram.hpp"
#include "scoring/calibration.hpp"
#include "scoring/life_and_death.hpp"
#include "scoring/open_areas.hpp"
#include "scoring/settledness.hpp"
#include "scoring/territory_map.hpp"

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
    EXPECT_DOUBLE_EQ(calibrated_confidence(decided_by(Stage::playouts, ChainStatus::dead, 0.52), params), 0.625);
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

    // A lone ko stone lives as surely as the walls around its last liberty: the lone-ko
    // finding's measure is their share, read through the play-outs' table.
    ChainJudgement ko = decided_by(Stage::playouts, ChainStatus::alive, 0.58);
    ko.add({Stage::lone_ko, ChainStatus::alive, 0.9});
    EXPECT_EQ(calibrated_confidence(ko, params),
              calibrated_confidence(decided_by(Stage::playouts, ChainStatus::alive, 0.9), params));
    EXPECT_TRUE(chain_sure(ko, params));
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

// The settled rule on hand-made evidence: every chain of `board` with the status and the
// play-out share `judged` gives the chain at that point (the others alive, proved), and
// play-outs that hold every empty point for the side the count gives it to. Returns the
// chains as settle() leaves them, in board order.
std::vector<ChainJudgement> settled_chains(const rules::Board& board,
                                           const std::vector<std::pair<std::string, ChainJudgement>>& judged,
                                           bool finished, const JudgeParams& params) {
    const PlayoutBoard b(board);
    std::vector<ChainJudgement> chains;
    std::vector<Point> dead;
    std::vector<char> seen(static_cast<std::size_t>(b.cells()), 0);
    for (int y = 0; y < board.size().height; ++y)
        for (int x = 0; x < board.size().width; ++x) {
            const auto l = b.loc(testing::pt(x, y));
            if (b.empty(l) || seen[b.chain(l)]) continue;
            seen[b.chain(l)] = 1;
            ChainJudgement j;
            j.proved = true;
            j.restart({Stage::benson, ChainStatus::alive, 1, true});
            for (const auto& [name, given] : judged)
                if (b.chain(b.loc(testing::at(board, name))) == b.chain(l)) j = given;
            j.color = b.is(l, Color::black) ? Color::black : Color::white;
            j.stones.clear();
            b.for_each_stone(l, [&](PlayoutBoard::Loc s) { j.stones.push_back(b.point(s)); });
            std::sort(j.stones.begin(), j.stones.end());
            if (j.status == ChainStatus::dead) dead.insert(dead.end(), j.stones.begin(), j.stones.end());
            chains.push_back(j);
        }
    const TerritoryMap map(board, dead, {});
    Ownership own;
    own.playouts = 1;
    own.black.assign(static_cast<std::size_t>(b.cells()), 0);
    own.white.assign(static_cast<std::size_t>(b.cells()), 0);
    for (int y = 0; y < board.size().height; ++y)
        for (int x = 0; x < board.size().width; ++x) {
            const Point p = testing::pt(x, y);
            if (map.at(p) == Mark::black_territory) own.black[b.loc(p)] = 1;
            if (map.at(p) == Mark::white_territory) own.white[b.loc(p)] = 1;
        }
    settle(chains, board, b, map, own, {}, {}, finished, false, {}, params);
    return chains;
}

bool settled_at(const rules::Board& board, const std::vector<ChainJudgement>& chains, std::string_view name) {
    const Point p = testing::at(board, name);
    for (const ChainJudgement& j : chains)
        if (std::find(j.stones.begin(), j.stones.end(), p) != j.stones.end()) return j.settled;
    throw std::invalid_argument("no chain at the point");
}

// Rooms of any size, for the diagrams below: small boards, whose rooms are a large part of
// them.
JudgeParams any_room() {
    JudgeParams params;
    params.walled_in_room_cells_per_point = 1;
    return params;
}

// A lone stone in White's wide territory, which the light play-outs take off in only 60% of
// them (they let an invader live now and then): walled in by White's strong chain, with
// nothing of Black's alive in the room (H7 is dead too), it is settled at the end of a
// finished game, and not in an unfinished one, where the room is where the next fight
// would be.
TEST(Settled, ADeadStoneWalledInByStrongChainsNeedsNoSettledShare) {
    const rules::Board board = board_from({
        "...XO....",
        "...XO....",
        "...XO..X.",
        "...XO....",
        "...XO.X..",
        "...XO....",
        "...XO....",
        "...XO....",
        "...XO....",
    });
    const std::vector<std::pair<std::string, ChainJudgement>> judged = {
        {"G5", decided_by(Stage::playouts, ChainStatus::dead, 0.6)},
        {"H7", decided_by(Stage::playouts, ChainStatus::dead, 0.9)},
        {"E5", decided_by(Stage::playouts, ChainStatus::alive, 0.95)},
    };
    // Sure enough by its confidence (0.976), short of settled_share by its share.
    EXPECT_FALSE(chain_sure(judged[0].second, JudgeParams{}));
    const std::vector<ChainJudgement> finished = settled_chains(board, judged, true, any_room());
    EXPECT_TRUE(settled_at(board, finished, "G5"));
    EXPECT_TRUE(settled_at(board, finished, "E5"));
    EXPECT_FALSE(settled_at(board, settled_chains(board, judged, false, any_room()), "G5"));
    // A room of 36 points is more than a fifth of this board: its open part, not a territory.
    EXPECT_FALSE(settled_at(board, settled_chains(board, judged, true, JudgeParams{}), "G5"));
    // A wall not strong enough (alive in 80% of the play-outs) walls nothing in.
    const std::vector<std::pair<std::string, ChainJudgement>> weak_wall = {
        judged[0], judged[1], {"E5", decided_by(Stage::playouts, ChainStatus::alive, 0.8)}};
    EXPECT_FALSE(settled_at(board, settled_chains(board, weak_wall, true, any_room()), "G5"));
    // A Black stone alive in the room makes it Black's living space, not White's wall.
    const std::vector<std::pair<std::string, ChainJudgement>> living = {
        judged[0], {"H7", decided_by(Stage::playouts, ChainStatus::alive, 0.7)}, judged[2]};
    EXPECT_FALSE(settled_at(board, settled_chains(board, living, true, any_room()), "G5"));
}

// Two stones inside a White ring whose every liberty they touch: a race or a seki (dev KGS
// 2006-04-09-12, which GNU Go and the players count as a seki), not an invasion.
TEST(Settled, AWallShortOfLibertiesAwayFromTheStonesInsideWallsNothingIn) {
    const rules::Board board = board_from({
        "OOOOOOO",
        "O.X.X.O",
        "OOOOOOO",
    });
    const std::vector<std::pair<std::string, ChainJudgement>> judged = {
        {"C2", decided_by(Stage::playouts, ChainStatus::dead, 0.6)},
        {"E2", decided_by(Stage::playouts, ChainStatus::dead, 0.6)},
        {"A3", decided_by(Stage::playouts, ChainStatus::alive, 0.95)},
    };
    const std::vector<ChainJudgement> chains = settled_chains(board, judged, true, any_room());
    EXPECT_FALSE(settled_at(board, chains, "C2"));
    EXPECT_FALSE(settled_at(board, chains, "E2"));
}

// Black's lone stone C9 in atari; its last liberty D9 only Black's own chains surround, so
// White can take it only to start a ko (the lone-ko review keeps it alive). Before the end
// White may fight the ko with threats; at the end of a finished game White may still take
// it first, and then it is dead (Japanese rules 1989, Art. 7: in the confirmation a ko is
// retaken only after a pass). A ko left open is settled in neither.
TEST(Settled, ALoneKoStoneIsNeverSettled) {
    const rules::Board board = board_from({
        ".OX.X..X.",
        "OOOXXXXXX",
        ".OXX.....",
        ".OXX.....",
        ".OXX.....",
    });
    ChainJudgement ko = decided_by(Stage::playouts, ChainStatus::alive, 0.58);
    ko.add({Stage::lone_ko, ChainStatus::alive, 1});
    const std::vector<std::pair<std::string, ChainJudgement>> judged = {{"C5", ko}};
    EXPECT_FALSE(settled_at(board, settled_chains(board, judged, true, JudgeParams{}), "C5"));
    EXPECT_FALSE(settled_at(board, settled_chains(board, judged, false, JudgeParams{}), "C5"));
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

// A handicap game's setup, before White's first stone: nothing is enclosed against a
// player who has not played, so the whole board is open (9x9 with four stones: the
// play-outs alone gave every point to Black, a count of B+76.5 at move 0).
TEST(Settled, ASetupBeforeWhitesFirstStoneIsAllOpen) {
    const rules::Board board = board_from({".........",
                                           ".........",
                                           "..X...X..",
                                           ".........",
                                           ".........",
                                           ".........",
                                           "..X...X..",
                                           ".........",
                                           "........."});
    LifeAndDeathOptions setup;
    setup.finished = false;
    setup.a_side_has_not_played = true;
    const LifeAndDeath j = judge_life_and_death(board, setup);
    EXPECT_EQ(j.open_area.size(), 77U);
    EXPECT_EQ(j.unsettled.size(), 77U);
    // The same board at the end of a game in which White played and lost every stone is
    // counted: Black's area, settled.
    const LifeAndDeath lost = judge_life_and_death(board);
    EXPECT_TRUE(lost.open_area.empty());
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
