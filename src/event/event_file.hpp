#pragma once
// Reads an event file (TOML, toml++): what the event announced, its players CSV and its
// official results, paths relative to the event file. Keys: man/kifu.1, EVENT FILE.
#include <stdexcept>
#include <string>

#include "event/event.hpp"

namespace kifu::event {

// A problem with the event file, its players CSV or its official results: the file, the
// line and column (0 when it concerns the whole file), and what was expected.
class EventFileError : public std::runtime_error {
public:
    EventFileError(std::string file, int line, int column, const std::string& message);
    [[nodiscard]] const std::string& file() const { return file_; }
    [[nodiscard]] int line() const { return line_; }

private:
    std::string file_;
    int line_;
};

Event read_event_file(const std::string& path);

}  // namespace kifu::event
