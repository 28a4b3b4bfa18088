#include "scoring/eye_space.hpp"

#include <algorithm>
#include <cstdint>

#include <fmt/format.h>

#include "scoring/enclosed_fight.hpp"

namespace kifu::scoring {
namespace {

using Loc = PlayoutBoard::Loc;

// A wall chain is strong when it is certain, or alive in nearly every play-out (85%: random
// stones thrown into a wall's own wide area cost it a few play-outs without any real threat).
constexpr double strong_wall_share = 0.85;
// Larger areas are open positions, not eye space.
constexpr std::size_t largest_area = 60;
// Positions the exact reading of rooms may look at, for all the rooms of one position.
constexpr int room_reading_budget = 300000;
// Chains alive in this share of the play-outs are not read: in 2000 dev games theirs were
// 284 of the 403 rooms read, with a third of the positions looked at, and none was killed;
// leaving them out takes the median time per position back from 4.8 to 4.7 ms.
constexpr double unread_share = 0.99;
// Walls with at most this many liberties outside a room are read with them.
constexpr int short_wall_liberties = 3;

// The judgements by chain: any stone of a chain finds its chain's judgement.
class Judgements {
public:
    Judgements(const PlayoutBoard& b, std::vector<ChainJudgement>& chains)
        : b_(b), chains_(chains), index_(static_cast<std::size_t>(b.cells()), -1) {
        for (std::size_t i = 0; i < chains.size(); ++i)
            index_[b.chain(b.loc(chains[i].stones.front()))] = static_cast<int>(i);
    }
    ChainJudgement& of(Loc stone) { return chains_[static_cast<std::size_t>(index_[b_.chain(stone)])]; }
    bool strong(Loc stone) {
        const ChainJudgement& j = of(stone);
        return j.status == ChainStatus::alive && (j.certain || j.confidence >= strong_wall_share);
    }

private:
    const PlayoutBoard& b_;
    std::vector<ChainJudgement>& chains_;
    std::vector<int> index_;   // at chain heads
};

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

// The room around one chain, up to the opponent's strong chains (its walls). Marks are
// stamps, so one set of arrays serves every chain looked at.
class Room {
public:
    explicit Room(const PlayoutBoard& b) : b_(b), area_mark_(static_cast<std::size_t>(b.cells()), 0), part_mark_(area_mark_) {}

    // Spreads from `target` through everything but the strong chains of `wall_colour`;
    // false when the room is too large to be eye space or has no wall.
    bool spread(Loc target, Color wall_colour, Judgements& judged) {
        ++stamp_;
        area_.clear();
        walls_.clear();
        stack_.assign(1, target);
        area_mark_[target] = stamp_;
        while (!stack_.empty() && area_.size() <= largest_area) {
            const Loc l = stack_.back();
            stack_.pop_back();
            area_.push_back(l);
            for (Loc n : b_.neighbours(l)) {
                if (!b_.on_board(n) || inside(n)) continue;
                if (b_.is(n, wall_colour) && judged.strong(n)) {
                    walls_.push_back(b_.chain(n));
                } else {
                    area_mark_[n] = stamp_;
                    stack_.push_back(n);
                }
            }
        }
        if (area_.size() > largest_area || walls_.empty()) return false;
        std::sort(walls_.begin(), walls_.end());
        walls_.erase(std::unique(walls_.begin(), walls_.end()), walls_.end());
        return true;
    }

    // The liberties outside the room of the walls that have at most `most` of them.
    [[nodiscard]] std::vector<Loc> liberties_of_short_walls(int most) const {
        std::vector<Loc> liberties;
        for (Loc wall : walls_)
            if (outside_liberties(wall, most + 1) <= most) liberties.insert(liberties.end(), libs_.begin(), libs_.end());
        return liberties;
    }

    [[nodiscard]] bool inside(Loc l) const { return area_mark_[l] == stamp_; }
    [[nodiscard]] const std::vector<Loc>& area() const { return area_; }
    [[nodiscard]] const std::vector<Loc>& walls() const { return walls_; }   // their chains' heads

