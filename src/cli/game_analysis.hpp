#pragma once
// What check and score both do first for a game: decode its info, choose the ruleset,
// replay the main line and judge it, collecting the warnings into the game's diagnostics.
#include <string>

#include "rules/replay.hpp"
#include "rules/ruleset_choice.hpp"
#include "rules/verdict.hpp"
#include "sgf/game_info.hpp"
#include "sgf/reader_types.hpp"

namespace kifu::cli {

struct GameAnalysis {
    sgf::GameInfo info;
    rules::RulesetChoice choice;
    rules::ReplayResult replay;
    rules::Verdict verdict;
};

// `rules_override` is the --rules value, or "".
GameAnalysis analyse_game(sgf::GameRecord& game, const std::string& rules_override);

}  // namespace kifu::cli
