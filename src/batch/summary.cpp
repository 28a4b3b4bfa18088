#include "batch/summary.hpp"

#include <tuple>

#include <fmt/format.h>

#include "rules/replay.hpp"
#include "rules/verdict.hpp"
#include "scoring/recorded_mismatch.hpp"

namespace kifu::batch {

static_assert(std::tuple_size_v<decltype(Tally::explained)> ==
              static_cast<std::size_t>(scoring::MismatchKind::winner_swapped) + 1, "one count per MismatchKind");

void Tally::add(const Tally& other) {
    inputs += other.inputs;
    inputs_skipped += other.inputs_skipped;
    input_errors += other.input_errors;
    games += other.games;
    for (std::size_t i = 0; i < by_verdict.size(); ++i) by_verdict[i] += other.by_verdict[i];
    for (std::size_t i = 0; i < violations_by_kind.size(); ++i) violations_by_kind[i] += other.violations_by_kind[i];
    games_with_violations += other.games_with_violations;
    repetitions += other.repetitions;
    games_with_repetitions += other.games_with_repetitions;
    disagreements += other.disagreements;
    for (std::size_t i = 0; i < explained.size(); ++i) explained[i] += other.explained[i];
    games_with_warnings += other.games_with_warnings;
    games_with_errors += other.games_with_errors;
    status = worst(status, other.status);
}

void write_summary(std::ostream& out, const Tally& tally, double seconds, bool check_only) {
    const double rate = seconds > 0 ? double(tally.games) / seconds : 0;
    out << fmt::format("kifu batch: {} games from {} inputs in {:.2f} s ({:.0f} games/s)\n", tally.games,
                       tally.inputs, seconds, rate);
    std::string verdicts;
    for (std::size_t i = 0; i < tally.by_verdict.size(); ++i)
        verdicts += fmt::format("{}{} {}", verdicts.empty() ? "" : ", ",
                                rules::verdict_name(static_cast<rules::VerdictKind>(i)), tally.by_verdict[i]);
    out << fmt::format("  verdicts       {}\n", verdicts);
    std::string kinds;
    for (std::size_t i = 0; i < tally.violations_by_kind.size(); ++i)
        if (tally.violations_by_kind[i] > 0)
            kinds += fmt::format("{}{} {}", kinds.empty() ? "" : ", ",
                                 rules::kind_name(static_cast<rules::ViolationKind>(i)), tally.violations_by_kind[i]);
    out << fmt::format("  illegal moves  {} in {} games{}\n", [&] {
        std::uint64_t total = 0;
        for (std::uint64_t n : tally.violations_by_kind) total += n;
        return total;
    }(), tally.games_with_violations, kinds.empty() ? "" : " (" + kinds + ")");
    out << fmt::format("  repetitions    {} in {} games\n", tally.repetitions, tally.games_with_repetitions);
    out << fmt::format("  RE disagrees   {} games ({})\n", tally.disagreements,
                       check_only ? "RE cannot stand under the rules" : "count under the game's ruleset");
    auto explained = [&](scoring::MismatchKind kind) { return tally.explained[static_cast<std::size_t>(kind)]; };
    if (!check_only)
        out << fmt::format("    explained: {} keep a chain in atari alive, {} name the other winner, {} count "
                           "must-fill points as territory\n",
                           explained(scoring::MismatchKind::chain_in_atari_kept),
                           explained(scoring::MismatchKind::winner_swapped),
                           explained(scoring::MismatchKind::must_fill_counted));
    out << fmt::format("  warnings       {} games; errors in {} games\n", tally.games_with_warnings,
                       tally.games_with_errors);
    out << fmt::format("  inputs         {} unreadable (error rows), {} skipped (already stored)\n",
                       tally.input_errors, tally.inputs_skipped);
}

}  // namespace kifu::batch
