#include "analysis/dead_choice.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace kifu::analysis {

DeadChoice dead_choice(const std::string& argument) {
    using Kind = DeadChoice::Kind;
    if (argument.empty()) return {Kind::record, {}};
    if (argument == "auto") return {Kind::judged, {}};
    std::error_code ec;
    if (argument == "none" || !std::filesystem::is_regular_file(argument, ec)) return {Kind::list, argument};
    std::ifstream in(argument);
    std::ostringstream text;
    text << in.rdbuf();
    return {Kind::list, text.str()};
}

}  // namespace kifu::analysis
