#include "scoring/capture_reading.hpp"

#include <algorithm>
#include <optional>

#include "scoring/capture_reader.hpp"

namespace kifu::scoring {
namespace {

using Loc = PlayoutBoard::Loc;

// Candidate moves at one position: a chain's liberties and its neighbours' are few.
constexpr int most_candidates = 16;

struct Moves {
    Loc at[most_candidates];
    int count = 0;
    bool overflowed = false;  // some candidate did not fit: the defender's list is incomplete
    void add(Loc l) {
        if (std::find(at, at + count, l) != at + count) return;
        if (count < most_candidates) at[count++] = l;
        else overflowed = true;
    }
};

// The liberties of the chain at `stone`, added to `moves`.
void add_liberties(const PlayoutBoard& b, Loc stone, Moves& moves) {
    b.for_each_stone(stone, [&](Loc s) {
        for (Loc n : b.neighbours(s))
            if (b.on_board(n) && b.empty(n)) moves.add(n);
    });
}

// Calls visit(head) once for each chain of colour c next to the chain at `stone`.
template <class Visit>
void each_neighbour_chain(const PlayoutBoard& b, Loc stone, Color c, const Visit& visit) {
    Loc seen[64];
    int seen_count = 0;
    b.for_each_stone(stone, [&](Loc s) {
        for (Loc n : b.neighbours(s)) {
            if (!b.is(n, c)) continue;
            const Loc head = b.chain(n);
            if (std::find(seen, seen + seen_count, head) != seen + seen_count) continue;
            if (seen_count < 64) seen[seen_count++] = head;
            visit(head);
        }
    });
}

// The question of a chain short of liberties, for the capture reader.
class ChainCapture {
public:
    ChainCapture(Loc target, Color defender, ReadingBudget& budget, const JudgeParams& params)
        : target_(target), defender_(defender), attacker_(opponent(defender)), escaped_(params.escaped_liberties),
          budget_(budget) {}

    // The target in atari is taken at once; one that reached escaped_liberties is safe.
    std::optional<bool> attacker_turn(const PlayoutBoard& b, int depth) {
        const int libs = b.liberties(target_, escaped_);
        if (libs == 1 && b.check(b.any_liberty(target_), attacker_).legal) return true;
        if (libs >= escaped_) return false;
        if (out_of_work(depth)) return false;
        return std::nullopt;
    }
    std::optional<bool> defender_turn(const PlayoutBoard& b, int depth) {
        if (b.liberties(target_, escaped_) >= escaped_) return true;
        if (out_of_work(depth)) return true;
        return std::nullopt;
    }

    // The attacker plays on the target's liberties, or saves one of its own chains next to
    // the target that is in atari (extending, or capturing a chain next to it). The
    // defender extends, captures an attacking chain in atari next to the target, or (with a
    // liberty to spare) takes the liberties of one as short of them as the target (a race).
    bool moves(const PlayoutBoard& b, Color mover, std::vector<Loc>& list) {
        Moves moves;
        add_liberties(b, target_, moves);
        if (mover == attacker_) {
            each_neighbour_chain(b, target_, attacker_, [&](Loc chain) {
                if (b.liberties(chain, 2) != 1) return;
                moves.add(b.any_liberty(chain));
                each_neighbour_chain(b, chain, defender_, [&](Loc theirs) {
                    if (b.liberties(theirs, 2) == 1) moves.add(b.any_liberty(theirs));
                });
            });
        } else {
            const int libs = b.liberties(target_, escaped_);
            each_neighbour_chain(b, target_, attacker_, [&](Loc chain) {
                const int theirs = b.liberties(chain, 3);
                if (theirs == 1 || (libs > 1 && theirs <= libs)) add_liberties(b, chain, moves);
            });
            if (moves.overflowed) {  // an untried defence: nothing can be proved here
                cut_short_ = true;
                return false;
            }
        }
        list.assign(moves.at, moves.at + moves.count);
        return true;
    }

    // A sensible move (PlayoutBoard::MoveCheck::sensible).
    static bool play(const PlayoutBoard& b, Loc m, Color mover, PlayoutBoard& after) {
        if (!b.check(m, mover).sensible()) return false;
        after = b;
        after.play(m, mover);
        return true;
    }
    [[nodiscard]] bool captured(const PlayoutBoard& after) const { return !after.is(target_, defender_); }

    // In atari, only the moves can help. Otherwise the defender may also play elsewhere:
    // filling its own liberties may only hurt the target.
    [[nodiscard]] Pass pass(const PlayoutBoard& b) const {
        return b.liberties(target_, escaped_) == 1 ? Pass::never : Pass::last;
    }
    static void refuted(const PlayoutBoard&, Color, int) {}   // no position is read twice often enough

    [[nodiscard]] bool cut_short() const { return cut_short_; }

private:
    bool out_of_work(int depth) {
        if (depth > 0 && budget_.spend()) return false;
        cut_short_ = true;
        return true;
    }

    Loc target_;
    Color defender_, attacker_;
    int escaped_;   // target liberties at which the defender has escaped
    ReadingBudget& budget_;
    bool cut_short_ = false;
};

}  // namespace

CaptureResult read_capture(const PlayoutBoard& board, PlayoutBoard::Loc target, Color to_move, ReadingBudget& budget,
                           const JudgeParams& params) {
    const Color defender = board.is(target, Color::black) ? Color::black : Color::white;
    ChainCapture question(target, defender, budget, params);
    const int deepest = params.chain_reading_depth;
    CaptureReader<ChainCapture> reader(question, opponent(defender), deepest);
    const bool captured = to_move == defender ? !reader.defender_survives(board, deepest)
                                              : reader.attacker_wins(board, deepest);
    if (captured) return CaptureResult::captured;
    return question.cut_short() ? CaptureResult::unknown : CaptureResult::escapes;
}

}  // namespace kifu::scoring
