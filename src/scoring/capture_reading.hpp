#pragma once
// Tactical reading of one chain short of liberties: can the opponent capture it, with
// either side to move? Random play-outs misjudge capturing races (semeai) and ladders: a
// chain in atari that cannot escape survives every play-out in which the opponent happens
// to play elsewhere, or in which the chain's owner first reduces the capturer's eye.
//
// The search is the usual one of Go programs' tactical readers. The attacker plays on the
// target's liberties, or saves one of its own chains next to the target that is in atari;
// the defender extends on a liberty, captures an attacking chain next to the target, or
// (not in atari) takes the liberties of one as short of them as the target. A target that
// reaches JudgeParams::escaped_liberties is safe, as a ladder's runner is once it has three.
// Depth (chain_reading_depth) and node budget bound the work; running out proves nothing.
// The search is a question of the capture reader (capture_reader.hpp).
#include <vector>

#include "base/color.hpp"
#include "scoring/judge_params.hpp"
#include "scoring/playout_board.hpp"
#include "scoring/reading_budget.hpp"

namespace kifu::scoring {

enum class CaptureResult { captured, escapes, unknown };

// Can the opponent of the target's colour capture the chain at `target`, with `to_move`
// moving first? `budget`: the positions it may look at (the judge gives one chain a part of
// JudgeParams::chain_reading_nodes).
CaptureResult read_capture(const PlayoutBoard& board, PlayoutBoard::Loc target, Color to_move, ReadingBudget& budget,
                           const JudgeParams& params = {});

}  // namespace kifu::scoring
