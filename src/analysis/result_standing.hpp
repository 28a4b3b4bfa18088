#pragma once
// Does the recorded result (RE) stand? Judged by the rules and the count together: RE
// stands only if the rules' verdict lets it stand and, for a game decided by counting,
// the count under the game's ruleset reproduces it. Where kifu cannot know (no RE, an
// estimated count that differs, a game counted mid-way), the answer is null, never a guess.
#include "analysis/game_outcome.hpp"

namespace kifu::analysis {

// `outcome` has everything but `result` filled in.
ResultStanding judge_result(const GameOutcome& outcome);

}  // namespace kifu::analysis
