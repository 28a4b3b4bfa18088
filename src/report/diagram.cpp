#include "report/diagram.hpp"

#include <algorithm>
#include <cstdlib>
#include <unistd.h>

#include <fmt/format.h>

namespace kifu::report {
namespace {

using scoring::Mark;

struct Glyph {
    const char* unicode;
    char ascii;
    const char* colour;  // ANSI SGR parameters, "" for none
};

// One table for every mark, so the diagram and its legend cannot disagree.
Glyph glyph_of(Mark m) {
    switch (m) {
        case Mark::black_stone: return {"●", 'X', "1"};
        case Mark::white_stone: return {"○", 'O', "1"};
        case Mark::black_seki_stone: return {"◉", '#', "1;35"};
        case Mark::white_seki_stone: return {"◎", '@', "1;35"};
        case Mark::dead_black: return {"◆", 'x', "31"};
        case Mark::dead_white: return {"◇", 'o', "31"};
        case Mark::black_territory: return {"▪", 'b', "34"};
        case Mark::white_territory: return {"▫", 'w', "33"};
        case Mark::black_seki_eye: case Mark::white_seki_eye: return {"∘", 'e', "35"};
        case Mark::black_must_fill: case Mark::white_must_fill: return {"◌", 'f', "36"};
        case Mark::dame: return {"·", '.', "2"};
    }
    return {"?", '?', ""};
}

// Estimated dead stones and unsettled points (EstimateMarks): apart from the table above so
// the territory marks keep one glyph each.
constexpr Glyph estimated_dead_black{"⊗", 'y', "31"};
constexpr Glyph estimated_dead_white{"⊘", 'z', "31"};
constexpr Glyph unsettled{"?", '?', "1;33"};

bool contains(const std::vector<Point>& points, Point p) {
    return std::find(points.begin(), points.end(), p) != points.end();
}

// Hoshi as Go boards print them: the 3-3 (2-2 on 9x9) points and the centre, and on 19x19
// the sides' midpoints too.
bool is_star_point(int x, int y, BoardSize size) {
    if (size.width != size.height) return false;
    const int n = size.width, centre = n / 2;
    if (n != 9 && n != 13 && n != 19) return false;
    const int edge = n == 9 ? 2 : 3;
    if (x == centre && y == centre) return true;
    auto on_line = [&](int v) { return v == edge || v == n - 1 - edge || (n == 19 && v == centre); };
    return on_line(x) && on_line(y);
}

std::string paint(const std::string& text, const char* sgr, bool colour) {
    if (!colour || *sgr == '\0') return text;
    return fmt::format("\033[{}m{}\033[0m", sgr, text);
}

}  // namespace

bool colour_wanted() {
    const char* no_color = std::getenv("NO_COLOR");
    if (no_color != nullptr && *no_color != '\0') return false;
    return isatty(STDOUT_FILENO) == 1;
}

std::vector<std::string> board_diagram(const rules::Board& board, const scoring::TerritoryMap* marks,
                                       DiagramStyle style, std::optional<Point> last_move,
                                       const EstimateMarks* estimate) {
    const BoardSize size = board.size();
    std::vector<std::string> lines;
    std::string columns = "    ";
    for (int x = 0; x < size.width; ++x) {
        columns += column_label(x, size.width);
        if (x + 1 < size.width) columns += ' ';
    }
    lines.push_back(columns);
    for (int y = 0; y < size.height; ++y) {
        std::string row = fmt::format("{:>3} ", size.height - y);
        for (int x = 0; x < size.width; ++x) {
            const Point p{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)};
            Glyph g{"·", '.', "2"};
            if (marks != nullptr) {
                g = glyph_of(marks->at(p));
                if (estimate != nullptr && board.empty_at(p) && contains(estimate->unsettled, p)) g = unsettled;
                else if (estimate != nullptr && contains(estimate->estimated_dead, p))
                    g = marks->at(p) == Mark::dead_black ? estimated_dead_black : estimated_dead_white;
            } else if (const auto stone = board.at(p)) {
                g = glyph_of(*stone == Color::black ? Mark::black_stone : Mark::white_stone);
            } else if (is_star_point(x, y, size)) {
                g = {"+", '+', "2"};
            }
            std::string cell = style.unicode ? std::string(g.unicode) : std::string(1, g.ascii);
            const char* sgr = last_move == p ? "1;4;32" : g.colour;  // the last move: bold green, underlined
            row += paint(cell, sgr, style.colour);
            if (x + 1 < size.width) row += ' ';
        }
        row += fmt::format(" {:<3}", size.height - y);
        while (!row.empty() && row.back() == ' ') row.pop_back();
        lines.push_back(row);
    }
    lines.push_back(columns);
    return lines;
}

std::string diagram_legend(DiagramStyle style, bool with_marks) {
    auto g = [&](Mark m) {
        const Glyph glyph = glyph_of(m);
        return style.unicode ? std::string(glyph.unicode) : std::string(1, glyph.ascii);
    };
    if (!with_marks) return fmt::format("    {} Black  {} White", g(Mark::black_stone), g(Mark::white_stone));
    return fmt::format("    {} {} stones   {} {} dead   {} {} in seki   {} {} territory   {} seki eye   {} must be "
                       "filled   {} dame",
                       g(Mark::black_stone), g(Mark::white_stone), g(Mark::dead_black), g(Mark::dead_white),
                       g(Mark::black_seki_stone), g(Mark::white_seki_stone), g(Mark::black_territory),
                       g(Mark::white_territory), g(Mark::black_seki_eye), g(Mark::black_must_fill), g(Mark::dame));
}

std::string estimate_legend(DiagramStyle style) {
    auto g = [&](const Glyph& glyph) { return style.unicode ? std::string(glyph.unicode) : std::string(1, glyph.ascii); };
    return fmt::format("    {} {} dead (estimated by play-outs; {} {} proved)   {} not settled",
                       g(estimated_dead_black), g(estimated_dead_white), g(glyph_of(Mark::dead_black)),
                       g(glyph_of(Mark::dead_white)), g(unsettled));
}

}  // namespace kifu::report
