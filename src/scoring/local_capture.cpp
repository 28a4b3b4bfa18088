#include "scoring/local_capture.hpp"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <unordered_map>

#include "scoring/capture_reader.hpp"

namespace kifu::scoring {
namespace {

using Loc = PlayoutBoard::Loc;

// The question of a local fight, for the capture reader: moves on the region (and next to
// it), a table of the positions already refuted, and the defender's pass tried first.
class LocalFight {
public:
    LocalFight(std::vector<Loc> region, std::vector<Loc> targets, Color attacker, bool attacker_ignores_ko,
               ReadingBudget& budget, Reach reach)
        : region_(std::move(region)), targets_(std::move(targets)), attacker_(attacker),
          ignores_ko_(attacker_ignores_ko), reach_(reach), budget_(budget) {}

    std::optional<bool> attacker_turn(const PlayoutBoard& b, int depth) { return out_of_work(b, attacker_, depth); }
    std::optional<bool> defender_turn(const PlayoutBoard& b, int depth) {
        return out_of_work(b, opponent(attacker_), depth);
    }

    // The region, and with `Reach::outside_liberties` the liberties outside it of the
    // attacker's chains with a stone in it: for the defender those of chains in atari (it
    // captures), for the attacker those of chains with at most two that reach outside the
    // region (it extends a wall). A stone played inside may join a wall that is short of
    // liberties itself; reading only the region, the defender could never capture that
    // wall, nor the attacker save it. A chain wholly inside is no wall: extending it would
    // let the attacker crawl into the space its own captured stones left, and "capture" the
    // seki after losing its side of it.
    bool moves(const PlayoutBoard& b, Color mover, std::vector<Loc>& list) const {
        list = region_;
        if (reach_ == Reach::region) return true;
        const int most = mover == attacker_ ? 2 : 1;
        auto in = [](const std::vector<Loc>& v, Loc l) { return std::find(v.begin(), v.end(), l) != v.end(); };
        auto reaches_outside = [&](Loc chain) {
            bool outside = false;
            b.for_each_stone(chain, [&](Loc stone) { outside = outside || !in(region_, stone); });
            return outside;
        };
        std::vector<Loc> seen_chains;
        for (Loc l : region_) {
            if (!b.is(l, attacker_) || b.liberties(l, most + 1) > most || in(seen_chains, b.chain(l))) continue;
            seen_chains.push_back(b.chain(l));
            if (mover == attacker_ && !reaches_outside(l)) continue;
            b.for_each_stone(l, [&](Loc stone) {
                for (Loc n : b.neighbours(stone))
                    if (b.on_board(n) && b.empty(n) && !in(list, n)) list.push_back(n);
            });
        }
        return true;
    }

    // Any legal move on an empty point; with `attacker_ignores_ko` the attacker may retake a
    // ko at once.
    bool play(const PlayoutBoard& b, Loc m, Color mover, PlayoutBoard& after) const {
        if (!b.empty(m)) return false;
        if (mover == attacker_ && ignores_ko_) {
            after = b;
            after.clear_ko();
            if (!after.check(m, mover).legal) return false;
        } else {
            if (!b.check(m, mover).legal) return false;
            after = b;
        }
        after.play(m, mover);
        return true;
    }
    [[nodiscard]] bool captured(const PlayoutBoard& after) const {
        return std::any_of(targets_.begin(), targets_.end(), [&](Loc t) { return !after.is(t, opponent(attacker_)); });
    }
    static Pass pass(const PlayoutBoard&) { return Pass::first; }

    void refuted(const PlayoutBoard& b, Color to_move, int depth) {
        if (budget_.spent()) return;   // a result cut short by the budget proves nothing
        int& known = refuted_[key(b, to_move)];
        known = std::max(known, depth);
    }

    // Whether every line was read to its end (or its depth) within the node budget.
    [[nodiscard]] bool complete() const { return !budget_.spent(); }

private:
    // The depth or the budget spent, or the position refuted already at least this deep:
    // the attacker does not win (the defender survives).
    std::optional<bool> out_of_work(const PlayoutBoard& b, Color to_move, int depth) {
        if (depth <= 0 || !budget_.spend()) return to_move != attacker_;
        const auto it = refuted_.find(key(b, to_move));
        if (it != refuted_.end() && it->second >= depth) return to_move != attacker_;
        return std::nullopt;
    }
    [[nodiscard]] std::uint64_t key(const PlayoutBoard& b, Color to_move) const {
        return b.hash() ^ (to_move == Color::black ? 0x5bd1e995ULL : 0x1b873593ULL) ^ (std::uint64_t{b.ko_point()} << 40);
    }

    std::vector<Loc> region_, targets_;
    Color attacker_;
    bool ignores_ko_;
    Reach reach_;
    ReadingBudget& budget_;
    std::unordered_map<std::uint64_t, int> refuted_;
};

}  // namespace

LocalCapture read_local_capture(const PlayoutBoard& board, std::vector<PlayoutBoard::Loc> region,
                                std::vector<PlayoutBoard::Loc> targets, Color attacker, bool attacker_ignores_ko,
                                int depth, ReadingBudget& budget, Reach reach) {
    LocalFight question(std::move(region), std::move(targets), attacker, attacker_ignores_ko, budget, reach);
    CaptureReader<LocalFight> reader(question, attacker, depth);
    const bool captures = reader.attacker_wins(board, depth);
    return {captures, question.complete()};
}

}  // namespace kifu::scoring
