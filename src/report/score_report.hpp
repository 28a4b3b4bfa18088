#pragma once
// Renders `kifu score`: the final board with its marks, the Japanese and Chinese counts
// side by side, the recorded result, and the explanation; or the `kifu check` JSON object
// extended with the scoring keys (a documented contract).
#include <ostream>

#include "report/check_report.hpp"
#include "report/diagram.hpp"
#include "scoring/score_game.hpp"

namespace kifu::report {

void write_score_text(std::ostream& out, const CheckedGame& g, const scoring::ScoredGame& score, DiagramStyle style);
// The `kifu score --format json` object: check_object plus the scoring keys.
nlohmann::ordered_json score_object(const CheckedGame& g, const scoring::ScoredGame& score);
void write_score_json(std::ostream& out, const CheckedGame& g, const scoring::ScoredGame& score);

}  // namespace kifu::report
