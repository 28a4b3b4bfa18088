#include "view/session.hpp"

#include <algorithm>
#include <stdexcept>

#include "analysis/dead_stones_input.hpp"
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

Kind dead_kind_named(const std::string& name) {
    if (name == "record") return Kind::record;
    if (name == "auto") return Kind::judged;
    if (name == "list") return Kind::list;
    throw std::invalid_argument("unknown dead-stone choice '" + name + "'");
}

bool reading_order(Point a, Point b) { return a.y != b.y ? a.y < b.y : a.x < b.x; }

// The chains of `board` that hold the points of `points` (each chain once, in reading order).
std::vector<std::vector<Point>> chains_of(const rules::Board& board, std::vector<Point> points) {
    std::sort(points.begin(), points.end(), reading_order);
    std::vector<std::vector<Point>> chains;
    for (Point p : points) {
        const bool seen = std::any_of(chains.begin(), chains.end(), [&](const std::vector<Point>& c) {
            return std::find(c.begin(), c.end(), p) != c.end();
        });
        if (seen) continue;
        std::vector<Point> chain = board.string_at(p);
        if (chain.empty()) continue;
        std::sort(chain.begin(), chain.end(), reading_order);
        chains.push_back(std::move(chain));
    }
    return chains;
}

// The points of `a` that `b` does not have.
std::vector<Point> missing_from(const std::vector<Point>& a, const std::vector<Point>& b) {
    std::vector<Point> out;
    for (Point p : a)
        if (std::find(b.begin(), b.end(), p) == b.end()) out.push_back(p);
    return out;
}

constexpr std::size_t outcomes_kept = 3;   // the state shown, the one before a toggle, kifu's own

}  // namespace

