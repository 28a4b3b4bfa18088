#include "scoring/score_game.hpp"

#include <cmath>

#include "scoring/must_fill.hpp"
#include "scoring/recorded_mismatch.hpp"

namespace kifu::scoring {

std::string_view status_name(GameStatus status) {
    switch (status) {
        case GameStatus::finished: return "finished";
        case GameStatus::resigned: return "resigned";
        case GameStatus::timed_out: return "timed-out";
        case GameStatus::forfeit: return "forfeit";
        case GameStatus::unfinished: return "unfinished";
    }
    return "finished";
}

std::optional<bool> agrees(const Count& count, const std::optional<sgf::GameResult>& recorded) {
    if (!recorded) return std::nullopt;
    if (count.decided) {  // decided during play: only the winner can be compared
        const bool black_won = *count.decided == "B+";
        if (recorded->winner != sgf::Winner::black && recorded->winner != sgf::Winner::white) return std::nullopt;
        return (recorded->winner == sgf::Winner::black) == black_won;
    }
    if (recorded->winner == sgf::Winner::draw) return count.margin() == 0;
    const std::optional<double> said = recorded->black_margin();
    if (!said) return std::nullopt;
    return std::abs(count.margin() - *said) < 1e-9;
}

namespace {

// A neutral area this large is play left unfinished, not dame the players did not fill.
bool looks_unfinished(const TerritoryMap& map) {
    const BoardSize s = map.size();
    return map.largest_dame_region() >= std::max(6, s.width * s.height / 40);
}

void judge_status(ScoredGame& g, const sgf::GameInfo& info, const rules::ReplayResult& replay) {
    if (info.result && info.result->kind == sgf::WinKind::resign) {
        g.status = GameStatus::resigned;
        g.status_note = "the game was decided by resignation; the position is scored as it stands";
    } else if (info.result && info.result->kind == sgf::WinKind::time) {
        g.status = GameStatus::timed_out;
        g.status_note = "the game was decided on time; the position is scored as it stands";
    } else if (info.result && info.result->kind == sgf::WinKind::forfeit) {
        g.status = GameStatus::forfeit;
        g.status_note = "the game was decided by forfeit; the position is scored as it stands";
    } else if (!replay.end_move && !(info.result && info.result->kind == sgf::WinKind::score)) {
        g.status = GameStatus::unfinished;
        g.status_note = "the record does not end with two passes or a counted result; scored as it stands";
    }
    if (looks_unfinished(g.map)) {
        if (g.status == GameStatus::finished) g.status = GameStatus::unfinished;
        g.status_note += std::string(g.status_note.empty() ? "" : "; ") + "the position looks unfinished: a neutral area of " +
                         std::to_string(g.map.largest_dame_region()) + " points";
    }
}

}  // namespace

ScoredGame score_game(const sgf::GameTree& tree, const sgf::GameInfo& info, const rules::ReplayResult& replay,
                      const rules::Ruleset& game_rules, const ScoreOptions& options) {
    DeadStones dead;
    std::optional<LifeAndDeath> judgement;
    if (options.dead) {
        dead = *options.dead;
        if (!dead.black_territory) {
            // A list (or none) marks no territory; a referee given only the dead stones still
            // leaves out the points a side must fill, as the markup and --dead auto do.
            const MarkedTerritory marked = territory_for_dead(replay.board, dead.points);
            dead.black_territory = marked.black;
            dead.white_territory = marked.white;
        }
    } else if (auto markup = options.estimate ? std::nullopt : dead_from_markup(tree, replay.board)) {
        dead = std::move(*markup);
    } else {
        LifeAndDeathOptions judge;
        judge.bent_four_dead = game_rules.bent_four_dead;  // the game's rules decide life and death
        judgement = judge_life_and_death(replay.board, judge);
        dead.source = DeadSource::estimate;
        dead.points = judgement->dead;
        dead.black_territory = judgement->black_territory;
        dead.white_territory = judgement->white_territory;
    }

    ScoredGame g(dead, TerritoryMap(replay.board, dead.points, dead.black_territory ? &*dead.black_territory : nullptr,
                                    dead.white_territory ? &*dead.white_territory : nullptr));
    g.judgement = std::move(judgement);
    if (options.komi) {
        g.komi = *options.komi;
        g.komi_source = "--komi";
    } else if (info.komi) {
        g.komi = *info.komi;
        g.komi_source = "KM";
    }
    // A ruleset that never removes dead stones (Tromp-Taylor) counts the board as it stands;
    // that second map is built only when such a ruleset and dead stones meet.
    std::optional<TerritoryMap> all_alive;
    auto map_for = [&](const rules::Ruleset& r) -> const TerritoryMap& {
        if (r.removes_dead_stones || g.dead.points.empty()) return g.map;
        if (!all_alive) all_alive.emplace(replay.board, std::vector<Point>{});
        return *all_alive;
    };

    const rules::Ruleset& japanese = rules::counting_reference(rules::Scoring::territory);
    const rules::Ruleset& chinese = rules::counting_reference(rules::Scoring::area);
    g.japanese = count_score(map_for(japanese), replay, japanese, g.komi);
    g.chinese = count_score(map_for(chinese), replay, chinese, g.komi);
    g.by_ruleset = count_score(map_for(game_rules), replay, game_rules, g.komi);
    g.explanation = explain(g.japanese, g.chinese, replay);
    g.agrees_japanese = agrees(g.japanese, info.result);
    g.agrees_chinese = agrees(g.chinese, info.result);
    g.agrees_ruleset = agrees(g.by_ruleset, info.result);
    if (g.agrees_ruleset == false)
        g.mismatch = explain_mismatch(replay, g.dead.points, g.judgement ? &g.judgement->chains : nullptr,
                                      map_for(game_rules), game_rules, g.komi, g.by_ruleset, *info.result);
    judge_status(g, info, replay);
    return g;
}

}  // namespace kifu::scoring
