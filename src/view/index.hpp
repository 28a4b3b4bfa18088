#pragma once
// The index of a folder of `kifu view` pages (kifu view -d DIR), for a tournament director
// to publish: a row for every input, each game with its players, date, RE, kifu's count
// under the game's rules, the verdict, whether RE stands, whether the count is an estimate
// and the record's warnings, linking to the game's page; an input that gave no game with
// its error. Titled by the event (EV) and its rounds (RO), sortable by any column (dates as
// dates), filterable, readable on a phone, offline like the pages.
#include <ostream>
#include <span>
#include <string>

#include "analysis/game_outcome.hpp"
#include "base/diagnostic.hpp"

namespace kifu::view {

// One input's row, kept instead of its whole outcome (an index may list thousands).
struct IndexRow {
    std::string page;              // the game's page, relative to the index; empty: no game
    std::string html;              // the row's cells
    bool problem = false;          // a verdict that is not ok, an RE that does not stand, an unreadable input
    bool estimate = false;
    bool unreadable = false;       // the input gave no game
    std::string event, round;      // EV, RO
};

IndexRow index_row(const analysis::GameOutcome& g, std::string page, std::size_t number);

// An input that gave no game: its name and what reading it reported.
IndexRow unreadable_row(const std::string& file, const Diagnostics& diagnostics, std::size_t number);

// kifu view --event: what the index adds for an event (report/event_html.hpp makes it):
// its name as the title, its sections before the games, and a last column (each game's
// row html then ends with that cell).
struct IndexEvent {
    std::string name;
    std::string sections;
    std::string column;
};

void write_index_page(std::ostream& out, std::span<const IndexRow> rows, const IndexEvent* event = nullptr);

// DT as a key that sorts as dates: the first date of the value ("2017-03-09,10" ->
// "2017-03-09"; partial dates "2017-03", "2017" kept as they are, before the full dates
// of their month or year); a value that is no FF[4] date sorts after every date ("~" and
// the text).
std::string date_sort_key(std::string_view date);

// "Honinbo 2017 \u00b7 rounds 1\u20133": the one event the rows name (rows without EV aside) and
// their rounds, or "Games".
std::string index_title(std::span<const IndexRow> rows);

}  // namespace kifu::view
