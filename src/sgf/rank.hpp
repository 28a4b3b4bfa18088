#pragma once
// A player's rank (BR / WR) as one number, so that "games between dan players" or "the
// stronger player won" need no string parsing. The scale, documented in kifu(1):
//   kyu k  -> 1 - k   (1k = 0, 2k = -1, ..., 30k = -29)
//   dan d  -> d       (1d = 1, ..., 9d = 9)
//   pro p  -> 9 + p   (1p = 10, ..., 9p = 18)
// Consecutive ranks are one apart, so differences count ranks (not handicap stones across the
// amateur-pro line, which the scale does not claim). Pro ranks sit above every amateur rank.
#include <optional>
#include <string_view>

namespace kifu::sgf {

// The rank's value, or none when the text names no rank kifu can read ("?", "-", "insei",
// "", a rank out of range). Accepts the forms servers and archives write: "5d", "5 dan",
// "15k", "12 kyu", "3p", "9 pro", "1d?" / "2k*" (KGS's uncertain marks), "5段", "3級",
// "9단", "2급", "初段", "九段" and "アマ", "Amateur 6d" prefixes.
std::optional<int> rank_value(std::string_view rank);

}  // namespace kifu::sgf
