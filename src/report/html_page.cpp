#include "report/html_page.hpp"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include <fmt/format.h>

#include "report/csp.hpp"
#include "report/html_text.hpp"
#include "report/json_text.hpp"
#include "report/view_assets.hpp"
#include "report/view_panels.hpp"
#include "rules/ruleset.hpp"

namespace kifu::report::view {
namespace {

// JSON inside <script type="application/json">: every '<' (only ever inside a string)
// written as \u003c, so no "</script>" or "<!--" can end or change the element.
std::string script_safe_json(const nlohmann::ordered_json& value) {
    const std::string text = json_text(value);
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        if (c == '<') out += "\\u003c";
        else out += c;
    }
    return out;
}

std::string players_title(const sgf::GameInfo& info) {
    const auto name = [](const sgf::PlayerInfo& p, const char* colour) { return p.name.empty() ? std::string(colour) : p.name; };
    return name(info.black, "Black") + " vs " + name(info.white, "White");
}

std::string player_html(const sgf::PlayerInfo& p, const char* colour, const char* cls) {
    std::string out = fmt::format("<span class=\"player {}\"><span class=\"stone-icon {}\" aria-hidden=\"true\"></span>", cls, cls);
    out += p.name.empty() ? colour : html_escape(p.name);
    if (!p.rank.empty()) out += " <span class=\"rank\">" + html_escape(p.rank) + "</span>";
    return out + "</span>";
}

std::string subtitle(const sgf::GameInfo& info) {
    std::string line;
    for (const std::string* item : {&info.event, &info.round, &info.game_name, &info.date, &info.place}) {
        if (item->empty() || (item == &info.game_name && info.game_name == info.event)) continue;
        if (!line.empty()) line += " \u00b7 ";
        line += item == &info.round ? "round " + *item : *item;
    }
    return line;
}

std::string ruleset_options(const std::string& chosen, const analysis::GameOutcome& g) {
    std::string out = fmt::format("<option value=\"\"{}>as recorded ({})</option>\n", chosen.empty() ? " selected" : "",
                                  html_escape(g.info.rules.empty() ? "no RU" : "RU[" + g.info.rules + "]"));
    for (const rules::Ruleset& r : rules::all_rulesets())
        out += fmt::format("<option value=\"{}\"{}>{}</option>\n", r.name, chosen == r.name ? " selected" : "",
                           html_escape(r.title));
    return out;
}

std::string view_buttons(const analysis::GameOutcome& g, std::string_view shown) {
    const bool third = g.score && g.score->own_count_is_a_third();
    const std::string ruleset_label = g.score ? fmt::format("{} count", g.score->by_ruleset.rules->title) : "Game's rules";
    std::string out;
    const auto button = [&](std::string_view name, const std::string& label, bool hidden) {
        out += fmt::format("<button type=\"button\" data-view=\"{}\" aria-pressed=\"{}\"{}>{}</button>", name,
                           name == shown ? "true" : "false", hidden ? " hidden" : "", html_escape(label));
    };
    button("position", "Stones only", false);
    button("japanese", "Japanese count", false);
    button("chinese", "Chinese count", false);
    button("ruleset", ruleset_label, !third);
    return out;
}

std::string string_at(const nlohmann::ordered_json& html, const char* key) { return html.at(key).get<std::string>(); }

}  // namespace

bool fits_in_script_element(std::string_view text) {
    const auto contains = [text](std::string_view lower_case) {  // in any case, without a lower-case copy
        return std::search(text.begin(), text.end(), lower_case.begin(), lower_case.end(), [](char a, char b) {
                   return std::tolower(static_cast<unsigned char>(a)) == b;
               }) != text.end();
    };
    return !contains("</script") && !contains("<!--");
}

std::string shared_script_loader(const PageScripts& scripts) {
    // Served over HTTP the file is checked against its SHA-256 (Subresource Integrity);
    // browsers cannot check a file:// script (they require CORS for it), so there the
    // folder itself vouches for it.
    return fmt::format("(function () {{ var s = document.createElement('script'); s.src = '{}'; "
                       "if (location.protocol !== 'file:') s.integrity = '{}'; s.async = false; "
                       "document.body.appendChild(s); }})();",
                       scripts.shared_script, scripts.shared_script_integrity);
}

