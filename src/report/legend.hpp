#pragma once
// What each mark on a scored board means, for the legends of the SVG figure (two boards:
// territory on the left, area on the right) and of kifu view's board (one count at a time).
#include <string>
#include <vector>

#include "report/svg_board.hpp"
#include "analysis/scored_game.hpp"

namespace kifu::report {

struct LegendItem {
    svg::Glyph glyph;
    Color side;
    std::string label;
};

// The boards a legend speaks for: the figure's two, or one board drawn for one counting.
enum class LegendBoards : std::uint8_t { figure, territory, area };

// The marks the board(s) carry for `score`: stones, territory (and area), then only what
// this position has: dead stones, seki stones and eyes, points to fill, unsettled points
// (when `unsettled_ringed`), and dame.
std::vector<LegendItem> legend_items(const analysis::ScoredGame& score, LegendBoards boards, bool unsettled_ringed);

}  // namespace kifu::report
