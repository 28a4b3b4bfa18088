#pragma once
// Zobrist keys, computed at compile time from a fixed seed, so hashes are the same in
// every run and on every machine (tests may pin them) and need no start-up call.
#include <array>
#include <cstdint>

#include "base/color.hpp"
#include "base/point.hpp"
#include "base/splitmix64.hpp"

namespace kifu::rules {

using Hash = std::uint64_t;

namespace zobrist_detail {

constexpr int points = max_board_side * max_board_side;

// [colour][y * 52 + x]: keys do not depend on the board size, so a point's key is the same
// on every board.
constexpr auto make_table() {
    std::array<std::array<Hash, points>, 2> table{};
    std::uint64_t state = 0x6B6966752D676F21ull;  // "kifu-go!"
    for (auto& colour : table)
        for (Hash& key : colour) key = splitmix64(state);
    return table;
}

inline constexpr auto stone_keys = make_table();

}  // namespace zobrist_detail

inline constexpr Hash stone_key(Color c, Point p) {
    return zobrist_detail::stone_keys[static_cast<int>(c)][p.y * max_board_side + p.x];
}

// XORed into a position hash to make the hash of a situation (position + player to move).
inline constexpr Hash to_move_key(Color c) {
    return c == Color::black ? 0x3C6EF372FE94F82Bull : 0xA54FF53A5F1D36F1ull;
}

}  // namespace kifu::rules
