#pragma once
// The move choice inside a play-out (see playouts.hpp): the light policy of Monte Carlo Go
// programs, plus the few answers a player never misses. Each keeps settled shapes settled:
// without them random play lets dead stones run and living chains die often enough to blur
// the ownership of points a referee would call settled.
#include "scoring/playout_board.hpp"

namespace kifu::scoring {

namespace policy_detail {
// The parts of acceptable() that look further than the point's neighbours.
// Whether c's move at l, with two empty neighbours, fills a point of a four-point space
// that c alone encloses.
[[nodiscard]] bool fills_own_four_point_space(const PlayoutBoard& b, PlayoutBoard::Loc l, Color c);
// Whether c's move at l, which joins an own chain, is legal and leaves the chain more than
// one liberty (or captures, or makes a chain of one stone).
[[nodiscard]] bool joining_is_safe(const PlayoutBoard& b, PlayoutBoard::Loc l, Color c);
}  // namespace policy_detail

// A random move the policy lets `c` play at `l`: legal, not the ko point, not filling its
// own true eye or a point of its own four-point eye space, and not putting a chain of two
// or more stones in atari without capturing (single-stone throw-ins and nakade stay
// possible).
//
// Inline: the random draws ask it of every point they try (4.4M times on 60 games), most
// of them late in a play-out, in an eye where the answer needs only the neighbours; a
// call cost as much as that answer.
[[nodiscard]] inline bool acceptable(const PlayoutBoard& b, PlayoutBoard::Loc l, Color c) {
    // Fast path: two empty neighbours make any move legal, not self-atari, and no eye fill.
    const int empty_neighbours = b.empty_neighbours(l);
    if (empty_neighbours > 2) return l != b.ko_point();
    if (empty_neighbours == 2) return l != b.ko_point() && !policy_detail::fills_own_four_point_space(b, l, c);
    if (empty_neighbours == 0 && b.is_eye(l, c)) return false;
    if (l == b.ko_point()) return false;
    // Joining an own chain that has two liberties besides l is safe without merging sets.
    // A move that joins no chain is a lone stone, acceptable when legal: when it has an
    // empty neighbour, or captures. Late in a play-out about half the draws land in the
    // opponent's eyes, and this answers them without check().
    bool joins = false, captures = false;
    for (PlayoutBoard::Loc n : b.neighbours(l)) {
        if (b.is(n, c)) {
            if (b.liberties(n, 3) >= 3) return true;
            joins = true;
        } else if (b.is(n, opponent(c)) && b.liberties(n) == 1) {
            captures = true;
        }
    }
    if (!joins) return empty_neighbours > 0 || captures;
    return policy_detail::joining_is_safe(b, l, c);
}

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
