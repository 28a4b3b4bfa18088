#include "cli/earlier_output.hpp"

#include <cstdint>
#include <functional>
#include <set>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "duplicates/record.hpp"
#include "sgf/reader.hpp"
#include "sgf/text.hpp"

namespace kifu::cli {
namespace {

// The properties kifu's annotate and fix write themselves, whatever the earlier output
// held: a second run writes them again.
bool written_by_kifu(std::string_view identifier) {
    return identifier == "TB" || identifier == "TW" || identifier == "MA" || identifier == "CA";
}

// A comment less the paragraph annotate appends ("...\n\nkifu: count of ..."), which a
// second run writes again, perhaps in other words.
std::string user_part_of_comment(std::string comment) {
    const std::size_t kifu = comment.starts_with("kifu: ") ? 0 : comment.find("\n\nkifu: ");
    if (kifu != std::string::npos) comment.erase(kifu);
    while (!comment.empty() && (comment.back() == '\n' || comment.back() == '\r' || comment.back() == ' '))
        comment.pop_back();
    return comment;
}

struct Content {
    std::vector<std::vector<duplicates::Token>> games;
    // One entry per property value a user may have written: where (game, and the node's
    // place in the tree as a hash of its path of child indices), identifier and value.
    std::set<std::pair<std::uint64_t, std::string>> values;
};

std::uint64_t child_key(std::uint64_t parent, std::uint64_t index) {
    return std::hash<std::uint64_t>{}(parent * 0x9E3779B97F4A7C15ULL + index + 1) ^ (parent << 1);
}

Content content_of(const std::string& name, const std::string& text) {
    Content c;
    sgf::read_sgf_bytes(name, text, {}, [&](sgf::GameRecord&& game) {
        c.games.push_back(duplicates::make_moves_record(game.index, game.tree, 0).moves.tokens);
        const sgf::GameTree& tree = game.tree;
        if (tree.empty()) return;
        // Iterative: a tree may be tens of thousands of nodes deep.
        std::vector<std::pair<sgf::NodeId, std::uint64_t>> stack{{tree.root(), child_key(0, game.index)}};
        while (!stack.empty()) {
            const auto [id, key] = stack.back();
            stack.pop_back();
            for (const sgf::Property& p : tree.properties(id)) {
                if (written_by_kifu(p.identifier)) continue;
                for (const sgf::RawValue& v : tree.values(p)) {
                    std::string value = sgf::decode_text(v.text);
                    if (p.identifier == "C") value = user_part_of_comment(std::move(value));
                    if (p.identifier == "C" && value.empty()) continue;
                    c.values.insert({key, fmt::format("{}[{}]", p.identifier, value)});
                }
            }
            std::uint64_t index = 0;
            for (sgf::NodeId child = tree.node(id).first_child; child != sgf::no_node;
                 child = tree.node(child).next_sibling)
                stack.push_back({child, child_key(key, index++)});
        }
    });
    return c;
}

}  // namespace

std::string why_not_replaced(const std::string& name, const std::string& there, const std::string& text) {
    const Content old = content_of(name, there);
    if (old.games.empty()) return "holds a file that is not a game record";
    const Content fresh = content_of(name, text);
    if (old.games != fresh.games) return "holds a record of another game";
    for (const auto& value : old.values)
        if (!fresh.values.contains(value)) {
            std::string shown = value.second.substr(0, 60);
            if (shown.size() < value.second.size()) shown += "...";
            return fmt::format("holds what this run would not write (a comment, a variation or a property, such as "
                               "{}): someone's own copy of the game, not an earlier output",
                               shown);
        }
    return {};
}

}  // namespace kifu::cli
