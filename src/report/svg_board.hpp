#pragma once
// One scored board drawn like a Go book diagram, in SVG: wooden board, grid, star points,
// coordinates (columns A-T without I, rows numbered from the bottom), stones with
// outlines, and the marks of one way of counting:
//
//   territory counting  small squares on each side's territory (dead stones' points
//                       included), dead stones translucent and crossed;
//   area counting       additionally every point of a side's area tinted (its stones,
//                       territory, seki eyes and points to fill).
//
// Seki stones carry a small triangle, seki eyes a dot, points that must be filled a
// diamond; points kifu could not settle (its count is then an estimate) a dashed orange
// ring over whatever else is there; dame are left unmarked. Elements carry classes the tests count:
// "stone black|white" (living stones, "seki" added in seki), "dead black|white",
// "territory black|white", "area black|white", "seki-eye ...", "must-fill ...",
// "unsettled", "coord col", "coord row".
#include <cstdint>
#include <ostream>
#include <string>

#include "base/color.hpp"
#include "base/coordinates.hpp"
#include "base/point.hpp"
#include "rules/board.hpp"
#include "analysis/scored_game.hpp"

namespace kifu::report::svg {

enum class Counting : std::uint8_t { territory, area };

// Where a labelled board sits on the page.
struct BoardGeometry {
    BoardSize size;
    double x = 0, y = 0;   // top-left corner, coordinate labels included
    double cell = 0;       // distance between two lines

    [[nodiscard]] double label_band() const { return 0.9 * cell; }   // room for the coordinates
    [[nodiscard]] double rim() const { return 0.7 * cell; }          // wood beyond the outer lines
    [[nodiscard]] double width() const { return label_band() + (size.width - 1) * cell + 2 * rim(); }
    [[nodiscard]] double height() const { return label_band() + (size.height - 1) * cell + 2 * rim(); }
    [[nodiscard]] double px(int column) const { return x + label_band() + rim() + column * cell; }
    [[nodiscard]] double py(int row) const { return y + label_band() + rim() + row * cell; }  // row 0 at the top
};

// The board of `size` as large as fits max_width x max_height, with cells no larger
// than max_cell, at (x, y).
BoardGeometry fit_board(BoardSize size, double x, double y, double max_width, double max_height, double max_cell);

// The final position of `score` with the marks of `counting`; the unsettled points ringed
// unless `ring_unsettled` is false (kifu view leaves out rings that would cover most of the
// board and tell nothing).
void draw_board(std::ostream& out, const BoardGeometry& at, const analysis::ScoredGame& score, Counting counting,
                bool ring_unsettled = true);

// A position without marks: the stones as they stand ("stone black|white").
void draw_position(std::ostream& out, const BoardGeometry& at, const rules::Board& board);

// The mark of the last move, a ring in the other colour on its stone ("last-move").
void draw_last_move(std::ostream& out, const BoardGeometry& at, Point point, Color mover);

// The board's glyphs on their own, for the legend, centred at (cx, cy).
enum class Glyph : std::uint8_t { stone, seki_stone, dead_stone, territory, area, seki_eye, must_fill, unsettled, dame,
                                  last_move };
void draw_glyph(std::ostream& out, Glyph glyph, Color side, double cx, double cy, double cell);

// Column label as the text report writes it (base/coordinates.hpp).
using ::kifu::column_label;

}  // namespace kifu::report::svg
