#pragma once
// Board diagrams for the terminal: Unicode by default (plain ASCII on request), with
// coordinates as players write them (columns A-T without I, rows numbered from the
// bottom), optional marks from a territory map, and colour only when asked for.
#include <optional>
#include <string>
#include <vector>

#include "base/coordinates.hpp"
#include "rules/board.hpp"
#include "scoring/territory_map.hpp"

namespace kifu::report {

struct DiagramStyle {
    bool unicode = true;
    bool colour = false;   // ANSI colours; the caller decides (a terminal, and no NO_COLOR)
};

// When kifu judged life and death itself (--dead auto): the dead stones that are only
// estimated (play-outs, not proof) and the points it could not settle, drawn with their
// own glyphs so that an estimate never looks like a certainty.
struct EstimateMarks {
    std::vector<Point> estimated_dead;
    std::vector<Point> unsettled;
};

// The board, one string per line including the coordinate lines, with the marks of
// `marks` when given (territory, dead stones, seki, dame), `estimate` over them, and
// `last_move` highlighted.
std::vector<std::string> board_diagram(const rules::Board& board, const scoring::TerritoryMap* marks,
                                       DiagramStyle style, std::optional<Point> last_move = std::nullopt,
                                       const EstimateMarks* estimate = nullptr);

// The legend line for a diagram with marks (or without: stones only).
std::string diagram_legend(DiagramStyle style, bool with_marks);
// The second legend line for a diagram with estimate marks.
std::string estimate_legend(DiagramStyle style);

// "D4": one coordinate system for every output (base/coordinates.hpp).
using ::kifu::player_coordinate;

// Whether to colour output: stdout is a terminal and NO_COLOR is not set (no-color.org).
bool colour_wanted();

}  // namespace kifu::report
