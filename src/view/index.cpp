#include "view/index.hpp"

#include <algorithm>
#include <set>

#include <fmt/format.h>

#include "analysis/analyse_game.hpp"
#include "report/html_text.hpp"
#include "sgf/values.hpp"
#include "view/assets.hpp"
#include "view/count.hpp"
#include "view/csp.hpp"
#include "view/template.hpp"

namespace kifu::view {
namespace {

using report::html_escape;

struct Column {
    const char* heading;
    const char* type;   // how index.js sorts it: "number", "date" or "text"
};

constexpr Column columns[] = {{"#", "number"},         {"Game", "text"},    {"Black", "text"},   {"White", "text"},
                              {"Date", "date"},        {"RE", "number"},    {"Count", "number"}, {"Rules", "text"},
                              {"Verdict", "text"},     {"RE stands", "text"}, {"Estimate", "number"},
                              {"Warnings", "number"}};

std::string player(const sgf::PlayerInfo& p) {
    if (p.name.empty()) return "";
    return p.rank.empty() ? p.name : p.name + " (" + p.rank + ")";
}

// A cell, labelled by its column for the phone layout (index.css), whose text is its sort
// key unless `sort` says otherwise. `inner` is HTML.
std::string cell_html(const char* label, std::string_view inner, std::string_view cls = {}, std::string_view sort = {},
                      std::string_view title = {}) {
    std::string out = fmt::format("<td data-label=\"{}\"", label);
    if (!cls.empty()) out += fmt::format(" class=\"{}\"", cls);
    if (!sort.empty()) out += fmt::format(" data-sort=\"{}\"", html_escape(sort));
    if (!title.empty()) out += fmt::format(" title=\"{}\"", html_escape(title));
    return out + ">" + std::string(inner) + "</td>";
}

std::string cell(const char* label, std::string_view text, std::string_view cls = {}, std::string_view sort = {}) {
    return cell_html(label, html_escape(text), cls, sort);
}

// Sorts by the margin, Black's positive ("B+3.5" -> 3.5, "W+3.5" -> -3.5); a win by
// resignation, time or forfeit beyond every margin.
std::string margin_key(double margin) { return fmt::format("{:.1f}", margin); }

std::string re_key(const sgf::GameResult& r) {
    if (const auto margin = r.black_margin()) return margin_key(*margin);
    if (r.winner == sgf::Winner::draw) return "0";
    if (r.winner == sgf::Winner::black) return "100000";
    if (r.winner == sgf::Winner::white) return "-100000";
    return "";
}

// How a game that was not counted ended, when RE says so: "resigned", "on time", "forfeit".
std::string_view ended_without_count(const sgf::GameInfo& info) {
    if (!info.result) return {};
    switch (info.result->kind) {
        case sgf::WinKind::resign: return "resigned";
        case sgf::WinKind::time: return "on time";
        case sgf::WinKind::forfeit: return "forfeit";
        default: return {};
    }
}

std::string stands_word(const std::optional<bool>& stands) {
    if (!stands) return "\u2013";
    return *stands ? "yes" : "no";
}

// The count and warnings cells' lists: a number to sort by, the messages behind it.
std::string messages_cell(const char* label, const std::vector<std::string>& messages, std::string_view cls) {
    if (messages.empty()) return cell(label, "", cls, "0");
    std::string list;
    for (const std::string& m : messages) list += "<li>" + html_escape(m) + "</li>";
    return cell_html(label, fmt::format("<details><summary>{}</summary><ul>{}</ul></details>", messages.size(), list),
                     cls, std::to_string(messages.size()));
}

// "1\u20133, 5": the rounds by their numbers (FF[4] RO: "5 (final)" is round 5), else as written.
std::string rounds_words(const std::set<std::string>& rounds) {
    std::vector<int> numbers;
    for (const std::string& r : rounds) {
        const std::size_t digits = std::min(r.find_first_not_of("0123456789"), r.size());
        if (digits == 0 || digits > 6) {
            std::string words;
            for (const std::string& each : rounds) words += (words.empty() ? "" : ", ") + each;
            return words;
        }
        numbers.push_back(std::stoi(r.substr(0, digits)));
    }
    std::sort(numbers.begin(), numbers.end());
    numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());
    std::string words;
    for (std::size_t i = 0; i < numbers.size();) {
        std::size_t j = i;
        while (j + 1 < numbers.size() && numbers[j + 1] == numbers[j] + 1) ++j;
        if (!words.empty()) words += ", ";
        words += j == i ? std::to_string(numbers[i]) : fmt::format("{}\u2013{}", numbers[i], numbers[j]);
        i = j + 1;
    }
    return words;
}

}  // namespace

