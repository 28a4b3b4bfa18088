#include "report/info_report.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "report/json_object.hpp"
#include "report/json_text.hpp"

#include "sgf/values.hpp"

namespace kifu::report {
using json = nlohmann::ordered_json;  // keys in the documented order

json diagnostics_array(const Diagnostics& diagnostics, Severity which) {
    json list = json::array();
    for (const Diagnostic& d : diagnostics) {
        if (d.severity != which) continue;
        json entry = json::object();
        append(entry, "line", d.where.line);
        append(entry, "column", d.where.column);
        append(entry, "message", d.message);
        if (d.omitted > 0) append(entry, "omitted", d.omitted);
        list.push_back(std::move(entry));
    }
    return list;
}

namespace {

json optional_string(const std::string& s) { return s.empty() ? json(nullptr) : json(s); }

json player_json(const sgf::PlayerInfo& p) {
    json o = json::object();
    append(o, "name", optional_string(p.name));
    append(o, "rank", optional_string(p.rank));
    return o;
}

std::string plural(std::size_t n, const std::string& noun) {
    return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
}

std::string player_line(const sgf::PlayerInfo& p) {
    if (p.name.empty() && p.rank.empty()) return "-";
    if (p.rank.empty()) return p.name;
    return (p.name.empty() ? "?" : p.name) + " (" + p.rank + ")";
}

void row(std::ostream& out, std::string_view label, const std::string& value) {
    out << "  " << label;
    for (std::size_t i = label.size(); i < 11; ++i) out << ' ';
    out << (value.empty() ? "-" : value) << '\n';
}

}  // namespace

std::string format_diagnostic(const std::string& file, const Diagnostic& d) {
    const char* severity = d.severity == Severity::error ? "error" : "warning";
    if (d.where.line == 0) return fmt::format("{}: {}: {}", file, severity, d.message);
    return fmt::format("{}:{}:{}: {}: {}", file, d.where.line, d.where.column, severity, d.message);
}

json info_object(const std::string& file, std::size_t game, const sgf::GameInfo& info, const Diagnostics& diagnostics) {
    // Room for the keys `kifu check`, `kifu score` and `kifu batch` add to this object.
    json o = object_with_room(56);
    append(o, "file", file);
    append(o, "game", game);
    append(o, "size", json::array({info.size.width, info.size.height}));
    append(o, "komi", info.komi ? json(*info.komi) : json(nullptr));
    append(o, "handicap", info.handicap);
    append(o, "rules", optional_string(info.rules));
    append(o, "result", info.result ? json(info.result->canonical()) : json(nullptr));
    append(o, "result_raw", optional_string(info.result_text));
    json players = json::object();
    append(players, "black", player_json(info.black));
    append(players, "white", player_json(info.white));
    append(o, "players", std::move(players));
    append(o, "date", optional_string(info.date));
    append(o, "event", optional_string(info.event));
    append(o, "round", optional_string(info.round));
    append(o, "place", optional_string(info.place));
    append(o, "game_name", optional_string(info.game_name));
    append(o, "moves", info.moves);
    append(o, "nodes", info.nodes);
    append(o, "variations", info.variations);
    append(o, "charset", info.charset);
    append(o, "errors", diagnostics_array(diagnostics, Severity::error));
    append(o, "warnings", diagnostics_array(diagnostics, Severity::warning));
    return o;
}

void write_info_json(std::ostream& out, const std::string& file, std::size_t game, const sgf::GameInfo& info,
                     const Diagnostics& diagnostics) {
    out << json_text(info_object(file, game, info, diagnostics)) << '\n';
}

json unreadable_object(const std::string& file, const std::string& charset, const Diagnostics& diagnostics) {
    json o = json::object();
    append(o, "file", file);
    append(o, "game", nullptr);
    append(o, "charset", optional_string(charset));
    append(o, "errors", diagnostics_array(diagnostics, Severity::error));
    append(o, "warnings", diagnostics_array(diagnostics, Severity::warning));
    return o;
}

void write_unreadable_json(std::ostream& out, const std::string& file, const std::string& charset,
                           const Diagnostics& diagnostics) {
    out << json_text(unreadable_object(file, charset, diagnostics)) << '\n';
}

void write_info_text(std::ostream& out, const std::string& file, std::size_t game, const sgf::GameInfo& info,
                     const Diagnostics& diagnostics, bool warnings_hidden) {
    out << file << "  game " << game + 1 << '\n';
    row(out, "Black", player_line(info.black));
    row(out, "White", player_line(info.white));
    row(out, "Date", info.date);
    row(out, "Event", info.event + (info.round.empty() ? "" : " (round " + info.round + ")"));
    row(out, "Place", info.place);
    if (!info.game_name.empty()) row(out, "Game", info.game_name);
    row(out, "Board", std::to_string(info.size.width) + "x" + std::to_string(info.size.height));
    row(out, "Komi", info.komi ? sgf::format_real(*info.komi) : "");
    row(out, "Handicap", info.handicap > 0 ? std::to_string(info.handicap) : "none");
    row(out, "Rules", info.rules);
    std::string result = info.result ? info.result->canonical() : "";
    if (!info.result_text.empty() && info.result_text != result) result += "  (written " + info.result_text + ")";
    row(out, "Result", result);
    row(out, "Moves", std::to_string(info.moves) + " on the main line");
    row(out, "Nodes", std::to_string(info.nodes) + ", " + std::to_string(info.variations) + " variation" +
                          (info.variations == 1 ? "" : "s"));
    row(out, "Charset", info.charset);
    const std::size_t errors = count_problems(diagnostics, Severity::error);
    const std::size_t warnings = count_problems(diagnostics, Severity::warning);
    const char* where = !warnings_hidden || warnings == 0 ? " (listed on stderr)"
                        : errors == 0                         ? " (not listed: -q hides warnings)"
                                                              : " (the errors listed on stderr; -q hides the warnings)";
    row(out, "Problems",
        errors + warnings == 0 ? "none" : plural(errors, "error") + ", " + plural(warnings, "warning") + where);
    out << '\n';
}

void write_unreadable_text(std::ostream& out, const std::string& file, const Diagnostics& diagnostics) {
    out << file << "  unreadable: " << plural(count_problems(diagnostics, Severity::error), "error") << " (listed on stderr)\n\n";
}

}  // namespace kifu::report
