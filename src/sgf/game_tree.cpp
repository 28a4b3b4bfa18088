#include "sgf/game_tree.hpp"

#include <stdexcept>

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

void GameTree::find_main_line() {
    main_line_.clear();
    main_line_.reserve(nodes_.size());  // an upper bound: one allocation, not one per doubling
    for (NodeId id = root(); id != no_node; id = nodes_[id].first_child) main_line_.push_back(id);
}

void GameTree::follow_line(const std::vector<NodeId>& line) {
    if (line.empty() || line.front() != root()) throw std::invalid_argument("a line of play starts at the root");
    for (std::size_t i = 1; i < line.size(); ++i)
        if (line[i] >= nodes_.size() || nodes_[line[i]].parent != line[i - 1])
            throw std::invalid_argument("a line of play goes from a node to one of its children");
    main_line_ = line;
    for (NodeId id = nodes_[main_line_.back()].first_child; id != no_node; id = nodes_[id].first_child)
        main_line_.push_back(id);
}

std::size_t GameTree::leaf_count() const {
    std::size_t leaves = 0;
    for (const Node& n : nodes_)
        if (n.first_child == no_node) ++leaves;
    return leaves;
}

}  // namespace kifu::sgf
