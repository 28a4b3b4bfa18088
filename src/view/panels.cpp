#include "view/panels.hpp"

#include <fmt/format.h>

#include "base/utf8.hpp"
#include "report/diagram.hpp"
#include "report/html_text.hpp"
#include "report/lessons.hpp"
#include "report/outcome_words.hpp"
#include "sgf/text.hpp"
#include "sgf/values.hpp"

namespace kifu::view {
namespace {

using report::all_lessons;
using report::as_sentence;
using report::captures_sentence;
using report::html_escape;
using report::last_move_words;
using report::Lesson;
using report::lesson_text;
using report::repeats_clause;
using report::ruleset_source;

bool has_move(const sgf::GameTree& tree, sgf::NodeId id) {
    for (const sgf::Property& p : tree.properties(id))
        if ((p.identifier == "B" || p.identifier == "W") && p.value_count > 0) return true;
    return false;
}

// A page shows a move's comments up to these bounds, and says what it left out: a record's
// 200 MB comment (kept out of the page's own copy of the record, which stops at 4 MB) made
// a 201 MB page, shown again at every step.
constexpr std::size_t comment_bytes_shown = 64 * 1024;
constexpr std::size_t comments_shown = 100;

struct Comments {
    std::vector<std::string> shown;
    std::size_t more = 0;   // comments past comments_shown
};

// The comments from the node of move `move` (the root for 0) up to the next move's node.
Comments comments_at(const sgf::GameTree& tree, int move) {
    Comments comments;
    int seen = 0;
    for (sgf::NodeId id : tree.main_line()) {
        if (has_move(tree, id) && ++seen > move) break;
        if (seen < move) continue;
        const auto c = tree.first_value(id, "C");
        if (!c) continue;
        if (comments.shown.size() >= comments_shown) {
            ++comments.more;
            continue;
        }
        const std::string_view raw = c->text.substr(0, utf8::whole_prefix(c->text, 4 * comment_bytes_shown));
        std::string text(sgf::trim_whitespace(sgf::decode_text(raw)));
        if (text.empty()) continue;
        if (raw.size() < c->text.size() || text.size() > comment_bytes_shown) {
            text.resize(utf8::whole_prefix(text, comment_bytes_shown));
            text += fmt::format(" \u2026 (cut here: the comment holds {} bytes in the record)", c->text.size());
        }
        comments.shown.push_back(std::move(text));
    }
    return comments;
}


void item(std::string& out, std::string_view label, std::string_view value) {
    if (value.empty()) return;
    out += fmt::format("<dt>{}</dt><dd>{}</dd>\n", label, html_escape(value));
}

std::string player(const sgf::PlayerInfo& p) {
    const std::string name = p.name.empty() ? "(no name)" : p.name;
    return p.rank.empty() ? name : name + " (" + p.rank + ")";
}

std::string capitalised(std::string_view text) {
    std::string s(text);
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
    return s;
}

}  // namespace

std::string move_panel(const analysis::GameOutcome& g, const sgf::GameTree& tree, int total_moves) {
    std::string out = fmt::format("<p class=\"move-line\"><strong>Move {} of {}</strong>: {}</p>\n", g.replay.moves,
                                  total_moves, html_escape(last_move_words(g.replay.last_move, g.info.size)));
    out += "<p class=\"captures-so-far\">" + html_escape(captures_sentence(g.replay.prisoners, g.replay.by_suicide)) + "</p>\n";
    const Comments comments = comments_at(tree, g.replay.moves);
    for (const std::string& comment : comments.shown)
        out += "<blockquote class=\"comment\">" + html_escape(comment) + "</blockquote>\n";
    if (comments.more > 0)
        out += fmt::format("<p class=\"comments-more\">and {} more comments at this move, not shown</p>\n", comments.more);
    return out;
}

std::string problems_panel(const analysis::GameOutcome& g) {
    const rules::ReplayResult& r = g.replay;
    // A variation was never played: its illegal move loses nothing, and the line says whose it is.
    std::string out = fmt::format("<p class=\"verdict-line {}\">{} {}: <strong>{}</strong> \u2014 {}</p>\n",
                                  rules::verdict_name(g.verdict.kind),
                                  g.in_variation ? "In this variation (not the game as played), under" : "Under",
                                  html_escape(g.choice.rules->title),
                                  rules::verdict_name(g.verdict.kind), html_escape(g.verdict.summary));
    if (r.violations.empty() && r.repetitions.empty()) return out;
    out += "<ol class=\"problems\">\n";
    for (std::size_t i = 0; i < r.violations.size(); ++i) {
        const rules::Violation& v = r.violations[i];
        out += fmt::format(
            "<li class=\"violation {}\"><a href=\"#\" class=\"to-move\" data-move=\"{}\">Move {}</a>, {} {}: "
            "<strong>{}</strong> \u2014 {}</li>\n",
            rules::kind_name(v.kind), v.move, v.move, color_name(v.color),
            html_escape(report::recorded_point(v.point, g.info.size)), rules::kind_name(v.kind),
            html_escape(g.verdict.consequences[i]));
    }
    for (std::size_t i = 0; i < r.repetitions.size(); ++i) {
        const rules::Repetition& rep = r.repetitions[i];
        out += fmt::format("<li class=\"repetition\"><a href=\"#\" class=\"to-move\" data-move=\"{}\">Move {}</a> {}</li>\n",
                           rep.move, rep.move, html_escape(repeats_clause(rep, g.verdict.repetition_meanings[i])));
    }
    if (const int more = r.violations_not_listed(); more > 0)
        out += fmt::format("<li class=\"more\">{} more illegal move{} (the first {} are listed)</li>\n", more,
                           more == 1 ? "" : "s", r.violations.size());
    if (const int more = r.repetitions_not_listed(); more > 0)
        out += fmt::format("<li class=\"more\">{} more repeated position{} (the first {} are listed)</li>\n", more,
                           more == 1 ? "" : "s", r.repetitions.size());
    out += "</ol>\n";
    if (!g.verdict.likely_recording_error.empty())
        out += "<p class=\"likely-recording-error\">" + html_escape(as_sentence(g.verdict.likely_recording_error)) + "</p>\n";
    return out;
}

std::string info_panel(const analysis::GameOutcome& g) {
    const sgf::GameInfo& info = g.info;
    std::string out = "<dl class=\"game-info\">\n";
    item(out, "Black", player(info.black));
    item(out, "White", player(info.white));
    item(out, "Event", info.event);
    item(out, "Round", info.round);
    item(out, "Game", info.game_name);
    item(out, "Date", info.date);
    item(out, "Place", info.place);
    item(out, "Board", fmt::format("{}\u00d7{}", info.size.width, info.size.height));
    item(out, "Komi", info.komi ? sgf::format_real(*info.komi) : "none recorded");
    if (info.handicap > 0) item(out, "Handicap", std::to_string(info.handicap));
    item(out, "Rules", fmt::format("{} ({})", g.choice.rules->title, ruleset_source(g)));
    item(out, "Result", info.result_text.empty() ? "none recorded" : "RE[" + info.result_text + "]");
    item(out, "Moves", fmt::format("{}{}", info.moves, info.variations > 0 ? fmt::format(" and {} variation{}, each listed at the move where it begins", info.variations, info.variations == 1 ? "" : "s") : ""));
    item(out, "File", fmt::format("{}, game {} ({})", g.file, g.game + 1, info.charset));
    out += "</dl>\n";
    if (!g.diagnostics.empty()) {
        out += "<ul class=\"diagnostics\">\n";
        for (const Diagnostic& d : g.diagnostics) {
            const std::string where = d.where.line == 0 ? "the file" : fmt::format("line {}, column {}", d.where.line, d.where.column);
            out += fmt::format("<li class=\"{}\">{} ({}): {}</li>\n", d.severity == Severity::error ? "error" : "warning",
                               capitalised(d.severity == Severity::error ? "error" : "warning"), where,
                               html_escape(d.message));
        }
        out += "</ul>\n";
    }
    return out;
}

std::string lessons_panel() {
    std::string out;
    for (const Lesson& l : all_lessons())
        out += fmt::format("<details class=\"lesson\" id=\"lesson-{}\"><summary>{}</summary>\n<p>{}</p>\n"
                           "<p class=\"sources\">Sources: {}</p>\n<p class=\"cli\">kifu explain {}</p></details>\n",
                           l.topic, html_escape(l.title), html_escape(lesson_text(l)), html_escape(l.sources), l.topic);
    return out;
}

}  // namespace kifu::view
