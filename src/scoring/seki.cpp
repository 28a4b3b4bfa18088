#include "scoring/seki.hpp"

#include <algorithm>

#include "base/flood_fill.hpp"
#include "scoring/cleared_board.hpp"
#include "scoring/local_board.hpp"
#include "scoring/local_seki.hpp"

namespace kifu::scoring {
namespace {

constexpr std::int8_t empty = LocalBoard::empty, black = LocalBoard::black, white = LocalBoard::white,
                      wall = LocalBoard::wall;

class SekiFinder {
public:
    explicit SekiFinder(const ClearedBoard& board) : b_(board) {}

    std::vector<char> find(const JudgeParams& params, ReadingBudget& budget) const;

private:
    bool unsafe_to_fill(std::size_t point, std::int8_t colour) const;
    void extend_seki_to_groups(std::vector<char>& in_seki) const;

    const ClearedBoard& b_;
    mutable FloodFill<BoardLayout::Loc> fill_;   // the fill tests', kept between calls
};

// Would a stone of `colour` on the empty `point` leave its string with at most one
// liberty while capturing nothing? Then that side cannot fill the point safely.
bool SekiFinder::unsafe_to_fill(std::size_t point, std::int8_t colour) const {
    const std::vector<std::int8_t>& cells = b_.cells;
    const std::int8_t other = colour == black ? white : black;
    auto at = [&](std::size_t i) { return i == point ? colour : cells[i]; };
    auto neighbours = [&](BoardLayout::Loc l) { return b_.layout.neighbours(l); };
    // Liberties of the string through `start` (of `col`), counted up to `limit`.
    auto liberties = [&](std::size_t start, std::int8_t col, int limit) {
        int libs = 0;
        fill_.begin(cells.size());
        fill_.fill(
            static_cast<BoardLayout::Loc>(start), neighbours,
            [&](BoardLayout::Loc n) {
                if (cells[n] == wall || fill_.marked(n)) return Flood::skip;
                if (at(n) == col) return Flood::enter;
                if (at(n) == empty) {
                    fill_.mark(n);   // counted once
                    ++libs;
                }
                return Flood::skip;
            },
            [&](BoardLayout::Loc) { return libs < limit; });
        return libs;
    };
    auto for_neighbours = [&](std::size_t i, auto&& f) {
        for (const BoardLayout::Loc n : neighbours(static_cast<BoardLayout::Loc>(i)))
            if (cells[n] != wall) f(std::size_t{n});
    };
    bool captures = false;
    for_neighbours(point, [&](std::size_t n) {
        if (cells[n] == other && liberties(n, other, 1) == 0) captures = true;
    });
    if (captures) return false;
    return liberties(point, colour, 2) <= 1;
}

std::vector<char> SekiFinder::find(const JudgeParams& params, ReadingBudget& budget) const {
    const std::vector<std::int8_t>& cells = b_.cells;
    std::vector<char> in_seki(cells.size(), 0);
    auto mark_string = [&](BoardLayout::Loc start) {
        const std::int8_t col = cells[start];
        fill_.begin(cells.size());
        fill_.fill(
            start, [&](BoardLayout::Loc l) { return b_.layout.neighbours(l); },
            [&](BoardLayout::Loc n) { return cells[n] == col && !in_seki[n] ? Flood::enter : Flood::skip; },
            [&](BoardLayout::Loc l) { in_seki[l] = 1; });
    };
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (cells[i] != empty) continue;
        const EmptyRegion& r = b_.regions[static_cast<std::size_t>(b_.region_of[i])];
        if (!(r.touches_black && r.touches_white)) continue;
        if (!unsafe_to_fill(i, black) || !unsafe_to_fill(i, white)) continue;
        for (const BoardLayout::Loc n : b_.layout.neighbours(static_cast<BoardLayout::Loc>(i)))
            if ((cells[n] == black || cells[n] == white) && !in_seki[n]) mark_string(n);
    }
    // An eye against an eye: the fill test above sees no seki while two shared liberties are
    // left, and the fight has to be read (local_seki.hpp).
    find_seki_by_reading(b_, in_seki, params, budget);
    // Once, from the seki the shared liberties show: a group added here does not make its
    // neighbours' eyes seki eyes in turn (that would run through a living group's territory).
    extend_seki_to_groups(in_seki);
    return in_seki;
}

// A group that lives only through a seki is in seki too. Japanese rules (1989, Art. 8): living
// stones that have dame are in seki, and only eye points surrounded by stones not in seki are
// territory; strings that share an eye are one group of living stones. So strings of one
// colour that border the same one-colour region form a group, and a group with a string in
// seki and no two eyes of its own (its regions that are not seki eyes already, i.e. not a
// single point next to a string in seki: none, or a single one of at most two points) is in
// seki with all its strings. GNU Go's dragons in seki and KGS's counts agree.
void SekiFinder::extend_seki_to_groups(std::vector<char>& in_seki) const {
    const std::vector<std::int8_t>& cells = b_.cells;
    const std::vector<EmptyRegion>& regions = b_.regions;
    if (std::find(in_seki.begin(), in_seki.end(), 1) == in_seki.end()) return;  // most boards: no seki
    // The one-colour regions next to a string in seki (read before any group joins).
    std::vector<char> borders_seki(regions.size(), 0);
    for (std::size_t i = 0; i < cells.size(); ++i)
        if (in_seki[i])
            for (const BoardLayout::Loc n : b_.layout.neighbours(static_cast<BoardLayout::Loc>(i)))
                if (cells[n] == empty) borders_seki[static_cast<std::size_t>(b_.region_of[n])] = 1;
    // Each group by one flood fill through its stones and its one-colour regions.
    std::vector<char> region_counted(regions.size(), 0);
    std::vector<std::size_t> stones;
    fill_.begin(cells.size());
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const auto start = static_cast<BoardLayout::Loc>(i);
        const std::int8_t colour = cells[start];
        if ((colour != black && colour != white) || fill_.marked(start)) continue;
        bool has_seki = false;
        int own_eyes = 0, own_eye_points = 0;
        stones.clear();
        fill_.fill(
            start, [&](BoardLayout::Loc l) { return b_.layout.neighbours(l); },
            [&](BoardLayout::Loc n) {
                if (cells[n] == colour) return Flood::enter;
                if (cells[n] != empty) return Flood::skip;
                const auto r = static_cast<std::size_t>(b_.region_of[n]);
                const bool one_colour = regions[r].touches_black != regions[r].touches_white;
                if (!one_colour) return Flood::skip;  // dame: no eye, and no link
                // A seki eye already (territory_map.cpp): one point next to a string in seki.
                if (!region_counted[r] && !(borders_seki[r] && regions[r].size == 1)) {
                    ++own_eyes;
                    own_eye_points += regions[r].size;
                }
                region_counted[r] = 1;
                return Flood::enter;
            },
            [&](BoardLayout::Loc l) {
                if (cells[l] != colour) return;
                stones.push_back(l);
                has_seki = has_seki || in_seki[l];
            });
        const bool lives_on_its_own = own_eyes >= 2 || own_eye_points > 2;
        if (has_seki && !lives_on_its_own)
            for (std::size_t stone : stones) in_seki[stone] = 1;
    }
}

}  // namespace

std::vector<Point> find_seki(const rules::Board& position, const std::vector<Point>& dead, const JudgeParams& params,
                             ReadingBudget& budget) {
    const ClearedBoard board(position, dead);
    const std::vector<char> in_seki = SekiFinder(board).find(params, budget);
    std::vector<Point> seki;
    const BoardSize size = board.layout.size();
    for (int x = 0; x < size.width; ++x)   // in Point order
        for (int y = 0; y < size.height; ++y) {
            const Point p{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)};
            if (in_seki[board.layout.loc(p)]) seki.push_back(p);
        }
    return seki;
}

std::vector<Point> find_seki(const rules::Board& position, const std::vector<Point>& dead, const JudgeParams& params) {
    ReadingBudget budget(params.reading_nodes);
    return find_seki(position, dead, params, budget);
}

}  // namespace kifu::scoring
