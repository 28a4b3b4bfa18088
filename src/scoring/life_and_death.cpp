#include "scoring/life_and_death.hpp"

#include <algorithm>
#include <optional>

#include "scoring/benson.hpp"
#include "scoring/capture_doubt.hpp"
#include "scoring/capture_reading.hpp"
#include "scoring/confirmation.hpp"
#include "scoring/eye_space.hpp"
#include "scoring/must_fill.hpp"
#include "scoring/nakade_reading.hpp"
#include "scoring/playout_board.hpp"
#include "scoring/playouts.hpp"
#include "scoring/reading_doubt.hpp"
#include "scoring/seki.hpp"
#include "scoring/settledness.hpp"
#include "scoring/territory_map.hpp"

namespace kifu::scoring {
namespace {

using Loc = PlayoutBoard::Loc;

// The position as it is counted: the dead stones, the board without them, the stones in
// seki and the territory map, rebuilt together whenever a stage changes what is dead.
struct Counted {
    Counted(const rules::Board& position, std::vector<Point> dead_stones, const JudgeParams& params,
            ReadingBudget& budget)
        : dead(std::move(dead_stones)), cleared(position), seki(find_seki(position, dead, params, budget)),
          map(position, dead, seki) {
        cleared.set(dead, std::nullopt);
    }
    std::vector<Point> dead;
    rules::Board cleared;
    std::vector<Point> seki;
    TerritoryMap map;
};

// What the stages read and write, from the first to the last.
struct JudgeRun {
    JudgeRun(const rules::Board& p, const LifeAndDeathOptions& o)
        : position(p), options(o), params(params_for(o)), board(p) {}

    // The parameters as this position is judged: an unfinished one needs more play-outs
    // to agree before a chain is settled.
    static JudgeParams params_for(const LifeAndDeathOptions& o) {
        JudgeParams p = o.params;
        if (!o.finished) p.settled_share = p.unfinished_settled_share;
        return p;
    }

    const rules::Board& position;
    const LifeAndDeathOptions& options;
    const JudgeParams params;
    const PlayoutBoard board;
    ReadingBudget reading{params.reading_nodes};   // every reading of the position spends from it
    BensonResult proved;
    Ownership own;                   // the play-outs' (the last run of them)
    LifeAndDeath result;             // the chains' judgements, and at the end everything else
    std::optional<Counted> counted;  // from the stage `count` on
    SekiReview review;               // the seki review's findings
    MarkedTerritory marked;          // from the stage `must-fill` on

