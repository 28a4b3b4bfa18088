#include "scoring/capture_reading.hpp"

#include <algorithm>

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

class CaptureSearch {
public:
    CaptureSearch(Loc target, Color defender, ReadingBudget& budget, const JudgeParams& params)
        : target_(target), defender_(defender), attacker_(opponent(defender)), deepest_(params.chain_reading_depth),
          escaped_(params.escaped_liberties), budget_(budget) {
        boards_.reserve(static_cast<std::size_t>(deepest_) + 2);  // scratch() hands out references: never reallocate
    }

    // Attacker to move: can it capture the target?
    bool attacker_wins(const PlayoutBoard& b, int depth) {
        const int libs = b.liberties(target_, escaped_);
        if (libs == 1 && b.check(b.any_liberty(target_), attacker_).legal) return true;
        if (libs >= escaped_) return false;
        if (out_of_work(depth)) return false;
        Moves moves;
        add_liberties(b, target_, moves);
        // Own chains next to the target in atari: save them, by extending or capturing.
        each_neighbour_chain(b, target_, attacker_, [&](Loc chain) {
            if (b.liberties(chain, 2) != 1) return;
            moves.add(b.any_liberty(chain));
            each_neighbour_chain(b, chain, defender_, [&](Loc theirs) {
                if (b.liberties(theirs, 2) == 1) moves.add(b.any_liberty(theirs));
            });
        });
        for (int i = 0; i < moves.count; ++i) {
            const Loc m = moves.at[i];
            if (!sensible(b, m, attacker_)) continue;
            PlayoutBoard& after = scratch(depth, b);
            after.play(m, attacker_);
            if (!after.is(target_, defender_) || !defender_survives(after, depth - 1)) return true;
        }
        return false;
    }

    // Defender to move: does the target live through every attack?
    bool defender_survives(const PlayoutBoard& b, int depth) {
        const int libs = b.liberties(target_, escaped_);
        if (libs >= escaped_) return true;
        if (out_of_work(depth)) return true;
        Moves moves;
        add_liberties(b, target_, moves);
        // Attacking chains next to the target: capture those in atari; with a liberty to
        // spare, also take the liberties of those as short as the target (a race).
        each_neighbour_chain(b, target_, attacker_, [&](Loc chain) {
            const int theirs = b.liberties(chain, 3);
            if (theirs == 1 || (libs > 1 && theirs <= libs)) add_liberties(b, chain, moves);
        });
        if (moves.overflowed) {  // an untried defence: nothing can be proved here
            cut_short_ = true;
            return true;
        }
        for (int i = 0; i < moves.count; ++i) {
            const Loc m = moves.at[i];
            if (!sensible(b, m, defender_)) continue;
            PlayoutBoard& after = scratch(depth, b);
            after.play(m, defender_);
            if (!attacker_wins(after, depth - 1)) return true;
        }
        // In atari, only those moves can help. Otherwise the defender may also play
        // elsewhere: filling its own liberties may only hurt the target.
        if (libs == 1) return false;
        PlayoutBoard& passed = scratch(depth, b);
        passed.clear_ko();
        return !attacker_wins(passed, depth - 1);
    }

    [[nodiscard]] bool cut_short() const { return cut_short_; }

private:
    // Legal, and not a self-atari of two or more stones that captures nothing (a lone
    // stone may be thrown in).
    static bool sensible(const PlayoutBoard& b, Loc l, Color c) {
        const PlayoutBoard::MoveCheck m = b.check(l, c);
        return m.legal && (m.captures || m.liberties > 1 || m.chain_size == 1);
    }

    bool out_of_work(int depth) {
        if (depth > 0 && budget_.spend()) return false;
        cut_short_ = true;
        return true;
    }

    // A copy of `b` on the board kept for this ply: copying into an existing board
    // allocates nothing.
    PlayoutBoard& scratch(int depth, const PlayoutBoard& b) {
        const auto ply = static_cast<std::size_t>(deepest_ - depth);
        while (boards_.size() <= ply) boards_.push_back(b);
        boards_[ply] = b;
        return boards_[ply];
    }

    Loc target_;
    Color defender_, attacker_;
    int deepest_;   // plies read at most
    int escaped_;   // target liberties at which the defender has escaped
    ReadingBudget& budget_;
    bool cut_short_ = false;
    std::vector<PlayoutBoard> boards_;
};

}  // namespace

CaptureResult read_capture(const PlayoutBoard& board, PlayoutBoard::Loc target, Color to_move, ReadingBudget& budget,
                           const JudgeParams& params) {
    const Color defender = board.is(target, Color::black) ? Color::black : Color::white;
    CaptureSearch search(target, defender, budget, params);
    const int deepest = params.chain_reading_depth;
    const bool captured = to_move == defender ? !search.defender_survives(board, deepest)
                                              : search.attacker_wins(board, deepest);
    if (captured) return CaptureResult::captured;
    return search.cut_short() ? CaptureResult::unknown : CaptureResult::escapes;
}

}  // namespace kifu::scoring
