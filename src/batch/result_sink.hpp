#pragma once
// What `kifu batch` hands to its outputs. An input is one file, or one member of an
// archive; it gives one result per game, or one error row when it gives no game. Outputs
// (JSON Lines, CSV, SQLite) implement ResultSink; the pipeline calls write() from a single
// thread, in output order, so sinks need no locking.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "report/json_text.hpp"

namespace kifu::batch {

// Identifies an input for resuming: the same path with the same content is the same input.
struct InputId {
    std::string path;              // "dir/a.sgf", or "games.tar.gz:2017/a.sgf" for an archive member
    std::uint64_t content_hash = 0;  // XXH3-64 of the bytes as read (0 when they could not be read)
    std::uint64_t size = 0;        // bytes
};

struct InputResult {
    InputId input;
    // Empty, or why the input gave no game at all (cannot be read, not SGF, over a size
    // limit, truncated archive member). Such an input still has one row in `games`: the
    // `kifu info` unreadable object (file, game null, errors).
    std::string error;
    // One object per game, as `kifu score --format json` (or `kifu check --format json`
    // with --check-only) writes it; `file` is the input path.
    std::vector<nlohmann::ordered_json> games;
    // The same objects as JSON text, one line each (no newline), serialised by the worker
    // that made them so that the single writing thread only copies bytes. Empty when
    // nobody serialised them (then sinks dump `games`). When it is filled, `games` may be
    // empty: a run whose outputs need only the text drops the objects in the worker.
    std::vector<std::string> lines;
};

// Result `i` as one line of JSON: the worker's text when there is one, else the object
// (`games[i]`, or `object` when a sink made up the row itself) written into `scratch`.
inline std::string_view json_line(const InputResult& result, std::size_t i, std::string& scratch,
                                  const nlohmann::ordered_json* object = nullptr) {
    if (i < result.lines.size()) return result.lines[i];
    scratch.clear();  // keeps its capacity from line to line
    report::append_json_text(object != nullptr ? *object : result.games[i], scratch);
    return scratch;
}

// How many results `result` holds (lines or objects, whichever was kept).
inline std::size_t result_count(const InputResult& result) {
    return std::max(result.lines.size(), result.games.size());
}

class ResultSink {
public:
    virtual ~ResultSink() = default;
    // True when this input is already stored by an earlier run (resume): the pipeline
    // skips it. Called from any worker thread, concurrently; must not modify the sink.
    [[nodiscard]] virtual bool already_done(const InputId& /*input*/) const { return false; }
    // One input's results, in output order, from one thread.
    virtual void write(const InputResult& result) = 0;
    // End of the run: flush and commit everything.
    virtual void finish() = 0;
};

}  // namespace kifu::batch
