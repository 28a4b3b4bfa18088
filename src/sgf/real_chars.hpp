#pragma once
// Decimal text <-> double without the locale, as std::from_chars / std::to_chars do it.
// libstdc++ has the floating-point overloads; the libc++ of Debian's emscripten (the
// WebAssembly build of kifu's core for `kifu view`) does not, and there the same results
// come from strtod (correctly rounded, and the "C" locale is the only one) and fmt's
// shortest round-trip digits. Both ways are compiled natively, and a test holds them equal.
#include <optional>
#include <string>
#include <string_view>

namespace kifu::sgf {

// Digits with at most one '.' and an optional leading '-' (no '+', no exponent): the
// nearest double, or nothing when some character is left over.
std::optional<double> parse_fixed(std::string_view text);

// The shortest digits that read back as `value`, in fixed notation ("6.5", "0.0001",
// "100000000000000000000"), as std::to_chars(first, last, value, chars_format::fixed) writes them.
std::string shortest_fixed(double value);

namespace detail {
// The fallbacks, always compiled so the native tests compare them with the standard library.
std::optional<double> parse_fixed_portable(std::string_view text);
std::string shortest_fixed_portable(double value);
}  // namespace detail

}  // namespace kifu::sgf
