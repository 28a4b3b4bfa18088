#pragma once
// The Python functions' arguments as the core takes them: AnalysisOptions and the reading
// options, checked with the command line's words. kifu/__init__.py has already checked
// their types (TypeError); a value the core refuses is std::invalid_argument, which
// pybind11 raises as ValueError.
#include <optional>
#include <string>

#include "analysis/analyse_game.hpp"
#include "batch/inputs.hpp"

namespace kifu::python {

struct Arguments {
    std::optional<std::string> rules;  // empty: each record's RU[]
    bool strict = false;
    bool score = true;            // false: check only
    std::optional<std::string> dead;   // none: the record's markup, else automatic (analysis/dead_choice.hpp)
    std::optional<double> komi;
    std::optional<int> move;
    std::string glob = batch::InputOptions{}.glob;
};

// Throws std::invalid_argument, in the command line's words, for an unknown ruleset, a komi
// the command line refuses (not finite, or past 1000 either way: analysis/komi_value.hpp)
// or dead stones given as nothing ("" or an empty list).
analysis::AnalysisOptions analysis_options(const Arguments& arguments);

// kifu.score's move= (a Python int of any size) as the core takes it; throws
// std::invalid_argument, in --move's words, for a negative one or one past any game's end.
int move_number(const std::string& decimal);

batch::InputOptions input_options(const Arguments& arguments);

// kifu.batch's shard="I/N" as `kifu batch --shard I/N` takes it (empty: every input);
// throws std::invalid_argument for anything else.
batch::InputFilter shard_filter(const std::optional<std::string>& shard);

}  // namespace kifu::python
