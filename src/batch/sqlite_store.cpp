#include "batch/sqlite_store.hpp"

#include <sys/stat.h>

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <span>
#include <stdexcept>
#include <type_traits>
#include <variant>

#include <fmt/format.h>
#include <sqlite3.h>
#include <xxhash.h>

#include "batch/csv_sink.hpp"
#include "batch/game_columns.hpp"
#include "batch/output_file.hpp"
#include "batch/sqlite_schema.hpp"

namespace kifu::batch {

namespace {

std::string hex(std::uint64_t hash) { return fmt::format("{:016x}", hash); }

void bind_cell(Statement& statement, int index, const Cell& cell) {
    std::visit(
        [&](const auto& v) {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, std::monostate>) statement.bind_null(index);
            else if constexpr (std::is_same_v<T, bool>) statement.bind(index, std::int64_t{v ? 1 : 0});
            else statement.bind(index, v);
        },
        cell);
}

std::string insert_game_sql() {
    std::string values = "?1, ?2";
    const std::size_t n = game_columns().size();
    for (std::size_t i = 0; i <= n; ++i) values += fmt::format(", ?{}", i + 3);
    return "INSERT INTO games (input_id, game_index, " + game_column_list() + ", json) VALUES (" + values + ")";
}

}  // namespace

std::uint64_t resume_key(const InputId& input) {
    return XXH3_64bits_withSeed(input.path.data(), input.path.size(), input.content_hash.value_or(0));
}

namespace {

// An unreadable input's key: its path, seeded with its error's hash.
std::uint64_t failed_key(std::string_view path, std::string_view error) {
    return XXH3_64bits_withSeed(path.data(), path.size(), XXH3_64bits(error.data(), error.size()));
}

// The key of the input as a store made before inputs were keyed by canonical path holds
// it: by the path as it was shown. A rerun written the same way still finds it.
std::optional<InputId> as_shown(const InputId& input) {
    if (input.shown.empty() || input.shown == input.path) return std::nullopt;
    // The second member of one path (KEY#2) was never stored under the path shown, which
    // names the first: finding that one would skip this one.
    if (!input.member.empty() && !input.path.ends_with(std::filesystem::path(input.member).lexically_normal().string()))
        return std::nullopt;
    InputId shown = input;
    shown.path = input.shown;
    return shown;
}

// SQLite found the store's file damaged (a page overwritten, a file that is no database):
// a rerun meets the same pages, so "run the same command again to resume" would not be so.
bool damaged_file(const std::exception& e) {
    const auto* sqlite = dynamic_cast<const SqliteError*>(&e);
    return sqlite != nullptr && (sqlite->code() == SQLITE_CORRUPT || sqlite->code() == SQLITE_NOTADB);
}

// A failure to store says what it means for the run: what is committed stays, a rerun resumes.
[[noreturn]] void throw_store_failure(const std::string& path, const std::exception& e) {
    const std::string what = e.what();
    const bool full = what.find("database or disk is full") != std::string::npos;
    throw OutputError(fmt::format("database {}: {}{}", path, what,
                                  full ? "; every input committed so far is kept: free some space and run the same "
                                         "command again to resume"
                                  : damaged_file(e) ? "; the store's file is damaged (sqlite3 " + path +
                                                          " 'PRAGMA integrity_check' lists where)"
                                                    : ""));
}

}  // namespace

