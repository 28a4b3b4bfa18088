#include "batch/sqlite_merge.hpp"

#include <sys/stat.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>
#include <sqlite3.h>

#include "batch/merged_duplicates.hpp"
#include "batch/output_file.hpp"
#include "batch/sqlite_db.hpp"
#include "batch/sqlite_schema.hpp"
#include "batch/sqlite_store.hpp"

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

// The options of the runs whose readable inputs the store at `path` holds (one set, unless
// a --redo left two). Throws naming `path` when it is no kifu store of this version.
// Attached as the merge attaches it: a read-only connection of its own would leave the
// store's -wal and -shm files behind.
std::vector<std::string> store_options(Database& probe, const std::string& path) {
    try {
        Statement attach = probe.prepare("ATTACH DATABASE ?1 AS src");
        attach.bind(1, std::string_view(path));
        attach.run();
    } catch (const std::runtime_error& e) {
        throw std::runtime_error(fmt::format("cannot use database {}: {}", path, e.what()));
    }
    std::vector<std::string> found;
    try {
        try {
            probe.exec("SELECT count(*) FROM src.sqlite_master");
        } catch (const std::runtime_error& e) {
            throw std::runtime_error(fmt::format("cannot use database {}: {}", path, e.what()));
        }
        check_store_version(probe, "src", path);
        Statement options = probe.prepare(R"sql(SELECT DISTINCT r.options FROM src.runs r
  WHERE EXISTS (SELECT 1 FROM src.inputs i WHERE i.run_id = r.id AND i.content_hash IS NOT NULL) ORDER BY r.options)sql");
        while (options.step()) found.emplace_back(options.text(0));
    } catch (const std::runtime_error&) {
        probe.exec("DETACH DATABASE src");
        throw;
    }
    probe.exec("DETACH DATABASE src");
    return found;
}

std::string joined(const std::vector<std::string>& names) {
    std::string text;
    for (const std::string& name : names) text += (text.empty() ? "" : ", ") + name;
    return text;
}

// Before OUT is touched: each IN exists, is not OUT, and is a kifu store of this version,
// and every store (OUT too, when it exists) was made with the same options. Throws naming
// the first store that fails, and for options every store with each set.
void check_stores(const std::string& out, const std::vector<std::string>& ins) {
    std::map<std::string, std::vector<std::string>> stores_by_options;
    Database probe(":memory:");
    const auto add = [&](const std::string& path) {
        const std::vector<std::string> options = store_options(probe, path);
        for (const std::string& o : options) stores_by_options[o].push_back(path);
        if (stores_by_options.size() <= 1) return;
        std::vector<std::string> others;
        std::string list;
        for (const auto& [o, stores] : stores_by_options) {
            list += fmt::format("\n  {}  ({})", o, joined(stores));
            if (std::find(options.begin(), options.end(), o) == options.end()) others.insert(others.end(), stores.begin(), stores.end());
        }
        throw std::runtime_error(fmt::format("{}: {} made with different options:{}\n"
                                             "merge only stores made with the same options",
                                             path,
                                             others.empty() ? std::string("its results were")
                                                            : "its results and those of " + joined(others) + " were",
                                             list));
    };
    std::error_code ec;
    if (std::filesystem::exists(out, ec)) add(out);
    for (const std::string& in : ins) {
        if (const std::string why = not_a_store_file(in); !why.empty())
            throw std::runtime_error(fmt::format("cannot open database {}: {}", in, why));
        if (std::filesystem::exists(out, ec) && std::filesystem::equivalent(in, out, ec))
            throw std::runtime_error(fmt::format("{} is the output database; it cannot be merged into itself", in));
        add(in);
    }
}

