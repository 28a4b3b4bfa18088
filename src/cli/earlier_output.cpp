#include "cli/earlier_output.hpp"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "duplicates/record.hpp"
#include "sgf/reader.hpp"
#include "sgf/territory_markup.hpp"
#include "sgf/text.hpp"

namespace kifu::cli {
namespace {

// The properties kifu's annotate and fix write themselves, where they write them, whatever
// the earlier output held there: a second run writes them again (with other options,
// other values). CA at the root; KIFU on the main line's final node, and TB, TW and MA
// there when KIFU beside them says they are kifu's judgement. TB, TW and MA on a final
// node without KIFU may be the user's own count (added to a fixed record, or to an
// annotated game kifu only estimated): compared as any property, so a second run that
// would not write them again leaves the file as it is (it deleted them, silently).
bool written_by_kifu(std::string_view identifier, bool root, bool final_node, bool judged_by_kifu) {
    if (identifier == "CA") return root;
    if (!final_node) return false;
    if (identifier == sgf::judged_territory_property) return true;
    return judged_by_kifu && (identifier == "TB" || identifier == "TW" || identifier == "MA");
}

// A comment split where annotate's paragraph begins ("...\n\nkifu: count of ..."): the
// user's part before it, as it is to the byte, and kifu's part, "" when it has none. Only
// the blank line annotate puts before its paragraph is left out: a space or a line break
// the user added at the end of their text is theirs (a second run would delete it), and
// annotate keeps the input's comment as it is, so its own earlier output has none that
// this run would not write again.
std::pair<std::string, std::string> split_comment(std::string comment) {
    const std::size_t at = comment.starts_with("kifu: ") ? 0 : comment.find("\n\nkifu: ");
    std::string kifu_part;
    if (at != std::string::npos) {
        kifu_part = comment.substr(at == 0 ? 0 : at + 2);
        comment.erase(at);
    }
    return {std::move(comment), std::move(kifu_part)};
}

// The text of a file outside its game trees, a run at a time with the white space around it
// trimmed: notes before the first '(' or after the last ')', a stray ')' or text between
// two games. A reader skips it, so comparing games cannot see it; kifu writes none of its
// own (fix writes game trees and line breaks; annotate keeps the input's, which the fresh
// output then holds too). A byte order mark at the start is the file's encoding, not text.
std::vector<std::string> outside_the_games(std::string_view text) {
    if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
    std::vector<std::string> runs;
    std::string run;
    const auto end_run = [&] {
        const std::string_view trimmed = sgf::trim_whitespace(run);
        if (!trimmed.empty()) runs.emplace_back(trimmed);
        run.clear();
    };
    std::size_t depth = 0;
    bool in_value = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (in_value) {   // '(' and ')' in a value are text: "C[(a note)]"
            if (c == '\\') ++i;
            else if (c == ']') in_value = false;
        } else if (depth > 0) {
            if (c == '[') in_value = true;
            else if (c == '(') ++depth;
            else if (c == ')') --depth;
        } else if (c == '(') {
            end_run();
            depth = 1;
        } else {
            run += c;
        }
    }
    end_run();
    return runs;
}

std::vector<std::string> lines_of(std::string_view text) {
    std::vector<std::string> lines;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        std::string line(text.substr(0, end));
        if (!line.empty() && line.back() == '\r') line.pop_back();
        lines.push_back(std::move(line));
        if (end == std::string_view::npos) break;
        text.remove_prefix(end + 1);
    }
    while (!lines.empty() && lines.back().empty()) lines.pop_back();
    return lines;
}

std::string_view first_word(std::string_view line) { return line.substr(0, line.find(' ')); }

