#include "scoring/confirmation.hpp"

#include <algorithm>
#include <array>
#include <optional>

#include "base/board_layout.hpp"
#include "base/flood_fill.hpp"
#include "scoring/local_capture.hpp"
#include "scoring/playout_board.hpp"

namespace kifu::scoring {
namespace {

using Loc = PlayoutBoard::Loc;

// The attacker's chains next to the targets with `most` liberties or fewer: their liberties
// join the search region. A seki may hold only because the attacker's wall around it is
// short of liberties itself: closing in (connecting to the wall, then filling the shared
// liberty) would leave the wall to be captured. The defender must be able to answer there.
void add_liberties_of_short_walls(const PlayoutBoard& b, const std::vector<Loc>& targets, Color attacker, int most,
                                  std::vector<Loc>& region) {
    for (Loc t : targets)
        for (Loc n : b.neighbours(t)) {
            if (!b.is(n, attacker) || b.liberties(n, most + 1) > most) continue;
            b.for_each_stone(n, [&](Loc s) {
                for (Loc m : b.neighbours(s))
                    if (b.on_board(m) && b.empty(m) && std::find(region.begin(), region.end(), m) == region.end())
                        region.push_back(m);
            });
        }
}

// A point of a seki's eye (once a dead stone on it is taken off).
bool in_seki_eye(const TerritoryMap& map, Point p) {
    return map.ground(p) == Mark::black_seki_eye || map.ground(p) == Mark::white_seki_eye;
}

// A connected seki area: seki stones, and the empty points next to them.
struct SekiArea {
    std::vector<Point> empties, black_stones, white_stones;
};

std::vector<SekiArea> seki_areas(const rules::Board& position, const TerritoryMap& map) {
    const BoardLayout layout(map.size());
    // Left, right, up, down: the order the areas' points have always been listed in.
    auto neighbours = [&](Loc l) {
        const auto stride = static_cast<Loc>(layout.stride());
        return std::array<Loc, 4>{static_cast<Loc>(l - 1), static_cast<Loc>(l + 1), static_cast<Loc>(l - stride),
                                  static_cast<Loc>(l + stride)};
    };
    FloodFill<Loc> fill;
    fill.begin(static_cast<std::size_t>(layout.cells()));
    std::vector<SekiArea> areas;
    for (Loc start = 0; start < layout.cells(); ++start) {   // row by row
        if (!layout.on_board(start) || fill.marked(start) || !is_seki_stone(map.at(layout.point(start)))) continue;
        SekiArea area;
        bool stone = false;   // the member visited last is a stone
        fill.fill(
            start, neighbours,
            [&](Loc n) {
                if (!layout.on_board(n)) return Flood::skip;
                // From a stone, spread to seki stones and empty points; from an empty
                // point only to seki stones, so the area does not run into territory. A
                // dead stone left in a seki's eye (reviewed_position) is a point of the
                // area, where play goes once it is captured.
                const Point p = layout.point(n);
                const bool point = position.empty_at(p) || in_seki_eye(map, p);
                return is_seki_stone(map.at(p)) || (stone && point) ? Flood::enter : Flood::skip;
            },
            [&](Loc l) {
                const Point p = layout.point(l);
                stone = is_seki_stone(map.at(p));
                if (!stone) area.empties.push_back(p);
                else if (position.at(p) == Color::black) area.black_stones.push_back(p);
                else area.white_stones.push_back(p);
            });
        areas.push_back(std::move(area));
    }
    return areas;
}

// The shape of a bent four left on the board: the attacker's stones and the empty points
// form a space that only the defender's chains (and the edge) surround.
bool enclosed_by(const std::vector<Point>& space, const std::vector<Point>& wall, BoardSize s) {
    auto within = [](const std::vector<Point>& v, Point p) { return std::find(v.begin(), v.end(), p) != v.end(); };
    for (Point p : space) {
        const int nx[4] = {p.x - 1, p.x + 1, p.x, p.x};
        const int ny[4] = {p.y, p.y, p.y - 1, p.y + 1};
        for (int i = 0; i < 4; ++i) {
            if (nx[i] < 0 || ny[i] < 0 || nx[i] >= s.width || ny[i] >= s.height) continue;
            const Point n{static_cast<std::uint8_t>(nx[i]), static_cast<std::uint8_t>(ny[i])};
            if (!within(space, n) && !within(wall, n)) return false;
        }
    }
    return true;
}

bool in_a_corner(const std::vector<Point>& points, BoardSize s) {
    bool side_x = false, side_y = false;
    for (Point p : points) {
        side_x = side_x || p.x == 0 || p.x == s.width - 1;
        side_y = side_y || p.y == 0 || p.y == s.height - 1;
    }
    return side_x && side_y;
}

}  // namespace

std::vector<Point> dead_as_bent_four(const rules::Board& position, const TerritoryMap& map, const JudgeParams& params,
                                     ReadingBudget& budget) {
    std::vector<Point> dead;
    std::optional<PlayoutBoard> board;  // built for the first shape that needs a search
    for (const SekiArea& area : seki_areas(position, map)) {
        // The attacker has the few stones inside; the defender the chains around them. As
        // many stones of each (one each on a 2x2 board) are no such shape: who is inside?
        if (area.black_stones.size() == area.white_stones.size()) continue;
        const bool black_inside = area.black_stones.size() < area.white_stones.size();
        const auto& inside = black_inside ? area.black_stones : area.white_stones;
        const auto& around = black_inside ? area.white_stones : area.black_stones;
        if (area.empties.empty() || area.empties.size() + inside.size() > params.bent_four_most_points) continue;
        std::vector<Point> space = area.empties;
        space.insert(space.end(), inside.begin(), inside.end());
        // The corner may hold the attacker's stones rather than empty points (its three
        // stones along the edge, the defender's liberties one line in).
        if (!in_a_corner(space, map.size())) continue;
        if (!enclosed_by(space, around, map.size())) continue;
        if (!board) board.emplace(position);
        std::vector<Loc> region, targets;
        for (Point p : area.empties) region.push_back(board->loc(p));
        for (Point p : inside) region.push_back(board->loc(p));
        for (Point p : around) targets.push_back(board->loc(p));
        ReadingBudget search_budget = budget.part(params.review_nodes);
        const Color attacker = black_inside ? Color::black : Color::white;
        const LocalCapture read =
            read_local_capture(*board, region, targets, attacker, true, params.bent_four_depth, search_budget);
        if (read.captures) dead.insert(dead.end(), around.begin(), around.end());
    }
    return dead;
}

namespace {

// Can `attacker` capture the other side's seki chains of `area`, with every move answered?
// Moves go to the area's empty points and, when they are few, to the attacker's own stones'
// points (after they are captured: the nakade is played again). `complete`: the search
// read every line within its budget.
bool captures_in_area(const PlayoutBoard& board, const SekiArea& area, Color attacker, const JudgeParams& params,
                      ReadingBudget& budget, bool* complete = nullptr, Reach reach = Reach::region) {
    const auto& own = attacker == Color::black ? area.black_stones : area.white_stones;
    const auto& theirs = attacker == Color::black ? area.white_stones : area.black_stones;
    std::vector<Loc> region, targets;
    for (Point p : area.empties) region.push_back(board.loc(p));
    if (own.size() <= params.review_own_stones_read)
        for (Point p : own) region.push_back(board.loc(p));
    for (Point p : theirs) targets.push_back(board.loc(p));
    add_liberties_of_short_walls(board, targets, attacker, params.review_short_wall_liberties, region);
    ReadingBudget search_budget = budget.part(params.review_nodes);
    const LocalCapture read =
        read_local_capture(board, region, targets, attacker, false, params.review_depth, search_budget, reach);
    if (complete != nullptr) *complete = read.complete;
    return read.captures;
}

}  // namespace

namespace {

// The position the seki review reads: the dead stones taken off, except those in a seki's
// eye. Off the board, such a stone would hand its captor the points its capture costs
// (local_seki.cpp's eye_points_read): the eye would look larger than it is, and the seki
// would look like a kill.
rules::Board reviewed_position(const rules::Board& position, const TerritoryMap& map) {
    std::vector<Point> off;
    const BoardSize size = map.size();
    for (int y = 0; y < size.height; ++y)
        for (int x = 0; x < size.width; ++x) {
            const Point p{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)};
            const bool dead = map.at(p) == Mark::dead_black || map.at(p) == Mark::dead_white;
            if (dead && !in_seki_eye(map, p)) off.push_back(p);
        }
    rules::Board reviewed = position;
    reviewed.set(off, std::nullopt);
    return reviewed;
}

}  // namespace

