#include "sgf/values.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstdlib>

#include "sgf/real_chars.hpp"
#include "sgf/text.hpp"

namespace kifu::sgf {

namespace {

// The points of the largest board: no list or handicap can hold more.
constexpr int max_board_points = max_board_side * max_board_side;

// ---- numbers ----

bool is_digit(char c) { return c >= '0' && c <= '9'; }

std::string_view without_sign(std::string_view text) {
    if (!text.empty() && (text.front() == '+' || text.front() == '-')) text.remove_prefix(1);
    return text;
}

// std::from_chars rejects the '+' that SGF Number and Real allow.
std::string_view without_plus(std::string_view text) {
    return !text.empty() && text.front() == '+' ? text.substr(1) : text;
}

// SGF Number: ["+"|"-"] digit {digit}.
bool is_sgf_number(std::string_view text) {
    const auto digits = without_sign(text);
    return !digits.empty() && std::all_of(digits.begin(), digits.end(), is_digit);
}

// Digits and at most one '.', with a digit on at least one side: the text from_chars would
// read as fixed notation, minus what it also accepts and SGF never means ("inf", "nan").
bool is_sgf_real(std::string_view text) {
    const auto body = without_sign(text);
    const auto dots = std::count(body.begin(), body.end(), '.');
    const auto digits = std::count_if(body.begin(), body.end(), is_digit);
    return dots <= 1 && digits > 0 && static_cast<std::size_t>(dots + digits) == body.size();
}

template <class Number>
std::optional<Number> parse_whole(std::string_view text) {
    Number value{};
    const char* end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, value);
    if (error != std::errc{} || stop != end) return std::nullopt;
    return value;
}

std::optional<long long> parse_number(std::string_view text) {
    if (!is_sgf_number(text)) return std::nullopt;
    return parse_whole<long long>(without_plus(text));
}

std::optional<unsigned long long> parse_digits(std::string_view text) {
    if (text.empty() || !std::all_of(text.begin(), text.end(), is_digit)) return std::nullopt;
    return parse_whole<unsigned long long>(text);
}

// "n/d" with d > 0.
std::optional<double> parse_simple_fraction(std::string_view text) {
    const auto slash = text.find('/');
    if (slash == std::string_view::npos) return std::nullopt;
    const auto numerator = parse_digits(text.substr(0, slash));
    const auto denominator = parse_digits(text.substr(slash + 1));
    if (!numerator || !denominator || *denominator == 0) return std::nullopt;
    return static_cast<double>(*numerator) / static_cast<double>(*denominator);
}

// ---- points ----

std::string board_name(BoardSize size) {
    return std::to_string(size.width) + "x" + std::to_string(size.height);
}

std::string quoted(std::string_view text) {
    std::string out;  // appended, not "\"" + ...: GCC 12 mis-warns (-Wrestrict) on that form
    out.reserve(text.size() + 2);
    out += '"';
    out += text;
    out += '"';
    return out;
}

std::optional<Point> parse_point(std::string_view text) {
    if (text.size() != 2) return std::nullopt;
    const auto x = letter_coordinate(text[0]);
    const auto y = letter_coordinate(text[1]);
    if (!x || !y) return std::nullopt;
    return Point{static_cast<std::uint8_t>(*x), static_cast<std::uint8_t>(*y)};
}

std::string join(const std::vector<std::string>& parts) {
    std::string out;
    for (const auto& part : parts) {
        if (!out.empty()) out += "; ";
        out += part;
    }
    return out;
}

// Collects a point list, dropping duplicates and off-board points as it goes.
class PointListBuilder {
    using Row = std::uint64_t;
    static_assert(max_board_side < 64, "a board row must fit one Row");

public:
    explicit PointListBuilder(BoardSize size) : size_(size) {}

    void add_value(const ComposeValue& value, PointListKind kind) {
        if (!value.second) {
            add_single(value.first, kind);
            return;
        }
        add_rectangle(value.first, *value.second);
    }

    Decoded<std::vector<Point>> finish() {
        note_duplicates();
        return {std::move(points_), join(problems_)};
    }

private:
    void add_single(std::string_view text, PointListKind kind) {
        if (text.empty()) {
            if (kind == PointListKind::list) problems_.push_back("an empty value names no point here");
            return;
        }
        const auto point = parse_point(text);
        if (!point) {
            problems_.push_back(quoted(text) + " is not a point (dropped)");
        } else if (!on_board(*point, size_)) {
            problems_.push_back(std::string(text) + " is off the " + board_name(size_) + " board (dropped)");
        } else {
            add(*point);
        }
    }

