#pragma once
// Game trees written back as SGF text, in one layout: each game tree starts on a line of
// its own, the root node's properties on its first line, every other node on a line of its
// own, each variation opening with '(' on a new line and closing with ')' after its last
// node. Property names are written as the tree holds them (upper-case letters: FF[4]),
// values with the escapes FF[4] requires (text.hpp, canonical_escapes). Writing what the
// writer wrote and reading it again gives the same text: the layout is a fixed point.
// Iterative: a tree a million variations deep is written without recursion.
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "sgf/game_tree.hpp"

namespace kifu::sgf {

// What the writer does differently with one property.
struct PropertyEdit {
    bool remove = false;
    std::vector<std::string> values;   // written instead of the property's own, already escaped
    std::string identifier;            // written instead of the property's name, when not empty
};

struct GameEdits {
    std::map<const Property*, PropertyEdit> properties;
    // Written first in the root node, in this order: name and escaped value.
    std::vector<std::pair<std::string, std::string>> root_added;
};

// Appends `tree` with `edits` to `out`, then a line break.
void write_game(const GameTree& tree, const GameEdits& edits, std::string& out);

}  // namespace kifu::sgf
