#pragma once
// Board coordinates as players read them, the one encoder every output uses: columns
// A-T without I (as on a real board, up to 25 columns; SGF letters beyond), rows numbered
// from the bottom. "D4" is the lower-left star point of a 19x19 board.
#include <optional>
#include <string>
#include <string_view>

#include "base/point.hpp"

namespace kifu {

// "A".."T" (no I) up to 25 columns, "a".."z", "A".."Z" beyond.
std::string column_label(int column, int width);

// "D4": the point's column label and its row counted from the bottom.
std::string player_coordinate(Point p, BoardSize size);

// The point "D4" (or "d4") names on a board of `size`; empty when it names none
// (boards wider than 25 columns have no such coordinates).
std::optional<Point> parse_player_coordinate(std::string_view text, BoardSize size);

}  // namespace kifu
