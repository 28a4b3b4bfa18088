#pragma once
// Renders a record's event problems (event/event_problem.hpp) for `kifu check --event`:
// the JSON array `event_problems`, a block of the text report, and the event's own
// problems (official games with no record) after the records.
#include <ostream>
#include <span>

#include <nlohmann/json.hpp>

#include "event/event.hpp"
#include "event/event_problem.hpp"
#include "report/table_row.hpp"

namespace kifu::report {

// [{"kind", "property", "expected", "found", "sentence"}, ...]
nlohmann::ordered_json event_problems_json(std::span<const event::EventProblem> problems);

// The event_* columns of a game's row (kifu batch --event).
void add_event_columns(TableRow& row, std::span<const event::EventProblem> problems);

// "  Event      2 problems against Spring Open 2026" and a line per problem; nothing
// when there is none.
void write_event_problems_text(std::ostream& out, const event::Event& event, std::span<const event::EventProblem> problems);

// The event's own problems: in text a block naming the event, in JSON one line
// {"file": null, "game": null, "event": NAME, "event_problems": [...]}.
void write_event_wide_text(std::ostream& out, const event::Event& event, std::span<const event::EventProblem> problems);
void write_event_wide_json(std::ostream& out, const event::Event& event, std::span<const event::EventProblem> problems);

}  // namespace kifu::report
