#pragma once
// Benson's algorithm: the chains that live unconditionally ("pass-alive": they cannot be
// captured even if their owner passes at every turn), and the opposing stones that sit in
// their small enclosed regions and therefore can never live. This is the certain core of
// life-and-death judgement; play-outs (life_and_death.hpp) judge what it leaves open.
//
// D. B. Benson, "Life in the game of Go", Information Sciences 10 (1976). A region is a
// maximal connected set of points that are not the colour's stones; it is vital to a
// chain when every empty point in it is a liberty of that chain. Repeatedly drop the
// chains with fewer than two vital regions, and the regions touching a dropped chain.
#include <vector>

#include "scoring/playout_board.hpp"

namespace kifu::scoring {

struct BensonResult {
    std::vector<char> pass_alive;   // per cell of the PlayoutBoard: a stone of a pass-alive chain
    std::vector<char> surely_dead;  // per cell: an opposing stone inside a vital region of one
};

BensonResult benson(const PlayoutBoard& board);

}  // namespace kifu::scoring
