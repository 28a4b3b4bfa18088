#include "sgf/same_play.hpp"

#include <algorithm>

#include "sgf/identifier_code.hpp"
#include "sgf/text.hpp"

namespace kifu::sgf {
namespace {

// A node's play as comparable text: each move and setup property with its points sorted
// (a list's order and its compression do not change the position); a value that is not a
// point is compared as its text.
std::string play_of(const GameTree& tree, NodeId id, BoardSize size) {
    std::string out;
    for (const Property& p : tree.properties(id)) {
        const std::uint16_t code = identifier_code(p.identifier);
        const bool move = code == identifier_code("B") || code == identifier_code("W");
        const bool setup = code == identifier_code("AB") || code == identifier_code("AW") || code == identifier_code("AE");
        if (!move && !setup) continue;
        std::vector<std::string> values;
        if (move) {
            const std::string raw = p.value_count > 0 ? decode_simple_text(tree.values(p)[0].text) : std::string();
            const auto decoded = decode_move(raw, size);
            if (!decoded.value) values.push_back("?" + raw);
            else values.push_back(decoded.value->pass ? std::string("pass") : sgf_point(decoded.value->point));
        } else {
            std::vector<ComposeValue> raw;
            for (const RawValue& v : tree.values(p)) raw.push_back(v.compose());
            const auto points = decode_point_list(raw, size, PointListKind::elist);
            for (const Point q : *points.value) values.push_back(sgf_point(q));
            std::sort(values.begin(), values.end());
            if (values.empty()) continue;   // AB[] or AE[] places and removes nothing
        }
        out += p.identifier;
        for (const std::string& v : values) out += '[' + v + ']';
    }
    return out;
}

}  // namespace

std::optional<std::string> play_difference(const GameTree& a, BoardSize size_a, const GameTree& b, BoardSize size_b) {
    if (a.node_count() != b.node_count())
        return "the trees have " + std::to_string(a.node_count()) + " and " + std::to_string(b.node_count()) + " nodes";
    // Both trees number their nodes in the order the text holds them, which the writer keeps.
    for (NodeId id = 0; id < a.node_count(); ++id) {
        if (a.node(id).parent != b.node(id).parent)
            return "node " + std::to_string(id + 1) + " hangs from another node (the variations differ)";
        const std::string play_a = play_of(a, id, size_a), play_b = play_of(b, id, size_b);
        if (play_a != play_b)
            return "node " + std::to_string(id + 1) + ": " + (play_a.empty() ? "nothing" : play_a) + " against " +
                   (play_b.empty() ? "nothing" : play_b);
    }
    return std::nullopt;
}

}  // namespace kifu::sgf
