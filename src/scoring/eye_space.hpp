#pragma once
// A second look at the chains the play-outs judged without conviction, by the shape of the
// room they have. Random play-outs seldom find the one killing move of a square four or a
// nakade, and they capture a lone stone that its owner would save by connecting; players
// do neither. Both rules only change chains the play-outs did not convince
// (convinced(), judgement.hpp), and never a certain (Benson) one.
#include <vector>

#include "scoring/judge_params.hpp"
#include "scoring/judgement.hpp"
#include "scoring/playout_board.hpp"

namespace kifu::scoring {

// A lone stone judged without conviction (dead, or alive by too few play-outs to settle
// it), in atari, whose last liberty only its own strong chains surround: the opponent can
// take it only to start a ko its owner ends by connecting there. Players count it alive
// (and the point as one to fill). The finding's measure is the least share of those
// chains: the stone lives as surely as they do (the play-outs, whose ko fights are coin
// flips, kept 23 such stones in only 50-65% of them in the dev split's finished games;
// the players counted every one alive).
void revive_lone_ko_stones(const PlayoutBoard& board, std::vector<ChainJudgement>& chains, const JudgeParams& params);

// A chain judged alive without conviction, walled in by the opponent's strong chains (each
// with two liberties outside, so no capturing race), with no eye there or one eye of a
// dead shape (one or two points, the square four, a nakade whose vital point the opponent
// holds), no part touching the wall with four or more points away from it in a living
// shape, and no seki (the opponent can fill one of its outside liberties): every chain
// of its colour in the area is dead, and the opponent's chains there alive.
void kill_chains_without_eye_space(const PlayoutBoard& board, std::vector<ChainJudgement>& chains,
                                   const JudgeParams& params);

}  // namespace kifu::scoring
