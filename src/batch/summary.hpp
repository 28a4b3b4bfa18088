#pragma once
// What a `kifu batch` run found, counted as results are written, and the final summary
// it prints on standard error.
#include <array>
#include <cstdint>
#include <ostream>

#include "base/exit_code.hpp"

namespace kifu::batch {

struct Tally {
    std::uint64_t inputs = 0;           // inputs written (files, archive members, error rows)
    std::uint64_t inputs_skipped = 0;   // already stored by an earlier run (resume)
    std::uint64_t input_errors = 0;     // inputs that gave no game (an error row each)
    std::uint64_t games = 0;
    std::array<std::uint64_t, 4> by_verdict{};           // indexed by rules::VerdictKind
    std::array<std::uint64_t, 6> violations_by_kind{};   // indexed by rules::ViolationKind
    std::uint64_t games_with_violations = 0;
    std::uint64_t repetitions = 0;
    std::uint64_t games_with_repetitions = 0;
    std::uint64_t disagreements = 0;    // RE disagrees with the count under the game's ruleset
                                        // (with --check-only: RE cannot stand under the rules)
    std::array<std::uint64_t, 3> explained{};  // of those, by scoring::MismatchKind: what kifu can explain
    std::uint64_t games_with_warnings = 0;
    std::uint64_t games_with_errors = 0;   // errors within games (e.g. --strict warnings)
    ExitCode status = ExitCode::ok;     // 0 clean, 1 warnings/illegal/disagreements, 2 bad input

    void add(const Tally& other);
};

// The final summary: games by verdict, violations by kind, repetitions, disagreements
// with RE, inputs skipped and in error, and throughput.
void write_summary(std::ostream& out, const Tally& tally, double seconds, bool check_only);

}  // namespace kifu::batch
