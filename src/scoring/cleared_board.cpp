#include "scoring/cleared_board.hpp"

#include "base/flood_fill.hpp"
#include "scoring/local_board.hpp"

namespace kifu::scoring {

ClearedBoard::ClearedBoard(const rules::Board& position, const std::vector<Point>& dead)
    : layout(position.size()), cells(static_cast<std::size_t>(layout.cells()), LocalBoard::wall),
      taken_off(cells.size(), LocalBoard::empty), region_of(cells.size(), -1) {
    const BoardSize size = layout.size();
    for (int y = 0; y < size.height; ++y)
        for (int x = 0; x < size.width; ++x) {
            const Point p{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)};
            const auto stone = position.at(p);
            cells[layout.loc(p)] = stone ? LocalBoard::cell_of(*stone) : LocalBoard::empty;
        }
    for (Point p : dead) {
        if (!on_board(p, size) || cells[layout.loc(p)] == LocalBoard::empty) continue;
        taken_off[layout.loc(p)] = cells[layout.loc(p)];
        cells[layout.loc(p)] = LocalBoard::empty;
    }
    // The empty regions (the dead stones' points included), and the colours each touches.
    FloodFill<BoardLayout::Loc> fill;
    fill.begin(cells.size());
    for (std::size_t start = 0; start < cells.size(); ++start) {
        if (cells[start] != LocalBoard::empty || fill.marked(static_cast<BoardLayout::Loc>(start))) continue;
        const int id = static_cast<int>(regions.size());
        EmptyRegion region;
        fill.fill(
            static_cast<BoardLayout::Loc>(start), [&](BoardLayout::Loc l) { return layout.neighbours(l); },
            [&](BoardLayout::Loc n) {
                const auto c = cells[n];
                if (c == LocalBoard::black) region.touches_black = true;
                else if (c == LocalBoard::white) region.touches_white = true;
                return c == LocalBoard::empty ? Flood::enter : Flood::skip;
            },
            [&](BoardLayout::Loc l) {
                region_of[l] = id;
                ++region.size;
            });
        regions.push_back(region);
    }
}

}  // namespace kifu::scoring
