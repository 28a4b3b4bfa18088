#include "report/svg_board.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "report/svg_text.hpp"

namespace kifu::report::svg {
using scoring::Mark;

namespace {

constexpr const char* wood = "#e4bf78";
constexpr const char* wood_edge = "#b98d45";
constexpr const char* line_colour = "#3a2812";
constexpr const char* label_colour = "#333333";
constexpr const char* black_fill = "#161616";
constexpr const char* white_fill = "#fbfbf7";
constexpr const char* outline = "#111111";

const char* side_class(Color side) { return side == Color::black ? "black" : "white"; }
const char* fill_of(Color side) { return side == Color::black ? black_fill : white_fill; }

// --- glyphs -----------------------------------------------------------------------------

void stone(std::ostream& out, const std::string& cls, Color side, double cx, double cy, double cell, double opacity) {
    out << "<circle class=\"" << cls << "\" cx=\"" << num(cx) << "\" cy=\"" << num(cy) << "\" r=\"" << num(0.47 * cell)
        << "\" fill=\"" << fill_of(side) << "\" stroke=\"" << outline << "\" stroke-width=\""
        << num(std::max(0.6, 0.05 * cell)) << '"';
    if (opacity < 1) out << " opacity=\"" << num(opacity) << '"';
    out << "/>\n";
}

// A small triangle in the opposite colour on a stone in seki.
void seki_triangle(std::ostream& out, const std::string& cls, Color side, double cx, double cy, double cell) {
    const double r = 0.24 * cell;
    out << "<polygon class=\"" << cls << "\" points=\"" << num(cx) << ',' << num(cy - r) << ' ' << num(cx + 0.866 * r)
        << ',' << num(cy + 0.5 * r) << ' ' << num(cx - 0.866 * r) << ',' << num(cy + 0.5 * r) << "\" fill=\"none\" stroke=\""
        << fill_of(opponent(side)) << "\" stroke-width=\"" << num(std::max(0.6, 0.07 * cell)) << "\"/>\n";
}

void dead_cross(std::ostream& out, double cx, double cy, double cell) {
    const double r = 0.3 * cell;
    out << "<path class=\"dead-cross\" d=\"M" << num(cx - r) << ',' << num(cy - r) << 'L' << num(cx + r) << ','
        << num(cy + r) << 'M' << num(cx - r) << ',' << num(cy + r) << 'L' << num(cx + r) << ',' << num(cy - r)
        << "\" stroke=\"#c62828\" stroke-width=\"" << num(std::max(0.6, 0.06 * cell)) << "\" stroke-linecap=\"round\"/>\n";
}

void mark_style(std::ostream& out, Color side, double cell) {
    out << " fill=\"" << fill_of(side) << '"';
    if (side == Color::white) out << " stroke=\"" << outline << "\" stroke-width=\"" << num(std::max(0.5, 0.04 * cell)) << '"';
}

void territory_square(std::ostream& out, const std::string& cls, Color side, double cx, double cy, double cell) {
    const double half = 0.17 * cell;
    out << "<rect class=\"" << cls << "\" x=\"" << num(cx - half) << "\" y=\"" << num(cy - half) << "\" width=\""
        << num(2 * half) << "\" height=\"" << num(2 * half) << '"';
    mark_style(out, side, cell);
    out << "/>\n";
}

void seki_eye_dot(std::ostream& out, const std::string& cls, Color side, double cx, double cy, double cell) {
    out << "<circle class=\"" << cls << "\" cx=\"" << num(cx) << "\" cy=\"" << num(cy) << "\" r=\"" << num(0.13 * cell) << '"';
    mark_style(out, side, cell);
    out << "/>\n";
}

// A ring in the other colour on the stone just played.
void last_move_ring(std::ostream& out, double cx, double cy, double cell, Color mover) {
    out << "<circle class=\"last-move\" cx=\"" << num(cx) << "\" cy=\"" << num(cy) << "\" r=\"" << num(0.25 * cell)
        << "\" fill=\"none\" stroke=\"" << fill_of(opponent(mover)) << "\" stroke-width=\""
        << num(std::max(1.0, 0.08 * cell)) << "\"/>\n";
}

// Hollow, so it reads as "not territory"; White's has a dark halo to show on pale wood.
void must_fill_diamond(std::ostream& out, const std::string& cls, Color side, double cx, double cy, double cell) {
    const double r = 0.22 * cell, width = std::max(0.7, 0.08 * cell);
    const std::string points = num(cx) + ',' + num(cy - r) + ' ' + num(cx + r) + ',' + num(cy) + ' ' + num(cx) + ',' +
                               num(cy + r) + ' ' + num(cx - r) + ',' + num(cy);
    if (side == Color::white)
        out << "<polygon class=\"must-fill-halo\" points=\"" << points << "\" fill=\"none\" stroke=\"" << outline
            << "\" stroke-width=\"" << num(2.2 * width) << "\"/>\n";
    out << "<polygon class=\"" << cls << "\" points=\"" << points << "\" fill=\"none\" stroke=\"" << fill_of(side)
        << "\" stroke-width=\"" << num(width) << "\"/>\n";
}

// A dashed ring, orange on any ground: kifu could not settle this point.
void unsettled_ring(std::ostream& out, const std::string& cls, double cx, double cy, double cell) {
    out << "<circle class=\"" << cls << "\" cx=\"" << num(cx) << "\" cy=\"" << num(cy) << "\" r=\"" << num(0.3 * cell)
        << "\" fill=\"none\" stroke=\"#d9750b\" stroke-width=\"" << num(std::max(0.8, 0.09 * cell))
        << "\" stroke-dasharray=\"" << num(0.16 * cell) << ' ' << num(0.1 * cell) << "\"/>\n";
}

void area_tint(std::ostream& out, const std::string& cls, Color side, double cx, double cy, double cell) {
    out << "<rect class=\"" << cls << "\" x=\"" << num(cx - cell / 2) << "\" y=\"" << num(cy - cell / 2) << "\" width=\""
        << num(cell) << "\" height=\"" << num(cell) << "\" fill=\"" << (side == Color::black ? "#000000" : "#ffffff")
        << "\" fill-opacity=\"" << (side == Color::black ? "0.3" : "0.6") << "\"/>\n";
}

// --- what each point is -----------------------------------------------------------------

// For every point, what it counts as once its stone, if dead, is taken off.
std::vector<Mark> ground_marks(const analysis::ScoredGame& score) {
    const scoring::TerritoryMap& map = score.map;
    const int w = map.size().width, h = map.size().height;
    std::vector<Mark> ground(static_cast<std::size_t>(w * h));
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            ground[static_cast<std::size_t>(y * w + x)] =
                map.ground({static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)});
    return ground;
}

// The side whose area (area counting) a point is in, if any.
std::optional<Color> area_of(Mark m) {
    switch (m) {
        case Mark::black_stone: case Mark::black_seki_stone: case Mark::black_territory: case Mark::black_seki_eye:
        case Mark::black_must_fill:
            return Color::black;
        case Mark::white_stone: case Mark::white_seki_stone: case Mark::white_territory: case Mark::white_seki_eye:
        case Mark::white_must_fill:
            return Color::white;
        default: return std::nullopt;
    }
}

std::vector<Point> star_points(BoardSize size) {
    if (size.width != size.height) return {};
    std::vector<int> lines;
    int centre = -1;
    switch (size.width) {
        case 9: lines = {2, 6}, centre = 4; break;
        case 13: lines = {3, 9}, centre = 6; break;
        case 19: lines = {3, 9, 15}; break;
        default: return {};
    }
    std::vector<Point> points;
    for (int y : lines)
        for (int x : lines) points.push_back({static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)});
    if (centre >= 0) points.push_back({static_cast<std::uint8_t>(centre), static_cast<std::uint8_t>(centre)});
    return points;
}

