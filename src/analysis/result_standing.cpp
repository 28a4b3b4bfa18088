#include "analysis/result_standing.hpp"

#include <cmath>

#include <fmt/format.h>

#include "scoring/open_areas.hpp"

namespace kifu::analysis {
namespace {

using rules::IllegalMoveConsequence;
using rules::VerdictKind;
using sgf::WinKind;
using sgf::Winner;

std::string re(const sgf::GameResult& result) { return result.quoted(); }

std::optional<Color> winner_of(const sgf::GameResult& result) {
    if (result.winner == Winner::black) return Color::black;
    if (result.winner == Winner::white) return Color::white;
    return std::nullopt;
}

std::string_view how_won(WinKind kind) {
    switch (kind) {
        case WinKind::resign: return "by resignation";
        case WinKind::time: return "on time";
        case WinKind::forfeit: return "by forfeit";
        default: return "";
    }
}

// Every illegal move was followed by at least the ruleset's notice window of moves: the
// opponent played on, which under these rules accepts the move, and play continued.
bool illegal_moves_accepted(const GameOutcome& o) {
    // A cycle (no-result) has no illegal move to accept: NGB said "the illegal moves (the
    // last at move 0) stand" of a triple ko.
    if (o.replay.violations_in_game() == 0) return false;
    const rules::Ruleset& r = *o.choice.rules;
    if (r.illegal_move != IllegalMoveConsequence::replaced_by_pass &&
        r.illegal_move != IllegalMoveConsequence::taken_back_if_noticed)
        return false;
    // The last violation is the one with the fewest moves after it; one recorded after the
    // end is no move of the game.
    return o.replay.moves - o.replay.last_violation_in_game >= r.notice_window_moves;
}

// The game ended by passes and was counted, in time to count and by rules that count: its
// count may be set against RE's winner.
bool counted_after_the_passes(const GameOutcome& o) {
    return o.score && o.replay.end_move && !o.ruleset_too_early() && !o.choice.rules->first_capture_wins;
}

// The count gives RE's winner the win (a tie the rules give to Black is Black's).
bool count_names_recorded_winner(const scoring::Count& count, const sgf::GameResult& recorded) {
    if (count.tie_to_black) return recorded.winner == Winner::black;
    return count.margin() != 0 && (count.margin() > 0) == (recorded.winner == Winner::black);
}

// A resignation or a loss on time after two passes ended the game is allowed (a player may
// resign during the confirmation), but where the settled count gives the other player the
// win, a director wants to know: RE may be a slip for a counted result.
std::string count_says_otherwise(const GameOutcome& o, const sgf::GameResult& recorded) {
    if (!counted_after_the_passes(o) || o.ruleset_count_estimated()) return {};
    const scoring::Count& count = o.score->by_ruleset;
    if (count.tie_to_black || count.margin() == 0 || count_names_recorded_winner(count, recorded)) return {};
    return fmt::format(" (but the game ended by passes, and the count under {} gives {})", o.choice.rules->name,
                       count.result());
}

// RE is a resignation, a loss on time or a forfeit, and every illegal move of the game (all
// listed) was the loser's: whatever the rules do about them (take the move back, pass it,
// a referee's penalty), they do it to the player who lost anyway. The loser, else nothing.
// (Under Chinese rules White's suicide then resignation read "RE[B+R] does not stand:
// ... not a legal game".) A count is left alone: the illegal move may have changed it.
std::optional<Color> only_the_losers(const GameOutcome& o, const sgf::GameResult& recorded) {
    const std::optional<Color> winner = winner_of(recorded);
    if (!winner || !recorded.ended_by_a_player() || o.replay.violations_not_listed() > 0) return std::nullopt;
    int in_game = 0;
    for (const rules::Violation& v : o.replay.violations) {
        if (o.replay.end_move && v.move > *o.replay.end_move) continue;   // after the end: no move of the game
        if (v.color == *winner) return std::nullopt;
        ++in_game;
    }
    if (in_game != o.replay.violations_in_game()) return std::nullopt;
    return opponent(*winner);
}

// RE names the winner the rules decided, with a margin of points (RE[B+50] for a game White
// lost by an illegal move): the winner stands, the margin is no count unless the final
// position counts it. Said beside "stands", where the margin alone was read as confirmed
// (even one larger than the board).
std::string margin_not_counted(const GameOutcome& o, const sgf::GameResult& recorded, int decided_at) {
    const std::optional<double> margin = recorded.black_margin();
    if (recorded.kind != sgf::WinKind::score || !margin || !o.score) return {};
    const scoring::Count& count = o.score->by_ruleset;
    const bool estimated = o.ruleset_count_estimated();
    if (!estimated && count.margin() == *margin) return {};
    return fmt::format("; its margin of {} points is not the count of the final position ({}{} under {}{}): the game "
                       "was decided at move {}, not by counting",
                       std::abs(*margin), estimated ? "~" : "", count.result(), o.choice.rules->name,
                       estimated ? ", an estimate" : "", decided_at);
}

ResultStanding by_verdict(const GameOutcome& o, const sgf::GameResult& recorded) {
    const rules::Verdict& v = o.verdict;
    const std::string_view rules = o.choice.rules->name;
    if (v.decided_winner) {
        const bool same = winner_of(recorded) == v.decided_winner;
        const std::string decided = fmt::format("{} won at move {} under {}", color_name(*v.decided_winner),
                                                *v.decided_at_move, rules);
        if (same)
            return {true, StandingReason::rules_decided_same,
                    fmt::format("{} stands: {}{}", re(recorded), decided,
                                margin_not_counted(o, recorded, *v.decided_at_move))};
        return {false, StandingReason::rules_decided_other,
                v.result_note.empty() ? fmt::format("{} does not stand: {}", re(recorded), decided) : v.result_note};
    }
    if (v.kind == VerdictKind::no_result) {
        // Under these rules a cycle is no result if the players agree (Japanese Art. 12):
        // "Void" is that; a resignation, a loss on time or a forfeit is a player who did
        // not agree, which the rules allow; "?" and a draw name no winner to set against it.
        if (recorded.winner == Winner::none)
            return {true, StandingReason::ends_in_cycle,
                    fmt::format("{} stands: the game ends in a cycle, no result under {}", re(recorded), rules)};
        if (recorded.winner == Winner::unknown)
            return {std::nullopt, StandingReason::unreadable_result,
                    fmt::format("{} names no winner kifu can judge (the game ends in a cycle, which under {} means no "
                                "result if the players agreed)",
                                re(recorded), rules)};
        if (recorded.winner == Winner::draw)
            return {std::nullopt, StandingReason::ends_in_cycle,
                    fmt::format("{} cannot be judged: it records a draw, and the game ends in a cycle, which under {} "
                                "means no result (not a draw) if the players agreed",
                                re(recorded), rules)};
        if (const std::string_view how = how_won(recorded.kind); !how.empty())
            return {true, StandingReason::ends_in_cycle,
                    fmt::format("{} stands: {} won {}; the game ends in a cycle, which under {} means no result only "
                                "if the players agreed, and a player may resign instead",
                                re(recorded), color_name(*winner_of(recorded)), how, rules)};
        return {false, StandingReason::ends_in_cycle,
                fmt::format("{} does not stand: it names a winner, but the game ends in a cycle, which under {} "
                            "means no result if the players agreed",
                            re(recorded), rules)};
    }
    const rules::Violation& first = o.replay.violations.front();
    const int total = o.replay.violations_in_game();
    const std::string moves =
        fmt::format("{} illegal move{}, the first at move {}", total, total == 1 ? "" : "s", first.move);
    if (const std::optional<Color> loser = only_the_losers(o, recorded))
        return {true, StandingReason::not_counted,
                fmt::format("{} stands: {} won {}; the record has {}, all by {}, the player who lost: whatever {} "
                            "does about them, it does not give {} the game",
                            re(recorded), color_name(opponent(*loser)), how_won(recorded.kind), moves,
                            color_name(*loser), rules, color_name(*loser))};
    if (o.choice.rules->illegal_move == IllegalMoveConsequence::not_allowed)
        return {false, StandingReason::illegal_moves,
                fmt::format("{} does not stand: the record has {}, so under {} it is not a legal game", re(recorded),
                            moves, rules)};
    return {std::nullopt, StandingReason::illegal_moves,
            fmt::format("{} cannot be judged: the record has {}, and under {} that depends on when it was noticed",
                        re(recorded), moves, rules)};
}

// The reading of the record that reproduces RE (recorded_mismatch.hpp), in a few words.
std::string_view what_re_does(MismatchKind kind) {
    switch (kind) {
        case MismatchKind::chain_in_atari_kept: return "RE is the count with a chain in atari kept alive";
        case MismatchKind::must_fill_counted: return "RE counts points that must be filled as territory";
        case MismatchKind::winner_swapped: return "RE names the other winner";
        case MismatchKind::beyond_the_board: return "no marking of dead stones on this board gives RE";
        case MismatchKind::seki_taken_off: return "RE takes stones that live in seki off as dead";
        case MismatchKind::capturable_chain_kept:
            return "RE is the count with a chain of two liberties that reading captures kept alive";
        case MismatchKind::komi_left_out: return "RE is a count with a komi the record leaves out";
        case MismatchKind::record_terms: return "RE is the count under the record's own komi and rules";
    }
    return "";
}

ResultStanding by_count(const GameOutcome& o, const sgf::GameResult& recorded) {
    const std::string_view rules = o.choice.rules->name;
    if (!o.score)
        return {std::nullopt, StandingReason::not_scored,
                fmt::format("{} is a count, and the position was not counted", re(recorded))};
    const ScoredGame& s = *o.score;
    // Capture go without a capture: its rules count nothing, so a count (what RE is) is no
    // result they give, and kifu's count under them would say what the rules do not.
    if (o.choice.rules->first_capture_wins)
        return {std::nullopt, StandingReason::count_not_comparable,
                fmt::format("{} cannot be judged: {} counts nothing (the first capture wins), and no stone was "
                            "captured{}",
                            re(recorded), rules,
                            o.replay.first_capture_move && o.replay.end_move
                                ? fmt::format(" before the game ended at move {}", *o.replay.end_move)
                                : std::string())};
    // An estimate of a position mostly unsettled is no count to judge RE by, even where it
    // happens to give RE's margin. (A count under rules that remove no stones is no
    // estimate: after the passes it judges RE however much kifu left unsettled.)
    if (o.ruleset_too_early())
        return {std::nullopt, StandingReason::count_not_comparable,
                fmt::format("{} cannot be judged: it is too early to count ({} of {} points unsettled; the estimate "
                            "under {} is {})",
                            re(recorded), o.unsettled_points(), o.info.size.width * o.info.size.height, rules,
                            s.by_ruleset.result())};
    if (!s.agrees_ruleset)
        return {std::nullopt, StandingReason::count_not_comparable,
                fmt::format("{} gives no margin to compare with the count", re(recorded))};
    const std::string count = s.by_ruleset.result();
    if (*s.agrees_ruleset)
        return {true, StandingReason::count_agrees,
                fmt::format("{} stands: the {}count under {} gives {}", re(recorded),
                            o.ruleset_count_estimated() ? "estimated " : "", rules, count)};
    if (o.ruleset_count_estimated())
        return {std::nullopt, StandingReason::estimate_differs,
                fmt::format("{} cannot be judged: the count under {} gives {}, but it is an estimate ({} points "
                            "unsettled)",
                            re(recorded), rules, count, o.unsettled_points())};
    // Play that stops without two passes, on a board with open areas: the record may lack
    // the last moves, so a differing count says nothing about RE. (A game ended by passes
    // is counted as it stands, open areas and all.)
    if (s.status == GameStatus::unfinished && !o.replay.end_move)
        return {std::nullopt, StandingReason::count_not_comparable,
                fmt::format("{} cannot be judged: {}", re(recorded), s.status_note)};
    // The markup's count differs from RE only by points the markup leaves out and kifu finds
    // need no filling: the players' marks and RE disagree, and kifu's reading sides with RE,
    // so "does not stand" would not be so.
    if (s.mismatch && s.mismatch->kind == MismatchKind::must_fill_counted && s.mismatch->left_out_by_markup_only)
        return {std::nullopt, StandingReason::count_not_comparable,
                fmt::format("{} cannot be judged: the count under {} with the players' markup gives {}, but the "
                            "markup leaves out of the territory points kifu finds need no filling, and counted "
                            "as territory they give RE",
                            re(recorded), rules, count)};
    // The record holds no komi (no KM, or KM[0]) and RE is the count with a usual komi (an
    // even game's, or a handicap game's half point): kifu cannot tell whether the komi or
    // RE is what the record got wrong, and says the komi seems lost, so "does not stand"
    // would say more than it knows.
    if (s.mismatch && s.mismatch->kind == MismatchKind::komi_left_out) {
        const std::string_view none = o.info.komi ? "KM[0]" : "no KM";
        return {std::nullopt, StandingReason::count_not_comparable,
                fmt::format("{} cannot be judged: the record holds no komi ({}), and the count under {} with a "
                            "komi of {} gives RE; without it the count gives {}",
                            re(recorded),
                            o.info.handicap == 1   ? fmt::format("{} with HA[1]", none)
                            : o.info.handicap != 0 ? fmt::format("{} in a handicap game", none)
                            : o.info.komi          ? "KM[0] in an even game"
                                                   : "no KM",
                            s.mismatch->counted_by ? s.mismatch->counted_by->name : rules,
                            fmt::format("{:g}", s.mismatch->komi), count)};
    }
    // On the user's komi or rules (--komi, --rules) RE is judged on those terms, as a director
    // giving the event's asks; where the record's own terms reproduce RE, a bare "does not
    // stand" would read, to a teacher trying a what-if, as the record's count being wrong.
    // So with the dead stones the user gave (--dead): the count is theirs, not the record's.
    const bool other_terms = s.mismatch && s.mismatch->kind == MismatchKind::record_terms;
    const bool dead_given = s.dead.source == scoring::DeadSource::given;
    std::string text = fmt::format("{} does not stand{}: the count under {} gives {}", re(recorded),
                                   other_terms  ? " on the terms given"
                                   : dead_given ? " with the dead stones given (--dead)"
                                                : "",
                                   rules, count);
    if (s.mismatch) text += fmt::format("; {}", what_re_does(s.mismatch->kind));
    return {false, StandingReason::count_differs, std::move(text)};
}

// A count of a game that stops without two passes (in either order), far from finished as
// played: the record may lack its last moves (or RE was not made from it), whatever kifu
// would count. Unless only dead stones kept it open: where the count is settled (nothing
// unsettled, or the players' markup) and, with its dead stones off, the board is not far
// from finished, it is what servers that record the count and not the passes write, and a
// count that gives RE says RE stands ("38 open points, moves may be missing" of such a game
// was not so). A count that differs still judges nothing: moves may be missing.
ResultStanding by_count_without_passes(const GameOutcome& o, const sgf::GameResult& recorded) {
    if (o.score && !o.estimate() && o.score->status != GameStatus::unfinished) {
        rules::Board cleared = o.replay.board;
        cleared.set(o.score->dead.points, std::nullopt);
        if (!scoring::far_from_finished(cleared, false)) {
            ResultStanding standing = by_count(o, recorded);
            if (standing.stands == true) return standing;
            return {std::nullopt, StandingReason::unfinished_count,
                    fmt::format("{} cannot be judged: the count under {} gives {}, but the record stops without two "
                                "passes, so moves may be missing",
                                re(recorded), o.choice.rules->name, o.score->by_ruleset.result())};
        }
    }
    return {std::nullopt, StandingReason::unfinished_count,
            fmt::format("{} cannot be judged: it is a count, but the game stops far from finished ({} open "
                        "points, no two passes), so moves may be missing",
                        re(recorded), scoring::open_points(o.replay.board, true))};
}

// RE names a winner and no margin ("W+", "B"). Once two passes ended the game and the count
// is no estimate, the count says who won: RE is judged by its winner alone. Before that (a
// record that stops without passes may end in a resignation) it says nothing against RE.
ResultStanding by_count_winner(const GameOutcome& o, const sgf::GameResult& recorded) {
    const std::string no_margin = fmt::format("{} gives no margin to compare with the count", re(recorded));
    if (!counted_after_the_passes(o)) return {std::nullopt, StandingReason::count_not_comparable, no_margin};
    const std::string_view rules = o.choice.rules->name;
    const scoring::Count& count = o.score->by_ruleset;
    if (o.ruleset_count_estimated())
        return {std::nullopt, StandingReason::count_not_comparable,
                fmt::format("{}, and the count under {} ({}) is an estimate ({} points unsettled)", no_margin, rules,
                            count.result(), o.unsettled_points())};
    if (count_names_recorded_winner(count, recorded))
        return {true, StandingReason::count_agrees,
                fmt::format("{} stands: the game ended by passes, and the count under {} gives {} (RE gives no "
                            "margin)",
                            re(recorded), rules, count.result())};
    return {false, StandingReason::count_differs,
            fmt::format("{} does not stand: it names {} the winner, but the game ended by passes and the count "
                        "under {} gives {}",
                        re(recorded), color_name(*winner_of(recorded)), rules, count.result())};
}

}  // namespace

std::string_view standing_reason_name(StandingReason reason) {
    switch (reason) {
        case StandingReason::no_result_recorded: return "no-result-recorded";
        case StandingReason::unreadable_result: return "unreadable-result";
        case StandingReason::rules_decided_same: return "rules-decided-same";
        case StandingReason::rules_decided_other: return "rules-decided-other";
        case StandingReason::illegal_moves: return "illegal-moves";
        case StandingReason::ends_in_cycle: return "ends-in-cycle";
        case StandingReason::not_counted: return "not-counted";
        case StandingReason::count_agrees: return "count-agrees";
        case StandingReason::count_differs: return "count-differs";
        case StandingReason::estimate_differs: return "estimate-differs";
        case StandingReason::count_not_comparable: return "count-not-comparable";
        case StandingReason::not_scored: return "not-scored";
        case StandingReason::counted_mid_game: return "counted-mid-game";
        case StandingReason::record_cut_off: return "record-cut-off";
        case StandingReason::unfinished_count: return "unfinished-count";
        case StandingReason::draw_impossible: return "draw-impossible";
    }
    return "no-result-recorded";
}

ResultStanding judge_result(const GameOutcome& o) {
    if (!o.info.result) return {std::nullopt, StandingReason::no_result_recorded, "no result (RE) is recorded"};
    const sgf::GameResult& recorded = *o.info.result;
    if (o.at_move)
        return {std::nullopt, StandingReason::counted_mid_game,
                fmt::format("{} is not compared: the position was counted after move {}, not at the end",
                            re(recorded), *o.at_move)};
    if (o.verdict.kind != VerdictKind::ok && !illegal_moves_accepted(o)) return by_verdict(o, recorded);
    // A draw with a komi that is not a whole number: every count, under every ruleset, is
    // whole points plus the komi, so no count is a tie, whatever moves are missing and
    // however the board is read. A director wants it before it is rated as a jigo ("cannot
    // be judged: moves may be missing" said nothing). Only where both the record's KM and
    // the user's --komi (if any) have the half point: on a whole-number komi of either the
    // count may be a tie, and by_count judges it on the terms given. A game with a
    // repeated position is left alone: a draw may be how the event recorded a cycle
    // (Japanese Art. 12's no result is judged above).
    const auto half_point = [](std::optional<double> komi) { return komi && *komi != std::floor(*komi); };
    if (recorded.winner == Winner::draw && !o.choice.rules->first_capture_wins && o.replay.repetitions_total == 0 &&
        half_point(o.info.komi) && (!o.komi_given || half_point(o.komi_given))) {
        return {false, StandingReason::draw_impossible,
                fmt::format("{} does not stand: it records a draw, but with a komi of {:g} no count is a tie (a game "
                            "without a result is RE[Void])",
                            re(recorded), o.komi_given.value_or(*o.info.komi))};
    }
    // The moves there are decide nothing against RE; the moves after the cut are unknown.
    if (o.cut_off)
        return {std::nullopt, StandingReason::record_cut_off,
                fmt::format("{} cannot be judged: the record is cut off (its game tree never closes), so moves may "
                            "be missing",
                            re(recorded))};
    if (recorded.winner == Winner::unknown || recorded.winner == Winner::none)
        return {std::nullopt, StandingReason::unreadable_result,
                fmt::format("{} names no winner kifu can judge", re(recorded))};
    if (const std::string_view how = how_won(recorded.kind); !how.empty()) {
        if (o.verdict.kind != VerdictKind::ok) {  // illegal moves the ruleset lets stand: they were broken rules still
            const int n = o.replay.violations_in_game();
            return {true, StandingReason::not_counted,
                    fmt::format("{} stands: {} won {}; the illegal move{} (the last at move {}) stand{} under {}, "
                                "as play went on past {}",
                                re(recorded), color_name(*winner_of(recorded)), how, n == 1 ? "" : "s",
                                o.replay.last_violation_in_game, n == 1 ? "s" : "", o.choice.rules->name,
                                n == 1 ? "it" : "them")};
        }
        return {true, StandingReason::not_counted,
                fmt::format("{} stands: {} won {}, and no rule was broken{}", re(recorded),
                            color_name(*winner_of(recorded)), how, count_says_otherwise(o, recorded))};
    }
    if (recorded.winner == Winner::draw || recorded.kind == WinKind::score) {
        if (!o.replay.end_move && o.replay.final_passes < 2 && scoring::far_from_finished(o.replay.board))
            return by_count_without_passes(o, recorded);
        return by_count(o, recorded);
    }
    if (recorded.kind == WinKind::unspecified) return by_count_winner(o, recorded);
    return {std::nullopt, StandingReason::count_not_comparable,
            fmt::format("{} gives no margin to compare with the count", re(recorded))};
}

}  // namespace kifu::analysis
