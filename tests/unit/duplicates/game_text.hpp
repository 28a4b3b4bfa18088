#pragma once
// Test games for the duplicate finder, written as SGF: a list of moves ("dd", "" for a pass)
// with optional handicap stones, and the same game under a symmetry, a colour swap or cut.
#include <string>
#include <vector>

#include <fmt/format.h>

#include "duplicates/game_moves.hpp"
#include "sgf/game_info.hpp"
#include "sgf/reader.hpp"

namespace kifu::duplicates::testing {

struct TestGame {
    BoardSize size{19, 19};
    std::vector<std::string> black_stones;   // AB
    std::vector<std::string> moves;          // alternating, Black first unless there are stones
    std::string info = "PB[Black]PW[White]";
};

inline std::string to_point(Point p) { return sgf_point(p); }

inline Point from_point(const std::string& s) {
    return {static_cast<std::uint8_t>(s[0] - 'a'), static_cast<std::uint8_t>(s[1] - 'a')};
}

// The game as an SGF record, seen under `s`, colours swapped when `swap`, cut after `cut`
// moves when cut >= 0.
inline std::string sgf_text(const TestGame& g, Symmetry s = Symmetry::identity, bool swap = false, int cut = -1) {
    const BoardSize size = transformed_size(s, g.size);
    std::string text = size.width == size.height ? fmt::format("(;GM[1]FF[4]SZ[{}]", size.width)
                                                 : fmt::format("(;GM[1]FF[4]SZ[{}:{}]", size.width, size.height);
    text += g.info;
    if (!g.black_stones.empty()) {
        text += swap ? "AW" : "AB";
        for (const std::string& p : g.black_stones) text += fmt::format("[{}]", to_point(transform(s, from_point(p), g.size)));
    }
    const bool white_first = !g.black_stones.empty();
    for (std::size_t i = 0; i < g.moves.size() && (cut < 0 || static_cast<int>(i) < cut); ++i) {
        bool black = (i % 2 == 0) != white_first;
        if (swap) black = !black;
        const std::string& m = g.moves[i];
        text += fmt::format(";{}[{}]", black ? 'B' : 'W', m.empty() ? "" : to_point(transform(s, from_point(m), g.size)));
    }
    return text + ")\n";
}

// A game of `n` distinct moves spread over the board, from `seed`.
inline TestGame spread_game(int n, unsigned seed, BoardSize size = {19, 19}) {
    TestGame g;
    g.size = size;
    std::vector<bool> used(static_cast<std::size_t>(size.width * size.height), false);
    unsigned state = seed * 2654435761U + 12345U;
    while (static_cast<int>(g.moves.size()) < n) {
        state = state * 1103515245U + 12345U;
        const auto at = (state >> 8) % static_cast<unsigned>(size.width * size.height);
        if (used[at]) continue;
        used[at] = true;
        g.moves.push_back(to_point({static_cast<std::uint8_t>(at % static_cast<unsigned>(size.width)),
                                    static_cast<std::uint8_t>(at / static_cast<unsigned>(size.width))}));
    }
    return g;
}

// The moves of the first game of `text`, as the finder reads them.
inline GameMoves moves_of(const std::string& text) {
    GameMoves out;
    sgf::read_sgf_bytes("test.sgf", text, {}, [&](sgf::GameRecord&& game) {
        if (!out.tokens.empty() || out.moves > 0) return;
        const sgf::GameInfo info = sgf::summarize_game(game);
        out = game_moves(game.tree, info.size);
    });
    return out;
}

}  // namespace kifu::duplicates::testing
