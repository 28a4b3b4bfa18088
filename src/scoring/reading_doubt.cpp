#include "scoring/reading_doubt.hpp"

#include <algorithm>

#include "scoring/capture_reading.hpp"

namespace kifu::scoring {

void doubt_chains_reading_captures(const PlayoutBoard& board, std::vector<ChainJudgement>& chains) {
    for (ChainJudgement& j : chains) {
        if (j.status != ChainStatus::alive || j.certain || j.confidence >= reading_doubt_below) continue;
        const PlayoutBoard::Loc stone = board.loc(j.stones.front());
        if (board.liberties(stone, 3) > 2) continue;
        int nodes = chain_reading_nodes;
        if (read_capture(board, stone, j.color, nodes) != CaptureResult::captured) continue;
        j.confidence = std::min(j.confidence, doubted_confidence);
        j.reason += "; but reading captures it whoever moves first: not settled";
    }
}

}  // namespace kifu::scoring
