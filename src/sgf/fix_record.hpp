#pragma once
// `kifu fix`: a record read leniently and written back as clean FF[4]: UTF-8 with
// CA[UTF-8], FF[4], GM[1], FF[4] property names and escapes, normal forms for KM, RE, DT,
// SZ, HA, PL, passes and point lists (record_fixes.hpp), every repair the reader made
// (junk dropped, parentheses and semicolons restored, values closed) applied by writing
// the tree it read (writer.hpp). Moves, setup, variations, comments and properties kifu
// does not know are kept. Every change is listed with the original's line:column, old and
// new value and why; what cannot be repaired without guessing is left as it was and
// listed too. Fixing a fixed record changes nothing, byte for byte.
#include <cstddef>
#include <string>
#include <vector>

#include "base/diagnostic.hpp"
#include "sgf/record_fixes.hpp"

namespace kifu::sgf {

struct GameReport {
    std::size_t game = 0;
    std::vector<Change> changes;
    std::vector<LeftAsIs> left;
    // Made (or left) but past what the report lists (GameFixes): counted, not listed.
    std::size_t changes_not_listed = 0;
    std::size_t left_not_listed = 0;
};

struct FixedRecord {
    // The clean record; empty when nothing could be read (then `errors` says why). When the
    // reader had to give up part of a game (over a limit), the original bytes, unchanged.
    std::string text;
    bool kept_as_it_was = false;
    std::string kept_because;          // why, in words, when kept_as_it_was
    std::string charset;               // what the bytes were read as
    std::vector<GameReport> games;
    std::vector<Change> file_changes;  // the file as a whole: charset, byte-order mark, what came before the first game
    Diagnostics errors;                // why nothing could be read, or what made it be kept as it was
    // Warnings a reader gives on `text` that no LeftAsIs accounts for (found by reading
    // `text` again): none, unless kifu fix has a bug; reported as left too.
    std::vector<std::string> unexpected;

    // Every change and problem left, the ones not listed included.
    [[nodiscard]] std::size_t change_count() const;
    [[nodiscard]] std::size_t left_count() const;
    [[nodiscard]] std::size_t changes_not_listed() const;
    [[nodiscard]] std::size_t left_not_listed() const;
};

// `name` is what messages call the input.
FixedRecord fix_record(const std::string& name, std::string bytes);

}  // namespace kifu::sgf
