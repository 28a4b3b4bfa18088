#pragma once
// The flat, queryable fields of one game's JSON object (as `kifu score --format json` or
// `kifu check --format json` writes it, plus `archive` and `member`), read once and shared
// by the CSV and SQLite outputs so both say the same thing. A key the object lacks (the
// scoring keys under --check-only, everything but file/errors for an unreadable input)
// is empty. Views point into the JSON object: the row must not outlive it.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "batch/result_sink.hpp"

namespace kifu::batch {

// One counting (japanese, chinese, by_ruleset): its result as written ("B+3.5", "0",
// "B+" when the rules decided the game in play) and Black's total minus White's (empty
// when the game was decided in play, so no points were counted).
struct Outcome {
    std::optional<std::string_view> result;
    std::optional<double> margin;
};

struct GameRow {
    std::string_view file;
    std::optional<std::string_view> archive;
    std::optional<std::string_view> member;
    std::optional<std::int64_t> game;  // 0-based within the file; empty for an unreadable input
    std::optional<std::string> size;   // "19x19"
    std::optional<std::int64_t> moves;
    std::optional<double> komi;
    std::optional<std::int64_t> handicap;
    std::optional<std::string_view> black, black_rank, white, white_rank, date, event;
    std::optional<std::string_view> recorded;  // RE in FF[4] form
    std::optional<std::string_view> ruleset, ruleset_from, verdict;
    std::optional<std::int64_t> end_move;
    Outcome japanese, chinese, by_ruleset;
    std::optional<bool> agrees_japanese, agrees_chinese, agrees_ruleset;
    std::optional<std::string_view> dead_source, status;
    std::int64_t violations = 0;
    std::int64_t repetitions = 0;
    std::int64_t warnings = 0;
    std::int64_t errors = 0;
    std::string error_messages;  // the errors' messages joined by "; "
};

[[nodiscard]] GameRow game_row(const nlohmann::ordered_json& game);

// The game objects to store for an input: its own, or, when an input with an error came
// without any, one unreadable object ({file, game: null, errors}) so that no input is
// silently missing from a per-game output.
[[nodiscard]] const std::vector<nlohmann::ordered_json>& game_objects(const InputResult& result,
                                                                     std::vector<nlohmann::ordered_json>& scratch);

}  // namespace kifu::batch
