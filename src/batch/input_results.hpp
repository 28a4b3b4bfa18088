#pragma once
// One input's bytes -> its InputResult: every game read, replayed, judged and (unless
// check-only) scored, as `kifu check`/`kifu score --format json` would report it, plus
// the `archive` and `member` keys; or one error row when it gives no game. Pure: called
// concurrently from the worker threads.
#include <string>

#include "batch/inputs.hpp"
#include "batch/result_sink.hpp"
#include "batch/summary.hpp"

namespace kifu::batch {

struct GameSettings {
    std::string rules;        // --rules, or "" for RU[] (else japanese)
    bool strict = false;      // warnings count as errors
    bool check_only = false;  // the `kifu check` object, no scoring
    // The outputs read fields of the objects (CSV, SQLite), not only their JSON text: keep
    // them in InputResult::games. Otherwise the worker drops them once serialised.
    bool keep_objects = true;
};

// XXH3-64 of the bytes: with the path, what identifies an input for resuming.
std::uint64_t content_hash(const std::string& bytes);

// The InputId of an input, its hash computed from its bytes (0 when they could not be read).
InputId input_id(const RawInput& input);

// Analyses every game of `input` (consumed) and counts what it found in `tally`. The
// results come serialised (InputResult::lines), and as objects when settings.keep_objects.
InputResult analyse_input(RawInput&& input, InputId id, const GameSettings& settings, Tally& tally);

}  // namespace kifu::batch
