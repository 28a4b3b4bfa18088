#pragma once
// Why a count differs from the recorded result, in one or two sentences for people
// (analysis::RecordedMismatch): the text report, the JSON `recorded_mismatch.note` and
// kifu annotate's comment.
#include <string>

#include "rules/board.hpp"
#include "scoring/count.hpp"
#include "analysis/recorded_mismatch.hpp"
#include "scoring/territory_map.hpp"
#include "sgf/result.hpp"

namespace kifu::report {

// `board` is the final position (the kept stones still on it), `map` its territory map and
// `count` the count that differs from `recorded`.
std::string mismatch_note(const analysis::RecordedMismatch& mismatch, const sgf::GameResult& recorded,
                          const scoring::Count& count, const rules::Board& board, const scoring::TerritoryMap& map);

}  // namespace kifu::report
