#include "batch/game_row.hpp"

#include <fmt/format.h>

namespace kifu::batch {
using json = nlohmann::ordered_json;

namespace {

const json* member(const json& object, std::string_view key) {
    const auto it = object.find(key);
    return it == object.end() || it->is_null() ? nullptr : &*it;
}

std::optional<std::string_view> text(const json& object, std::string_view key) {
    const json* v = member(object, key);
    if (!v || !v->is_string()) return std::nullopt;
    return std::string_view(v->get_ref<const std::string&>());
}

std::optional<std::int64_t> integer(const json& object, std::string_view key) {
    const json* v = member(object, key);
    if (!v || !v->is_number()) return std::nullopt;
    return v->get<std::int64_t>();
}

std::optional<double> real(const json& object, std::string_view key) {
    const json* v = member(object, key);
    if (!v || !v->is_number()) return std::nullopt;
    return v->get<double>();
}

std::optional<bool> boolean(const json& object, std::string_view key) {
    const json* v = member(object, key);
    if (!v || !v->is_boolean()) return std::nullopt;
    return v->get<bool>();
}

std::int64_t length(const json& object, std::string_view key) {
    const json* v = member(object, key);
    return v && v->is_array() ? static_cast<std::int64_t>(v->size()) : 0;
}

Outcome outcome(const json& object, std::string_view key) {
    const json* count = member(object, key);
    if (!count || !count->is_object()) return {};
    Outcome o;
    o.result = text(*count, "result");
    const auto black = real(*count, "black");
    const auto white = real(*count, "white");
    if (black && white && !member(*count, "decided_at_move")) o.margin = *black - *white;
    return o;
}

}  // namespace

GameRow game_row(const json& game) {
    GameRow row;
    if (const auto file = text(game, "file")) row.file = *file;
    row.archive = text(game, "archive");
    row.member = text(game, "member");
    row.game = integer(game, "game");
    if (const json* size = member(game, "size");
        size && size->is_array() && size->size() == 2 && (*size)[0].is_number() && (*size)[1].is_number())
        row.size = fmt::format("{}x{}", (*size)[0].get<int>(), (*size)[1].get<int>());
    row.moves = integer(game, "moves");
    row.komi = real(game, "komi");
    row.handicap = integer(game, "handicap");
    if (const json* players = member(game, "players"); players && players->is_object()) {
        if (const json* b = member(*players, "black")) {
            row.black = text(*b, "name");
            row.black_rank = text(*b, "rank");
        }
        if (const json* w = member(*players, "white")) {
            row.white = text(*w, "name");
            row.white_rank = text(*w, "rank");
        }
    }
    row.date = text(game, "date");
    row.event = text(game, "event");
    row.recorded = text(game, "result");
    row.ruleset = text(game, "ruleset");
    row.ruleset_from = text(game, "ruleset_from");
    row.verdict = text(game, "verdict");
    row.end_move = integer(game, "end_move");
    row.japanese = outcome(game, "japanese");
    row.chinese = outcome(game, "chinese");
    row.by_ruleset = outcome(game, "by_ruleset");
    if (const json* agrees = member(game, "agrees"); agrees && agrees->is_object()) {
        row.agrees_japanese = boolean(*agrees, "japanese");
        row.agrees_chinese = boolean(*agrees, "chinese");
        row.agrees_ruleset = boolean(*agrees, "ruleset");
    }
    row.dead_source = text(game, "dead_source");
    row.status = text(game, "status");
    row.violations = length(game, "violations");
    row.repetitions = length(game, "repetitions");
    row.warnings = length(game, "warnings");
    row.errors = length(game, "errors");
    if (const json* errors = member(game, "errors"); errors && errors->is_array())
        for (const json& e : *errors)
            if (const auto message = text(e, "message")) {
                if (!row.error_messages.empty()) row.error_messages += "; ";
                row.error_messages += *message;
            }
    return row;
}

const std::vector<json>& game_objects(const InputResult& result, std::vector<json>& scratch) {
    if (!result.games.empty() || result.error.empty()) return result.games;
    scratch.clear();
    json o = json::object();
    o["file"] = result.input.path;
    o["game"] = nullptr;
    o["errors"] = json::array({{{"line", 0}, {"column", 0}, {"message", result.error}}});
    o["warnings"] = json::array();
    scratch.push_back(std::move(o));
    return scratch;
}

}  // namespace kifu::batch
