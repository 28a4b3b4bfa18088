#pragma once
// Renders `kifu check` results: a readable block per game, or JSON Lines whose objects
// are the `kifu info` object plus the rules keys (a documented contract).
#include <ostream>
#include <string>

#include <nlohmann/json.hpp>

#include "analysis/game_outcome.hpp"

namespace kifu::report {

// The `kifu check` object (the `kifu info` object plus the rules keys), which `kifu score`
// extends. Without the keys judging RE (outcome_object adds them last).
nlohmann::ordered_json check_object(const analysis::GameOutcome& g);

// What an object shows of a count: all of it (kifu score, batch), or none even when the
// game was counted to judge RE (kifu check, which counts a game with the players' own
// TB/TW markup: its objects stay check objects, `result_stands` says what the count found).
enum class CountKeys : std::uint8_t { when_counted, never };

// The whole JSON object of an outcome: check_object, the scoring keys when it was counted
// (score_report.hpp), then `result_stands` and `result_stands_reason`.
nlohmann::ordered_json outcome_object(const analysis::GameOutcome& g, CountKeys count = CountKeys::when_counted);
void write_outcome_json(std::ostream& out, const analysis::GameOutcome& g,
                        CountKeys count = CountKeys::when_counted);

void write_check_text(std::ostream& out, const analysis::GameOutcome& g);

}  // namespace kifu::report
