#pragma once
// Life and death of a final position without the players' markup (`--dead auto`).
//
// 1. Benson's algorithm (benson.hpp) gives the certain core: chains that cannot be
//    captured, and opposing stones in their small regions that can never live.
// 2. Random play-outs from the position, half with Black to move first and half with
//    White, decide the rest: neither side fills its own true eye, nor puts a chain of two
//    or more stones in atari without capturing (so a seki, where either side's filling of
//    a shared liberty is exactly such a move, survives them). A chain is dead when the
//    other colour ends up owning its points in most play-outs.
//    A chain of two or more stones in atari that they keep alive without conviction is
//    read out (capture_reading.hpp): if the opponent captures it even when its owner moves
//    first (a ladder, a lost capturing race) it is dead, and the play-outs are run again
//    without it, so the chains it was racing against get the room the capture gives them.
//    Chains the play-outs judge without conviction get a second look by their eye space
//    (eye_space.hpp): walled in by the opponent's strong chains with at most one eye, of a
//    dead shape (the square four, a nakade), they are dead; a lone stone in a ko its owner
//    ends by connecting is alive. Chains around a nakade (opponent stones judged dead in
//    their small room inside the opponent's strong wall) are read out exactly: if the
//    opponent captures them moving first, they are dead (enclosed_fight.hpp).
// 3. Confirmation by the rules (confirmation.hpp): where the game's ruleset says so
//    (bent_four_dead: Japanese rules, 1989, Art. 7):
//    a bent four in the corner is dead without play, although play-outs leave it standing
//    as a seki; false eyes and last liberties that a side must fill are not territory.
//
// Everything is deterministic: the play-outs' random numbers are seeded from the
// position's Zobrist hash, so the same position always gives the same answer.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "base/color.hpp"
#include "base/point.hpp"
#include "rules/board.hpp"

namespace kifu::scoring {

enum class ChainStatus : std::uint8_t { alive, dead, seki };
std::string_view status_name(ChainStatus status);  // "alive", "dead", "seki"

struct ChainJudgement {
    Color color = Color::black;
    std::vector<Point> stones;
    ChainStatus status = ChainStatus::alive;
    // How sure: 1 for Benson's certain core and the confirmation rules; otherwise the share
    // of play-outs that agreed with the status (0.5 to 1).
    double confidence = 1;
    bool certain = false;   // proved (Benson, or a rule), not estimated
    std::string reason;     // why, in a few words ("pass-alive", "captured in 94% of play-outs", ...)

    // Proved, or agreed on by enough play-outs that kifu does not call it in doubt. The share
    // is set from the dev split's reliability table (tests/bench/accuracy/split_eval.sh):
    // counted games whose least sure chain or point reaches 0.65 reproduce RE about as often
    // as those at 0.75 or 0.85, and those under 0.6 far less often; 0.65 is the highest share
    // that settles 80% of them.
    [[nodiscard]] bool settled() const { return certain || confidence >= settled_share; }
    static constexpr double settled_share = 0.65;
    // Proved, or agreed on by enough play-outs that the eye-space review and the reading of
    // chains in atari leave it alone.
    [[nodiscard]] bool convinced() const { return certain || confidence >= review_share; }
    static constexpr double review_share = 0.75;
};

struct LifeAndDeath {
    std::vector<ChainJudgement> chains;   // every chain on the board
    std::vector<Point> dead;              // the stones of the dead chains
    // Empty points and stones whose owner the play-outs could not settle (open borders, a
    // ko left open, a chain that lives or dies by who moves first): the score is an estimate.
    std::vector<Point> unsettled;
    // The least confidence among what the count rests on: each chain not proved, and the
    // share of play-outs that gave each counted point to the side the count gives it (0
    // for an open area or a capturing race). The position is settled, `unsettled` empty,
    // when every chain reaches ChainJudgement::settled_share and every point
    // settled_point_share.
    double least_confidence = 1;
    // A point counted for a side is settled when this share of the play-outs give it to
    // that side. Calibrated on the dev split apart from the chains' share: settling points
    // held by 55-65% of the play-outs added 70 settled dev games and no wrong count
    // (below 0.55, wrong counts come in), tests/bench/accuracy/README.md.
    static constexpr double settled_point_share = 0.55;
    // Each side's area once the dead stones are off, less the points it must fill before a
    // territory count (false eyes, last liberties, protective moves): what a referee would
    // mark as territory (TB/TW).
    std::vector<Point> black_territory, white_territory;
};

struct LifeAndDeathOptions {
    int playouts = 128;             // on 19x19 (fewer on larger boards), half with each colour first
    // Japanese Art. 7 confirmation (see confirmation.hpp): the ruleset's bent_four_dead field,
    // which score_game passes in. On by default for the tests of the judge itself.
    bool bent_four_dead = true;
    // Chains the play-outs keep alive without conviction are dead when the opponent's strong
    // wall leaves them at most one eye, of a dead shape; a lone stone they capture without
    // conviction is alive when its last liberty is enclosed by its own strong chains (a ko
    // its owner ends by connecting). See eye_space.hpp.
    bool eye_space = true;
    // Chains the play-outs keep alive without conviction and that reading shows captured
    // whoever moves first (a lost capturing race, a ladder) are dead. See capture_reading.hpp.
    bool read_captures = true;
};

LifeAndDeath judge_life_and_death(const rules::Board& position, const LifeAndDeathOptions& options = {});

}  // namespace kifu::scoring
