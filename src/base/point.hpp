#pragma once
// Board geometry vocabulary shared by the SGF layer and the rules core.
#include <compare>
#include <cstdint>
#include <string>

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

// The point as SGF writes it: two letters, a-z then A-Z ("dd"; "Aa" for column 27).
inline std::string sgf_point(Point p) {
    auto letter = [](int v) { return static_cast<char>(v < 26 ? 'a' + v : 'A' + v - 26); };
    return {letter(p.x), letter(p.y)};
}

}  // namespace kifu
