#include "scoring/territory_map.hpp"

#include <algorithm>

#include "scoring/local_board.hpp"
#include "scoring/local_seki.hpp"

namespace kifu::scoring {
namespace {

// The cells are those the local readings play on (find_seki_by_reading reads them).
constexpr std::int8_t empty = LocalBoard::empty, black = LocalBoard::black, white = LocalBoard::white,
                      wall = LocalBoard::wall;

}  // namespace

TerritoryMap::TerritoryMap(const rules::Board& board, const std::vector<Point>& dead,
                           const std::vector<Point>* marked_black, const std::vector<Point>* marked_white)
    : layout_(board.size()),
      cells_(static_cast<std::size_t>(layout_.cells()), wall),
      marks_(cells_.size(), Mark::dame),
      region_of_(cells_.size(), -1) {
    const BoardSize size = layout_.size();
    for (int y = 0; y < size.height; ++y)
        for (int x = 0; x < size.width; ++x) {
            const Point p{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)};
            cells_[index(p)] = empty;
            if (const auto stone = board.at(p)) {
                cells_[index(p)] = LocalBoard::cell_of(*stone);
                marks_[index(p)] = *stone == Color::black ? Mark::black_stone : Mark::white_stone;
            }
        }
    for (Point p : dead) {
        if (!on_board(p, size) || cells_[index(p)] == empty) continue;
        const bool was_black = cells_[index(p)] == black;
        if (marks_[index(p)] == Mark::dead_black || marks_[index(p)] == Mark::dead_white) continue;  // listed twice
        ++dead_[was_black ? 0 : 1];
        marks_[index(p)] = was_black ? Mark::dead_black : Mark::dead_white;
        cells_[index(p)] = empty;
    }
    mark_regions();
    find_seki();
    classify_regions(marked_black, marked_white);

    for (std::size_t i = 0; i < cells_.size(); ++i) {
        switch (marks_[i]) {
            case Mark::black_stone: case Mark::black_seki_stone: ++stones_[0]; break;
            case Mark::white_stone: case Mark::white_seki_stone: ++stones_[1]; break;
            default: break;
        }
    }
}

// Flood-fills the empty regions (dead stones' points included) and notes which colours
// each one touches.
void TerritoryMap::mark_regions() {
    std::vector<int> stack;
    for (std::size_t start = 0; start < cells_.size(); ++start) {
        if (cells_[start] != empty || region_of_[start] >= 0) continue;
        const int id = static_cast<int>(regions_.size());
        EmptyRegion region;
        stack.assign(1, static_cast<int>(start));
        region_of_[start] = id;
        while (!stack.empty()) {
            const int i = stack.back();
            stack.pop_back();
            ++region.size;
            for (const BoardLayout::Loc n : layout_.neighbours(static_cast<BoardLayout::Loc>(i))) {
                const auto c = cells_[n];
                if (c == wall) continue;
                if (c == black) region.touches_black = true;
                else if (c == white) region.touches_white = true;
                else if (region_of_[n] < 0) {
                    region_of_[n] = id;
                    stack.push_back(n);
                }
            }
        }
        regions_.push_back(region);
    }
}

// Would a stone of `colour` on the empty `point` leave its string with at most one
// liberty while capturing nothing? Then that side cannot fill the point safely.
bool TerritoryMap::unsafe_to_fill(std::size_t point, std::int8_t colour) const {
    const std::int8_t other = colour == black ? white : black;
    std::vector<std::uint32_t>& seen = scratch_seen_;  // stamped, so no clearing between searches
    if (seen.size() != cells_.size()) seen.assign(cells_.size(), 0);
    auto at = [&](std::size_t i) { return i == point ? colour : cells_[i]; };
    auto for_neighbours = [&](std::size_t i, auto&& f) {
        for (const BoardLayout::Loc n : layout_.neighbours(static_cast<BoardLayout::Loc>(i)))
            if (cells_[n] != wall) f(std::size_t{n});
    };
    // Liberties of the string through `start` (of `col`), counted up to `limit`.
    auto liberties = [&](std::size_t start, std::int8_t col, int limit) {
        const std::uint32_t stamp = ++scratch_stamp_;
        std::vector<std::size_t>& stack = scratch_stack_;
        stack.assign(1, start);
        seen[start] = stamp;
        int libs = 0;
        while (!stack.empty() && libs < limit) {
            const std::size_t i = stack.back();
            stack.pop_back();
            for_neighbours(i, [&](std::size_t n) {
                if (seen[n] == stamp) return;
                if (at(n) == empty) {
                    seen[n] = stamp;
                    ++libs;
                } else if (at(n) == col) {
                    seen[n] = stamp;
                    stack.push_back(n);
                }
            });
        }
        return libs;
    };
    bool captures = false;
    for_neighbours(point, [&](std::size_t n) {
        if (cells_[n] == other && liberties(n, other, 1) == 0) captures = true;
    });
    if (captures) return false;
    return liberties(point, colour, 2) <= 1;
}

