#pragma once
// Where the dead stones of a final position come from: the record's markup (TB/TW as
// KGS writes them), a list given on the command line, or none (every stone alive, as in
// Tromp-Taylor and computer games played out). Automatic judgement is another source
// (`estimate`), added behind the same type.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/point.hpp"
#include "rules/board.hpp"
#include "sgf/game_tree.hpp"

namespace kifu::scoring {

enum class DeadSource : std::uint8_t { markup, given, none, estimate };

// "markup", "given", "none", "estimate": kifu's JSON `dead_source` values.
std::string_view source_name(DeadSource source);

struct DeadStones {
    DeadSource source = DeadSource::none;
    std::vector<Point> points;
    // Markup only: the points each side marked as its territory (TB, TW). Points of a
    // side's area that it left out must be filled before counting (false eyes, last
    // liberties); territory counting does not count them.
    std::optional<std::vector<Point>> black_territory, white_territory;
    // Given only: the points as named (--dead D8,Q16); `points` holds their whole chains.
    std::vector<Point> named;
};

// TB/TW of the last main-line node that has them: a side's territory points; the
// opponent's stones standing on them are dead (a side's own stones are never listed).
// Empty optional when the record has no such markup.
std::optional<DeadStones> dead_from_markup(const sgf::GameTree& tree, const rules::Board& final_position);

// --dead: points separated by commas or whitespace, as SGF writes them ("dd,de") or as
// kifu's diagrams label them ("D16,E16"), or "none". Returns the points, or sets `error`
// (e.g. "'zz' is off the 19x19 board").
std::optional<DeadStones> parse_dead_list(std::string_view text, BoardSize size, std::string& error);

// A named stone marks its whole chain: `dead.points` becomes the chains of the stones
// named on `final_position`. Returns a warning for each named point without a stone.
std::vector<std::string> mark_whole_chains(DeadStones& dead, const rules::Board& final_position);

}  // namespace kifu::scoring
