#pragma once
// The results the records support, in the formats the rating bodies take (kifu results):
// the EGD's tournament table (.h9) and the AGA's results file. Both are made from the
// review's placed records and its standings (event/standings.hpp); the records that could
// not be placed are the caller's to list.
#include <ostream>

#include "event/event_review.hpp"

namespace kifu::report {

// "; EV[...]" header lines, then a line per player in standings order: place, name
// (surname first), rank, country, club, points, SOS, SOSOS, one result a round
// ("3+/b2", "0-" for no game, "3+/b!" for a win by forfeit, which the EGD does not rate)
// and "|PIN" when the player list gives one.
void write_egd_results(std::ostream& out, const event::EventReview& review);

// TOURNEY (name, start=, finish=, rules=), PLAYERS ("id Last, First rank"; TMPn for a
// player without an AGA id), GAMES ("white black w|b handicap komi") under "# Round N".
// What the AGA file leaves out: a draw has no form there, and every game in it is rated,
// so a forfeit (not played) is left out too.
struct AgaLeftOut {
    std::size_t draws = 0;
    std::size_t forfeits = 0;
};
void write_aga_results(std::ostream& out, const event::EventReview& review, AgaLeftOut& left_out);

}  // namespace kifu::report
