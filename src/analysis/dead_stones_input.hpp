#pragma once
// Where the dead stones of a counted position come from, other than kifu's own judgement:
// the record's territory markup (TB/TW) and a list the user gives (--dead). Both are read
// here, on the analysis side, so that counting (scoring/) takes only the stones.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/board.hpp"
#include "scoring/dead_stones.hpp"
#include "sgf/game_tree.hpp"

namespace kifu::analysis {

// TB/TW of the last main-line node that has them: a side's territory points; the
// opponent's stones standing on them are dead (a side's own stones are never listed).
// Empty optional when the record has no such markup.
std::optional<scoring::DeadStones> dead_from_markup(const sgf::GameTree& tree, const rules::Board& final_position);

// Why the players' markup cannot be a count of this board, or "" when it can: a point TW
// marks as White's territory that lies in Black's area (as a referee given the stones the
// markup marks dead would mark it), or the other way round. Read as the map, one stray
// TW[aa] in Black's corner made every unmarked point of White's area a point to fill and
// turned the count over (RE "did not stand"). `seki`: find_seki with the markup's dead.
std::string markup_contradiction(const rules::Board& final_position, const scoring::DeadStones& markup,
                                 const std::vector<Point>& seki);

// --dead: points separated by commas or whitespace, as SGF writes them ("dd,de") or as
// kifu's diagrams label them ("D16,E16"), or "none". Returns the points, or sets `error`
// (e.g. "'zz' is off the 19x19 board").
std::optional<scoring::DeadStones> parse_dead_list(std::string_view text, BoardSize size, std::string& error);

// Why `text` cannot be a --dead list on any board (an item that is a point on none, up to
// 52x52), or "": checked once, before any game, so that a bad word is one usage error,
// not one error per game of a collection. The item is quoted cut short.
std::string dead_list_error(std::string_view text);

}  // namespace kifu::analysis
