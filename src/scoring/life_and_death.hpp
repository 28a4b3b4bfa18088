#pragma once
// Life and death of a final position without the players' markup (`--dead auto`): one
// pipeline of stages, run in order by one loop (life_and_death.cpp), each adding typed
// findings to the chains' judgements (judgement.hpp) with the tunables of one table
// (judge_params.hpp). src/scoring/README.md describes the design.
//
// The stages, in order (judge_pipeline()'s list; tests/unit/scoring/test_pipeline.cpp
// checks this text against it, word for word):
// PIPELINE BEGIN
//  1. benson: Benson's algorithm (benson.hpp) proves the chains that cannot be captured
//     alive, and the opposing stones inside their small regions dead. May change: every
//     chain's status. Adds: a proved benson finding.
//  2. playouts: random play-outs from the position (playouts.hpp), half with each colour
//     first, give every chain not proved the status its colour's share of its points says
//     (alive at half or more). May change: the status of chains not proved. Adds: a
//     playouts finding with the share.
//  3. capture-reading: chains of two or more stones in atari that the play-outs keep alive
//     without conviction, and that the opponent captures even when their owner moves first
//     (capture_reading.hpp), are dead, and the play-outs are run again without them. May
//     change: their status, and the playouts finding of the chains not proved. Adds: a
//     proved capture-reading finding.
//  4. lone-ko: a lone stone in atari the play-outs judge without conviction, whose last
//     liberty only its own strong chains surround, is alive, as surely as those chains: a
//     ko its owner ends by connecting (eye_space.hpp). May change: its status. Adds: a
//     lone-ko finding.
//  5. eye-space: a chain the play-outs keep alive without conviction, walled in by the
//     opponent's strong chains with at most one eye, of a dead shape, is dead and the
//     opponent's stones in its room alive (eye_space.hpp). May change: their status. Adds:
//     an eye-space finding.
//  6. nakade-reading: a chain around a nakade inside the opponent's strong wall is read out
//     exactly (nakade_reading.hpp): dead when the opponent, moving first, captures it. May
//     change: the status of the chains in the room, and their confidence (the walls').
//     Adds: a nakade-reading finding.
//  7. reading-doubt: a chain the play-outs keep alive without conviction, short of
//     liberties, that reading captures whoever moves first, is not settled, unless every
//     opposing chain next to it is dead by a share that settles it (reading_doubt.hpp).
//     May change: its confidence. Adds: a reading-doubt finding.
//  8. capture-doubt: in a position otherwise settled, a dead chain short of liberties that
//     the play-outs take off without conviction is captured and the board played out
//     again: if the capturer's chains next to it then die too often, it is not settled
//     (capture_doubt.hpp). May change: its confidence. Adds: a capture-doubt finding.
//  9. count: the dead stones are taken off, the stones in seki found (seki.hpp) and the
//     territory map built (territory_map.hpp). May change: the counted position.
// 10. seki-review: each seki area is read out (confirmation.hpp): the chains one side
//     captures by a sacrifice inside, whoever answers, are dead but not settled; an area
//     either side captures by moving first is unsettled. May change: their status and
//     confidence, and the counted position. Adds: a seki-review finding.
// 11. seki: the chains the territory map puts in seki live in seki. May change: their
//     status. Adds: a seki finding.
// 12. bent-four: where the ruleset says so (bent_four_dead: Japanese rules 1989, Art. 7, and
//     area counting, where the attacker removes every ko threat at no cost), a bent four in
//     the corner is dead without play (confirmation.hpp). May change: its
//     status, the seki around it, and the counted position. Adds: a proved bent-four
//     finding.
// 13. must-fill: each side's territory as a referee marks it, less the points the side
//     must fill before a territory count (must_fill.hpp). May change: the marked territory.
// 14. settledness: every chain's confidence, the probability that its status is right
//     (calibration.hpp), and what the count rests on that is not settled (settledness.hpp):
//     chains not sure enough, points the play-outs give the count's side too rarely, open
//     areas (the whole board before a colour has played), seki areas the review could not
//     read, and points whose must-fill status depends on how the dame are filled. May
//     change: every chain's confidence and settled flag, and the unsettled points.
// PIPELINE END
//
// Everything is deterministic: the play-outs' random numbers are seeded from the
// position's Zobrist hash, so the same position always gives the same answer.
#include <string_view>
#include <vector>

#include "base/point.hpp"
#include "rules/board.hpp"
#include "scoring/judge_params.hpp"
#include "scoring/judgement.hpp"

namespace kifu::scoring {

struct LifeAndDeath {
    std::vector<ChainJudgement> chains;   // every chain on the board
    std::vector<Point> dead;              // the stones of the dead chains
    std::vector<Point> seki;              // the stones in seki once the dead are off (find_seki), sorted
    // Empty points and stones whose owner the play-outs could not settle (open borders, a
    // ko left open, a chain that lives or dies by who moves first): the score is an estimate.
    std::vector<Point> unsettled;
    // The points of open areas (settledness.hpp): unsettled, and play there is unfinished.
    std::vector<Point> open_area;
    // The least share of play-outs among what the count rests on: each chain not proved,
    // and each counted point given to the side the count gives it (0 for an open area or a
    // capturing race). The position is settled, `unsettled` empty, when every chain and
    // point is (settledness.hpp).
    double least_confidence = 1;
    // Each side's area once the dead stones are off, less the points it must fill before a
    // territory count (false eyes, last liberties, protective moves): what a referee would
    // mark as territory (TB/TW).
    std::vector<Point> black_territory, white_territory;
};

struct LifeAndDeathOptions {
    JudgeParams params;
    // A bent four in the corner is dead (Japanese Art. 7 confirmation, see confirmation.hpp;
    // area counting by play-out): the ruleset's bent_four_dead field, which the analysis passes in. On by default for the tests of the judge itself.
    bool bent_four_dead = true;
    // The stages lone-ko and eye-space (eye_space.hpp) and nakade-reading.
    bool eye_space = true;
    // The stages capture-reading, reading-doubt and capture-doubt.
    bool read_captures = true;
    // The position is the end of a game the players finished (two passes, or a counted
    // result), where the calibration was measured; otherwise a chain the play-outs decide
    // needs JudgeParams::unfinished_settled_share of them to be settled.
    bool finished = true;
    // A colour has put no stone on the board yet (an empty board, a handicap game's setup
    // before White's first move; the replay knows, the board alone does not: a finished game
    // may have lost every stone of one colour): nothing is enclosed against a player who has
    // not played, so every empty point is open, and unsettled.
    bool a_side_has_not_played = false;
    // The points of the repetition cycle the record ends in (a triple ko the players left
    // going): where its moves were played and their neighbours. The fight is not over, so
    // no chain on or next to them is settled, and they are unsettled.
    std::vector<Point> fought_over;
};

LifeAndDeath judge_life_and_death(const rules::Board& position, const LifeAndDeathOptions& options = {});

// One stage of the pipeline, as the header above lists it.
struct PipelineStage {
    std::string_view name;
    std::string_view does;      // what it does, with the files that do it
    std::string_view changes;   // what it may change
    std::string_view adds;      // the finding it adds to a chain, or empty
};
// The stages in the order judge_life_and_death runs them (when the options enable them).
const std::vector<PipelineStage>& judge_pipeline();

}  // namespace kifu::scoring
