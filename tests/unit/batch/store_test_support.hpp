#pragma once
// Inputs and game objects for the result-store tests, shaped like what `kifu batch`
// hands its outputs (the `kifu score --format json` object plus archive and member).
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "batch/result_sink.hpp"
#include "../../support/temp_dir.hpp"

namespace kifu::batch::testing {

using json = nlohmann::ordered_json;
using kifu::testing::TempDir;  // tests/support/temp_dir.hpp

// A scored game's row; `violations` ko violations at moves 10, 20, ...
inline report::TableRow scored_game(const std::string& file, int game, int violations = 0) {
    report::TableRow r;
    r.file = file;
    r.game = game;
    r.size = "19x19";
    r.komi = 6.5;
    r.handicap = 0;
    r.recorded = "W+2.5";
    r.recorded_margin = -2.5;
    r.black = "Shusaku, \"the invincible\"";
    r.black_rank = "7d";
    r.white = "Gennan\nInseki";
    r.date = "1846-09-11";
    r.moves = 325;
    r.ruleset = "japanese";
    r.ruleset_from = "RU";
    for (int i = 1; i <= violations; ++i) r.violations.push_back({10 * i, "W", "dd", "ko", "loses"});
    r.violations_total = violations;
    r.verdict = violations ? "illegal" : "ok";
    r.dead_source = "given";
    r.japanese = {"W+2.5", -2.5};
    r.chinese = {"W+1.5", -1.5};
    r.by_ruleset = {"W+2.5", -2.5};
    r.agrees_japanese = true;
    r.agrees_chinese = false;
    r.agrees_ruleset = true;
    r.result_stands = violations == 0;
    r.result_stands_basis = violations ? "rules-decided-other" : "count-agrees";
    r.result_stands_reason = violations ? "RE[W+2.5] does not stand" : "RE[W+2.5] stands";
    r.status = "finished";
    r.estimate = false;
    r.too_early = false;
    r.unsettled_points = 0;
    return r;
}

// The JSON line of a game in these tests: enough to tell them apart.
inline std::string line_of(const report::TableRow& r) {
    return json{{"file", r.file}, {"game", r.game ? json(*r.game) : json(nullptr)}}.dump();
}

inline InputResult input_with_games(const std::string& path, std::uint64_t hash, int games, int violations = 0) {
    InputResult r;
    r.input = {path, hash, 1000 + hash % 1000};
    for (int g = 0; g < games; ++g) {
        r.rows.push_back(scored_game(path, g, violations));
        r.lines.push_back(line_of(r.rows.back()));
    }
    return r;
}

// An input that gave no game: one row with its error. `hash` empty: it could not be read.
inline InputResult unreadable_input(const std::string& path, std::optional<std::uint64_t> hash) {
    InputResult r;
    r.input = {path, hash, 7};
    r.error = "no SGF game tree found";
    r.rows.push_back(report::unreadable_row(path, {{Severity::error, {}, "no SGF game tree found"}}));
    r.lines.push_back(line_of(r.rows.back()));
    return r;
}

}  // namespace kifu::batch::testing
