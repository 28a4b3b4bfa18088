#include "view/index.hpp"

#include <fmt/format.h>

#include "analysis/analyse_game.hpp"
#include "report/html_text.hpp"
#include "view/assets.hpp"
#include "view/csp.hpp"
#include "view/template.hpp"

namespace kifu::view {
namespace {

using report::html_escape;

std::string player(const sgf::PlayerInfo& p) {
    if (p.name.empty()) return "";
    return p.rank.empty() ? p.name : p.name + " (" + p.rank + ")";
}

// A cell whose text is its sort key, or with `data-sort` when they differ.
std::string cell(std::string_view text, std::string_view cls = {}, std::string_view sort = {}) {
    std::string out = "<td";
    if (!cls.empty()) out += fmt::format(" class=\"{}\"", cls);
    if (!sort.empty()) out += fmt::format(" data-sort=\"{}\"", html_escape(sort));
    return out + ">" + html_escape(text) + "</td>";
}

// Sorts by the margin, Black's positive ("B+3.5" -> 3.5, "W+3.5" -> -3.5).
std::string margin_key(double margin) { return fmt::format("{:.1f}", margin); }

std::string stands_word(const std::optional<bool>& stands) {
    if (!stands) return "\u2013";
    return *stands ? "yes" : "no";
}

}  // namespace

IndexRow index_row(const analysis::GameOutcome& g, std::string page, std::size_t number) {
    IndexRow row{std::move(page), {}, analysis::has_game_problem(g), g.estimate()};
    const std::string count = g.score ? g.score->by_ruleset.result() : "";
    const std::string verdict(rules::verdict_name(g.verdict.kind));
    row.html = cell(std::to_string(number), "n") +
               fmt::format("<td class=\"game\"><a href=\"{}\">{}</a>{}</td>", html_escape(row.page), html_escape(g.file),
                           g.game > 0 ? fmt::format(" <span class=\"game-number\">game {}</span>", g.game + 1) : "") +
               cell(player(g.info.black), "black") + cell(player(g.info.white), "white") + cell(g.info.date, "date") +
               cell(g.info.result_text, "re") +
               cell(count + (g.estimate() ? " ~" : ""), "count", g.score ? margin_key(g.score->by_ruleset.margin()) : "") +
               cell(g.choice.rules->name, "rules") + cell(verdict, "verdict " + verdict) +
               fmt::format("<td class=\"stands{}\" title=\"{}\">{}</td>", g.result.stands == false ? " no" : "",
                           html_escape(g.result.text), stands_word(g.result.stands)) +
               cell(g.estimate() ? fmt::format("{} unsettled", g.unsettled_points()) : "", "estimate-flag",
                    std::to_string(g.unsettled_points()));
    return row;
}

void write_index_page(std::ostream& out, std::span<const IndexRow> rows) {
    std::size_t problems = 0, estimates = 0;
    for (const IndexRow& r : rows) {
        problems += r.problem ? 1 : 0;
        estimates += r.estimate ? 1 : 0;
    }
    const std::string policy = fmt::format("default-src 'none'; script-src {}; style-src {}; base-uri 'none'; form-action 'none'",
                                           csp_hash(index_script()), csp_hash(index_style()));
    std::string headings, body;
    for (const char* heading : {"#", "Game", "Black", "White", "Date", "RE", "Count", "Rules", "Verdict", "RE stands", "Estimate"})
        headings += fmt::format("<th scope=\"col\"><button type=\"button\" class=\"sort\">{}</button></th>", heading);
    for (const IndexRow& r : rows)
        body += fmt::format("<tr class=\"{}{}\">{}</tr>\n", r.problem ? "problem" : "fine", r.estimate ? " estimate" : "", r.html);
    out << fill_template(index_html(),
                         {{"policy", policy},
                          {"version", KIFU_VERSION},
                          {"style", index_style()},
                          {"summary", fmt::format("{} game{}, {} with a problem (a verdict that is not ok, or an RE "
                                                  "that does not stand), {} counted as an estimate.",
                                                  rows.size(), rows.size() == 1 ? "" : "s", problems, estimates)},
                          {"headings", headings},
                          {"rows", body},
                          {"script", index_script()}});
}

}  // namespace kifu::view
