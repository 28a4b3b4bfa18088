#include "batch/sqlite_schema.hpp"

#include <stdexcept>

#include <fmt/format.h>

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
  shard        TEXT,
  inputs       INTEGER NOT NULL DEFAULT 0,
  games        INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS inputs (
  id           INTEGER PRIMARY KEY,
  run_id       INTEGER NOT NULL REFERENCES runs(id),
  path         TEXT NOT NULL,
  content_hash TEXT NOT NULL,
  size         INTEGER NOT NULL,
  error        TEXT,
  games        INTEGER NOT NULL,
  UNIQUE (path, content_hash)
);
CREATE TABLE IF NOT EXISTS games (
  id                INTEGER PRIMARY KEY,
  input_id          INTEGER NOT NULL REFERENCES inputs(id),
  game_index        INTEGER NOT NULL,
  file              TEXT NOT NULL,
  archive           TEXT,
  member            TEXT,
  game              INTEGER,
  size              TEXT,
  moves             INTEGER,
  komi              REAL,
  handicap          INTEGER,
  black             TEXT,
  black_rank        TEXT,
  white             TEXT,
  white_rank        TEXT,
  date              TEXT,
  event             TEXT,
  recorded          TEXT,
  ruleset           TEXT,
  ruleset_from      TEXT,
  verdict           TEXT,
  end_move          INTEGER,
  japanese          TEXT,
  japanese_margin   REAL,
  chinese           TEXT,
  chinese_margin    REAL,
  by_ruleset        TEXT,
  by_ruleset_margin REAL,
  agrees_japanese   INTEGER,
  agrees_chinese    INTEGER,
  agrees_ruleset    INTEGER,
  dead_source       TEXT,
  status            TEXT,
  violations        INTEGER NOT NULL,
  repetitions       INTEGER NOT NULL,
  warnings          INTEGER NOT NULL,
  errors            INTEGER NOT NULL,
  json              TEXT NOT NULL,
  UNIQUE (input_id, game_index)
);
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

}  // namespace

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

void open_store(Database& db, const std::string& path) {
    std::int64_t tables = 0;
    try {
        Statement count = db.prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table'");
        count.step();
        tables = count.integer(0);
        count.reset();
    } catch (const std::runtime_error& e) {
        throw std::runtime_error(fmt::format("cannot use database {}: {}", path, e.what()));
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
        db.exec("PRAGMA page_size = 32768; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; "
                "PRAGMA cache_size = -16384;");
        db.exec(fmt::format("BEGIN IMMEDIATE; {} INSERT OR IGNORE INTO meta (key, value) VALUES ('schema_version', '{}'); COMMIT;",
                            schema_sql, store_schema_version));
    } catch (const std::runtime_error& e) {
        throw std::runtime_error(fmt::format("cannot use database {}: {}", path, e.what()));
    }
}

}  // namespace kifu::batch