// OUT, held for the whole merge by the one connection to it. The merged store replaces the
// file, and a connection of another program (an sqlite3 shell that has read or written it)
// would go on with the old file while its WAL, beside the new one, is replayed into that:
// a corrupt store, exit 0. So OUT leaves WAL mode first (SQLite refuses while another
// connection has read or written it, which also folds the WAL into OUT), then held (see
// copy_into) until the merged store is in place.
class HeldStore {
public:
    explicit HeldStore(const std::string& out) try : db_(out) {
        sqlite3_busy_timeout(db_.handle(), 3000);  // a reader's moment, not a program left open
        db_.exec("PRAGMA journal_mode = DELETE");
        db_.exec("BEGIN; SELECT count(*) FROM sqlite_master");  // a read lock (a write one stops the copy)
    } catch (const SqliteError& e) {
        held_by_another(out, e,
                        "has it open (an SQLite connection that has read or written it, such as an sqlite3 shell); "
                        "the merged store replaces the file, which that program would go on using: close it and run "
                        "the merge again");
    }
    HeldStore(const HeldStore&) = delete;
    HeldStore& operator=(const HeldStore&) = delete;
    // A merge that failed leaves OUT as it was, in WAL mode again.
    ~HeldStore() {
        try {
            db_.exec("ROLLBACK");
            if (!replaced_) db_.exec("PRAGMA journal_mode = WAL");
        } catch (...) {  // NOLINT(bugprone-empty-catch): OUT is whole either way; only its mode may differ
        }
    }
    // OUT's rows into the temporary store; then OUT is held for writing until the merged
    // store is in place. A read lock alone let a writer that began during the merge commit
    // into the replaced file once the merge let go, exit 0 both, the write lost; held for
    // writing, such a writer waits, then finds the file moved (SQLITE_READONLY_DBMOVED)
    // and fails. One that commits between the copy and the write lock is seen
    // (data_version) and stops the merge.
    void copy_into(const std::string& out, Database& into) {
        std::int64_t copied = 0;
        try {
            copied = data_version();
            copy_database(db_, into);
            db_.exec("COMMIT");
        } catch (const std::runtime_error& e) {
            cannot_use_store(out, e);  // the copy is written to the disk beside OUT: a full one is OUT's failure
        }
        try {
            db_.exec("BEGIN IMMEDIATE");
        } catch (const SqliteError& e) {
            held_by_another(out, e, "is writing to it; run the merge again when it is done");
        }
        if (data_version() != copied)
            throw OutputError(fmt::format("cannot merge into {}: another program wrote to it while it was copied; run "
                                          "the merge again",
                                          out));
    }
    void replaced() { replaced_ = true; }

private:
    // OUT locked by another program (what it does, in `doing`): exit 74; any other failure
    // is OUT's own.
    [[noreturn]] static void held_by_another(const std::string& out, const SqliteError& e, std::string_view doing) {
        if (e.code() != SQLITE_BUSY && e.code() != SQLITE_LOCKED) cannot_use_store(out, e);
        throw OutputError(fmt::format("cannot merge into {}: another program {}", out, doing));
    }
    std::int64_t data_version() {
        Statement version = db_.prepare("PRAGMA data_version");
        return version.step() ? version.integer(0) : 0;
    }

    Database db_;
    bool replaced_ = false;
};

// One IN into OUT's store, in one transaction. Throws naming IN.
void merge_one(Database& db, const std::string& out, const std::string& in, MergeCounts& counts) {
    try {
        Statement attach = db.prepare("ATTACH DATABASE ?1 AS src");
        attach.bind(1, std::string_view(in));
        attach.run();
    } catch (const std::runtime_error& e) {
        throw std::runtime_error(fmt::format("merging {}: {}", in, e.what()));
    }
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
        const std::string message = fmt::format("merging {}: {}", in, e.what());
        if (is_write_failure(e)) throw OutputError(fmt::format("{} (writing {})", message, out));
        throw std::runtime_error(message);
    }
    db.exec("DETACH DATABASE src");
}

// OUT, when there, must be a file (not a device or a folder) of one name: the merged store
// replaces the file under one name only, and other names of it (hard links) would keep the
// store as it was, the merge seen under one of them only.
void check_out_file(const std::string& out) {
    refuse_store_that_is_no_file(out);
    struct stat st {};
    if (::stat(out.c_str(), &st) != 0 || st.st_nlink <= 1) return;  // none yet, or a link to none: created
    throw OutputError(fmt::format("cannot merge into {}: the file has {} other name(s) (hard links), which would keep "
                                  "the store as it was, as the merged store replaces the file under one name only; "
                                  "remove the other names, or merge into a copy",
                                  out, st.st_nlink - 1));
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

std::string not_a_store_file(const std::string& in) {
    std::error_code ec;
    const std::filesystem::file_status status = std::filesystem::status(in, ec);
    switch (status.type()) {
        case std::filesystem::file_type::regular: return {};
        case std::filesystem::file_type::not_found: return "no such file";
        case std::filesystem::file_type::directory: return "it is a folder, not a store (a file kifu batch --db wrote)";
        case std::filesystem::file_type::none: return ec.message();
        default: return "it is not a regular file (a device, a pipe...), not a store";
    }
}

MergeCounts merge_stores(const std::string& out, const std::vector<std::string>& ins,
                         const std::function<void()>& waiting) {
    check_out_file(out);
    const std::string store = followed_links(out);
    // From before OUT is read until its replacement is in place: a merge into OUT at the
    // same time would otherwise copy OUT as it was, and its rename would undo this one.
    const OutputLock lock(store, waiting);
    check_stores(out, ins);
    // Merged in a temporary file beside OUT that replaces it once every IN is in: a merge
    // that fails part way leaves OUT as it was, or no OUT.
    OutputFile merged(store);
    if (merged.temporary_path().empty())
        throw OutputError(fmt::format("cannot write '{}': a store must be a file", out));
    MergeCounts counts;
    std::optional<HeldStore> held;
    if (std::filesystem::exists(out)) held.emplace(out);
    {
        Database db(merged.temporary_path());
        if (held) held->copy_into(out, db);
        open_store(db, out, StoreJournal::memory);
        for (const std::string& in : ins) merge_one(db, out, in, counts);
        // A store in place keeps a WAL (open_store); it is folded in when db closes.
        db.exec("PRAGMA journal_mode = WAL");
    }
    merged.commit();
    if (held) held->replaced();
    held.reset();
    // A store's copy begins as every SQLite database does.
    counts.orphans_removed = remove_orphaned_outputs(store, std::string_view("SQLite format 3\0", 16));
    return counts;
}

}  // namespace kifu::batch
