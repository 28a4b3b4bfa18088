#pragma once
// Boards as diagrams in tests: rows top to bottom, 'X' black, 'O' white, '.' empty.
// A test names a point as a player reads it off the diagram (`at`): "A1" is the
// bottom-left point, whatever the board's size.
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "base/coordinates.hpp"
#include "rules/board.hpp"

namespace kifu::testing {

// The point at column x, row y counted from the top-left: for walking a diagram's
// characters, not for naming a point (that is `at`).
inline Point pt(int x, int y) { return {static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)}; }

// The point "D4" names on a board of `size` (GTP, as kifu prints points): column letters
// A-T without I from the left, rows counted from the bottom, so a diagram's bottom-left is
// A1. Strict: a lower-case letter, a leading zero or a point off the board throws
// std::invalid_argument (a typo must never name some other point).
inline Point at(BoardSize size, std::string_view name) {
    const bool upper = !name.empty() && name[0] >= 'A' && name[0] <= 'Z';
    const bool leading_zero = name.size() > 1 && name[1] == '0';
    const auto p = parse_player_coordinate(name, size);
    if (!upper || leading_zero || !p)
        throw std::invalid_argument("at: '" + std::string(name) + "' names no point of a " +
                                    std::to_string(size.width) + "x" + std::to_string(size.height) + " board");
    return *p;
}
inline Point at(const rules::Board& board, std::string_view name) { return at(board.size(), name); }
inline std::vector<Point> at(const rules::Board& board, std::initializer_list<std::string_view> names) {
    std::vector<Point> points;
    for (std::string_view n : names) points.push_back(at(board, n));
    return points;
}

// "D4" for a failure message.
inline std::string name_of(BoardSize size, Point p) { return player_coordinate(p, size); }

// Strict: every row as wide as the first, and no character but 'X', 'O' and '.' (a
// diagram a tool changed by accident, a stray space or a letter, is an error, never an
// empty point). Throws std::invalid_argument naming the row and column.
inline rules::Board board_from(const std::vector<std::string>& rows) {
    if (rows.empty() || rows[0].empty()) throw std::invalid_argument("board_from: an empty diagram");
    rules::Board b({static_cast<int>(rows[0].size()), static_cast<int>(rows.size())});
    for (std::size_t y = 0; y < rows.size(); ++y) {
        if (rows[y].size() != rows[0].size())
            throw std::invalid_argument("board_from: row " + std::to_string(y + 1) + " has " +
                                        std::to_string(rows[y].size()) + " points, the first " +
                                        std::to_string(rows[0].size()));
        for (std::size_t x = 0; x < rows[y].size(); ++x) {
            const char c = rows[y][x];
            if (c == 'X') b.set(pt(static_cast<int>(x), static_cast<int>(y)), Color::black);
            else if (c == 'O') b.set(pt(static_cast<int>(x), static_cast<int>(y)), Color::white);
            else if (c != '.')
                throw std::invalid_argument("board_from: row " + std::to_string(y + 1) + ", column " +
                                            std::to_string(x + 1) + ": '" + std::string(1, c) +
                                            "' is not X, O or .");
        }
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
