#pragma once
// One game as a flat row of typed columns: what the CSV file and the SQLite store write,
// made from the outcome itself (never from another renderer's output), so both tables say
// exactly what the JSON says. Columns are documented in kifu(1), CSV OUTPUT and SQLITE STORE.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "analysis/game_outcome.hpp"

namespace kifu::report {

// One counting (japanese, chinese, by_ruleset): its result as written ("B+3.5", "0", "B+"
// when the rules decided the game in play) and Black's total minus White's (empty when
// the game was decided in play, so no points were counted).
struct CountColumns {
    std::optional<std::string> result;
    std::optional<double> margin;
};

struct ViolationRow {
    int move = 0;
    std::string color, point, kind, consequence;
};

struct RepetitionRow {
    int move = 0, repeats = 0, cycle = 0;
    std::string meaning;
};

struct TableRow {
    std::string file;
    std::optional<std::string> archive, member;   // set by kifu batch for archive members
    std::optional<std::int64_t> game;             // 0-based within the file; empty for an unreadable input
    std::optional<std::string> size;              // "19x19"
    std::optional<std::int64_t> moves, handicap;
    std::optional<double> komi;                   // KM as recorded
    std::optional<std::string> black, black_rank, white, white_rank, date, event;
    std::optional<std::string> recorded;          // RE in FF[4] form
    std::optional<double> recorded_margin;        // RE's margin, Black's point of view (W+6.5: -6.5; jigo 0)
    std::optional<std::int64_t> black_rank_value, white_rank_value;   // sgf::rank_value's scale
    std::optional<std::string> winner;            // RE's winner: "B" or "W"; none for a draw, void or unknown
    std::optional<std::string> ruleset, ruleset_from, verdict, likely_recording_error;
    std::optional<std::int64_t> end_move;
    CountColumns japanese, chinese, by_ruleset;
    std::optional<bool> agrees_japanese, agrees_chinese, agrees_ruleset;
    std::optional<bool> result_stands;
    std::optional<std::string> result_stands_basis, result_stands_reason, result_note;
    std::optional<std::string> dead_source, status, recorded_mismatch;
    std::optional<bool> estimate;
    std::optional<std::int64_t> unsettled_points;
    std::vector<ViolationRow> violations;         // the listed ones (rules::findings_listed_per_game)
    std::vector<RepetitionRow> repetitions;
    std::int64_t violations_total = 0;            // every one, listed or not
    std::int64_t repetitions_total = 0;
    std::int64_t warnings = 0;
    std::int64_t errors = 0;
    std::string error_messages;                   // the errors' messages joined by "; "
    // kifu batch --event (event/event_problem.hpp); empty without it.
    std::optional<std::int64_t> event_problems;   // how many
    std::optional<std::string> event_problem_kinds, event_problem_reasons;   // joined by ", " and "; "
    // The first record of this game's group of copies (kifu batch's duplicate finder), when
    // this one is a copy: its file and game, and how this one relates to it.
    std::optional<std::string> duplicate_of;
    std::optional<std::int64_t> duplicate_of_game;
    std::optional<std::string> duplicate_relation, duplicate_symmetry;
};

[[nodiscard]] TableRow table_row(const analysis::GameOutcome& outcome);

// The row of an input that gave no game: its file and why.
[[nodiscard]] TableRow unreadable_row(const std::string& file, const Diagnostics& diagnostics);

}  // namespace kifu::report
