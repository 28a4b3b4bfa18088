#pragma once
// The points of the repetition cycle a record ends in (rules::ends_in_cycle: a triple ko
// the players left going): where the cycle's moves were played, and their neighbours (the
// stones those moves captured, the chains they fought over). The judge leaves them, and
// every chain on or next to them, unsettled (LifeAndDeathOptions::fought_over): random
// play-outs cannot say how a fight the players never ended comes out.
#include <vector>

#include "base/point.hpp"
#include "rules/replay.hpp"
#include "sgf/game_tree.hpp"

namespace kifu::analysis {

// Sorted; empty when the record does not end in a cycle (or the last repetition is an
// immediate ko retake, a ko violation). `replay` is the whole main line's.
std::vector<Point> cycle_points(const sgf::GameTree& tree, const rules::ReplayResult& replay);

}  // namespace kifu::analysis