    void add_rectangle(std::string_view first, std::string_view second) {
        const auto a = parse_point(first);
        const auto b = parse_point(second);
        if (!a || !b) {
            problems_.push_back(quoted(std::string(first) + ":" + std::string(second)) +
                                " is not a rectangle of two points (dropped)");
            return;
        }
        const Point top_left{std::min(a->x, b->x), std::min(a->y, b->y)};
        const Point bottom_right{std::max(a->x, b->x), std::max(a->y, b->y)};
        note_rectangle_form(*a, *b, top_left, bottom_right);
        add_area(top_left, bottom_right);
    }

    void note_rectangle_form(Point a, Point b, Point top_left, Point bottom_right) {
        const std::string written = sgf_point(a) + ":" + sgf_point(b);
        if (a == b) {
            problems_.push_back(written + " read as " + sgf_point(a) + " (FF[4] writes a one-point rectangle as a point)");
        } else if (a != top_left) {
            problems_.push_back(written + " read as " + sgf_point(top_left) + ":" + sgf_point(bottom_right) +
                                " (FF[4] writes a rectangle top-left:bottom-right)");
        }
    }

    // Row by row, as bit masks: a rectangle costs its height, not its area, so a list that
    // repeats a whole-board rectangle hundreds of thousands of times (a few KB compressed)
    // is read in a moment and in memory bounded by the board.
    void add_area(Point top_left, Point bottom_right) {
        const int x_end = std::min(int{bottom_right.x} + 1, size_.width);   // past the last on-board column
        const int y_end = std::min(int{bottom_right.y} + 1, size_.height);
        const long long area = (static_cast<long long>(bottom_right.x) - top_left.x + 1) *
                               (static_cast<long long>(bottom_right.y) - top_left.y + 1);
        long long on_board_points = 0;
        if (top_left.x < x_end) {
            const Row mask = columns(top_left.x, x_end);
            for (int y = top_left.y; y < y_end; ++y) {
                add_row(y, mask);
                on_board_points += x_end - top_left.x;
            }
        }
        const long long off_board = area - on_board_points;
        if (off_board > 0) {
            problems_.push_back(sgf_point(top_left) + ":" + sgf_point(bottom_right) + " reaches off the " +
                                board_name(size_) + " board (" + std::to_string(off_board) +
                                (off_board == 1 ? " point" : " points") + " dropped)");
        }
    }

    void add(Point p) { add_row(p.y, Row{1} << p.x); }

    // The points of `mask` in row y, left to right: new ones join the list in that order,
    // the rest are duplicates.
    void add_row(int y, Row mask) {
        const Row fresh = mask & ~seen_[y];
        const Row repeated = mask & seen_[y];
        seen_[y] |= mask;
        for (Row left = fresh; left != 0; left &= left - 1)
            points_.push_back(point_at(std::countr_zero(left), y));
        if (repeated == 0) return;
        duplicate_count_ += static_cast<std::size_t>(std::popcount(repeated));
        // Only the first few are named; the rest are counted, so duplicates take no memory.
        for (Row left = repeated; left != 0 && named_duplicates_.size() < named_duplicates; left &= left - 1)
            named_duplicates_.push_back(point_at(std::countr_zero(left), y));
    }

    static Row columns(int from, int to) {   // bits from..to-1; to <= max_board_side < 64
        return ((Row{1} << (to - from)) - 1) << from;
    }

    static Point point_at(int x, int y) { return {static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)}; }

    // One message for all duplicates: overlapping rectangles can repeat thousands of points.
    void note_duplicates() {
        if (duplicate_count_ == 0) return;
        std::string message = "duplicate points removed: ";
        for (std::size_t i = 0; i < named_duplicates_.size(); ++i)
            message += (i == 0 ? "" : ", ") + sgf_point(named_duplicates_[i]);
        if (duplicate_count_ > named_duplicates_.size())
            message += " and " + std::to_string(duplicate_count_ - named_duplicates_.size()) + " more";
        problems_.push_back(message);
    }

    static constexpr std::size_t named_duplicates = 5;

