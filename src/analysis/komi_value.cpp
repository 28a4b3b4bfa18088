#include "analysis/komi_value.hpp"

#include <cmath>

#include <fmt/format.h>

#include "sgf/values.hpp"

namespace kifu::analysis {
namespace {

std::string not_a_number(std::string_view written) {
    return fmt::format("'{}' is not a number (a komi is a decimal such as 6.5, -3 or 0.5)", written);
}

}  // namespace

std::string komi_value_error(double komi, std::string_view written) {
    if (!std::isfinite(komi)) return not_a_number(written);
    if (std::fabs(komi) > largest_komi)
        return fmt::format("'{}' is not a komi (at most {} either way)", written, sgf::format_real(largest_komi));
    return {};
}

std::string komi_argument_error(const std::string& argument) {
    const auto komi = sgf::parse_real(argument);
    if (!komi) return not_a_number(argument);
    return komi_value_error(*komi, argument);
}

}  // namespace kifu::analysis
