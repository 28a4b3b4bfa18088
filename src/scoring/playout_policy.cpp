#include "scoring/playout_policy.hpp"

#include <algorithm>

namespace kifu::scoring {
namespace {

using Loc = PlayoutBoard::Loc;

// The empty neighbours of l: how many, and the first two when there are no more than two
// (the only case the caller looks further at).
int count_empty_neighbours(const PlayoutBoard& b, Loc l, Loc found[2]) {
    const int count = b.empty_neighbours(l);
    if (count > 2) return count;
    int listed = 0;
    for (Loc n : b.neighbours(l))
        if (b.empty(n)) found[listed++] = n;
    return count;
}

// Whether `to_move` may play at `liberty`, the last liberty of an opposing chain in atari.
// The move captures, so it is never suicide: only a ko retake makes it illegal. This is
// what check() would answer, without its look at the neighbours.
bool capture_is_legal(const PlayoutBoard& b, Loc liberty) { return liberty != b.ko_point(); }

// The two longer looks of the policy, each taken after few moves, are kept out of line
// (gnu::noinline) on purpose: then urgent_move and nakade_point, whose answer after most
// moves is "nothing" from a few loads, inline into policy_move without the register saves
// these need (4% of all of kifu batch's instructions on 60 KGS games).

// The answer for an own chain in atari (`own` one of its stones): capture an adjacent
// opposing chain in atari, else extend when that gives more than one liberty.
[[gnu::noinline]] Loc save_chain(const PlayoutBoard& b, Loc own, Color to_move) {
    Loc s = own;
    do {
        for (Loc m : b.neighbours(s))
            if (b.is(m, opponent(to_move)) && b.liberties(m) == 1) {
                const Loc capture = b.any_liberty(m);
                if (capture_is_legal(b, capture)) return capture;
            }
        s = b.next_in_chain(s);
    } while (s != own);
    const Loc extend = b.any_liberty(own);
    if (b.keeps_two_liberties(extend, to_move) && !b.is_eye(extend, to_move)) return extend;
    return PlayoutBoard::no_loc;
}

// nakade_point from one empty point next to the last move: the middle of the three-point
// space `start` is in, when it is one and `to_move` may play there keeping more than one
// liberty.
[[gnu::noinline]] Loc vital_point_from(const PlayoutBoard& b, Loc start, Color to_move) {
    // Three points exactly: the middle has two empty neighbours, each end only the middle.
    Loc ends[2];
    Loc middle = start;
    int count = count_empty_neighbours(b, start, ends);
    if (count == 1) {
        middle = ends[0];
        count = count_empty_neighbours(b, middle, ends);
    }
    if (count != 2 || b.empty_neighbours(ends[0]) != 1 || b.empty_neighbours(ends[1]) != 1) return PlayoutBoard::no_loc;
    // One colour around the three points: an eye space, not a gap between two walls.
    bool black = false, white = false;
    for (Loc p : {middle, ends[0], ends[1]})
        for (Loc n : b.neighbours(p)) {
            black = black || b.is(n, Color::black);
            white = white || b.is(n, Color::white);
        }
    if (black == white) return PlayoutBoard::no_loc;
    return b.keeps_two_liberties(middle, to_move) ? middle : PlayoutBoard::no_loc;
}

}  // namespace

// Players never fill a point of a four-point space they alone enclose: in a square four
// it leaves a bent three whose vital point the opponent then takes (nakade_point), a kill
// the light policy cannot finish, so the play-out would end in a seki that is not there.
// The living four-point shapes live whatever fills them, and the vital point of the
// pyramid four has three empty neighbours, so banning these moves costs nothing.
bool policy_detail::fills_own_four_point_space(const PlayoutBoard& b, Loc l, Color c) {
    Loc space[4];
    int size = 0;
    for (Loc n : b.neighbours(l)) {
        if (b.empty(n)) {
            if (size == 3) return false;
            space[size++] = n;
        } else if (b.on_board(n) && !b.is(n, c)) {
            return false;
        }
    }
    // Grow the rest of the space (without l) up to four points; it must close at three.
    for (int i = 0; i < size; ++i)
        for (Loc n : b.neighbours(space[i])) {
            if (n == l) continue;
            if (b.empty(n)) {
                if (std::find(space, space + size, n) != space + size) continue;
                if (size == 3) return false;
                space[size++] = n;
            } else if (b.on_board(n) && !b.is(n, c)) {
                return false;
            }
        }
    return size == 3;
}

bool policy_detail::joining_is_safe(const PlayoutBoard& b, Loc l, Color c) { return b.check(l, c).sensible(); }

// Without this, uniformly random play lets dead stones run and living chains die often
// enough to blur the ownership of settled points.
Loc urgent_move(const PlayoutBoard& b, Loc last, Color to_move) {
    if (last == PlayoutBoard::no_loc || b.empty(last)) return PlayoutBoard::no_loc;
    if (b.liberties(last) == 1) {  // the stone just played, an opposing one
        const Loc capture = b.any_liberty(last);
        if (capture_is_legal(b, capture)) return capture;
    }
    for (Loc n : b.neighbours(last)) {
        if (!b.is(n, to_move) || b.liberties(n) != 1) continue;
        const Loc saving = save_chain(b, n, to_move);
        if (saving != PlayoutBoard::no_loc) return saving;
    }
    return PlayoutBoard::no_loc;
}

// Without this, a dead group put in atari survives until the random moves happen to hit
// its last liberty, and meanwhile can be saved by a random extension.
Loc capture_ignored(const PlayoutBoard& b, Loc mine, Color to_move) {
    if (mine == PlayoutBoard::no_loc || !b.is(mine, to_move)) return PlayoutBoard::no_loc;
    Loc best = PlayoutBoard::no_loc;
    int best_size = 0;
    for (Loc n : b.neighbours(mine)) {
        if (!b.is(n, opponent(to_move)) || b.liberties(n) != 1 || b.chain_size(n) <= best_size) continue;
        const Loc capture = b.any_liberty(n);
        if (!capture_is_legal(b, capture)) continue;
        best = capture;
        best_size = b.chain_size(n);
    }
    return best;
}

// The middle of a straight or bent three is the point next to both others. Whoever plays it
// decides the space: one eye for its owner, or a nakade for the attacker. Random play leaves
// it to chance which side finds it first, so dead groups live and living ones die.
Loc nakade_point(const PlayoutBoard& b, Loc last, Color to_move) {
    if (last == PlayoutBoard::no_loc) return PlayoutBoard::no_loc;
    for (Loc start : b.neighbours(last)) {
        // Not empty also excludes the edge (wall cells are not empty). A point of a
        // three-point space has one or two empty neighbours: none makes a one-point eye,
        // three or four a larger space. Most moves end here.
        if (!b.empty(start) || b.empty_neighbours(start) == 0 || b.empty_neighbours(start) > 2) continue;
        const Loc vital = vital_point_from(b, start, to_move);
        if (vital != PlayoutBoard::no_loc) return vital;
    }
    return PlayoutBoard::no_loc;
}

Loc policy_move(const PlayoutBoard& b, Loc last, Loc mine, Color to_move) {
    Loc chosen = urgent_move(b, last, to_move);
    if (chosen == PlayoutBoard::no_loc) chosen = capture_ignored(b, mine, to_move);
    if (chosen == PlayoutBoard::no_loc) chosen = nakade_point(b, last, to_move);
    return chosen;
}

}  // namespace kifu::scoring
