#include "analysis/dead_choice.hpp"

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include <fmt/format.h>

#include "analysis/dead_stones_input.hpp"

namespace kifu::analysis {

namespace {

// Why `argument` cannot be --dead's value, or ""; the list it gives in `list` (a file's
// text, read here once, else the argument itself) when it can.
std::string checked(const std::string& argument, std::string& list) {
    // An empty value ("--dead \"$LIST\"" with LIST unset, dead=[] in Python) would
    // silently mean the default.
    if (argument.empty()) return "needs a value: auto, none, points or a file of points";
    list = argument;
    if (argument == "auto" || argument == "none") return {};
    std::error_code ec;
    const auto status = std::filesystem::status(argument, ec);
    if (ec || !std::filesystem::exists(status)) return dead_list_error(argument);  // points, not a file
    if (!std::filesystem::is_regular_file(status))
        return "'" + argument + "' is not a file of points (" +
               (std::filesystem::is_directory(status) ? "a folder" : "not a regular file") + ")";
    // Every point of the largest board, 52x52, takes about 15 KB: a larger file is no list
    // of dead stones (a record given by mistake, or worse), and is not read into memory.
    constexpr std::uintmax_t largest_list = std::uintmax_t{1} << 20;
    if (const std::uintmax_t bytes = std::filesystem::file_size(argument, ec); !ec && bytes > largest_list)
        return fmt::format("'{}' holds {} bytes, more than a list of dead stones can (at most 1 MiB)", argument, bytes);
    std::ifstream in(argument);
    if (!in) return "cannot read '" + argument + "': " + std::strerror(errno);
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) return "cannot read '" + argument + "': " + std::strerror(errno);
    list = text.str();
    if (const std::string error = dead_list_error(list); !error.empty()) return "'" + argument + "': " + error;
    return {};
}

}  // namespace

std::string dead_argument_error(const std::string& argument) {
    std::string list;
    return checked(argument, list);
}

DeadChoice dead_choice(const std::string& argument) {
    using Kind = DeadChoice::Kind;
    if (argument.empty()) return {Kind::record, {}};
    if (argument == "auto") return {Kind::judged, {}};
    std::string list;
    if (const std::string error = checked(argument, list); !error.empty())
        throw std::invalid_argument("--dead: " + error);
    return {Kind::list, std::move(list)};
}

}  // namespace kifu::analysis
