#pragma once
// The parts of a `kifu view` page around the board and the count: the current move with
// its comments, the rule problems of the game (each a link to its move), the game's
// information, and the `kifu explain` lessons.
#include <string>

#include "analysis/game_outcome.hpp"
#include "sgf/game_tree.hpp"

namespace kifu::view {

// "Move 57 of 213: Black Q16", the captures so far (as `kifu show` says them) and the
// comments (C[]) of the move's node and the nodes up to the next move. `total_moves` is the
// main line's; the outcome's replay stopped at the move shown.
std::string move_panel(const analysis::GameOutcome& g, const sgf::GameTree& tree, int total_moves);

// The verdict, then each illegal move and repeated position under the game's ruleset with
// its consequence in `kifu check`'s words; each names its move in `data-move`.
std::string problems_panel(const analysis::GameOutcome& g);

// Players, event, date, board, komi, handicap, rules, RE, the file, and what reading it reported.
std::string info_panel(const analysis::GameOutcome& g);

// Every `kifu explain` lesson, each a <details id="lesson-TOPIC">.
std::string lessons_panel();

}  // namespace kifu::view