void draw_grid(std::ostream& out, const BoardGeometry& at) {
    const int w = at.size.width, h = at.size.height;
    const double left = at.px(0), right = at.px(w - 1), top = at.py(0), bottom = at.py(h - 1);
    out << "<path class=\"grid\" fill=\"none\" stroke=\"" << line_colour << "\" stroke-width=\""
        << num(std::max(0.5, 0.035 * at.cell)) << "\" d=\"";
    for (int x = 1; x + 1 < w; ++x) out << 'M' << num(at.px(x)) << ',' << num(top) << 'V' << num(bottom);
    for (int y = 1; y + 1 < h; ++y) out << 'M' << num(left) << ',' << num(at.py(y)) << 'H' << num(right);
    out << "\"/>\n";
    out << "<rect class=\"grid-edge\" x=\"" << num(left) << "\" y=\"" << num(top) << "\" width=\"" << num(right - left)
        << "\" height=\"" << num(bottom - top) << "\" fill=\"none\" stroke=\"" << line_colour << "\" stroke-width=\""
        << num(std::max(1.0, 0.08 * at.cell)) << "\"/>\n";
    for (Point p : star_points(at.size))
        out << "<circle class=\"hoshi\" cx=\"" << num(at.px(p.x)) << "\" cy=\"" << num(at.py(p.y)) << "\" r=\""
            << num(0.11 * at.cell) << "\" fill=\"" << line_colour << "\"/>\n";
}

