#pragma once
// The seki review's reading (confirmation.hpp): a local fight on the PlayoutBoard in which
// the attacker moves first and the defender answers every move (or passes); can the
// attacker capture one of the targets? Depth-limited, on a part of the position's reading
// budget (reading_budget.hpp), with a table of the positions already refuted; running out
// proves nothing. The search is a question of the capture reader (capture_reader.hpp).
#include <vector>

#include "base/color.hpp"
#include "scoring/playout_board.hpp"
#include "scoring/reading_budget.hpp"

namespace kifu::scoring {

// Where a local search's moves may go: the region only, or also outside it
// (LocalFight::moves in local_capture.cpp).
enum class Reach { region, outside_liberties };

struct LocalCapture {
    bool captures = false;   // the attacker captures a target, whatever the defender answers
    bool complete = false;   // every line was read to its end (or its depth) within the budget
};

// Can `attacker`, moving first, capture one of `targets`? Moves are tried in `region` (and,
// with `Reach::outside_liberties`, next to it), `depth` plies at most. With
// `attacker_ignores_ko` the attacker may retake a ko at once (it starts the ko and wins it,
// as in the Japanese confirmation) while the defender may not.
LocalCapture read_local_capture(const PlayoutBoard& board, std::vector<PlayoutBoard::Loc> region,
                                std::vector<PlayoutBoard::Loc> targets, Color attacker, bool attacker_ignores_ko,
                                int depth, ReadingBudget& budget, Reach reach = Reach::region);

}  // namespace kifu::scoring
