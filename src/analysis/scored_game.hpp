#pragma once
// A game's final position counted, with what the record says about it: where the dead
// stones came from (the record's markup, a list given, or kifu's judgement), where komi came
// from, whether each count reproduces RE and, when the game's own count does not, why
// (recorded_mismatch.hpp), and how the game ended. The counting itself is pure
// (scoring/count_position.hpp); everything that reads the record is here.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/recorded_mismatch.hpp"
#include "rules/replay.hpp"
#include "rules/ruleset.hpp"
#include "scoring/count_position.hpp"
#include "scoring/dead_stones.hpp"
#include "scoring/judge_params.hpp"
#include "scoring/life_and_death.hpp"
#include "sgf/game_info.hpp"
#include "sgf/game_tree.hpp"

namespace kifu::analysis {

struct ScoreOptions {
    std::optional<scoring::DeadStones> dead;   // from --dead; otherwise the record's markup, else estimated
    bool estimate = false;                     // --dead auto: judge life and death even when there is markup
    std::optional<double> komi;                // --komi; otherwise KM, else 0
    // With --rules: the ruleset the record's RU names (else the default), whose count RE
    // may follow where the one given does not (MismatchKind::record_terms).
    const rules::Ruleset* record_rules = nullptr;
    // The position is the end of a game the players finished (two passes, or a counted
    // result), not a count before the end or of a game resigned or cut off: kifu's judgement
    // of life and death is calibrated on such positions (scoring::LifeAndDeathOptions).
    bool finished_position = true;
    // A count after move N before the record's end (--move N): how the game ended is then
    // said as what came after this position, not as why it is counted as it stands.
    std::optional<int> at_move;
    // With at_move: how the whole record ends (the move two passes ended the game at, and
    // the passes it ends with), which the replay cut at move N cannot see.
    std::optional<int> record_end_move;
    int record_final_passes = 0;
    // The line counted is a variation (kifu view), at_move set: how it ended is its own
    // line's (record_end_move), never the game's RE.
    bool variation = false;
    // The points of the repetition cycle the record ends in (cycle_points.hpp): the judge
    // settles nothing there.
    std::vector<Point> fought_over;
    // The judge's tunables (JudgeParams::cheap() for fuzzing).
    scoring::JudgeParams judge_params;
};

enum class GameStatus : std::uint8_t { finished, resigned, timed_out, forfeit, unfinished };
std::string_view status_name(GameStatus status);  // "finished", "resigned", "timed-out", "forfeit", "unfinished"

struct ScoredGame : scoring::PositionCount {
    explicit ScoredGame(scoring::PositionCount count) : scoring::PositionCount(std::move(count)) {}

    std::optional<scoring::LifeAndDeath> judgement;  // when the dead stones were estimated (--dead auto)
    // A count before the end with the dead stones given (--dead, the markup): its open areas
    // (the whole board before a colour has played), unsettled as the judge's would be.
    std::vector<Point> open_unjudged;
    // The points the count leaves to nobody because they are not settled: the judge's, or
    // open_unjudged. Every report reads them here.
    [[nodiscard]] const std::vector<Point>& unsettled() const {
        return judgement ? judgement->unsettled : open_unjudged;
    }
    std::string komi_source = "none";  // "--komi", "KM" or "none"
    // Whether a komi was given (KM, or --komi): what the reports say "from" of.
    [[nodiscard]] bool komi_given() const { return komi_source != "none"; }
    GameStatus status = GameStatus::finished;
    std::string status_note;          // why the position is scored as it stands, or empty
    // Why the record's TB/TW were not taken as the players' count (markup_contradiction),
    // or empty: the dead stones are then kifu's judgement, and the warning says so.
    std::string markup_set_aside;
    std::optional<bool> agrees_japanese, agrees_chinese, agrees_ruleset;  // empty: RE has no score
    std::optional<RecordedMismatch> mismatch;  // why the ruleset's count differs from RE, when known
};

ScoredGame score_game(const sgf::GameTree& tree, const sgf::GameInfo& info, const rules::ReplayResult& replay,
                      const rules::Ruleset& game_rules, const ScoreOptions& options);

}  // namespace kifu::analysis
