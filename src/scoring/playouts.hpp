#pragma once
// Random play-outs from a final position, to see who ends up owning each point.
//
// Each move is the policy's answer to the last moves when there is one (see
// playout_policy.hpp: save or capture what is in atari, take a chain whose atari was
// ignored, play the vital point of a three-point eye), else a random move the light policy
// allows: no filling one's own true eye or four-point eye space, no self-atari of two or
// more stones. A play-out ends after two passes in a row.
#include <cstdint>
#include <functional>
#include <vector>

#include "base/flood_fill.hpp"
#include "base/splitmix64.hpp"
#include "scoring/judge_params.hpp"
#include "scoring/pass_memo.hpp"
#include "scoring/playout_board.hpp"
#include "scoring/point_sampler.hpp"

namespace kifu::scoring {

struct Ownership {
    int playouts = 0;
    // Per cell of the PlayoutBoard: in how many play-outs Black (White) owned the point at
    // the end, as a stone or as an empty point bordered by that colour alone.
    std::vector<std::uint16_t> black, white;
};

// Who owns each point at the end of a play-out: stones their colour, and each empty region
// the one colour that borders it (none when both or neither do). add() counts one board
// into `own`, whose counts are sized for b's cells (its playouts are the caller's); the
// buffers stay from one call to the next.
class OwnerCount {
public:
    void add(const PlayoutBoard& b, Ownership& own);

private:
    FloodFill<PlayoutBoard::Loc> fill_;
    std::vector<PlayoutBoard::Loc> members_;
};

// The play-outs of one position, played in as many steps as the caller likes: the k-th
// play-out is the same whether it comes in the first step or a later one (the same random
// numbers, the same colour first: Black in the even ones), so a caller that looks after
// some and stops changes only how many were played, never which.
class PlayoutRun {
public:
    // `start` must outlive the run; `seed` fixes the random numbers.
    PlayoutRun(const PlayoutBoard& start, std::uint64_t seed, int extra_moves = JudgeParams{}.playout_extra_moves);
    // Adds the next `playouts` play-outs to `own` (sized here on first use).
    void play(int playouts, Ownership& own);

private:
    const PlayoutBoard& start_;
    PlayoutBoard board_;
    SplitMix64 random_;
    PointSampler<PlayoutBoard::Loc> sampler_;
    OwnerCount owners_;
    PassMemo nothing_for_[2];
    int extra_moves_;
    int played_ = 0;
};

// Asked of the play-outs so far: whether they answer the caller's question plainly enough
// that more would not change the answer (then no more are played).
using PlainAnswer = std::function<bool(const Ownership&)>;

// Adds `playouts` play-outs to `own`, alternating which colour moves first (starting with
// Black); `seed` fixes the random numbers: one PlayoutRun played in one step.
void play_out(const PlayoutBoard& start, int playouts, std::uint64_t seed, Ownership& own,
              int extra_moves = JudgeParams{}.playout_extra_moves);

}  // namespace kifu::scoring
