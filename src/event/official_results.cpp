#include "event/official_results.hpp"

#include <sstream>

#include "event/event_file.hpp"

namespace kifu::event {

OfficialResults read_official_results(const std::string& path, std::optional<ResultsFormat> format) {
    const std::string s = read_event_input(path, "the official results file", "results file", std::size_t{64} << 20);
    if (!format) {
        // An AGA file opens with TOURNEY (perhaps after comments); an EGD table never has it.
        std::istringstream lines(s);
        format = ResultsFormat::egd;
        for (std::string line; std::getline(lines, line);) {
            const auto start = line.find_first_not_of(" \t");
            if (start == std::string::npos || line[start] == '#' || line[start] == ';') continue;
            if (line.compare(start, 7, "TOURNEY") == 0) format = ResultsFormat::aga;
            break;
        }
    }
    return *format == ResultsFormat::aga ? parse_aga_results(path, s) : parse_egd_results(path, s);
}

}  // namespace kifu::event
