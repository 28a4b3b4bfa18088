#pragma once
// Renders `kifu score`: the final board with its marks, the Japanese and Chinese counts
// side by side, the recorded result, and the explanation; or the `kifu check` JSON object
// extended with the scoring keys (a documented contract).
#include <ostream>

#include "report/check_report.hpp"
#include "report/diagram.hpp"

namespace kifu::report {

// `g` must have been counted (g.score).
void write_score_text(std::ostream& out, const analysis::GameOutcome& g, DiagramStyle style);
// check_object plus the scoring keys (outcome_object adds the keys judging RE); `g.score` must be set.
nlohmann::ordered_json score_object(const analysis::GameOutcome& g);

}  // namespace kifu::report