struct SqliteStore::Statements {
    explicit Statements(Database& db)
        : begin(db.prepare("BEGIN IMMEDIATE")),
          commit(db.prepare("COMMIT")),
          input(db.prepare("INSERT OR IGNORE INTO inputs (run_id, path, content_hash, size, error, games) "
                           "VALUES (?1, ?2, ?3, ?4, ?5, ?6)")),
          game(db.prepare(insert_game_sql())),
          // An unreadable input has no content hash, so UNIQUE (path, content_hash) cannot
          // keep a rerun from storing it twice: its earlier rows are replaced instead.
          forget_unreadable_games(db.prepare(
              "DELETE FROM games WHERE input_id IN (SELECT id FROM inputs WHERE path = ?1 AND content_hash IS NULL)")),
          forget_unreadable(db.prepare("DELETE FROM inputs WHERE path = ?1 AND content_hash IS NULL")),
          violation(db.prepare("INSERT INTO violations (game_id, move, color, point, kind, consequence) "
                               "VALUES (?1, ?2, ?3, ?4, ?5, ?6)")),
          repetition(db.prepare("INSERT INTO repetitions (game_id, move, repeats, cycle, meaning) "
                                "VALUES (?1, ?2, ?3, ?4, ?5)")),
          run_counts(db.prepare("UPDATE runs SET inputs = ?2, games = ?3 WHERE id = ?1")),
          find_input(db.prepare("SELECT id, CASE WHEN error IS NULL THEN games ELSE 0 END FROM inputs "
                                "WHERE path = ?1 AND content_hash = ?2")),
          delete_violations(db.prepare("DELETE FROM violations WHERE game_id IN "
                                       "(SELECT id FROM games WHERE input_id = ?1)")),
          delete_repetitions(db.prepare("DELETE FROM repetitions WHERE game_id IN "
                                        "(SELECT id FROM games WHERE input_id = ?1)")),
          delete_games(db.prepare("DELETE FROM games WHERE input_id = ?1")),
          delete_input(db.prepare("DELETE FROM inputs WHERE id = ?1")),
          find_unreadable(db.prepare("SELECT id FROM inputs WHERE path = ?1 AND content_hash IS NULL")),
          games_of_input(db.prepare("SELECT id FROM games WHERE input_id = ?1")),
          // An input's status from what the store holds (analysis::exit_status over its
          // games, as the JSON objects say them; 2 for an unreadable input).
          stored_status(db.prepare(
              "SELECT i.error IS NOT NULL, "
              "EXISTS (SELECT 1 FROM games g WHERE g.input_id = i.id AND json_array_length(g.json, '$.errors') > 0), "
              "EXISTS (SELECT 1 FROM games g WHERE g.input_id = i.id AND (g.verdict != 'ok' "
              "  OR json_extract(g.json, '$.result_stands') = 0 "
              "  OR coalesce(json_array_length(g.json, '$.event_problems'), 0) > 0)), "
              "EXISTS (SELECT 1 FROM games g WHERE g.input_id = i.id AND json_array_length(g.json, '$.warnings') > 0) "
              "FROM inputs i WHERE i.id = ?1")),
          in_run(db.prepare("INSERT OR IGNORE INTO temp.run_inputs (input_id) VALUES (?1)")),
          stream_mark(db.prepare("INSERT INTO stream_marks (device, inode, offset, run_id) VALUES (?1, ?2, ?3, ?4) "
                                 "ON CONFLICT (device, inode) DO UPDATE SET offset = excluded.offset, "
                                 "run_id = excluded.run_id")),
          held_input(db.prepare("SELECT 1 FROM inputs WHERE path IN (?1, ?2) AND content_hash IS NOT NULL LIMIT 1")) {}
    Statement begin, commit, input, game, forget_unreadable_games, forget_unreadable, violation, repetition;
    Statement run_counts, find_input, delete_violations, delete_repetitions, delete_games, delete_input;
    Statement find_unreadable, games_of_input, stored_status, in_run, stream_mark, held_input;
};

namespace {

Database open_for_writing(const std::string& path) {
    try {
        return Database(path);
    } catch (const std::runtime_error& e) {
        if (is_unwritable(e)) throw OutputError(e.what());
        throw;
    }
}

// refuse_store_that_is_no_file, handing `path` on for a member initialiser.
const std::string& a_file_or_nothing(const std::string& path) {
    refuse_store_that_is_no_file(path);
    return path;
}

}  // namespace

void refuse_store_that_is_no_file(const std::string& path) {
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode))
        throw OutputError(fmt::format("cannot write '{}': a store must be a file", path));
}

SqliteStore::SqliteStore(const std::string& path, RunInfo run, OtherOptions other, const std::function<void()>& waiting)
    : path_(a_file_or_nothing(path)), lock_(followed_links(path), waiting, OutputLock::Mode::shared), db_(open_for_writing(path)) {
    open_store(db_, path);
    try {
        start_run(run, other);
    } catch (const std::runtime_error& e) {
        if (is_unwritable(e)) throw OutputError(fmt::format("cannot use database {}: {}", path, e.what()));
        throw;
    }
}

