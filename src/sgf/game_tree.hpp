#pragma once
// One SGF game tree, stored flat: nodes, properties and values live in three arrays and
// refer to each other by index. Building, walking and destroying it never recurses, so a
// tree a million variations deep costs memory, not stack.
//
// Property values are views into the source text (still escaped: unescape with
// decode_text / decode_simple_text on use). The SourceText that owns that text is shared
// by every tree read from it and kept alive by them.
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "sgf/source_text.hpp"
#include "sgf/values.hpp"

namespace kifu::sgf {

using NodeId = std::uint32_t;
inline constexpr NodeId no_node = std::numeric_limits<NodeId>::max();

struct RawValue {
    static constexpr std::uint32_t no_colon = std::numeric_limits<std::uint32_t>::max();
    std::string_view text;            // between '[' and ']', escapes still in place
    std::uint32_t colon = no_colon;   // index in text of the first unescaped ':'
    std::uint32_t offset = 0;         // byte offset of '[' in the source

    // Split at the first unescaped ':' for compose types (point rectangles, labels).
    [[nodiscard]] ComposeValue compose() const {
        if (colon == no_colon) return {text, std::nullopt};
        return {text.substr(0, colon), text.substr(colon + 1)};
    }
};

struct Property {
    std::string_view identifier;   // upper-case letters only (FF[3] "AddBlack" is "AB")
    std::uint32_t offset = 0;      // byte offset of the identifier in the source
    std::uint32_t first_value = 0;
    std::uint32_t value_count = 0;
};

struct Node {
    NodeId parent = no_node;
    NodeId first_child = no_node;
    NodeId last_child = no_node;
    NodeId next_sibling = no_node;
    std::uint32_t first_property = 0;
    std::uint32_t property_count = 0;
    std::uint32_t offset = 0;      // byte offset of the node's ';' in the source
};

class GameTree {
public:
    explicit GameTree(std::shared_ptr<const SourceText> source) : source_(std::move(source)) {}

    [[nodiscard]] bool empty() const { return nodes_.empty(); }
    [[nodiscard]] NodeId root() const { return nodes_.empty() ? no_node : 0; }
    [[nodiscard]] const Node& node(NodeId id) const { return nodes_[id]; }
    [[nodiscard]] std::size_t node_count() const { return nodes_.size(); }

    [[nodiscard]] std::span<const Property> properties(NodeId id) const {
        const Node& n = nodes_[id];
        return {properties_.data() + n.first_property, n.property_count};
    }
    [[nodiscard]] std::span<const RawValue> values(const Property& p) const {
        return {values_.data() + p.first_value, p.value_count};
    }
    // The first property with this identifier in the node, or nullptr.
    [[nodiscard]] const Property* find(NodeId id, std::string_view identifier) const;
    // The first value of that property, if the node has it.
    [[nodiscard]] std::optional<RawValue> first_value(NodeId id, std::string_view identifier) const;

    // Root, then the first child at every node: the line of play SGF calls main. Found
    // once, when the tree is built: the summary and the replay both walk it, and walking
    // the first-child links is a chain of dependent loads.
    [[nodiscard]] const std::vector<NodeId>& main_line() const { return main_line_; }
    // Makes main_line() another line of play: `line` starts at the root, each node a child
    // of the one before, and is continued by first children to a leaf. kifu view replays,
    // counts and comments a variation this way, as if it were the main line. Throws
    // std::invalid_argument when `line` is not such a line.
    void follow_line(const std::vector<NodeId>& line);
    // Nodes without children; a tree without branches has exactly one.
    [[nodiscard]] std::size_t leaf_count() const;

    [[nodiscard]] const SourceText& source() const { return *source_; }
    [[nodiscard]] const std::shared_ptr<const SourceText>& shared_source() const { return source_; }

private:
    friend class TreeBuilder;
    std::shared_ptr<const SourceText> source_;
    std::vector<Node> nodes_;
    std::vector<Property> properties_;
    std::vector<RawValue> values_;
    std::vector<NodeId> main_line_;

    void find_main_line();
};

}  // namespace kifu::sgf
