#include "report/summary.hpp"

#include <fmt/format.h>

#include "rules/replay.hpp"
#include "rules/verdict.hpp"
#include "analysis/recorded_mismatch.hpp"

namespace kifu::report {
namespace {

using analysis::StandingReason;

// "1 game", "2 games".
std::string games(std::uint64_t n) { return fmt::format("{} game{}", n, n == 1 ? "" : "s"); }
std::string inputs(std::uint64_t n) { return fmt::format("{} input{}", n, n == 1 ? "" : "s"); }
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
    out << fmt::format("  illegal moves  {} in {}{}\n", total, games(t.games_with_violations),
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
    out << fmt::format("  RE does not stand  {}{}\n", games(t.results_not_standing()),
                       reasons.empty() ? "" : " (" + reasons + ")");
}

void disagreements(std::ostream& out, const Tally& t) {
    out << fmt::format("  RE disagrees   {} of {} whose RE is a count (count under the game's ruleset)\n",
                       t.disagreements, games(t.games_counted));
    auto explained = [&](analysis::MismatchKind kind) { return t.explained[static_cast<std::size_t>(kind)]; };
    out << fmt::format("    explained: {} keep a chain in atari alive, {} name the other winner, {} count "
                       "must-fill points as territory, {} beyond every count of the board, {} take stones in "
                       "seki off, {} keep a capturable chain of two liberties alive, {} leave the komi out of the "
                       "record, {} are the count under the record's own komi and rules\n",
                       explained(analysis::MismatchKind::chain_in_atari_kept),
                       explained(analysis::MismatchKind::winner_swapped),
                       explained(analysis::MismatchKind::must_fill_counted),
                       explained(analysis::MismatchKind::beyond_the_board),
                       explained(analysis::MismatchKind::seki_taken_off),
                       explained(analysis::MismatchKind::capturable_chain_kept),
                       explained(analysis::MismatchKind::komi_left_out),
                       explained(analysis::MismatchKind::record_terms));
}

}  // namespace

void write_batch_summary(std::ostream& out, const Tally& tally, double seconds, bool check_only) {
    const double rate = seconds > 0 ? double(tally.games) / seconds : 0;
    out << fmt::format("kifu batch: {} from {} in {:.2f} s ({:.0f} games/s)\n", games(tally.games),
                       inputs(tally.inputs), seconds, rate);
    out << fmt::format("  verdicts       {}\n", verdicts(tally));
    illegal_moves(out, tally);
    out << fmt::format("  repetitions    {} in {}\n", tally.repetitions, games(tally.games_with_repetitions));
    not_standing(out, tally);
    if (check_only) out << "  RE disagrees   not counted (--check-only)\n";
    else disagreements(out, tally);
    out << fmt::format("  warnings       {}; errors in {}\n", games(tally.games_with_warnings),
                       games(tally.games_with_errors));
    out << fmt::format("  inputs         {} unreadable (error rows), {} skipped (already stored)\n",
                       tally.input_errors, tally.inputs_skipped);
}

void write_games_summary(std::ostream& out, const Tally& tally, std::string_view command, bool judged, bool counted) {
    out << fmt::format("{}: {} from {}\n", command, games(tally.games), inputs(tally.inputs));
    if (judged) {
        out << fmt::format("  verdicts       {}\n", verdicts(tally));
        illegal_moves(out, tally);
        not_standing(out, tally);
    }
    if (counted) disagreements(out, tally);
    out << fmt::format("  warnings       {}; errors in {}\n", games(tally.games_with_warnings),
                       games(tally.games_with_errors));
    out << fmt::format("  unreadable     {}\n", inputs(tally.input_errors));
    if (tally.games_moves_missing > 0)
        out << fmt::format("  moves missing  {} (RE cannot be judged: {} cut off before the game tree closes, the "
                           "rest a count for a game that stops far from finished)\n",
                           games(tally.games_moves_missing), tally.games_cut_off);
}

nlohmann::ordered_json summary_object(const Tally& t, std::string_view command) {
    nlohmann::ordered_json verdicts = nlohmann::ordered_json::object();
    for (std::size_t i = 0; i < t.by_verdict.size(); ++i)
        verdicts[std::string(rules::verdict_name(static_cast<rules::VerdictKind>(i)))] = t.by_verdict[i];
    nlohmann::ordered_json not_standing = nlohmann::ordered_json::object();
    for (std::size_t i = 0; i < t.not_standing_by_reason.size(); ++i)
        if (t.not_standing_by_reason[i] > 0)
            not_standing[std::string(analysis::standing_reason_name(static_cast<StandingReason>(i)))] =
                t.not_standing_by_reason[i];
    nlohmann::ordered_json statuses = nlohmann::ordered_json::array();
    if (t.input_errors + t.games_with_errors > 0 || t.stored_status == ExitCode::bad_input) statuses.push_back(2);
    if (t.games_with_problems > 0 || t.stored_status == ExitCode::game_problem) statuses.push_back(3);
    if (t.games_with_warnings > 0 || t.stored_status == ExitCode::warnings) statuses.push_back(1);
    return {{"summary", std::string(command)},
            {"inputs", t.inputs},
            {"unreadable", t.input_errors},
            {"skipped", t.inputs_skipped},
            {"games", t.games},
            {"verdicts", std::move(verdicts)},
            {"games_with_problems", t.games_with_problems},
            {"result_not_standing", t.results_not_standing()},
            {"not_standing_by_basis", std::move(not_standing)},
            {"cut_off", t.games_cut_off},
            {"moves_may_be_missing", t.games_moves_missing},
            {"games_with_warnings", t.games_with_warnings},
            {"games_with_errors", t.games_with_errors},
            {"statuses", std::move(statuses)},
            {"exit_status", to_int(t.status)}};
}

void write_summary_json(std::ostream& out, const Tally& tally, std::string_view command) {
    out << summary_object(tally, command).dump() << '\n';
}

}  // namespace kifu::report
