#include "batch/sqlite_merge.hpp"

#include <filesystem>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>

#include "batch/merged_duplicates.hpp"
#include "batch/sqlite_db.hpp"
#include "batch/sqlite_schema.hpp"

namespace kifu::batch {
namespace {

// New ids are the old ones plus an offset (the largest id already in OUT), so every
// reference is remapped by one addition and no lookup table is needed for inputs, games,
// violations and repetitions. Runs are few and are matched by content instead.
// Keep in step with man/kifu.1, kifu merge.
const std::string sql_before_games = R"sql(CREATE TEMP TABLE offsets AS SELECT
  (SELECT coalesce(max(id), 0) FROM main.inputs) AS input,
  (SELECT coalesce(max(id), 0) FROM main.games) AS game;
INSERT INTO main.runs (started, finished, kifu_version, command_line, rules, check_only, options, shard, inputs,
    games)
  SELECT started, finished, kifu_version, command_line, rules, check_only, options, shard, inputs, games
  FROM src.runs s WHERE NOT EXISTS (SELECT 1 FROM main.runs m WHERE m.started = s.started
    AND m.command_line = s.command_line AND m.kifu_version = s.kifu_version AND m.shard IS s.shard)
  ORDER BY s.id;
CREATE TEMP TABLE run_map AS SELECT s.id AS old, (SELECT min(m.id) FROM main.runs m WHERE m.started = s.started
    AND m.command_line = s.command_line AND m.kifu_version = s.kifu_version AND m.shard IS s.shard) AS new
  FROM src.runs s;
INSERT INTO main.inputs (id, run_id, path, content_hash, size, error, games)
  SELECT s.id + o.input, (SELECT new FROM run_map WHERE old = s.run_id), s.path, s.content_hash, s.size, s.error, s.games
  FROM src.inputs s, offsets o WHERE NOT EXISTS (SELECT 1 FROM main.inputs m
    WHERE m.path = s.path AND m.content_hash IS s.content_hash)
  ORDER BY s.id;
)sql";
// INSERT INTO main.games (id, input_id, game_index, <the game columns>, json) SELECT ..., from src.games g
const std::string sql_after_games = R"sql(
INSERT INTO main.violations (game_id, move, color, point, kind, consequence)
  SELECT v.game_id + o.game, v.move, v.color, v.point, v.kind, v.consequence
  FROM src.violations v, offsets o
  WHERE EXISTS (SELECT 1 FROM main.games m WHERE m.id = v.game_id + o.game AND m.id > o.game)
  ORDER BY v.id;
INSERT INTO main.repetitions (game_id, move, repeats, cycle, meaning)
  SELECT r.game_id + o.game, r.move, r.repeats, r.cycle, r.meaning
  FROM src.repetitions r, offsets o
  WHERE EXISTS (SELECT 1 FROM main.games m WHERE m.id = r.game_id + o.game AND m.id > o.game)
  ORDER BY r.id;
)sql";
// The moves the duplicate finder compares (a store made before kifu dups has none).
const std::string sql_moves = R"sql(INSERT INTO main.game_moves (game_id, moves)
  SELECT m.game_id + o.game, m.moves FROM src.game_moves m, offsets o
  WHERE EXISTS (SELECT 1 FROM main.games g WHERE g.id = m.game_id + o.game AND g.id > o.game)
  ORDER BY m.game_id;
)sql";
const std::string sql_end = R"sql(DROP TABLE temp.offsets;
DROP TABLE temp.run_map;
)sql";

// The options of the runs whose inputs a store holds, both stores together: more than one
// and the merge would mix results made differently. Unreadable inputs (no content hash)
// have no results to mix.
const std::string options_sql = R"sql(SELECT DISTINCT options FROM (
  SELECT r.options FROM main.runs r
    WHERE EXISTS (SELECT 1 FROM main.inputs i WHERE i.run_id = r.id AND i.content_hash IS NOT NULL)
  UNION SELECT r.options FROM src.runs r
    WHERE EXISTS (SELECT 1 FROM src.inputs i WHERE i.run_id = r.id AND i.content_hash IS NOT NULL))
ORDER BY options)sql";

