#include "scoring/open_areas.hpp"

#include <algorithm>

#include "base/board_layout.hpp"
#include "base/flood_fill.hpp"

namespace kifu::scoring {
namespace {

// On the position as played, an area is open only when the colour with the shorter border
// holds at least a fifth of it.
constexpr std::size_t minority_share = 5;

}  // namespace

OpenAreas open_areas(const rules::Board& position, bool dead_stones_on_board) {
    OpenAreas open;
    const BoardLayout layout(position.size());
    using Loc = BoardLayout::Loc;
    FloodFill<Loc> fill;
    fill.begin(static_cast<std::size_t>(layout.cells()));
    std::vector<Point> region, borders;
    auto stone_at = [&](Loc l) { return layout.on_board(l) ? position.at(layout.point(l)) : std::nullopt; };
    for (Loc start = 0; start < layout.cells(); ++start) {   // row by row
        if (!layout.on_board(start) || fill.marked(start) || stone_at(start)) continue;
        bool black = false, white = false, away_from_stones = false;
        std::size_t contacts[2] = {0, 0};   // stone neighbours by colour, with repeats
        region.clear();
        borders.clear();
        fill.fill(
            start, [&](Loc l) { return layout.neighbours(l); },
            [&](Loc n) {
                if (!layout.on_board(n)) return Flood::skip;
                const auto stone = stone_at(n);
                if (!stone) return Flood::enter;
                (*stone == Color::black ? black : white) = true;
                ++contacts[*stone == Color::black ? 0 : 1];
                borders.push_back(layout.point(n));
                return Flood::skip;
            },
            [&](Loc l) {
                region.push_back(layout.point(l));
                const auto n = layout.neighbours(l);
                away_from_stones = away_from_stones || std::none_of(n.begin(), n.end(), [&](Loc m) {
                                       return stone_at(m).has_value();
                                   });
            });
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

std::vector<Point> empty_points(const rules::Board& position) {
    std::vector<Point> empty;
    for (int y = 0; y < position.size().height; ++y)
        for (int x = 0; x < position.size().width; ++x)
            if (const Point p{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)}; position.empty_at(p))
                empty.push_back(p);
    return empty;
}

std::size_t open_points(const rules::Board& position, bool dead_stones_on_board) {
    return open_areas(position, dead_stones_on_board).points.size();
}

bool far_from_finished(const rules::Board& position, bool dead_stones_on_board) {
    const auto points = static_cast<std::size_t>(position.size().width) * position.size().height;
    return open_points(position, dead_stones_on_board) * 10 > points;
}

}  // namespace kifu::scoring