void draw_wood(std::ostream& out, const BoardGeometry& at) {
    const double wood_x = at.x + at.label_band(), wood_y = at.y + at.label_band();
    out << "<rect class=\"wood\" x=\"" << num(wood_x) << "\" y=\"" << num(wood_y) << "\" width=\""
        << num(at.width() - at.label_band()) << "\" height=\"" << num(at.height() - at.label_band()) << "\" fill=\""
        << wood << "\" stroke=\"" << wood_edge << "\" stroke-width=\"1\" rx=\"" << num(0.12 * at.cell) << "\"/>\n";
}

void draw_coordinates(std::ostream& out, const BoardGeometry& at) {
    const double font = std::max(5.0, 0.42 * at.cell);
    const double top_row = at.y + at.label_band() * 0.72;              // baseline above the wood
    const double left_column = at.x + at.label_band() * 0.85;          // right edge left of the wood
    out << "<g class=\"coordinates\" fill=\"" << label_colour << "\" font-size=\"" << num(font) << "\">\n";
    for (int x = 0; x < at.size.width; ++x)
        out << "<text class=\"coord col\" x=\"" << num(at.px(x)) << "\" y=\"" << num(top_row)
            << "\" text-anchor=\"middle\">" << escape(column_label(x, at.size.width)) << "</text>\n";
    for (int y = 0; y < at.size.height; ++y)
        out << "<text class=\"coord row\" x=\"" << num(left_column) << "\" y=\"" << num(at.py(y) + 0.36 * font)
            << "\" text-anchor=\"end\">" << at.size.height - y << "</text>\n";
    out << "</g>\n";
}

void draw_ground(std::ostream& out, Mark ground, double cx, double cy, double cell) {
    switch (ground) {
        case Mark::black_territory: territory_square(out, "territory black", Color::black, cx, cy, cell); break;
        case Mark::white_territory: territory_square(out, "territory white", Color::white, cx, cy, cell); break;
        case Mark::black_seki_eye: seki_eye_dot(out, "seki-eye black", Color::black, cx, cy, cell); break;
        case Mark::white_seki_eye: seki_eye_dot(out, "seki-eye white", Color::white, cx, cy, cell); break;
        case Mark::black_must_fill: must_fill_diamond(out, "must-fill black", Color::black, cx, cy, cell); break;
        case Mark::white_must_fill: must_fill_diamond(out, "must-fill white", Color::white, cx, cy, cell); break;
        default: break;
    }
}

}  // namespace

BoardGeometry fit_board(BoardSize size, double x, double y, double max_width, double max_height, double max_cell) {
    BoardGeometry g{size, x, y, 1};
    // width() and height() are linear in the cell: (band + lines + rims) * cell.
    const double per_cell_w = g.width(), per_cell_h = g.height();
    g.cell = std::min({max_cell, max_width / per_cell_w, max_height / per_cell_h});
    return g;
}

