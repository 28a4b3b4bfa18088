#pragma once
// What the rules' confirmation of a finished game adds to the play-outs' judgement: the
// seki review and bent four. (The must-fill points a territory count leaves out are in
// must_fill.hpp.)
//
// Bent four in the corner (Japanese rules 1989, Art. 7 and its confirmation examples): a
// corner shape that looks like seki, but where one side can at any moment start a ko that
// the other can never start. In the confirmation a ko may be retaken only after a pass, so
// the side that starts the ko wins it, and the other side's stones are dead without play.
// Under area rules the same follows from play-out when the attacker first removes every ko
// threat, which costs nothing there; the two rules part only where a threat cannot be
// removed (a seki elsewhere on the board), which kifu does not try to see.
#include <vector>

#include "base/point.hpp"
#include "rules/board.hpp"
#include "scoring/judge_params.hpp"
#include "scoring/reading_budget.hpp"
#include "scoring/territory_map.hpp"

namespace kifu::scoring {

// Seki that are not. The territory map calls seki wherever neither side can fill a shared
// liberty without self-atari, and play-outs (which never put two or more stones in atari)
// keep such shapes standing. But a side may sacrifice stones inside so that the capture
// leaves a dead eye shape (nakade): a local search, where the other side answers every
// move (on the seki area, and on the liberties of the attacker's chains around it that are
// short of liberties themselves), settles each seki area. Chains one side can capture that
// way are dead; where either side captures by moving first (a capturing race) the stones
// are unsettled, and so are they where the kill does not hold once play may also go to
// the liberties outside the area of the attacker's chains that a stone played inside
// joined (the defender capturing such a chain, the attacker extending it).
struct SekiReview {
    std::vector<Point> dead, unsettled;
};
// `final_position`: with or without the dead stones of `map`; the review takes them off,
// except those in a seki's eye, which it reads as they stand (a stone thrown into the eye).
// Each search reads on a part of `budget` (review_nodes); without one, on a budget of its
// own (reading_nodes).
SekiReview review_seki(const rules::Board& final_position, const TerritoryMap& map, const JudgeParams& params,
                       ReadingBudget& budget);
SekiReview review_seki(const rules::Board& final_position, const TerritoryMap& map, const JudgeParams& params = {});

// The seki stones of `map` (`position` without the dead stones) whose seki is read out, sorted:
// their area has at most JudgeParams::review_most_empties empty points, and the opponent, moving first with every move
// answered, captures none of their side's stones there within the search's budget. An area
// too large to read, or a search cut short, proves nothing.
std::vector<Point> proved_seki_stones(const rules::Board& position, const TerritoryMap& map,
                                      const JudgeParams& params = {});

// The stones of seki chains that are dead as a bent four in the corner. `position` is the
// final position with the dead stones already taken off; `map` its territory map. Each
// search reads on a part of `budget` (review_nodes).
std::vector<Point> dead_as_bent_four(const rules::Board& position, const TerritoryMap& map, const JudgeParams& params,
                                     ReadingBudget& budget);

}  // namespace kifu::scoring
