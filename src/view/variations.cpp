#include "view/variations.hpp"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

#include "report/html_text.hpp"
#include "report/outcome_words.hpp"

namespace kifu::view {
namespace {

using report::html_escape;

// A record built to cost (thousands of forks at one move, a fork of a million branches)
// made a page of a gigabyte: the lists stop at these, with a line counting the rest, as
// the page's lists of illegal moves and repetitions do. The branch the line takes, and
// every fork where it takes one other than the first, are always listed.
constexpr std::size_t branches_listed = 100;   // per fork
constexpr std::size_t forks_listed = 100;      // per move

std::vector<sgf::NodeId> children(const sgf::GameTree& tree, sgf::NodeId id) {
    std::vector<sgf::NodeId> out;
    for (sgf::NodeId c = tree.node(id).first_child; c != sgf::no_node; c = tree.node(c).next_sibling) out.push_back(c);
    return out;
}

// The node's move property (B or W with a value), or nullptr.
const sgf::Property* move_of(const sgf::GameTree& tree, sgf::NodeId id) {
    for (const sgf::Property& p : tree.properties(id))
        if ((p.identifier == "B" || p.identifier == "W") && p.value_count > 0) return &p;
    return nullptr;
}

// "Black D4", "White passes", "Black zz, off the 9x9 board".
std::string move_words(const sgf::GameTree& tree, const sgf::Property& p, BoardSize size) {
    const std::string point = report::recorded_point(tree.values(p).front().text, size);
    return std::string(p.identifier == "B" ? "Black " : "White ") + (point == "pass" ? "passes" : point);
}

// A branch as the list names it: its first move and how many moves its line holds.
std::string branch_words(const sgf::GameTree& tree, sgf::NodeId branch, BoardSize size) {
    std::string first;
    int moves = 0;
    for (sgf::NodeId id = branch; id != sgf::no_node; id = tree.node(id).first_child)
        if (const sgf::Property* p = move_of(tree, id)) {
            if (moves++ == 0) first = move_words(tree, *p, size);
        }
    if (moves == 0) return "no move";
    return fmt::format("{} ({} move{})", first, moves, moves == 1 ? "" : "s");
}

// The path that takes `branch` at the k-th fork of `line` and the first branch after it.
std::vector<int> path_through(const LineOfPlay& line, std::size_t k, int branch) {
    std::vector<int> path(line.path.begin(), line.path.begin() + static_cast<std::ptrdiff_t>(std::min(k, line.path.size())));
    path.resize(k, 0);
    path.push_back(branch);
    while (!path.empty() && path.back() == 0) path.pop_back();
    return path;
}

void list_branches(std::string& out, const sgf::GameTree& tree, const LineOfPlay& line, std::size_t k,
                   std::string_view heading, int move, BoardSize size) {
    const Fork& fork = line.forks[k];
    // The first branch here is the main line's when every fork before it took its first branch.
    const std::size_t before = std::min(k, line.path.size());
    const bool on_main_line = std::all_of(line.path.begin(), line.path.begin() + static_cast<std::ptrdiff_t>(before),
                                          [](int taken) { return taken == 0; });
    out += fmt::format("<p class=\"branches\"><span class=\"branches-heading\">{}</span> ", heading);
    const std::vector<sgf::NodeId> branches = children(tree, fork.node);
    std::size_t left_out = 0;
    for (std::size_t b = 0; b < branches.size(); ++b) {
        const bool shown = static_cast<int>(b) == fork.taken;
        if (b >= branches_listed && !shown) {
            ++left_out;
            continue;
        }
        out += fmt::format("{}<a href=\"#\" class=\"to-line{}\" data-path=\"{}\" data-move=\"{}\"{}>{}{}</a>",
                           b == 0 ? "" : " \u00b7 ", shown ? " shown" : "",
                           path_text(path_through(line, k, static_cast<int>(b))), move,
                           shown ? " aria-current=\"true\"" : "", html_escape(branch_words(tree, branches[b], size)),
                           b == 0 && on_main_line ? " \u2014 main line" : "");
    }
    if (left_out > 0) out += fmt::format(" \u00b7 <span class=\"more\">and {} more branches, not listed</span>", left_out);
    out += "</p>\n";
}

}  // namespace

int LineOfPlay::shared_moves() const {
    for (const Fork& f : forks)
        if (f.taken != 0) return f.moves_before;
    return static_cast<int>(nodes.size());   // the main line: every move (fewer than its nodes)
}

LineOfPlay line_of_play(const sgf::GameTree& tree, const std::vector<int>& path) {
    LineOfPlay line;
    if (tree.empty()) return line;
    int moves = 0;
    std::size_t k = 0;
    for (sgf::NodeId id = tree.root(); id != sgf::no_node;) {
        line.nodes.push_back(id);
        if (move_of(tree, id) != nullptr) ++moves;
        const std::vector<sgf::NodeId> next = children(tree, id);
        if (next.empty()) break;
        int taken = 0;
        if (next.size() > 1) {
            taken = k < path.size() ? path[k] : 0;
            if (taken < 0 || static_cast<std::size_t>(taken) >= next.size())
                // Named as the address names it (path=0.7: branch 7) and for the move the
                // branches are alternatives for, the one after the fork.
                throw std::invalid_argument(fmt::format("the record has no branch {} for move {}: it gives {} (branches 0 to {})",
                                                        taken, moves + 1, next.size(), next.size() - 1));
            line.forks.push_back({id, moves, taken});
            ++k;
        }
        id = next[static_cast<std::size_t>(taken)];
    }
    for (const Fork& f : line.forks) line.path.push_back(f.taken);
    while (!line.path.empty() && line.path.back() == 0) line.path.pop_back();
    return line;
}

std::string path_text(const std::vector<int>& path) {
    std::string text;
    for (std::size_t i = 0; i < path.size(); ++i) {
        if (i > 0) text += '.';
        text += std::to_string(path[i]);
    }
    return text;
}

std::string variations_panel(const sgf::GameTree& tree, const LineOfPlay& line, int move, BoardSize size) {
    std::string out;
    if (line.variation()) {
        const int shared = line.shared_moves();
        // Up to where it leaves, the line is the game as played: not "a variation" yet.
        out += fmt::format("<p class=\"variation-note\">{} leaves the main line at move {} \u00b7 <a "
                           "href=\"#\" class=\"to-line\" data-path=\"\" data-move=\"{}\">back to the main line</a></p>\n",
                           line.variation_at(move) ? "A variation: it" : "The game as played, on a line that",
                           shared + 1, std::min(move, shared));
    }
    std::size_t listed = 0, left_out = 0;
    for (std::size_t k = 0; k < line.forks.size(); ++k) {
        const Fork& f = line.forks[k];
        if (f.moves_before != move - 1 && f.moves_before != move) continue;
        if (listed >= forks_listed && f.taken == 0) {
            ++left_out;
            continue;
        }
        ++listed;
        const int at = f.moves_before == move - 1 ? move : move + 1;
        list_branches(out, tree, line, k, fmt::format("Move {} in the record:", at), at, size);
    }
    if (left_out > 0)
        out += fmt::format("<p class=\"branches more\">and {} more places where the record branches here, not listed</p>\n",
                           left_out);
    return out.empty() ? out : "<div class=\"variations\" role=\"group\" aria-label=\"Variations\">\n" + out + "</div>\n";
}

}  // namespace kifu::view
