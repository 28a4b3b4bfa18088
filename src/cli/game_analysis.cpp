#include "cli/game_analysis.hpp"

namespace kifu::cli {

GameAnalysis analyse_game(sgf::GameRecord& game, const std::string& rules_override) {
    sgf::GameInfo info = sgf::summarize_game(game);
    rules::RulesetChoice choice = rules::choose_ruleset(rules_override, info.rules);
    if (!choice.note.empty()) game.diagnostics.push_back({Severity::warning, {}, choice.note});
    rules::ReplayResult replay = rules::replay_main_line(game.tree, info, *choice.rules);
    game.diagnostics.insert(game.diagnostics.end(), replay.warnings.begin(), replay.warnings.end());
    for (int move : replay.after_end)
        game.diagnostics.push_back({Severity::warning, {},
                                    "move " + std::to_string(move) + " was played after the game ended at move " +
                                        std::to_string(*replay.end_move)});
    rules::Verdict verdict = rules::judge(replay, *choice.rules, info.result);
    return {std::move(info), std::move(choice), std::move(replay), std::move(verdict)};
}

}  // namespace kifu::cli