SekiReview review_seki(const rules::Board& final_position, const TerritoryMap& map, const JudgeParams& params,
                       ReadingBudget& budget) {
    SekiReview review;
    const rules::Board position = reviewed_position(final_position, map);
    const PlayoutBoard board(position);
    auto unsettle = [&](const SekiArea& area) {
        for (const auto* stones : {&area.black_stones, &area.white_stones})
            review.unsettled.insert(review.unsettled.end(), stones->begin(), stones->end());
    };
    for (const SekiArea& area : seki_areas(position, map)) {
        if (area.empties.empty() || area.empties.size() > params.review_most_empties) continue;
        const bool black_kills = captures_in_area(board, area, Color::black, params, budget),
                   white_kills = captures_in_area(board, area, Color::white, params, budget);
        if (black_kills && white_kills) {  // whoever moves first: a capturing race, not a seki
            unsettle(area);
        } else if (black_kills || white_kills) {
            // Read again with play on the walls' liberties outside the area (moves()): a
            // kill that does not hold then is a fight the search cannot settle.
            const Color attacker = black_kills ? Color::black : Color::white;
            if (!captures_in_area(board, area, attacker, params, budget, nullptr, Reach::outside_liberties)) {
                unsettle(area);
                continue;
            }
            const auto& dead = black_kills ? area.white_stones : area.black_stones;
            review.dead.insert(review.dead.end(), dead.begin(), dead.end());
        }
    }
    return review;
}

SekiReview review_seki(const rules::Board& final_position, const TerritoryMap& map, const JudgeParams& params) {
    ReadingBudget budget(params.reading_nodes);
    return review_seki(final_position, map, params, budget);
}

std::vector<Point> proved_seki_stones(const rules::Board& position, const TerritoryMap& map, const JudgeParams& params) {
    ReadingBudget budget(params.reading_nodes);
    std::vector<Point> proved;
    std::optional<PlayoutBoard> board;  // built for the first area that needs a search
    for (const SekiArea& area : seki_areas(position, map)) {
        if (area.empties.empty() || area.empties.size() > params.review_most_empties) continue;
        if (!board) board.emplace(position);
        for (const Color side : {Color::black, Color::white}) {
            bool complete = false;
            if (captures_in_area(*board, area, opponent(side), params, budget, &complete) || !complete) continue;
            const auto& stones = side == Color::black ? area.black_stones : area.white_stones;
            proved.insert(proved.end(), stones.begin(), stones.end());
        }
    }
    std::sort(proved.begin(), proved.end());
    return proved;
}

}  // namespace kifu::scoring
