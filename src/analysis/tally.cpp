#include "analysis/tally.hpp"

#include <numeric>
#include <tuple>

#include "analysis/analyse_game.hpp"

namespace kifu::analysis {

static_assert(std::tuple_size_v<decltype(Tally::explained)> ==
              static_cast<std::size_t>(MismatchKind::record_terms) + 1, "one count per MismatchKind");
static_assert(std::tuple_size_v<decltype(Tally::by_verdict)> ==
              static_cast<std::size_t>(rules::VerdictKind::decided) + 1, "one count per VerdictKind");
static_assert(std::tuple_size_v<decltype(Tally::violations_by_kind)> ==
              static_cast<std::size_t>(rules::ViolationKind::superko) + 1, "one count per ViolationKind");

void Tally::add(const Tally& other) {
    inputs += other.inputs;
    inputs_skipped += other.inputs_skipped;
    input_errors += other.input_errors;
    games += other.games;
    for (std::size_t i = 0; i < by_verdict.size(); ++i) by_verdict[i] += other.by_verdict[i];
    for (std::size_t i = 0; i < violations_by_kind.size(); ++i) violations_by_kind[i] += other.violations_by_kind[i];
    games_with_violations += other.games_with_violations;
    likely_recording_errors += other.likely_recording_errors;
    repetitions += other.repetitions;
    games_with_repetitions += other.games_with_repetitions;
    games_counted += other.games_counted;
    disagreements += other.disagreements;
    for (std::size_t i = 0; i < explained.size(); ++i) explained[i] += other.explained[i];
    for (std::size_t i = 0; i < not_standing_by_reason.size(); ++i)
        not_standing_by_reason[i] += other.not_standing_by_reason[i];
    games_with_warnings += other.games_with_warnings;
    games_with_problems += other.games_with_problems;
    games_cut_off += other.games_cut_off;
    games_moves_missing += other.games_moves_missing;
    games_with_errors += other.games_with_errors;
    status = worst(status, other.status);
}

std::uint64_t Tally::results_not_standing() const {
    return std::accumulate(not_standing_by_reason.begin(), not_standing_by_reason.end(), std::uint64_t{0});
}

void Tally::count(const GameOutcome& g) {
    ++games;
    ++by_verdict.at(static_cast<std::size_t>(g.verdict.kind));
    for (std::size_t kind = 0; kind < violations_by_kind.size(); ++kind)
        violations_by_kind[kind] += static_cast<std::uint64_t>(g.replay.violations_by_kind.at(kind));
    if (!g.replay.violations.empty()) ++games_with_violations;
    if (!g.verdict.likely_recording_error.empty()) ++likely_recording_errors;
    repetitions += static_cast<std::uint64_t>(g.replay.repetitions_total);
    if (!g.replay.repetitions.empty()) ++games_with_repetitions;
    if (g.score) {
        // Only games whose RE is a count can disagree with one: resigned games are not counted in.
        if (g.score->agrees_ruleset.has_value()) ++games_counted;
        if (g.score->agrees_ruleset == false) ++disagreements;
        // Explained among those: an estimate that differs is no disagreement, whatever its slip.
        if (g.score->agrees_ruleset == false && g.score->mismatch)
            ++explained.at(static_cast<std::size_t>(g.score->mismatch->kind));
    }
    if (g.result.stands == false) ++not_standing_by_reason.at(static_cast<std::size_t>(g.result.reason));
    if (g.verdict.kind != rules::VerdictKind::ok || g.result.stands == false) ++games_with_problems;
    if (g.cut_off) ++games_cut_off;
    if (g.result.reason == StandingReason::record_cut_off || g.result.reason == StandingReason::unfinished_count)
        ++games_moves_missing;
    const ExitCode diagnostics_status = status_of(g.diagnostics);
    if (diagnostics_status == ExitCode::warnings) ++games_with_warnings;
    if (diagnostics_status == ExitCode::bad_input) ++games_with_errors;
    status = worst(status, exit_status(g));
}

}  // namespace kifu::analysis
