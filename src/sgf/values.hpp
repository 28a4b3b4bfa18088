#pragma once
// Typed decoding of Go SGF property values from their raw text (escapes still in place).
// Pure functions: no I/O, no exceptions and no source locations; callers attach
// file:line:column to the problem messages.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "base/color.hpp"
#include "base/point.hpp"

namespace kifu::sgf {

// A decoded value plus at most one problem message (several are joined with "; ").
// value set AND a problem: the input was normalised (KM[750] -> 7.5) and is still usable.
// value empty: unusable, and problem says why.
template <class T>
struct Decoded {
    std::optional<T> value;
    std::string problem;
    bool clean() const { return value.has_value() && problem.empty(); }
};

// A compose value as the grammar splits it at the first unescaped ':'
// (second is nullopt when there is no ':'). Both halves are still escaped.
struct ComposeValue {
    std::string_view first;
    std::optional<std::string_view> second;
};

ComposeValue split_compose(std::string_view raw);

// SGF Real: ["+"|"-"] digits ["." digits], read locale-independently. Also takes ".5" and
// "7."; rejects exponents, "inf", "nan" and surrounding whitespace.
std::optional<double> parse_real(std::string_view text);

// A mixed fraction as old programs wrote numbers: "5 1/2", "3/4", "-5 1/2".
std::optional<double> parse_fraction(std::string_view text);

// A Real as FF[4] writes it: shortest form, no trailing zeros ("7.5", "12", "0.25").
std::string format_real(double value);

// `value` rounded to nine decimals (below 1e9): a count is whole points plus or minus komi,
// and in binary 18 - (27 + 5.3) is -14.299999999999997. Nine decimals are more than any
// komi or margin is written with, and fewer than that noise.
double round_real(double value);

// SZ: "19" (square) or "19:13" (width:height), each side 1..52. Surrounding whitespace is
// tolerated. "19:19" is usable but FF[4] calls it illegal, so it carries a problem.
Decoded<BoardSize> decode_board_size(std::string_view raw);

// a-z -> 0..25, A-Z -> 26..51 (FF[4] boards up to 52x52).
std::optional<int> letter_coordinate(char c);

struct Move {
    bool pass = false;
    Point point{};   // meaningful only when !pass
    bool operator==(const Move&) const = default;
};

// B / W: "" is a pass, and so is "tt" on boards up to 19x19 (on 20x20 and larger it is the
// point t,t). A well-formed point off the board keeps its value with a problem, because the
// rules core reports it as an off-board move; anything else has no value.
Decoded<Move> decode_move(std::string_view raw, BoardSize size);

// The common case of decode_move, inline because it runs for every move of every game:
// two lower-case letters naming a point on the board (not the "tt" pass) are stored in
// `point` and give true. Anything else gives false and is left to decode_move, which also
// says what is wrong. (An out-parameter, not optional<Point>: GCC built that 3-byte
// optional byte by byte in memory and read it back whole, a stall on every move.)
inline bool plain_move_point(std::string_view raw, BoardSize size, Point& point) {
    if (raw.size() != 2 || raw[0] < 'a' || raw[0] > 'z' || raw[1] < 'a' || raw[1] > 'z') return false;
    if (raw[0] == 't' && raw[1] == 't' && size.width <= 19 && size.height <= 19) return false;
    const Point p{static_cast<std::uint8_t>(raw[0] - 'a'), static_cast<std::uint8_t>(raw[1] - 'a')};
    if (!on_board(p, size)) return false;
    point = p;
    return true;
}

// FF[4] "list of point" (AB, AW: at least one point) and "elist of point" (AE, TB, TW: may be
// the single empty value "[]", meaning none).
enum class PointListKind : std::uint8_t { list, elist };

// Points and rectangles ("aa:cc", inclusive) in order of appearance. Always has a value:
// unusable entries are dropped with a problem. A reversed or one-point rectangle is
// normalised with a problem; duplicates and off-board points are removed with a problem.
Decoded<std::vector<Point>> decode_point_list(std::span<const ComposeValue> values, BoardSize size,
                                              PointListKind kind = PointListKind::elist);

// KM. Fox/Tygem write integer komi x100 ("750" -> 7.5) or in stones x100 ("375" -> 3.75
// stones = 7.5 points): an integer-written value of magnitude >= 100 is read that way, with
// a problem. "5 1/2" is read as 5.5 with a problem. An empty KM[] has no value: it states no
// komi, and inventing 0 would change every score computed from it. Nor has a komi of more
// than largest_komi either way (KM[1000000] is 10000 read as x100): no game is played
// with it, and --komi refuses it too.
Decoded<double> decode_komi(std::string_view raw);

// Far beyond any game's komi, and still printed short: the limit of KM and of --komi.
inline constexpr double largest_komi = 1000;

// HA: 0 and 2 upwards are clean; 1 is kept with a problem; negative, garbage, or more
// stones than a 52x52 board holds has no value.
Decoded<int> decode_handicap(std::string_view raw);

// PL: "B" / "W"; old files' "b", "w", "black", "white" (any case), "1" (black) and "2" (white)
// are read with a problem.
Decoded<Color> decode_player(std::string_view raw);

}  // namespace kifu::sgf
