#include "batch/duplicate_marker.hpp"

#include <algorithm>
#include <deque>
#include <filesystem>
#include <unordered_map>

#include <fmt/format.h>

#include "batch/sqlite_store.hpp"
#include "duplicates/relation.hpp"
#include "report/json_object.hpp"
#include "report/json_text.hpp"

namespace kifu::batch {
namespace {

using json = nlohmann::ordered_json;
using duplicates::GameMoves;

// What a temporary database holds besides the groups: the names of the games that began
// or lengthen a group (the only ones duplicate_of can name).
constexpr const char* temporary_tables_sql = R"sql(
PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -8192;
CREATE TABLE inputs (id INTEGER PRIMARY KEY, path TEXT, content_hash TEXT);
CREATE TABLE games (id INTEGER PRIMARY KEY, input_id INTEGER, file TEXT NOT NULL, game INTEGER, archive TEXT,
                    member TEXT);
)sql";

// Commit the temporary database's writes this often (it has no journal to keep).
constexpr std::size_t inputs_per_commit = 1000;

// The first record a game is a copy of, as its outputs name it.
struct FirstRecord {
    std::string file;
    std::int64_t game = 0;
};

json duplicate_object(const FirstRecord& first, const duplicates::Likeness& likeness) {
    json o = report::object_with_room(4);
    report::append(o, "file", first.file);
    report::append(o, "game", first.game);
    report::append(o, "relation", duplicates::relation_name(likeness.relation));
    report::append(o, "symmetry", duplicates::symmetry_name(likeness.symmetry));
    return o;
}

// "...}" becomes "...,"duplicate_of":VALUE}": the worker serialised the object already.
void splice_into_line(std::string& line, const json& value) {
    if (line.empty() || line.back() != '}') return;
    std::string key = ",\"duplicate_of\":";
    report::append_json_text(value, key);
    line.insert(line.size() - 1, key);
}

// Whether a stored game is still an input as it is now, which a game can be a copy of. A
// game is no copy of itself (its input stored before with other options, --redo) nor of
// an earlier version of its own path (edited since); nor of a version superseded by a
// later one, nor of a file no longer there (deleted or renamed since: its store key, the
// canonical path, or its archive's, names nothing). A game of the temporary database
// (no store) always is.
bool current_input(const StoredGroups::Label& label, const std::string& own_path) {
    if (label.input_path.empty()) return true;
    if (label.input_path == own_path || label.superseded) return false;
    std::string file = label.input_path;
    if (!label.archive.empty()) {   // KEY is ARCHIVE_KEY:MEMBER, and #n for a repeated member path
        std::string tail(1, ':');   // not ":" + ...: GCC 12 warns falsely (-Wrestrict) on that
        tail += std::filesystem::path(label.member).lexically_normal().string();
        const std::size_t at = file.rfind(tail);
        if (at == std::string::npos) return true;   // not a key this kifu made: keep it
        file.resize(at);
    }
    std::error_code ec;
    return std::filesystem::exists(file, ec) || ec;   // an error is not "gone"
}

// A group the finder can place a record in: stored, or begun by a game of this input.
struct Candidate {
    std::int64_t stored_id = 0;         // the stored group (when `pending` is empty)
    std::optional<std::size_t> pending; // the index of the pending group
    FirstRecord first;
};

// A group begun by a game of the input being marked, not stored yet.
struct PendingGroup {
    std::uint64_t bucket = 0;
    std::size_t first_game = 0;
    GameMoves first, longest;
};

}  // namespace

DuplicateMarker::DuplicateMarker(ResultSink& next, SqliteStore* store) : next_(next) {
    if (store != nullptr) {
        groups_ = &store->duplicate_groups();
        return;
    }
    temporary_ = std::make_unique<Database>("");   // SQLite's private file, removed when closed
    temporary_->exec(temporary_tables_sql);
    temporary_->exec(duplicate_tables_sql);
    own_groups_ = std::make_unique<StoredGroups>(*temporary_, false);
    groups_ = own_groups_.get();
    add_game_statement_ =
        std::make_unique<Statement>(temporary_->prepare("INSERT INTO games (file, game) VALUES (?1, ?2)"));
    add_game_ = add_game_statement_.get();
    temporary_->exec("BEGIN");
}

DuplicateMarker::~DuplicateMarker() = default;

void DuplicateMarker::write(const InputResult& result) { hand_over(InputResult(result)); }

