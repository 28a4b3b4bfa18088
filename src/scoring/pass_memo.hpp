#pragma once
// Late in a play-out one side often has only eyes left while the other fills its own
// territory move after move. The side with nothing to play passes every turn, and each of
// those passes drew every empty point again: nearly half of all the tests of acceptable()
// (playout_policy.hpp) went to them.
//
// After a side has found no acceptable point, the opponent's move at m can make a point
// acceptable for it only
// - within three points of m or of a stone m captured (the widest look acceptable() takes
//   is a four-point eye space around the point; an eye, a neighbour's emptiness, a
//   capture of a single stone are all nearer);
// - at the ko point that has just lapsed;
// - at the last liberty of the chain m joined, when m leaves it in atari.
// Everywhere else the move only took liberties from the side's chains or gave liberties
// to the opponent's, and neither ever makes a move acceptable. So the side's next pass
// needs only those points tested: PassMemo lists them.
//
// The play-out draws the same random numbers as the full draw would (one per empty point),
// so the play-outs and every result are exactly what they were without the memo.
#include <algorithm>
#include <vector>

#include "base/color.hpp"
#include "scoring/playout_board.hpp"

namespace kifu::scoring {

class PassMemo {
public:
    using Loc = PlayoutBoard::Loc;

    // The side found no acceptable point on `b`: remember it until the side moves.
    void found_none(const PlayoutBoard& b) {
        valid_ = true;
        lapsed_ko_ = b.ko_point();
        centres_.clear();
    }
    void forget() { valid_ = false; }
    [[nodiscard]] bool valid() const { return valid_; }

    // The opponent (`mover`) is about to play at m on `b`; call before the move is played.
    // Inline: the play-outs call it at every move, most often with no memo to keep.
    void note_move(const PlayoutBoard& b, Loc m, Color mover) {
        if (valid_) note_valid_move(b, m, mover);
    }

    // After the move noted: the points where the side may now have an acceptable move.
    // Duplicates are harmless.
    [[nodiscard]] std::vector<Loc> suspects(const PlayoutBoard& b) const {
        std::vector<Loc> points;
        for_each_suspect(b, [&](Loc l) {
            points.push_back(l);
            return false;
        });
        return points;
    }

    // After the move noted: whether the side `c` still has no acceptable point. When so,
    // the memo holds for the position `b` as it stands.
    // Inline, like note_move: most moves find no memo.
    [[nodiscard]] bool still_none(const PlayoutBoard& b, Color c) { return valid_ && still_none_among_suspects(b, c); }

private:
    void note_valid_move(const PlayoutBoard& b, Loc m, Color mover);
    [[nodiscard]] bool still_none_among_suspects(const PlayoutBoard& b, Color c);

    // More stones captured than this and the full draw is cheaper than the suspects.
    static constexpr std::size_t most_centres = 8;

    // Calls visit(l) for each suspect l until visit returns true; whether one did.
    template <class Visit>
    bool for_each_suspect(const PlayoutBoard& b, const Visit& visit) const;

    bool valid_ = false;
    Loc lapsed_ko_ = PlayoutBoard::no_loc;
    std::vector<Loc> centres_;  // the move noted, then the stones it captures
};

template <class Visit>
bool PassMemo::for_each_suspect(const PlayoutBoard& b, const Visit& visit) const {
    const BoardSize size = b.size();
    for (Loc centre : centres_) {
        const Point p = b.point(centre);
        for (int dy = -3; dy <= 3; ++dy) {
            const int y = p.y + dy, reach = 3 - (dy < 0 ? -dy : dy);
            if (y < 0 || y >= size.height) continue;
            for (int x = std::max(0, p.x - reach); x <= std::min(size.width - 1, p.x + reach); ++x) {
                const Loc l = b.loc({static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)});
                if (b.empty(l) && visit(l)) return true;
            }
        }
    }
    if (lapsed_ko_ != PlayoutBoard::no_loc && b.empty(lapsed_ko_) && visit(lapsed_ko_)) return true;
    if (centres_.empty()) return false;
    const Loc move = centres_.front();
    return !b.empty(move) && b.liberties(move, 2) == 1 && visit(b.any_liberty(move));
}

}  // namespace kifu::scoring
