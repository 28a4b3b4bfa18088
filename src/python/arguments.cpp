#include "python/arguments.hpp"

#include <stdexcept>

#include <fmt/format.h>

#include "analysis/dead_choice.hpp"
#include "analysis/komi_value.hpp"
#include "analysis/move_number.hpp"
#include "batch/shard.hpp"
#include "rules/ruleset_choice.hpp"

namespace kifu::python {

analysis::AnalysisOptions analysis_options(const Arguments& arguments) {
    if (arguments.rules)
        if (std::string error = rules::ruleset_name_error(*arguments.rules); !error.empty())
            throw std::invalid_argument(error);
    // The command line's words, after the option's name as CLI11 writes it. The komi is named
    // as Python writes a float ("1e+300", "nan"): fmt writes the same shortest form.
    if (arguments.komi)
        if (std::string error = analysis::komi_value_error(*arguments.komi, fmt::format("{}", *arguments.komi));
            !error.empty())
            throw std::invalid_argument("--komi: " + error);
    if (arguments.dead)
        if (std::string error = analysis::dead_argument_error(*arguments.dead); !error.empty())
            throw std::invalid_argument("--dead: " + error);
    analysis::AnalysisOptions options;
    options.rules = arguments.rules.value_or("");
    options.strict = arguments.strict;
    options.score = arguments.score;
    options.dead = analysis::dead_choice(arguments.dead.value_or(""));
    options.komi = arguments.komi;
    options.at_move = arguments.move;
    return options;
}

int move_number(const std::string& decimal) {
    if (std::string error = analysis::move_number_error(decimal); !error.empty()) throw std::invalid_argument(error);
    return std::stoi(decimal);
}

batch::InputOptions input_options(const Arguments& arguments) {
    batch::InputOptions options;
    options.glob = arguments.glob;
    return options;
}

batch::InputFilter shard_filter(const std::optional<std::string>& shard) {
    if (!shard) return {};
    const std::optional<batch::Shard> parsed = batch::parse_shard(*shard);
    if (!parsed) throw std::invalid_argument("shard takes I/N with 1 <= I <= N, e.g. 2/8, not '" + *shard + "'");
    return [share = *parsed](const batch::RawInput& input) { return batch::in_shard(share, batch::shard_key(input)); };
}

}  // namespace kifu::python
