#pragma once
// Every tunable of the life-and-death judge (life_and_death.hpp) and of the readings it and
// the count call, in one table, as KataGo keeps its SearchParams: each with its value, its
// unit, and where it was measured (tests/bench/accuracy/README.md holds the figures). No
// stage has a number of its own in its body: a change of a value is a change here, measured
// on the dev split (tests/bench/accuracy/split_eval.sh) before the test split is looked at.
#include <array>
#include <cstddef>
#include <cstdint>

namespace kifu::scoring {

struct JudgeParams {
    // ---- Play-outs (playouts.hpp)
    // Play-outs per position on 19x19, half with each colour first. 64 to 256 gave no better
    // agreement with RE than 128 on the 6056 KGS counted games (README, 2026-11-22).
    int playouts = 128;
    // Larger boards get playouts * reference_cells / cells, so a position costs about what a
    // 19x19 one does, and never fewer than fewest_playouts.
    int reference_cells = 361;
    int fewest_playouts = 8;
    // A play-out still going after cells + this many moves is cycling (a ko, sending two
    // returning one) and is ended there: a final position needs few moves to settle.
    int playout_extra_moves = 50;

    // ---- Confidence (calibration.hpp): the probability that a chain's status is right,
    // measured on the dev split by tests/bench/accuracy/calibrate.py: every chain not proved
    // (16,503) in the 458 dev KGS 2017 games with the players' TB/TW markup and the 21 dev
    // OGS positions with the players' removals, right when kifu's dead / not dead is the
    // players'. A chain the play-outs decided gets the probability of the last bucket whose
    // `from` its share reaches: (right + 1) / (chains + 2), neighbours pooled until it rises.
    // A lone ko stone the lone-ko review keeps alive gets its walls' share's (it lives as
    // surely as they do). Measured again at stop 49 (README, "Issue 35 at stop 49"): the 7
    // lone-ko chains moved to their walls' buckets, all 7 right.
    struct ShareBucket {
        double from;         // play-out share, 0.5 to 1
        double probability;
    };
    std::array<ShareBucket, 10> playout_calibration = {{
        {0.50, 0.625},   // 9 right of 14
        {0.55, 0.957},   // 21 of 21
        {0.60, 0.976},   // 40 of 40
        {0.65, 0.983},   // 58 of 58
        {0.70, 0.992},   // 356 of 358
        {0.80, 0.993},   // 405 of 407
        {0.85, 0.996},   // 853 of 855
        {0.90, 0.998},   // 1668 of 1671
        {0.95, 0.998},   // 3445 of 3452
        {0.99, 0.999},   // 9599 of 9608
    }};
    // Chains a review decided (eye-space, nakade-reading) and chains a doubt was raised
    // about (reading-doubt, capture-doubt, seki-review): few in the dev split, each kind
    // pooled: none reviewed (the prior, 0.5), 17 right of 19 doubted.
    double review_probability = 0.5;
    double doubted_probability = 0.857;

