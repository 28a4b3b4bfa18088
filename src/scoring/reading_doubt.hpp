#pragma once
// Where the play-outs and tactical reading disagree, kifu does not call the chain settled.
// A chain short of liberties that the play-outs keep alive, but that reading captures even
// when its owner moves first, may be a ladder or a net the play-outs miss, or a capturing
// race that reading misjudges (it does not count the liberties of the walls around, which
// may be short themselves). Killing such chains lost more KGS games than it won on the dev
// split; calling them unsettled turned 63 settled games into estimates, 6 of them wrong
// counts (tests/bench/accuracy/split_eval.sh).
#include <vector>

#include "scoring/life_and_death.hpp"
#include "scoring/playout_board.hpp"

namespace kifu::scoring {

// The play-outs' share below which a chain is open to this doubt, and the confidence a
// doubted chain gets (below ChainJudgement::settled_share: not settled).
inline constexpr double reading_doubt_below = 0.9;
inline constexpr double doubted_confidence = 0.5;

// Chains alive by the play-outs (not proved) with a share below reading_doubt_below and
// at most two liberties, that read_capture captures with their owner to move: their
// confidence drops to doubted_confidence, and the reason says why.
void doubt_chains_reading_captures(const PlayoutBoard& board, std::vector<ChainJudgement>& chains);

}  // namespace kifu::scoring
