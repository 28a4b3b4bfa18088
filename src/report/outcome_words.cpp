#include "report/outcome_words.hpp"

#include <tuple>

#include <fmt/format.h>

#include "base/coordinates.hpp"
#include "sgf/values.hpp"

namespace kifu::report {

std::string ruleset_source(const analysis::GameOutcome& g) {
    if (g.choice.origin == "RU") return "RU[" + g.info.rules + "]";
    if (g.choice.origin != "default") return g.choice.origin;
    if (g.info.rules.empty()) return "the default: no RU[] in the record";
    return "the default: RU[" + g.info.rules + "] is not a ruleset kifu knows";
}

std::string_view ruleset_role(const analysis::GameOutcome& g) {
    return g.choice.origin == "--rules" ? "--rules" : "the game's rules";
}

std::string last_move_words(const std::optional<rules::ReplayResult::LastMove>& last, BoardSize size) {
    if (!last) return "the position after the setup";
    const std::string who(color_name(last->color));
    if (last->pass) return who + " passed";
    if (last->point) return who + " " + player_coordinate(*last->point, size);
    if (last->off_board) return fmt::format("{} {}, off the {}x{} board", who, last->written, size.width, size.height);
    return fmt::format("{} [{}], not a move kifu can read", who, last->written);
}

std::string count_title(const analysis::GameOutcome& g) {
    if (g.at_move) return fmt::format("Count of the position after move {}", *g.at_move);
    // Moves recorded after the end are not counted (analyse_game): the title says which board is.
    if (g.replay.end_move && !g.replay.after_end.empty())
        return fmt::format("Count of the position where the game ended, after move {}", *g.replay.end_move);
    // Two passes end the game whatever RE says (or without one): "when the game stopped" is
    // for a game that ended otherwise, or not at all.
    if (!g.counted_result() && !g.replay.end_move) return "Count of the position when the game stopped";
    return "Count of the final position as played";
}

namespace {

// Too early for this count: under rules that remove no stones the game's count after the
// passes is mechanical, no estimate (GameOutcome::ruleset_too_early).
bool count_too_early(const analysis::GameOutcome& g, const scoring::Count& count) {
    return count.rules->removes_dead_stones ? g.too_early() : g.ruleset_too_early();
}

std::string what_re_says(const sgf::GameResult& r) {
    const std::string winner = r.winner == sgf::Winner::black ? "Black" : "White";
    switch (r.winner) {
        case sgf::Winner::draw: return "a draw";
        case sgf::Winner::none: return "no result";
        case sgf::Winner::unknown: return r.unread_text.empty() ? "an unknown result" : "a result kifu cannot read";
        default: break;
    }
    switch (r.kind) {
        case sgf::WinKind::resign: return winner + " won by resignation";
        case sgf::WinKind::time: return winner + " won on time";
        case sgf::WinKind::forfeit: return winner + " won by forfeit";
        case sgf::WinKind::other: return winner + " won (" + r.other_text + ")";
        case sgf::WinKind::score:
        case sgf::WinKind::unspecified: break;
    }
    return winner + " won";
}

}  // namespace

std::string uncounted_result(const analysis::GameOutcome& g) {
    // An estimate that is not too early is still marked as one wherever its result is said.
    const std::string counts = g.score->by_ruleset.result() + (g.ruleset_count_estimated() ? " (an estimate)" : "");
    const std::string early = "too early to count (" + shown_result(g, g.score->by_ruleset) + ")";
    const bool too_early = g.ruleset_too_early();
    if (!g.info.result)
        return too_early ? "No RE; the position as it stands is " + early
                             : "No RE; the position as it stands counts " + counts;
    const std::string re = g.info.result->quoted();
    // Where the count is: in a variation (a what-if, which RE says nothing of), after the
    // passes ended the game (moves the record holds after the end), or before the end.
    std::string where;
    if (g.in_variation)
        where = fmt::format("{} is the game's result, not this variation's; after move {} of the variation", re,
                            *g.at_move);
    else if (g.at_move && g.replay.end_move && *g.at_move > *g.replay.end_move)
        where = fmt::format("{}: the game ended at move {}; after move {}, played after the end,", re,
                            *g.replay.end_move, *g.at_move);
    else if (g.at_move)
        return too_early ? fmt::format("{}: the game went on after move {}; there it is {}", re, *g.at_move, early)
                         : fmt::format("{}: the game went on after move {}; the position then counts {}", re,
                                       *g.at_move, counts);
    if (!where.empty())
        return too_early ? fmt::format("{} it is {}", where, early)
                         : fmt::format("{} the position counts {}", where, counts);
    if (too_early && g.counted_result()) return fmt::format("{} is not compared: the position is {}", re, early);
    if (too_early) return fmt::format("{}: {}; the position as it stands is {}", re, what_re_says(*g.info.result), early);
    return fmt::format("{}: {}; the position as it stands counts {}", re, what_re_says(*g.info.result), counts);
}

std::string verdict_sentence(const analysis::GameOutcome& g) {
    if (g.verdict.kind == rules::VerdictKind::ok) return {};
    // A variation's illegal move loses nothing: it was never played.
    return fmt::format("{}: {} \u2014 {}", g.in_variation ? "Verdict in this variation (not the game as played)" : "Verdict",
                       rules::verdict_name(g.verdict.kind), g.verdict.summary);
}

std::string as_sentence(std::string_view text) {
    std::string s(text);
    if (s.empty()) return s;
    if (s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
    if (s.back() != '.' && s.back() != '?') s += '.';
    return s;
}

std::string dead_given_note(const analysis::GameOutcome& g) {
    if (!g.score || g.score->dead.source != scoring::DeadSource::given) return {};
    const scoring::DeadStones& d = g.score->dead;
    if (d.points.size() <= d.named.size()) return {};
    std::string names;
    for (std::size_t i = 0; i < d.named.size(); ++i)
        names += (i == 0 ? "" : i + 1 == d.named.size() ? " and " : ", ") + player_coordinate(d.named[i], g.info.size);
    return fmt::format("--dead names {}; each named stone marks its whole chain: {} stones in all", names,
                       d.points.size());
}

std::string count_title_suffix(const analysis::GameOutcome& g) {
    if (g.too_early()) return " (too early to count: an estimate, not a result)";
    return g.estimate() ? " (an estimate)" : "";
}

std::string too_early_sentence(const analysis::GameOutcome& g) {
    if (!g.too_early()) return {};
    const std::string early = fmt::format("Too early to count: {} of {} points are unsettled, more than are settled",
                                          g.unsettled_points(), g.info.size.width * g.info.size.height);
    if (g.ruleset_too_early()) return early + "; the counts are an estimate, not a result.";
    return fmt::format("{}; the Japanese and Chinese counts are an estimate, not a result, but the count under {}, "
                       "which takes no stones off, is exact after the passes.",
                       early, g.choice.rules->name);
}

std::string shown_result(const analysis::GameOutcome& g, const scoring::Count& count) {
    std::string result = count.result();
    if (!count_too_early(g, count)) return result;
    // Before any move nobody leads: an estimate would still name a winner (the handicap
    // stones' side), which is not so.
    if (g.replay.moves == 0) return "no move yet";
    result.insert(result.begin(), '~');
    return result;
}

std::string agreement_with(const std::optional<bool>& agrees) {
    if (!agrees) return "no score to compare with";
    return *agrees ? "agrees with" : "differs from";
}

std::string_view dead_source_words(scoring::DeadSource source) {
    switch (source) {
        case scoring::DeadSource::markup: return "the record's markup";
        case scoring::DeadSource::given: return "given";
        case scoring::DeadSource::none: return "none";
        case scoring::DeadSource::estimate: return "kifu's judgement";
    }
    return "none";
}

std::string_view result_label(const analysis::GameOutcome& g, const scoring::Count& count) {
    return g.count_estimated(*count.rules) ? "estimate" : "result";
}

std::string_view agreement_word(const analysis::GameOutcome& g, const scoring::Count& count,
                                const std::optional<bool>& agrees) {
    if (agrees) return *agrees ? "agrees" : "differs";
    // analyse_game leaves it null for an estimate that differs, and too early to count.
    const bool judged = g.info.result && g.info.result->kind == sgf::WinKind::score;
    if (judged && (g.count_estimated(*count.rules) || count_too_early(g, count))) return "not judged";
    return "no score to compare";
}

std::string explanation_heading(const analysis::ScoredGame& score) {
    if (score.japanese.result() == score.chinese.result())
        return "Both counts give the same result, " + score.japanese.result();
    return "Why the two results differ";
}

ExplanationShown explanation_shown(const analysis::GameOutcome& g) {
    const analysis::ScoredGame& score = *g.score;
    if (!g.estimate()) return {explanation_heading(score), score.explanation.lines};
    ExplanationShown shown;
    if (!g.too_early()) {
        shown.heading = score.japanese.result() == score.chinese.result()
                            ? "Both counts give the same estimate, " + score.japanese.result()
                            : "Why the two estimates differ";
        shown.lines = score.explanation.lines;
        // The first sentence names the two counts ("Japanese counting gives W+2.5, ..."):
        // here each is an estimate, and says so.
        if (!shown.lines.empty()) {
            std::string& first = shown.lines.front();
            constexpr std::string_view gives = " gives ", estimates = " gives an estimate of ";
            for (std::size_t at = first.find(gives); at != std::string::npos; at = first.find(gives, at + estimates.size()))
                first.replace(at, gives.size(), estimates);
        }
    } else {
        shown.heading = "How the two counts add up (too early to count: estimates, not results)";
        if (score.explanation.lines.size() > 1)   // the first names both results
            shown.lines.assign(score.explanation.lines.begin() + 1, score.explanation.lines.end());
    }
    // The closing sentence sums the terms up to "the two results": here they are estimates.
    if (!shown.lines.empty()) {
        std::string& closing = shown.lines.back();
        for (const auto& [said, meant] : {std::pair<std::string_view, std::string_view>{"the two results.", "the two estimates."},
                                          {"both counts give the same result.", "both estimates are the same."}})
            if (closing.ends_with(said)) closing.replace(closing.size() - said.size(), said.size(), meant);
    }
    return shown;
}

std::string by_ruleset_sentence(const analysis::GameOutcome& g, bool compare_with_re) {
    const analysis::ScoredGame& score = *g.score;
    const scoring::Count& r = score.by_ruleset;
    if (!score.own_count_is_a_third()) return {};
    const std::string recorded = g.info.result ? g.info.result->quoted() : "no RE";
    const bool compared = compare_with_re && g.count_judges_re();
    const std::string_view agreement = agreement_word(g, r, score.agrees_ruleset);
    std::string with_re;
    if (compared)
        with_re = agreement == "not judged" ? ", not set against " + recorded
                                            : fmt::format(", {} {}", agreement_with(score.agrees_ruleset), recorded);
    if (r.decided)
        return fmt::format("Under {} ({}) the game was decided at move {}: {}{}.", r.rules->name, ruleset_role(g),
                           *r.decided_at_move, r.result(), with_re);
    if (r.rules->first_capture_wins)   // and no capture: the rules count nothing
        return fmt::format("Under {} ({}): no result, no stone was captured (the first capture wins; "
                           "nothing is counted).",
                           r.rules->name, ruleset_role(g));
    if (g.ruleset_too_early())
        return fmt::format("Under {} ({}): too early to count ({}).", r.rules->name, ruleset_role(g), shown_result(g, r));
    const std::string_view tie = r.tie_to_black ? " (a tie, which these rules give to Black)" : "";
    const std::string_view estimate = g.ruleset_count_estimated() ? " (an estimate)" : "";
    return fmt::format("Under {} ({}): {}{}{}{}.", r.rules->name, ruleset_role(g), r.result(), tie, estimate, with_re);
}

std::string recorded_point(std::string_view value, BoardSize size) {
    const sgf::Decoded<sgf::Move> move = sgf::decode_move(value, size);
    if (move.value && move.value->pass) return "pass";
    if (move.value && on_board(move.value->point, size)) return player_coordinate(move.value->point, size);
    if (move.value) return fmt::format("{}, off the {}x{} board", value, size.width, size.height);
    return fmt::format("[{}], not a point kifu can read", value);   // as last_move_words says it
}

std::string captures_sentence(const std::array<int, 2>& prisoners, const std::array<int, 2>& by_suicide) {
    // A suicide's stones are the other side's prisoners (as the counts take them), but no
    // capture of theirs: "Black took 1" after White's suicide was not so.
    std::string said = fmt::format("Captures so far: Black took {}, White took {}", prisoners[0] - by_suicide[0],
                                   prisoners[1] - by_suicide[1]);
    for (const auto& [side, gave, to] : {std::tuple{"White", by_suicide[0], "Black"}, std::tuple{"Black", by_suicide[1], "White"}})
        if (gave > 0) said += fmt::format("; {}'s suicide gave {} {} prisoner{}", side, to, gave, gave == 1 ? "" : "s");
    return said + ".";
}

std::string repeats_clause(const rules::Repetition& repetition, std::string_view meaning) {
    return fmt::format("repeats the position after move {} (cycle of {}): {}", repetition.repeats,
                       repetition.move - repetition.repeats, meaning);
}

}  // namespace kifu::report
