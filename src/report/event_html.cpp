#include "report/event_html.hpp"

#include <fmt/format.h>

#include "event/standings.hpp"
#include "report/html_text.hpp"
#include "sgf/values.hpp"

namespace kifu::report::view {
namespace {

std::string page_link(const PageOf& pages, const event::RecordKey& key, const std::string& text, const std::string& title) {
    const auto page = pages.find(key);
    if (page == pages.end()) return html_escape(text);
    return fmt::format("<a href=\"{}\" title=\"{}\">{}</a>", html_escape(page->second), html_escape(title), html_escape(text));
}

std::string official_words(const std::optional<event::Outcome>& o, const std::string& black, const std::string& white) {
    if (!o) return "";
    switch (*o) {
        case event::Outcome::black_won: return black + " won";
        case event::Outcome::white_won: return white + " won";
        case event::Outcome::draw: return "a draw";
        case event::Outcome::unknown: return "not known";
    }
    return "";
}

// What the mark beside a disagreeing result says.
std::string disagreement(const event::PlacedGame& g, const std::string& black, const std::string& white) {
    return fmt::format("RE[{}] but the official result is: {}", g.result_text, official_words(g.official, black, white));
}

// The mark beside a result kifu found does not stand, or "" where it stands or was not
// judged. Its title is the reason, which names RE ("RE[B+25.5] does not stand: ...").
std::string not_standing_mark(const ReDoesNotStand& not_standing, const event::PlacedGame& g) {
    const auto found = not_standing.find(g.key);
    if (found == not_standing.end()) return "";
    return fmt::format(" <abbr class=\"stands-mark\" title=\"{}\">\u2717 RE</abbr>", html_escape(found->second));
}

// A player's rank as the page shows it. A player (no players list) whose records give no
// rank kifu can read is ranked 30k inside the review, a stand-in that `kifu results` warns
// of: the page shows "?" and says why, never 30k as if the player were one.
std::string rank_html(const event::EventReview& review, std::size_t player) {
    const auto unknown = review.unranked().find(player);
    if (unknown == review.unranked().end()) return html_escape(event::format_rank(review.players()[player].rank));
    const std::string why = unknown->second.empty() ? "no record gives a rank"
                                                    : fmt::format("'{}' is no rank kifu can read", unknown->second);
    return fmt::format("<abbr class=\"rank-unknown\" title=\"{}\">?</abbr>", html_escape(why));
}

std::string crosstable(const event::EventReview& review, const PageOf& pages, const ReDoesNotStand& not_standing) {
    const auto table = event::standings(review);
    const auto& players = review.players();
    std::vector<int> place(players.size());
    for (const event::Standing& s : table) place[s.player] = s.place;
    std::string html = "<section id=\"crosstable\"><h2>Crosstable</h2>\n<table class=\"crosstable\">\n<thead><tr>"
                       "<th scope=\"col\">#</th><th scope=\"col\">Player</th><th scope=\"col\">Rank</th>";
    for (int r = 1; r <= review.rounds(); ++r) html += fmt::format("<th scope=\"col\">R{}</th>", r);
    html += "<th scope=\"col\">Points</th><th scope=\"col\">SOS</th><th scope=\"col\">SOSOS</th></tr></thead>\n<tbody>\n";
    for (const event::Standing& s : table) {
        const event::Player& p = players[s.player];
        html += fmt::format("<tr data-player=\"{}\"><td class=\"n\">{}</td><th scope=\"row\">{}</th><td>{}</td>",
                            html_escape(p.name), s.place, html_escape(p.name), rank_html(review, s.player));
        for (std::size_t r = 0; r < s.rounds.size(); ++r) {
            const auto& entry = s.rounds[r];
            if (!entry) {
                html += fmt::format("<td class=\"round-result none\" data-round=\"{}\">\u2013</td>", r + 1);
                continue;
            }
            const event::PlacedGame& g = review.placed()[entry->game];
            const char* outcome = entry->outcome == event::Outcome::black_won ? "won"
                                  : entry->outcome == event::Outcome::draw    ? "draw"
                                                                              : "lost";
            const std::string text = event::crosstable_cell(place[entry->opponent], *entry, g);
            const std::string& black = players[g.black].name;
            const std::string& white = players[g.white].name;
            const std::string title = fmt::format("Round {}: {} (B) vs {} (W), {}", g.round, black, white, g.result_text);
            const std::string stands_mark = not_standing_mark(not_standing, g);
            html += fmt::format("<td class=\"round-result {}{}{}\" data-round=\"{}\">{}", outcome,
                                g.disagrees ? " disagrees" : "", stands_mark.empty() ? "" : " does-not-stand", r + 1,
                                page_link(pages, g.key, text, title));
            if (g.disagrees)
                html += fmt::format(" <abbr class=\"disagree-mark\" title=\"{}\">\u2260 official</abbr>",
                                    html_escape(disagreement(g, black, white)));
            html += stands_mark + "</td>";
        }
        html += fmt::format("<td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td></tr>\n",
                            sgf::format_real(s.score), sgf::format_real(s.sos), sgf::format_real(s.sosos));
    }
    html += "</tbody>\n</table>\n<p class=\"legend\">3+/b2: won against the player placed 3rd, with Black, taking 2 handicap "
            "stones; !: by default (a forfeit), not a game played; \u2260 official: "
            "the record's result differs from the official results; \u2717 RE: kifu finds that the record's "
            "result does not stand (its title says why), and the cell counts it as recorded.</p></section>\n";
    return html;
}

std::string player_cell(const event::EventReview& review, std::size_t p) {
    return fmt::format("<td>{} ({})</td>", html_escape(review.players()[p].name), rank_html(review, p));
}

std::string rounds(const event::EventReview& review, const PageOf& pages, const ReDoesNotStand& not_standing) {
    std::string html;
    for (int round = 1; round <= review.rounds(); ++round) {
        html += fmt::format("<section class=\"round\" id=\"round-{0}\"><h2>Round {0}</h2>\n<table class=\"round-games\">\n"
                            "<thead><tr><th scope=\"col\">Black</th><th scope=\"col\">White</th><th scope=\"col\">RE</th>"
                            "<th scope=\"col\">Official</th><th scope=\"col\">Event problems</th></tr></thead>\n<tbody>\n",
                            round);
        std::size_t games = 0;
        for (const event::PlacedGame& g : review.placed()) {
            if (g.round != round) continue;
            ++games;
            const std::string& black = review.players()[g.black].name;
            const std::string& white = review.players()[g.white].name;
            const auto* problems = review.problems_of(g.key);
            const std::string stands_mark = not_standing_mark(not_standing, g);
            const std::string classes = std::string(g.disagrees ? " disagrees" : "") + (stands_mark.empty() ? "" : " does-not-stand");
            html += (classes.empty() ? std::string("<tr>") : fmt::format("<tr class=\"{}\">", classes.substr(1))) +
                    player_cell(review, g.black) + player_cell(review, g.white) +
                    fmt::format("<td class=\"re\">{}{}</td>", page_link(pages, g.key, g.result_text, g.key.file), stands_mark) +
                    fmt::format("<td class=\"official\">{}{}</td>", html_escape(official_words(g.official, black, white)),
                                g.disagrees ? " <span class=\"disagree-mark\">\u2260 RE</span>" : "") +
                    event_problems_cell(problems ? *problems : std::span<const event::EventProblem>{}) + "</tr>\n";
        }
        if (games == 0) html += "<tr><td colspan=\"5\">No record of this round.</td></tr>\n";
        html += "</tbody>\n</table></section>\n";
    }
    return html;
}

std::string unplaced(const event::EventReview& review, const PageOf& pages) {
    if (review.unplaced().empty() && review.event_wide().empty()) return "";
    std::string html = "<section id=\"unplaced\"><h2>Not in the crosstable</h2>\n<ul>\n";
    for (const event::UnplacedRecord& u : review.unplaced())
        html += "<li>" + page_link(pages, u.key, u.key.file, u.key.file) + ": " + html_escape(u.reason) + "</li>\n";
    for (const event::EventProblem& p : review.event_wide())
        html += fmt::format("<li class=\"event-problem\">{}: {}</li>\n", event::kind_name(p.kind), html_escape(p.sentence));
    return html + "</ul></section>\n";
}

}  // namespace

std::string event_sections(const event::EventReview& review, const PageOf& pages, const ReDoesNotStand& not_standing) {
    return crosstable(review, pages, not_standing) + rounds(review, pages, not_standing) + unplaced(review, pages);
}

std::string event_problems_cell(std::span<const event::EventProblem> problems) {
    if (problems.empty()) return "<td class=\"event-problems\" data-sort=\"0\"></td>";
    std::string items;
    for (const event::EventProblem& p : problems)
        items += fmt::format("<li><span class=\"kind\">{}</span> {}</li>", event::kind_name(p.kind), html_escape(p.sentence));
    return fmt::format("<td class=\"event-problems\" data-sort=\"{}\"><ul>{}</ul></td>", problems.size(), items);
}

}  // namespace kifu::report::view
