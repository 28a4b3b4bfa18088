#pragma once
// Counts a final position three ways — Japanese (territory), Chinese (area) and under the
// game's own ruleset — and explains the Japanese/Chinese difference. Pure counting: it takes
// the position (the replay's board, prisoners and passes), which stones are dead and which
// live in seki, the ruleset and komi; where those come from, and what the record says of
// the result, are the analysis side's (analysis/scored_game.hpp).
#include <vector>

#include "base/point.hpp"
#include "rules/replay.hpp"
#include "rules/ruleset.hpp"
#include "scoring/count.hpp"
#include "scoring/dead_stones.hpp"
#include "scoring/explanation.hpp"
#include "scoring/territory_map.hpp"

namespace kifu::scoring {

struct PositionCount {
    PositionCount(DeadStones dead_stones, TerritoryMap territory) : dead(std::move(dead_stones)), map(std::move(territory)) {}

    DeadStones dead;
    TerritoryMap map;                 // the position with the dead stones removed
    double komi = 0;
    Count japanese, chinese, by_ruleset;
    Explanation explanation;          // Japanese vs Chinese

    // The game's own ruleset counts neither as Japanese nor as Chinese: a third count to show.
    [[nodiscard]] bool own_count_is_a_third() const {
        return by_ruleset.rules != japanese.rules && by_ruleset.rules != chinese.rules;
    }
};

// `dead`: the dead stones (with each side's marked territory when a referee marked it);
// `seki`: the stones that live in seki once they are off (find_seki); `unsettled`: points
// kifu's judgement could not settle, which count for nobody (issue 34: an estimate counts
// only what is settled).
PositionCount count_position(const rules::ReplayResult& replay, DeadStones dead, const std::vector<Point>& seki,
                             const rules::Ruleset& game_rules, double komi, const std::vector<Point>& unsettled = {});

}  // namespace kifu::scoring
