#include "view/count.hpp"

#include <fmt/format.h>

#include "base/coordinates.hpp"
#include "report/count_table.hpp"
#include "report/html_text.hpp"
#include "report/lessons.hpp"
#include "report/mismatch_note.hpp"
#include "report/outcome_words.hpp"

namespace kifu::view {
namespace {

using report::as_sentence;
using report::by_ruleset_sentence;
using report::count_rows;
using report::count_title;
using report::CountRow;
using report::find_lesson;
using report::html_escape;
using report::Lesson;
using report::mismatch_note;
using report::uncounted_result;
using report::verdict_sentence;

using scoring::Count;

struct Panel {
    BoardView view;
    std::string heading;
    const Count* count;
    std::optional<bool> agrees;
};

std::vector<Panel> panels_of(const analysis::ScoredGame& score) {
    std::vector<Panel> panels{{BoardView::japanese, "Japanese counting", &score.japanese, score.agrees_japanese},
                              {BoardView::chinese, "Chinese counting", &score.chinese, score.agrees_chinese}};
    const Count& r = score.by_ruleset;
    if (score.own_count_is_a_third())
        panels.push_back({BoardView::ruleset, std::string(r.rules->title), &r, score.agrees_ruleset});
    return panels;
}

// What the count adds up; capture go counts nothing (its table says at which move it was decided).
std::string counting_words(const Count& count) {
    if (count.rules->first_capture_wins) return "the first capture wins";
    return count.rules->scoring == rules::Scoring::area ? "stones + territory" : "territory + prisoners";
}

// Whether RE agrees with this count, or what the count is of when RE cannot be compared;
// beside dead stones marked by hand, kifu's own count instead.
std::string agreement_line(const analysis::GameOutcome& g, const Panel& p, const CountContext& context) {
    if (context.hand) {
        const std::string own = count_shown(*context.hand->own->score, p.view).result();
        return "kifu\u2019s own dead stones give <strong class=\"own-count\">" + html_escape(own) + "</strong>";
    }
    const std::optional<bool>& agrees = p.agrees;
    if (!g.count_judges_re()) return html_escape(count_title(g));
    if (!g.info.result) return "no result recorded (RE)";
    const std::string re = html_escape(g.info.result->quoted());
    if (!agrees) return "recorded " + re + ": " + std::string(report::agreement_word(g, *p.count, agrees));
    return fmt::format("recorded {}: <strong class=\"agreement {}\">{}</strong>", re, *agrees ? "agrees" : "differs",
                       *agrees ? "agrees" : "differs");
}

void write_panel(std::string& out, const analysis::GameOutcome& g, const Panel& p, BoardView shown,
                 const CountContext& context) {
    const std::string name(board_view_name(p.view));
    out += fmt::format("<section class=\"count-panel {}{}\" data-panel=\"{}\">\n", name,
                       p.view == shown ? " shown" : "", name);
    out += fmt::format(
        "<h3><button type=\"button\" class=\"show-count\" data-view=\"{}\" aria-pressed=\"{}\">{}</button></h3>\n", name,
        p.view == shown ? "true" : "false", html_escape(p.heading));
    out += fmt::format("<p class=\"counting\">{} \u00b7 {}</p>\n", counting_words(*p.count),
                       html_escape(p.count->rules->title));
    out += "<table class=\"count-table\">\n<thead><tr><th scope=\"col\"></th><th scope=\"col\">Black</th>"
           "<th scope=\"col\">White</th></tr></thead>\n<tbody>\n";
    if (p.count->decided) {
        out += fmt::format("<tr class=\"decided\"><th scope=\"row\" colspan=\"3\">decided at move {}</th></tr>\n",
                           *p.count->decided_at_move);
    } else if (p.count->counts_nothing) {
        out += "<tr class=\"counts-nothing\"><th scope=\"row\" colspan=\"3\">no stone was captured: these rules count "
               "nothing</th></tr>\n";
    } else {
        for (const CountRow& r : count_rows(*p.count, g.score->map))
            out += fmt::format("<tr class=\"{}\"><th scope=\"row\">{}</th><td>{}</td><td>{}</td></tr>\n", r.cls,
                               html_escape(r.label), html_escape(r.black), html_escape(r.white));
    }
    const std::string result = p.count->result();
    std::string shown_result = html_escape(result == "0" ? "0 (jigo)" : p.count->counts_nothing ? "no result" : result);
    // Too early: never shown as a result; the estimate beside it, marked, except before any move.
    // The count under rules that remove no stones is exact after the passes, too early or not;
    // capture go's, once a capture decided it, at any move.
    const EarlyCount early = !p.count->counts_nothing && !p.count->decided &&
                                     (p.count->rules->removes_dead_stones || g.ruleset_too_early())
                                 ? early_count(g)
                                 : EarlyCount::no;
    if (early != EarlyCount::no)
        shown_result = early == EarlyCount::before_any_move
                           ? "<span class=\"too-early\">too early to count: no move played yet</span>"
                           : "<span class=\"too-early\">too early to count</span> <span class=\"estimate-beside\">(estimate " +
                                 shown_result + ")</span>";
    out += fmt::format(
        "</tbody>\n<tfoot><tr class=\"{}\"><th scope=\"row\">{}</th><td colspan=\"2\" data-count=\"{}\" "
        "data-result=\"{}\">{}</td></tr></tfoot>\n</table>\n",
        early != EarlyCount::no ? "result too-early" : "result",
        early != EarlyCount::no ? std::string_view("estimate") : report::result_label(g, *p.count), name,
        html_escape(result), shown_result);
    out += "<p class=\"agreement-line\">" + agreement_line(g, p, context) + "</p>\n</section>\n";
}

void paragraph(std::string& out, std::string_view cls, std::string_view text) {
    if (text.empty()) return;
    out += fmt::format("<p class=\"{}\">{}</p>\n", cls, html_escape(text));
}

// "White D4 (3 stones) and Black Q16 (1 stone)": each chain by its first stone in reading order.
std::string chains_words(const analysis::GameOutcome& g, const std::vector<std::vector<Point>>& chains) {
    std::string words;
    for (std::size_t i = 0; i < chains.size(); ++i) {
        const auto stone = g.replay.board.at(chains[i].front());
        words += fmt::format("{}{} {} ({} stone{})", i == 0 ? "" : i + 1 == chains.size() ? " and " : ", ",
                             stone && *stone == Color::black ? "Black" : "White",
                             player_coordinate(chains[i].front(), g.info.size), chains[i].size(),
                             chains[i].size() == 1 ? "" : "s");
    }
    return words;
}

// What the hand marking changed against kifu's judgement, and what kifu's own count gives.
std::string hand_marking_words(const analysis::GameOutcome& g, const HandMarking& hand) {
    std::string changed;
    if (!hand.marked_dead.empty()) changed = "you marked " + chains_words(g, hand.marked_dead) + " dead";
    if (!hand.marked_alive.empty())
        changed += (changed.empty() ? "you marked " : ", and ") + chains_words(g, hand.marked_alive) + " alive";
    const analysis::ScoredGame& own = *hand.own->score;
    std::string own_counts = fmt::format("Japanese {}, Chinese {}", own.japanese.result(), own.chinese.result());
    if (own.own_count_is_a_third()) own_counts += fmt::format(", {} {}", own.by_ruleset.rules->title, own.by_ruleset.result());
    return fmt::format("With your dead stones: {}, where kifu judges otherwise. kifu\u2019s own dead stones give {}{}. "
                       "A marking by hand is a what-if: the recorded result is judged on kifu\u2019s own dead stones "
                       "only (Reset returns to them).",
                       changed, own_counts, hand.own->estimate() ? " (an estimate)" : "");
}

}  // namespace

EarlyCount early_count(const analysis::GameOutcome& g) {
    // The core's rule, as the CLI says it. Before the first move it is said as such (an empty
    // board, a handicap's setup); a position set up with both colours that the rule counts
    // (a problem, a game given from its middle) is counted, as `kifu score --move 0` counts it:
    // every move 0 was "too early to count: no move has been played".
    if (!g.score || !g.too_early()) return EarlyCount::no;
    return g.at_move && g.replay.moves == 0 ? EarlyCount::before_any_move : EarlyCount::more_unsettled;
}

std::string count_panels(const analysis::GameOutcome& g, BoardView shown, const CountContext& context) {
    std::string title = count_title(g);
    if (context.variation) title += " of this variation";
    if (context.hand) title += ", with your dead stones";
    if (early_count(g) != EarlyCount::no) title = "Too early to count: " + title;
    std::string out = fmt::format("<h2 class=\"count-title{}\">{}{}</h2>\n<div class=\"panels\">\n",
                                  context.hand ? " by-hand" : "", html_escape(title), g.estimate() ? " (an estimate)" : "");
    for (const Panel& p : panels_of(*g.score)) write_panel(out, g, p, shown, context);
    return out + "</div>\n";
}

std::string count_notes(const analysis::GameOutcome& g, const CountContext& context) {
    const analysis::ScoredGame& score = *g.score;
    // Dead stones marked by hand are a what-if: nothing here judges RE on them.
    const bool judge_re = !context.hand;
    std::string out;
    if (context.hand) paragraph(out, "hand-marking", hand_marking_words(g, *context.hand));
    if (g.verdict.kind != rules::VerdictKind::ok) {
        std::string verdict = as_sentence(verdict_sentence(g));
        if (judge_re) verdict += ' ' + as_sentence(g.result.text);
        paragraph(out, "verdict", verdict);
    }
    if (const EarlyCount early = early_count(g); early == EarlyCount::before_any_move)
        paragraph(out, "too-early", "Too early to count: no move has been played, so no side leads yet; the tables "
                                    "only show what the counts add up.");
    else if (early == EarlyCount::more_unsettled)
        paragraph(out, "too-early",
                  fmt::format("Too early to count: {} of {} points are not settled, more than are settled, so the "
                              "count is an estimate and no result.",
                              g.unsettled_points(), g.replay.board.size().width * g.replay.board.size().height));
    if (g.estimate())
        paragraph(out, "estimate",
                  fmt::format("Estimate: kifu could not settle {} point{} ({}); the counts are an estimate.",
                              g.unsettled_points(), g.unsettled_points() == 1 ? "" : "s",
                              unsettled_ringed(g) ? "ringed on the board" : "most of the board, so not ringed"));
    paragraph(out, "by-ruleset", by_ruleset_sentence(g, judge_re));
    if (score.mismatch && judge_re)
        paragraph(out, "recorded-mismatch",
                  "Why RE differs: " +
                      mismatch_note(*score.mismatch, *g.info.result, score.by_ruleset, g.replay.board, score.map) + ".");
    if (!g.count_judges_re()) paragraph(out, "uncounted-result", as_sentence(uncounted_result(g)));
    if (!score.status_note.empty()) paragraph(out, "status-note", "Note: " + score.status_note + ".");
    if (judge_re && g.verdict.kind == rules::VerdictKind::ok && g.result.stands.has_value())
        out += fmt::format("<p class=\"result-stands {}\">{}</p>\n", *g.result.stands ? "stands" : "does-not-stand",
                           html_escape(as_sentence(g.result.text)));
    const report::ExplanationShown shown = report::explanation_shown(g);
    out += "<h3 class=\"explanation-heading\">" + html_escape(shown.heading) + "</h3>\n";
    std::string explanation;
    for (const std::string& sentence : shown.lines) explanation += (explanation.empty() ? "" : " ") + sentence;
    paragraph(out, "explanation", explanation);
    out += "<p class=\"lesson-links\">Lessons:";
    bool first = true;
    for (const auto& [topic, why] : lessons_for(g)) {
        const Lesson* lesson = find_lesson(topic);
        out += fmt::format("{} <a class=\"lesson-link\" href=\"#lesson-{}\" data-lesson=\"{}\" title=\"{}\">{}</a>",
                           first ? "" : " \u00b7", topic, topic, html_escape(lesson->title), html_escape(why));
        first = false;
    }
    return out + "</p>\n";
}

std::vector<std::pair<std::string, std::string>> lessons_for(const analysis::GameOutcome& g) {
    std::vector<std::pair<std::string, std::string>> topics{{"counting", "territory and area counting"}};
    const auto add = [&](const char* topic, const char* why) {
        for (const auto& t : topics)
            if (t.first == topic) return;
        topics.emplace_back(topic, why);
    };
    if (g.score) {
        const analysis::ScoredGame& s = *g.score;
        const scoring::TerritoryMap& m = s.map;
        if (m.seki_eyes(Color::black) + m.seki_eyes(Color::white) > 0) add("seki", "seki eyes");
        else if (!m.points_marked(scoring::Mark::black_seki_stone).empty() ||
                 !m.points_marked(scoring::Mark::white_seki_stone).empty())
            add("seki", "seki");
        if (s.explanation.passes_named) add("passes", "passes decide the difference");
        for (const scoring::Count* c : {&s.japanese, &s.chinese, &s.by_ruleset}) {
            if (c->black.pass_stones + c->white.pass_stones > 0) add("passes", "pass stones");
            if (c->white.compensation > 0) add("handicap", "handicap compensation");
        }
    }
    const auto broken = [&](rules::ViolationKind kind) {
        return g.replay.violations_by_kind[static_cast<std::size_t>(kind)] > 0;
    };
    if (broken(rules::ViolationKind::ko)) add("ko", "the ko rule");
    if (broken(rules::ViolationKind::superko)) add("superko", "superko");
    if (broken(rules::ViolationKind::suicide)) add("suicide", "suicide");
    if (!g.replay.repetitions.empty()) add("superko", "a repeated position");
    if (g.choice.rules->first_capture_wins) add("capture-go", "capture go");
    return topics;
}

}  // namespace kifu::view
