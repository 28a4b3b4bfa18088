#include "scoring/pass_memo.hpp"

#include "scoring/playout_policy.hpp"

namespace kifu::scoring {

void PassMemo::note_valid_move(const PlayoutBoard& b, Loc m, Color mover) {
    centres_.assign(1, m);
    // The side's chains in atari next to m lose their last liberty: their stones come off.
    for (Loc n : b.neighbours(m)) {
        if (!b.is(n, opponent(mover)) || b.liberties(n, 2) != 1) continue;
        bool seen = false;
        for (std::size_t i = 1; i < centres_.size(); ++i) seen = seen || b.chain(centres_[i]) == b.chain(n);
        if (seen) continue;
        if (centres_.size() + static_cast<std::size_t>(b.chain_size(n)) > most_centres) {
            valid_ = false;
            return;
        }
        b.for_each_stone(n, [&](Loc s) { centres_.push_back(s); });
    }
}

bool PassMemo::still_none_among_suspects(const PlayoutBoard& b, Color c) {
    if (for_each_suspect(b, [&](Loc l) { return acceptable(b, l, c); })) {
        valid_ = false;
        return false;
    }
    found_none(b);
    return true;
}

}  // namespace kifu::scoring
