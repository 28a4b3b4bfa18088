#pragma once
// `kifu batch --db FILE`: every input and game in an SQLite database (schema in
// sqlite_schema.cpp and kifu(1)), resumable. An input and all its games are committed in
// the same transaction, so a run killed at any instant (kill -9) leaves each input either
// wholly stored or absent; a rerun skips the inputs already stored (same path, same
// content hash) and stores the rest. Many inputs share a transaction for speed.
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "base/exit_code.hpp"
#include "batch/output_file.hpp"
#include "batch/result_options.hpp"
#include "batch/result_sink.hpp"
#include "batch/sqlite_db.hpp"
#include "batch/stored_groups.hpp"

namespace kifu::batch {

// What the `runs` row records about the run that writes to the store.
struct RunInfo {
    std::string kifu_version = KIFU_VERSION;
    std::string command_line;  // the arguments as given, space-separated
    ResultShapingOptions options;
    std::string shard;         // "I/N", or empty for the whole input
};

// What a run does with the inputs the store holds from runs with other options.
enum class OtherOptions {
    refuse,  // the store cannot be opened (results would be mixed)
    redo,    // they are not already done: analysed again, their rows replaced
};

// The resume key of an input: XXH3-64 of its path, seeded with its content hash.
[[nodiscard]] std::uint64_t resume_key(const InputId& input);

// A store is a file. SQLite opened /dev/null as one and wrote /dev/null-journal beside it
// (as root, into /dev) before the run failed: what is at `path` and is no regular file (a
// device, a pipe, a folder) is refused (OutputError) before anything is opened or made
// beside it. Nothing there, or a link to a file, passes. batch --db and merge's OUT.
void refuse_store_that_is_no_file(const std::string& path);

class SqliteStore : public ResultSink {
public:
    // Opens or creates the database, adds a `runs` row and loads the keys of the inputs
    // already stored. Throws std::runtime_error when the file cannot be opened or is not
    // a kifu store, or (OtherOptions::refuse) holds inputs stored with other options
    // than run.options; nothing is written then.
    // While open it holds the store's lock shared (OutputLock): runs into one store go side
    // by side, and a `kifu merge` into it waits for them, as they wait for one (calling
    // `waiting` first). A store that cannot be written (no permission, read-only) throws
    // OutputError.
    SqliteStore(const std::string& path, RunInfo run, OtherOptions other = OtherOptions::refuse,
                const std::function<void()>& waiting = {});
    ~SqliteStore() override;
    SqliteStore(const SqliteStore&) = delete;
    SqliteStore& operator=(const SqliteStore&) = delete;

    // A binary search in the keys loaded at open: const, safe from any thread. Inputs
    // written during this run are not in it; a second copy of one is ignored by write().
    // Inputs stored with other options are not done (OtherOptions::redo).
    [[nodiscard]] bool already_done(const InputId& input) const override;
    // Likewise, over the unreadable inputs stored with this run's options.
    [[nodiscard]] bool already_failed(const InputId& input, const std::string& error) const override;
    // Stores the input and its games; an input already in the database is left as it
    // is, unless it was stored with other options (OtherOptions::redo): it is replaced,
    // in the same transaction.
    // Throws std::runtime_error when SQLite fails; the open transaction is then rolled
    // back (its inputs are not recorded, so a rerun does them again) and the run should stop.
    void write(const InputResult& result) override;
    // Commits what is pending and records the run's end time and counts.
    void finish() override;
    // Commits what is pending; the run keeps finished = NULL (its counts are kept at
    // every commit, so even a killed run's row says what it stored). After a failure there
    // is nothing to commit, and the stream's mark is kept (see follow_stream).
    void finish_interrupted() noexcept override;
    // True once a write or a commit failed (a full disk): what was pending is rolled back.
    [[nodiscard]] bool failed() const { return failed_; }
    // Failed on a damaged file (SQLite: "database disk image is malformed"): a rerun into
    // the store meets the same damage, and resumes nothing.
    [[nodiscard]] bool damaged() const { return damaged_; }
    // Why the write-ahead log was not folded back into the database file at the end (a
    // full disk), or "". The store is whole all the same: SQLite reads the log beside it.
    [[nodiscard]] const std::string& checkpoint_note() const { return checkpoint_note_; }

