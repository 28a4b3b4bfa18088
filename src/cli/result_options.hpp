#pragma once
// --rules, --dead and --komi: what a game is judged and counted under. Declared here once,
// with one help text each, for every command that takes them (check takes --rules only;
// batch takes --dead auto|none only: a list of points names one game's stones).
#include <optional>
#include <string>

#include <CLI/CLI.hpp>

#include "analysis/analyse_game.hpp"

namespace kifu::cli {

struct ResultOptions {
    std::string rules;            // --rules (any alias), or "": each record's RU[]
    std::string dead;             // --dead as given, or "": the record's TB/TW markup, else judged
    std::optional<double> komi;   // --komi, or each record's KM[]
};

enum class DeadPoints : bool { refused, taken };

void add_rules_option(CLI::App& command, std::string& rules);
void add_result_options(CLI::App& command, ResultOptions& options, DeadPoints points);

// The file --dead names (a list of points read from it), or "": an input no output may
// overwrite.
std::string dead_list_file(const ResultOptions& options);

// The analysis these options ask for: a --dead file is read here, once for every game.
// Throws std::invalid_argument when that file has become unreadable since it was checked.
analysis::AnalysisOptions analysis_options(const ResultOptions& options);

}  // namespace kifu::cli
