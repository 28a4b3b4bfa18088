#pragma once
// The key two spellings of one name share, for matching what records write by hand: a
// player's name (`--event` finds players by it), an event's. Records spell one name many
// ways: "GNU Go L3" and "gnu go l3", "Smith, Alice" and "Alice Smith".
#include <string>
#include <string_view>

namespace kifu::sgf {

// Unicode-normalised (NFC) and case-folded (utf8proc), words sorted, punctuation and
// spacing of every kind dropped: "Smith, Alice" and "alice  smith" give "alice smith",
// "Émile Zola" with a combining accent and "émile zola" one key, "井山　裕太" (U+3000
// ideographic space) and "井山 裕太" one key. Text that is not UTF-8 is lowered in ASCII only.
// Not in kifu view's WebAssembly engine (src/web/engine.cmake), which has no utf8proc.
std::string name_key(std::string_view name);

}  // namespace kifu::sgf
