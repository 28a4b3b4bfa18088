#pragma once
// Whether a record already at an output path (annotate -o, fix -o) may be replaced: only
// when it is an earlier output of this input, which a second run writes afresh. A user's
// own copy of the same game (a master copy with comments, variations, player names) holds
// the same moves but something the new output would not: it is never replaced.
#include <string>

namespace kifu::cli {

// Why the record text `there` (read from `name`) may not be replaced by `text`, or "":
// "holds a file that is not a game record", "holds a record of another game", or "holds
// what this run would not write (PB at the root of game 1)". Compared: the games (board,
// setup and main line, as the duplicate finder compares them), then the text outside the
// game trees ("holds text outside the game tree that this run would not write": notes
// before or after it, which a reader skips), then every property of
// every node of every variation with its decoded value, less what kifu itself adds and
// would write again (CA at the root; KIFU on the main line's final node, and TB, TW and MA
// there beside it;
// the "kifu:" part of a comment; the rest of a comment is compared to the byte); then the "kifu:"
// part of each comment, which must be what this run writes there, or differ from it line
// for line, in lines of the kinds it writes (other options, another version): a line
// someone added to it is "holds text in kifu's own comment that this run would not write
// (game 1, node 3: ...)".
std::string why_not_replaced(const std::string& name, const std::string& there, const std::string& text);

}  // namespace kifu::cli
