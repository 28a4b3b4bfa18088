#pragma once
// Makes a game's outcome (game_outcome.hpp): decodes its info, chooses the ruleset, replays
// the main line and judges it, counts the final position (unless only checking), and
// judges the recorded result by the rules and the count together. Pure: called
// concurrently from batch workers.
#include <optional>
#include <string>

#include "analysis/game_outcome.hpp"
#include "base/exit_code.hpp"
#include "analysis/scored_game.hpp"
#include "sgf/reader_types.hpp"

namespace kifu::analysis {

// Where the dead stones come from (--dead).
struct DeadChoice {
    enum class Kind : std::uint8_t {
        record,   // the record's TB/TW markup, else judged by kifu (the default)
        judged,   // judged by kifu even when the record has markup ("auto")
        list,     // the points in `list` (or "none": every stone alive)
    };
    Kind kind = Kind::record;
    std::string list;   // SGF points separated by commas or spaces, or "none"
};

struct AnalysisOptions {
    std::string rules;                 // --rules, or "" for RU[] (else the default ruleset)
    bool score = true;                 // false: replay and judge only (kifu check, --check-only)
    // With score false: still count a game whose RE is a count and whose last node has the
    // players' TB/TW markup (no judgement needed), so that RE is judged against it (kifu check).
    bool count_marked = false;
    bool strict = false;               // every warning counts as an error
    DeadChoice dead;
    std::optional<double> komi;        // --komi, overriding KM[]
    std::optional<int> at_move;        // count the position after this move, not the end (0..moves);
                                       // the record's TB/TW then count only at the last move;
                                       // the last move is the end, RE judged, unless:
    bool variation = false;            // the line is a variation (kifu view): never the game as
                                       // played, so even its last move is counted RE aside
};

// `game`'s diagnostics are moved into the outcome, with the ruleset choice's and the
// replay's warnings added. A dead-stone list that does not fit the board, or an `at_move`
// past the main line's last move, is an error of the game, which is then not counted
// (`score` empty; the whole main line replayed).
GameOutcome analyse_game(const std::string& file, sgf::GameRecord& game, const AnalysisOptions& options);

// A problem of the game, not of its record: a verdict that is not ok, or an RE that does
// not stand.
bool has_game_problem(const GameOutcome& outcome);

// What a game's outcome means for the exit status: errors (2), a verdict that is not ok
// or an RE that does not stand (3), warnings (1), else 0.
ExitCode exit_status(const GameOutcome& outcome);

// "--move 400: the main line has 212 moves; give a move from 0 to 212", or "" for a move
// on the main line (or none asked).
std::string move_out_of_range(const std::optional<int>& at_move, std::size_t moves);

// Every diagnostic an error (--strict).
void make_strict(Diagnostics& diagnostics);

// Status from diagnostics alone: 2 with errors, 1 with warnings, else 0.
ExitCode status_of(const Diagnostics& diagnostics);

}  // namespace kifu::analysis
