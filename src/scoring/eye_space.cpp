#include "scoring/eye_space.hpp"

#include <algorithm>

#include "scoring/room.hpp"

namespace kifu::scoring {
namespace {

using Loc = PlayoutBoard::Loc;

// Eye shapes that are dead whoever moves: one or two points, the square four; and the
// nakade shapes (a point next to all the others: the straight and bent three, the pyramid
// four, the cross five) once the attacker holds that vital point.
bool dead_eye_shape(const PlayoutBoard& b, const std::vector<Loc>& eye, Color attacker) {
    const std::size_t size = eye.size();
    if (size <= 2) return true;
    if (size > 5) return false;
    auto degree = [&](Loc l) {
        int d = 0;
        for (Loc n : b.neighbours(l)) d += std::find(eye.begin(), eye.end(), n) != eye.end() ? 1 : 0;
        return d;
    };
    if (size == 4 && std::all_of(eye.begin(), eye.end(), [&](Loc l) { return degree(l) == 2; })) return true;
    return std::any_of(eye.begin(), eye.end(), [&](Loc v) {
        return static_cast<std::size_t>(degree(v)) == size - 1 && b.is(v, attacker);
    });
}

// A part of the room that touches a wall can still hold two eyes: its empty points away
// from the wall and from the attacker's stones, if four or more of them hang together in
// a shape no play inside kills (not the square four, not a shape with a point beside all
// the others). A 5x5 edge group with E1-E5 and D1 lives; the wall touches only D1.
bool room_for_two_eyes(const PlayoutBoard& b, const Room& room, const std::vector<Loc>& part, Color attacker) {
    std::vector<Loc> inner;
    for (Loc l : part) {
        if (!b.empty(l)) continue;
        bool away = true;
        for (Loc n : b.neighbours(l)) away = away && (!b.on_board(n) || (room.inside(n) && !b.is(n, attacker)));
        if (away) inner.push_back(l);
    }
    auto is_inner = [&](Loc l) { return std::find(inner.begin(), inner.end(), l) != inner.end(); };
    std::vector<Loc> done, shape;
    for (Loc start : inner) {
        if (std::find(done.begin(), done.end(), start) != done.end()) continue;
        shape.assign(1, start);
        done.push_back(start);
        for (std::size_t i = 0; i < shape.size(); ++i)
            for (Loc n : b.neighbours(shape[i]))
                if (b.on_board(n) && is_inner(n) && std::find(done.begin(), done.end(), n) == done.end()) {
                    shape.push_back(n);
                    done.push_back(n);
                }
        if (shape.size() < 4) continue;
        auto degree = [&](Loc l) {
            int d = 0;
            for (Loc n : b.neighbours(l)) d += std::find(shape.begin(), shape.end(), n) != shape.end() ? 1 : 0;
            return d;
        };
        const bool square = shape.size() == 4 && std::all_of(shape.begin(), shape.end(), [&](Loc l) { return degree(l) == 2; });
        const bool vital_point = std::any_of(shape.begin(), shape.end(), [&](Loc l) {
            return static_cast<std::size_t>(degree(l)) == shape.size() - 1;
        });
        if (!square && !vital_point) return true;
    }
    return false;
}

// What the chain `target` of colour c has in its room: its eyes (parts without its safe
// stones that touch no wall), whether the last one looked at is a dead shape, and its
// liberties outside the eyes, with how many of them the opponent can fill safely.
struct EyeSpace {
    int eyes = 0;
    bool dead_shape = false;
    int outer_liberties = 0;
    int fillable = 0;
};

EyeSpace eye_space_of(const PlayoutBoard& b, Room& room, Loc target, Color c) {
    const Color o = opponent(c);
    // Its own stones in atari (other than the chain itself) are the opponent's to take.
    auto own_stone = [&](Loc l) { return b.is(l, c) && (b.chain(l) == target || b.liberties(l, 2) > 1); };
    auto liberty_of_target = [&](Loc l) {
        for (Loc n : b.neighbours(l))
            if (b.on_board(n) && b.is(n, c) && b.chain(n) == target) return true;
        return false;
    };
    EyeSpace space;
    room.each_part(own_stone, [&](const std::vector<Loc>& part, bool touches_wall) {
        if (!touches_wall) {
            ++space.eyes;
            space.dead_shape = dead_eye_shape(b, part, o);
            return;
        }
        if (room_for_two_eyes(b, room, part, o)) space.eyes += 2;
        for (Loc l : part) {
            if (!b.empty(l) || !liberty_of_target(l)) continue;
            ++space.outer_liberties;
            const PlayoutBoard::MoveCheck fill = b.check(l, o);
            if (fill.legal && (fill.captures || fill.liberties >= 2)) ++space.fillable;
        }
    });
    return space;
}

}  // namespace

void revive_lone_ko_stones(const PlayoutBoard& b, std::vector<ChainJudgement>& chains, const JudgeParams& params) {
    Judgements judged(b, chains, params);
    for (ChainJudgement& j : chains) {
        if (j.status == ChainStatus::seki || convinced(j, params) || j.stones.size() != 1) continue;
        const Loc stone = b.loc(j.stones.front());
        if (b.liberties(stone, 2) != 1) continue;
        const Loc liberty = b.any_liberty(stone);
        bool enclosed = true;
        double walls = 1;  // the least share of the chains that enclose the liberty
        for (Loc n : b.neighbours(liberty)) {
            if (n == stone || !b.on_board(n)) continue;
            enclosed = enclosed && b.is(n, j.color) && judged.strong(n);
            if (enclosed && !judged.of(n).proved) walls = std::min(walls, judged.of(n).share);
        }
        if (!enclosed) continue;
        // The stone lives as surely as the walls it connects to: the finding's measure is
        // theirs, and its confidence that share's (calibration.hpp).
        j.add({Stage::lone_ko, ChainStatus::alive, walls});
    }
}

void kill_chains_without_eye_space(const PlayoutBoard& b, std::vector<ChainJudgement>& chains,
                                   const JudgeParams& params) {
    Judgements judged(b, chains, params);
    Room room(b, params);
    for (std::size_t i = 0; i < chains.size(); ++i) {
        if (chains[i].status != ChainStatus::alive || convinced(chains[i], params)) continue;
        const Color c = chains[i].color, o = opponent(c);
        const Loc target = b.chain(b.loc(chains[i].stones.front()));
        if (!room.spread(target, o, judged) || !room.walls_breathe_outside()) continue;
        const auto& area = room.area();
        if (std::any_of(area.begin(), area.end(), [&](Loc l) { return b.is(l, c) && judged.of(l).proved; })) continue;

        const EyeSpace space = eye_space_of(b, room, target, c);
        if (space.eyes > 1 || (space.eyes == 1 && !space.dead_shape)) continue;
        // Shared liberties the opponent cannot fill without self-atari: a seki.
        if (space.outer_liberties > 0 && space.fillable == 0) continue;

        for (Loc l : area) {
            if (b.empty(l)) continue;
            ChainJudgement& j = judged.of(l);
            if (j.proved) continue;
            if (j.color == c && j.status != ChainStatus::dead) j.add({Stage::eye_space, ChainStatus::dead});
            else if (j.color == o && j.status == ChainStatus::dead) j.add({Stage::eye_space, ChainStatus::alive});
        }
    }
}

}  // namespace kifu::scoring