    BoardSize size_;
    std::vector<Point> points_;
    std::array<Row, max_board_side> seen_{};   // bit x of seen_[y]: point x,y is in the list
    std::vector<Point> named_duplicates_;     // the first named_duplicates of them
    std::size_t duplicate_count_ = 0;
    std::vector<std::string> problems_;
};

// ---- board size ----

Decoded<int> decode_board_side(std::string_view text, std::string_view raw) {
    const auto side = parse_number(trim_whitespace(text));
    const std::string property = "SZ[" + std::string(raw) + "]";
    if (!side) return {std::nullopt, property + " is not a board size (a number, or width:height)"};
    if (*side < 1 || *side > max_board_side)
        return {std::nullopt, property + ": a board side must be 1.." + std::to_string(max_board_side)};
    return {static_cast<int>(*side), {}};
}

// ---- komi ----

// Fox/Tygem write komi x100, in points ("750" = 7.5) or in stones ("375" = 3.75 stones =
// 7.5 points). Stones are the only way a quarter-point fraction arises, so .25/.75 means stones.
Decoded<double> decode_scaled_komi(long long written, std::string_view raw) {
    const bool in_stones = std::llabs(written % 100) == 25 || std::llabs(written % 100) == 75;
    const double points = static_cast<double>(written) / 100.0 * (in_stones ? 2.0 : 1.0);
    const std::string how = in_stones ? "komi in stones x100" : "komi x100";
    return {points, "KM[" + std::string(raw) + "] read as " + format_real(points) + " (written as " + how +
                        ", as Fox and Tygem do)"};
}

}  // namespace

ComposeValue split_compose(std::string_view raw) {
    for (std::size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] == '\\') ++i;   // the escaped character cannot split
        else if (raw[i] == ':') return {raw.substr(0, i), raw.substr(i + 1)};
    }
    return {raw, std::nullopt};
}

std::optional<double> parse_real(std::string_view text) {
    if (!is_sgf_real(text)) return std::nullopt;
    return parse_fixed(without_plus(text));
}

std::optional<double> parse_fraction(std::string_view text) {
    const bool negative = !text.empty() && text.front() == '-';
    if (negative) text.remove_prefix(1);
    std::string_view whole_text = "0";
    std::string_view fraction_text = text;
    if (const auto gap = text.find_last_of(" \t"); gap != std::string_view::npos) {
        whole_text = trim_whitespace(text.substr(0, gap));
        fraction_text = text.substr(gap + 1);
    }
    const auto whole = parse_digits(whole_text);
    const auto fraction = parse_simple_fraction(fraction_text);
    if (!whole || !fraction) return std::nullopt;
    const double value = static_cast<double>(*whole) + *fraction;
    return negative ? -value : value;
}

double round_real(double value) { return std::abs(value) < 1e9 ? std::round(value * 1e9) / 1e9 : value; }

std::string format_real(double value) {
    value = round_real(value);   // "W+14.3", not "W+14.299999999999997"
    if (value == 0) return "0";   // never "-0"
    return shortest_fixed(value);
}

Decoded<BoardSize> decode_board_size(std::string_view raw) {
    const auto [first, second] = split_compose(raw);
    const auto width = decode_board_side(first, raw);
    if (!width.value) return {std::nullopt, width.problem};
    if (!second) return {BoardSize{*width.value, *width.value}, {}};
    const auto height = decode_board_side(*second, raw);
    if (!height.value) return {std::nullopt, height.problem};
    const BoardSize size{*width.value, *height.value};
    if (size.width == size.height)
        return {size, "SZ[" + std::string(raw) + "]: FF[4] writes a square board as SZ[" +
                          std::to_string(size.width) + "]"};
    return {size, {}};
}

std::optional<int> letter_coordinate(char c) {
    if (c >= 'a' && c <= 'z') return c - 'a';
    if (c >= 'A' && c <= 'Z') return c - 'A' + 26;
    return std::nullopt;
}

Decoded<Move> decode_move(std::string_view raw, BoardSize size) {
    // FF[3] wrote a pass as "tt", which is an ordinary point on boards larger than 19x19.
    const bool old_style_pass = raw == "tt" && size.width <= 19 && size.height <= 19;
    if (raw.empty() || old_style_pass) return {Move{.pass = true}, {}};
    const auto point = parse_point(raw);
    if (!point) return {std::nullopt, quoted(raw) + " is not a move (two letters, or empty for a pass)"};
    const Move move{.pass = false, .point = *point};
    if (!on_board(*point, size)) return {move, std::string(raw) + " is off the " + board_name(size) + " board"};
    return {move, {}};
}

