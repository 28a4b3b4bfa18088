#include "scoring/cleared_board.hpp"

#include "scoring/local_board.hpp"

namespace kifu::scoring {

ClearedBoard::ClearedBoard(const rules::Board& position, const std::vector<Point>& dead)
    : layout(position.size()), cells(static_cast<std::size_t>(layout.cells()), LocalBoard::wall),
      region_of(cells.size(), -1) {
    const BoardSize size = layout.size();
    for (int y = 0; y < size.height; ++y)
        for (int x = 0; x < size.width; ++x) {
            const Point p{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)};
            const auto stone = position.at(p);
            cells[layout.loc(p)] = stone ? LocalBoard::cell_of(*stone) : LocalBoard::empty;
        }
    for (Point p : dead)
        if (on_board(p, size)) cells[layout.loc(p)] = LocalBoard::empty;
    // The empty regions (the dead stones' points included), and the colours each touches.
    std::vector<int> stack;
    for (std::size_t start = 0; start < cells.size(); ++start) {
        if (cells[start] != LocalBoard::empty || region_of[start] >= 0) continue;
        const int id = static_cast<int>(regions.size());
        EmptyRegion region;
        stack.assign(1, static_cast<int>(start));
        region_of[start] = id;
        while (!stack.empty()) {
            const int i = stack.back();
            stack.pop_back();
            ++region.size;
            for (const BoardLayout::Loc n : layout.neighbours(static_cast<BoardLayout::Loc>(i))) {
                const auto c = cells[n];
                if (c == LocalBoard::wall) continue;
                if (c == LocalBoard::black) region.touches_black = true;
                else if (c == LocalBoard::white) region.touches_white = true;
                else if (region_of[n] < 0) {
                    region_of[n] = id;
                    stack.push_back(n);
                }
            }
        }
        regions.push_back(region);
    }
}

}  // namespace kifu::scoring
