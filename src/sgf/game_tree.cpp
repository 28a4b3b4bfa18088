#include "sgf/game_tree.hpp"

namespace kifu::sgf {

const Property* GameTree::find(NodeId id, std::string_view identifier) const {
    for (const Property& p : properties(id))
        if (p.identifier == identifier) return &p;
    return nullptr;
}

std::optional<RawValue> GameTree::first_value(NodeId id, std::string_view identifier) const {
    const Property* p = find(id, identifier);
    if (p == nullptr || p->value_count == 0) return std::nullopt;
    return values_[p->first_value];
}

std::vector<NodeId> GameTree::main_line() const {
    std::vector<NodeId> line;
    line.reserve(nodes_.size());   // at most every node; growing it cost more than the walk
    for (NodeId id = root(); id != no_node; id = nodes_[id].first_child) line.push_back(id);
    return line;
}

std::size_t GameTree::leaf_count() const {
    std::size_t leaves = 0;
    for (const Node& n : nodes_)
        if (n.first_child == no_node) ++leaves;
    return leaves;
}

}  // namespace kifu::sgf
