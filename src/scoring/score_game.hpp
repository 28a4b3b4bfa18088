#pragma once
// Scores a replayed game's final position three ways — Japanese (territory), Chinese
// (area) and under the game's own ruleset — and explains the Japanese/Chinese difference.
#include <optional>
#include <string>

#include "rules/replay.hpp"
#include "rules/ruleset.hpp"
#include "scoring/count.hpp"
#include "scoring/dead_stones.hpp"
#include "scoring/explanation.hpp"
#include "scoring/life_and_death.hpp"
#include "scoring/recorded_mismatch.hpp"
#include "scoring/territory_map.hpp"
#include "sgf/game_info.hpp"

namespace kifu::scoring {

struct ScoreOptions {
    std::optional<DeadStones> dead;   // from --dead; otherwise the record's markup, else estimated
    bool estimate = false;            // --dead auto: judge life and death even when there is markup
    std::optional<double> komi;       // --komi; otherwise KM, else 0
};

enum class GameStatus : std::uint8_t { finished, resigned, timed_out, forfeit, unfinished };
std::string_view status_name(GameStatus status);  // "finished", "resigned", "timed-out", "forfeit", "unfinished"

struct ScoredGame {
    ScoredGame(DeadStones dead_stones, TerritoryMap territory) : dead(std::move(dead_stones)), map(std::move(territory)) {}

    DeadStones dead;
    TerritoryMap map;                 // the position with the dead stones removed
    std::optional<LifeAndDeath> judgement;  // when the dead stones were estimated (--dead auto)
    double komi = 0;
    std::string komi_source;          // "--komi", "KM" or "none"
    Count japanese, chinese, by_ruleset;
    Explanation explanation;          // Japanese vs Chinese
    GameStatus status = GameStatus::finished;
    std::string status_note;          // why the position is scored as it stands, or empty
    std::optional<bool> agrees_japanese, agrees_chinese, agrees_ruleset;  // empty: RE has no score
    std::optional<RecordedMismatch> mismatch;  // why the ruleset's count differs from RE, when known

    // The game's own ruleset counts neither as Japanese nor as Chinese: a third count to show.
    [[nodiscard]] bool own_count_is_a_third() const {
        return by_ruleset.rules != japanese.rules && by_ruleset.rules != chinese.rules;
    }
};

ScoredGame score_game(const sgf::GameTree& tree, const sgf::GameInfo& info, const rules::ReplayResult& replay,
                      const rules::Ruleset& game_rules, const ScoreOptions& options);

// Does a count reproduce the recorded result exactly? Empty when RE gives no score.
std::optional<bool> agrees(const Count& count, const std::optional<sgf::GameResult>& recorded);

}  // namespace kifu::scoring
