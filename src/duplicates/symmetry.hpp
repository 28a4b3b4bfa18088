#pragma once
// The eight symmetries of a Go board (the dihedral group of the square): what turns one
// record of a game into another that is the same game, seen rotated or mirrored. Points
// are in SGF orientation (x to the right, y down). A rectangular board turned a quarter
// (or mirrored on a diagonal) becomes its transpose: 19x13 becomes 13x19.
#include <array>
#include <cstdint>
#include <string_view>

#include "base/point.hpp"

namespace kifu::duplicates {

enum class Symmetry : std::uint8_t {
    identity,
    rotate_90,              // clockwise, as the board is shown (top-left corner to top-right)
    rotate_180,
    rotate_270,
    mirror_left_right,      // x -> width-1-x
    mirror_top_bottom,      // y -> height-1-y
    mirror_main_diagonal,   // x <-> y (top-left to bottom-right stays)
    mirror_anti_diagonal,   // the other diagonal (top-right to bottom-left stays)
};

inline constexpr std::array<Symmetry, 8> all_symmetries{
    Symmetry::identity,          Symmetry::rotate_90,         Symmetry::rotate_180,
    Symmetry::rotate_270,        Symmetry::mirror_left_right, Symmetry::mirror_top_bottom,
    Symmetry::mirror_main_diagonal, Symmetry::mirror_anti_diagonal};

// "identity", "rotate-90", ..., "mirror-anti-diagonal": the names kifu's outputs use.
std::string_view symmetry_name(Symmetry s);

// The board `size` becomes under `s` (width and height swap under quarter turns and
// diagonal mirrors).
BoardSize transformed_size(Symmetry s, BoardSize size);

// Where `p`, a point of a `size` board, goes under `s`. Inline: the bucket key applies all
// eight to the first moves of every record.
inline Point transform(Symmetry s, Point p, BoardSize size) {
    const int x = p.x;
    const int y = p.y;
    const int right = size.width - 1;    // the last column
    const int bottom = size.height - 1;  // the last row
    int nx = x;
    int ny = y;
    switch (s) {
        case Symmetry::identity: break;
        case Symmetry::rotate_90: nx = bottom - y; ny = x; break;
        case Symmetry::rotate_180: nx = right - x; ny = bottom - y; break;
        case Symmetry::rotate_270: nx = y; ny = right - x; break;
        case Symmetry::mirror_left_right: nx = right - x; break;
        case Symmetry::mirror_top_bottom: ny = bottom - y; break;
        case Symmetry::mirror_main_diagonal: nx = y; ny = x; break;
        case Symmetry::mirror_anti_diagonal: nx = bottom - y; ny = right - x; break;
    }
    return {static_cast<std::uint8_t>(nx), static_cast<std::uint8_t>(ny)};
}

}  // namespace kifu::duplicates
