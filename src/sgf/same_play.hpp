#pragma once
// Whether two game trees hold the same play: the same nodes in the same shape (main line
// and every variation), and in each node the same moves and setup (B, W, AB, AW, AE) as
// points on each tree's own board. Replaying two such trees gives the same position after
// every node, whatever else (comments, markup, values kifu fix normalised) differs. `kifu
// fix` checks its output against its input with it, so a writer bug that dropped or moved
// a stone is reported, never written silently.
#include <optional>
#include <string>

#include "sgf/game_tree.hpp"

namespace kifu::sgf {

// Nothing when `a` (on a board of `size_a`) and `b` hold the same play; else where they
// first differ, in words ("node 12 (move 11): B[dd] against B[dc]").
std::optional<std::string> play_difference(const GameTree& a, BoardSize size_a, const GameTree& b, BoardSize size_b);

}  // namespace kifu::sgf
