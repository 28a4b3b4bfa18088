#pragma once
// `kifu score --svg`: one page-sized SVG figure of a scored game. A title with the
// players, event and date, board size and komi; two boards side by side, Japanese
// (territory) counting on the left and Chinese (area) counting on the right, each with
// its table of the count, its result and whether the recorded RE agrees; a legend; and
// the explanation of the difference. A verdict that is not ok, whether RE stands, and an
// "estimate" notice (with the unsettled points ringed on the boards) come first. Standalone SVG 1.1: no external fonts, images or
// style sheets; every text from the record is XML-escaped.
#include <ostream>

#include "analysis/game_outcome.hpp"

namespace kifu::report {

// `g` must have been counted (g.score).
void write_score_svg(std::ostream& out, const analysis::GameOutcome& g);

}  // namespace kifu::report