void SqliteStore::start_run(const RunInfo& run, OtherOptions other) {
    const std::string options = run.options.canonical();
    load_done_keys(options);
    if (!other_keys_.empty() && other == OtherOptions::refuse) refuse_other_options(options);
    const std::string& rules = run.options.rules;
    Statement insert_run = db_.prepare(
        "INSERT INTO runs (started, kifu_version, command_line, rules, check_only, options, shard) "
        "VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), ?1, ?2, ?3, ?4, ?5, ?6)");
    insert_run.bind(1, std::string_view(run.kifu_version))
        .bind(2, std::string_view(run.command_line))
        .bind(3, rules.empty() ? std::nullopt : std::optional<std::string_view>(rules))
        .bind(4, std::int64_t{run.options.check_only ? 1 : 0})
        .bind(5, std::string_view(options))
        .bind(6, run.shard.empty() ? std::nullopt : std::optional<std::string_view>(run.shard));
    insert_run.run();
    run_id_ = db_.last_insert_id();
    // The inputs this run meets, in order, whether it stores them or finds them stored: what
    // a --csv written from the store lists. A table of this connection only.
    db_.exec("CREATE TEMP TABLE run_inputs (seq INTEGER PRIMARY KEY, input_id INTEGER NOT NULL UNIQUE)");
    statements_ = std::make_unique<Statements>(db_);
    groups_ = std::make_unique<StoredGroups>(db_, true);
    committed_.games_stored = games_stored_;
}

SqliteStore::~SqliteStore() {
    // Not finished (the run failed or was interrupted): keep the whole inputs written so
    // far, as a kill would; the run keeps finished = NULL.
    if (!in_transaction_) return;
    try {
        commit();
    } catch (...) {  // NOLINT(bugprone-empty-catch): a destructor must not throw; a rerun redoes them
    }
}

void SqliteStore::load_done_keys(const std::string& options) {
    // 8 bytes per stored input, sorted once: lookups need no lock and no SQLite handle.
    Statement count = db_.prepare("SELECT count(*) FROM inputs");
    count.step();
    done_keys_.reserve(static_cast<std::size_t>(count.integer(0)));
    count.reset();
    // Inputs without a content hash could not be read: they hold no game, and a rerun
    // replaces them whatever its options.
    Statement keys = db_.prepare(
        "SELECT i.path, i.content_hash, CASE WHEN i.error IS NULL THEN i.games ELSE 0 END, r.options = ?1 "
        "FROM inputs i JOIN runs r ON r.id = i.run_id WHERE i.content_hash IS NOT NULL");
    keys.bind(1, std::string_view(options));
    InputId id;
    while (keys.step()) {
        games_stored_ += keys.integer(2);
        std::vector<std::uint64_t>& done_or_other = keys.integer(3) != 0 ? done_keys_ : other_keys_;
        id.path = keys.text(0);
        const std::string_view hash = keys.text(1);
        std::uint64_t value = 0;
        const auto [end, error] = std::from_chars(hash.data(), hash.data() + hash.size(), value, 16);
        id.content_hash = value;
        if (error != std::errc{} || end != hash.data() + hash.size())
            throw std::runtime_error(fmt::format("database {}: input {} has a bad content_hash '{}'", path_, id.path, hash));
        done_or_other.push_back(resume_key(id));
    }
    std::sort(done_keys_.begin(), done_keys_.end());
    std::sort(other_keys_.begin(), other_keys_.end());
    Statement failed = db_.prepare(
        "SELECT i.path, i.error FROM inputs i JOIN runs r ON r.id = i.run_id "
        "WHERE i.content_hash IS NULL AND i.error IS NOT NULL AND r.options = ?1");
    failed.bind(1, std::string_view(options));
    while (failed.step()) failed_keys_.push_back(failed_key(failed.text(0), failed.text(1)));
    std::sort(failed_keys_.begin(), failed_keys_.end());
}

void SqliteStore::refuse_other_options(const std::string& options) {
    Statement others = db_.prepare(
        "SELECT r.options, count(*) FROM inputs i JOIN runs r ON r.id = i.run_id "
        "WHERE r.options != ?1 AND i.content_hash IS NOT NULL GROUP BY r.options ORDER BY count(*) DESC, r.options");
    others.bind(1, std::string_view(options));
    std::string stored;
    while (others.step()) stored += fmt::format("\n  {} inputs with {}", others.integer(1), others.text(0));
    throw std::runtime_error(fmt::format(
        "database {} holds results made with other options than this run's ({}):{}\n"
        "rerun with those options, use another --db file, or add --redo to analyse those inputs again "
        "with this run's options (their rows are replaced)",
        path_, options, stored));
}