    // ---- What counts as settled (settledness.hpp)
    // A chain is settled when it is proved, or when no doubt was raised about it, its
    // confidence reaches settled_probability, and, when the play-outs decided its status, at
    // least settled_share of them agree: 0.65 is the highest share that settles 80% of the
    // dev split's counted games (README, issue 21 "-25"); at 0.70 precision is the same
    // (23 wrong) and 276 fewer games are settled.
    double settled_probability = 0.9;
    double settled_share = 0.65;
    // A dead chain the play-outs decided, in a finished game, walled in by the opponent's
    // strong chains (strong_wall_share), each with two liberties that no stone of the
    // chain's colour touches, in a room of at most one point per
    // walled_in_room_cells_per_point points of the board (72 on 19x19) where every stone of
    // its colour is dead and every opposing stone alive, needs settled_probability but not
    // settled_share: the light play-outs let an invader of a wide territory live now and
    // then (issue 35, stop 44: lone stones taken off in 55-77% of them), not because it can
    // live. A larger room is the board's open part (the half-open 7x7 board of
    // tests/data/half_open_7x7.sgf). Measured on the dev split, then the test split once
    // (README, "Issue 35 at stop 48").
    int walled_in_room_cells_per_point = 5;
    [[nodiscard]] std::size_t walled_in_room(int cells) const {
        return static_cast<std::size_t>(cells / walled_in_room_cells_per_point);
    }
    // The calibration and settled_share are measured on finished games (two passes, or a
    // counted result). A position not known to be finished (a game resigned or cut off, a
    // count before the end) is held to unfinished_settled_share instead: there a chain the
    // play-outs take off in 66% of them is a fight, not a dead chain (issue 34: a 7x7 board
    // half open).
    double unfinished_settled_share = 0.75;
    // A point counted for a side is settled when this share of the play-outs give it to that
    // side: settling points held by 55-65% added 70 settled dev games and no wrong count;
    // below 0.55 wrong counts come in (README, "Last on -27").
    double settled_point_share = 0.55;
    // A neutral area this large (points) is play left unfinished, not dame the players did
    // not fill (the game's status says so): unfinished_area_points, or one point per
    // unfinished_area_cells_per_point points of the board if that is more (9 on 19x19).
    int unfinished_area_points = 6;
    int unfinished_area_cells_per_point = 40;
    [[nodiscard]] int unfinished_area_size(int cells) const {
        return cells / unfinished_area_cells_per_point > unfinished_area_points ? cells / unfinished_area_cells_per_point
                                                                                : unfinished_area_points;
    }

    // ---- Reviews of the play-outs' judgement (eye_space.hpp, nakade_reading.hpp,
    //      capture_reading.hpp): they act only on chains the play-outs did not convince.
    // A play-out share below this is no conviction (README, 2026-11-22: looser reviews, at
    // 0.80 or up to 0.95, reproduced RE no more often).
    double review_share = 0.75;
    // A wall chain is strong when proved, or alive in this share of the play-outs: random
    // stones thrown into a wall's own wide area cost it a few play-outs without any threat.
    double strong_wall_share = 0.85;
    // Larger rooms inside a wall are open positions, not eye space (points).
    std::size_t largest_room = 60;

    // ---- The readings' one budget (reading_budget.hpp): positions all the readings of one
    // position may look at, each question on a part of it (the caps below: chain_reading_nodes,
    // room_reading_budget, seki_reading_budget, review_nodes). Of the 3075 games of 3059
    // corpus records (every 4th file of the corpus, 2026-11-27) the most any position used
    // was 300,013 (the rooms' part spent, plus a few chain readings), the median 2; this is
    // about three times that: it bounds a hostile position (many chains, many seki areas,
    // each with a part of its own) and no record reaches it.
    std::int64_t reading_nodes = 1000000;

    // ---- Tactical reading of a chain short of liberties (capture_reading.hpp)
    // Target liberties at which the defender has escaped, as a ladder's runner has at three.
    int escaped_liberties = 3;
    // Positions one chain's reading may look at (its part of reading_nodes): a few ladders'
    // worth.
    int chain_reading_nodes = 400;
    // Plies read at most: enough for a ladder across the board (two plies per line).
    int chain_reading_depth = 48;