Decoded<std::vector<Point>> decode_point_list(std::span<const ComposeValue> values, BoardSize size,
                                              PointListKind kind) {
    PointListBuilder builder(size);
    for (const auto& value : values) builder.add_value(value, kind);
    return builder.finish();
}

namespace {

// KM as written, read with the servers' quirks, before its range is judged.
Decoded<double> decode_komi_text(std::string_view raw) {
    const auto text = trim_whitespace(raw);
    const std::string property = "KM[" + std::string(raw) + "]";
    if (text.empty()) return {std::nullopt, "KM is empty (komi left unset)"};
    if (const auto written = parse_number(text); written && std::llabs(*written) >= 100)
        return decode_scaled_komi(*written, raw);
    // A quarter of a point (3.75, 3 3/4) is komi in stones, as Chinese records write it:
    // 3 3/4 stones are 7.5 points. No ruleset gives komi in quarter points.
    const auto in_stones = [&](double komi, std::string_view written) -> Decoded<double> {
        return {komi * 2, property + " read as " + format_real(komi * 2) + " (written " + std::string(written) +
                              " in stones, as Chinese records give komi: a stone is two points)"};
    };
    const auto quarter = [](double komi) {
        const double quarters = std::fabs(komi) * 4;
        return quarters == std::floor(quarters) && static_cast<long long>(quarters) % 2 == 1;
    };
    if (const auto komi = parse_real(text)) return quarter(*komi) ? in_stones(*komi, "as a decimal") : Decoded<double>{*komi, {}};
    if (const auto komi = parse_fraction(text)) {
        if (quarter(*komi)) return in_stones(*komi, "as a fraction");
        return {*komi, property + " read as " + format_real(*komi) + " (written as a fraction)"};
    }
    // "7,5": a decimal comma, as European editors and hand-typed records write it.
    if (const std::size_t comma = text.find(','); comma != std::string_view::npos && text.find(',', comma + 1) ==
                                                                                      std::string_view::npos) {
        std::string dotted(text);
        dotted[comma] = '.';
        if (const auto komi = parse_real(dotted))
            return {*komi, property + " read as " + format_real(*komi) + " (written with a decimal comma)"};
    }
    return {std::nullopt, property + " is not a number"};
}

}  // namespace

Decoded<double> decode_komi(std::string_view raw) {
    Decoded<double> komi = decode_komi_text(raw);
    // Beyond any game (a typo, a field of another meaning, 1e23 read as a double): counted
    // with, it would print scores of 24 digits. Unset, as a KM that is no number.
    if (komi.value && std::fabs(*komi.value) > largest_komi)
        return {std::nullopt, "KM[" + std::string(raw) + "] is not a komi (at most " + format_real(largest_komi) +
                                  " either way; komi left unset)"};
    // KM[-0] is no komi of its own: +0, as the text, the CSV and fix say it (JSON said -0.0).
    if (komi.value && *komi.value == 0) komi.value = 0.0;
    return komi;
}

Decoded<int> decode_handicap(std::string_view raw) {
    const auto stones = parse_number(trim_whitespace(raw));
    const std::string property = "HA[" + std::string(raw) + "]";
    if (!stones) return {std::nullopt, property + " is not a number"};
    if (*stones < 0) return {std::nullopt, property + " is negative"};
    if (*stones > max_board_points)
        return {std::nullopt, property + " is more stones than any board holds"};
    const int handicap = static_cast<int>(*stones);
    if (handicap == 1)
        return {handicap, property + " is not a handicap (some servers write it for a no-komi game)"};
    return {handicap, {}};
}

Decoded<Color> decode_player(std::string_view raw) {
    const auto text = trim_whitespace(raw);
    if (text == "B") return {Color::black, {}};
    if (text == "W") return {Color::white, {}};
    const std::string property = "PL[" + std::string(raw) + "]";
    const std::string word = ascii_lowercase(text);
    if (word == "b" || word == "black" || word == "1") return {Color::black, property + " read as PL[B]"};
    if (word == "w" || word == "white" || word == "2") return {Color::white, property + " read as PL[W]"};
    return {std::nullopt, property + " is not a player (B or W)"};
}

}  // namespace kifu::sgf