void draw_board(std::ostream& out, const BoardGeometry& at, const analysis::ScoredGame& score, Counting counting,
                bool ring_unsettled) {
    const int w = at.size.width, h = at.size.height;
    const double c = at.cell;
    const std::vector<Mark> ground = ground_marks(score);
    const auto mark_at = [&](int x, int y) { return score.map.at({static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)}); };

    out << "<g class=\"board " << (counting == Counting::area ? "area-counting" : "territory-counting") << "\">\n";
    draw_wood(out, at);

    if (counting == Counting::area) {  // under the lines, so the grid stays crisp
        out << "<g class=\"area-tints\" shape-rendering=\"crispEdges\">\n";  // no seams between cells
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x)
                if (const auto side = area_of(ground[static_cast<std::size_t>(y * w + x)]))
                    area_tint(out, std::string("area ") + side_class(*side), *side, at.px(x), at.py(y), c);
        out << "</g>\n";
    }
    draw_grid(out, at);
    draw_coordinates(out, at);

    out << "<g class=\"position\">\n";
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            const double cx = at.px(x), cy = at.py(y);
            const Mark m = mark_at(x, y);
            switch (m) {
                case Mark::black_stone: stone(out, "stone black", Color::black, cx, cy, c, 1); break;
                case Mark::white_stone: stone(out, "stone white", Color::white, cx, cy, c, 1); break;
                case Mark::black_seki_stone:
                    stone(out, "stone black seki", Color::black, cx, cy, c, 1);
                    seki_triangle(out, "seki-mark", Color::black, cx, cy, c);
                    break;
                case Mark::white_seki_stone:
                    stone(out, "stone white seki", Color::white, cx, cy, c, 1);
                    seki_triangle(out, "seki-mark", Color::white, cx, cy, c);
                    break;
                case Mark::dead_black: case Mark::dead_white: {
                    const Color was = m == Mark::dead_black ? Color::black : Color::white;
                    stone(out, std::string("dead ") + side_class(was), was, cx, cy, c, 0.4);
                    draw_ground(out, ground[static_cast<std::size_t>(y * w + x)], cx, cy, c);
                    dead_cross(out, cx, cy, c);
                    break;
                }
                default: draw_ground(out, m, cx, cy, c); break;
            }
        }
    out << "</g>\n";
    if (ring_unsettled && !score.unsettled().empty()) {  // on top: the estimate must show
        out << "<g class=\"unsettled-points\">\n";
        for (Point p : score.unsettled()) unsettled_ring(out, "unsettled", at.px(p.x), at.py(p.y), c);
        out << "</g>\n";
    }
    out << "</g>\n";
}

void draw_position(std::ostream& out, const BoardGeometry& at, const rules::Board& board) {
    out << "<g class=\"board position-only\">\n";
    draw_wood(out, at);
    draw_grid(out, at);
    draw_coordinates(out, at);
    out << "<g class=\"position\">\n";
    for (int y = 0; y < at.size.height; ++y)
        for (int x = 0; x < at.size.width; ++x)
            if (const auto side = board.at({static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)}))
                stone(out, std::string("stone ") + side_class(*side), *side, at.px(x), at.py(y), at.cell, 1);
    out << "</g>\n</g>\n";
}

void draw_last_move(std::ostream& out, const BoardGeometry& at, Point point, Color mover) {
    last_move_ring(out, at.px(point.x), at.py(point.y), at.cell, mover);
}

void draw_glyph(std::ostream& out, Glyph glyph, Color side, double cx, double cy, double cell) {
    const std::string cls = std::string("swatch ") + side_class(side);
    // A square of wood with the crossing of two lines, as on the board.
    out << "<rect class=\"swatch-wood\" x=\"" << num(cx - cell / 2) << "\" y=\"" << num(cy - cell / 2) << "\" width=\""
        << num(cell) << "\" height=\"" << num(cell) << "\" fill=\"" << wood << "\" stroke=\"" << wood_edge
        << "\" stroke-width=\"0.5\"/>\n";
    out << "<path class=\"swatch-grid\" d=\"M" << num(cx - cell / 2) << ',' << num(cy) << 'H' << num(cx + cell / 2) << 'M'
        << num(cx) << ',' << num(cy - cell / 2) << 'V' << num(cy + cell / 2) << "\" stroke=\"" << line_colour
        << "\" stroke-width=\"" << num(std::max(0.5, 0.035 * cell)) << "\"/>\n";
    switch (glyph) {
        case Glyph::stone: stone(out, cls, side, cx, cy, cell, 1); break;
        case Glyph::seki_stone:
            stone(out, cls, side, cx, cy, cell, 1);
            seki_triangle(out, cls, side, cx, cy, cell);
            break;
        case Glyph::dead_stone:
            stone(out, cls, side, cx, cy, cell, 0.4);
            dead_cross(out, cx, cy, cell);
            break;
        case Glyph::territory: territory_square(out, cls, side, cx, cy, cell); break;
        case Glyph::area:
            area_tint(out, cls, side, cx, cy, cell);
            territory_square(out, cls, side, cx, cy, cell);
            break;
        case Glyph::seki_eye: seki_eye_dot(out, cls, side, cx, cy, cell); break;
        case Glyph::must_fill: must_fill_diamond(out, cls, side, cx, cy, cell); break;
        case Glyph::unsettled: unsettled_ring(out, cls + " unsettled", cx, cy, cell); break;
        case Glyph::dame: break;
        case Glyph::last_move:
            stone(out, cls, side, cx, cy, cell, 1);
            last_move_ring(out, cx, cy, cell, side);
            break;
    }
}

}  // namespace kifu::report::svg
