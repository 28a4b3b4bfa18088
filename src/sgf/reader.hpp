#pragma once
// Reading SGF files: bytes -> UTF-8 text -> tokens -> game trees, one game at a time.
//
// The reader is lenient: it keeps what it could parse and reports every problem as a
// warning with its line and column. ReadOptions::strict turns those warnings into errors.
// Only input that yields no game at all (unreadable, empty, binary, no game tree) is an
// error by default.
#include <string>

#include "base/diagnostic.hpp"
#include "sgf/reader_types.hpp"

namespace kifu::sgf {

struct FileOutcome {
    std::string charset;       // what the bytes were read as ("UTF-8", "SHIFT_JIS", ...)
    std::size_t games = 0;     // games handed to the handler
    Diagnostics diagnostics;   // problems that belong to no game (then the file gave none)
    std::string charset_guess;         // why the charset is a guess, or "" (DecodedText::guess)
    std::size_t bytes_replaced = 0;    // bytes no charset read, each U+FFFD in the text
};

// `name` is what diagnostics call the input. The handler is called once per game, in order.
FileOutcome read_sgf_bytes(std::string name, std::string bytes, const ReadOptions& options,
                           const GameHandler& on_game);

// Reads a file, or standard input when path is "-".
FileOutcome read_sgf_file(const std::string& path, const ReadOptions& options, const GameHandler& on_game);

}  // namespace kifu::sgf
