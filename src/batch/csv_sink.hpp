#pragma once
// `kifu batch --csv FILE`: one row per game with a fixed, documented set of columns
// (kifu(1), CSV OUTPUT), a header row, and RFC 4180 quoting (fields with a comma, a
// quote or a line break are quoted; quotes doubled; CRLF line ends). Empty fields are
// values the game does not have (e.g. the scores under --check-only).
#include <array>
#include <string>
#include <string_view>

#include <vector>

#include "batch/game_columns.hpp"
#include "batch/output_file.hpp"
#include "batch/result_sink.hpp"

namespace kifu::batch {

class CsvSink : public ResultSink {
public:
    // The column names, in order, as the header row writes them: game columns
    // (game_columns.hpp) but for input_error and content_hash, which describe the input.
    // New columns are only ever added at the end.
    static constexpr std::array<std::string_view, 56> columns{
        "file",       "archive",     "member",          "game",           "size",           "moves",
        "komi",       "handicap",    "black",           "white",          "recorded",       "ruleset",
        "ruleset_from", "verdict",   "violations",      "repetitions",    "japanese",       "chinese",
        "by_ruleset", "agrees_japanese", "agrees_chinese", "agrees_ruleset", "dead_source", "status",
        "warnings",   "errors",      "input_error",     "content_hash",
        "black_rank", "white_rank",  "date",            "event",          "recorded_margin", "japanese_margin",
        "chinese_margin", "by_ruleset_margin", "result_stands", "result_stands_basis", "result_stands_reason",
        "result_note", "likely_recording_error", "estimate", "unsettled_points", "recorded_mismatch",
        "error_messages", "black_rank_value", "white_rank_value", "winner", "event_problems", "event_problem_kinds",
        "event_problem_reasons", "duplicate_of", "duplicate_of_game", "duplicate_relation", "duplicate_symmetry",
        "too_early"};

    // Starts the file (an OutputFile: it replaces `path` only when the run ends, whole) and
    // writes the header; throws OutputError when it cannot.
    explicit CsvSink(const std::string& path);
    void write(const InputResult& result) override;
    // Both put the file in place: an interrupted run's rows are whole, so they are kept. An
    // interrupted run does not replace a file already at the path (an earlier complete run's
    // CSV would be lost for a part of it): its rows go beside it (OutputFile::commit_beside,
    // "interrupted": out.interrupted.csv).
    void finish() override;
    void finish_interrupted() noexcept override;
    // True once the file is in place; false after a write that failed (a full disk): the
    // file at the path is then as it was before the run, or there is none.
    [[nodiscard]] bool committed() const { return committed_; }
    // Where the rows are, once committed: the path, or the name beside it an interrupted
    // run wrote them to.
    [[nodiscard]] const std::string& placed_at() const { return placed_at_; }

private:
    // Commits the file once: to its path, or (`beside_a_file_there`, a file being there)
    // beside it.
    void put_in_place(bool beside_a_file_there);

    OutputFile out_;
    std::string line_;  // reused buffer for one row
    std::vector<const GameColumn*> game_columns_;  // per column: its game column, or null for the input's own
    std::string placed_at_;
    bool finished_ = false;
    bool committed_ = false;
};

// The header row, CRLF included.
std::string csv_header();

// `field` as an RFC 4180 field: unchanged, or quoted with its quotes doubled. A NUL byte (a
// record's PW may hold one) is written U+FFFD: readers stop at it (Python's csv module
// refuses the file: "line contains NUL").
void append_csv_field(std::string& line, std::string_view field);

// True for the columns whose text comes from a record or a file name (players, ranks,
// date, event, paths, error messages), which anyone can make begin like a formula.
bool holds_record_text(std::string_view column);

// A cell as CSV writes it: nothing, true/false, a number, or text. Record text that a
// spreadsheet would run as a formula (it begins with =, +, -, @, a tab or a carriage
// return, and is not a number) gets a leading apostrophe, as OWASP's CSV-injection
// guidance says: PB[=HYPERLINK(...)] is written '=HYPERLINK(...). kifu's own words
// (ruleset_from's --rules) are written as they are.
void append_csv_cell(std::string& line, const Cell& cell, bool record_text);

}  // namespace kifu::batch
