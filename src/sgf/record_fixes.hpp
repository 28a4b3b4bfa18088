#pragma once
// What `kifu fix` changes in one game, property by property, and what it leaves: the
// normal forms FF[4] gives the values kifu reads leniently (values.hpp, result.hpp,
// date.hpp say what they forgave; this file decides what to write instead), and the
// root's FF[4], GM[1] and CA[UTF-8]. A value that cannot be written in its normal form
// without guessing (HA[1], RE[B+Illegal], a move off the board, DT[03/04/2005]) is left
// as it was and said so.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "base/diagnostic.hpp"
#include "sgf/game_info.hpp"
#include "sgf/writer.hpp"

namespace kifu::sgf {

// What kind of change: a value rewritten, a property added or removed, a property name
// written as FF[4] spells it, the text converted to UTF-8, or a repair of the structure
// the reader made (junk dropped, a parenthesis restored).
enum class ChangeKind : std::uint8_t { value, added, removed, name, charset, repair };

// One change made to a record: where in the original, which property (empty for a
// repair of the structure), the old and new values (unescaped text; no old value for a
// property added, no new one for a property removed; for a name, the names), and why.
struct Change {
    ChangeKind kind = ChangeKind::repair;
    SourceLocation where;
    std::string property;
    std::optional<std::string> old_value, new_value;
    std::string why;
};

// A problem left as it was: where in the original and what the reader said of it.
struct LeftAsIs {
    SourceLocation where;
    std::string property;
    std::string message;
};

struct GameFixes {
    GameEdits edits;
    std::vector<Change> changes;
    std::vector<LeftAsIs> left;
    // Past what the report lists (fixes_listed_per_kind of one property and kind, and
    // fixes_listed_per_game in all): made or left all the same, and counted here. A record
    // repeating one problem five million times gave a 500 MB report and took 2.7 GB.
    std::size_t changes_not_listed = 0;
    std::size_t left_not_listed = 0;
};

// kifu(1), LIMITS: problems of one kind are listed up to 100 per game, the rest counted.
inline constexpr std::size_t fixes_listed_per_kind = 100;
inline constexpr std::size_t fixes_listed_per_game = 1000;

// The value changes for `tree`, whose game information `info` is (summarize_game).
GameFixes plan_value_fixes(const GameTree& tree, const GameInfo& info);

}  // namespace kifu::sgf
