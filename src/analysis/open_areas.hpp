#pragma once
// How far from finished a final position is, for judging a recorded count without
// counting (the director's check): the empty points in regions that touch both colours
// and are more than dame. A game stopped at move 60 has a third of the board there; a
// finished game a few points of dame at most.
#include <cstddef>

#include "rules/board.hpp"

namespace kifu::analysis {

// Empty points in regions bordered by both colours, each on at least a fifth of the border
// (or by none: an empty board), counting only regions of more than a few points (a few
// neutral points between two walls are dame, not open play; a dead stone inside a
// territory touches a sliver of its border).
std::size_t open_points(const rules::Board& board);

// More than a tenth of the board is open: the record stops far from the game's end.
bool far_from_finished(const rules::Board& board);

}  // namespace kifu::analysis
