#pragma once
// The key two spellings of one name share, for matching what records write by hand: a
// player's name (`--event` finds players by it), an event's. Records spell one name many
// ways: "GNU Go L3" and "gnu go l3", "Smith, Alice" and "Alice Smith".
#include <string>
#include <string_view>

namespace kifu::sgf {

// Lower case (ASCII), words sorted, punctuation and spacing dropped: "Smith, Alice" and
// "alice  smith" give "alice smith". Bytes past ASCII (UTF-8 letters) are kept as they are.
std::string name_key(std::string_view name);

}  // namespace kifu::sgf
