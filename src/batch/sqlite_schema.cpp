#include "batch/sqlite_schema.hpp"

#include <algorithm>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>

#include "batch/game_columns.hpp"
#include "batch/output_file.hpp"
#include "batch/stored_groups.hpp"

namespace kifu::batch {
namespace {

// Keep in step with man/kifu.1, SQLITE STORE.
constexpr const char* schema_sql = R"sql(
CREATE TABLE IF NOT EXISTS meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS runs (
  id           INTEGER PRIMARY KEY,
  started      TEXT NOT NULL,
  finished     TEXT,
  kifu_version TEXT NOT NULL,
  command_line TEXT NOT NULL,
  rules        TEXT,
  check_only   INTEGER NOT NULL,
  options      TEXT NOT NULL,
  shard        TEXT,
  inputs       INTEGER NOT NULL DEFAULT 0,
  games        INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS inputs (
  id           INTEGER PRIMARY KEY,
  run_id       INTEGER NOT NULL REFERENCES runs(id),
  path         TEXT NOT NULL,
  content_hash TEXT,
  size         INTEGER NOT NULL,
  error        TEXT,
  games        INTEGER NOT NULL,
  UNIQUE (path, content_hash)
);
CREATE TABLE IF NOT EXISTS stream_marks (
  device       INTEGER NOT NULL,
  inode        INTEGER NOT NULL,
  offset       INTEGER NOT NULL,
  run_id       INTEGER NOT NULL REFERENCES runs(id),
  PRIMARY KEY (device, inode)
);
)sql";

// After the games table, which is made from game_columns().
constexpr const char* detail_tables_sql = R"sql(
CREATE TABLE IF NOT EXISTS violations (
  id          INTEGER PRIMARY KEY,
  game_id     INTEGER NOT NULL REFERENCES games(id),
  move        INTEGER NOT NULL,
  color       TEXT NOT NULL,
  point       TEXT NOT NULL,
  kind        TEXT NOT NULL,
  consequence TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS violations_game ON violations(game_id);
CREATE TABLE IF NOT EXISTS repetitions (
  id          INTEGER PRIMARY KEY,
  game_id     INTEGER NOT NULL REFERENCES games(id),
  move        INTEGER NOT NULL,
  repeats     INTEGER NOT NULL,
  cycle       INTEGER NOT NULL,
  meaning     TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS repetitions_game ON repetitions(game_id);
)sql";

// The games table: its keys, every game column (game_columns.hpp), and the JSON object.
std::string games_table_sql() {
    std::string sql =
        "CREATE TABLE IF NOT EXISTS games (\n"
        "  id                INTEGER PRIMARY KEY,\n"
        "  input_id          INTEGER NOT NULL REFERENCES inputs(id),\n"
        "  game_index        INTEGER NOT NULL,\n";
    for (const GameColumn& c : game_columns())
        sql += fmt::format("  {:<22} {}{},\n", c.name, c.sql_type, c.not_null ? " NOT NULL" : "");
    sql += "  json              TEXT NOT NULL,\n  UNIQUE (input_id, game_index)\n);\n";
    return sql;
}

}  // namespace

std::string game_column_list(std::string_view prefix) {
    std::string list;
    std::size_t n = 0;
    for (const GameColumn& c : game_columns()) {
        if (n > 0) list += n % 8 == 0 ? ",\n    " : ", ";  // readable where it is shown (kifu(1), merge)
        list += prefix;
        list += c.name;
        ++n;
    }
    return list;
}

void cannot_use_store(const std::string& path, const std::runtime_error& e) {
    const std::string message = fmt::format("cannot use database {}: {}", path, e.what());
    if (is_unwritable(e)) throw OutputError(message);
    throw std::runtime_error(message);
}

void check_store_version(Database& db, const std::string& schema_name, const std::string& path) {
    Statement has_meta = db.prepare(
        fmt::format("SELECT count(*) FROM {}.sqlite_master WHERE type = 'table' AND name = 'meta'", schema_name));
    has_meta.step();
    const bool found = has_meta.integer(0) == 1;
    has_meta.reset();
    if (!found) throw std::runtime_error(fmt::format("{} is not a kifu results database (no meta table)", path));
    Statement version =
        db.prepare(fmt::format("SELECT value FROM {}.meta WHERE key = 'schema_version'", schema_name));
    const std::string stored = version.step() ? std::string(version.text(0)) : std::string("none");
    version.reset();
    if (stored != std::to_string(store_schema_version))
        throw std::runtime_error(fmt::format("{} has schema version {}; this kifu writes version {}", path, stored,
                                             store_schema_version));
}

std::vector<std::string> missing_game_columns(Database& db, const std::string& schema_name) {
    Statement present = db.prepare(fmt::format("SELECT name FROM pragma_table_info('games', '{}')", schema_name));
    std::vector<std::string> names;
    while (present.step()) names.emplace_back(present.text(0));
    std::vector<std::string> missing;
    for (const GameColumn& c : game_columns())
        if (std::find(names.begin(), names.end(), c.name) == names.end()) missing.emplace_back(c.name);
    return missing;
}

namespace {

// A column added to the games table since a store was made is added to the store, empty
// (NULL) for the games it holds: new columns are only ever added, so a store of the same
// schema version stays usable by every later kifu.
void add_new_game_columns(Database& db) {
    for (const std::string& name : missing_game_columns(db, "main"))
        db.exec(fmt::format("ALTER TABLE games ADD COLUMN {} {}", name, game_column(name).sql_type));
}

}  // namespace

void open_store(Database& db, const std::string& path, StoreJournal journal) {
    std::int64_t tables = 0;
    try {
        Statement count = db.prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table'");
        count.step();
        tables = count.integer(0);
        count.reset();
    } catch (const std::runtime_error& e) {
        cannot_use_store(path, e);
    }
    // Someone else's database, or another version of ours: refuse before changing anything.
    if (tables > 0) check_store_version(db, "main", path);
    try {
        // WAL: readers (a progress query, the kill/resume test) never block the writer, and
        // a commit is one append. synchronous=NORMAL keeps every commit across a killed
        // process (the OS has the pages); only a power cut can lose the last commits, and
        // fsyncs happen at checkpoints only, not at each commit. Large pages: a game's JSON
        // (3-10 KB) fits on one page instead of a chain of overflow pages, which measured
        // about 30% faster. page_size only applies to a new database.
        db.exec(fmt::format("PRAGMA page_size = 32768; PRAGMA journal_mode = {}; PRAGMA synchronous = NORMAL; "
                            "PRAGMA cache_size = -16384;",
                            journal == StoreJournal::wal ? "WAL" : "MEMORY"));
        db.exec(fmt::format("BEGIN IMMEDIATE; {}{}{}{} INSERT OR IGNORE INTO meta (key, value) VALUES ('schema_version', "
                            "'{}');",
                            schema_sql, games_table_sql(), detail_tables_sql, duplicate_tables_sql, store_schema_version));
        add_new_game_columns(db);
        db.exec("COMMIT");
    } catch (const std::runtime_error& e) {
        cannot_use_store(path, e);
    }
}

}  // namespace kifu::batch
