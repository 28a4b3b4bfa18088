#pragma once
// A property identifier of one or two letters as one integer, so that code which looks at
// every property of every node (the summary, the replay) tells them apart with one switch
// instead of a row of string comparisons. Longer identifiers give 0, all of them the same:
// a code tells a known name, never two names apart (compare the names). Identifiers are
// upper-case letters (the tree builder drops FF[3] lower-case letters), so a one-letter
// code never equals a two-letter one.
#include <cstdint>
#include <string_view>

namespace kifu::sgf {

constexpr std::uint16_t identifier_code(std::string_view identifier) {
    if (identifier.size() == 1) return static_cast<unsigned char>(identifier[0]);
    if (identifier.size() == 2)
        return static_cast<std::uint16_t>(static_cast<unsigned char>(identifier[0]) << 8 |
                                          static_cast<unsigned char>(identifier[1]));
    return 0;
}

}  // namespace kifu::sgf