void DuplicateMarker::hand_over(InputResult&& result) {
    if (!result.already_stored) mark(result);
    if (temporary_) keep_in_temporary(result);
    next_.hand_over(std::move(result));
}

void DuplicateMarker::mark(InputResult& result) {
    std::vector<GroupDecision> decisions(result.records.size());
    std::vector<PendingGroup> pending;
    // The pending groups of each bucket, in the order they were begun: a collection of
    // 100,000 games scanned every pending group for every game (18.7 s against `check`'s 1.5).
    std::unordered_map<std::uint64_t, std::vector<std::size_t>> pending_in_bucket;
    std::deque<GameMoves> loaded;   // stable addresses for the views
    std::vector<std::optional<json>> found(
        std::max({result.rows.size(), result.lines.size(), result.objects.size(), result.records.size()}));
    for (std::size_t i = 0; i < result.records.size(); ++i) {
        const duplicates::Record& record = result.records[i];
        if (!record.bucket) continue;
        std::vector<Candidate> candidates;
        std::vector<duplicates::GroupView> views;
        loaded.clear();
        for (const StoredGroups::Group& g : groups_->in_bucket(*record.bucket)) {
            StoredGroups::Label label = groups_->label(g.first);
            if (!current_input(label, result.input.path)) continue;
            const GameMoves& longest = loaded.emplace_back(groups_->moves(g.longest));
            const GameMoves* first = g.first == g.longest ? &longest : &loaded.emplace_back(groups_->moves(g.first));
            candidates.push_back({g.id, std::nullopt, {std::move(label.file), label.game}});
            views.push_back({first, &longest});
        }
        if (const auto in_bucket = pending_in_bucket.find(*record.bucket); in_bucket != pending_in_bucket.end())
            for (const std::size_t p : in_bucket->second) {
                candidates.push_back({0, p, {result.input.shown, static_cast<std::int64_t>(pending[p].first_game)}});
                views.push_back({&pending[p].first, &pending[p].longest});
            }
        const auto placed = duplicates::place(record.moves, views, false);
        if (!placed) {
            decisions[i].kind = GroupDecision::Kind::new_group;
            pending_in_bucket[*record.bucket].push_back(pending.size());
            pending.push_back({*record.bucket, record.game, record.moves, record.moves});
            continue;
        }
        const Candidate& c = candidates[placed->group];
        decisions[i] = {GroupDecision::Kind::joins,
                        c.pending ? -1 - static_cast<std::int64_t>(pending[*c.pending].first_game) : c.stored_id,
                        placed->longest};
        if (c.pending && placed->longest) pending[*c.pending].longest = record.moves;
        if (i < result.rows.size()) {
            report::TableRow& row = result.rows[i];
            row.duplicate_of = c.first.file;
            row.duplicate_of_game = c.first.game;
            row.duplicate_relation = std::string(duplicates::relation_name(placed->to_first.relation));
            row.duplicate_symmetry = std::string(duplicates::symmetry_name(placed->to_first.symmetry));
        }
        found[i] = duplicate_object(c.first, placed->to_first);
    }
    // Every JSON object says it: null, or the first record this game is a copy of.
    for (std::size_t i = 0; i < result.lines.size(); ++i) splice_into_line(result.lines[i], found[i].value_or(nullptr));
    for (std::size_t i = 0; i < result.objects.size(); ++i)
        report::append(result.objects[i], "duplicate_of", found[i].value_or(nullptr));
    result.duplicate_decisions = std::move(decisions);
}

// Without a store, this marker keeps the groups itself, as the store would.
void DuplicateMarker::keep_in_temporary(const InputResult& result) {
    std::vector<std::int64_t> made;
    for (std::size_t i = 0; i < result.duplicate_decisions.size(); ++i) {
        const GroupDecision& d = result.duplicate_decisions[i];
        if (d.kind == GroupDecision::Kind::not_judged || (d.kind == GroupDecision::Kind::joins && !d.longest)) continue;
        const duplicates::Record& record = result.records[i];
        add_game_->bind(1, std::string_view(result.input.shown)).bind(2, static_cast<std::int64_t>(record.game)).run();
        groups_->record(temporary_->last_insert_id(), record, d, made);
    }
    if (++pending_inputs_ >= inputs_per_commit) {
        temporary_->exec("COMMIT; BEGIN");
        pending_inputs_ = 0;
    }
}

}  // namespace kifu::batch
