#pragma once
// `kifu merge`: the games a merge brings in are placed again among the groups of records of
// one game (batch/stored_groups.hpp) of the store they are merged into, in store order, so
// that duplicate_of names the first record of each group across the stores, as one run
// over all their inputs would have. Their rows' duplicate_* columns and JSON objects are
// updated where that changes them.
#include <cstdint>

#include "batch/sqlite_db.hpp"

namespace kifu::batch {

// Places every game with an id above `last_game_before` that has stored moves; returns how
// many games' duplicate_of changed. Runs inside the caller's transaction.
std::int64_t place_merged_games(Database& db, std::int64_t last_game_before);

}  // namespace kifu::batch
