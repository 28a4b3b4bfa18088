#pragma once
// The standings the placed records give: each player's score (a win 1, a draw 1/2), SOS
// (the sum of the opponents' scores) and SOSOS, and their game in each round; ordered by
// score, then SOS, then SOSOS, then name. The crosstable and the results export read it.
#include <optional>
#include <string>
#include <vector>

#include "event/event_review.hpp"

namespace kifu::event {

struct RoundEntry {
    std::size_t game = 0;          // index into EventReview::placed()
    std::size_t opponent = 0;      // a player index
    bool black = false;            // this player had Black
    Outcome outcome = Outcome::unknown;  // black_won: this player won; white_won: lost; draw
};

struct Standing {
    std::size_t player = 0;        // index into EventReview::players()
    int place = 0;                 // 1-based, in this order
    double score = 0, sos = 0, sosos = 0;
    std::vector<std::optional<RoundEntry>> rounds;  // one per round, from round 1
};

std::vector<Standing> standings(const EventReview& review);

// A crosstable cell as the EGD writes it: "3+/b2!" is a win against the player placed 3rd,
// with Black, taking 2 handicap stones, by default (a forfeit). The results file and the
// page's crosstable both show this, so the page cannot drop the handicap or the forfeit.
std::string crosstable_cell(int opponent_place, const RoundEntry& entry, const PlacedGame& game);

}  // namespace kifu::event
