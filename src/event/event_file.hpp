#pragma once
// Reads an event file (TOML, toml++): what the event announced, its players CSV and its
// official results, paths relative to the event file. Keys: man/kifu.1, EVENT FILE.
#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

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

// Why `path` is no file to read (" is a folder, not a file", " is not a regular file": a
// device such as /dev/zero or a pipe never ends), or none.
std::optional<std::string> not_a_file(const std::string& path);

// The text of a file the event names (`what`: "the players file"), refused when it is not
// a regular file or is over `limit` bytes ("no `kind` is that big"): at most limit + 1
// bytes are read, so a huge file costs no more than that.
std::string read_event_input(const std::string& path, std::string_view what, std::string_view kind, std::size_t limit);

}  // namespace kifu::event
