#pragma once
// The two players. A distinct type (not an int) so it cannot be mixed up with counts.
#include <cstdint>
#include <string_view>

namespace kifu {

enum class Color : std::uint8_t { black, white };

constexpr Color opponent(Color c) { return c == Color::black ? Color::white : Color::black; }

// "B" / "W", as SGF and kifu's JSON write them.
constexpr std::string_view sgf_letter(Color c) { return c == Color::black ? "B" : "W"; }
constexpr std::string_view color_name(Color c) { return c == Color::black ? "Black" : "White"; }

}  // namespace kifu
