#pragma once
// The columns of a game, once: name, SQL type and how to read the value from a typed
// report::TableRow. The CSV file and the SQLite `games` table both write these (each in its
// own documented order), so a column means the same in both and no output re-reads
// another's text. Keep in step with man/kifu.1 (CSV OUTPUT, SQLITE STORE).
#include <cstdint>
#include <span>
#include <string_view>
#include <variant>

#include "report/table_row.hpp"

namespace kifu::batch {

// A value as the outputs write it: nothing (empty CSV field, SQL NULL), a boolean (CSV
// true/false, SQLite 1/0), a whole number, a real number or text.
using Cell = std::variant<std::monostate, bool, std::int64_t, double, std::string_view>;

struct GameColumn {
    std::string_view name;
    std::string_view sql_type;   // "TEXT", "INTEGER" (booleans too) or "REAL"
    bool not_null = false;       // NOT NULL in SQLite
    Cell (*value)(const report::TableRow& row);
    bool boolean = false;        // an INTEGER holding 0/1: CSV's false/true
};

// Every column, in the SQLite `games` table's order (after id, input_id and game_index,
// and before json).
std::span<const GameColumn> game_columns();

// A column by name; throws std::logic_error for a name that is not one (a bug).
const GameColumn& game_column(std::string_view name);

}  // namespace kifu::batch
