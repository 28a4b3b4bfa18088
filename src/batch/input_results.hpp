#pragma once
// One input's bytes -> its InputResult: every game's outcome (analysis/), rendered as
// `kifu check`/`kifu score --format json` would report it plus the `archive` and `member`
// keys, and as a table row; or one error result when it gives no game. Pure: called
// concurrently from the worker threads.
#include <atomic>
#include <string>

#include "analysis/analyse_game.hpp"
#include "duplicates/signature.hpp"
#include "event/event_review.hpp"
#include "batch/inputs.hpp"
#include "batch/result_sink.hpp"
#include "analysis/tally.hpp"

namespace kifu::batch {

using analysis::Tally;

// How the games' JSON objects travel to the outputs (InputResult).
enum class JsonForm : std::uint8_t {
    lines,    // as text, serialised by the worker (JSON Lines, SQLite's json column)
    objects,  // as the objects, for a front end that converts them itself (the Python module)
    none,     // not made at all (only rows are wanted)
};

struct GameSettings {
    // --rules, --strict, --dead, --komi; `score` false for --check-only (the `kifu check` object)
    analysis::AnalysisOptions analysis;
    // Fill InputResult::records, each game's moves for the duplicate finder (duplicates/),
    // judging games of at least `min_moves` moves.
    bool keep_records = false;
    int min_moves = duplicates::default_min_moves;
    // Only read the games into records, without analysing them (kifu dups).
    bool records_only = false;
    // Some output writes rows (CSV, SQLite): fill InputResult::rows.
    bool keep_rows = true;
    JsonForm json = JsonForm::lines;
    // --event: the review of every input against the event (made before the run), whose
    // problems each game's object (`event_problems`) and row (event_* columns) carry.
    const event::EventReview* event = nullptr;
    // The run's stop request (PipelineOptions::stop, set by run_pipeline): checked between
    // two games, so that a signal does not wait for the rest of a collection of 300,000
    // games (minutes); the input is then abandoned (InputAbandoned), as one not started.
    const std::atomic<bool>* stop = nullptr;
};

// Thrown by analyse_input when the run stops inside an input: nothing of it is written, so
// the output holds whole inputs only and a resumed --db run redoes it. Not a
// std::exception: no "internal error" handler must take it for one.
struct InputAbandoned {};

// XXH3-64 of the bytes: with the path, what identifies an input for resuming.
std::uint64_t content_hash(const std::string& bytes);

// The InputId of an input, its hash computed from its bytes (none when they could not be read).
InputId input_id(const RawInput& input);

// Analyses every game of `input` (consumed) and counts what it found in `tally`. The
// results come as settings.json says (InputResult::lines or objects), and as rows when
// settings.keep_rows.
InputResult analyse_input(RawInput&& input, InputId id, const GameSettings& settings, Tally& tally);

}  // namespace kifu::batch
