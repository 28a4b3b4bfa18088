#include "view/session.hpp"

#include <algorithm>
#include <stdexcept>

#include "report/check_report.hpp"
#include "report/html_text.hpp"
#include "view/count.hpp"
#include "view/panels.hpp"
#include "rules/ruleset.hpp"
#include "sgf/game_info.hpp"
#include "sgf/values.hpp"

namespace kifu::view {
namespace {

using Kind = analysis::DeadChoice::Kind;

std::string_view kind_name(Kind kind) {
    switch (kind) {
        case Kind::record: return "record";
        case Kind::judged: return "auto";
        case Kind::list: return "list";
    }
    return "record";
}

sgf::GameRecord read_or_throw(const ViewRecord& record) {
    auto game = read_view_record(record);
    if (!game) throw std::invalid_argument("the page's record holds no SGF game");
    return std::move(*game);
}

// summarize_game adds to the game's diagnostics; analyse() sets them afresh each time.
int count_moves(sgf::GameRecord& game) { return static_cast<int>(sgf::summarize_game(game).moves); }

}  // namespace

ViewRequest request_from_json(const nlohmann::json& json) {
    ViewRequest r;
    if (json.contains("rules") && !json["rules"].is_null()) {
        r.rules = json["rules"].get<std::string>();
        if (!r.rules.empty() && !rules::find_ruleset(r.rules)) throw std::invalid_argument("unknown ruleset '" + r.rules + "'");
    }
    if (json.contains("move") && !json["move"].is_null()) r.move = json["move"].get<int>();
    if (json.contains("dead") && !json["dead"].is_null()) {
        const nlohmann::json& dead = json["dead"];
        const std::string kind = dead.value("kind", "record");
        if (kind == "auto") r.dead.kind = Kind::judged;
        else if (kind == "list") r.dead = {Kind::list, dead.value("list", "none")};
        else if (kind != "record") throw std::invalid_argument("unknown dead-stone choice '" + kind + "'");
    }
    if (json.contains("komi") && !json["komi"].is_null()) r.komi = json["komi"].get<double>();
    if (json.contains("board") && !json["board"].is_null()) {
        const auto board = board_view_named(json["board"].get<std::string>());
        if (!board) throw std::invalid_argument("unknown board view");
        r.board = *board;
    }
    if (json.contains("count") && !json["count"].is_null()) r.count = json["count"].get<bool>();
    if (json.contains("toggle") && !json["toggle"].is_null()) r.toggle = json["toggle"].get<std::string>();
    return r;
}

nlohmann::ordered_json request_json(const ViewRequest& r) {
    nlohmann::ordered_json dead = {{"kind", kind_name(r.dead.kind)}};
    if (r.dead.kind == Kind::list) dead["list"] = r.dead.list;
    return {{"rules", r.rules},
            {"move", r.move ? nlohmann::ordered_json(*r.move) : nlohmann::ordered_json(nullptr)},
            {"dead", std::move(dead)},
            {"komi", r.komi ? nlohmann::ordered_json(*r.komi) : nlohmann::ordered_json(nullptr)},
            {"board", board_view_name(r.board)},
            {"count", r.count}};
}

std::string score_arguments(const ViewRequest& r, int total_moves) {
    std::string args;
    if (!r.rules.empty()) args += " --rules " + std::string(rules::find_ruleset(r.rules)->name);
    if (r.move && *r.move < total_moves) args += " --move " + std::to_string(*r.move);
    if (r.dead.kind == Kind::judged) args += " --dead auto";
    if (r.dead.kind == Kind::list) args += " --dead " + r.dead.list;
    if (r.komi) args += " --komi " + sgf::format_real(*r.komi);
    return args.empty() ? args : args.substr(1);
}

ViewSession::ViewSession(ViewRecord record)
    : record_(std::move(record)), game_(read_or_throw(record_)), total_moves_(count_moves(game_)) {}

analysis::GameOutcome ViewSession::analyse(const ViewRequest& request) {
    analysis::AnalysisOptions options;
    options.rules = request.rules;
    options.dead = request.dead;
    options.komi = request.komi;
    options.score = request.count;
    // The last move is the end: counted as `kifu score` counts a game, RE judged.
    if (request.move && *request.move != total_moves_) options.at_move = request.move;
    game_.diagnostics = record_.reading;   // analyse_game takes them
    return analysis::analyse_game(record_.file, game_, options);
}

// The request with the toggled chain's stones added to or taken from the dead stones
// that the request's choice gives at its move.
ViewRequest ViewSession::with_toggle(ViewRequest request) {
    const std::string point = *request.toggle;
    request.toggle.reset();
    request.count = true;
    const analysis::GameOutcome& now = outcome_for(request);
    if (!now.score) return request;
    std::string error;
    const auto parsed = scoring::parse_dead_list(point, now.info.size, error);
    if (!parsed || parsed->points.size() != 1) return request;
    const std::vector<Point> chain = now.replay.board.string_at(parsed->points.front());
    if (chain.empty()) return request;
    std::vector<Point> dead = now.score->dead.points;
    const bool was_dead = std::any_of(chain.begin(), chain.end(), [&](Point p) {
        return std::find(dead.begin(), dead.end(), p) != dead.end();
    });
    std::erase_if(dead, [&](Point p) { return std::find(chain.begin(), chain.end(), p) != chain.end(); });
    if (!was_dead) dead.insert(dead.end(), chain.begin(), chain.end());
    std::sort(dead.begin(), dead.end(), [](Point a, Point b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    std::string list;
    for (Point p : dead) {
        if (!list.empty()) list += ',';
        list += sgf_point(p);
    }
    request.dead = {Kind::list, list.empty() ? "none" : list};
    return request;
}

const analysis::GameOutcome& ViewSession::outcome_for(const ViewRequest& request) {
    nlohmann::json key = request_json(request);
    key.erase("board");
    if (!outcome_ || outcome_key_ != key) {
        outcome_ = analyse(request);
        outcome_key_ = std::move(key);
    }
    return *outcome_;
}

ViewAnswer ViewSession::update(const ViewRequest& asked) {
    ViewRequest request = asked;
    if (request.move) request.move = std::clamp(*request.move, 0, total_moves_);
    if (request.toggle) request = with_toggle(request);
    const analysis::GameOutcome& g = outcome_for(request);
    // The third count exists only under a third ruleset; the board then shows Japanese.
    const std::string_view own = g.choice.rules->name;
    if (request.board == BoardView::ruleset && (own == "japanese" || own == "chinese")) request.board = BoardView::japanese;
    PageFragments html{board_svg(g, request.board), g.score ? count_panels(g, request.board) : std::string(),
                       g.score ? count_notes(g) : std::string(), problems_panel(g),
                       move_panel(g, game_.tree, total_moves_)};
    if (!g.score && request.count)
        for (const Diagnostic& d : g.diagnostics)
            if (d.severity == Severity::error)
                html.count += "<p class=\"error\">Not counted: " + report::html_escape(d.message) + "</p>\n";
    return {request, g.replay.moves, total_moves_, score_arguments(request, total_moves_), std::move(html), &g};
}

nlohmann::ordered_json answer_json(const ViewAnswer& a) {
    return {{"request", request_json(a.request)},
            {"move", a.move},
            {"moves", a.moves},
            {"score_arguments", a.score_arguments},
            {"outcome", report::outcome_object(*a.outcome)},
            {"html",
             {{"board", a.html.board},
              {"count", a.html.count},
              {"notes", a.html.notes},
              {"problems", a.html.problems},
              {"move", a.html.move}}}};
}

}  // namespace kifu::view