void TerritoryMap::find_seki() {
    std::vector<char> in_seki(cells_.size(), 0);
    std::vector<std::size_t> stack;
    auto mark_string = [&](std::size_t start) {
        const std::int8_t col = cells_[start];
        stack.assign(1, start);
        in_seki[start] = 1;
        while (!stack.empty()) {
            const std::size_t i = stack.back();
            stack.pop_back();
            for (const BoardLayout::Loc n : layout_.neighbours(static_cast<BoardLayout::Loc>(i))) {
                if (cells_[n] == col && !in_seki[n]) {
                    in_seki[n] = 1;
                    stack.push_back(n);
                }
            }
        }
    };
    for (std::size_t i = 0; i < cells_.size(); ++i) {
        if (cells_[i] != empty) continue;
        const EmptyRegion& r = regions_[static_cast<std::size_t>(region_of_[i])];
        if (!(r.touches_black && r.touches_white)) continue;
        if (!unsafe_to_fill(i, black) || !unsafe_to_fill(i, white)) continue;
        for (const BoardLayout::Loc n : layout_.neighbours(static_cast<BoardLayout::Loc>(i)))
            if ((cells_[n] == black || cells_[n] == white) && !in_seki[n]) mark_string(n);
    }
    // An eye against an eye: the fill test above sees no seki while two shared liberties are
    // left, and the fight has to be read (local_seki.hpp).
    find_seki_by_reading(layout_, cells_, region_of_, regions_, in_seki);
    // Once, from the seki the shared liberties show: a group added here does not make its
    // neighbours' eyes seki eyes in turn (that would run through a living group's territory).
    extend_seki_to_groups(in_seki);
    for (std::size_t i = 0; i < cells_.size(); ++i)
        if (in_seki[i]) marks_[i] = cells_[i] == black ? Mark::black_seki_stone : Mark::white_seki_stone;
    in_seki_ = std::move(in_seki);
}

// A group that lives only through a seki is in seki too. Japanese rules (1989, Art. 8): living
// stones that have dame are in seki, and only eye points surrounded by stones not in seki are
// territory; strings that share an eye are one group of living stones. So strings of one
// colour that border the same one-colour region form a group, and a group with a string in
// seki and no two eyes of its own (its regions that are not seki eyes already, i.e. not a
// single point next to a string in seki: none, or a single one of at most two points) is in
// seki with all its strings. GNU Go's dragons in seki and KGS's counts agree.
void TerritoryMap::extend_seki_to_groups(std::vector<char>& in_seki) const {
    if (std::find(in_seki.begin(), in_seki.end(), 1) == in_seki.end()) return;  // most boards: no seki
    // The one-colour regions next to a string in seki (read before any group joins).
    std::vector<char> borders_seki(regions_.size(), 0);
    for (std::size_t i = 0; i < cells_.size(); ++i)
        if (in_seki[i])
            for (const BoardLayout::Loc n : layout_.neighbours(static_cast<BoardLayout::Loc>(i)))
                if (cells_[n] == empty) borders_seki[static_cast<std::size_t>(region_of_[n])] = 1;
    // Each group by one flood fill through its stones and its one-colour regions.
    std::vector<char> seen(cells_.size(), 0), region_counted(regions_.size(), 0);
    std::vector<std::size_t> stack, stones;
    for (std::size_t start = 0; start < cells_.size(); ++start) {
        const std::int8_t colour = cells_[start];
        if ((colour != black && colour != white) || seen[start]) continue;
        bool has_seki = false;
        int own_eyes = 0, own_eye_points = 0;
        stones.clear();
        stack.assign(1, start);
        seen[start] = 1;
        while (!stack.empty()) {
            const std::size_t i = stack.back();
            stack.pop_back();
            if (cells_[i] == colour) {
                stones.push_back(i);
                has_seki = has_seki || in_seki[i];
            }
            for (const BoardLayout::Loc n : layout_.neighbours(static_cast<BoardLayout::Loc>(i))) {
                if (seen[n] || (cells_[n] != colour && cells_[n] != empty)) continue;
                if (cells_[n] == empty) {
                    const auto r = static_cast<std::size_t>(region_of_[n]);
                    const bool one_colour = regions_[r].touches_black != regions_[r].touches_white;
                    if (!one_colour) continue;  // dame: no eye, and no link
                    // A seki eye already (classify_regions): one point next to a string in seki.
                    if (!region_counted[r] && !(borders_seki[r] && regions_[r].size == 1)) {
                        ++own_eyes;
                        own_eye_points += regions_[r].size;
                    }
                    region_counted[r] = 1;
                }
                seen[n] = 1;
                stack.push_back(n);
            }
        }
        const bool lives_on_its_own = own_eyes >= 2 || own_eye_points > 2;
        if (has_seki && !lives_on_its_own)
            for (std::size_t i : stones) in_seki[i] = 1;
    }
}

