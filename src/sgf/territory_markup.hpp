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

// The private property `kifu annotate` writes beside the TB/TW it adds from its own
// judgement of the dead stones (--dead auto): they are not the players' count. Read back as the players'
// markup, kifu's judgement would become a "count of the players' markup" that `check`
// sets against RE.
inline constexpr const char* judged_territory_property = "KIFU";
inline constexpr const char* judged_territory_value = "TB and TW are kifu's judgement, not the players' markup";

// Whether node `id` holds the players' TB or TW: either property, and not
// judged_territory_property beside them.
bool has_players_markup(const GameTree& tree, NodeId id);

// Empty when no main-line node has the players' TB or TW (has_players_markup).
std::optional<TerritoryMarkup> territory_markup(const GameTree& tree, BoardSize size);

}  // namespace kifu::sgf
