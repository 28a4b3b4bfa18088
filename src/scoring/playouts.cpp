#include "scoring/playouts.hpp"

#include "scoring/playout_policy.hpp"

namespace kifu::scoring {
namespace {

using Loc = PlayoutBoard::Loc;

// Small, fast, and good enough to pick random moves; seeded per position so every run
// gives the same play-outs.
using Random = SplitMix64;

// Plays one game to its end from `b` (which it changes).
// `nothing_for` (by colour) is scratch kept from one play-out to the next.
void play_one(PlayoutBoard& b, Color to_move, Random& random, PointSampler<Loc>& sampler, PassMemo (&nothing_for)[2],
              int extra_moves) {
    // A final position needs few moves to settle; a play-out still going after a board's
    // worth of moves is cycling (a ko, sending two returning one) and its end says nothing.
    const int limit = b.size().width * b.size().height + extra_moves;
    int passes = 0;
    Loc last = PlayoutBoard::no_loc, mine = PlayoutBoard::no_loc;
    nothing_for[0].forget();  // by colour: no acceptable point since its last draw
    nothing_for[1].forget();
    for (int move = 0; move < limit && passes < 2; ++move) {
        PassMemo& memo = nothing_for[static_cast<int>(to_move)];
        Loc chosen = policy_move(b, last, mine, to_move);
        if (chosen == PlayoutBoard::no_loc) {
            if (memo.still_none(b, to_move)) {
                // The draw below would try every empty point in vain, one number each.
                random.skip(b.empty_points().size());
            } else {
                // Random empty points until one is acceptable, each drawn at most once.
                sampler.start(b.empty_points());
                while (sampler.live() > 0) {
                    const std::size_t i = random.below(sampler.live());
                    const Loc l = sampler.at(i);
                    if (acceptable(b, l, to_move)) {
                        chosen = l;
                        break;
                    }
                    sampler.strike(i);
                }
                if (chosen == PlayoutBoard::no_loc) memo.found_none(b);
            }
        }
        if (chosen == PlayoutBoard::no_loc) {
            ++passes;
        } else {
            passes = 0;
            memo.forget();
            nothing_for[static_cast<int>(opponent(to_move))].note_move(b, chosen, to_move);
            b.play(chosen, to_move);
        }
        mine = last;
        last = chosen;
        to_move = opponent(to_move);
    }
}

}  // namespace

void OwnerCount::add(const PlayoutBoard& b, Ownership& own) {
    const int cells = b.cells();
    std::uint16_t* const black = own.black.data();
    std::uint16_t* const white = own.white.data();
    b.add_stones(black, white);
    // Empty regions. At the end of a play-out most are one-point eyes: a point without an
    // empty neighbour is a region of its own, and its neighbours are its border.
    fill_.begin(static_cast<std::size_t>(cells));
    for (Loc l : b.empty_points()) {
        if (b.empty_neighbours(l) == 0) {
            bool by_black = false, by_white = false;
            for (Loc n : b.neighbours(l)) {
                by_black = by_black || b.is(n, Color::black);
                by_white = by_white || b.is(n, Color::white);
            }
            if (by_black != by_white) ++(by_black ? black : white)[l];
            continue;
        }
        if (fill_.marked(l)) continue;
        bool by_black = false, by_white = false;
        members_.clear();
        fill_.fill(
            l, [&](Loc p) { return b.neighbours(p); },
            [&](Loc n) {
                if (b.is(n, Color::black)) by_black = true;
                else if (b.is(n, Color::white)) by_white = true;
                else if (b.on_board(n)) return Flood::enter;
                return Flood::skip;
            },
            [&](Loc p) { members_.push_back(p); });
        if (by_black == by_white) continue;
        for (Loc p : members_) ++(by_black ? black : white)[p];
    }
}

PlayoutRun::PlayoutRun(const PlayoutBoard& start, std::uint64_t seed, int extra_moves)
    : start_(start), board_(start), random_(seed), extra_moves_(extra_moves) {}

void PlayoutRun::play(int playouts, Ownership& own) {
    if (own.black.empty()) {
        own.black.assign(static_cast<std::size_t>(start_.cells()), 0);
        own.white.assign(static_cast<std::size_t>(start_.cells()), 0);
    }
    own.playouts += playouts;
    for (int k = 0; k < playouts; ++k, ++played_) {
        board_ = start_;
        play_one(board_, played_ % 2 == 0 ? Color::black : Color::white, random_, sampler_, nothing_for_, extra_moves_);
        owners_.add(board_, own);
    }
}

void play_out(const PlayoutBoard& start, int playouts, std::uint64_t seed, Ownership& own, int extra_moves) {
    PlayoutRun(start, seed, extra_moves).play(playouts, own);
}

}  // namespace kifu::scoring
