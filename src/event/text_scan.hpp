#pragma once
// Small scanners for the values events read from records and results files. They replace
// std::regex, whose libstdc++ matcher recurses once a character: an OT[] or a results
// token of 50,000 characters overflowed the stack. Each reads in one pass, with no
// recursion, what the regular expression it replaced read.
#include <cstddef>
#include <string_view>

namespace kifu::event::scan {

// std::regex's \s and \d in the "C" locale: space, \t \n \v \f \r; 0 to 9.
constexpr bool is_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
constexpr bool is_digit(char c) { return c >= '0' && c <= '9'; }
// \w (and so \b): ASCII letters, digits and '_'.
constexpr bool is_word(char c) { return is_digit(c) || c == '_' || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z'); }

// Where the run of digits (or spaces) that starts at `i` ends.
constexpr std::size_t digits_from(std::string_view s, std::size_t i) {
    while (i < s.size() && is_digit(s[i])) ++i;
    return i;
}
constexpr std::size_t spaces_from(std::string_view s, std::size_t i) {
    while (i < s.size() && is_space(s[i])) ++i;
    return i;
}

// The value of a run of digits, read from its first `most` digits (a run of 50 digits is
// nonsense, not an overflow).
constexpr long leading_value(std::string_view digits, std::size_t most) {
    long n = 0;
    for (const char c : digits.substr(0, most)) n = n * 10 + (c - '0');
    return n;
}

}  // namespace kifu::event::scan
