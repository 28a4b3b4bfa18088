#pragma once
// Boards as diagrams in tests: rows top to bottom, 'X' black, 'O' white, '.' empty.
#include <string>
#include <vector>

#include "rules/board.hpp"

namespace kifu::testing {

inline Point pt(int x, int y) { return {static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)}; }

inline rules::Board board_from(const std::vector<std::string>& rows) {
    rules::Board b({static_cast<int>(rows[0].size()), static_cast<int>(rows.size())});
    for (std::size_t y = 0; y < rows.size(); ++y)
        for (std::size_t x = 0; x < rows[y].size(); ++x) {
            if (rows[y][x] == 'X') b.set(pt(static_cast<int>(x), static_cast<int>(y)), Color::black);
            if (rows[y][x] == 'O') b.set(pt(static_cast<int>(x), static_cast<int>(y)), Color::white);
        }
    return b;
}

// `top` with `below` under it: a position drawn in two parts (a fight, and the wall and
// territory that every position of a test file shares).
inline std::vector<std::string> stacked(std::vector<std::string> top, const std::vector<std::string>& below) {
    top.insert(top.end(), below.begin(), below.end());
    return top;
}

inline std::vector<std::string> rows_of(const rules::Board& b) {
    std::vector<std::string> rows;
    for (int y = 0; y < b.size().height; ++y) {
        std::string row;
        for (int x = 0; x < b.size().width; ++x) {
            const auto s = b.at(pt(x, y));
            row += !s ? '.' : *s == Color::black ? 'X' : 'O';
        }
        rows.push_back(row);
    }
    return rows;
}

}  // namespace kifu::testing
