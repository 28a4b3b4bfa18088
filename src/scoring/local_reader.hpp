#pragma once
// The exact local reader: the one search of the questions read out on a LocalBoard (the
// nakade of an enclosed fight, enclosed_fight.hpp; the seki of an eye against an eye,
// local_seki.hpp). Both sides play on the points of the fight or pass; two passes in a row
// end it. Every position of the points has one entry in a ReadingTable (a ko, play coming
// back to a position being read, proves nothing), and every position looked at is spent
// from the question's ReadingBudget. What a move means is the question's: it may leave
// points out for a side, and it says what the stones a move captured decide.
//
// Values are the first player's: it maximises (first_wins), the second minimises
// (second_wins); `neither` is a fight that ends with no capture where that is no one's win.
// A value is `unknown` when some move's outcome is unknown and no move wins: running out
// of budget, a cycle, or a capture the question cannot judge proves nothing.
#include <cstdint>
#include <vector>

#include "scoring/local_board.hpp"
#include "scoring/reading_budget.hpp"

namespace kifu::scoring {

enum class LocalValue : std::int8_t { second_wins = -1, neither = 0, first_wins = 1, unknown = 2 };

// What a question makes of a move the reader played.
enum class LocalMove : std::uint8_t {
    illegal,   // a suicide: not a move
    wins,      // the capture decides the question for the mover
    unknown,   // the capture reaches beyond what the reading can judge
    goes_on,   // read on
};

// `Question` answers:
//   bool may_play(Loc p, std::int8_t mover)   — the empty point p is a move for the mover;
//   LocalMove judge(const std::vector<Loc>& removed, bool legal, std::int8_t mover)
//                                             — the move the mover just played;
//   LocalValue both_passed()                  — the value of a fight both sides passed.
template <class Question>
class LocalReader {
public:
    using Loc = LocalBoard::Loc;

    LocalReader(LocalBoard& board, const std::vector<Loc>& points, std::int8_t first, const Question& question,
                ReadingBudget& budget)
        : board_(board), points_(points), first_(first), question_(question), table_(points.size()),
          budget_(budget) {}

    // The value of the fight with `to_move` to play; `passed`: the last move was a pass.
    LocalValue solve(std::int8_t to_move, bool passed = false) {
        if (!budget_.spend()) return LocalValue::unknown;
        const std::size_t k = ReadingTable::key(board_, points_, to_move != first_, passed);
        if (const auto found = table_.enter(k, static_cast<std::int8_t>(LocalValue::unknown)))
            return static_cast<LocalValue>(*found);
        const bool first = to_move == first_;
        const LocalValue win = first ? LocalValue::first_wins : LocalValue::second_wins;
        auto better = [&](LocalValue a, LocalValue b) { return first ? a > b : a < b; };
        LocalValue best = passed ? question_.both_passed() : solve(LocalBoard::other(to_move), true);
        bool open = best == LocalValue::unknown;
        if (open) best = first ? LocalValue::second_wins : LocalValue::first_wins;
        if (best != win) {
            std::vector<Loc> removed;
            for (Loc p : points_) {
                if (board_.at(p) != LocalBoard::empty || !question_.may_play(p, to_move)) continue;
                removed.clear();
                const bool legal = board_.play(p, to_move, removed);
                const LocalMove move = question_.judge(removed, legal, to_move);
                LocalValue v = LocalValue::unknown;
                if (move == LocalMove::wins) v = win;
                else if (move == LocalMove::goes_on) v = solve(LocalBoard::other(to_move), false);
                board_.undo(p, to_move, removed);
                if (move == LocalMove::illegal) continue;
                if (v == LocalValue::unknown) {
                    open = true;
                    continue;
                }
                if (better(v, best)) best = v;
                if (best == win) break;
            }
        }
        const LocalValue value = best != win && open ? LocalValue::unknown : best;
        table_.store(k, static_cast<std::int8_t>(value));
        return value;
    }

private:
    LocalBoard& board_;
    const std::vector<Loc>& points_;
    std::int8_t first_;
    const Question& question_;
    ReadingTable table_;
    ReadingBudget& budget_;
};

}  // namespace kifu::scoring
