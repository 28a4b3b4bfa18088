#include "scoring/playouts.hpp"

#include "base/flood_fill.hpp"
#include "base/splitmix64.hpp"

#include "scoring/pass_memo.hpp"
#include "scoring/playout_policy.hpp"
#include "scoring/point_sampler.hpp"

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

// Buffers count_owners reuses from one play-out to the next.
struct RegionScratch {
    FloodFill<Loc> fill;
    std::vector<Loc> members;
};

// Who owns each point at the end of a play-out: stones their colour, and each empty region
// the one colour that borders it (none when both or neither do).
void count_owners(const PlayoutBoard& b, Ownership& own, RegionScratch& scratch) {
    FloodFill<Loc>& fill = scratch.fill;
    std::vector<Loc>& members = scratch.members;
    fill.begin(static_cast<std::size_t>(b.cells()));
    for (int cell = 0; cell < b.cells(); ++cell) {
        const auto l = static_cast<Loc>(cell);
        if (!b.on_board(l)) continue;
        // Added without a branch: which colour a cell holds is anyone's guess.
        own.black[l] = static_cast<std::uint16_t>(own.black[l] + (b.is(l, Color::black) ? 1 : 0));
        own.white[l] = static_cast<std::uint16_t>(own.white[l] + (b.is(l, Color::white) ? 1 : 0));
        if (!b.empty(l) || fill.marked(l)) continue;
        bool black = false, white = false;
        members.clear();
        fill.fill(
            l, [&](Loc p) { return b.neighbours(p); },
            [&](Loc n) {
                if (b.is(n, Color::black)) black = true;
                else if (b.is(n, Color::white)) white = true;
                else if (b.on_board(n)) return Flood::enter;
                return Flood::skip;
            },
            [&](Loc p) { members.push_back(p); });
        if (black == white) continue;
        for (Loc p : members) ++(black ? own.black : own.white)[p];
    }
}

}  // namespace

void play_out(const PlayoutBoard& start, int playouts, std::uint64_t seed, Ownership& own, int extra_moves) {
    if (own.black.empty()) {
        own.black.assign(static_cast<std::size_t>(start.cells()), 0);
        own.white.assign(static_cast<std::size_t>(start.cells()), 0);
    }
    own.playouts += playouts;
    Random random(seed);
    PointSampler<Loc> sampler;
    RegionScratch regions;
    PassMemo nothing_for[2];
    PlayoutBoard b = start;
    for (int k = 0; k < playouts; ++k) {
        b = start;
        play_one(b, k % 2 == 0 ? Color::black : Color::white, random, sampler, nothing_for, extra_moves);
        count_owners(b, own, regions);
    }
}

}  // namespace kifu::scoring
