#pragma once
// Which stones of a final position live in seki, once the dead stones are known. A
// referee's question, asked before counting: the territory map (territory_map.hpp) takes the
// answer as an input, and so does every count.
//
// A dame point that neither side can fill without putting its own string in atari (and
// capturing nothing) is a seki liberty; the strings touching it live in seki. Small fights
// that this fill test misses (an eye against an eye) are read out (local_seki.hpp). A group
// that lives only through a seki is in seki too (Japanese rules 1989, Art. 8).
#include <vector>

#include "base/point.hpp"
#include "rules/board.hpp"
#include "scoring/judge_params.hpp"
#include "scoring/reading_budget.hpp"

namespace kifu::scoring {

// The stones in seki of `position` with the stones at `dead` taken off, sorted. The reading
// spends from `budget` (the judge's, for the position); without one, from its own
// (JudgeParams::reading_nodes).
std::vector<Point> find_seki(const rules::Board& position, const std::vector<Point>& dead, const JudgeParams& params,
                             ReadingBudget& budget);
std::vector<Point> find_seki(const rules::Board& position, const std::vector<Point>& dead,
                             const JudgeParams& params = {});

}  // namespace kifu::scoring
