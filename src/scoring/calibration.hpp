#pragma once
// One meaning of a chain's confidence: the probability that its status is right, read from
// its findings through the table JudgeParams keeps (measured on the dev split: a chain's
// status against the players' own dead stones). A proof is 1 and is also marked as a proof
// (ChainJudgement::proved), so "proved" never hides inside a number.
#include "scoring/judge_params.hpp"
#include "scoring/judgement.hpp"

namespace kifu::scoring {

// A doubt was raised about the chain: by reading (reading-doubt), by a capture that may not
// pay (capture-doubt), or by a seki-review kill, which players count both ways.
bool doubted(const ChainJudgement& j);

// The finding that decided the chain's status: the last one that gave a status (a seki
// finding only names the kind of life the play-outs found; a doubt decides nothing).
const Finding* deciding_finding(const ChainJudgement& j);

// The probability that `j`'s status is right: 1 for a proof; doubted_probability after a
// doubt; for a status the play-outs decided, the probability of its share's bucket
// (playout_calibration), and for a lone ko stone that of its walls' share (the lone-ko
// finding's measure); review_probability for a status a review decided (eye-space,
// nakade-reading).
double calibrated_confidence(const ChainJudgement& j, const JudgeParams& params);

}  // namespace kifu::scoring
