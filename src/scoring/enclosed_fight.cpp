#include "scoring/enclosed_fight.hpp"

#include "scoring/local_board.hpp"
#include "scoring/local_reader.hpp"

namespace kifu::scoring {
namespace {

using Loc = BoardLayout::Loc;

// The question of an enclosed fight for the local reader: the attacker plays first and
// wins by capturing all the defender's stones at once.
class EnclosedQuestion {
public:
    EnclosedQuestion(const LocalBoard& board, const std::vector<Loc>& points, const std::vector<Loc>& defender_only,
                     const std::vector<Loc>& defender, std::int8_t attacker)
        : board_(board), in_points_(static_cast<std::size_t>(board.layout().cells()), 0), in_defender_(in_points_),
          defender_only_(in_points_), attacker_(attacker), defender_count_(defender.size()) {
        for (Loc p : points) in_points_[p] = 1;
        for (Loc s : defender) in_defender_[s] = 1;
        for (Loc p : defender_only) defender_only_[p] = 1;
    }

    // Not a point only the mover's stones surround (filling it captures nothing and takes
    // away its own liberty: Go readers leave such moves out; so does this one), nor for the
    // attacker a point only the defender plays on.
    bool may_play(Loc p, std::int8_t mover) const {
        if (mover == attacker_ && defender_only_[p]) return false;
        for (Loc n : board_.layout().neighbours(p))
            if (board_.at(n) != mover && board_.at(n) != LocalBoard::wall) return true;
        return false;
    }

    // What the stones a move captured mean for the fight: none, or only stones on its
    // points, go on; all the defender's stones end it; part of them, or a wall stone, end
    // the reading.
    LocalMove judge(const std::vector<Loc>& removed, bool legal, std::int8_t) const {
        std::size_t defenders = 0;
        for (Loc l : removed) {
            if (in_defender_[l]) ++defenders;
            else if (!in_points_[l]) return LocalMove::unknown;
        }
        if (defenders == 0) return legal ? LocalMove::goes_on : LocalMove::illegal;
        return defenders == defender_count_ ? LocalMove::wins : LocalMove::unknown;
    }

    // Two passes end the fight with the defender's stones standing.
    static LocalValue both_passed() { return LocalValue::second_wins; }

private:
    const LocalBoard& board_;
    std::vector<char> in_points_, in_defender_, defender_only_;
    std::int8_t attacker_;
    std::size_t defender_count_;
};

}  // namespace

EnclosedFight read_enclosed_fight(const BoardLayout& layout, std::vector<std::int8_t> cells,
                                  const std::vector<Loc>& points, const std::vector<Loc>& defender_only,
                                  const std::vector<Loc>& defender, std::int8_t attacker, std::size_t most_points,
                                  ReadingBudget& budget) {
    if (points.size() > most_points || defender.empty()) return EnclosedFight::unknown;
    LocalBoard board(layout, std::move(cells));
    const EnclosedQuestion question(board, points, defender_only, defender, attacker);
    LocalReader<EnclosedQuestion> reader(board, points, attacker, question, budget);
    switch (reader.solve(attacker)) {
        case LocalValue::first_wins: return EnclosedFight::captured;
        case LocalValue::second_wins: return EnclosedFight::lives;
        default: return EnclosedFight::unknown;
    }
}

}  // namespace kifu::scoring
