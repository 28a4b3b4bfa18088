#include "python/arguments.hpp"

#include <cmath>
#include <stdexcept>

#include "analysis/dead_choice.hpp"
#include "batch/shard.hpp"
#include "rules/ruleset_choice.hpp"

namespace kifu::python {

analysis::AnalysisOptions analysis_options(const Arguments& arguments) {
    if (arguments.rules)
        if (std::string error = rules::ruleset_name_error(*arguments.rules); !error.empty())
            throw std::invalid_argument(error);
    if (arguments.komi && !std::isfinite(*arguments.komi))
        throw std::invalid_argument("komi must be a finite number");
    analysis::AnalysisOptions options;
    options.rules = arguments.rules.value_or("");
    options.strict = arguments.strict;
    options.score = arguments.score;
    options.dead = analysis::dead_choice(arguments.dead);
    options.komi = arguments.komi;
    options.at_move = arguments.move;
    return options;
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
