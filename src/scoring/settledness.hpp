#pragma once
// What "settled" means, in one place. The count of a position kifu judged rests on chains
// and points; it is settled, and no longer an estimate, when every one of them is:
//
// - a chain is settled when it is proved, or when no doubt was raised about it (reading-
//   doubt, capture-doubt, seki-review), its confidence (calibration.hpp) reaches
//   JudgeParams::settled_probability and, when the play-outs decided it, settled_share of
//   them agree (unfinished_settled_share in a position not known to be a finished game's
//   end: the calibration was measured on those), and it borders no open area unless
//   review_share of the play-outs agree; in a finished game, a dead chain walled in by the
//   opponent's strong chains, in a room (room.hpp) of at most walled_in_room points where
//   every stone of its colour is dead and every opposing stone alive, needs no
//   settled_share (the light play-outs let such an invader live now and then); a ko left
//   open is never settled, nor its ko point: a lone stone the lone-ko review keeps alive
//   (its last liberty only its own colour surrounds), which the opponent may take first
//   (Japanese rules 1989, Art. 7: in the confirmation a ko is retaken only after a pass),
//   though players mostly count it alive;
// - a point is settled when the side the count gives it to holds it in at least
//   settled_point_share of the play-outs (or a proof decided the chain next to it), when it
//   lies in no open area, in no seki area the seki review could not read, and when its
//   must-fill status does not depend on how the dame are filled;
// - an open area (open_areas.hpp) is an empty region touching both colours (or neither)
//   that is more than dame: one of its points touches no stone (a neutral region whose
//   every point touches a stone, a line of dame or a corridor two points wide, is filled
//   with nobody gaining a point). It is looked for twice: on the position with only the
//   settled dead stones taken off (an unfinished fight whose stones the play-outs take off
//   without settling them is still open), and on the position as counted. Its points are
//   unsettled, and so are the chains next to it that fewer than review_share of the
//   play-outs agree on;
// - a position that ends inside a repetition cycle (LifeAndDeathOptions::fought_over) is a
//   fight not over: the cycle's points are unsettled, and so is every chain on or next to
//   them, whatever the play-outs say.
#include <vector>

#include "base/point.hpp"
#include "rules/board.hpp"
#include "scoring/judge_params.hpp"
#include "scoring/judgement.hpp"
#include "scoring/playout_board.hpp"
#include "scoring/playouts.hpp"
#include "scoring/territory_map.hpp"

namespace kifu::scoring {

// The chain's part of the rule, which stages before the last may ask too: proved, or no
// doubt and enough confidence.
bool chain_sure(const ChainJudgement& j, const JudgeParams& params);

struct Settledness {
    std::vector<Point> unsettled;    // sorted
    std::vector<Point> open_area;    // the points of open areas, sorted (in `unsettled` too)
    double least_share = 1;          // LifeAndDeath::least_confidence
};

// Sets every chain's confidence and settled flag, and finds the unsettled points.
// `position`, `board`: the position; `map`: its territory map as counted; `own`: the play-outs the
// chains were judged by; `review_unsettled`: the seki areas the review could not read;
// `doubtful`: the points whose must-fill status depends on the dame filling; `finished`: the
// position is the end of a finished game (LifeAndDeathOptions::finished); `not_played`: a
// colour has put no stone on the board yet (LifeAndDeathOptions::a_side_has_not_played);
// `fought_over`: the points of the cycle the position ends in (LifeAndDeathOptions).
Settledness settle(std::vector<ChainJudgement>& chains, const rules::Board& position, const PlayoutBoard& board,
                   const TerritoryMap& map, const Ownership& own, const std::vector<Point>& review_unsettled,
                   const std::vector<Point>& doubtful, bool finished, bool not_played,
                   const std::vector<Point>& fought_over, const JudgeParams& params);

}  // namespace kifu::scoring
