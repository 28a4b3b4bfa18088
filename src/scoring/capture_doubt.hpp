#pragma once
// A chain the play-outs take off without conviction is dead only if taking it pays. Where
// the capture leaves the capturer an eye space the opponent can still kill (a nakade the
// capture opens, with the capturer short of liberties outside), the stones stand in a seki
// or an open fight: the players leave them, and the count keeps them (dev KGS 2003-02-16-5,
// five stones inside White's corner whose capture leaves White a bulky five).
// So kifu makes the capture (the capturer fills the chain's liberties) and plays the
// position out again: if the capturer's chains next to it then survive fewer than
// capturer_kept_share of the play-outs, the dead chain is not settled. Only positions
// otherwise settled are examined: each chain costs a second set of play-outs, and a
// position with a chain already unsettled is an estimate anyway. Of the settled miscounts
// that GNU Go 3.8 reads right, this turned 3 of 8 into estimates on the dev split and 1 of 2
// on the test split (tests/bench/accuracy/README.md).
#include <functional>
#include <vector>

#include "scoring/judge_params.hpp"
#include "scoring/judgement.hpp"
#include "scoring/playout_board.hpp"
#include "scoring/playouts.hpp"

namespace kifu::scoring {

// Dead chains taken off by fewer than JudgeParams::capture_doubt_below of the play-outs,
// with at most capture_doubt_liberties liberties, are captured and played out again. Lowers
// the confidence of each one whose capture the capturer does not survive to
// doubted_share and adds a finding that says why. `play_out_position` gives the
// play-outs' ownership of a position; it may stop after half of them when the PlainAnswer
// it is given says so: here, when every capturer keeps capture_doubt_plain_share of them.
void doubt_captures_that_may_not_pay(
    const PlayoutBoard& board, std::vector<ChainJudgement>& chains, const JudgeParams& params,
    const std::function<Ownership(const PlayoutBoard&, const PlainAnswer&)>& play_out_position);

}  // namespace kifu::scoring
