#include "sgf/real_chars.hpp"

#include <array>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdlib>

#include <fmt/format.h>

namespace kifu::sgf {
namespace {

// What both ways read: strtod and from_chars would also take "inf" and "nan", strtod hex and
// exponents.
bool is_fixed_notation(std::string_view text) {
    std::size_t i = !text.empty() && text.front() == '-' ? 1 : 0;
    bool digit = false, point = false;
    for (; i < text.size(); ++i) {
        if (text[i] >= '0' && text[i] <= '9') digit = true;
        else if (text[i] == '.' && !point) point = true;
        else return false;
    }
    return digit;
}

}  // namespace

namespace detail {

std::optional<double> parse_fixed_portable(std::string_view text) {
    if (!is_fixed_notation(text)) return std::nullopt;
    const std::string terminated(text);
    errno = 0;
    const double value = std::strtod(terminated.c_str(), nullptr);
    if (errno == ERANGE) return std::nullopt;   // as from_chars: out of range either way
    return value;
}

std::string shortest_fixed_portable(double value) {
    // From 2^53 up every double is an integer, and to_chars writes all its digits exactly
    // (the shortest text that reads back has that many digits anyway; the closest is exact).
    if (std::abs(value) >= 9007199254740992.0) return fmt::format("{:.0f}", value);
    std::string s = fmt::format("{}", value);   // shortest round-trip digits, maybe with an exponent
    const std::size_t e = s.find('e');
    if (e == std::string::npos) return s;
    const bool negative = s.front() == '-';
    std::string digits;
    int point = 0;   // digits before the decimal point, in the mantissa
    for (std::size_t i = negative ? 1 : 0; i < e; ++i) {
        if (s[i] == '.') point = static_cast<int>(digits.size());
        else digits += s[i];
    }
    if (s.find('.') == std::string::npos || s.find('.') > e) point = static_cast<int>(digits.size());
    point += std::atoi(s.c_str() + e + 1);
    std::string fixed;
    if (point <= 0) fixed = "0." + std::string(static_cast<std::size_t>(-point), '0') + digits;
    else if (point >= static_cast<int>(digits.size()))
        fixed = digits + std::string(static_cast<std::size_t>(point) - digits.size(), '0');
    else fixed = digits.substr(0, static_cast<std::size_t>(point)) + "." + digits.substr(static_cast<std::size_t>(point));
    return negative ? "-" + fixed : fixed;
}

}  // namespace detail

#if defined(__cpp_lib_to_chars)

std::optional<double> parse_fixed(std::string_view text) {
    if (!is_fixed_notation(text)) return std::nullopt;
    double value = 0;
    const char* end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, value, std::chars_format::fixed);
    if (error != std::errc{} || stop != end) return std::nullopt;
    return value;
}

std::string shortest_fixed(double value) {
    // Fixed notation of any finite double fits: at most 309 integer digits, or "0." and 324 decimals.
    std::array<char, 512> buffer{};
    const auto [end, error] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value,
                                            std::chars_format::fixed);
    if (error != std::errc{}) return "?";
    return std::string(buffer.data(), end);
}

#else

std::optional<double> parse_fixed(std::string_view text) { return detail::parse_fixed_portable(text); }
std::string shortest_fixed(double value) { return detail::shortest_fixed_portable(value); }

#endif

}  // namespace kifu::sgf
