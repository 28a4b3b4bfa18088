#pragma once
// --move N, in every command that takes it (score, show, view) and kifu.score's move=:
// checked before any work, in one set of words. CLI11 alone reads "0x5" as move 5 and "-1"
// as a move every game lacks; Python's int has no upper bound.
#include <string>

namespace kifu::analysis {

// "" for a move number (decimal digits, 0 the position after the setup); else why not,
// which makes the run a usage error. A number past a game's last move is that game's
// error, told when the game is read: only then is its length known.
std::string move_number_error(const std::string& argument);

}  // namespace kifu::analysis
