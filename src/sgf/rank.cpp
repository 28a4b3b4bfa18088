#include "sgf/rank.hpp"

#include <array>
#include <cctype>
#include <string>

namespace kifu::sgf {
namespace {

enum class Kind { kyu, dan, pro };

bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

std::string lower_ascii(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// Kanji numerals as Japanese and Chinese dan ranks write them (初段 is 1 dan).
std::optional<int> kanji_number(std::string_view& s) {
    static constexpr std::array<std::string_view, 10> digits{"初", "一", "二", "三", "四",
                                                             "五", "六", "七", "八", "九"};
    for (std::size_t i = 0; i < digits.size(); ++i)
        if (starts_with(s, digits[i])) {
            s.remove_prefix(digits[i].size());
            return i == 0 ? 1 : static_cast<int>(i);
        }
    if (starts_with(s, "十")) {   // 十 (10) up to 十九 (19): kyu ranks
        s.remove_prefix(std::string_view("十").size());
        if (auto ones = kanji_number(s)) return 10 + *ones;
        return 10;
    }
    return std::nullopt;
}

std::optional<Kind> kind_word(std::string_view w) {
    for (std::string_view k : {"k", "kyu", "kyus", "級", "级", "급"})
        if (w == k) return Kind::kyu;
    for (std::string_view d : {"d", "dan", "dans", "段", "단"})
        if (w == d) return Kind::dan;
    for (std::string_view p : {"p", "pro", "professional"})
        if (w == p) return Kind::pro;
    return std::nullopt;
}

}  // namespace

std::optional<int> rank_value(std::string_view rank) {
    std::string text = lower_ascii(rank);
    std::string_view s = text;
    auto trim = [&] {
        while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
        while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '?' || s.back() == '*' ||
                              s.back() == '+'))
            s.remove_suffix(1);
    };
    trim();
    for (std::string_view prefix : {"amateur", "ama", "アマ"})
        if (starts_with(s, prefix)) {
            s.remove_prefix(prefix.size());
            trim();
        }
    std::optional<int> number;
    if (!s.empty() && std::isdigit(static_cast<unsigned char>(s.front()))) {
        int n = 0;
        while (!s.empty() && std::isdigit(static_cast<unsigned char>(s.front())) && n < 1000) {
            n = n * 10 + (s.front() - '0');
            s.remove_prefix(1);
        }
        number = n;
    } else {
        number = kanji_number(s);
    }
    if (!number) return std::nullopt;
    trim();
    const std::optional<Kind> kind = kind_word(s);
    if (!kind) return std::nullopt;
    switch (*kind) {
        case Kind::kyu: return *number >= 1 && *number <= 30 ? std::optional(1 - *number) : std::nullopt;
        case Kind::dan: return *number >= 1 && *number <= 9 ? std::optional(*number) : std::nullopt;
        case Kind::pro: return *number >= 1 && *number <= 9 ? std::optional(9 + *number) : std::nullopt;
    }
    return std::nullopt;
}

}  // namespace kifu::sgf
