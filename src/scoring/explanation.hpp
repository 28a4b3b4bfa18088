#pragma once
// Why two counts of the same position give different results, in plain words built from
// this game's own numbers, with the identity that makes it exact:
//
//   margin(second) - margin(first) = placed stones term + seki eye term + pass stone term
//                                    - handicap compensation term - komi term
//
// where, between an area count and a territory count of the same position, "stones on
// the board" and "prisoners" differ by exactly the stones each side put on the board:
// every stone placed is either still standing or one of the opponent's prisoners.
#include <string>
#include <vector>

#include "rules/replay.hpp"
#include "scoring/count.hpp"

namespace kifu::scoring {

struct Explanation {
    std::vector<std::string> lines;   // sentences a teacher can read aloud
    double difference = 0;            // margin(second) - margin(first), Black's point of view
    double explained = 0;             // the sum of the terms the sentences name
    // The terms, Black's point of view (so the caller and tests can check the identity).
    // stones_term: stones on the board plus prisoners (placed stones, between an area and a
    // territory count); fill_term: points that must be filled, which only area counts.
    double stones_term = 0, seki_term = 0, fill_term = 0, pass_term = 0, compensation_term = 0, komi_term = 0,
           other_term = 0;
    bool passes_named = false;        // a sentence says the passes make (part of) the stones term
    [[nodiscard]] bool holds() const { return difference == explained; }
};

// `fill_from_markup`: the points counted as must-fill are those the players' TB/TW leave
// out of a side's territory, not points kifu found must be filled (false eyes, last
// liberties), and the sentence says so.
Explanation explain(const Count& first, const Count& second, const rules::ReplayResult& replay,
                    bool fill_from_markup = false);

}  // namespace kifu::scoring
