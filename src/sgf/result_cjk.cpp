#include "sgf/result_cjk.hpp"

#include <array>
#include <string>

#include "base/color.hpp"
#include "sgf/text.hpp"

namespace kifu::sgf {
namespace {

bool take(std::string_view& text, std::string_view prefix) {
    if (!text.starts_with(prefix)) return false;
    text.remove_prefix(prefix.size());
    text = trim_whitespace(text);
    return true;
}

template <std::size_t N>
bool take_any(std::string_view& text, const std::array<std::string_view, N>& words) {
    for (const std::string_view w : words)
        if (take(text, w)) return true;
    return false;
}

// Full-width digits (０-９, ．, ／) as ASCII: editors in these scripts write both.
std::string ascii_digits(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == 0xEF && i + 2 < text.size() && static_cast<unsigned char>(text[i + 1]) == 0xBC) {
            const auto d = static_cast<unsigned char>(text[i + 2]);
            if (d >= 0x90 && d <= 0x99) out += static_cast<char>('0' + d - 0x90);
            else if (d == 0x8E) out += '.';
            else if (d == 0x8F) out += '/';
            else out.append(text.substr(i, 3));
            i += 2;
            continue;
        }
        out += text[i];
    }
    return out;
}

// Digits at the front of `text`, taken off it.
std::string_view take_digits(std::string_view& text, bool with_point) {
    std::size_t end = 0;
    while (end < text.size() && ((text[end] >= '0' && text[end] <= '9') || (with_point && text[end] == '.'))) ++end;
    const std::string_view digits = text.substr(0, end);
    text.remove_prefix(end);
    return digits;
}

// "1/4" at the front of `text`, taken off it.
std::optional<double> take_fraction(std::string_view& text) {
    std::string_view rest = text;
    const std::string_view above = take_digits(rest, false);
    if (above.empty() || !rest.starts_with('/')) return std::nullopt;
    rest.remove_prefix(1);
    const std::string_view below = take_digits(rest, false);
    const auto value = parse_fraction(std::string(above) + "/" + std::string(below));
    if (!value) return std::nullopt;
    text = trim_whitespace(rest);
    return value;
}

// A leading amount: "3", "7.5", "1/4", "3又1/4" (3 and a quarter).
std::optional<double> take_amount(std::string_view& text) {
    if (const auto fraction = take_fraction(text)) return fraction;
    std::string_view rest = text;
    const auto whole = parse_real(take_digits(rest, true));
    if (!whole) return std::nullopt;
    rest = trim_whitespace(rest);
    double amount = *whole;
    if (take(rest, "又")) {
        const auto fraction = take_fraction(rest);
        if (!fraction) return std::nullopt;
        amount += *fraction;
    }
    text = rest;
    return amount;
}

GameResult won(Color c, WinKind kind, std::optional<double> margin = std::nullopt) {
    return {c == Color::black ? Winner::black : Winner::white, kind, margin, {}, {}};
}

}  // namespace

std::optional<GameResult> decode_cjk_result(std::string_view raw) {
    const std::string digits = ascii_digits(trim_whitespace(raw));
    std::string_view text = digits;
    if (take_any(text, std::array<std::string_view, 6>{"和棋", "和局", "持碁", "ジゴ", "무승부", "빅"}) && text.empty())
        return GameResult{Winner::draw, WinKind::unspecified, std::nullopt, {}, {}};
    std::optional<Color> winner;
    if (take_any(text, std::array<std::string_view, 3>{"黑", "黒", "흑"})) winner = Color::black;
    else if (take_any(text, std::array<std::string_view, 2>{"白", "백"})) winner = Color::white;
    if (!winner) return std::nullopt;
    take(text, "方");
    const std::array<std::string_view, 6> win{"胜", "勝ち", "勝", "승", "勝利", "胜利"};
    // By resignation or on time: "中盘胜", "中押し勝ち", "불계승", "超时胜", "時間勝", "시간승".
    if (take_any(text, std::array<std::string_view, 5>{"中盘", "中盤", "中押し", "中押", "불계"}))
        return take_any(text, win) && text.empty() ? std::optional(won(*winner, WinKind::resign)) : std::nullopt;
    if (take_any(text, std::array<std::string_view, 5>{"超时", "超時", "時間切れ", "時間", "시간"}))
        return take_any(text, win) && text.empty() ? std::optional(won(*winner, WinKind::time)) : std::nullopt;
    // Chinese puts the win first ("黑胜3又3/4子", "白胜"); Japanese and Korean last ("4目半勝").
    const bool win_first = take_any(text, win);
    if (win_first && text.empty()) return won(*winner, WinKind::unspecified);
    const auto amount = take_amount(text);
    if (!amount) return std::nullopt;
    double points = *amount;
    if (take(text, "子")) points *= 2;   // Chinese counts in stones: one stone is two points
    else if (!take_any(text, std::array<std::string_view, 4>{"目", "点", "집", "點"})) return std::nullopt;
    if (take_any(text, std::array<std::string_view, 2>{"半", "반"})) points += 0.5;
    if (!win_first && !take_any(text, win)) return std::nullopt;
    if (!text.empty() || points <= 0) return std::nullopt;
    return won(*winner, WinKind::score, points);
}

}  // namespace kifu::sgf