    // Every wall has two liberties outside the room: it is not short of liberties in a
    // race against the chains inside.
    [[nodiscard]] bool walls_breathe_outside() const {
        return std::all_of(walls_.begin(), walls_.end(), [&](Loc wall) { return outside_liberties(wall, 2) >= 2; });
    }

    // The parts of the room that `own` does not cover, one at a time, each with whether it
    // touches a wall.
    template <class Own, class Visit>
    void each_part(const Own& own, const Visit& visit) {
        for (Loc start : area_) {
            if (own(start) || part_mark_[start] == stamp_) continue;
            part_.clear();
            bool touches_wall = false;
            part_mark_[start] = stamp_;
            stack_.assign(1, start);
            while (!stack_.empty()) {
                const Loc l = stack_.back();
                stack_.pop_back();
                part_.push_back(l);
                for (Loc n : b_.neighbours(l)) {
                    if (!b_.on_board(n) || part_mark_[n] == stamp_ || own(n)) continue;
                    if (!inside(n)) {
                        touches_wall = true;
                        continue;
                    }
                    part_mark_[n] = stamp_;
                    stack_.push_back(n);
                }
            }
            visit(part_, touches_wall);
        }
    }

private:
    // The wall's liberties outside the room, counted up to `cap`.
    [[nodiscard]] int outside_liberties(Loc wall, int cap) const {
        libs_.clear();
        Loc s = wall;
        do {
            for (Loc n : b_.neighbours(s)) {
                if (!b_.on_board(n) || !b_.empty(n) || inside(n)) continue;
                if (std::find(libs_.begin(), libs_.end(), n) != libs_.end()) continue;
                libs_.push_back(n);
                if (static_cast<int>(libs_.size()) >= cap) return cap;
            }
            s = b_.next_in_chain(s);
        } while (s != wall);
        return static_cast<int>(libs_.size());
    }

