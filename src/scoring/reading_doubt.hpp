#pragma once
// Where the play-outs and tactical reading disagree, kifu does not call the chain settled.
// A chain short of liberties that the play-outs keep alive, but that reading captures even
// when its owner moves first, may be a ladder or a net the play-outs miss, or a capturing
// race that reading misjudges (it does not count the liberties of the walls around, which
// may be short themselves). Killing such chains lost more KGS games than it won on the dev
// split; calling them unsettled turned 63 settled games into estimates, 6 of them wrong
// counts (tests/bench/accuracy/split_eval.sh).
#include <vector>

#include "scoring/judge_params.hpp"
#include "scoring/judgement.hpp"
#include "scoring/playout_board.hpp"
#include "scoring/reading_budget.hpp"

namespace kifu::scoring {

// Chains alive by the play-outs (not proved) with a share below JudgeParams::
// reading_doubt_below and at most reading_doubt_liberties, that read_capture captures with
// their owner to move: their confidence drops to doubted_share (not settled), and a
// finding says why. Not when every opposing chain next to one is dead with at least
// settled_share: reading captures it with stones the count takes off (a stone among the
// dead chains of a fight its colour won; 50 such doubts in the dev split's finished games
// left the game unsettled, with best guesses that reproduce RE). Each chain is read on a
// part of `budget` (chain_reading_nodes); without one, on a budget of its own
// (reading_nodes).
void doubt_chains_reading_captures(const PlayoutBoard& board, std::vector<ChainJudgement>& chains,
                                   const JudgeParams& params, ReadingBudget& budget);
void doubt_chains_reading_captures(const PlayoutBoard& board, std::vector<ChainJudgement>& chains,
                                   const JudgeParams& params);

}  // namespace kifu::scoring
