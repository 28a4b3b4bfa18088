#include "view/record.hpp"

#include <algorithm>

#include "sgf/text.hpp"
#include "sgf/utf8_reader.hpp"

namespace kifu::view {
namespace {

// From the '(' that opens the game (or its first node, when it has none) to the last ')'
// that closes it: every node and value of the tree lies in between.
std::pair<std::size_t, std::size_t> game_span(const sgf::GameTree& tree) {
    const std::string_view text = tree.source().text();
    std::size_t begin = tree.node(tree.root()).offset, end = begin + 1;
    for (std::size_t b = begin; b > 0 && (sgf::is_ascii_whitespace(text[b - 1]) || text[b - 1] == '(');) {
        --b;
        if (text[b] == '(') begin = b;
    }
    for (sgf::NodeId id = 0; id < tree.node_count(); ++id) {
        end = std::max<std::size_t>(end, tree.node(id).offset + 1);
        for (const sgf::Property& p : tree.properties(id))
            for (const sgf::RawValue& v : tree.values(p)) end = std::max<std::size_t>(end, v.offset + v.text.size() + 2);
    }
    end = std::min(end, text.size());
    while (end < text.size() && (sgf::is_ascii_whitespace(text[end]) || text[end] == ')')) ++end;
    return {begin, end};
}

nlohmann::ordered_json diagnostic_json(const Diagnostic& d) {
    return {{"severity", d.severity == Severity::error ? "error" : "warning"},
            {"line", d.where.line},
            {"column", d.where.column},
            {"message", d.message}};
}

}  // namespace

ViewRecord view_record(const std::string& file, const sgf::GameRecord& game) {
    ViewRecord record{file, game.index, {}, {1, 1}, game.tree.source().charset(), game.diagnostics};
    if (game.tree.empty()) return record;
    const auto [begin, end] = game_span(game.tree);
    record.text = std::string(game.tree.source().text().substr(begin, end - begin));
    record.start = game.tree.source().locate(static_cast<std::uint32_t>(begin));
    return record;
}

nlohmann::ordered_json record_json(const ViewRecord& record) {
    nlohmann::ordered_json reading = nlohmann::ordered_json::array();
    for (const Diagnostic& d : record.reading) reading.push_back(diagnostic_json(d));
    return {{"file", record.file},       {"game", record.game},       {"text", record.text},
            {"line", record.start.line}, {"column", record.start.column}, {"charset", record.charset},
            {"reading", std::move(reading)}};
}

ViewRecord record_from_json(const nlohmann::json& json) {
    ViewRecord record;
    record.file = json.at("file").get<std::string>();
    record.game = json.at("game").get<std::size_t>();
    record.text = json.at("text").get<std::string>();
    record.start = {json.at("line").get<std::uint32_t>(), json.at("column").get<std::uint32_t>()};
    record.charset = json.at("charset").get<std::string>();
    for (const nlohmann::json& d : json.at("reading"))
        record.reading.push_back({d.at("severity").get<std::string>() == "error" ? Severity::error : Severity::warning,
                                  {d.at("line").get<std::uint32_t>(), d.at("column").get<std::uint32_t>()},
                                  d.at("message").get<std::string>()});
    return record;
}

std::optional<sgf::GameRecord> read_view_record(const ViewRecord& record) {
    // Blank lines and spaces before the text put it where it was in the file, so the
    // replay's diagnostics (an illegal move's line:column) point into the file.
    std::string text(record.start.line > 0 ? record.start.line - 1 : 0, '\n');
    text.append(record.start.column > 0 ? record.start.column - 1 : 0, ' ');
    text += record.text;
    std::optional<sgf::GameRecord> first;
    sgf::read_sgf_utf8(record.file, std::move(text), record.charset, {}, {}, [&](sgf::GameRecord&& game) {
        if (!first) first = std::move(game);
    });
    if (!first) return std::nullopt;
    first->index = record.game;
    first->diagnostics = record.reading;
    return first;
}

}  // namespace kifu::view