    // A stream written beside the store (--jsonl to a regular file): the store records at
    // once, and at every commit, how far that file holds the lines of the inputs it has
    // stored, so that a resumed run can cut off what a run killed, or stopped by a store
    // that could not commit, wrote past that mark. Throws OutputError when the mark cannot
    // be recorded.
    struct Stream {
        std::uint64_t device = 0, inode = 0;
        std::function<std::uint64_t()> offset;  // the file's length now, every line written whole
    };
    void follow_stream(Stream stream);
    // Where the last run's commits left that file (device, inode), if the store has a mark.
    [[nodiscard]] std::optional<std::uint64_t> stream_mark(std::uint64_t device, std::uint64_t inode);
    // Whether the store holds the input at `key` (RawInput::key), or at `shown` as a store
    // made before inputs were keyed by canonical path holds it, so that a rerun does not
    // analyse it again (an input stored unreadable is tried again: it is not held).
    [[nodiscard]] bool holds_input(const std::string& key, const std::string& shown);

    // Writes `path` (an OutputFile) as `kifu batch --csv` does, from what the store holds:
    // one row per game of every input this run met, stored now or by an earlier run, in
    // the order met. Throws OutputError or std::runtime_error. Call after finish() or
    // finish_interrupted(). Returns the games written.
    std::int64_t write_run_csv(const std::string& path);

    // The duplicate finder's groups, kept in the store (batch/duplicate_marker.hpp reads
    // them; write() keeps each input's decisions with its games).
    [[nodiscard]] StoredGroups& duplicate_groups() { return *groups_; }

    // The worst exit status among the inputs this run found stored and skipped, as the run
    // that stored them would have given it (an unreadable input 2; a game with errors 2, a
    // verdict that is not ok, an RE that does not stand or an event problem 3, warnings 1):
    // a resumed run's status is the one an uninterrupted run would have given.
    [[nodiscard]] ExitCode skipped_status() const { return skipped_status_; }

    [[nodiscard]] std::int64_t run_id() const { return run_id_; }
    [[nodiscard]] std::size_t inputs_loaded() const { return done_keys_.size(); }
    // Games in the store (all runs' inputs that gave games; error rows aside), as of the
    // last write.
    [[nodiscard]] std::int64_t games_stored() const { return games_stored_; }
    // This run's games the store has committed: what a failed run leaves there.
    [[nodiscard]] std::int64_t games_committed() const { return committed_.games; }

    // A transaction is committed after this many inputs or this long, whichever comes
    // first (checked at each write; finish() commits the rest).
    static constexpr std::size_t inputs_per_commit = 500;
    static constexpr std::chrono::milliseconds commit_interval{200};

private:
    struct Statements;

    void load_done_keys(const std::string& options);
    [[noreturn]] void refuse_other_options(const std::string& options);
    void delete_input(const InputId& input);
    // The constructor's work once the store is open: the run's row, the inputs stored.
    void start_run(const RunInfo& run, OtherOptions other);
    void begin_if_needed();
    void commit();
    void forget_stream_marks();
    void record_stream_mark();
    void checkpoint() noexcept;
    // After a failure: drops the open transaction, and with it the counts of what it held;
    // the store is failed() from then on.
    void roll_back() noexcept;
    // roll_back, then throws the OutputError that says what `e` means for the run.
    [[noreturn]] void fail_with(const std::exception& e);
    // The store's id of the input; adds it to this run's inputs, in order.
    std::int64_t store_input(const InputResult& result);
    void note_in_run(std::int64_t input_id);
    [[nodiscard]] ExitCode stored_status(std::int64_t input_id);
    [[nodiscard]] std::optional<std::int64_t> stored_id(const InputId& input);

    std::string path_;
    OutputLock lock_;
    Database db_;
    std::unique_ptr<Statements> statements_;
    std::unique_ptr<StoredGroups> groups_;
    std::vector<std::uint64_t> done_keys_;   // sorted
    std::vector<std::uint64_t> other_keys_;  // sorted: stored with other options
    std::vector<std::uint64_t> failed_keys_; // sorted: unreadable inputs, by path and error (failed_key)
    std::int64_t run_id_ = 0;
    bool in_transaction_ = false;
    bool finished_ = false;
    bool failed_ = false;
    bool damaged_ = false;
    std::string checkpoint_note_;
    std::size_t pending_inputs_ = 0;
    std::chrono::steady_clock::time_point transaction_started_;
    std::int64_t inputs_written_ = 0;
    std::int64_t games_written_ = 0;
    std::int64_t games_stored_ = 0;
    struct Counts {
        std::int64_t inputs = 0, games = 0, games_stored = 0;
    } committed_;  // the three counts above as of the last commit
    std::optional<Stream> stream_;
    ExitCode skipped_status_ = ExitCode::ok;
};

}  // namespace kifu::batch
