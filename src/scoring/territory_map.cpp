#include "scoring/territory_map.hpp"

#include <algorithm>

#include "scoring/local_board.hpp"

namespace kifu::scoring {
namespace {

constexpr std::int8_t empty = LocalBoard::empty, black = LocalBoard::black, wall = LocalBoard::wall;

}  // namespace

TerritoryMap::TerritoryMap(const rules::Board& board, const std::vector<Point>& dead, const std::vector<Point>& seki,
                           const std::vector<Point>* marked_black, const std::vector<Point>* marked_white,
                           const std::vector<Point>& unsettled)
    : board_(board, dead), marks_(board_.cells.size(), Mark::dame), in_seki_(board_.cells.size(), 0) {
    const BoardSize size = board_.layout.size();
    for (int y = 0; y < size.height; ++y)
        for (int x = 0; x < size.width; ++x) {
            const Point p{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)};
            if (const auto stone = board.at(p))
                marks_[index(p)] = *stone == Color::black ? Mark::black_stone : Mark::white_stone;
        }
    for (Point p : dead) {
        if (!on_board(p, size) || !board.at(p)) continue;
        if (marks_[index(p)] == Mark::dead_black || marks_[index(p)] == Mark::dead_white) continue;  // listed twice
        const bool was_black = board.at(p) == Color::black;
        ++dead_[was_black ? 0 : 1];
        marks_[index(p)] = was_black ? Mark::dead_black : Mark::dead_white;
    }
    for (Point p : seki) {
        if (!on_board(p, size) || board_.cells[index(p)] == empty) continue;
        in_seki_[index(p)] = 1;
        marks_[index(p)] = board_.cells[index(p)] == black ? Mark::black_seki_stone : Mark::white_seki_stone;
    }
    classify_regions(marked_black, marked_white, unsettled);

    for (std::size_t i = 0; i < board_.cells.size(); ++i) {
        switch (marks_[i]) {
            case Mark::black_stone: case Mark::black_seki_stone: ++stones_[0]; break;
            case Mark::white_stone: case Mark::white_seki_stone: ++stones_[1]; break;
            default: break;
        }
    }
}

// Regions: dame, territory, seki eye, or must-fill. A seki eye is a region whose bordering
// stones are all in seki, or a single point next to a stone in seki: an eye of stones in
// seki, which Japanese rules (1989, Art. 8) do not count, though other stones of its colour
// border it too (KGS's count and GNU Go's agree).
void TerritoryMap::classify_regions(const std::vector<Point>* marked_black, const std::vector<Point>* marked_white,
                                    const std::vector<Point>& unsettled) {
    std::vector<char> borders_free_stone(board_.regions.size(), 0), borders_seki_stone(board_.regions.size(), 0);
    for (std::size_t i = 0; i < board_.cells.size(); ++i) {
        if (board_.cells[i] == empty || board_.cells[i] == wall) continue;
        auto& borders = in_seki_[i] ? borders_seki_stone : borders_free_stone;
        for (const BoardLayout::Loc n : board_.layout.neighbours(static_cast<BoardLayout::Loc>(i))) {
            const int r = board_.region_of[n];   // -1 for stones and walls
            if (r >= 0) borders[static_cast<std::size_t>(r)] = 1;
        }
    }
    auto seki_eye = [&](std::size_t r) {
        return !borders_free_stone[r] || (borders_seki_stone[r] && board_.regions[r].size == 1);
    };
    std::vector<char> marked(board_.cells.size(), 0);  // 1: in Black's markup, 2: in White's
    for (const auto* list : {marked_black, marked_white})
        if (list != nullptr)
            for (Point p : *list)
                if (on_board(p, board_.layout.size())) marked[index(p)] = static_cast<char>(list == marked_black ? 1 : 2);
    const bool have_markup = marked_black != nullptr || marked_white != nullptr;
    std::vector<char> neutral(board_.cells.size(), 0);  // counted for nobody
    for (Point p : unsettled)
        if (on_board(p, board_.layout.size())) neutral[index(p)] = 1;

    std::vector<int> dame_size(board_.regions.size(), 0);
    ground_ = marks_;
    for (std::size_t i = 0; i < board_.cells.size(); ++i) {
        if (board_.cells[i] != empty) continue;
        const auto r = static_cast<std::size_t>(board_.region_of[i]);
        const EmptyRegion& region = board_.regions[r];
        Mark mark = Mark::dame;
        if (region.touches_black == region.touches_white) {  // both, or an empty board
            ++dame_;
            largest_dame_region_ = std::max(largest_dame_region_, ++dame_size[r]);
            if (neutral[i]) ++unsettled_;
        } else if (neutral[i]) {
            ++unsettled_;
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

std::vector<Point> TerritoryMap::points_marked(Mark m) const { return points_with(marks_, m, board_.layout); }

std::vector<Point> TerritoryMap::points_on_ground(Mark m) const { return points_with(ground_, m, board_.layout); }

}  // namespace kifu::scoring
