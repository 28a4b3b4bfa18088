#pragma once
// The dead stones of a final position, and where they come from: the record's markup (TB/TW
// as KGS writes them), a list given on the command line, none (every stone alive, as in
// Tromp-Taylor and computer games played out), or kifu's judgement (`estimate`). Reading
// the markup and the list is the analysis side's (analysis/dead_stones_input.hpp).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/point.hpp"
#include "rules/board.hpp"

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

// A named stone marks its whole chain: `dead.points` becomes the chains of the stones
// named on `final_position`. Returns a warning for each named point without a stone.
std::vector<std::string> mark_whole_chains(DeadStones& dead, const rules::Board& final_position);

}  // namespace kifu::scoring
