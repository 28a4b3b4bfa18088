#pragma once
// Renders `kifu check` results: a readable block per game, or JSON Lines whose objects
// are the `kifu info` object plus the rules keys (a documented contract).
#include <ostream>
#include <string>

#include <nlohmann/json.hpp>

#include "base/diagnostic.hpp"
#include "rules/replay.hpp"
#include "rules/ruleset_choice.hpp"
#include "rules/verdict.hpp"
#include "sgf/game_info.hpp"

namespace kifu::report {

struct CheckedGame {
    const std::string& file;
    std::size_t game;
    const sgf::GameInfo& info;
    const Diagnostics& diagnostics;
    const rules::RulesetChoice& choice;
    const rules::ReplayResult& replay;
    const rules::Verdict& verdict;
};

// The `kifu check` object, which `kifu score` extends.
nlohmann::ordered_json check_object(const CheckedGame& g);

void write_check_text(std::ostream& out, const CheckedGame& g);
void write_check_json(std::ostream& out, const CheckedGame& g);

}  // namespace kifu::report
