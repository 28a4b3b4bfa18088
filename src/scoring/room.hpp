#pragma once
// The room around a chain inside the opponent's strong chains (its walls), and the
// judgements by chain that say which chains are strong: what the eye-space review
// (eye_space.hpp) and the nakade reading (nakade_reading.hpp) look at.
#include <algorithm>
#include <cstddef>
#include <vector>

#include "base/flood_fill.hpp"
#include "scoring/judge_params.hpp"
#include "scoring/judgement.hpp"
#include "scoring/playout_board.hpp"

namespace kifu::scoring {

// The judgements by chain: any stone of a chain finds its chain's judgement.
class Judgements {
public:
    using Loc = PlayoutBoard::Loc;
    Judgements(const PlayoutBoard& b, std::vector<ChainJudgement>& chains, const JudgeParams& params)
        : b_(b), chains_(chains), params_(params), index_(static_cast<std::size_t>(b.cells()), -1) {
        for (std::size_t i = 0; i < chains.size(); ++i)
            index_[b.chain(b.loc(chains[i].stones.front()))] = static_cast<int>(i);
    }
    ChainJudgement& of(Loc stone) { return chains_[static_cast<std::size_t>(index_[b_.chain(stone)])]; }
    // A wall chain is strong when it is proved, or alive in nearly every play-out
    // (JudgeParams::strong_wall_share).
    bool strong(Loc stone) {
        const ChainJudgement& j = of(stone);
        return j.status == ChainStatus::alive && (j.proved || j.share >= params_.strong_wall_share);
    }

private:
    const PlayoutBoard& b_;
    std::vector<ChainJudgement>& chains_;
    const JudgeParams& params_;
    std::vector<int> index_;   // at chain heads
};

// The room around one chain, up to the opponent's strong chains (its walls). Its fills keep
// their marks (stamps) between chains, so one Room serves every chain looked at.
class Room {
public:
    using Loc = PlayoutBoard::Loc;
    Room(const PlayoutBoard& b, const JudgeParams& params) : Room(b, params.largest_room) {}
    // A room of at most `largest_room` points (the settled rule's walled-in dead chains look
    // further than the eye-space review: JudgeParams::walled_in_room).
    Room(const PlayoutBoard& b, std::size_t largest_room) : b_(b), largest_room_(largest_room) {}

    // Spreads from `target` through everything but the strong chains of `wall_colour`;
    // false when the room is larger than the constructor's bound (JudgeParams::largest_room:
    // too large to be eye space) or has no wall.
    bool spread(Loc target, Color wall_colour, Judgements& judged) {
        area_.clear();
        walls_.clear();
        area_fill_.begin(static_cast<std::size_t>(b_.cells()));
        area_fill_.fill(
            target, [&](Loc l) { return b_.neighbours(l); },
            [&](Loc n) {
                if (!b_.on_board(n)) return Flood::skip;
                if (!b_.is(n, wall_colour) || !judged.strong(n)) return Flood::enter;
                walls_.push_back(b_.chain(n));
                return Flood::skip;
            },
            [&](Loc l) {
                if (area_.size() > largest_room_) return false;
                area_.push_back(l);
                return true;
            });
        if (area_.size() > largest_room_ || walls_.empty()) return false;
        std::sort(walls_.begin(), walls_.end());
        walls_.erase(std::unique(walls_.begin(), walls_.end()), walls_.end());
        return true;
    }

    // The liberties outside the room of the walls that have at most `most` of them.
    [[nodiscard]] std::vector<Loc> liberties_of_short_walls(int most) const {
        std::vector<Loc> liberties;
        for (Loc wall : walls_)
            if (outside_liberties(wall, most + 1) <= most)
                for (Loc l : libs_)   // two walls may share one
                    if (std::find(liberties.begin(), liberties.end(), l) == liberties.end()) liberties.push_back(l);
        return liberties;
    }

    [[nodiscard]] bool inside(Loc l) const { return area_fill_.marked(l); }
    [[nodiscard]] const std::vector<Loc>& area() const { return area_; }
    [[nodiscard]] const std::vector<Loc>& walls() const { return walls_; }   // their chains' heads

    // Every wall has two liberties outside the room: it is not short of liberties in a
    // race against the chains inside.
    [[nodiscard]] bool walls_breathe_outside() const {
        return std::all_of(walls_.begin(), walls_.end(), [&](Loc wall) { return outside_liberties(wall, 2) >= 2; });
    }

    // Every wall has two liberties, inside the room or out, that no stone of colour `c`
    // touches: a race against c's stones cannot take them (a seki's walls, whose liberties
    // the stones inside share, have none).
    [[nodiscard]] bool walls_breathe_away_from(Color c) const {
        auto away_from_c = [&](Loc l) {
            const auto around = b_.neighbours(l);
            return std::none_of(around.begin(), around.end(), [&](Loc m) { return b_.is(m, c); });
        };
        return std::all_of(walls_.begin(), walls_.end(), [&](Loc wall) { return liberties(wall, 2, away_from_c) >= 2; });
    }

    // The parts of the room that `own` does not cover, one at a time, each with whether it
    // touches a wall.
    template <class Own, class Visit>
    void each_part(const Own& own, const Visit& visit) {
        part_fill_.begin(static_cast<std::size_t>(b_.cells()));
        for (Loc start : area_) {
            if (own(start) || part_fill_.marked(start)) continue;
            part_.clear();
            bool touches_wall = false;
            part_fill_.fill(
                start, [&](Loc l) { return b_.neighbours(l); },
                [&](Loc n) {
                    if (!b_.on_board(n) || own(n)) return Flood::skip;
                    if (inside(n)) return Flood::enter;
                    touches_wall = true;
                    return Flood::skip;
                },
                [&](Loc l) { part_.push_back(l); });
            visit(part_, touches_wall);
        }
    }

private:
    // The wall's liberties outside the room, counted up to `cap`.
    [[nodiscard]] int outside_liberties(Loc wall, int cap) const {
        return liberties(wall, cap, [&](Loc l) { return !inside(l); });
    }

    // The wall's liberties that `counts` accepts, counted up to `cap`; they are left in libs_.
    template <class Counts>
    [[nodiscard]] int liberties(Loc wall, int cap, const Counts& counts) const {
        libs_.clear();
        Loc s = wall;
        do {
            for (Loc n : b_.neighbours(s)) {
                if (!b_.on_board(n) || !b_.empty(n) || !counts(n)) continue;
                if (std::find(libs_.begin(), libs_.end(), n) != libs_.end()) continue;
                libs_.push_back(n);
                if (static_cast<int>(libs_.size()) >= cap) return cap;
            }
            s = b_.next_in_chain(s);
        } while (s != wall);
        return static_cast<int>(libs_.size());
    }

    const PlayoutBoard& b_;
    std::size_t largest_room_;
    FloodFill<Loc> area_fill_, part_fill_;   // area_fill_'s marks: the room
    std::vector<Loc> area_, walls_, part_;
    mutable std::vector<Loc> libs_;
};


}  // namespace kifu::scoring
