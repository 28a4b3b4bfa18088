#pragma once
// The duplicate finder's groups (duplicates/relation.hpp) kept in an SQLite database, so
// that `kifu batch` finds copies among millions of games with no memory per game: in the
// --db store, where a resumed run and `kifu merge` see the games stored before, or in a
// private temporary database for a run without one. Tables (kifu(1), SQLITE STORE):
//   duplicate_groups (id, bucket, first, longest): one row per group of records of one
//     game; first and longest are games.id, the group's first record in store order and
//     its longest, which every other member is the start of;
//   game_moves (game_id, moves): the setup and main-line moves of the games compared.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "batch/group_decision.hpp"
#include "batch/sqlite_db.hpp"
#include "duplicates/record.hpp"

namespace kifu::batch {

// The tables, for open_store and for a temporary database.
extern const char* const duplicate_tables_sql;

class StoredGroups {
public:
    // `every_record`: keep the moves of every record judged (a store: kifu merge compares
    // them again), not only of the groups' first and longest.
    StoredGroups(Database& db, bool every_record);

    struct Group {
        std::int64_t id = 0, first = 0, longest = 0;
    };
    // The groups of a bucket, in the order they were made.
    std::vector<Group> in_bucket(std::uint64_t bucket);
    // A stored game's moves; throws std::runtime_error when they are not there.
    duplicates::GameMoves moves(std::int64_t game_id);

    // How a game is named in duplicate_of, and which input it came from.
    struct Label {
        std::string file;
        std::int64_t game = 0;
        std::string input_path;                  // inputs.path (empty without one)
        std::optional<std::string> content_hash;
        std::string archive, member;             // as the game's row has them (empty for a plain file)
        bool superseded = false;                 // a later version of its path is stored
    };
    Label label(std::int64_t game_id);

    // Keeps what `decision` says about the record stored as `game_id`. `made`: the groups
    // this input's records made so far, by game index (-1: none), to resolve a negative
    // group; extended by this call.
    void record(std::int64_t game_id, const duplicates::Record& record, const GroupDecision& decision,
                std::vector<std::int64_t>& made);

    // Forgets stored games about to be replaced (kifu batch --redo): their moves, the
    // groups they began, and their place as a group's longest.
    void forget(std::int64_t game_id);

private:
    Database& db_;
    bool every_record_;
    Statement in_bucket_, moves_, label_, add_moves_, add_group_, set_longest_;
    Statement forget_moves_, forget_groups_, forget_longest_;
};

}  // namespace kifu::batch
