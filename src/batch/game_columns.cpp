#include "batch/game_columns.hpp"

#include <array>
#include <stdexcept>
#include <string>

namespace kifu::batch {
namespace {

using report::TableRow;

Cell of(const std::optional<std::string>& v) { return v ? Cell(std::string_view(*v)) : Cell(); }
Cell of(const std::optional<std::int64_t>& v) { return v ? Cell(*v) : Cell(); }
Cell of(const std::optional<double>& v) { return v ? Cell(*v) : Cell(); }
Cell of(const std::optional<bool>& v) { return v ? Cell(*v) : Cell(); }
Cell of(const std::string& v) { return Cell(std::string_view(v)); }
Cell of(std::int64_t v) { return Cell(v); }

// One line per column: the field it reads. (A lambda without captures converts to the
// plain function pointer the table holds.)
#define KIFU_COLUMN(name, type, expression) \
    GameColumn { #name, type, false, [](const TableRow& r) { return of(expression); } }
#define KIFU_COLUMN_NOT_NULL(name, type, expression) \
    GameColumn { #name, type, true, [](const TableRow& r) { return of(expression); } }
#define KIFU_BOOLEAN_COLUMN(name, expression) \
    GameColumn { #name, "INTEGER", false, [](const TableRow& r) { return of(expression); }, true }

const std::array columns{
    KIFU_COLUMN_NOT_NULL(file, "TEXT", r.file),
    KIFU_COLUMN(archive, "TEXT", r.archive),
    KIFU_COLUMN(member, "TEXT", r.member),
    KIFU_COLUMN(game, "INTEGER", r.game),
    KIFU_COLUMN(size, "TEXT", r.size),
    KIFU_COLUMN(moves, "INTEGER", r.moves),
    KIFU_COLUMN(komi, "REAL", r.komi),
    KIFU_COLUMN(handicap, "INTEGER", r.handicap),
    KIFU_COLUMN(black, "TEXT", r.black),
    KIFU_COLUMN(black_rank, "TEXT", r.black_rank),
    KIFU_COLUMN(white, "TEXT", r.white),
    KIFU_COLUMN(white_rank, "TEXT", r.white_rank),
    KIFU_COLUMN(date, "TEXT", r.date),
    KIFU_COLUMN(event, "TEXT", r.event),
    KIFU_COLUMN(recorded, "TEXT", r.recorded),
    KIFU_COLUMN(ruleset, "TEXT", r.ruleset),
    KIFU_COLUMN(ruleset_from, "TEXT", r.ruleset_from),
    KIFU_COLUMN(verdict, "TEXT", r.verdict),
    KIFU_COLUMN(end_move, "INTEGER", r.end_move),
    KIFU_COLUMN(japanese, "TEXT", r.japanese.result),
    KIFU_COLUMN(japanese_margin, "REAL", r.japanese.margin),
    KIFU_COLUMN(chinese, "TEXT", r.chinese.result),
    KIFU_COLUMN(chinese_margin, "REAL", r.chinese.margin),
    KIFU_COLUMN(by_ruleset, "TEXT", r.by_ruleset.result),
    KIFU_COLUMN(by_ruleset_margin, "REAL", r.by_ruleset.margin),
    KIFU_BOOLEAN_COLUMN(agrees_japanese, r.agrees_japanese),
    KIFU_BOOLEAN_COLUMN(agrees_chinese, r.agrees_chinese),
    KIFU_BOOLEAN_COLUMN(agrees_ruleset, r.agrees_ruleset),
    KIFU_COLUMN(dead_source, "TEXT", r.dead_source),
    KIFU_COLUMN(status, "TEXT", r.status),
    KIFU_COLUMN_NOT_NULL(violations, "INTEGER", r.violations_total),
    KIFU_COLUMN_NOT_NULL(repetitions, "INTEGER", r.repetitions_total),
    KIFU_COLUMN_NOT_NULL(warnings, "INTEGER", r.warnings),
    KIFU_COLUMN_NOT_NULL(errors, "INTEGER", r.errors),
    // Added in schema version 2 and CSV's second form: the questions directors and archivists ask.
    KIFU_COLUMN(recorded_margin, "REAL", r.recorded_margin),
    KIFU_BOOLEAN_COLUMN(result_stands, r.result_stands),
    KIFU_COLUMN(result_stands_basis, "TEXT", r.result_stands_basis),
    KIFU_COLUMN(result_stands_reason, "TEXT", r.result_stands_reason),
    KIFU_COLUMN(result_note, "TEXT", r.result_note),
    KIFU_COLUMN(likely_recording_error, "TEXT", r.likely_recording_error),
    KIFU_BOOLEAN_COLUMN(estimate, r.estimate),
    KIFU_COLUMN(unsettled_points, "INTEGER", r.unsettled_points),
    KIFU_COLUMN(recorded_mismatch, "TEXT", r.recorded_mismatch),
    GameColumn{"error_messages", "TEXT", false,
               [](const TableRow& r) { return r.error_messages.empty() ? Cell() : Cell(std::string_view(r.error_messages)); }},
    // Added in 0.3: the archivist's rank and winner questions without string parsing.
    KIFU_COLUMN(black_rank_value, "INTEGER", r.black_rank_value),
    KIFU_COLUMN(white_rank_value, "INTEGER", r.white_rank_value),
    KIFU_COLUMN(winner, "TEXT", r.winner),
    // kifu batch --event: the record against its event (NULL without --event).
    KIFU_COLUMN(event_problems, "INTEGER", r.event_problems),
    KIFU_COLUMN(event_problem_kinds, "TEXT", r.event_problem_kinds),
    KIFU_COLUMN(event_problem_reasons, "TEXT", r.event_problem_reasons),
    // Added with kifu dups: the first record of the game's group of copies in input order.
    KIFU_COLUMN(duplicate_of, "TEXT", r.duplicate_of),
    KIFU_COLUMN(duplicate_of_game, "INTEGER", r.duplicate_of_game),
    KIFU_COLUMN(duplicate_relation, "TEXT", r.duplicate_relation),
    KIFU_COLUMN(duplicate_symmetry, "TEXT", r.duplicate_symmetry),
};

#undef KIFU_COLUMN
#undef KIFU_COLUMN_NOT_NULL
#undef KIFU_BOOLEAN_COLUMN

}  // namespace

std::span<const GameColumn> game_columns() { return columns; }

const GameColumn& game_column(std::string_view name) {
    for (const GameColumn& c : columns)
        if (c.name == name) return c;
    throw std::logic_error("no game column named " + std::string(name));
}

}  // namespace kifu::batch