std::string date_sort_key(std::string_view date) {
    const std::string_view first = date.substr(0, date.find(','));
    const auto digits = [](std::string_view s) {
        return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
    };
    // YYYY, YYYY-MM or YYYY-MM-DD (FF[4]), each part of its width.
    const bool iso = (first.size() == 4 || first.size() == 7 || first.size() == 10) && digits(first.substr(0, 4)) &&
                     (first.size() < 7 || (first[4] == '-' && digits(first.substr(5, 2)))) &&
                     (first.size() < 10 || (first[7] == '-' && digits(first.substr(8, 2))));
    if (iso) return std::string(first);
    if (date.empty()) return {};
    std::string key(1, '~');
    key.append(date);
    return key;
}

IndexRow index_row(const analysis::GameOutcome& g, std::string page, std::size_t number) {
    const std::string_view ended = ended_without_count(g.info);
    // A game that ended without a count is no estimate of anything: its position was never counted.
    const bool estimate = ended.empty() && g.estimate();
    IndexRow row{std::move(page), {}, analysis::has_game_problem(g), estimate, false, g.info.event, g.info.round};
    const std::string verdict(rules::verdict_name(g.verdict.kind));
    std::string re = g.info.result ? g.info.result->shown() : g.info.result_text;
    if (!ended.empty()) re += " (" + std::string(ended) + ")";
    // A game that ended without a count shows none: the position was never counted by the players.
    std::string count_cell;
    const EarlyCount early = early_count(g);
    if (!ended.empty()) count_cell = cell("Count", "not counted", "count none", "");
    // Too early: no result, as the game's page says; the estimate beside it, marked.
    else if (early == EarlyCount::before_any_move) count_cell = cell("Count", "too early", "count none", "");
    else if (early == EarlyCount::more_unsettled)
        count_cell = cell("Count", "too early (estimate " + g.score->by_ruleset.result() + ")", "count early",
                          margin_key(g.score->by_ruleset.margin()));
    else if (g.score)
        count_cell = cell("Count", g.score->by_ruleset.result() + (g.estimate() ? " ~" : ""), "count",
                          margin_key(g.score->by_ruleset.margin()));
    else count_cell = cell("Count", "", "count");
    std::vector<std::string> warnings;
    for (const Diagnostic& d : g.diagnostics) warnings.push_back(d.message);
    row.html =
        cell("#", std::to_string(number), "n") +
        cell_html("Game",
                  fmt::format("<a href=\"{}\">{}</a>{}", html_escape(row.page), html_escape(g.file),
                              g.game > 0 ? fmt::format(" <span class=\"game-number\">game {}</span>", g.game + 1) : ""),
                  "game", fmt::format("{} {:06}", g.file, g.game)) +
        cell("Black", player(g.info.black), "black") + cell("White", player(g.info.white), "white") +
        cell("Date", g.info.date, "date", date_sort_key(g.info.date)) +
        cell("RE", re, "re", g.info.result ? re_key(*g.info.result) : "") + count_cell +
        cell("Rules", g.choice.rules->name, "rules") + cell("Verdict", verdict, "verdict " + verdict) +
        cell_html("RE stands", stands_word(g.result.stands), g.result.stands == false ? "stands no" : "stands", {},
                  g.result.text) +
        cell("Estimate", estimate ? fmt::format("{} unsettled", g.unsettled_points()) : "", "estimate-flag",
             estimate ? std::to_string(g.unsettled_points()) : "0") +
        messages_cell("Warnings", warnings, "warnings");
    return row;
}

