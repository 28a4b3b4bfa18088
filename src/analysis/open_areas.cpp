#include "analysis/open_areas.hpp"

#include <algorithm>
#include <array>
#include <cstdint>

namespace kifu::analysis {
namespace {

// Up to this many empty points bordered by both colours are dame: a finished game leaves a
// row of them between two walls now and then.
constexpr std::size_t dame_region = 4;
// A region is open when the colour with the shorter border holds at least a fifth of it.
constexpr std::size_t minority_share_denominator = 5;
constexpr std::size_t max_points = std::size_t{max_board_side} * max_board_side;

}  // namespace

std::size_t open_points(const rules::Board& board) {  // an empty board is all open
    const int width = board.size().width, height = board.size().height;
    // Fixed arrays, not vectors: the director's check asks this of every counted game.
    std::array<std::uint8_t, max_points> seen{};
    std::array<Point, max_points> stack;
    std::size_t open = 0;
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            const Point start{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)};
            if (seen[static_cast<std::size_t>(y * width + x)] || !board.empty_at(start)) continue;
            std::size_t border[2] = {0, 0};   // stone neighbours of the region, by colour (with repeats)
            std::size_t region = 0, top = 0;
            stack[top++] = start;
            seen[static_cast<std::size_t>(y * width + x)] = 1;
            while (top > 0) {
                const Point p = stack[--top];
                ++region;
                const int dx[] = {0, -1, 1, 0}, dy[] = {-1, 0, 0, 1};
                for (int d = 0; d < 4; ++d) {
                    const int nx = p.x + dx[d], ny = p.y + dy[d];
                    if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
                    const Point n{static_cast<std::uint8_t>(nx), static_cast<std::uint8_t>(ny)};
                    if (const auto stone = board.at(n)) {
                        ++border[*stone == Color::black ? 0 : 1];
                    } else if (std::uint8_t& mark = seen[static_cast<std::size_t>(ny * width + nx)]; !mark) {
                        mark = 1;
                        stack[top++] = n;
                    }
                }
            }
            // Open play, not territory: bordered by both colours, each on a fair share of the
            // border, or by neither (an empty board). A dead stone or two inside a territory
            // touch it too, but on a sliver of its border (finished AI games without passes
            // showed this).
            const std::size_t minority = std::min(border[0], border[1]), all = border[0] + border[1];
            const bool open_region = all == 0 || minority * minority_share_denominator >= all;
            if (open_region && region > dame_region) open += region;
        }
    return open;
}

bool far_from_finished(const rules::Board& board) {
    const auto points = static_cast<std::size_t>(board.size().width * board.size().height);
    return open_points(board) * 10 > points;
}

}  // namespace kifu::analysis
