#include "scoring/local_capture.hpp"

#include <algorithm>
#include <unordered_map>

namespace kifu::scoring {
namespace {

using Loc = PlayoutBoard::Loc;

class LocalCaptureSearch {
public:
    LocalCaptureSearch(std::vector<Loc> region, std::vector<Loc> targets, Color attacker, bool attacker_ignores_ko,
                       ReadingBudget& budget, Reach reach)
        : region_(std::move(region)), targets_(std::move(targets)), attacker_(attacker),
          ignores_ko_(attacker_ignores_ko), reach_(reach), budget_(budget) {}

    bool attacker_wins(const PlayoutBoard& b, int depth) {
        if (depth <= 0 || !budget_.spend() || refuted(b, attacker_, depth)) return false;
        std::vector<Loc> scratch;
        for (Loc l : moves(b, attacker_, scratch)) {
            if (!b.empty(l)) continue;
            PlayoutBoard after = b;
            if (ignores_ko_) after.clear_ko();
            if (!after.check(l, attacker_).legal) continue;
            after.play(l, attacker_);
            if (captured_target(after) || defender_loses(after, depth - 1)) return true;
        }
        remember(b, attacker_, depth);
        return false;
    }

    // Whether every line was read to its end (or its depth) within the node budget.
    [[nodiscard]] bool complete() const { return !budget_.spent(); }

private:
    bool defender_loses(const PlayoutBoard& b, int depth) {
        const Color defender = opponent(attacker_);
        if (depth <= 0 || !budget_.spend() || refuted(b, defender, depth)) return false;
        PlayoutBoard passed = b;
        passed.clear_ko();
        if (!attacker_wins(passed, depth - 1)) return remember(b, defender, depth);
        std::vector<Loc> scratch;
        for (Loc l : moves(b, defender, scratch)) {
            if (!b.empty(l) || !b.check(l, defender).legal) continue;
            PlayoutBoard after = b;
            after.play(l, defender);
            if (!attacker_wins(after, depth - 1)) return remember(b, defender, depth);
        }
        return true;
    }

    // The region, and with `Reach::outside_liberties` the liberties outside it of the
    // attacker's chains with a stone in it: for the defender those of chains in atari (it
    // captures), for the attacker those of chains with at most two that reach outside the
    // region (it extends a wall). A stone played inside may join a wall that is short of
    // liberties itself; reading only the region, the defender could never capture that
    // wall, nor the attacker save it. A chain wholly inside is no wall: extending it would
    // let the attacker crawl into the space its own captured stones left, and "capture" the
    // seki after losing its side of it. `scratch` holds the list when it is more than the
    // region.
    const std::vector<Loc>& moves(const PlayoutBoard& b, Color mover, std::vector<Loc>& scratch) const {
        if (reach_ == Reach::region) return region_;
        const int most = mover == attacker_ ? 2 : 1;
        auto in = [](const std::vector<Loc>& v, Loc l) { return std::find(v.begin(), v.end(), l) != v.end(); };
        auto reaches_outside = [&](Loc chain) {
            bool outside = false;
            b.for_each_stone(chain, [&](Loc stone) { outside = outside || !in(region_, stone); });
            return outside;
        };
        scratch = region_;
        std::vector<Loc> seen_chains;
        for (Loc l : region_) {
            if (!b.is(l, attacker_) || b.liberties(l, most + 1) > most || in(seen_chains, b.chain(l))) continue;
            seen_chains.push_back(b.chain(l));
            if (mover == attacker_ && !reaches_outside(l)) continue;
            b.for_each_stone(l, [&](Loc stone) {
                for (Loc n : b.neighbours(stone))
                    if (b.on_board(n) && b.empty(n) && !in(scratch, n)) scratch.push_back(n);
            });
        }
        return scratch;
    }

    bool captured_target(const PlayoutBoard& b) const {
        return std::any_of(targets_.begin(), targets_.end(), [&](Loc t) { return !b.is(t, opponent(attacker_)); });
    }
    [[nodiscard]] std::uint64_t key(const PlayoutBoard& b, Color to_move) const {
        return b.hash() ^ (to_move == Color::black ? 0x5bd1e995ULL : 0x1b873593ULL) ^ (std::uint64_t{b.ko_point()} << 40);
    }
    bool refuted(const PlayoutBoard& b, Color to_move, int depth) const {
        const auto it = refuted_.find(key(b, to_move));
        return it != refuted_.end() && it->second >= depth;
    }
    bool remember(const PlayoutBoard& b, Color to_move, int depth) {
        if (!budget_.spent()) {  // a result cut short by the budget proves nothing
            int& known = refuted_[key(b, to_move)];
            known = std::max(known, depth);
        }
        return false;
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
    LocalCaptureSearch search(std::move(region), std::move(targets), attacker, attacker_ignores_ko, budget, reach);
    const bool captures = search.attacker_wins(board, depth);
    return {captures, search.complete()};
}

}  // namespace kifu::scoring
