#pragma once
// Open areas: play left unfinished. An open area is an empty region bordered by both
// colours (or by none: an empty board) that is more than dame: one of its points touches no
// stone. A neutral region whose every point touches a stone (a line of dame, a corridor two
// points wide between two walls) is filled with nobody gaining a point; a wider one is
// where the game goes on. One rule for the judge (settledness.hpp: an open area is not
// settled) and for the director's check (analysis/result_standing.cpp: a record that stops
// far from the game's end).
#include <cstddef>
#include <vector>

#include "base/point.hpp"
#include "rules/board.hpp"

namespace kifu::scoring {

struct OpenAreas {
    std::vector<Point> points;    // the points of every open area, in no particular order
    std::vector<Point> borders;   // the stones next to one (a chain may appear many times)
};

// Every empty point of `position`, row by row: the open area before a colour has put a
// stone on the board (LifeAndDeathOptions::a_side_has_not_played).
std::vector<Point> empty_points(const rules::Board& position);

// The open areas of `position` as it stands (take dead stones off it first to see the
// areas of a count). `dead_stones_on_board`: the position as played, dead stones not yet
// known; an area then counts as open only when both colours hold a fair share (a fifth)
// of its border, since a dead stone inside a territory touches it too.
OpenAreas open_areas(const rules::Board& position, bool dead_stones_on_board = false);

// The number of points in open areas: a game stopped at move 60 has a third of the board
// there; a finished game none.
std::size_t open_points(const rules::Board& position, bool dead_stones_on_board = false);

// More than a tenth of the position is open: the record stops far from the game's end. By
// default the position as played (dead stones still on the board, open_areas'
// `dead_stones_on_board`); false for a position with its dead stones taken off.
bool far_from_finished(const rules::Board& position, bool dead_stones_on_board = true);

}  // namespace kifu::scoring