std::string shared_script_text(std::string_view engine) {
    return std::string(engine) + "\n" + std::string(page_script());
}

void write_game_page(std::ostream& out, const ViewSession& session, const nlohmann::ordered_json& first,
                     const PageScripts& scripts) {
    const analysis::GameOutcome& g = *session.outcome();
    const nlohmann::ordered_json& html = first.at("html");
    const nlohmann::ordered_json& request = first.at("request");
    const std::string shown = request.at("board").get<std::string>();
    const int move = first.at("move").get<int>(), moves = first.at("moves").get<int>();
    if (scripts.shared_script.empty())  // written inline: the shared file is no <script> element
        for (std::string_view script : {scripts.engine, page_script()})
            if (!fits_in_script_element(script)) throw std::logic_error("kifu view: a script would end its <script> element");

    const bool replayable = session.record().text.size() <= page_record_limit;
    const bool engine = !scripts.engine.empty() && replayable;
    const nlohmann::ordered_json data = {{"record", replayable ? record_json(session.record()) : nlohmann::ordered_json()},
                                         {"request", request},
                                         {"moves", moves},
                                         {"engine", engine}};
    std::string script_sources;
    if (scripts.shared_script.empty()) {
        if (!scripts.engine.empty()) script_sources += csp_hash(scripts.engine) + " ";
        script_sources += csp_hash(page_script());
    } else {
        // The folder's shared script is loaded by a small inline script named by its hash;
        // 'strict-dynamic' trusts what that script loads and nothing else ('self' would let
        // any script file beside the pages run, were markup ever to name one).
        script_sources = csp_hash(shared_script_loader(scripts)) + " 'strict-dynamic'";
    }
    // 'wasm-unsafe-eval' lets the page compile its own WebAssembly module; it fetches nothing.
    const std::string policy = fmt::format(
        "default-src 'none'; script-src {} 'wasm-unsafe-eval'; style-src {}; base-uri 'none'; form-action 'none'",
        script_sources, csp_hash(page_style()));

    out << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        << "<meta http-equiv=\"Content-Security-Policy\" content=\"" << policy << "\">\n"
        << "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        << "<meta name=\"generator\" content=\"kifu " KIFU_VERSION "\">\n"
        << "<title>" << html_escape(players_title(g.info)) << " \u2014 kifu view</title>\n"
        << "<style>" << page_style() << "</style>\n</head>\n"
        << "<body data-engine=\"" << (engine ? "loading" : "none") << "\">\n";

    out << "<header class=\"page-header\">\n";
    if (!scripts.index_link.empty())
        out << "<p class=\"index-link\"><a href=\"" << html_escape(scripts.index_link) << "\">\u2190 all games</a></p>\n";
    out << "<h1>" << player_html(g.info.black, "Black", "black") << " <span class=\"vs\">vs</span> "
        << player_html(g.info.white, "White", "white") << "</h1>\n";
    if (const std::string sub = subtitle(g.info); !sub.empty()) out << "<p class=\"subtitle\">" << html_escape(sub) << "</p>\n";
    out << "<p class=\"engine-note\" id=\"engine-note\" role=\"status\">"
        << (engine        ? std::string("Loading kifu\u2019s engine\u2026")
            : !replayable ? fmt::format("This record is {:.1f} MB, more than the {} MB a page replays: the page shows "
                                        "the count kifu made and cannot recount.",
                                        double(session.record().text.size()) / 1e6, page_record_limit >> 20)
                          : std::string("This page was written by a kifu built without its WebAssembly engine: it "
                                        "shows the count kifu made and cannot recount."))
        << "</p>\n</header>\n";

    out << "<main class=\"layout\">\n<section class=\"board-column\" aria-label=\"Board\">\n"
        << "<div class=\"view-toggle\" role=\"group\" aria-label=\"What the board shows\">" << view_buttons(g, shown)
        << "</div>\n"
        << "<div class=\"board-box\" id=\"board-box\">" << string_at(html, "board") << "</div>\n"
        << "<div class=\"controls\" role=\"group\" aria-label=\"Moves\">\n"
        << "<button type=\"button\" id=\"first\" title=\"First (Home)\" aria-label=\"First move\"><svg viewBox=\"0 0 16 16\" aria-hidden=\"true\"><path d=\"M2 2h2v12H2zM14 2v12L5 8z\"/></svg></button>"
        << "<button type=\"button\" id=\"prev\" title=\"Back (\u2190)\" aria-label=\"Previous move\"><svg viewBox=\"0 0 16 16\" aria-hidden=\"true\"><path d=\"M12 2v12L3 8z\"/></svg></button>"
        << fmt::format("<input type=\"range\" id=\"slider\" min=\"0\" max=\"{}\" value=\"{}\" aria-label=\"Move\">", moves, move)
        << "<button type=\"button\" id=\"next\" title=\"Forward (\u2192)\" aria-label=\"Next move\"><svg viewBox=\"0 0 16 16\" aria-hidden=\"true\"><path d=\"M4 2v12l9-6z\"/></svg></button>"
        << "<button type=\"button\" id=\"last\" title=\"Last (End)\" aria-label=\"Last move\"><svg viewBox=\"0 0 16 16\" aria-hidden=\"true\"><path d=\"M12 2h2v12h-2zM2 2v12l9-6z\"/></svg></button>\n"
        << "</div>\n"
        << "<div class=\"move-panel\" id=\"move\" aria-live=\"polite\">" << string_at(html, "move") << "</div>\n"
        << "</section>\n";

    out << "<section class=\"count-column\" aria-label=\"Count\">\n"
        << "<div class=\"count-controls\">\n<label>Rules <select id=\"rules\">"
        << ruleset_options(request.at("rules").get<std::string>(), g) << "</select></label>\n"
        << "<button type=\"button\" id=\"reset-dead\">Dead stones as at first</button>\n"
        << "<p class=\"hint\">Click a group on the board to mark it dead or alive: both counts follow.</p>\n"
        << "</div>\n"
        << "<div id=\"count\" class=\"count\">" << string_at(html, "count") << "</div>\n"
        << "<div id=\"notes\" class=\"notes\">" << string_at(html, "notes") << "</div>\n"
        << "<p class=\"command\">The same count on the command line: <code id=\"command\">kifu score "
        << html_escape(first.at("score_arguments").get<std::string>()) << (first.at("score_arguments").get<std::string>().empty() ? "" : " ")
        << html_escape(session.record().file) << "</code></p>\n"
        << "<section class=\"problems-panel\" aria-labelledby=\"problems-heading\"><h2 id=\"problems-heading\">Rules</h2>"
        << "<div id=\"problems\">" << string_at(html, "problems") << "</div></section>\n"
        << "<section class=\"info-panel\" aria-labelledby=\"info-heading\"><h2 id=\"info-heading\">Game</h2>"
        << info_panel(g) << "</section>\n"
        << "<section class=\"lessons\" id=\"lessons\" aria-labelledby=\"lessons-heading\"><h2 id=\"lessons-heading\">Lessons</h2>\n"
        << lessons_panel() << "</section>\n"
        << "</section>\n</main>\n";

    out << "<footer class=\"page-footer\">Made by kifu " KIFU_VERSION
           " \u00b7 works offline: everything it needs is in this file \u00b7 \u2190 \u2192 Home End step through "
           "the moves</footer>\n";
    out << "<script type=\"application/json\" id=\"kifu-data\">" << script_safe_json(data) << "</script>\n";
    if (!scripts.shared_script.empty()) {
        out << "<script>" << shared_script_loader(scripts) << "</script>\n";
    } else {
        if (!scripts.engine.empty()) out << "<script>" << scripts.engine << "</script>\n";
        out << "<script>" << page_script() << "</script>\n";
    }
    out << "</body>\n</html>\n";
}

}  // namespace kifu::report::view