void SqliteStore::delete_input(const InputId& input) {
    if (!input.content_hash) return;  // unreadable: store_input replaces it anyway
    Statements& s = *statements_;
    const std::string hash = hex(*input.content_hash);
    s.find_input.bind(1, std::string_view(input.path)).bind(2, std::string_view(hash));
    if (!s.find_input.step()) return;
    const std::int64_t id = s.find_input.integer(0);
    games_stored_ -= s.find_input.integer(1);
    s.find_input.reset();
    std::vector<std::int64_t> games;
    s.games_of_input.bind(1, id);
    while (s.games_of_input.step()) games.push_back(s.games_of_input.integer(0));
    for (const std::int64_t game : games) groups_->forget(game);
    for (Statement* del : {&s.delete_violations, &s.delete_repetitions, &s.delete_games, &s.delete_input}) {
        del->bind(1, id);
        del->run();
    }
}

bool SqliteStore::already_failed(const InputId& input, const std::string& error) const {
    return !input.content_hash &&
           std::binary_search(failed_keys_.begin(), failed_keys_.end(), failed_key(input.path, error));
}

bool SqliteStore::already_done(const InputId& input) const {
    if (std::binary_search(done_keys_.begin(), done_keys_.end(), resume_key(input))) return true;
    const std::optional<InputId> shown = as_shown(input);
    return shown && std::binary_search(done_keys_.begin(), done_keys_.end(), resume_key(*shown));
}

std::optional<std::int64_t> SqliteStore::stored_id(const InputId& input) {
    Statements& s = *statements_;
    if (!input.content_hash) {
        s.find_unreadable.bind(1, std::string_view(input.path));
        std::optional<std::int64_t> id;
        if (s.find_unreadable.step()) id = s.find_unreadable.integer(0);
        s.find_unreadable.reset();
        return id;
    }
    const std::string hash = hex(*input.content_hash);
    for (const std::string* path : {&input.path, &input.shown}) {
        if (path->empty()) continue;
        s.find_input.bind(1, std::string_view(*path)).bind(2, std::string_view(hash));
        std::optional<std::int64_t> id;
        if (s.find_input.step()) id = s.find_input.integer(0);
        s.find_input.reset();
        if (id) return id;
    }
    return std::nullopt;
}

void SqliteStore::note_in_run(std::int64_t input_id) { statements_->in_run.bind(1, input_id).run(); }

ExitCode SqliteStore::stored_status(std::int64_t input_id) {
    Statement& s = statements_->stored_status;
    s.bind(1, input_id);
    ExitCode status = ExitCode::ok;
    if (s.step()) {
        if (s.integer(0) != 0 || s.integer(1) != 0) status = ExitCode::bad_input;
        else if (s.integer(2) != 0) status = ExitCode::game_problem;
        else if (s.integer(3) != 0) status = ExitCode::warnings;
    }
    s.reset();
    return status;
}

std::optional<std::uint64_t> SqliteStore::stream_mark(std::uint64_t device, std::uint64_t inode) {
    Statement mark = db_.prepare("SELECT offset FROM stream_marks WHERE device = ?1 AND inode = ?2");
    mark.bind(1, static_cast<std::int64_t>(device)).bind(2, static_cast<std::int64_t>(inode));
    std::optional<std::uint64_t> offset;
    if (mark.step()) offset = static_cast<std::uint64_t>(mark.integer(0));
    mark.reset();
    return offset;
}

bool SqliteStore::holds_input(const std::string& key, const std::string& shown) {
    Statement& held = statements_->held_input;
    held.bind(1, std::string_view(key)).bind(2, std::string_view(shown));
    const bool holds = held.step();
    held.reset();
    return holds;
}

// Marked before the first line is written: a store that fails at its first commit (a full
// disk) leaves a mark all the same, for the rerun to cut the lines it never committed.
void SqliteStore::follow_stream(Stream stream) {
    stream_ = std::move(stream);
    try {
        begin_if_needed();
        commit();
    } catch (const std::exception& e) {
        fail_with(e);
    }
}

void SqliteStore::record_stream_mark() {
    // Every input stored so far has its lines in the stream, whole, up to here.
    statements_->stream_mark.bind(1, static_cast<std::int64_t>(stream_->device))
        .bind(2, static_cast<std::int64_t>(stream_->inode))
        .bind(3, static_cast<std::int64_t>(stream_->offset()))
        .bind(4, run_id_)
        .run();
}

void SqliteStore::begin_if_needed() {
    if (in_transaction_) return;
    statements_->begin.run();
    in_transaction_ = true;
    pending_inputs_ = 0;
    transaction_started_ = std::chrono::steady_clock::now();
}

