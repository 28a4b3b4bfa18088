#include "analysis/move_number.hpp"

#include <charconv>

namespace kifu::analysis {

std::string move_number_error(const std::string& argument) {
    const std::string wanted = "--move takes a move number from 0 (the position after the setup) to the game's last move";
    const bool digits = !argument.empty() && argument.find_first_not_of("0123456789") == std::string::npos;
    if (!digits) return wanted + ", not '" + argument + "'";
    int move = 0;
    const auto [end, error] = std::from_chars(argument.data(), argument.data() + argument.size(), move);
    if (error != std::errc{}) return wanted + ", not '" + argument + "' (more moves than any game has)";
    return {};
}

}  // namespace kifu::analysis