// The first line of kifu's part of an earlier comment that kifu did not write, or nothing.
// What this run writes there is kifu's. Written with other options (--komi, --dead) or by
// another version of kifu, lines say other numbers or other words ("RE[B+4.5] stands"
// becomes "RE[B+4.5] does not stand"), one for one, and lines come and go ("Why RE
// differs: ..."); but each opens with the word one of this run's lines opens with
// ("kifu:", "Japanese", "RE[B+4.5]"). A line someone added, after kifu's or among them, is
// a line more than this run replaces ("TEACHER NOTE: ...", "Black should have played E5"):
// theirs, and a second run would delete it.
std::optional<std::string> added_to_kifus_comment(const std::string& earlier, const std::string& fresh) {
    if (earlier == fresh) return std::nullopt;
    const std::vector<std::string> old_lines = lines_of(earlier), new_lines = lines_of(fresh);
    const auto blank = [](const std::string& line) { return line.find_first_not_of(" \t") == std::string::npos; };
    const auto in = [](const std::vector<std::string>& lines, const std::string& line) {
        return std::find(lines.begin(), lines.end(), line) != lines.end();
    };
    std::set<std::string_view> first_words;
    for (const std::string& line : new_lines) first_words.insert(first_word(line));
    std::vector<std::string> changed;   // the earlier lines this run does not write as they are
    for (const std::string& line : old_lines) {
        if (blank(line) || in(new_lines, line)) continue;
        if (!first_words.contains(first_word(line))) return line;   // no kind of line kifu writes
        changed.push_back(line);
    }
    std::size_t replacing = 0;   // this run's lines the earlier text does not have
    for (const std::string& line : new_lines)
        if (!blank(line) && !in(old_lines, line)) ++replacing;
    if (changed.size() > replacing) return changed.back();
    return std::nullopt;
}

struct Content {
    std::vector<std::vector<duplicates::Token>> games;
    // One entry per property value a user may have written: where (game, and the node's
    // place in the tree as a hash of its path of child indices), identifier and value.
    std::set<std::pair<std::uint64_t, std::string>> values;
    // kifu's part of each comment that has one, by the same place, with the place in words.
    std::map<std::uint64_t, std::pair<std::string, std::string>> kifu_comments;
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
        const sgf::NodeId final_node = tree.main_line().empty() ? tree.root() : tree.main_line().back();
        const bool judged_by_kifu = tree.find(final_node, sgf::judged_territory_property) != nullptr;
        // Iterative: a tree may be tens of thousands of nodes deep.
        struct Place {
            sgf::NodeId id;
            std::uint64_t key;
            std::size_t depth;   // nodes from the root, as "node N" counts them
        };
        std::vector<Place> stack{{tree.root(), child_key(0, game.index), 0}};
        while (!stack.empty()) {
            const auto [id, key, depth] = stack.back();
            stack.pop_back();
            for (const sgf::Property& p : tree.properties(id)) {
                if (written_by_kifu(p.identifier, id == tree.root(), id == final_node, judged_by_kifu)) continue;
                for (const sgf::RawValue& v : tree.values(p)) {
                    std::string value = sgf::decode_text(v.text);
                    if (p.identifier == "C") {
                        auto [user, kifu] = split_comment(std::move(value));
                        if (!kifu.empty())
                            c.kifu_comments.emplace(
                                key, std::pair{std::move(kifu), fmt::format("game {}, node {}", game.index + 1, depth)});
                        if (user.empty()) continue;
                        value = std::move(user);
                    }
                    c.values.insert({key, fmt::format("{}[{}]", p.identifier, value)});
                }
            }
            std::uint64_t index = 0;
            for (sgf::NodeId child = tree.node(id).first_child; child != sgf::no_node;
                 child = tree.node(child).next_sibling)
                stack.push_back({child, child_key(key, index++), depth + 1});
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
    const std::vector<std::string> fresh_outside = outside_the_games(text);
    for (const std::string& run : outside_the_games(there))
        if (std::find(fresh_outside.begin(), fresh_outside.end(), run) == fresh_outside.end()) {
            std::string shown = run.substr(0, 60);
            if (shown.size() < run.size()) shown += "...";
            return fmt::format("holds text outside the game tree that this run would not write (\"{}\"): someone's "
                               "notes, not an earlier output",
                               shown);
        }
    for (const auto& value : old.values)
        if (!fresh.values.contains(value)) {
            std::string shown = value.second.substr(0, 60);
            if (shown.size() < value.second.size()) shown += "...";
            return fmt::format("holds what this run would not write (a comment, a variation or a property, such as "
                               "{}): someone's own copy of the game, or an earlier output of an input changed since, "
                               "which kifu cannot tell apart, so it is kept",
                               shown);
        }
    for (const auto& [key, earlier] : old.kifu_comments) {
        const auto fresh_comment = fresh.kifu_comments.find(key);
        const auto added = added_to_kifus_comment(earlier.first,
                                                  fresh_comment == fresh.kifu_comments.end() ? std::string()
                                                                                             : fresh_comment->second.first);
        if (!added) continue;
        std::string shown = added->substr(0, 60);
        if (shown.size() < added->size()) shown += "...";
        return fmt::format("holds text in kifu's own comment that this run would not write ({}: \"{}\"): a note "
                           "someone added, which a second run would delete",
                           earlier.second, shown);
    }
    return {};
}

}  // namespace kifu::cli
