#include "report/summary.hpp"

#include <fmt/format.h>

#include "rules/replay.hpp"
#include "rules/verdict.hpp"
#include "analysis/recorded_mismatch.hpp"

namespace kifu::report {
namespace {

using analysis::StandingReason;
using analysis::Tally;

std::string verdicts(const Tally& t) {
    std::string line;
    for (std::size_t i = 0; i < t.by_verdict.size(); ++i)
        line += fmt::format("{}{} {}", line.empty() ? "" : ", ", rules::verdict_name(static_cast<rules::VerdictKind>(i)),
                            t.by_verdict[i]);
    return line;
}

void illegal_moves(std::ostream& out, const Tally& t) {
    std::string kinds;
    std::uint64_t total = 0;
    for (std::size_t i = 0; i < t.violations_by_kind.size(); ++i) {
        total += t.violations_by_kind[i];
        if (t.violations_by_kind[i] > 0)
            kinds += fmt::format("{}{} {}", kinds.empty() ? "" : ", ",
                                 rules::kind_name(static_cast<rules::ViolationKind>(i)), t.violations_by_kind[i]);
    }
    out << fmt::format("  illegal moves  {} in {} games{}\n", total, t.games_with_violations,
                       kinds.empty() ? "" : " (" + kinds + ")");
    if (t.likely_recording_errors > 0)
        out << fmt::format("    of those games, {} look like slips in recording (a missing pass, a position set up "
                           "as moves)\n",
                           t.likely_recording_errors);
}

// "RE does not stand  5 games (the rules decided for the other player 2, a count that differs 3)"
void not_standing(std::ostream& out, const Tally& t) {
    std::string reasons;
    for (std::size_t i = 0; i < t.not_standing_by_reason.size(); ++i)
        if (t.not_standing_by_reason[i] > 0)
            reasons += fmt::format("{}{} {}", reasons.empty() ? "" : ", ",
                                   analysis::standing_reason_name(static_cast<StandingReason>(i)),
                                   t.not_standing_by_reason[i]);
    out << fmt::format("  RE does not stand  {} games{}\n", t.results_not_standing(),
                       reasons.empty() ? "" : " (" + reasons + ")");
}

void disagreements(std::ostream& out, const Tally& t) {
    out << fmt::format("  RE disagrees   {} of {} counted games (count under the game's ruleset)\n", t.disagreements,
                       t.games_counted);
    auto explained = [&](analysis::MismatchKind kind) { return t.explained[static_cast<std::size_t>(kind)]; };
    out << fmt::format("    explained: {} keep a chain in atari alive, {} name the other winner, {} count "
                       "must-fill points as territory, {} beyond every count of the board, {} take stones in "
                       "seki off, {} keep a capturable chain of two liberties alive\n",
                       explained(analysis::MismatchKind::chain_in_atari_kept),
                       explained(analysis::MismatchKind::winner_swapped),
                       explained(analysis::MismatchKind::must_fill_counted),
                       explained(analysis::MismatchKind::beyond_the_board),
                       explained(analysis::MismatchKind::seki_taken_off),
                       explained(analysis::MismatchKind::capturable_chain_kept));
}

}  // namespace

void write_batch_summary(std::ostream& out, const Tally& tally, double seconds, bool check_only) {
    const double rate = seconds > 0 ? double(tally.games) / seconds : 0;
    out << fmt::format("kifu batch: {} games from {} inputs in {:.2f} s ({:.0f} games/s)\n", tally.games,
                       tally.inputs, seconds, rate);
    out << fmt::format("  verdicts       {}\n", verdicts(tally));
    illegal_moves(out, tally);
    out << fmt::format("  repetitions    {} in {} games\n", tally.repetitions, tally.games_with_repetitions);
    not_standing(out, tally);
    if (check_only) out << "  RE disagrees   not counted (--check-only)\n";
    else disagreements(out, tally);
    out << fmt::format("  warnings       {} games; errors in {} games\n", tally.games_with_warnings,
                       tally.games_with_errors);
    out << fmt::format("  inputs         {} unreadable (error rows), {} skipped (already stored)\n",
                       tally.input_errors, tally.inputs_skipped);
}

void write_games_summary(std::ostream& out, const Tally& tally, std::string_view command, bool judged, bool counted) {
    out << fmt::format("{}: {} games from {} inputs\n", command, tally.games, tally.inputs);
    if (judged) {
        out << fmt::format("  verdicts       {}\n", verdicts(tally));
        illegal_moves(out, tally);
        not_standing(out, tally);
    }
    if (counted) disagreements(out, tally);
    out << fmt::format("  warnings       {} games; errors in {} games\n", tally.games_with_warnings,
                       tally.games_with_errors);
    out << fmt::format("  unreadable     {} inputs\n", tally.input_errors);
}

}  // namespace kifu::report