void SqliteStore::commit() {
    if (!in_transaction_) return;
    // SQLite may have rolled back on its own (a full disk): the counts below must not be
    // written outside the transaction they describe.
    if (!db_.in_transaction()) throw SqliteError("SQLite: the transaction was rolled back", SQLITE_FULL);
    statements_->run_counts.bind(1, run_id_).bind(2, inputs_written_).bind(3, games_written_);
    statements_->run_counts.run();
    if (stream_) record_stream_mark();
    statements_->commit.run();
    in_transaction_ = false;
    pending_inputs_ = 0;
    committed_ = {inputs_written_, games_written_, games_stored_};
}

void SqliteStore::fail_with(const std::exception& e) {
    roll_back();
    damaged_ = damaged_ || damaged_file(e);   // a later failure of another kind does not undo it
    throw_store_failure(path_, e);
}

void SqliteStore::roll_back() noexcept {
    try {
        db_.exec("ROLLBACK");
    } catch (...) {  // NOLINT(bugprone-empty-catch): SQLite may have rolled back already
    }
    failed_ = true;
    in_transaction_ = false;
    pending_inputs_ = 0;
    inputs_written_ = committed_.inputs;
    games_written_ = committed_.games;
    games_stored_ = committed_.games_stored;
}

void SqliteStore::write(const InputResult& result) {
    if (finished_) throw std::logic_error("SqliteStore::write after finish");
    begin_if_needed();
    try {
        if (result.already_stored) {
            if (const auto id = stored_id(result.input)) {
                note_in_run(*id);
                skipped_status_ = worst(skipped_status_, stored_status(*id));
            }
        } else {
            if (!other_keys_.empty() &&
                std::binary_search(other_keys_.begin(), other_keys_.end(), resume_key(result.input)))
                delete_input(result.input);
            note_in_run(store_input(result));
        }
    } catch (const std::exception& e) {
        // An input half stored must not be committed: drop the open transaction (its
        // inputs are not recorded, so a rerun does them again) and stop the run.
        fail_with(e);
    }
    ++pending_inputs_;
    if (pending_inputs_ < inputs_per_commit && std::chrono::steady_clock::now() - transaction_started_ < commit_interval)
        return;
    try {
        commit();
    } catch (const std::exception& e) {  // a full disk shows here first: the transaction is rolled back
        fail_with(e);
    }
}

std::int64_t SqliteStore::store_input(const InputResult& result) {
    Statements& s = *statements_;
    const std::optional<std::string> hash =
        result.input.content_hash ? std::optional<std::string>(hex(*result.input.content_hash)) : std::nullopt;
    // The path's earlier unreadable row (no hash, so no resume key) gives way to this one,
    // whether it is read now or not: a file missing in one run and read in the next kept
    // its error row beside the good one, counted twice among the games.
    s.forget_unreadable_games.bind(1, std::string_view(result.input.path)).run();
    s.forget_unreadable.bind(1, std::string_view(result.input.path)).run();
    s.input.bind(1, run_id_)
        .bind(2, std::string_view(result.input.path))
        .bind(3, hash ? std::optional<std::string_view>(*hash) : std::nullopt)
        .bind(4, static_cast<std::int64_t>(result.input.size))
        .bind(5, result.error.empty() ? std::nullopt : std::optional<std::string_view>(result.error))
        .bind(6, static_cast<std::int64_t>(result.rows.size()));
    s.input.run();
    if (db_.changes() == 0) {  // the same input (path and content) is already stored
        if (const auto id = stored_id(result.input)) return *id;
        throw std::logic_error("an input the store ignored as stored is not there: " + result.input.path);
    }
    const std::int64_t input_id = db_.last_insert_id();
    ++inputs_written_;
    if (result.error.empty()) games_stored_ += static_cast<std::int64_t>(result.rows.size());

    const std::span<const GameColumn> columns = game_columns();
    std::vector<std::int64_t> groups_made;   // by game index: the duplicate groups this input's games began
    for (std::size_t i = 0; i < result.rows.size(); ++i) {
        const report::TableRow& row = result.rows[i];
        Statement& g = s.game;
        g.bind(1, input_id).bind(2, static_cast<std::int64_t>(i));
        for (std::size_t c = 0; c < columns.size(); ++c) bind_cell(g, static_cast<int>(c) + 3, columns[c].value(row));
        g.bind(static_cast<int>(columns.size()) + 3, std::string_view(result.lines.at(i)));
        g.run();
        const std::int64_t game_id = db_.last_insert_id();
        ++games_written_;
        if (i < result.duplicate_decisions.size())
            groups_->record(game_id, result.records.at(i), result.duplicate_decisions[i], groups_made);

        for (const report::ViolationRow& v : row.violations) {
            s.violation.bind(1, game_id)
                .bind(2, std::int64_t{v.move})
                .bind(3, std::string_view(v.color))
                .bind(4, std::string_view(v.point))
                .bind(5, std::string_view(v.kind))
                .bind(6, std::string_view(v.consequence));
            s.violation.run();
        }
        for (const report::RepetitionRow& r : row.repetitions) {
            s.repetition.bind(1, game_id)
                .bind(2, std::int64_t{r.move})
                .bind(3, std::int64_t{r.repeats})
                .bind(4, std::int64_t{r.cycle})
                .bind(5, std::string_view(r.meaning));
            s.repetition.run();
        }
    }
    return input_id;
}

