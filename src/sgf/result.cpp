#include "sgf/result.hpp"

#include <utility>

#include "base/color.hpp"
#include "base/utf8.hpp"
#include "sgf/result_cjk.hpp"
#include "sgf/text.hpp"

namespace kifu::sgf {

namespace {

using DecodedResult = Decoded<GameResult>;

// How a game was won, before the winner is attached.
struct Manner {
    WinKind kind;
    std::optional<double> margin;
};

Winner winner_of(Color color) { return color == Color::black ? Winner::black : Winner::white; }

GameResult outcome(Winner winner) { return {winner, WinKind::unspecified, std::nullopt, {}, {}}; }

GameResult win(Color color, WinKind kind, std::optional<double> margin = std::nullopt) {
    return {winner_of(color), kind, margin, {}, {}};
}

std::string property(std::string_view text) { return "RE[" + std::string(text) + "]"; }

// Usable, but not written the FF[4] way: the problem names the reading kifu chose.
DecodedResult read_as(std::string_view text, GameResult result) {
    std::string problem = property(text) + " read as RE[" + result.canonical() + "]";
    return {std::move(result), std::move(problem)};
}

DecodedResult unknown(std::string_view text) {
    GameResult result = outcome(Winner::unknown);
    result.unread_text = std::string(text);
    return {std::move(result), property(text) + ": not a result kifu understands (winner unknown)"};
}

std::optional<DecodedResult> decode_keyword(std::string_view text, std::string_view lower) {
    if (lower == "0" || lower == "draw") return DecodedResult{outcome(Winner::draw), {}};
    if (lower == "jigo") return read_as(text, outcome(Winner::draw));
    if (lower == "void") return DecodedResult{outcome(Winner::none), {}};
    if (lower == "?") return DecodedResult{outcome(Winner::unknown), {}};
    return std::nullopt;
}

std::optional<WinKind> reason_keyword(std::string_view lower) {
    if (lower == "r" || lower == "resign") return WinKind::resign;
    if (lower == "t" || lower == "time") return WinKind::time;
    if (lower == "f" || lower == "forfeit") return WinKind::forfeit;
    return std::nullopt;
}

// A score margin: a non-negative Real or mixed fraction; "-3" would say the loser won.
std::optional<double> parse_margin(std::string_view text) {
    if (text.empty() || text.front() == '-' || text.front() == '+') return std::nullopt;
    if (const auto margin = parse_real(text)) return margin;
    return parse_fraction(text);
}

// A margin written with its unit, as some servers and editors do: "4.5pts", "0.5 pts",
// "3 points", "6.5 moku".
std::optional<double> margin_with_unit(std::string_view reason) {
    const std::string lower = ascii_lowercase(reason);
    for (const std::string_view unit : {"points", "point", "pts", "pt", "moku"})
        if (lower.ends_with(unit)) return parse_margin(trim_whitespace(reason.substr(0, reason.size() - unit.size())));
    return std::nullopt;
}

bool is_one_word(std::string_view text) { return text.find(' ') == std::string_view::npos; }

// The part after "B+" / "W+". Free text with spaces ("1.5 ? W+timeout") is left to the
// caller: it is not a reason, it is a different way of writing a result.
std::optional<DecodedResult> decode_reason(std::string_view text, Color color, std::string_view reason) {
    if (reason.empty()) return DecodedResult{win(color, WinKind::unspecified), {}};
    if (const auto kind = reason_keyword(ascii_lowercase(reason))) return DecodedResult{win(color, *kind), {}};
    if (const auto margin = parse_margin(reason)) {
        GameResult result = win(color, WinKind::score, *margin);
        if (!parse_real(reason)) return read_as(text, std::move(result));   // a fraction: "B+5 1/2"
        if (*margin == 0) return DecodedResult{std::move(result), property(text) + ": a win by zero points"};
        return DecodedResult{std::move(result), {}};
    }
    if (const auto margin = margin_with_unit(reason)) return read_as(text, win(color, WinKind::score, *margin));
    if (!is_one_word(reason)) return std::nullopt;
    return DecodedResult{GameResult{winner_of(color), WinKind::other, {}, std::string(reason), {}},
                         property(text) + ": unrecognised result reason \"" + std::string(reason) + "\""};
}

std::optional<Color> color_of_letter(char lower) {
    if (lower == 'b') return Color::black;
    if (lower == 'w') return Color::white;
    return std::nullopt;
}

// "B+...", "W+...", and the bare "B" / "W" some programs write.
std::optional<DecodedResult> decode_win_notation(std::string_view text, std::string_view lower) {
    const auto color = color_of_letter(lower.front());
    if (!color) return std::nullopt;
    if (text.size() == 1) return read_as(text, win(*color, WinKind::unspecified));
    if (text[1] != '+') return std::nullopt;
    return decode_reason(text, *color, trim_whitespace(text.substr(2)));
}

// ---- English, as NNGS, IGS and GNU Go wrote it ----

std::optional<Color> color_of_word(std::string_view lower) {
    if (lower == "black") return Color::black;
    if (lower == "white") return Color::white;
    return std::nullopt;
}

std::pair<std::string_view, std::string_view> split_first_word(std::string_view text) {
    const auto gap = text.find(' ');
    if (gap == std::string_view::npos) return {text, {}};
    return {text.substr(0, gap), trim_whitespace(text.substr(gap + 1))};
}

std::string_view without_suffix(std::string_view text, std::string_view suffix) {
    return text.ends_with(suffix) ? trim_whitespace(text.substr(0, text.size() - suffix.size())) : text;
}

// What follows "wins": "", "by resignation", "on time", "by forfeit", "by 5 3/4 points".
std::optional<Manner> manner_of(std::string_view tail) {
    if (tail.empty()) return Manner{WinKind::unspecified, std::nullopt};
    if (tail == "by resignation" || tail == "by resign") return Manner{WinKind::resign, std::nullopt};
    if (tail == "on time" || tail == "by time") return Manner{WinKind::time, std::nullopt};
    if (tail == "by forfeit") return Manner{WinKind::forfeit, std::nullopt};
    if (!tail.starts_with("by ")) return std::nullopt;
    const auto amount = without_suffix(without_suffix(tail.substr(3), "points"), "point");
    if (const auto margin = parse_margin(amount)) return Manner{WinKind::score, margin};
    return std::nullopt;
}

std::optional<DecodedResult> decode_english(std::string_view text, std::string_view lower) {
    while (!lower.empty() && (lower.back() == '.' || lower.back() == '!')) lower.remove_suffix(1);
    const auto [color_word, rest] = split_first_word(lower);
    const auto [verb, tail] = split_first_word(rest);
    const auto color = color_of_word(color_word);
    if (!color) return std::nullopt;
    if ((verb == "resigns" || verb == "resigned") && tail.empty())
        return read_as(text, win(opponent(*color), WinKind::resign));
    if (verb != "wins" && verb != "won") return std::nullopt;
    const auto manner = manner_of(tail);
    if (!manner) return std::nullopt;
    return read_as(text, win(*color, manner->kind, manner->margin));
}

std::string reason_text(const GameResult& result) {
    switch (result.kind) {
        case WinKind::score: return result.margin ? format_real(*result.margin) : "";
        case WinKind::resign: return "R";
        case WinKind::time: return "T";
        case WinKind::forfeit: return "F";
        case WinKind::unspecified: return "";
        case WinKind::other: return result.other_text;
    }
    return "";
}

}  // namespace

std::optional<double> GameResult::black_margin() const {
    if (kind != WinKind::score || !margin) return std::nullopt;
    if (winner == Winner::black) return *margin;
    if (winner == Winner::white) return -*margin;
    return std::nullopt;
}

std::string GameResult::canonical() const {
    switch (winner) {
        case Winner::black: return "B+" + reason_text(*this);
        case Winner::white: return "W+" + reason_text(*this);
        case Winner::draw: return "0";
        case Winner::none: return "Void";
        case Winner::unknown: return "?";
    }
    return "?";
}

std::string GameResult::shown() const {
    if (winner != Winner::unknown || unread_text.empty()) return canonical();
    constexpr std::size_t longest = 60;   // a hostile RE of a megabyte is not repeated whole in every sentence
    if (unread_text.size() <= longest) return unread_text;
    return unread_text.substr(0, utf8::whole_prefix(unread_text, longest)) + "\u2026";
}

std::string GameResult::quoted() const { return property(shown()); }

Decoded<GameResult> decode_result(std::string_view raw) {
    const std::string decoded = decode_simple_text(raw);
    const std::string_view text = trim_whitespace(decoded);
    if (text.empty()) return {outcome(Winner::unknown), "RE is empty (winner unknown)"};
    const std::string lower = ascii_lowercase(text);
    if (auto result = decode_keyword(text, lower)) return std::move(*result);
    if (auto result = decode_win_notation(text, lower)) return std::move(*result);
    if (auto result = decode_english(text, lower)) return std::move(*result);
    if (auto result = decode_cjk_result(text)) return read_as(text, std::move(*result));
    return unknown(text);
}

}  // namespace kifu::sgf
