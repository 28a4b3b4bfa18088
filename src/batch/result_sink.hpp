#pragma once
// What `kifu batch` hands to its outputs. An input is one file, or one member of an
// archive; it gives one result per game, or one error row when it gives no game. Outputs
// (JSON Lines, CSV, SQLite) implement ResultSink; the pipeline calls write() from a single
// thread, in output order, so sinks need no locking.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include <optional>

#include <nlohmann/json.hpp>

#include "batch/group_decision.hpp"
#include "duplicates/record.hpp"
#include "report/table_row.hpp"

namespace kifu::batch {

// Identifies an input for resuming: the same path with the same content is the same input.
struct InputId {
    std::string path;              // its key (RawInput::key): "/data/dir/a.sgf", "/data/games.tar.gz:2017/a.sgf"
    std::optional<std::uint64_t> content_hash;  // XXH3-64 of the bytes as read (empty when they could not be read)
    std::uint64_t size = 0;        // bytes
    std::string shown{};           // the path as reported (JSON `file`): "dir/a.sgf", "games.tar.gz:2017/a.sgf"
    // Where it came from, as RawInput has them: the archive as named and the member's path
    // in it, both empty for a plain file. A name may hold ':' itself ("x:y.sgf"), so the
    // shown path cannot be split to find them.
    std::string archive{};
    std::string member{};
};

struct InputResult {
    InputId input;
    // Empty, or why the input gave no game at all (cannot be read, not SGF, over a size
    // limit, truncated archive member). Such an input still has one result: the `kifu info`
    // unreadable object (file, game null, errors) and its row.
    std::string error;
    // One JSON object per game as text, one line each (no newline), as `kifu score
    // --format json` (or `kifu check --format json` with --check-only) writes it, with the
    // `archive` and `member` keys; serialised by the worker that made them, so that the
    // single writing thread only copies bytes.
    std::vector<std::string> lines;
    // The same objects unserialised, instead of `lines`, for a front end that converts
    // them itself (GameSettings::json).
    std::vector<nlohmann::ordered_json> objects;
    // The same games as typed rows, for the CSV and SQLite outputs; empty when no output
    // needs them (GameSettings::keep_rows).
    std::vector<report::TableRow> rows;
    // Each game's moves, bucket and game-information hashes, for the duplicate finder;
    // empty unless asked for (GameSettings::keep_records).
    std::vector<duplicates::Record> records;
    // What the duplicate finder decided about each record (batch/duplicate_marker.hpp),
    // for the store to keep; empty when no finder ran.
    std::vector<GroupDecision> duplicate_decisions;
    // Not analysed: the store holds this input from an earlier run (resume). It is still
    // handed to the outputs, in its place, so that the store knows every input of the run
    // in order (a --csv written from the store lists them all); no line or row is written.
    bool already_stored = false;
};

class ResultSink {
public:
    virtual ~ResultSink() = default;
    // True when this input is already stored by an earlier run (resume): the pipeline
    // skips it. Called from any worker thread, concurrently; must not modify the sink.
    [[nodiscard]] virtual bool already_done(const InputId& /*input*/) const { return false; }
    // True when this input, which could not be read (`error`: over a size limit, no
    // permission), is stored from an earlier run with the same error: it is skipped as
    // already done, so a resumed run appended to its stream (`>> s.jsonl`) does not write
    // its error row once more each time. A reading that fails otherwise, or succeeds, is
    // written. The same threading rules as already_done.
    [[nodiscard]] virtual bool already_failed(const InputId& /*input*/, const std::string& /*error*/) const {
        return false;
    }
    // One input's results, in output order, from one thread.
    virtual void write(const InputResult& result) = 0;
    // What the pipeline calls, being done with the result: a sink that keeps results
    // (the Python module's hand-off) takes them instead of copying. Default: write().
    virtual void hand_over(InputResult&& result) { write(result); }
    // End of the run: flush and commit everything.
    virtual void finish() = 0;
    // End of a run stopped early (a signal, a closed output): flush and commit what was
    // written, but do not record the run as complete. Must not throw.
    virtual void finish_interrupted() noexcept {
        try {
            finish();
        } catch (...) {  // NOLINT(bugprone-empty-catch): the run is ending anyway; whole rows are out
        }
    }
};

}  // namespace kifu::batch
