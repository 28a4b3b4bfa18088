#pragma once
// The variations of a record on a `kifu view` page, as Sabaki offers them: a line of play
// is named by the branch it takes at each fork (a node with more than one child) on the
// way from the root, its path; at the move shown the page lists the record's other moves
// for that move and for the next one, and a click enters that line, which the page then
// steps through and counts like the main line.
#include <string>
#include <vector>

#include "base/point.hpp"
#include "sgf/game_tree.hpp"

namespace kifu::view {

struct Fork {
    sgf::NodeId node = sgf::no_node;   // the node whose children branch
    int moves_before = 0;              // moves on the line up to and including that node
    int taken = 0;                     // the branch the line takes (0: the first child)
};

struct LineOfPlay {
    std::vector<sgf::NodeId> nodes;    // root first, to a leaf
    std::vector<Fork> forks;           // along it, in order
    std::vector<int> path;             // the branch taken at each fork, without the trailing
                                       // first branches: [] is the main line
    [[nodiscard]] bool variation() const { return !path.empty(); }
    // The moves a variation shares with the main line: it leaves it after this many. The
    // position after one of them is the game's, whichever line the page is on.
    [[nodiscard]] int shared_moves() const;
    // Whether the position after `move` of this line is one the game as played never had.
    [[nodiscard]] bool variation_at(int move) const { return variation() && move > shared_moves(); }
};

// The line `path` names: at the k-th fork the branch path[k], the first branch beyond the
// path. Throws std::invalid_argument for a branch that is not there.
LineOfPlay line_of_play(const sgf::GameTree& tree, const std::vector<int>& path);

// "0.2" <-> {0, 2}: a path as the page's links and address carry it ("" the main line).
std::string path_text(const std::vector<int>& path);

// The page's variations at move `move` of `line` (0: after the setup): where the line
// leaves the main line, with a way back to it, and for this move and the next one each
// move the record gives, as links (class "to-line", `data-path`, `data-move`) that enter
// its line, the one shown marked aria-current. Empty when the record offers none here.
std::string variations_panel(const sgf::GameTree& tree, const LineOfPlay& line, int move, BoardSize size);

}  // namespace kifu::view
