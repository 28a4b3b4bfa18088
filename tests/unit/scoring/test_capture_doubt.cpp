// A dead chain whose capture may not pay (scoring/capture_doubt): hand-made 9x9 positions,
// Black's three stones B9-D9 inside White's group along the top edge, Black's wall below
// pass-alive (one-point eyes). Diagrams: X Black, O White, '.' empty; rows from the top.
#include <gtest/gtest.h>

#include <functional>

#include <string>
#include <utility>
#include <vector>

#include "../../support/ascii_board.hpp"
#include "scoring/settledness.hpp"
#include "scoring/capture_doubt.hpp"

namespace kifu::scoring {
namespace {

using testing::board_from;
using Rows = std::vector<std::string>;

// Black's wall from row 7 down: one chain with one-point eyes, alive whatever happens above.
Rows with_black_wall(Rows top) {
    return testing::stacked(std::move(top),
                            {"XXXXXXXXX", "XXXXXXXXX", "X.XXXXX.X", "XXXXXXXXX", "XXX.XXXXX", "XXXXXXXXX", "X.XXXXX.X"});
}

// White's A8-F8 and F9 hold Black's B9-D9, whose liberties are A9 and E9. White can fill
// them and capture, but that leaves White the straight three B9-D9 for its only eye space
// (its liberties outside, G9 and G8, face Black's J8 and wall): Black plays C9 and White
// has one eye. So White does better not to capture, and the three stones are no plain
// dead stones.
const Rows capture_does_not_pay = with_black_wall({".XXX.O...", "OOOOOO..X"});

// The same three stones, where White's group has two eyes of its own on the right (G9 and
// J9): capturing costs White nothing.
const Rows capture_pays = with_black_wall({".XXX.O.O.", "OOOOOOOOO"});

// Black's three stones as the play-outs left them: dead in 80% of them, so not convinced.
ChainJudgement black_three_dead() {
    ChainJudgement j;
    j.color = Color::black;
    j.stones = testing::at(rules::Board({9, 9}), {"B9", "C9", "D9"});
    j.status = ChainStatus::dead;
    j.share = 0.8;
    j.reason() = "captured in 80% of play-outs";
    return j;
}

// All 128 play-outs, whatever the plain answer says.
Ownership play(const PlayoutBoard& after, const PlainAnswer& /*plain*/) {
    Ownership own;
    play_out(after, 128, after.hash(), own);
    return own;
}

// The first 64 play-outs, and whether the capture-doubt review took them as a plain answer.
struct HalfLook {
    bool plain = false;
    Ownership operator()(const PlayoutBoard& after, const PlainAnswer& answer) {
        Ownership own;
        play_out(after, 64, after.hash(), own);
        plain = answer(own);
        return own;
    }
};

TEST(CaptureDoubt, AChainWhoseCaptureLeavesTheCapturerOneEyeIsNotSettled) {
    const PlayoutBoard board(board_from(capture_does_not_pay));
    std::vector<ChainJudgement> chains = {black_three_dead()};
    doubt_captures_that_may_not_pay(board, chains, JudgeParams{}, play);
    EXPECT_EQ(chains[0].status, ChainStatus::dead);
    EXPECT_EQ(chains[0].share, JudgeParams{}.doubted_share);
    EXPECT_FALSE(chain_sure(chains[0], JudgeParams{})) << chains[0].reason();
    EXPECT_NE(chains[0].reason().find("once captured"), std::string::npos) << chains[0].reason();
}

TEST(CaptureDoubt, AChainWhoseCaptureCostsNothingStaysSettled) {
    const PlayoutBoard board(board_from(capture_pays));
    std::vector<ChainJudgement> chains = {black_three_dead()};
    doubt_captures_that_may_not_pay(board, chains, JudgeParams{}, play);
    EXPECT_EQ(chains[0].share, 0.8);
    EXPECT_TRUE(chain_sure(chains[0], JudgeParams{}));
}

// After half the play-outs a capture that costs nothing is a plain answer (the capturer
// keeps its walls in all of them); one that leaves the capturer one eye is not, and the
// rest are played.
TEST(CaptureDoubt, HalfThePlayoutsAnswerPlainlyOnlyWhenTheCapturerKeepsItsWalls) {
    for (const auto& [rows, plain] : {std::pair{capture_pays, true}, std::pair{capture_does_not_pay, false}}) {
        const PlayoutBoard board(board_from(rows));
        std::vector<ChainJudgement> chains = {black_three_dead()};
        HalfLook look;
        doubt_captures_that_may_not_pay(board, chains, JudgeParams{}, std::ref(look));
        EXPECT_EQ(look.plain, plain);
    }
}

// Only chains the play-outs did not convince are examined: at 95% the second play-out is
// not run, whatever it would say.
TEST(CaptureDoubt, ChainsThePlayoutsTakeOffWithConvictionAreLeftAlone) {
    const PlayoutBoard board(board_from(capture_does_not_pay));
    std::vector<ChainJudgement> chains = {black_three_dead()};
    chains[0].share = 0.95;
    bool played = false;
    doubt_captures_that_may_not_pay(board, chains, JudgeParams{},
                                    [&](const PlayoutBoard& after, const PlainAnswer& plain) {
                                        played = true;
                                        return play(after, plain);
                                    });
    EXPECT_FALSE(played);
    EXPECT_EQ(chains[0].share, 0.95);
}

}  // namespace
}  // namespace kifu::scoring
