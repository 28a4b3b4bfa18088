#pragma once
// What `kifu info` (and the Python module's kifu.info, whose objects equal it) says of a
// game: its decoded info, with the record's setup problems that only a replay of the main
// line finds added to its diagnostics. HA[3] beside two AB stones, or AB after the first
// move: check and score warned of them while info said "Problems none". The replay's other
// findings (illegal moves, repetitions) are the game's, and check's to report.
#include "sgf/game_info.hpp"
#include "sgf/reader_types.hpp"

namespace kifu::analysis {

sgf::GameInfo describe_game(sgf::GameRecord& game);

}  // namespace kifu::analysis
