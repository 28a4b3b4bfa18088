#pragma once
// One game's outcome: everything kifu found about it, made once by analyse_game() and
// rendered by every output (text, JSON, CSV, SQLite, SVG, annotated SGF, HTML). No
// renderer decides anything of its own: whether RE stands, whether the count is an
// estimate, what the exit status is, are all decided here.
#include <cstddef>
#include <optional>
#include <string>

#include "base/diagnostic.hpp"
#include "rules/replay.hpp"
#include "rules/ruleset_choice.hpp"
#include "rules/verdict.hpp"
#include "analysis/scored_game.hpp"
#include "sgf/game_info.hpp"

namespace kifu::analysis {

// Why the recorded result (RE) stands, does not stand, or cannot be judged.
enum class StandingReason : std::uint8_t {
    no_result_recorded,    // null: the record has no RE
    unreadable_result,     // null: RE is "?", "Void" or text kifu cannot read
    rules_decided_same,    // true: the rules decided the game in play, for the winner RE names
    rules_decided_other,   // false: the rules decided the game in play for the other player
    illegal_moves,         // false: the record has moves the rules do not allow, and they decide no winner
    ends_in_cycle,         // false: the game ends in a cycle, which means no result under these rules
    not_counted,           // true: won by resignation, time or forfeit, and no rule broken that the rules count against it
    count_agrees,          // true: the count under the game's ruleset reproduces RE
    count_differs,         // false: it does not, and every point is settled
    estimate_differs,      // null: it does not, but the count is an estimate
    count_not_comparable,  // null: RE gives no margin, or the position was left unfinished
    not_scored,            // null: RE is a count and the count was not made (--check-only)
    counted_mid_game,      // null: the position was counted before the end (--move)
    record_cut_off,        // null: the record ends before its game tree closes: moves may be missing
    unfinished_count,      // null: RE is a count, but play stops far from finished (no two passes), or only dead
                           // stones kept it open and the settled count differs: moves may be missing
    draw_impossible,       // false: RE records a draw, and with the komi's half point no count is a tie
};
inline constexpr std::size_t standing_reason_count = 16;

// "no-result-recorded", "rules-decided-other", ...: kifu's JSON/CSV/SQLite values.
std::string_view standing_reason_name(StandingReason reason);

struct ResultStanding {
    std::optional<bool> stands;   // JSON `result_stands`
    StandingReason reason = StandingReason::no_result_recorded;
    std::string text;             // JSON `result_stands_reason`: one sentence
};

struct GameOutcome {
    std::string file;             // the name the game is reported under
    std::size_t game = 0;         // 0-based within the file
    sgf::GameInfo info;
    Diagnostics diagnostics;      // reading, ruleset choice and replay problems (strict already applied)
    rules::RulesetChoice choice;
    rules::ReplayResult replay;   // the main line (up to `at_move` when counted mid-game)
    rules::Verdict verdict;
    std::optional<ScoredGame> score;  // empty when only checked (kifu check, --check-only)
    ResultStanding result;
    std::optional<int> at_move;   // counted after this move instead of at the end (kifu score --move)
    bool cut_off = false;         // the record ends before its game tree closes (sgf::GameRecord::cut_off)
    bool in_variation = false;    // counted in a variation (kifu view): a what-if, never the game as played
    std::optional<double> komi_given;  // --komi: RE is judged on the user's terms (kept when only checked too)

    // The count is an estimate: kifu judged the dead stones and left points unsettled.
    [[nodiscard]] bool estimate() const;
    // The count under the game's rules is an estimate: as estimate(), except under rules
    // that never remove dead stones (Tromp-Taylor), whose count of a position no
    // judgement enters.
    [[nodiscard]] bool ruleset_count_estimated() const;
    // The count under `rules` (one of the score's counts) is an estimate: estimate(), unless
    // those rules never remove dead stones and this is the position the passes ended the
    // game at (a position before the end, or a game not ended by passes, is no result).
    [[nodiscard]] bool count_estimated(const rules::Ruleset& rules) const;
    // Unsettled points (empty unless kifu judged the dead stones).
    [[nodiscard]] std::size_t unsettled_points() const;
    // Too early to count: more points unsettled than settled. The count is shown only as an
    // estimate beside those words, never as a result, and RE is not judged by it.
    [[nodiscard]] bool too_early() const;
    // Too early for the count under the game's rules: too_early(), except under rules that
    // never remove dead stones once the game has ended by passes. Their count of the final
    // position is mechanical (Tromp-Taylor's rule 9), so it is the result whatever kifu
    // could not settle; a position before the end (--move) is still no result.
    [[nodiscard]] bool ruleset_too_early() const;
    // The game ended by counting (or was recorded as such), so the count can be compared with RE.
    [[nodiscard]] bool counted_result() const;
    // The count may be set against RE: RE is a count, the count is of the final position,
    // and it is not too early to count under the game's rules (ruleset_too_early).
    [[nodiscard]] bool count_judges_re() const;
};

}  // namespace kifu::analysis
