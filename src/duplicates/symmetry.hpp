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

// Where `p`, a point of a `size` board, goes under `s`.
Point transform(Symmetry s, Point p, BoardSize size);

}  // namespace kifu::duplicates