IndexRow unreadable_row(const std::string& file, const Diagnostics& diagnostics, std::size_t number) {
    IndexRow row{{}, {}, true, false, true, {}, {}};
    std::vector<std::string> messages;
    std::string error = "unreadable";   // the first error: why there is no game
    for (const Diagnostic& d : diagnostics) {
        const std::string where = d.where.line == 0 ? "" : fmt::format("line {}, column {}: ", d.where.line, d.where.column);
        messages.push_back(where + d.message);
        if (d.severity == Severity::error && error == "unreadable") error = where + d.message;
    }
    row.html = cell("#", std::to_string(number), "n") +
               cell_html("Game",
                         html_escape(file) + " <span class=\"unreadable-note\">no game: " + html_escape(error) + "</span>",
                         "game", file) +
               cell("Black", "", "black") + cell("White", "", "white") + cell("Date", "", "date") + cell("RE", "", "re") +
               cell("Count", "", "count") + cell("Rules", "", "rules") + cell("Verdict", "unreadable", "verdict unreadable") +
               cell("RE stands", "\u2013", "stands") + cell("Estimate", "", "estimate-flag", "0") +
               messages_cell("Warnings", messages, "warnings");
    return row;
}

std::string index_title(std::span<const IndexRow> rows) {
    std::set<std::string> events, rounds;
    for (const IndexRow& r : rows) {
        if (r.unreadable) continue;
        if (!r.event.empty()) events.insert(r.event);
        if (!r.round.empty()) rounds.insert(r.round);
    }
    if (events.size() != 1) return "Games";
    std::string title = *events.begin();
    if (!rounds.empty()) title += fmt::format(" \u00b7 round{} {}", rounds.size() == 1 ? "" : "s", rounds_words(rounds));
    return title;
}

void write_index_page(std::ostream& out, std::span<const IndexRow> rows, const IndexEvent* event) {
    std::size_t games = 0, unreadable = 0, problems = 0, estimates = 0;
    for (const IndexRow& r : rows) {
        (r.unreadable ? unreadable : games) += 1;
        problems += r.problem && !r.unreadable ? 1 : 0;
        estimates += r.estimate ? 1 : 0;
    }
    const std::string policy = fmt::format("default-src 'none'; script-src {}; style-src {}; base-uri 'none'; form-action 'none'",
                                           csp_hash(index_script()), csp_hash(index_style()));
    std::string headings, body;
    for (const Column& c : columns)
        headings += fmt::format("<th scope=\"col\" data-type=\"{}\"><button type=\"button\" class=\"sort\">{}</button></th>",
                                c.type, c.heading);
    if (event)
        headings += fmt::format("<th scope=\"col\" data-type=\"text\"><button type=\"button\" class=\"sort\">{}</button></th>",
                                html_escape(event->column));
    for (const IndexRow& r : rows)
        body += fmt::format("<tr class=\"{}{}{}\">{}</tr>\n", r.problem ? "problem" : "fine", r.estimate ? " estimate" : "",
                            r.unreadable ? " unreadable" : "", r.html);
    // With an event, a record with an event problem is one with a problem too (cmd_view).
    std::string summary = fmt::format("{} game{}, {} with a problem (a verdict that is not ok, {}an RE that does not "
                                      "stand{}), {} counted as an estimate.",
                                      games, games == 1 ? "" : "s", problems, event ? "" : "or ",
                                      event ? ", or an event problem" : "", estimates);
    if (unreadable > 0)
        summary += fmt::format(" {} input{} gave no game (marked unreadable).", unreadable, unreadable == 1 ? "" : "s");
    const std::string title = event ? event->name : index_title(rows);
    out << fill_template(index_html(), {{"policy", policy},
                                        {"version", KIFU_VERSION},
                                        {"title", html_escape(title)},
                                        {"style", index_style()},
                                        {"summary", html_escape(summary)},
                                        {"sections", event ? event->sections + "<h2>Games</h2>\n" : std::string()},
                                        {"headings", headings},
                                        {"rows", body},
                                        {"script", index_script()}});
}

}  // namespace kifu::view
