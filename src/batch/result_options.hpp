#pragma once
// The options of `kifu batch` that change what a game's result is. A store holds results
// made with one set of them: each run records its set (runs.options), and a run or a merge
// that would mix two sets is refused (or, with --redo, analyses the stored inputs again).
// Options that only choose the inputs (--glob, --shard, the size limits) are not here.
#include <string>

namespace kifu::batch {

struct ResultShapingOptions {
    std::string rules;        // --rules (any alias), or "" when each record's RU[] decides
    bool check_only = false;  // --check-only: the check object, no scores
    bool strict = false;      // --strict: warnings count as errors (the objects' errors, status)
    std::string dead;         // --dead, or "" for the default (markup, else automatic)
    std::string komi;         // --komi as given, or "" for each record's KM[]
    std::string event;        // --event's file, or "" (a run without it keeps its old canonical line)
    std::string event_content;  // what the event's files hold (cli/event_option.hpp), "" without --event

    // One line, the same for any two sets that give the same results, e.g.
    // "rules=record check-only=no strict=no dead=default komi=record": rules by their
    // canonical name, komi as a number.
    [[nodiscard]] std::string canonical() const;
};

}  // namespace kifu::batch
