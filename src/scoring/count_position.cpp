#include "scoring/count_position.hpp"

#include <optional>

#include "scoring/seki.hpp"

namespace kifu::scoring {

PositionCount count_position(const rules::ReplayResult& replay, DeadStones dead, const std::vector<Point>& seki,
                             const rules::Ruleset& game_rules, double komi, const std::vector<Point>& unsettled) {
    const std::vector<Point>* marked_black = dead.black_territory ? &*dead.black_territory : nullptr;
    const std::vector<Point>* marked_white = dead.white_territory ? &*dead.white_territory : nullptr;
    TerritoryMap map(replay.board, dead.points, seki, marked_black, marked_white, unsettled);
    PositionCount g(std::move(dead), std::move(map));
    g.komi = komi;
    // A ruleset that never removes dead stones (Tromp-Taylor) counts the board as it stands:
    // every stone alive, every empty region for the one colour it reaches. No judgement
    // enters, so nothing is unsettled for it; that second map is built only when such a
    // ruleset meets dead stones or unsettled points.
    std::optional<TerritoryMap> all_alive;
    auto map_for = [&](const rules::Ruleset& r) -> const TerritoryMap& {
        if (r.removes_dead_stones || (g.dead.points.empty() && unsettled.empty())) return g.map;
        if (!all_alive)
            all_alive.emplace(replay.board, std::vector<Point>{}, find_seki(replay.board, {}), nullptr, nullptr,
                              std::vector<Point>{});
        return *all_alive;
    };

    const rules::Ruleset& japanese = rules::counting_reference(rules::Scoring::territory);
    const rules::Ruleset& chinese = rules::counting_reference(rules::Scoring::area);
    g.japanese = count_score(map_for(japanese), replay, japanese, g.komi);
    g.chinese = count_score(map_for(chinese), replay, chinese, g.komi);
    g.by_ruleset = count_score(map_for(game_rules), replay, game_rules, g.komi);
    g.explanation = explain(g.japanese, g.chinese, replay, g.dead.source == DeadSource::markup);
    return g;
}

}  // namespace kifu::scoring