// Regions: dame, territory, seki eye, or must-fill. A seki eye is a region whose bordering
// stones are all in seki, or a single point next to a stone in seki: an eye of stones in
// seki, which Japanese rules (1989, Art. 8) do not count, though other stones of its colour
// border it too (KGS's count and GNU Go's agree).
void TerritoryMap::classify_regions(const std::vector<Point>* marked_black, const std::vector<Point>* marked_white) {
    std::vector<char> borders_free_stone(regions_.size(), 0), borders_seki_stone(regions_.size(), 0);
    for (std::size_t i = 0; i < cells_.size(); ++i) {
        if (cells_[i] == empty || cells_[i] == wall) continue;
        auto& borders = in_seki_[i] ? borders_seki_stone : borders_free_stone;
        for (const BoardLayout::Loc n : layout_.neighbours(static_cast<BoardLayout::Loc>(i))) {
            const int r = region_of_[n];   // -1 for stones and walls
            if (r >= 0) borders[static_cast<std::size_t>(r)] = 1;
        }
    }
    auto seki_eye = [&](std::size_t r) {
        return !borders_free_stone[r] || (borders_seki_stone[r] && regions_[r].size == 1);
    };
    std::vector<char> marked(cells_.size(), 0);  // 1: in Black's markup, 2: in White's
    for (const auto* list : {marked_black, marked_white})
        if (list != nullptr)
            for (Point p : *list)
                if (on_board(p, layout_.size())) marked[index(p)] = static_cast<char>(list == marked_black ? 1 : 2);
    const bool have_markup = marked_black != nullptr || marked_white != nullptr;

    std::vector<int> dame_size(regions_.size(), 0);
    ground_ = marks_;
    for (std::size_t i = 0; i < cells_.size(); ++i) {
        if (cells_[i] != empty) continue;
        const auto r = static_cast<std::size_t>(region_of_[i]);
        const EmptyRegion& region = regions_[r];
        Mark mark = Mark::dame;
        if (region.touches_black == region.touches_white) {  // both, or an empty board
            ++dame_;
            largest_dame_region_ = std::max(largest_dame_region_, ++dame_size[r]);
        } else {
            const int owner = region.touches_black ? 0 : 1;
            if (seki_eye(r)) {
                ++seki_eyes_[owner];
                mark = owner == 0 ? Mark::black_seki_eye : Mark::white_seki_eye;
            } else if (have_markup && marked[i] != owner + 1) {
                ++must_fill_[owner];
                mark = owner == 0 ? Mark::black_must_fill : Mark::white_must_fill;
            } else {
                ++territory_[owner];
                mark = owner == 0 ? Mark::black_territory : Mark::white_territory;
            }
        }
        ground_[i] = mark;
        const bool dead_here = marks_[i] == Mark::dead_black || marks_[i] == Mark::dead_white;
        if (!dead_here) marks_[i] = mark;
    }
}

std::vector<Point> TerritoryMap::points_with(const std::vector<Mark>& grid, Mark m, const BoardLayout& layout) {
    std::vector<Point> out;
    const BoardSize size = layout.size();
    for (int y = 0; y < size.height; ++y)
        for (int x = 0; x < size.width; ++x) {
            const Point p{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)};
            if (grid[layout.loc(p)] == m) out.push_back(p);
        }
    return out;
}

std::vector<Point> TerritoryMap::points_marked(Mark m) const { return points_with(marks_, m, layout_); }

std::vector<Point> TerritoryMap::points_on_ground(Mark m) const { return points_with(ground_, m, layout_); }

}  // namespace kifu::scoring
