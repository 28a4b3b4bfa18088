#pragma once
// What a replay means under a ruleset: the federation's consequence for each violation,
// an overall verdict, and whether the recorded result (RE) can stand.
#include <optional>
#include <string>
#include <vector>

#include "rules/replay.hpp"
#include "rules/ruleset.hpp"
#include "sgf/result.hpp"

namespace kifu::rules {

enum class VerdictKind : std::uint8_t {
    ok,          // no violation, nothing that voids the game
    illegal,     // at least one move the rules do not allow
    no_result,   // a repeated position that ends the game without result under these rules
    decided,     // the rules decided the game during play (capture go: the first capture)
};

// "ok", "illegal", "no-result", "decided": kifu's JSON `verdict` values.
std::string_view verdict_name(VerdictKind kind);

struct Verdict {
    VerdictKind kind = VerdictKind::ok;
    std::vector<std::string> consequences;   // one per listed violation (ReplayResult::violations), in order
    std::vector<std::string> repetition_meanings;  // one per listed repetition
    std::optional<Color> decided_winner;     // when the rules decided the game (lost by an illegal move, capture go)
    std::optional<int> decided_at_move;
    std::string summary;                     // one sentence for the text report
    std::string result_note;                 // why RE cannot stand under these rules, or empty
    // What the violations look like when they are more likely a slip in recording the game
    // than moves the players made: "likely a recording error: a missing pass?" (a wrong turn
    // at the very end), "this looks like a position set up as moves" (long runs of one
    // colour); empty otherwise.
    std::string likely_recording_error;
};

// Play stopped inside a repetition cycle (no ending by passes, and the last repeat within
// one cycle of the end): a game the players left as a cycle. A repetition the players
// played through is listed, but does not void the game.
bool ends_in_cycle(const ReplayResult& replay);

Verdict judge(const ReplayResult& replay, const Ruleset& rules, const std::optional<sgf::GameResult>& recorded);

}  // namespace kifu::rules
