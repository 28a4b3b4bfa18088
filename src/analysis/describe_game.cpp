#include "analysis/describe_game.hpp"

#include "rules/replay.hpp"
#include "rules/ruleset_choice.hpp"

namespace kifu::analysis {

sgf::GameInfo describe_game(sgf::GameRecord& game) {
    sgf::GameInfo info = sgf::summarize_game(game);
    // The record's own rules (or the default), as check replays it without --rules.
    const rules::RulesetChoice choice = rules::choose_ruleset("", info.rules);
    const rules::ReplayResult replay = rules::replay_main_line(game.tree, info, *choice.rules);
    game.diagnostics.insert(game.diagnostics.end(), replay.warnings.begin(), replay.warnings.end());
    return info;
}

}  // namespace kifu::analysis
