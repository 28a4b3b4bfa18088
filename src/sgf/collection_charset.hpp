#pragma once
// A file is read in one charset, the one its first CA[] names (charset.cpp, rule 2). A later
// game of a collection (files merged from several sources) may declare another: its text,
// read in the first, may be garbled. The reader warns of it; kifu fix keeps such a file as
// it was rather than write that text.
#include <optional>
#include <string>

#include "sgf/reader_types.hpp"

namespace kifu::sgf {

struct OtherCharset {
    std::string shown;          // the CA value, printable, at most 40 characters
    SourceLocation where;       // of the CA value
};

// The CA[] of a game after the first whose CA names another charset than `file_charset`
// and which holds text past ASCII (only such text depends on the charset); nothing
// otherwise.
std::optional<OtherCharset> declares_another_charset(const GameRecord& game, const std::string& file_charset);

}  // namespace kifu::sgf
