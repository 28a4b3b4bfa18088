#pragma once
// What a run over many games found, counted outcome by outcome: games by verdict,
// violations by kind, repetitions, whether RE stands (with the reasons), warnings, errors
// and unreadable inputs. `kifu batch` and the per-game commands print it as their summary
// (report/summary.hpp).
#include <array>
#include <cstdint>

#include "analysis/game_outcome.hpp"
#include "base/exit_code.hpp"

namespace kifu::analysis {

struct Tally {
    std::uint64_t inputs = 0;           // inputs written (files, archive members, error rows)
    std::uint64_t inputs_skipped = 0;   // already stored by an earlier run (resume)
    std::uint64_t input_errors = 0;     // inputs that gave no game (an error row each)
    std::uint64_t games = 0;
    std::array<std::uint64_t, 4> by_verdict{};           // indexed by rules::VerdictKind
    std::array<std::uint64_t, 6> violations_by_kind{};   // indexed by rules::ViolationKind
    std::uint64_t games_with_violations = 0;
    std::uint64_t likely_recording_errors = 0;           // games whose violations look like a recording slip
    std::uint64_t repetitions = 0;
    std::uint64_t games_with_repetitions = 0;
    std::uint64_t games_counted = 0;    // games whose count was compared with RE (RE is a count; not mid-game)
    std::uint64_t disagreements = 0;    // of those, the count under the game's ruleset differs from RE
    std::array<std::uint64_t, 8> explained{};  // of those, by MismatchKind: what kifu can explain
    std::array<std::uint64_t, standing_reason_count> not_standing_by_reason{};  // result_stands false, by StandingReason
    std::uint64_t games_with_warnings = 0;
    std::uint64_t games_with_errors = 0;   // errors within games (e.g. --strict warnings)
    std::uint64_t games_with_problems = 0;  // a verdict that is not ok, or an RE that does not stand (status 3)
    std::uint64_t games_cut_off = 0;       // records cut off before their game tree closes
    std::uint64_t games_moves_missing = 0;  // RE cannot be judged because moves may be missing (cut off, or a
                                            // count recorded for a game that stops far from finished)
    ExitCode status = ExitCode::ok;     // the worst exit status so far (analyse_game.hpp, exit_status)
    // The worst status of the inputs a resumed run found stored (not counted above): the
    // summary's `statuses` lists it as the run that stored them did.
    ExitCode stored_status = ExitCode::ok;

    void add(const Tally& other);
    // Games whose RE does not stand (result_stands false), whatever the reason.
    [[nodiscard]] std::uint64_t results_not_standing() const;
    // Counts one game's outcome.
    void count(const GameOutcome& game);
};

}  // namespace kifu::analysis
