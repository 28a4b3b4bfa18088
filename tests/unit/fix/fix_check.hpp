#pragma once
// What the kifu fix tests ask of every output: read again, the same games with the same
// position after every main-line move (kifu's own replay), and a second fix that changes
// nothing, byte for byte.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "rules/replay.hpp"
#include "rules/ruleset.hpp"
#include "sgf/fix_record.hpp"
#include "sgf/game_info.hpp"
#include "sgf/reader.hpp"

namespace kifu::fix_testing {

struct Game {
    sgf::GameRecord record;
    sgf::GameInfo info;
};

inline std::vector<Game> read_games(const std::string& bytes) {
    std::vector<Game> games;
    sgf::read_sgf_bytes("test.sgf", bytes, {}, [&](sgf::GameRecord&& record) {
        Game g{std::move(record), {}};
        g.info = sgf::summarize_game(g.record);
        games.push_back(std::move(g));
    });
    return games;
}

// Every stone of the board, as text, so a failure shows the boards.
inline std::string board_text(const rules::Board& board, BoardSize size) {
    std::string text;
    for (int y = 0; y < size.height; ++y) {
        for (int x = 0; x < size.width; ++x) {
            const auto stone = board.at(Point{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)});
            text += !stone ? '.' : *stone == Color::black ? 'X' : 'O';
        }
        text += '\n';
    }
    return text;
}

// The position after the setup and after each main-line move of `original` and `fixed`
// are the same, and so is the number of nodes (variations included).
inline void expect_same_positions(const std::string& original, const std::string& fixed, const std::string& name) {
    const auto before = read_games(original);
    const auto after = read_games(fixed);
    ASSERT_EQ(before.size(), after.size()) << name;
    const rules::Ruleset& rules = rules::default_ruleset();
    for (std::size_t g = 0; g < before.size(); ++g) {
        const Game& a = before[g];
        const Game& b = after[g];
        ASSERT_EQ(a.record.tree.node_count(), b.record.tree.node_count()) << name << " game " << g;
        ASSERT_EQ(a.info.size, b.info.size) << name << " game " << g;
        const int moves = rules::replay_main_line(a.record.tree, a.info, rules).moves;
        ASSERT_EQ(moves, rules::replay_main_line(b.record.tree, b.info, rules).moves) << name << " game " << g;
        for (int move = 0; move <= moves; ++move) {
            const auto board_a = rules::replay_main_line(a.record.tree, a.info, rules, move).board;
            const auto board_b = rules::replay_main_line(b.record.tree, b.info, rules, move).board;
            ASSERT_EQ(board_text(board_a, a.info.size), board_text(board_b, b.info.size))
                << name << " game " << g << " after move " << move;
        }
    }
}

// fix(fix(x)) == fix(x), and says it changed nothing.
inline void expect_idempotent(const sgf::FixedRecord& first, const std::string& name) {
    const sgf::FixedRecord second = sgf::fix_record(name, first.text);
    EXPECT_EQ(second.text, first.text) << name;
    EXPECT_EQ(second.change_count(), 0U) << name;
}

}  // namespace kifu::fix_testing
