#pragma once
// The move choice inside a play-out (see playouts.hpp): the light policy of Monte Carlo Go
// programs, plus the few answers a player never misses. Each keeps settled shapes settled:
// without them random play lets dead stones run and living chains die often enough to blur
// the ownership of points a referee would call settled.
#include "scoring/playout_board.hpp"

namespace kifu::scoring {

// A random move the policy lets `c` play at `l`: legal, not the ko point, not filling its
// own true eye or a point of its own four-point eye space, and not putting a chain of two
// or more stones in atari without capturing (single-stone throw-ins and nakade stay
// possible).
[[nodiscard]] bool acceptable(const PlayoutBoard& b, PlayoutBoard::Loc l, Color c);

// The answer to the opponent's last move at `last`: capture the stone now in atari, or save
// an own chain it put in atari (by capturing a neighbour in atari, else by extending when
// that gives more than one liberty). no_loc when there is none.
[[nodiscard]] PlayoutBoard::Loc urgent_move(const PlayoutBoard& b, PlayoutBoard::Loc last, Color to_move);

// The last liberty of the largest opposing chain next to `mine` (the mover's own previous
// move) that is still in atari: the opponent ignored the atari, so take the chain now.
[[nodiscard]] PlayoutBoard::Loc capture_ignored(const PlayoutBoard& b, PlayoutBoard::Loc mine, Color to_move);

// The vital point of a three-point eye space next to `last` (the middle of a straight or
// bent three), when one colour alone borders the space and the move there keeps more than
// one liberty.
[[nodiscard]] PlayoutBoard::Loc nakade_point(const PlayoutBoard& b, PlayoutBoard::Loc last, Color to_move);

// The first of the three above that applies, in that order; no_loc leaves the move to chance.
[[nodiscard]] PlayoutBoard::Loc policy_move(const PlayoutBoard& b, PlayoutBoard::Loc last, PlayoutBoard::Loc mine,
                                            Color to_move);

}  // namespace kifu::scoring
