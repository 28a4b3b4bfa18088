#pragma once
// `kifu merge OUT.db IN.db...`: the SQLite stores of several runs (e.g. the shards of
// one archive, run on different machines) as one. Ids are renumbered; an input already
// in OUT (same path and content hash) is not copied again, nor are its games; a run
// already in OUT (same start time, command line, version and shard) is not copied again.
// Stores whose results were made with different options (runs.options) are not merged.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace kifu::batch {

struct MergeCounts {
    std::int64_t runs = 0;
    std::int64_t inputs = 0;
    std::int64_t games = 0;
    std::int64_t inputs_skipped = 0;  // already in OUT
    std::int64_t duplicates_changed = 0;  // games whose duplicate_of the merge changed (a copy across stores)
    std::size_t orphans_removed = 0;  // temporary copies of OUT that killed merges left (remove_orphaned_outputs)
};

// Creates OUT when missing. Every IN is checked first (a kifu store, OUT's options), then
// all are merged into a temporary copy of OUT that replaces it at the end: a merge that
// fails or is interrupted leaves OUT as it was (or none), and running it again does it
// whole. OUT's symbolic links are followed: the file they lead to gets the merge. Merges
// into one OUT run one at a time (OutputLock), each into the store the one before left;
// `waiting` is called when this one must wait. Throws std::runtime_error naming the file
// when one cannot be opened, is not a kifu store or was made with other options;
// OutputError when OUT cannot be written or has other names (hard links) the merge
// would leave on the old store.
MergeCounts merge_stores(const std::string& out, const std::vector<std::string>& ins,
                         const std::function<void()>& waiting = {});

// Why IN cannot be a store to merge, when it is not a file: "no such file", "a folder, not
// a store", ... (a folder given as IN was "no such file"); empty for a file.
[[nodiscard]] std::string not_a_store_file(const std::string& in);

// The statements merge_stores runs for one IN attached as `src`, for users who merge with
// the sqlite3 shell (kifu(1) shows them). merge_stores then places the games merged in
// among the store's groups of copies (merged_duplicates.hpp), which SQL alone cannot: a
// store merged with these statements keeps each IN's own duplicate_of.
[[nodiscard]] const std::string& merge_sql();
// The same for an IN made before some game columns were added (NULL for each of those),
// or before the duplicate finder (`src_has_moves` false: no game_moves table).
[[nodiscard]] std::string merge_sql(const std::vector<std::string>& missing_in_src, bool src_has_moves);

}  // namespace kifu::batch
