#include "sgf/writer.hpp"

#include "sgf/text.hpp"

namespace kifu::sgf {
namespace {

void write_node(const GameTree& tree, NodeId id, const GameEdits& edits, std::string& out) {
    out += ';';
    if (id == tree.root())
        for (const auto& [name, value] : edits.root_added) {
            out += name;
            out += '[';
            out += value;
            out += ']';
        }
    for (const Property& p : tree.properties(id)) {
        const auto edit = edits.properties.find(&p);
        if (edit != edits.properties.end() && edit->second.remove) continue;
        out += edit != edits.properties.end() && !edit->second.identifier.empty() ? std::string_view(edit->second.identifier)
                                                                                   : p.identifier;
        if (edit != edits.properties.end()) {
            for (const std::string& v : edit->second.values) {
                out += '[';
                out += v;
                out += ']';
            }
            continue;
        }
        for (const RawValue& v : tree.values(p)) {
            out += '[';
            out += canonical_escapes(v.text);
            out += ']';
        }
    }
}

}  // namespace

void write_game(const GameTree& tree, const GameEdits& edits, std::string& out) {
    if (tree.empty()) return;
    out += '(';
    NodeId node = tree.root();
    write_node(tree, node, edits, out);
    // For each variation opened and not yet closed: the sibling to open after it.
    std::vector<NodeId> after;
    while (true) {
        const Node& n = tree.node(node);
        if (n.first_child != no_node) {
            if (n.first_child != n.last_child) {   // variations: each its own game tree
                after.push_back(tree.node(n.first_child).next_sibling);
                out += "\n(";
            } else {
                out += '\n';
            }
            node = n.first_child;
            write_node(tree, node, edits, out);
            continue;
        }
        // A leaf: close variations until one has a sibling left to open.
        out += ')';
        bool opened = false;
        while (!after.empty()) {
            const NodeId next = after.back();
            after.pop_back();
            if (next == no_node) {
                out += ')';
                continue;
            }
            after.push_back(tree.node(next).next_sibling);
            out += "\n(";
            node = next;
            write_node(tree, node, edits, out);
            opened = true;
            break;
        }
        if (!opened) break;
    }
    out += '\n';
}

}  // namespace kifu::sgf
