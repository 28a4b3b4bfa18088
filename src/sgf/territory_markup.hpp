#pragma once
// The territory markup of a record (TB, TW, as KGS writes them at the end of a counted
// game): the points each side marked as its territory, read from the last main-line node
// that has either property. Who owns what, and which stones that makes dead, is the
// caller's question (analysis/dead_stones_input.hpp).
#include <optional>
#include <vector>

#include "base/point.hpp"
#include "sgf/game_tree.hpp"

namespace kifu::sgf {

struct TerritoryMarkup {
    std::vector<Point> black, white;   // TB's points, TW's points, as written (on the board)
};

// Empty when no main-line node has TB or TW.
std::optional<TerritoryMarkup> territory_markup(const GameTree& tree, BoardSize size);

}  // namespace kifu::sgf
