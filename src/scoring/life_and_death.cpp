#include "scoring/life_and_death.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "scoring/benson.hpp"
#include "scoring/capture_doubt.hpp"
#include "scoring/capture_reading.hpp"
#include "scoring/confirmation.hpp"
#include "scoring/must_fill.hpp"
#include "scoring/eye_space.hpp"
#include "scoring/nakade_reading.hpp"
#include "scoring/reading_doubt.hpp"
#include "scoring/playout_board.hpp"
#include "scoring/playouts.hpp"
#include "scoring/territory_map.hpp"

namespace kifu::scoring {

std::string_view status_name(ChainStatus status) {
    switch (status) {
        case ChainStatus::alive: return "alive";
        case ChainStatus::dead: return "dead";
        case ChainStatus::seki: return "seki";
    }
    return "alive";
}

namespace {

using Loc = PlayoutBoard::Loc;

// The confidence of a point whose must-fill status depends on how the dame are filled
// (MarkedTerritory::doubtful): a coin flip.
constexpr double doubtful_share = 0.5;

std::vector<Point> stones_of(const PlayoutBoard& b, Loc stone) {
    std::vector<Point> stones;
    b.for_each_stone(stone, [&](Loc s) { stones.push_back(b.point(s)); });
    std::sort(stones.begin(), stones.end());
    return stones;
}

// Judges every chain from Benson's core and the play-outs' ownership.
std::vector<ChainJudgement> judge_chains(const PlayoutBoard& b, const BensonResult& certain, const Ownership& own) {
    std::vector<ChainJudgement> chains;
    std::vector<char> done(static_cast<std::size_t>(b.cells()), 0);
    for (int cell = 0; cell < b.cells(); ++cell) {
        const auto l = static_cast<Loc>(cell);
        if (!b.on_board(l) || b.empty(l) || done[b.chain(l)]) continue;
        done[b.chain(l)] = 1;
        ChainJudgement j;
        j.color = b.is(l, Color::black) ? Color::black : Color::white;
        j.stones = stones_of(b, l);
        if (certain.pass_alive[l]) {
            j.certain = true;
            j.reason = "pass-alive (Benson): cannot be captured";
        } else if (certain.surely_dead[l]) {
            j.status = ChainStatus::dead;
            j.certain = true;
            j.reason = "inside a small region of a pass-alive chain (Benson): cannot live";
        } else {
            // The share of play-outs in which the chain's own colour held its points.
            double held = 0;
            const auto& mine = j.color == Color::black ? own.black : own.white;
            for (Point p : j.stones) held += mine[b.loc(p)];
            held /= static_cast<double>(j.stones.size()) * own.playouts;
            j.status = held >= 0.5 ? ChainStatus::alive : ChainStatus::dead;
            j.confidence = std::max(held, 1 - held);
            j.reason = j.status == ChainStatus::alive
                           ? fmt::format("survived {:.0f}% of play-outs", 100 * held)
                           : fmt::format("captured in {:.0f}% of play-outs", 100 * (1 - held));
        }
        chains.push_back(std::move(j));
    }
    return chains;
}

std::vector<Point> dead_points(const std::vector<ChainJudgement>& chains) {
    std::vector<Point> dead;
    for (const ChainJudgement& j : chains)
        if (j.status == ChainStatus::dead) dead.insert(dead.end(), j.stones.begin(), j.stones.end());
    std::sort(dead.begin(), dead.end());
    return dead;
}

// How far a rule or a search that marks chains dead is trusted.
enum class Verdict { certain, not_settled };

// Chains with a stone in `stones` are dead by a rule or a search: certain, or dead in the
// count but with doubted_confidence (reading_doubt.hpp), not settled.
void mark_dead(std::vector<ChainJudgement>& chains, const std::vector<Point>& stones, const char* reason,
               Verdict verdict = Verdict::certain) {
    for (ChainJudgement& j : chains) {
        if (std::find(stones.begin(), stones.end(), j.stones.front()) == stones.end()) continue;
        j.status = ChainStatus::dead;
        j.certain = verdict == Verdict::certain;
        j.confidence = j.certain ? 1 : doubted_confidence;
        j.reason = reason;
    }
}

// Chains the territory map puts in seki.
void mark_seki(std::vector<ChainJudgement>& chains, const TerritoryMap& map) {
    for (ChainJudgement& j : chains) {
        const Mark m = map.at(j.stones.front());
        if (m != Mark::black_seki_stone && m != Mark::white_seki_stone) continue;
        if (j.status != ChainStatus::seki) j.reason += "; in seki: shares liberties neither side can fill";
        j.status = ChainStatus::seki;
    }
}

// The position as it is counted: the dead stones, the board without them and its territory
// map, rebuilt together whenever a rule or a search changes what is dead.
struct Counted {
    Counted(const rules::Board& position, std::vector<Point> dead_stones)
        : dead(std::move(dead_stones)), cleared(position), map(position, dead) {
        cleared.set(dead, std::nullopt);
    }
    std::vector<Point> dead;
    rules::Board cleared;
    TerritoryMap map;
};

// The play-outs for a position. Boards larger than 19x19 get fewer (each one is longer),
// so the work per position stays about what a 19x19 board costs. The seed comes from the
// position, so the answer is the same on every run.
Ownership playouts_for(const PlayoutBoard& board, std::uint64_t position_hash, const LifeAndDeathOptions& options) {
    const int cells = board.size().width * board.size().height;
    const int playouts = std::max(8, std::min(options.playouts, options.playouts * 361 / std::max(cells, 1)));
    Ownership own;
    play_out(board, playouts, position_hash ^ 0x6b6966755f6c6464ULL, own);
    return own;
}

// Chains of two or more stones in atari that the play-outs keep alive without conviction
// and that the opponent captures even when their owner moves first (a lost capturing race,
// a ladder): their stones. Random play-outs keep such a chain whenever the opponent plays
// elsewhere first, or its owner first reduces the capturer's eye.
// A lone stone is left to the play-outs: taking it gives the capturer one point, seldom
// the second eye, so whether its capture matters is not a question of reading. Chains with
// more liberties are left to them too: a race of several liberties is decided by eye
// shape (a nakade left after the capture) as often as by counting, which reading cannot see.
std::vector<Point> captured_whoever_moves(const PlayoutBoard& board, const std::vector<ChainJudgement>& chains) {
    std::vector<Point> captured;
    for (const ChainJudgement& j : chains) {
        if (j.status != ChainStatus::alive || j.convinced() || j.stones.size() < 2) continue;
        const Loc stone = board.loc(j.stones.front());
        if (board.liberties(stone, 2) != 1) continue;
        int nodes = chain_reading_nodes;
        if (read_capture(board, stone, j.color, nodes) == CaptureResult::captured)
            captured.insert(captured.end(), j.stones.begin(), j.stones.end());
    }
    return captured;
}

// A dame point of a finished game lies next to the stones of a border. A neutral point
// that touches no stone is inside a wider neutral area: an open border.
bool touches_a_stone(const PlayoutBoard& b, Loc l) {
    for (Loc n : b.neighbours(l))
        if (b.is(n, Color::black) || b.is(n, Color::white)) return true;
    return false;
}

// What the play-outs could not settle: the stones of chains they split on, the points
// the count gives a side that the side held in too few play-outs, and open neutral areas;
// and the least confidence among all of them (LifeAndDeath::least_confidence).
// Points next to a chain a rule or a local search decided are settled by that decision.
struct Doubt {
    std::vector<Point> unsettled;
    double least_confidence = 1;
};

Doubt doubt_of(const rules::Board& position, const PlayoutBoard& board, const std::vector<ChainJudgement>& chains,
               const TerritoryMap& map, const Ownership& own) {
    Doubt doubt;
    std::vector<char> ruled(static_cast<std::size_t>(board.cells()), 0);  // at chain heads
    for (const ChainJudgement& j : chains) {
        if (!j.certain) doubt.least_confidence = std::min(doubt.least_confidence, j.confidence);
        if (!j.settled()) doubt.unsettled.insert(doubt.unsettled.end(), j.stones.begin(), j.stones.end());
        if (j.certain && j.status == ChainStatus::dead) ruled[board.chain(board.loc(j.stones.front()))] = 1;
    }
    const double n = own.playouts;
    for (int y = 0; y < position.size().height; ++y)
        for (int x = 0; x < position.size().width; ++x) {
            const Point p{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)};
            if (!position.empty_at(p)) continue;
            const Loc l = board.loc(p);
            bool decided_by_rule = false;
            for (Loc nb : board.neighbours(l))
                decided_by_rule = decided_by_rule || (board.on_board(nb) && !board.empty(nb) && ruled[board.chain(nb)]);
            if (decided_by_rule) continue;
            const Mark m = map.at(p);
            double held = 1;
            if (m == Mark::black_territory) held = own.black[l] / n;
            else if (m == Mark::white_territory) held = own.white[l] / n;
            else if (m == Mark::dame && !touches_a_stone(board, l)) held = 0;
            doubt.least_confidence = std::min(doubt.least_confidence, held);
            // Unsettled when fewer play-outs give it to the side the count gives it to.
            if (held < LifeAndDeath::settled_point_share) doubt.unsettled.push_back(p);
        }
    return doubt;
}

}  // namespace