    void count() { counted.emplace(position, dead_points(), params, reading); }
    [[nodiscard]] std::vector<Point> dead_points() const {
        std::vector<Point> dead;
        for (const ChainJudgement& j : result.chains)
            if (j.status == ChainStatus::dead) dead.insert(dead.end(), j.stones.begin(), j.stones.end());
        std::sort(dead.begin(), dead.end());
        return dead;
    }
    // The chains with a stone in `stones`, sorted or not.
    template <class Change>
    void each_chain_at(const std::vector<Point>& stones, const Change& change) {
        for (ChainJudgement& j : result.chains)
            if (std::find(stones.begin(), stones.end(), j.stones.front()) != stones.end()) change(j);
    }
};

// The play-outs for a position. Boards larger than the reference get fewer (each one is
// longer), so the work per position stays about what a 19x19 board costs. The seed comes
// from the position, so the answer is the same on every run.
// `plain`, when given, is asked after half of them: true when the answer the caller wants
// is plain already, and the rest are not played.
Ownership playouts_for(const PlayoutBoard& board, std::uint64_t position_hash, const JudgeParams& params,
                       int playouts_wanted, const PlainAnswer& plain = {}) {
    const int cells = board.size().width * board.size().height;
    const int playouts = std::max(params.fewest_playouts,
                                  std::min(playouts_wanted, playouts_wanted * params.reference_cells / std::max(cells, 1)));
    Ownership own;
    PlayoutRun run(board, position_hash ^ 0x6b6966755f6c6464ULL, params.playout_extra_moves);
    const int half = plain ? playouts / 2 : 0;
    if (half > 0) {
        run.play(half, own);
        if (plain(own)) return own;
    }
    run.play(playouts - half, own);
    return own;
}

// A proof (Benson, a reading, a rule): the chain's story starts again from it.
void prove(ChainJudgement& j, Stage stage, ChainStatus status) {
    j.restart({stage, status, 1, true});
    j.proved = true;
    j.share = 1;
}

// ---- The stages, in order.

void benson_stage(JudgeRun& run) {
    const PlayoutBoard& b = run.board;
    run.proved = benson(b);
    std::vector<char> done(static_cast<std::size_t>(b.cells()), 0);
    for (int cell = 0; cell < b.cells(); ++cell) {
        const auto l = static_cast<Loc>(cell);
        if (!b.on_board(l) || b.empty(l) || done[b.chain(l)]) continue;
        done[b.chain(l)] = 1;
        ChainJudgement j;
        j.color = b.is(l, Color::black) ? Color::black : Color::white;
        b.for_each_stone(l, [&](Loc s) { j.stones.push_back(b.point(s)); });
        std::sort(j.stones.begin(), j.stones.end());
        if (run.proved.pass_alive[l]) prove(j, Stage::benson, ChainStatus::alive);
        else if (run.proved.surely_dead[l]) prove(j, Stage::benson, ChainStatus::dead);
        run.result.chains.push_back(std::move(j));
    }
}

// Each chain not proved: the share of play-outs in which its own colour held its points.
void judge_by_playouts(JudgeRun& run) {
    const Ownership& own = run.own;
    for (ChainJudgement& j : run.result.chains) {
        if (j.proved) continue;
        double held = 0;
        const auto& mine = j.color == Color::black ? own.black : own.white;
        for (Point p : j.stones) held += mine[run.board.loc(p)];
        held /= static_cast<double>(j.stones.size()) * own.playouts;
        const bool alive = held >= 0.5;
        j.share = std::max(held, 1 - held);
        j.restart({Stage::playouts, alive ? ChainStatus::alive : ChainStatus::dead, alive ? held : 1 - held});
    }
}

void playouts_stage(JudgeRun& run) {
    run.own = playouts_for(run.board, run.position.hash(), run.params, run.params.playouts);
    judge_by_playouts(run);
}

// Chains of two or more stones in atari that the play-outs keep alive without conviction
// and that the opponent captures even when their owner moves first (a lost capturing race,
// a ladder). Random play-outs keep such a chain whenever the opponent plays elsewhere
// first, or its owner first reduces the capturer's eye. A lone stone is left to the
// play-outs: taking it gives the capturer one point, seldom the second eye. Chains with more
// liberties are left to them too: a race of several liberties is decided by eye shape (a
// nakade left after the capture) as often as by counting, which reading cannot see.
// Those lost are taken off and the play-outs run again: the chains they were racing
// against are then judged with the room the capture gives.
void capture_reading_stage(JudgeRun& run) {
    const PlayoutBoard& board = run.board;
    std::vector<Point> lost;
    for (const ChainJudgement& j : run.result.chains) {
        if (j.status != ChainStatus::alive || convinced(j, run.params) || j.stones.size() < 2) continue;
        const Loc stone = board.loc(j.stones.front());
        if (board.liberties(stone, 2) != 1) continue;
        ReadingBudget chain_budget = run.reading.part(run.params.chain_reading_nodes);
        if (read_capture(board, stone, j.color, chain_budget, run.params) == CaptureResult::captured)
            lost.insert(lost.end(), j.stones.begin(), j.stones.end());
    }
    if (lost.empty()) return;
    rules::Board reduced = run.position;
    reduced.set(lost, std::nullopt);
    const PlayoutBoard after(reduced);
    run.own = playouts_for(after, reduced.hash(), run.params, run.params.playouts);
    judge_by_playouts(run);
    run.each_chain_at(lost, [](ChainJudgement& j) { prove(j, Stage::capture_reading, ChainStatus::dead); });
}

void lone_ko_stage(JudgeRun& run) { revive_lone_ko_stones(run.board, run.result.chains, run.params); }

void eye_space_stage(JudgeRun& run) { kill_chains_without_eye_space(run.board, run.result.chains, run.params); }

void nakade_reading_stage(JudgeRun& run) {
    kill_chains_by_reading_their_room(run.board, run.result.chains, run.params, run.reading);
}

// After the eye-space review, which only looks at chains the play-outs did not convince: a
// doubt is no verdict for it to act on.
void reading_doubt_stage(JudgeRun& run) {
    doubt_chains_reading_captures(run.board, run.result.chains, run.params, run.reading);
}

void capture_doubt_stage(JudgeRun& run) {
    // Fewer play-outs: they only tell whether the capturers keep capturer_kept_share of them.
    const int playouts = std::max(1, run.params.playouts / run.params.capture_doubt_playout_divisor);
    doubt_captures_that_may_not_pay(run.board, run.result.chains, run.params,
                                    [&](const PlayoutBoard& after, const PlainAnswer& plain) {
                                        return playouts_for(after, after.hash(), run.params, playouts, plain);
                                    });
}

void count_stage(JudgeRun& run) { run.count(); }

// Seki: the territory map finds the chains that share liberties neither side can fill; a
// local search then removes the false ones (a nakade inside, or a capturing race).
void seki_review_stage(JudgeRun& run) {
    run.review = review_seki(run.position, run.counted->map, run.params, run.reading);
    if (run.review.dead.empty()) return;
    // Dead in the count, but not settled: in the dev split's finished games such a kill was
    // the players' count in 8 of 10; in the other 2 they (and GNU Go) counted a seki
    // (tests/bench/accuracy/README.md). Far from what "settled" promises.
    run.each_chain_at(run.review.dead, [&](ChainJudgement& j) {
        j.restart({Stage::seki_review, ChainStatus::dead});
        j.proved = false;
        j.share = run.params.doubted_share;
    });
    run.count();
}

void seki_stage(JudgeRun& run) {
    for (ChainJudgement& j : run.result.chains) {
        if (!is_seki_stone(run.counted->map.at(j.stones.front()))) continue;
        if (j.status != ChainStatus::seki) j.add({Stage::seki, ChainStatus::seki});
    }
}

void bent_four_stage(JudgeRun& run) {
    const std::vector<Point> bent_four =
        dead_as_bent_four(run.counted->cleared, run.counted->map, run.params, run.reading);
    if (bent_four.empty()) return;
    run.each_chain_at(bent_four, [](ChainJudgement& j) { prove(j, Stage::bent_four, ChainStatus::dead); });
    // The attacker's stones inside were in seki only with the dead chains around them.
    for (ChainJudgement& j : run.result.chains)
        if (j.status == ChainStatus::seki) j.status = ChainStatus::alive;
    run.count();
    seki_stage(run);
}

void must_fill_stage(JudgeRun& run) {
    run.marked = territory_to_mark(run.counted->cleared, run.counted->map, run.params);
}

void settledness_stage(JudgeRun& run) {
    const Settledness s = settle(run.result.chains, run.position, run.board, run.counted->map, run.own,
                                 run.review.unsettled, run.marked.doubtful, run.options.finished,
                                 run.options.a_side_has_not_played, run.options.fought_over, run.params);
    run.result.unsettled = s.unsettled;
    run.result.open_area = s.open_area;
    run.result.least_confidence = s.least_share;
}

// ---- The pipeline.

bool always(const LifeAndDeathOptions&) { return true; }
bool reading_captures(const LifeAndDeathOptions& o) { return o.read_captures; }
bool reviewing_eye_space(const LifeAndDeathOptions& o) { return o.eye_space; }
bool bent_four_is_dead(const LifeAndDeathOptions& o) { return o.bent_four_dead; }

struct StageRun {
    PipelineStage stage;
    bool (*runs)(const LifeAndDeathOptions&);
    void (*run)(JudgeRun&);
};

const std::vector<StageRun>& stages() {
    static const std::vector<StageRun> list = {
        {{"benson",
          "Benson's algorithm (benson.hpp) proves the chains that cannot be captured alive, and the opposing stones "
          "inside their small regions dead.",
          "every chain's status", "a proved benson finding"},
         always, benson_stage},
        {{"playouts",
          "random play-outs from the position (playouts.hpp), half with each colour first, give every chain not "
          "proved the status its colour's share of its points says (alive at half or more).",
          "the status of chains not proved", "a playouts finding with the share"},
         always, playouts_stage},
        {{"capture-reading",
          "chains of two or more stones in atari that the play-outs keep alive without conviction, and that the "
          "opponent captures even when their owner moves first (capture_reading.hpp), are dead, and the play-outs "
          "are run again without them.",
          "their status, and the playouts finding of the chains not proved", "a proved capture-reading finding"},
         reading_captures, capture_reading_stage},
        {{"lone-ko",
          "a lone stone in atari the play-outs judge without conviction, whose last liberty only its own strong "
          "chains surround, is alive, as surely as those chains: a ko its owner ends by connecting (eye_space.hpp).",
          "its status", "a lone-ko finding"},
         reviewing_eye_space, lone_ko_stage},
        {{"eye-space",
          "a chain the play-outs keep alive without conviction, walled in by the opponent's strong chains with at "
          "most one eye, of a dead shape, is dead and the opponent's stones in its room alive (eye_space.hpp).",
          "their status", "an eye-space finding"},
         reviewing_eye_space, eye_space_stage},
        {{"nakade-reading",
          "a chain around a nakade inside the opponent's strong wall is read out exactly (nakade_reading.hpp): dead "
          "when the opponent, moving first, captures it.",
          "the status of the chains in the room, and their confidence (the walls')", "a nakade-reading finding"},
         reviewing_eye_space, nakade_reading_stage},
        {{"reading-doubt",
          "a chain the play-outs keep alive without conviction, short of liberties, that reading captures whoever "
          "moves first, is not settled, unless every opposing chain next to it is dead by a share that settles it "
          "(reading_doubt.hpp).",
          "its confidence", "a reading-doubt finding"},
         reading_captures, reading_doubt_stage},
        {{"capture-doubt",
          "in a position otherwise settled, a dead chain short of liberties that the play-outs take off without "
          "conviction is captured and the board played out again: if the capturer's chains next to it then die too "
          "often, it is not settled (capture_doubt.hpp).",
          "its confidence", "a capture-doubt finding"},
         reading_captures, capture_doubt_stage},
        {{"count",
          "the dead stones are taken off, the stones in seki found (seki.hpp) and the territory map built "
          "(territory_map.hpp).",
          "the counted position", ""},
         always, count_stage},
        {{"seki-review",
          "each seki area is read out (confirmation.hpp): the chains one side captures by a sacrifice inside, "
          "whoever answers, are dead but not settled; an area either side captures by moving first is unsettled.",
          "their status and confidence, and the counted position", "a seki-review finding"},
         always, seki_review_stage},
        {{"seki", "the chains the territory map puts in seki live in seki.", "their status", "a seki finding"},
         always, seki_stage},
        {{"bent-four",
          "where the ruleset says so (bent_four_dead: Japanese rules 1989, Art. 7, and area counting, where the "
          "attacker removes every ko threat at no cost), a bent four in the corner is dead without play "
          "(confirmation.hpp).",
          "its status, the seki around it, and the counted position", "a proved bent-four finding"},
         bent_four_is_dead, bent_four_stage},
        {{"must-fill",
          "each side's territory as a referee marks it, less the points the side must fill before a territory count "
          "(must_fill.hpp).",
          "the marked territory", ""},
         always, must_fill_stage},
        {{"settledness",
          "every chain's confidence, the probability that its status is right (calibration.hpp), and what the count "
          "rests on that is not settled (settledness.hpp): chains not sure enough, points the play-outs give the "
          "count's side too rarely, open areas (the whole board before a colour has played), seki areas the review "
          "could not read, and points whose must-fill "
          "status depends on how the dame are filled.",
          "every chain's confidence and settled flag, and the unsettled points", ""},
         always, settledness_stage},
    };
    return list;
}

}  // namespace

const std::vector<PipelineStage>& judge_pipeline() {
    static const std::vector<PipelineStage> list = [] {
        std::vector<PipelineStage> out;
        for (const StageRun& s : stages()) out.push_back(s.stage);
        return out;
    }();
    return list;
}

LifeAndDeath judge_life_and_death(const rules::Board& position, const LifeAndDeathOptions& options) {
    JudgeRun run(position, options);
    for (const StageRun& s : stages())
        if (s.runs(options)) s.run(run);
    run.result.dead = run.counted->dead;
    run.result.seki = run.counted->seki;
    run.result.black_territory = std::move(run.marked.black);
    run.result.white_territory = std::move(run.marked.white);
    return std::move(run.result);
}

}  // namespace kifu::scoring
