#include "cli/dead_option.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace kifu::cli {

DeadOption::DeadOption(const std::string& argument) : argument_(argument), list_(argument) {
    std::error_code ec;
    if (argument.empty() || argument == "auto" || argument == "none" || !std::filesystem::is_regular_file(argument, ec))
        return;
    std::ifstream in(argument);
    std::ostringstream text;
    text << in.rdbuf();
    list_ = text.str();
}

std::string DeadOption::apply(BoardSize size, scoring::ScoreOptions& options) const {
    if (argument_.empty()) return {};
    if (argument_ == "auto") {
        options.estimate = true;
        return {};
    }
    std::string error;
    options.dead = scoring::parse_dead_list(list_, size, error);
    return error;
}

}  // namespace kifu::cli
