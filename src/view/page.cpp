#include "view/page.hpp"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include <fmt/format.h>

#include "report/html_text.hpp"
#include "report/json_text.hpp"
#include "rules/ruleset.hpp"
#include "view/assets.hpp"
#include "view/csp.hpp"
#include "view/panels.hpp"
#include "view/template.hpp"

namespace kifu::view {
namespace {

using report::html_escape;

// JSON inside <script type="application/json">: every '<' (only ever inside a string)
// written as \u003c, so no "</script>" or "<!--" can end or change the element.
std::string script_safe_json(const nlohmann::ordered_json& value) {
    const std::string text = report::json_text(value);
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
    // The first line says what the file is: kifu view writes over a kifu-view.js only when
    // it wrote it (cli/page_files.hpp).
    return "/* kifu-view.js: the engine and script of the pages kifu view wrote beside it */\n" + std::string(engine) +
           "\n" + std::string(page_script());
}

void write_game_page(std::ostream& out, const ViewRecord& record, const ViewAnswer& first, const PageScripts& scripts) {
    const analysis::GameOutcome& g = *first.outcome;
    if (scripts.shared_script.empty())  // written inline: the shared file is no <script> element
        for (std::string_view script : {scripts.engine, page_script()})
            if (!fits_in_script_element(script)) throw std::logic_error("kifu view: a script would end its <script> element");

    const bool replayable = record.text.size() <= page_record_limit;
    const bool engine = !scripts.engine.empty() && replayable;
    const nlohmann::ordered_json data = {{"record", replayable ? record_json(record) : nlohmann::ordered_json()},
                                         {"request", request_json(first.request)},
                                         {"moves", first.moves},
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

    const std::string index_link =
        scripts.index_link.empty()
            ? std::string()
            : "<p class=\"index-link\"><a href=\"" + html_escape(scripts.index_link) + "\">\u2190 all games</a></p>\n";
    const std::string sub = subtitle(g.info);
    const std::string engine_note =
        engine        ? std::string("Loading kifu\u2019s engine\u2026")
        : !replayable ? fmt::format("This record is {:.1f} MB, more than the {} MB a page replays: the page shows "
                                    "the count kifu made and cannot recount.",
                                    double(record.text.size()) / 1e6, page_record_limit >> 20)
                      : std::string("This page was written by a kifu built without its WebAssembly engine: it "
                                    "shows the count kifu made and cannot recount.");
    const std::string command =
        html_escape("kifu score " + first.score_arguments + (first.score_arguments.empty() ? "" : " ") + record.file);
    std::string page_scripts;
    if (!scripts.shared_script.empty()) {
        page_scripts = "<script>" + shared_script_loader(scripts) + "</script>\n";
    } else {
        if (!scripts.engine.empty()) page_scripts += "<script>" + std::string(scripts.engine) + "</script>\n";
        page_scripts += "<script>" + std::string(page_script()) + "</script>\n";
    }
    out << fill_template(
        page_html(),
        {{"policy", policy},
         {"version", KIFU_VERSION},
         {"title", html_escape(players_title(g.info))},
         {"style", page_style()},
         {"engine_state", engine ? "loading" : "none"},
         {"index_link", index_link},
         {"players", player_html(g.info.black, "Black", "black") + " <span class=\"vs\">vs</span> " +
                         player_html(g.info.white, "White", "white")},
         {"subtitle", sub.empty() ? std::string() : "<p class=\"subtitle\">" + html_escape(sub) + "</p>\n"},
         {"engine_note", engine_note},
         {"view_buttons", view_buttons(g, board_view_name(first.request.board))},
         {"board", first.html.board},
         {"moves", std::to_string(first.moves)},
         {"move", std::to_string(first.move)},
         {"move_panel", first.html.move},
         {"ruleset_options", ruleset_options(first.request.rules, g)},
         {"count", first.html.count},
         {"notes", first.html.notes},
         {"command", command},
         {"problems", first.html.problems},
         {"info", info_panel(g)},
         {"lessons", lessons_panel()},
         {"data", script_safe_json(data)},
         {"scripts", page_scripts}});
}

}  // namespace kifu::view
