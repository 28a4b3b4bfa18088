#include "analysis/dead_choice.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace kifu::analysis {

std::string dead_argument_error(const std::string& argument) {
    // An empty value ("--dead \"$LIST\"" with LIST unset, dead=[] in Python) would
    // silently mean the default.
    if (argument.empty()) return "needs a value: auto, none, points or a file of points";
    if (argument == "auto" || argument == "none") return {};
    std::error_code ec;
    const auto status = std::filesystem::status(argument, ec);
    if (ec || !std::filesystem::exists(status)) return {};  // points, not a file
    if (!std::filesystem::is_regular_file(status))
        return "'" + argument + "' is not a file of points (" +
               (std::filesystem::is_directory(status) ? "a folder" : "not a regular file") + ")";
    std::ifstream in(argument);
    if (!in) return "cannot read '" + argument + "': " + std::strerror(errno);
    return {};
}

DeadChoice dead_choice(const std::string& argument) {
    using Kind = DeadChoice::Kind;
    if (argument.empty()) return {Kind::record, {}};
    if (argument == "auto") return {Kind::judged, {}};
    if (const std::string error = dead_argument_error(argument); !error.empty())
        throw std::invalid_argument("--dead: " + error);
    std::error_code ec;
    if (argument == "none" || !std::filesystem::is_regular_file(argument, ec)) return {Kind::list, argument};
    std::ifstream in(argument);
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) throw std::invalid_argument("--dead: cannot read '" + argument + "': " + std::strerror(errno));
    return {Kind::list, text.str()};
}

}  // namespace kifu::analysis
