#include "scoring/reading_doubt.hpp"

#include <algorithm>
#include <optional>

#include "scoring/capture_reading.hpp"
#include "scoring/room.hpp"

namespace kifu::scoring {
namespace {

// Whether every opposing chain next to `owner`'s chain at `stone` is dead by a share that
// would settle it: then the stones that would capture it are themselves taken off in the
// count, and a chain whose capturers are all dead is not dead (its owner takes them first).
bool capturers_all_dead(const PlayoutBoard& board, PlayoutBoard::Loc stone, Color owner, Judgements& judged,
                        const JudgeParams& params) {
    bool all = true, any = false;
    board.for_each_stone(stone, [&](PlayoutBoard::Loc s) {
        for (PlayoutBoard::Loc n : board.neighbours(s)) {
            if (!board.is(n, opponent(owner))) continue;
            any = true;
            const ChainJudgement& j = judged.of(n);
            if (j.status != ChainStatus::dead || j.share < params.settled_share) all = false;
        }
    });
    return any && all;
}

}  // namespace

void doubt_chains_reading_captures(const PlayoutBoard& board, std::vector<ChainJudgement>& chains,
                                   const JudgeParams& params, ReadingBudget& budget) {
    const int most = params.reading_doubt_liberties;
    std::optional<Judgements> judged;  // built for the first chain that gets this far: most positions have none
    for (ChainJudgement& j : chains) {
        if (j.status != ChainStatus::alive || j.proved || j.share >= params.reading_doubt_below) continue;
        const PlayoutBoard::Loc stone = board.loc(j.stones.front());
        if (board.liberties(stone, most + 1) > most) continue;
        if (!judged) judged.emplace(board, chains, params);
        if (capturers_all_dead(board, stone, j.color, *judged, params)) continue;
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
