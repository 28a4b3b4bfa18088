#include "batch/stored_groups.hpp"

#include <stdexcept>

#include <fmt/format.h>

#include "duplicates/group_index.hpp"

namespace kifu::batch {

// Keep in step with man/kifu.1, SQLITE STORE.
const char* const duplicate_tables_sql = R"sql(
CREATE TABLE IF NOT EXISTS duplicate_groups (
  id           INTEGER PRIMARY KEY,
  bucket       INTEGER NOT NULL,
  first        INTEGER NOT NULL,
  longest      INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS duplicate_groups_bucket ON duplicate_groups(bucket);
CREATE TABLE IF NOT EXISTS game_moves (
  game_id      INTEGER PRIMARY KEY,
  moves        BLOB NOT NULL
);
)sql";

namespace {

std::int64_t as_integer(std::uint64_t bucket) { return static_cast<std::int64_t>(bucket); }

}  // namespace

StoredGroups::StoredGroups(Database& db, bool every_record)
    : db_(db),
      every_record_(every_record),
      in_bucket_(db.prepare("SELECT id, first, longest FROM duplicate_groups WHERE bucket = ?1 ORDER BY id")),
      moves_(db.prepare("SELECT moves FROM game_moves WHERE game_id = ?1")),
      label_(db.prepare("SELECT g.file, g.game, i.path, i.content_hash, g.archive, g.member, "
                        "EXISTS (SELECT 1 FROM inputs j WHERE j.path = i.path AND j.id > i.id) "
                        "FROM games g LEFT JOIN inputs i ON i.id = g.input_id WHERE g.id = ?1")),
      add_moves_(db.prepare("INSERT OR REPLACE INTO game_moves (game_id, moves) VALUES (?1, ?2)")),
      add_group_(db.prepare("INSERT INTO duplicate_groups (bucket, first, longest) VALUES (?1, ?2, ?2)")),
      set_longest_(db.prepare("UPDATE duplicate_groups SET longest = ?2 WHERE id = ?1")),
      forget_moves_(db.prepare("DELETE FROM game_moves WHERE game_id = ?1")),
      forget_groups_(db.prepare("DELETE FROM duplicate_groups WHERE first = ?1")),
      forget_longest_(db.prepare("UPDATE duplicate_groups SET longest = first WHERE longest = ?1")) {}

std::vector<StoredGroups::Group> StoredGroups::in_bucket(std::uint64_t bucket) {
    std::vector<Group> groups;
    in_bucket_.bind(1, as_integer(bucket));
    while (in_bucket_.step()) groups.push_back({in_bucket_.integer(0), in_bucket_.integer(1), in_bucket_.integer(2)});
    return groups;
}

duplicates::GameMoves StoredGroups::moves(std::int64_t game_id) {
    moves_.bind(1, game_id);
    if (!moves_.step()) throw std::runtime_error(fmt::format("the moves of stored game {} are missing", game_id));
    duplicates::GameMoves out = duplicates::unpack(moves_.blob(0));
    moves_.reset();
    return out;
}

StoredGroups::Label StoredGroups::label(std::int64_t game_id) {
    label_.bind(1, game_id);
    if (!label_.step()) throw std::runtime_error(fmt::format("stored game {} is missing", game_id));
    Label out{std::string(label_.text(0)), label_.integer(1), std::string(label_.text(2)), std::nullopt, {}, {}, false};
    if (!label_.is_null(3)) out.content_hash = std::string(label_.text(3));
    if (!label_.is_null(4)) out.archive = std::string(label_.text(4));
    if (!label_.is_null(5)) out.member = std::string(label_.text(5));
    out.superseded = label_.integer(6) != 0;
    label_.reset();
    return out;
}

void StoredGroups::record(std::int64_t game_id, const duplicates::Record& record, const GroupDecision& decision,
                          std::vector<std::int64_t>& made) {
    made.resize(std::max(made.size(), record.game + 1), -1);
    using Kind = GroupDecision::Kind;
    if (decision.kind == Kind::not_judged) return;
    const bool keep_moves = every_record_ || decision.kind == Kind::new_group || decision.longest;
    if (keep_moves) {
        const std::string packed = duplicates::pack(record.moves);
        add_moves_.bind(1, game_id).bind_blob(2, packed).run();
    }
    if (decision.kind == Kind::new_group) {
        add_group_.bind(1, as_integer(*record.bucket)).bind(2, game_id).run();
        made[record.game] = db_.last_insert_id();
        return;
    }
    if (!decision.longest) return;
    std::int64_t group = decision.group;
    if (group < 0) group = made.at(static_cast<std::size_t>(-1 - group));
    set_longest_.bind(1, group).bind(2, game_id).run();
}

void StoredGroups::forget(std::int64_t game_id) {
    forget_moves_.bind(1, game_id).run();
    forget_groups_.bind(1, game_id).run();
    forget_longest_.bind(1, game_id).run();
}

}  // namespace kifu::batch
