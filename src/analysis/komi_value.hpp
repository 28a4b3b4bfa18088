#pragma once
// --komi (`score`, `annotate`, `view`, `batch`) and komi= in Python: the komi that overrides
// KM[], checked before any work in one set of words. Unchecked, CLI11 reads "nan", "inf",
// "0x10" (16) and "1e308" with strtod, and Python passes any float: the reports then print
// a komi of nan or a margin of 300 digits.
#include <string>
#include <string_view>

#include "sgf/values.hpp"

namespace kifu::analysis {

// Far beyond any game's komi, and still printed short; the limit of KM[] too.
inline constexpr double largest_komi = sgf::largest_komi;

// "" for a komi kifu counts with: a finite number at most largest_komi either way; else
// why not, naming the komi as `written` (the argument as given, or the number as Python
// writes it): "'1000.5' is not a komi (at most 1000 either way)".
std::string komi_value_error(double komi, std::string_view written);

// "" for a --komi argument: a plain decimal, read as KM[] is (sgf::parse_real), that
// komi_value_error takes; else why not.
std::string komi_argument_error(const std::string& argument);

}  // namespace kifu::analysis
