#pragma once
// The sentences about a game's outcome that every renderer (text, SVG, annotated SGF,
// HTML) shows, written once so they say the same thing in the same words.
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "analysis/game_outcome.hpp"
#include "rules/replay.hpp"

namespace kifu::report {

// What the count is a count of: "Count of the final position as played", "Count of the
// position when the game stopped" (no two passes, and RE by resignation, time or forfeit, or
// no RE), "Count of
// the position after move N", "Count of the position where the game ended, after move N"
// (moves recorded after the end).
std::string count_title(const analysis::GameOutcome& g);

// How far the count can be trusted, after its title: "" when every point is settled,
// " (an estimate)", or " (too early to count: an estimate, not a result)" when more points
// are unsettled than settled.
std::string count_title_suffix(const analysis::GameOutcome& g);

// When more points are unsettled than settled: "Too early to count: 297 of 361 points are
// unsettled, more than are settled; the counts are an estimate, not a result." (under
// rules that remove no stones, after the passes, it says their own count is exact). Else empty.
std::string too_early_sentence(const analysis::GameOutcome& g);

// A count's result as a table shows it: "~W+0.5" when it is too early for that count (the
// row is labelled "estimate", never "result": result_label; before any move "no move yet",
// no winner), else the result.
std::string shown_result(const analysis::GameOutcome& g, const scoring::Count& count);

// The last move played, in words: "White K10", "Black passed", "White zz, off the 9x9 board"
// (a move off the board named as the record writes it, never as a point that does not exist).
std::string last_move_words(const std::optional<rules::ReplayResult::LastMove>& last, BoardSize size);

// Where the game's ruleset came from, in words: "RU[Japanese]", "--rules", "the default:
// no RU[] in the record", "the default: RU[Go] is not a ruleset kifu knows".
std::string ruleset_source(const analysis::GameOutcome& g);

// What the ruleset of the third count is to the game: "the game's rules", or "--rules" when
// the user chose it over the record's RU.
std::string_view ruleset_role(const analysis::GameOutcome& g);

// For a count RE is not set against (GameOutcome::count_judges_re): what RE says and what
// the position counts, e.g. "RE[W+R]: White won by resignation; the position as it stands
// counts B+13.5", or why the count is not compared (before the end, too early to count).
// `g.score` must be set.
std::string uncounted_result(const analysis::GameOutcome& g);

// "Verdict: illegal — ko by White at move 2: Japanese Art. 14: ...", or empty when the verdict is ok.
std::string verdict_sentence(const analysis::GameOutcome& g);

// `text` as a sentence: capitalised, with a full stop unless it ends with one or with '?'.
std::string as_sentence(std::string_view text);

// When the dead stones were named (--dead D16,Q4) and a named stone stands for a chain of
// more: "--dead names D16 and Q4; each named stone marks its whole chain: 7 stones in all".
// Empty otherwise.
std::string dead_given_note(const analysis::GameOutcome& g);

// "agrees with" / "differs from" / "no score to compare with".
std::string agreement_with(const std::optional<bool>& agrees);

// Where the dead stones came from, in a header's words: "the record's markup", "given",
// "none", "kifu's judgement". Not `dead_source`'s JSON value: "estimate" there names kifu's
// judgement, which here would read as if a settled count were an estimate (the result row
// says which it is: result_label).
std::string_view dead_source_words(scoring::DeadSource source);

// A count's result row's label: "estimate" when that count is one (some point unsettled,
// under rules that remove dead stones), else "result". Every renderer labels it so.
std::string_view result_label(const analysis::GameOutcome& g, const scoring::Count& count);

// Whether RE agrees with `count`, in a table's narrow cell: "agrees", "differs", "not
// judged" (the count is an estimate that differs from RE, or too early to count: it says
// nothing against RE), or "no score to compare" (RE gives no margin).
std::string_view agreement_word(const analysis::GameOutcome& g, const scoring::Count& count,
                                const std::optional<bool>& agrees);

// Above the explanation: "Both counts give the same result, W+6.5" or "Why the two results differ".
std::string explanation_heading(const analysis::ScoredGame& score);

// The explanation of why the two counts differ as an outcome shows it: its heading and
// sentences. When the counts are estimates the heading and the closing sentence call them
// so ("Why the two estimates differ"); too early to count, the sentence naming both
// results is left out too (it would state winners).
struct ExplanationShown {
    std::string heading;
    std::vector<std::string> lines;
};
ExplanationShown explanation_shown(const analysis::GameOutcome& g);

// The count under the game's own ruleset when it is neither Japanese nor Chinese, e.g.
// "Under swedish (the game's rules): 0, agrees with RE[0]." (without the comparison when
// `compare_with_re` is false); empty otherwise. `g.score` must be set.
std::string by_ruleset_sentence(const analysis::GameOutcome& g, bool compare_with_re = true);

// A move's point as the board labels it, from its B[]/W[] value: "D4", "pass" ("" or "tt"
// on boards up to 19x19), or, off the board, as the record writes it: "zz, off the 9x9 board"
// ("[a], not a point kifu can read" for a value that names no point).
std::string recorded_point(std::string_view value, BoardSize size);

// "Captures so far: Black took 3, White took 5." (prisoners taken by Black, by White).
std::string captures_sentence(const std::array<int, 2>& prisoners, const std::array<int, 2>& by_suicide);

// What a repeated position is, after its move number: "repeats the position after move 0
// (cycle of 6): <the ruleset's meaning>".
std::string repeats_clause(const rules::Repetition& repetition, std::string_view meaning);

}  // namespace kifu::report