    // ---- Doubts: chains whose status stands in the count but is not settled
    // Reading doubt (reading_doubt.hpp): a chain alive in fewer than this share of play-outs,
    // with at most reading_doubt_liberties, that reading captures whoever moves first. Chosen
    // on dev among five variants (README, issue 21 "-26").
    double reading_doubt_below = 0.9;
    int reading_doubt_liberties = 2;
    // Capture doubt (capture_doubt.hpp): a dead chain taken off by fewer than this share,
    // with at most capture_doubt_liberties, is captured and the board played out again with
    // playouts / capture_doubt_playout_divisor play-outs; the capturer's chains next to it must
    // survive capturer_kept_share of them (README, "Last on -27").
    double capture_doubt_below = 0.9;
    int capture_doubt_liberties = 2;
    int capture_doubt_playout_divisor = 2;
    double capturer_kept_share = 0.9;
    // Those play-outs stop at half when every capturer keeps this share of them already:
    // the other half would have to keep one in fewer than 0.83 of them to change the
    // answer. On the whole corpus (16,619 games, Japanese and Chinese rules, 2026-11-28) no
    // output byte changed, and kifu batch ran 4.7% fewer instructions (60 KGS games).
    double capture_doubt_plain_share = 0.97;
    // The share a doubt leaves a chain with (and the least share of a point the dame
    // filling leaves in doubt), so that the stages after it treat it as unconvinced: a coin
    // flip.
    double doubted_share = 0.5;

    // ---- Nakade reading (nakade_reading.hpp, enclosed_fight.hpp)
    // Positions the exact reading of all the rooms of one position may look at (its part of
    // reading_nodes).
    int room_reading_budget = 300000;
    // Chains alive in this share of the play-outs are not read: in 2000 dev games theirs
    // were 284 of 403 rooms read and none was killed (README, stop 31); reading them costs
    // 0.1 ms of median time.
    double unread_share = 0.99;
    // Walls with at most this many liberties outside a room are read with them.
    int short_wall_liberties = 3;
    // Points one fight may have: the reading keeps 3^points positions in one table; dev KGS
    // 2003-04-30-3 needs 12.
    std::size_t enclosed_fight_points = 12;

    // ---- Seki reading (local_seki.hpp, called by the seki finder seki.hpp)
    // A group with an eye larger than this (points) is not read: it lives or wins a race
    // more often than it makes a seki (an eye that holds dead stones of the opponent is read
    // whatever its size, local_seki.hpp).
    int seki_largest_eye = 2;
    // Points one fight may have (3^points positions in one table).
    std::size_t seki_fight_points = 10;
    // Positions all the fights of one count may look at (its part of reading_nodes): real
    // games need a few thousand; 700,000 were seen for a fight that leads out of itself
    // (README, stop 30).
    int seki_reading_budget = 100000;

    // ---- Seki review and bent four (confirmation.hpp)
    // Positions one local capture search may look at (its part of reading_nodes), and its
    // depth in plies.
    int review_nodes = 4000;
    int review_depth = 12;
    int bent_four_depth = 16;
    // Seki areas with more empty points than this are not read.
    std::size_t review_most_empties = 8;
    // The attacker's own stones in a seki area are points of the search (played again after
    // a capture) when they are at most this many.
    std::size_t review_own_stones_read = 6;
    // The liberties of attacking walls with at most this many join the search.
    int review_short_wall_liberties = 3;
    // A bent four's space (empty points and the attacker's stones) has at most this many points.
    std::size_t bent_four_most_points = 8;

    // ---- Must-fill points (must_fill.hpp)
    // Points one run of dame filling may reach (a dame filling is a few moves).
    std::size_t fill_run_points = 40;

    // The parameters for fuzzing (tests/fuzz): two play-outs (they were 80% of the pipeline
    // target's time at 8), every review asked about every chain not proved (no share
    // convinces), and reading budgets small enough that a hostile position costs
    // milliseconds but large enough to read the shapes the stages exist for (the seki
    // review and bent four need review_nodes 4000: at 200 they never decided a chain).
    // test_life_and_death checks that every stage the full parameters reach is reached.
    static JudgeParams cheap();
};

inline JudgeParams JudgeParams::cheap() {
    JudgeParams p;
    p.playouts = 2;
    p.fewest_playouts = 2;
    p.review_share = p.reading_doubt_below = p.capture_doubt_below = p.unread_share = 1.01;
    p.chain_reading_nodes = 40;
    p.room_reading_budget = 3000;
    p.seki_reading_budget = 3000;
    p.review_nodes = 4000;
    p.reading_nodes = 20000;
    return p;
}

}  // namespace kifu::scoring
