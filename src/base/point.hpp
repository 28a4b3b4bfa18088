#pragma once
// Board geometry vocabulary shared by the SGF layer and the rules core.
#include <compare>
#include <cstdint>

namespace kifu {

// SGF allows boards up to 52x52 (letters a-z then A-Z), rectangular too.
inline constexpr int max_board_side = 52;

struct BoardSize {
    int width = 19;
    int height = 19;
    bool operator==(const BoardSize&) const = default;
};

// A board point in SGF orientation: x counts columns from the left, y rows from the top,
// both 0-based.
struct Point {
    std::uint8_t x = 0;
    std::uint8_t y = 0;
    auto operator<=>(const Point&) const = default;
};

inline bool on_board(Point p, BoardSize size) { return p.x < size.width && p.y < size.height; }

}  // namespace kifu
