#pragma once
// The event's part of kifu view's index (kifu view -d DIR --event EVENT.toml): the
// crosstable (players by score, each round's result linking to its game's page, marked
// where the record and the official result disagree, or where kifu finds that the record's
// RE does not stand), a section per round, the records that could not be placed, and the
// cell of event problems beside each game.
#include <map>
#include <span>
#include <string>

#include "event/event_review.hpp"

namespace kifu::report::view {

// Each record's page, relative to the index.
using PageOf = std::map<event::RecordKey, std::string>;

// The records whose RE kifu found does not stand, each with the sentence saying why. The
// crosstable and the rounds count RE as the players recorded it, so such a cell is marked:
// a director reading only the crosstable would otherwise take it as judged.
using ReDoesNotStand = std::map<event::RecordKey, std::string>;

// The crosstable, the rounds and the unplaced records, as HTML sections.
std::string event_sections(const event::EventReview& review, const PageOf& pages, const ReDoesNotStand& not_standing);

// A <td> listing a game's event problems (kind: sentence), empty when there is none.
std::string event_problems_cell(std::span<const event::EventProblem> problems);

}  // namespace kifu::report::view
