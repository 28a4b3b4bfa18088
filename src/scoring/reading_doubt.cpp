#include "scoring/reading_doubt.hpp"

#include <algorithm>

#include "scoring/capture_reading.hpp"

namespace kifu::scoring {

void doubt_chains_reading_captures(const PlayoutBoard& board, std::vector<ChainJudgement>& chains,
                                   const JudgeParams& params, ReadingBudget& budget) {
    const int most = params.reading_doubt_liberties;
    for (ChainJudgement& j : chains) {
        if (j.status != ChainStatus::alive || j.proved || j.share >= params.reading_doubt_below) continue;
        const PlayoutBoard::Loc stone = board.loc(j.stones.front());
        if (board.liberties(stone, most + 1) > most) continue;
        ReadingBudget chain_budget = budget.part(params.chain_reading_nodes);
        if (read_capture(board, stone, j.color, chain_budget, params) != CaptureResult::captured) continue;
        j.share = std::min(j.share, params.doubted_share);
        j.add({Stage::reading_doubt, j.status});
    }
}

void doubt_chains_reading_captures(const PlayoutBoard& board, std::vector<ChainJudgement>& chains,
                                   const JudgeParams& params) {
    ReadingBudget budget(params.reading_nodes);
    doubt_chains_reading_captures(board, chains, params, budget);
}

}  // namespace kifu::scoring
