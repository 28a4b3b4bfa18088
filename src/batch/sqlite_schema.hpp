#pragma once
// The SQLite store's schema, documented in kifu(1) (SQLITE STORE). One definition shared
// by `kifu batch --db` and `kifu merge`, so both write the same tables.
#include <stdexcept>
#include <string>
#include <vector>
#include <string_view>

#include "batch/sqlite_db.hpp"

namespace kifu::batch {

// Stored in the `meta` table; a database written with another version is refused rather
// than silently mixed.
// Version 2: the game columns that answer questions (whether RE stands and why, margins,
// estimates, ranks), nullable content hashes for unreadable inputs, and runs.options, the
// result-shaping options of each run (result_options.hpp).
inline constexpr int store_schema_version = 2;

// Where a store keeps its journal: a WAL beside it (a store in place: readers never block
// the writer), or memory (a store made in a temporary file and renamed into place whole,
// by kifu merge: no side file a signal could leave behind, and nothing to recover).
enum class StoreJournal { wal, memory };

// Opens or creates a store at `path`: the journal, the tables and indexes created when
// missing, the schema version checked. Throws std::runtime_error with the path on failure,
// OutputError when the disk refused the write (full, an I/O error).
void open_store(Database& db, const std::string& path, StoreJournal journal = StoreJournal::wal);

// Throws "cannot use database PATH: WHY" for `e`: an OutputError when SQLite could not
// write (is_write_failure), else a std::runtime_error.
[[noreturn]] void cannot_use_store(const std::string& path, const std::runtime_error& e);

// The game columns (game_columns()) that the games table of `schema_name` ("main", or an
// attached store) lacks: a store made before they were added.
std::vector<std::string> missing_game_columns(Database& db, const std::string& schema_name);

// Throws when `schema_name` ("main", or an ATTACHed name) is not a kifu store of this version.
void check_store_version(Database& db, const std::string& schema_name, const std::string& path);

// The game columns' names separated by ", " (and a line break every eight), each after
// `prefix` ("g."): for INSERT and SELECT.
std::string game_column_list(std::string_view prefix = {});

}  // namespace kifu::batch