    const PlayoutBoard& b_;
    std::vector<int> area_mark_, part_mark_;
    int stamp_ = 0;
    std::vector<Loc> area_, walls_, stack_, part_;
    mutable std::vector<Loc> libs_;
};

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

void revive_lone_ko_stones(const PlayoutBoard& b, std::vector<ChainJudgement>& chains) {
    Judgements judged(b, chains);
    for (ChainJudgement& j : chains) {
        if (j.status != ChainStatus::dead || j.convinced() || j.stones.size() != 1) continue;
        const Loc stone = b.loc(j.stones.front());
        if (b.liberties(stone, 2) != 1) continue;
        const Loc liberty = b.any_liberty(stone);
        bool enclosed = true;
        for (Loc n : b.neighbours(liberty))
            if (n != stone && b.on_board(n)) enclosed = enclosed && b.is(n, j.color) && judged.strong(n);
        if (!enclosed) continue;
        j.status = ChainStatus::alive;
        j.reason += "; alive: its last liberty is its own colour's to fill (a ko it ends by connecting)";
    }
}

void kill_chains_without_eye_space(const PlayoutBoard& b, std::vector<ChainJudgement>& chains) {
    Judgements judged(b, chains);
    Room room(b);
    for (std::size_t i = 0; i < chains.size(); ++i) {
        if (chains[i].status != ChainStatus::alive || chains[i].convinced()) continue;
        const Color c = chains[i].color, o = opponent(c);
        const Loc target = b.chain(b.loc(chains[i].stones.front()));
        if (!room.spread(target, o, judged) || !room.walls_breathe_outside()) continue;
        const auto& area = room.area();
        if (std::any_of(area.begin(), area.end(), [&](Loc l) { return b.is(l, c) && judged.of(l).certain; })) continue;

        const EyeSpace space = eye_space_of(b, room, target, c);
        if (space.eyes > 1 || (space.eyes == 1 && !space.dead_shape)) continue;
        // Shared liberties the opponent cannot fill without self-atari: a seki.
        if (space.outer_liberties > 0 && space.fillable == 0) continue;

        for (Loc l : area) {
            if (b.empty(l)) continue;
            ChainJudgement& j = judged.of(l);
            if (j.certain) continue;
            if (j.color == c && j.status != ChainStatus::dead) {
                j.status = ChainStatus::dead;
                j.reason = fmt::format("{}; dead: no room for two eyes inside the opponent's strong wall", j.reason);
            } else if (j.color == o && j.status == ChainStatus::dead) {
                j.status = ChainStatus::alive;
                j.reason = fmt::format("{}; alive: inside its colour's wall, around a chain without two eyes", j.reason);
            }
        }
    }
}

void kill_chains_by_reading_their_room(const PlayoutBoard& b, std::vector<ChainJudgement>& chains) {
    Judgements judged(b, chains);
    // The candidates: chains judged alive, not proved, next to a chain judged dead (few in
    // a position, so the rooms of most chains are never spread).
    std::vector<Loc> targets;
    for (const ChainJudgement& dead : chains) {
        if (dead.status != ChainStatus::dead) continue;
        for (Point p : dead.stones)
            for (Loc n : b.neighbours(b.loc(p))) {
                if (!b.on_board(n) || !b.is(n, opponent(dead.color))) continue;
                const ChainJudgement& j = judged.of(n);
                if (j.status == ChainStatus::alive && !j.certain && j.confidence < unread_share)
                    targets.push_back(b.chain(n));
            }
    }
    if (targets.empty()) return;
    std::sort(targets.begin(), targets.end());
    targets.erase(std::unique(targets.begin(), targets.end()), targets.end());

    Room room(b);
    const BoardLayout layout(b.size());
    std::vector<std::int8_t> cells;   // filled for the first reading
    int budget = room_reading_budget;
    std::vector<char> read(static_cast<std::size_t>(b.cells()), 0);   // at chain heads: in a room read already
    for (Loc target : targets) {
        if (read[target] || judged.of(target).status != ChainStatus::alive) continue;
        const Color c = judged.of(target).color, o = opponent(c);
        if (!room.spread(target, o, judged)) continue;
        std::vector<Loc> points, defender;
        bool proved_alive = false, nakade = false, living_inside = false;
        for (Loc l : room.area()) {
            if (!b.is(l, c)) {
                points.push_back(l);
                if (!b.empty(l)) (judged.of(l).status == ChainStatus::dead ? nakade : living_inside) = true;
                continue;
            }
            defender.push_back(l);
            read[b.chain(l)] = 1;
            proved_alive = proved_alive || judged.of(l).certain;
        }
        if (proved_alive || !nakade || living_inside || points.size() > enclosed_fight_points) continue;
        // A wall with few liberties outside could lose a race to the chains inside: the
        // reading plays on those liberties too, and a capture of the wall proves nothing.
        for (Loc l : room.liberties_of_short_walls(short_wall_liberties))
            if (std::find(points.begin(), points.end(), l) == points.end()) points.push_back(l);
        if (points.size() > enclosed_fight_points) continue;
        if (cells.empty()) {
            cells.resize(static_cast<std::size_t>(b.cells()));
            for (std::size_t i = 0; i < cells.size(); ++i) {
                const auto l = static_cast<Loc>(i);
                cells[i] = !b.on_board(l) ? 3 : b.empty(l) ? 0 : b.is(l, Color::black) ? 1 : 2;
            }
        }
        const auto attacker = static_cast<std::int8_t>(o == Color::black ? 1 : 2);
        if (read_enclosed_fight(layout, cells, points, defender, attacker, budget) != EnclosedFight::captured) continue;
        // As sure as the walls are alive: the reading takes them as they stand.
        double confidence = 1;
        for (Loc wall : room.walls()) {
            const ChainJudgement& w = judged.of(wall);
            confidence = std::min(confidence, w.certain ? 1.0 : w.confidence);
        }
        for (Loc l : room.area()) {
            if (b.empty(l)) continue;
            ChainJudgement& j = judged.of(l);
            if (j.certain) continue;
            if (j.color == c && j.status != ChainStatus::dead) {
                j.status = ChainStatus::dead;
                j.confidence = confidence;
                j.reason = fmt::format("{}; dead: the opponent captures it moving first (reading inside its strong wall)",
                                       j.reason);
            } else if (j.color == o && j.status == ChainStatus::dead) {
                j.status = ChainStatus::alive;
                j.confidence = confidence;
                j.reason = fmt::format("{}; alive: inside its colour's wall, around a chain it captures", j.reason);
            }
        }
    }
}

}  // namespace kifu::scoring
