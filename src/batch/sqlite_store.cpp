#include "batch/sqlite_store.hpp"

#include <algorithm>
#include <charconv>
#include <stdexcept>

#include <fmt/format.h>
#include <xxhash.h>

#include "batch/game_row.hpp"
#include "batch/sqlite_schema.hpp"

namespace kifu::batch {
using json = nlohmann::ordered_json;

namespace {

std::string hex(std::uint64_t hash) { return fmt::format("{:016x}", hash); }

std::optional<std::int64_t> as_int(const std::optional<bool>& b) {
    return b ? std::optional<std::int64_t>(*b ? 1 : 0) : std::nullopt;
}

std::string_view string_or_empty(const json& object, const char* key) {
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? std::string_view(it->get_ref<const std::string&>()) : "";
}

std::int64_t int_or_zero(const json& object, const char* key) {
    const auto it = object.find(key);
    return it != object.end() && it->is_number() ? it->get<std::int64_t>() : 0;
}

}  // namespace

std::uint64_t resume_key(const InputId& input) {
    return XXH3_64bits_withSeed(input.path.data(), input.path.size(), input.content_hash);
}

struct SqliteStore::Statements {
    explicit Statements(Database& db)
        : begin(db.prepare("BEGIN IMMEDIATE")),
          commit(db.prepare("COMMIT")),
          input(db.prepare("INSERT OR IGNORE INTO inputs (run_id, path, content_hash, size, error, games) "
                           "VALUES (?1, ?2, ?3, ?4, ?5, ?6)")),
          game(db.prepare(
              "INSERT INTO games (input_id, game_index, file, archive, member, game, size, moves, komi, handicap, "
              "black, black_rank, white, white_rank, date, event, recorded, ruleset, ruleset_from, verdict, end_move, "
              "japanese, japanese_margin, chinese, chinese_margin, by_ruleset, by_ruleset_margin, agrees_japanese, "
              "agrees_chinese, agrees_ruleset, dead_source, status, violations, repetitions, warnings, errors, json) "
              "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, "
              "?21, ?22, ?23, ?24, ?25, ?26, ?27, ?28, ?29, ?30, ?31, ?32, ?33, ?34, ?35, ?36, ?37)")),
          violation(db.prepare("INSERT INTO violations (game_id, move, color, point, kind, consequence) "
                               "VALUES (?1, ?2, ?3, ?4, ?5, ?6)")),
          repetition(db.prepare("INSERT INTO repetitions (game_id, move, repeats, cycle, meaning) "
                                "VALUES (?1, ?2, ?3, ?4, ?5)")) {}
    Statement begin, commit, input, game, violation, repetition;
};

SqliteStore::SqliteStore(const std::string& path, RunInfo run) : path_(path), db_(path) {
    open_store(db_, path);
    load_done_keys();
    Statement insert_run = db_.prepare(
        "INSERT INTO runs (started, kifu_version, command_line, rules, check_only, shard) "
        "VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), ?1, ?2, ?3, ?4, ?5)");
    insert_run.bind(1, std::string_view(run.kifu_version))
        .bind(2, std::string_view(run.command_line))
        .bind(3, run.rules.empty() ? std::nullopt : std::optional<std::string_view>(run.rules))
        .bind(4, std::int64_t{run.check_only ? 1 : 0})
        .bind(5, run.shard.empty() ? std::nullopt : std::optional<std::string_view>(run.shard));
    insert_run.run();
    run_id_ = db_.last_insert_id();
    statements_ = std::make_unique<Statements>(db_);
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

void SqliteStore::load_done_keys() {
    // 8 bytes per stored input, sorted once: lookups need no lock and no SQLite handle.
    Statement count = db_.prepare("SELECT count(*) FROM inputs");
    count.step();
    done_keys_.reserve(static_cast<std::size_t>(count.integer(0)));
    count.reset();
    Statement keys = db_.prepare("SELECT path, content_hash FROM inputs");
    InputId id;
    while (keys.step()) {
        id.path = keys.text(0);
        const std::string_view hash = keys.text(1);
        const auto [end, error] = std::from_chars(hash.data(), hash.data() + hash.size(), id.content_hash, 16);
        if (error != std::errc{} || end != hash.data() + hash.size())
            throw std::runtime_error(fmt::format("database {}: input {} has a bad content_hash '{}'", path_, id.path, hash));
        done_keys_.push_back(resume_key(id));
    }
    std::sort(done_keys_.begin(), done_keys_.end());
}

bool SqliteStore::already_done(const InputId& input) const {
    return std::binary_search(done_keys_.begin(), done_keys_.end(), resume_key(input));
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
    statements_->commit.run();
    in_transaction_ = false;
    pending_inputs_ = 0;
}

void SqliteStore::write(const InputResult& result) {
    if (finished_) throw std::logic_error("SqliteStore::write after finish");
    begin_if_needed();
    try {
        store_input(result);
    } catch (const std::exception& e) {
        // An input half stored must not be committed: drop the open transaction (its
        // inputs are not recorded, so a rerun does them again) and stop the run.
        try {
            db_.exec("ROLLBACK");
        } catch (...) {  // NOLINT(bugprone-empty-catch): SQLite may have rolled back already
        }
        in_transaction_ = false;
        throw std::runtime_error(fmt::format("database {}: {}", path_, e.what()));
    }
    ++pending_inputs_;
    if (pending_inputs_ >= inputs_per_commit || std::chrono::steady_clock::now() - transaction_started_ >= commit_interval)
        commit();
}

void SqliteStore::store_input(const InputResult& result) {
    std::vector<json> scratch;
    const std::vector<json>& games = game_objects(result, scratch);
    const std::string hash = hex(result.input.content_hash);
    Statements& s = *statements_;
    s.input.bind(1, run_id_)
        .bind(2, std::string_view(result.input.path))
        .bind(3, std::string_view(hash))
        .bind(4, static_cast<std::int64_t>(result.input.size))
        .bind(5, result.error.empty() ? std::nullopt : std::optional<std::string_view>(result.error))
        .bind(6, static_cast<std::int64_t>(games.size()));
    s.input.run();
    if (db_.changes() == 0) return;  // the same input (path and content) is already stored
    const std::int64_t input_id = db_.last_insert_id();
    ++inputs_written_;

    for (std::size_t i = 0; i < games.size(); ++i) {
        const json& game = games[i];
        GameRow row = game_row(game);
        if (row.file.empty()) row.file = result.input.path;  // `file` is NOT NULL; the objects always have it
        const std::string_view json_text = json_line(result, i, json_text_, &game);
        Statement& g = s.game;
        g.bind(1, input_id).bind(2, static_cast<std::int64_t>(i)).bind(3, row.file).bind(4, row.archive);
        g.bind(5, row.member).bind(6, row.game);
        g.bind(7, row.size ? std::optional<std::string_view>(*row.size) : std::nullopt);
        g.bind(8, row.moves).bind(9, row.komi).bind(10, row.handicap);
        g.bind(11, row.black).bind(12, row.black_rank).bind(13, row.white).bind(14, row.white_rank);
        g.bind(15, row.date).bind(16, row.event).bind(17, row.recorded);
        g.bind(18, row.ruleset).bind(19, row.ruleset_from).bind(20, row.verdict).bind(21, row.end_move);
        g.bind(22, row.japanese.result).bind(23, row.japanese.margin);
        g.bind(24, row.chinese.result).bind(25, row.chinese.margin);
        g.bind(26, row.by_ruleset.result).bind(27, row.by_ruleset.margin);
        g.bind(28, as_int(row.agrees_japanese)).bind(29, as_int(row.agrees_chinese)).bind(30, as_int(row.agrees_ruleset));
        g.bind(31, row.dead_source).bind(32, row.status);
        g.bind(33, row.violations).bind(34, row.repetitions).bind(35, row.warnings).bind(36, row.errors);
        g.bind(37, json_text);
        g.run();
        const std::int64_t game_id = db_.last_insert_id();
        ++games_written_;

        if (row.violations > 0)
            for (const json& v : game["violations"]) {
                s.violation.bind(1, game_id)
                    .bind(2, int_or_zero(v, "move"))
                    .bind(3, string_or_empty(v, "color"))
                    .bind(4, string_or_empty(v, "point"))
                    .bind(5, string_or_empty(v, "kind"))
                    .bind(6, string_or_empty(v, "consequence"));
                s.violation.run();
            }
        if (row.repetitions > 0)
            for (const json& r : game["repetitions"]) {
                s.repetition.bind(1, game_id)
                    .bind(2, int_or_zero(r, "move"))
                    .bind(3, int_or_zero(r, "repeats"))
                    .bind(4, int_or_zero(r, "cycle"))
                    .bind(5, string_or_empty(r, "meaning"));
                s.repetition.run();
            }
    }
}

void SqliteStore::finish() {
    if (finished_) return;
    commit();
    Statement end = db_.prepare(
        "UPDATE runs SET finished = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), inputs = ?2, games = ?3 WHERE id = ?1");
    end.bind(1, run_id_).bind(2, inputs_written_).bind(3, games_written_);
    end.run();
    finished_ = true;
    // Fold the WAL back into the database file so it is one self-contained file to copy.
    db_.exec("PRAGMA wal_checkpoint(TRUNCATE)");
}

}  // namespace kifu::batch
