#include "scoring/capture_doubt.hpp"

#include <algorithm>

#include "scoring/settledness.hpp"

namespace kifu::scoring {
namespace {

using Loc = PlayoutBoard::Loc;

// The least share of play-outs in which the capturer kept one of the chains at `walls`
// on `after` (0 when one was taken by the capture itself).
double capturer_kept(const PlayoutBoard& after, const std::vector<Loc>& walls, Color capturer, const Ownership& own) {
    const auto& held = capturer == Color::black ? own.black : own.white;
    double least = 1;
    for (Loc w : walls) {
        if (!after.is(w, capturer)) return 0;
        double sum = 0;
        int stones = 0;
        after.for_each_stone(w, [&](Loc s) {
            sum += held[s];
            ++stones;
        });
        least = std::min(least, sum / (stones * static_cast<double>(own.playouts)));
    }
    return least;
}

}  // namespace

void doubt_captures_that_may_not_pay(
    const PlayoutBoard& board, std::vector<ChainJudgement>& chains, const JudgeParams& params,
    const std::function<Ownership(const PlayoutBoard&, const PlainAnswer&)>& play_out_position) {
    // A position with a chain already unsettled is an estimate whatever this finds (a game
    // resigned in the middle has dozens of weak chains).
    if (std::any_of(chains.begin(), chains.end(), [&](const ChainJudgement& j) { return !chain_sure(j, params); })) return;
    // Every chain examined is captured on one board, and the board played out once: the
    // captures lie apart, and one second set of play-outs per position keeps the cost of
    // a final position within kifu_dead_timing's goal.
    struct Examined {
        ChainJudgement* chain;
        std::vector<Loc> walls;  // one stone of each of the capturer's chains next to it
    };
    std::vector<Examined> examined;
    PlayoutBoard after = board;
    for (ChainJudgement& j : chains) {
        if (j.status != ChainStatus::dead || j.proved || j.share >= params.capture_doubt_below) continue;
        const Loc stone = board.loc(j.stones.front());
        const int most = params.capture_doubt_liberties;
        if (after.empty(stone) || after.liberties(stone, most + 1) > most)
            continue;
        const Color capturer = opponent(j.color);
        std::vector<Loc> liberties, walls;
        after.for_each_stone(stone, [&](Loc s) {
            for (Loc n : after.neighbours(s)) {
                const bool new_liberty = after.on_board(n) && after.empty(n) &&
                                         std::find(liberties.begin(), liberties.end(), n) == liberties.end();
                if (new_liberty) liberties.push_back(n);
                const bool new_wall = after.is(n, capturer) &&
                                      std::none_of(walls.begin(), walls.end(),
                                                   [&](Loc w) { return after.chain(w) == after.chain(n); });
                if (new_wall) walls.push_back(n);
            }
        });
        PlayoutBoard captured = after;
        bool legal = true;
        for (Loc l : liberties) {
            if (!captured.check(l, capturer).legal) {
                legal = false;
                break;
            }
            captured.play(l, capturer);
        }
        if (!legal || captured.is(stone, j.color)) continue;
        after = captured;
        examined.push_back({&j, std::move(walls)});
    }
    if (examined.empty()) return;
    // Half the play-outs are enough when every capturer keeps capture_doubt_plain_share of
    // them: the other half would have to keep one in fewer than 2 * capturer_kept_share -
    // capture_doubt_plain_share (0.83) for the answer to change.
    const Ownership own = play_out_position(after, [&](const Ownership& so_far) {
        return std::all_of(examined.begin(), examined.end(), [&](const Examined& e) {
            return capturer_kept(after, e.walls, opponent(e.chain->color), so_far) >= params.capture_doubt_plain_share;
        });
    });
    for (const Examined& e : examined) {
        if (capturer_kept(after, e.walls, opponent(e.chain->color), own) >= params.capturer_kept_share) continue;
        e.chain->share = std::min(e.chain->share, params.doubted_share);
        e.chain->add({Stage::capture_doubt, e.chain->status});
    }
}

}  // namespace kifu::scoring
