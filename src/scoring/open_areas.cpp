#include "scoring/open_areas.hpp"

#include <algorithm>

namespace kifu::scoring {
namespace {

// On the position as played, an area is open only when the colour with the shorter border
// holds at least a fifth of it.
constexpr std::size_t minority_share = 5;

}  // namespace

OpenAreas open_areas(const rules::Board& position, bool dead_stones_on_board) {
    OpenAreas open;
    const BoardSize size = position.size();
    const auto index = [&](Point p) { return static_cast<std::size_t>(p.y) * size.width + p.x; };
    std::vector<char> seen(static_cast<std::size_t>(size.width) * size.height, 0);
    std::vector<Point> stack, region, borders;
    for (int y = 0; y < size.height; ++y)
        for (int x = 0; x < size.width; ++x) {
            const Point start{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)};
            if (seen[index(start)] || !position.empty_at(start)) continue;
            bool black = false, white = false, away_from_stones = false;
            std::size_t contacts[2] = {0, 0};   // stone neighbours by colour, with repeats
            region.clear();
            borders.clear();
            stack.assign(1, start);
            seen[index(start)] = 1;
            while (!stack.empty()) {
                const Point p = stack.back();
                stack.pop_back();
                region.push_back(p);
                bool next_to_stone = false;
                const int dx[] = {0, -1, 1, 0}, dy[] = {-1, 0, 0, 1};
                for (int d = 0; d < 4; ++d) {
                    const int nx = p.x + dx[d], ny = p.y + dy[d];
                    if (nx < 0 || ny < 0 || nx >= size.width || ny >= size.height) continue;
                    const Point n{static_cast<std::uint8_t>(nx), static_cast<std::uint8_t>(ny)};
                    if (const auto stone = position.at(n)) {
                        next_to_stone = true;
                        (*stone == Color::black ? black : white) = true;
                        ++contacts[*stone == Color::black ? 0 : 1];
                        borders.push_back(n);
                    } else if (!seen[index(n)]) {
                        seen[index(n)] = 1;
                        stack.push_back(n);
                    }
                }
                away_from_stones = away_from_stones || !next_to_stone;
            }
            // Neutral (both colours, or neither), and more than dame.
            if (black != white || !away_from_stones) continue;
            // With dead stones still on the board (the director's check judges the position as
            // played), a dead stone or two inside a territory touch it too, but on a sliver of
            // its border: open play has both colours on a fair share of it (finished AI games
            // without passes were taken for unfinished before).
            if (dead_stones_on_board && black && std::min(contacts[0], contacts[1]) * minority_share <
                                                     contacts[0] + contacts[1])
                continue;
            open.points.insert(open.points.end(), region.begin(), region.end());
            open.borders.insert(open.borders.end(), borders.begin(), borders.end());
        }
    return open;
}

std::size_t open_points(const rules::Board& position, bool dead_stones_on_board) {
    return open_areas(position, dead_stones_on_board).points.size();
}

bool far_from_finished(const rules::Board& position_as_played) {
    const auto points = static_cast<std::size_t>(position_as_played.size().width) * position_as_played.size().height;
    return open_points(position_as_played, true) * 10 > points;
}

}  // namespace kifu::scoring