void SqliteStore::finish() {
    if (finished_) return;
    try {
        commit();
        Statement end = db_.prepare(
            "UPDATE runs SET finished = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), inputs = ?2, games = ?3 WHERE id = ?1");
        end.bind(1, run_id_).bind(2, inputs_written_).bind(3, games_written_);
        end.run();
        forget_stream_marks();
    } catch (const std::exception& e) {
        fail_with(e);  // rolled back: else finish_interrupted would write this run's counts without its inputs
    }
    finished_ = true;
    checkpoint();
}

// Folds the WAL back into the database file, so that it is one self-contained file to
// copy. Every input is committed by then: a checkpoint the disk has no room for fails
// nothing, and SQLite folds the log in at a later one.
void SqliteStore::checkpoint() noexcept {
    try {
        db_.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    } catch (const std::exception& e) {
        checkpoint_note_ = fmt::format("database {}: every input is committed, but its write-ahead log {}-wal could "
                                       "not be folded into it ({}): SQLite reads the store with the log beside it "
                                       "and folds it in at a later checkpoint",
                                       path_, path_, e.what());
    }
}

// A run that ends, finished or stopped, has committed every line it wrote: its stream
// holds no line the store lacks, and what is appended to it after is someone else's (a
// `kifu check --format json >>`, another run without the store). Only a run killed
// outright, or stopped by a store that could not commit, leaves its mark, for the rerun
// to cut off the lines written past it.
void SqliteStore::forget_stream_marks() {
    Statement forget = db_.prepare("DELETE FROM stream_marks WHERE run_id = ?1");
    forget.bind(1, run_id_);
    forget.run();
}

void SqliteStore::finish_interrupted() noexcept {
    // A store that failed rolled back inputs whose lines the stream holds: its mark stays.
    if (finished_ || failed_) return;
    try {
        commit();
        forget_stream_marks();
        finished_ = true;
    } catch (...) {  // NOLINT(bugprone-empty-catch): rolled back: a rerun redoes those inputs
        roll_back();
        return;
    }
    checkpoint();
}

std::int64_t SqliteStore::write_run_csv(const std::string& path) {
    // The CSV's columns, in its order: the games table's, and the input's error and hash.
    std::string select;
    std::vector<const GameColumn*> columns;
    for (std::string_view name : CsvSink::columns) {
        if (!select.empty()) select += ", ";
        if (name == "input_error") select += "i.error";
        else if (name == "content_hash") select += "i.content_hash";
        else select += "g." + std::string(name);
        columns.push_back(name == "input_error" || name == "content_hash" ? nullptr : &game_column(name));
    }
    Statement rows = db_.prepare("SELECT " + select +
                                 " FROM temp.run_inputs r JOIN inputs i ON i.id = r.input_id"
                                 " JOIN games g ON g.input_id = i.id ORDER BY r.seq, g.game_index");
    OutputFile out(path);
    out.write(csv_header());
    std::string line;
    std::int64_t games = 0;
    while (rows.step()) {
        ++games;
        line.clear();
        for (std::size_t c = 0; c < columns.size(); ++c) {
            if (c) line += ',';
            const int at = static_cast<int>(c);
            const GameColumn* column = columns[c];
            Cell cell;
            if (rows.is_null(at)) cell = std::monostate{};
            else if (column == nullptr || column->sql_type == "TEXT") cell = rows.text(at);
            else if (column->boolean) cell = rows.integer(at) != 0;
            else if (column->sql_type == "REAL") cell = rows.real(at);
            else cell = rows.integer(at);
            append_csv_cell(line, cell, holds_record_text(CsvSink::columns[c]));
        }
        line += "\r\n";
        out.write(line);
    }
    out.commit();
    return games;
}

}  // namespace kifu::batch
