#pragma once
// The count of a `kifu view` page: the Japanese and Chinese tables side by side (and the
// game's own ruleset when it is a third one), then the words around them, all in the
// sentences `kifu score` writes (outcome_words, scoring::explain), with links to the
// `kifu explain` lessons that bear on this count.
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "analysis/game_outcome.hpp"
#include "view/board.hpp"

namespace kifu::view {

// Dead stones marked by hand against kifu's own judgement of the same position: a what-if,
// which the page counts but never judges RE on.
struct HandMarking {
    std::vector<std::vector<Point>> marked_dead;    // chains dead here that kifu counts alive
    std::vector<std::vector<Point>> marked_alive;   // chains alive here that kifu counts dead
    const analysis::GameOutcome* own = nullptr;     // kifu's own count of the position
};

// What the page knows of a count besides its outcome.
struct CountContext {
    std::optional<HandMarking> hand;
    bool variation = false;   // a line of play that is not the main one: RE is not its result
};

// Whether a position counted before the end is too early to count: before any move, or
// with more unsettled points than settled ones. The page then shows no result: "too early to
// count" with the estimate beside it (and before any move, no winner at all).
enum class EarlyCount : std::uint8_t { no, before_any_move, more_unsettled };
EarlyCount early_count(const analysis::GameOutcome& g);

// One panel per count, each a table whose result cell carries `data-count` ("japanese",
// "chinese", "ruleset") and `data-result` (the JSON `result`: "W+6.5", "0", "B+"). The
// panel of the count `shown` on the board is marked. With dead stones marked by hand the
// title says so and each panel gives kifu's own count where it would say whether RE
// agrees. `g.score` must be set.
std::string count_panels(const analysis::GameOutcome& g, BoardView shown, const CountContext& context = {});

// The verdict, whether RE stands, the estimate, the game's own count, why RE differs,
// notes, and the explanation paragraph under its heading, then the lesson links. With dead
// stones marked by hand: which chains differ from kifu's judgement and kifu's own count,
// and nothing that judges RE. `g.score` must be set.
std::string count_notes(const analysis::GameOutcome& g, const CountContext& context = {});

// The lessons (topic, why it matters here) that bear on this outcome: counting always;
// seki when there are seki eyes or stones, passes when the explanation says the passes make
// the difference or pass stones count, handicap when
// White is compensated, ko / superko / suicide when a move broke that rule or a position
// repeated, capture-go under capture go.
std::vector<std::pair<std::string, std::string>> lessons_for(const analysis::GameOutcome& g);

}  // namespace kifu::view