void refuse_other_options(Database& db, const std::string& out) {
    Statement options = db.prepare(options_sql);
    std::vector<std::string> found;
    while (options.step()) found.emplace_back(options.text(0));
    if (found.size() <= 1) return;
    std::string list;
    for (const std::string& o : found) list += "\n  " + o;
    throw std::runtime_error(fmt::format("its results and those of {} were made with different options:{}\n"
                                         "merge only stores made with the same options",
                                         out, list));
}

std::int64_t count(Database& db, const std::string& query) {
    Statement s = db.prepare(query);
    s.step();
    const std::int64_t n = s.integer(0);
    s.reset();
    return n;
}

}  // namespace

std::string merge_sql(const std::vector<std::string>& missing_in_src, bool src_has_moves) {
    std::string from_src = game_column_list("g.");
    for (const std::string& name : missing_in_src) {  // "g.name" as a whole word -> NULL
        const std::string column = "g." + name;
        for (std::size_t at = from_src.find(column); at != std::string::npos; at = from_src.find(column, at + 1)) {
            const std::size_t end = at + column.size();
            if (end == from_src.size() || from_src[end] == ',') {
                from_src.replace(at, column.size(), "NULL");
                break;
            }
        }
    }
    return sql_before_games + "INSERT INTO main.games (id, input_id, game_index,\n    " + game_column_list() +
           ", json)\n  SELECT g.id + o.game, g.input_id + o.input, g.game_index,\n    " + from_src +
           ", g.json\n  FROM src.games g, offsets o\n"
           "  WHERE EXISTS (SELECT 1 FROM main.inputs m WHERE m.id = g.input_id + o.input AND m.id > o.input)\n"
           "  ORDER BY g.id;" +
           sql_after_games + (src_has_moves ? sql_moves : std::string()) + sql_end;
}

const std::string& merge_sql() {
    static const std::string sql = merge_sql({}, true);
    return sql;
}

MergeCounts merge_stores(const std::string& out, const std::vector<std::string>& ins) {
    Database db(out);
    open_store(db, out);
    MergeCounts counts;
    for (const std::string& in : ins) {
        if (!std::filesystem::is_regular_file(in)) throw std::runtime_error(fmt::format("cannot open database {}: no such file", in));
        if (std::filesystem::exists(out) && std::filesystem::equivalent(in, out))
            throw std::runtime_error(fmt::format("{} is the output database; it cannot be merged into itself", in));
        Statement attach = db.prepare("ATTACH DATABASE ?1 AS src");
        attach.bind(1, std::string_view(in));
        attach.run();
        try {
            check_store_version(db, "src", in);
            refuse_other_options(db, out);
            const std::int64_t runs = count(db, "SELECT count(*) FROM main.runs");
            const std::int64_t inputs = count(db, "SELECT count(*) FROM main.inputs");
            const std::int64_t games = count(db, "SELECT count(*) FROM main.games");
            const std::int64_t offered = count(db, "SELECT count(*) FROM src.inputs");
            const std::int64_t last_game = count(db, "SELECT coalesce(max(id), 0) FROM main.games");
            const bool src_has_moves =
                count(db, "SELECT count(*) FROM src.sqlite_master WHERE type = 'table' AND name = 'game_moves'") > 0;
            db.exec("BEGIN IMMEDIATE;" + merge_sql(missing_game_columns(db, "src"), src_has_moves));
            counts.duplicates_changed += place_merged_games(db, last_game);
            db.exec("COMMIT;");
            counts.runs += count(db, "SELECT count(*) FROM main.runs") - runs;
            const std::int64_t added = count(db, "SELECT count(*) FROM main.inputs") - inputs;
            counts.inputs += added;
            counts.inputs_skipped += offered - added;
            counts.games += count(db, "SELECT count(*) FROM main.games") - games;
        } catch (const std::runtime_error& e) {
            try {
                db.exec("ROLLBACK");
            } catch (...) {  // NOLINT(bugprone-empty-catch): no transaction was open
            }
            db.exec("DETACH DATABASE src");
            throw std::runtime_error(fmt::format("merging {}: {}", in, e.what()));
        }
        db.exec("DETACH DATABASE src");
    }
    db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    return counts;
}

}  // namespace kifu::batch
