#include "scoring/enclosed_fight.hpp"

#include "scoring/local_board.hpp"

namespace kifu::scoring {
namespace {

using Loc = BoardLayout::Loc;

enum Value : std::int8_t { attacker_wins = 1, defender_lives = 0, unknown = 2 };

class Reading {
public:
    Reading(const BoardLayout& layout, std::vector<std::int8_t> cells, const std::vector<Loc>& points,
            const std::vector<Loc>& defender_only, const std::vector<Loc>& defender, std::int8_t attacker, ReadingBudget& budget)
        : board_(layout, std::move(cells)), points_(points), in_points_(board_.layout().cells(), 0),
          in_defender_(in_points_), defender_only_(in_points_), attacker_(attacker), defender_count_(defender.size()), table_(points.size()), budget_(budget) {
        for (Loc p : points_) in_points_[p] = 1;
        for (Loc s : defender) in_defender_[s] = 1;
        for (Loc p : defender_only) defender_only_[p] = 1;
    }

    Value solve(std::int8_t to_move, bool passed) {
        if (!budget_.spend()) return unknown;
        const std::size_t k = ReadingTable::key(board_, points_, to_move != attacker_, passed);
        if (const auto found = table_.enter(k, unknown)) return static_cast<Value>(*found);
        const bool attacking = to_move == attacker_;
        const Value win = attacking ? attacker_wins : defender_lives;
        const Value loss = attacking ? defender_lives : attacker_wins;
        // Two passes end the fight with the defender's stones standing.
        Value best = passed ? defender_lives : solve(LocalBoard::other(to_move), true);
        bool open = best == unknown;
        if (open) best = loss;
        std::vector<Loc> removed;
        for (std::size_t i = 0; i < points_.size() && best != win; ++i) {
            const Loc p = points_[i];
            if (board_.at(p) != LocalBoard::empty || own_eye(p, to_move)) continue;
            if (attacking && defender_only_[p]) continue;
            removed.clear();
            const bool legal = board_.play(p, to_move, removed);
            Value v = unknown;
            const Capture capture = classify(removed);
            if (capture == Capture::all_defenders) v = attacker_wins;
            else if (capture == Capture::inside && legal) v = solve(LocalBoard::other(to_move), false);
            board_.undo(p, to_move, removed);
            if (capture == Capture::inside && !legal) continue;   // a suicide
            if (v == unknown) {
                open = true;
                continue;
            }
            if (v == win) best = win;
        }
        const Value value = best != win && open ? unknown : best;
        table_.store(k, value);
        return value;
    }

private:
    enum class Capture { inside, all_defenders, proves_nothing };

    // A point only the mover's stones surround: filling it captures nothing and takes away
    // its own liberty. Go readers leave such moves out; so does this one.
    bool own_eye(Loc p, std::int8_t mover) const {
        for (Loc n : board_.layout().neighbours(p))
            if (board_.at(n) != mover && board_.at(n) != LocalBoard::wall) return false;
        return true;
    }

    // What the stones a move captured mean for the fight: none, or only stones on its
    // points, go on; all the defender's stones end it; part of them, or a wall stone, end
    // the reading.
    Capture classify(const std::vector<Loc>& removed) const {
        std::size_t defenders = 0;
        for (Loc l : removed) {
            if (in_defender_[l]) ++defenders;
            else if (!in_points_[l]) return Capture::proves_nothing;
        }
        if (defenders == 0) return Capture::inside;
        return defenders == defender_count_ ? Capture::all_defenders : Capture::proves_nothing;
    }

    LocalBoard board_;
    std::vector<Loc> points_;
    std::vector<char> in_points_, in_defender_, defender_only_;
    std::int8_t attacker_;
    std::size_t defender_count_;
    ReadingTable table_;
    ReadingBudget& budget_;
};

}  // namespace

EnclosedFight read_enclosed_fight(const BoardLayout& layout, std::vector<std::int8_t> cells,
                                  const std::vector<Loc>& points, const std::vector<Loc>& defender_only,
                                  const std::vector<Loc>& defender, std::int8_t attacker, std::size_t most_points,
                                  ReadingBudget& budget) {
    if (points.size() > most_points || defender.empty()) return EnclosedFight::unknown;
    Reading reading(layout, std::move(cells), points, defender_only, defender, attacker, budget);
    switch (reading.solve(attacker, false)) {
        case attacker_wins: return EnclosedFight::captured;
        case defender_lives: return EnclosedFight::lives;
        default: return EnclosedFight::unknown;
    }
}

}  // namespace kifu::scoring