ViewRequest request_from_json(const nlohmann::json& json) {
    ViewRequest r;
    if (json.contains("rules") && !json["rules"].is_null()) {
        r.rules = json["rules"].get<std::string>();
        if (!r.rules.empty() && !rules::find_ruleset(r.rules)) throw std::invalid_argument("unknown ruleset '" + r.rules + "'");
    }
    if (json.contains("path") && !json["path"].is_null()) r.path = json["path"].get<std::vector<int>>();
    if (json.contains("move") && !json["move"].is_null()) r.move = json["move"].get<int>();
    if (json.contains("dead") && !json["dead"].is_null()) {
        const nlohmann::json& dead = json["dead"];
        r.dead.kind = dead_kind_named(dead.value("kind", "record"));
        if (r.dead.kind == Kind::list) r.dead.list = dead.value("list", "none");
    }
    if (json.contains("own_dead") && !json["own_dead"].is_null()) {
        r.own_dead = dead_kind_named(json["own_dead"].get<std::string>());
        if (r.own_dead == Kind::list) throw std::invalid_argument("kifu's own dead stones are a judgement, not a list");
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
            {"path", r.path},
            {"move", r.move ? nlohmann::ordered_json(*r.move) : nlohmann::ordered_json(nullptr)},
            {"dead", std::move(dead)},
            {"own_dead", kind_name(r.own_dead)},
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
    : record_(std::move(record)), game_(read_or_throw(record_)), total_moves_(count_moves(game_)),
      line_(line_of_play(game_.tree, {})), line_moves_(total_moves_) {}

const LineOfPlay& ViewSession::line(const std::vector<int>& path) {
    LineOfPlay asked = line_of_play(game_.tree, path);
    if (asked.path != line_.path) {
        game_.tree.follow_line(asked.nodes);
        line_ = std::move(asked);
        line_moves_ = count_moves(game_);
    }
    return line_;
}

analysis::GameOutcome ViewSession::analyse(const ViewRequest& request) {
    line(request.path);
    analysis::AnalysisOptions options;
    options.rules = request.rules;
    options.dead = request.dead;
    options.komi = request.komi;
    options.score = request.count;
    // The main line's last move is the end: counted as `kifu score` counts a game, RE
    // judged. A variation is never the game as played: counted as after a move, RE aside.
    // A position a variation shares with the main line (before it leaves) is the game's:
    // analysed on the main line, as `kifu score --move` analyses it.
    const int move = request.move.value_or(line_moves_);
    const bool variation = line_.variation_at(move);
    if (variation || move != total_moves_) options.at_move = move;
    options.variation = variation;
    game_.diagnostics = record_.reading;   // analyse_game takes them
    if (variation || !line_.variation()) return analysis::analyse_game(record_.file, game_, options);
    game_.tree.follow_line(line_of_play(game_.tree, {}).nodes);
    analysis::GameOutcome outcome = analysis::analyse_game(record_.file, game_, options);
    game_.tree.follow_line(line_.nodes);
    return outcome;
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
    const auto parsed = analysis::parse_dead_list(point, now.info.size, error);
    if (!parsed || parsed->points.size() != 1) return request;
    const std::vector<Point> chain = now.replay.board.string_at(parsed->points.front());
    if (chain.empty()) return request;
    std::vector<Point> dead = now.score->dead.points;
    const bool was_dead = std::any_of(chain.begin(), chain.end(), [&](Point p) {
        return std::find(dead.begin(), dead.end(), p) != dead.end();
    });
    std::erase_if(dead, [&](Point p) { return std::find(chain.begin(), chain.end(), p) != chain.end(); });
    if (!was_dead) dead.insert(dead.end(), chain.begin(), chain.end());
    std::sort(dead.begin(), dead.end(), reading_order);
    // Back to kifu's own dead stones (a chain clicked twice): kifu's own choice again, not a
    // list of the same stones. As a list it was counted as a hand marking (the record's
    // territory markup unused, nothing unsettled, RE judged "with the dead stones given"),
    // and the page showed another count, unlabelled, and a verdict on RE.
    if (const analysis::GameOutcome& own = own_outcome(request); own.score) {
        std::vector<Point> own_dead = own.score->dead.points;
        std::sort(own_dead.begin(), own_dead.end(), reading_order);
        if (own_dead == dead) {
            request.dead = {request.own_dead, {}};
            return request;
        }
    }
    std::string list;
    for (Point p : dead) {
        if (!list.empty()) list += ',';
        list += sgf_point(p);
    }
    request.dead = {Kind::list, list.empty() ? "none" : list};
    return request;
}

const analysis::GameOutcome& ViewSession::own_outcome(const ViewRequest& request) {
    ViewRequest own = request;
    own.dead = {request.own_dead, {}};
    return outcome_for(own);
}

// Dead stones given as a list that differ from kifu's own judgement of the same position.
std::optional<HandMarking> ViewSession::hand_marking(const ViewRequest& request, const analysis::GameOutcome& g) {
    if (request.dead.kind != Kind::list || !g.score) return std::nullopt;
    // `g` is the most recent outcome kept, so it outlives the one this keeps beside it.
    const analysis::GameOutcome& own = own_outcome(request);
    if (!own.score) return std::nullopt;
    const std::vector<Point>& marked = g.score->dead.points;
    HandMarking hand{chains_of(g.replay.board, missing_from(marked, own.score->dead.points)),
                     chains_of(g.replay.board, missing_from(own.score->dead.points, marked)), &own};
    if (hand.marked_dead.empty() && hand.marked_alive.empty()) return std::nullopt;
    return hand;
}

const analysis::GameOutcome& ViewSession::outcome_for(const ViewRequest& request) {
    nlohmann::json key = request_json(request);
    key.erase("board");
    key.erase("own_dead");
    const auto kept = std::find_if(kept_.begin(), kept_.end(), [&](const Kept& k) { return k.key == key; });
    if (kept != kept_.end()) {
        std::rotate(kept_.begin(), kept, kept + 1);   // most recent first
    } else {
        kept_.push_front({std::move(key), std::make_unique<analysis::GameOutcome>(analyse(request))});
        if (kept_.size() > outcomes_kept) kept_.pop_back();
    }
    return *kept_.front().outcome;
}

ViewAnswer ViewSession::update(const ViewRequest& asked) {
    ViewRequest request = asked;
    request.path = line(asked.path).path;
    if (request.move) request.move = std::clamp(*request.move, 0, line_moves_);
    if (request.toggle) request = with_toggle(request);
    const analysis::GameOutcome* g = &outcome_for(request);
    CountContext context;
    const int shown = request.move.value_or(line_moves_);
    context.variation = line_.variation_at(shown);
    if (request.count) {
        context.hand = hand_marking(request, *g);
        g = &outcome_for(request);   // first again: kifu's own count stays kept beside it
    }
    // The third count exists only under a third ruleset; the board then shows Japanese.
    const std::string_view own = g->choice.rules->name;
    if (request.board == BoardView::ruleset && (own == "japanese" || own == "chinese")) request.board = BoardView::japanese;
    PageFragments html{board_svg(*g, request.board), g->score ? count_panels(*g, request.board, context) : std::string(),
                       g->score ? count_notes(*g, context) : std::string(), problems_panel(*g),
                       move_panel(*g, game_.tree, line_moves_) + variations_panel(game_.tree, line_, g->replay.moves, g->info.size)};
    if (!g->score && request.count)
        for (const Diagnostic& d : g->diagnostics)
            if (d.severity == Severity::error)
                html.count += "<p class=\"error\">Not counted: " + report::html_escape(d.message) + "</p>\n";
    const bool variation = line_.variation_at(shown);
    return {request,
            g->replay.moves,
            line_moves_,
            variation,
            context.hand.has_value(),
            variation ? std::string() : score_arguments(request, total_moves_),
            std::move(html),
            g};
}

nlohmann::ordered_json answer_json(const ViewAnswer& a) {
    return {{"request", request_json(a.request)},
            {"move", a.move},
            {"moves", a.moves},
            {"variation", a.variation},
            {"by_hand", a.by_hand},
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
