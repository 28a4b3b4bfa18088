#pragma once
// The half of the reader after the charset layer: UTF-8 text -> tokens -> game trees. The
// reader (reader.hpp) decodes a file's bytes and hands the text here; kifu view's
// WebAssembly engine, which has neither iconv nor uchardet, hands it the text the command
// line decoded.
#include <string>
#include <vector>

#include "sgf/reader.hpp"

namespace kifu::sgf {

// `utf8` must be valid UTF-8 without a BOM; `charset` is what its bytes were read as, and
// `file_warnings` the charset layer's messages (reported with game 0).
FileOutcome read_sgf_utf8(std::string name, std::string utf8, std::string charset,
                          std::vector<std::string> file_warnings, const ReadOptions& options,
                          const GameHandler& on_game);

}  // namespace kifu::sgf