LifeAndDeath judge_life_and_death(const rules::Board& position, const LifeAndDeathOptions& options) {
    const PlayoutBoard board(position);
    const BensonResult certain = benson(board);
    Ownership own = playouts_for(board, position.hash(), options);

    LifeAndDeath result;
    result.chains = judge_chains(board, certain, own);
    if (options.read_captures) {
        // Chains that reading shows lost are taken off and the play-outs run again: the
        // chains they were racing against are then judged with the room the capture gives.
        const std::vector<Point> lost = captured_whoever_moves(board, result.chains);
        if (!lost.empty()) {
            rules::Board reduced = position;
            reduced.set(lost, std::nullopt);
            const PlayoutBoard after(reduced);
            own = playouts_for(after, reduced.hash(), options);
            result.chains = judge_chains(board, certain, own);
            mark_dead(result.chains, lost, "captured whoever moves first (reading)");
        }
    }
    if (options.eye_space) {
        revive_lone_ko_stones(board, result.chains);
        kill_chains_without_eye_space(board, result.chains);
        kill_chains_by_reading_their_room(board, result.chains);
    }
    // After the eye-space review, which only looks at chains the play-outs did not convince:
    // a doubt is no verdict for it to act on.
    if (options.read_captures) {
        doubt_chains_reading_captures(board, result.chains);
        // Half the play-outs: they only tell whether the capturers keep 90% of them.
        LifeAndDeathOptions half = options;
        half.playouts = std::max(1, options.playouts / 2);
        doubt_captures_that_may_not_pay(board, result.chains, [&](const PlayoutBoard& after) {
            return playouts_for(after, after.hash(), half);
        });
    }
    Counted counted(position, dead_points(result.chains));

    // Seki: the territory map finds the chains that share liberties neither side can fill;
    // a local search then removes the false ones (a nakade inside, or a capturing race).
    const SekiReview review = review_seki(counted.cleared, counted.map);
    if (!review.dead.empty()) {
        // Dead in the count, but not settled: in the dev split's finished games such a kill
        // was the players' count in 8 of 10; in the other 2 they (and GNU Go) counted a seki
        // (tests/bench/accuracy/README.md). Far from what "settled" promises.
        mark_dead(result.chains, review.dead,
                  "no seki: the opponent captures it by a sacrifice inside, whoever answers (local search); "
                  "players count some such shapes as seki: not settled",
                  Verdict::not_settled);
        counted = Counted(position, dead_points(result.chains));
    }
    mark_seki(result.chains, counted.map);
    if (options.bent_four_dead) {
        const std::vector<Point> bent_four = dead_as_bent_four(counted.cleared, counted.map);
        if (!bent_four.empty()) {
            mark_dead(result.chains, bent_four,
                      "bent four in the corner: dead by the confirmation rule (Japanese rules, Art. 7)");
            // The attacker's stones inside were in seki only with the dead chains around them.
            for (ChainJudgement& j : result.chains)
                if (j.status == ChainStatus::seki) j.status = ChainStatus::alive;
            counted = Counted(position, dead_points(result.chains));
            mark_seki(result.chains, counted.map);
        }
    }
    result.dead = counted.dead;

    const MarkedTerritory marked = territory_to_mark(counted.cleared, counted.map);
    result.black_territory = marked.black;
    result.white_territory = marked.white;

    Doubt doubt = doubt_of(position, board, result.chains, counted.map, own);
    result.unsettled = std::move(doubt.unsettled);
    result.least_confidence = review.unsettled.empty() ? doubt.least_confidence : 0;
    result.unsettled.insert(result.unsettled.end(), review.unsettled.begin(), review.unsettled.end());
    // A point the count keeps or leaves out by one reading of the dame filling, and referees
    // count both ways: the count may be a point off.
    if (!marked.doubtful.empty()) result.least_confidence = std::min(result.least_confidence, doubtful_share);
    result.unsettled.insert(result.unsettled.end(), marked.doubtful.begin(), marked.doubtful.end());
    std::sort(result.unsettled.begin(), result.unsettled.end());
    result.unsettled.erase(std::unique(result.unsettled.begin(), result.unsettled.end()), result.unsettled.end());
    return result;
}

}  // namespace kifu::scoring
