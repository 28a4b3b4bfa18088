#pragma once
// Does a count reproduce the recorded result (RE)? The one place a count meets RE; what
// follows from the answer (whether RE stands) is result_standing.hpp's.
#include <optional>

#include "scoring/count.hpp"
#include "sgf/result.hpp"

namespace kifu::analysis {

// Empty when RE gives no score.
std::optional<bool> agrees(const scoring::Count& count, const std::optional<sgf::GameResult>& recorded);

}  // namespace kifu::analysis
