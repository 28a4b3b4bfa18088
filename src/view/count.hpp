#pragma once
// The count of a `kifu view` page: the Japanese and Chinese tables side by side (and the
// game's own ruleset when it is a third one), then the words around them, all in the
// sentences `kifu score` writes (outcome_words, scoring::explain), with links to the
// `kifu explain` lessons that bear on this count.
#include <string>
#include <utility>
#include <vector>

#include "analysis/game_outcome.hpp"
#include "view/board.hpp"

namespace kifu::view {

// One panel per count, each a table whose result cell carries `data-count` ("japanese",
// "chinese", "ruleset") and `data-result` (the JSON `result`: "W+6.5", "0", "B+"). The
// panel of the count `shown` on the board is marked. `g.score` must be set.
std::string count_panels(const analysis::GameOutcome& g, BoardView shown);

// The verdict, whether RE stands, the estimate, the game's own count, why RE differs,
// notes, and the explanation paragraph under its heading, then the lesson links.
// `g.score` must be set.
std::string count_notes(const analysis::GameOutcome& g);

// The lessons (topic, why it matters here) that bear on this outcome: counting always;
// seki when there are seki eyes or stones, passes when pass stones count, handicap when
// White is compensated, ko / superko / suicide when a move broke that rule or a position
// repeated, capture-go under capture go.
std::vector<std::pair<std::string, std::string>> lessons_for(const analysis::GameOutcome& g);

}  // namespace kifu::view
