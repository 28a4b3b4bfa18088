#pragma once
// What the reader hands out: one record per game of a collection, and limits that keep
// hostile input in check.
#include <cstddef>
#include <functional>

#include "base/diagnostic.hpp"
#include "sgf/game_tree.hpp"

namespace kifu::sgf {

// Far above any real record (the largest real files have ~10^5 nodes), low enough that
// a hostile file cannot exhaust memory.
struct ReaderLimits {
    std::size_t max_file_bytes = std::size_t{1} << 30;   // 1 GiB; offsets are 32-bit
    std::size_t max_nodes_per_game = 20'000'000;
    std::size_t max_depth = 10'000'000;                  // nested '(' inside one game
};

struct ReadOptions {
    bool strict = false;     // warnings count as errors
    ReaderLimits limits;
};

struct GameRecord {
    std::size_t index = 0;   // 0-based position in the collection
    GameTree tree;
    Diagnostics diagnostics; // reader problems found in this game (file-level ones go to game 0)
    // The file ended before this game tree closed (a missing final ')'): moves after the
    // cut may be missing, so nothing can be said of the record's result.
    bool cut_off = false;
};

using GameHandler = std::function<void(GameRecord&&)>;

}  // namespace kifu::sgf
