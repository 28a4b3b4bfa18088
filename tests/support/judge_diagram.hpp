#pragma once
// The life-and-death judge's answer as a diagram in tests, compared whole with EXPECT_EQ
// (a failure prints both boards, as KataGo's testboardarea.cpp does). Rows top to bottom,
// one character per point; the characters of territory_diagram.hpp's map where they mean
// the same thing:
//   status_rows:    X O living stones   x o stones in seki   B W dead stones (Black's, White's)
//                   . empty             ! a stone the judgement has no chain for
//   territory_rows: b w Black's, White's territory   B W a dead stone in its captor's territory
//                   X O . the rest of the position   ! a stone counted as its own side's territory
// `marked_rows` draws a set of points (unsettled, dead ...) on the position instead:
//   the given character on each of them, X O . elsewhere.
// `benson_rows` draws Benson's answer (scoring/benson.hpp), which proves or leaves open:
//   X O pass-alive stones   B W stones surely dead   x o stones it leaves open   . empty
//   !   a stone called both pass-alive and surely dead
#include <algorithm>
#include <string>
#include <vector>

#include "ascii_board.hpp"
#include "scoring/benson.hpp"
#include "scoring/judgement.hpp"
#include "scoring/life_and_death.hpp"

namespace kifu::testing {

inline char status_char(Color color, scoring::ChainStatus status) {
    using scoring::ChainStatus;
    const bool black = color == Color::black;
    switch (status) {
        case ChainStatus::alive: return black ? 'X' : 'O';
        case ChainStatus::seki: return black ? 'x' : 'o';
        case ChainStatus::dead: return black ? 'B' : 'W';
    }
    return '?';
}

// Each stone as its chain's status; empty points '.'.
inline std::vector<std::string> status_rows(const rules::Board& board,
                                            const std::vector<scoring::ChainJudgement>& chains) {
    std::vector<std::string> rows = rows_of(board);
    for (std::string& row : rows) std::replace_if(row.begin(), row.end(), [](char c) { return c != '.'; }, '!');
    for (const scoring::ChainJudgement& c : chains)
        for (Point p : c.stones) rows[p.y][p.x] = status_char(c.color, c.status);
    return rows;
}

inline std::vector<std::string> status_rows(const rules::Board& board, const scoring::LifeAndDeath& j) {
    return status_rows(board, j.chains);
}

// The position with the points a side counts (or a referee marks, TB/TW) as its territory:
// an empty point 'b' or 'w', an opponent's stone on it 'W' or 'B' (dead, as in the
// territory map), and '!' for a side's own stone counted as its territory.
inline std::vector<std::string> territory_rows(const rules::Board& board, const std::vector<Point>& black,
                                               const std::vector<Point>& white) {
    std::vector<std::string> rows = rows_of(board);
    const auto mark = [&](const std::vector<Point>& points, Color side) {
        for (Point p : points) {
            const auto stone = board.at(p);
            const bool black_side = side == Color::black;
            rows[p.y][p.x] = !stone ? (black_side ? 'b' : 'w') : *stone == side ? '!' : black_side ? 'W' : 'B';
        }
    };
    mark(black, Color::black);
    mark(white, Color::white);
    return rows;
}

inline std::vector<std::string> territory_rows(const rules::Board& board, const scoring::LifeAndDeath& j) {
    return territory_rows(board, j.black_territory, j.white_territory);
}

// The position (X O .) with each of `points` drawn as `c`.
inline std::vector<std::string> marked_rows(const rules::Board& board, const std::vector<Point>& points, char c) {
    std::vector<std::string> rows = rows_of(board);
    for (Point p : points) rows[p.y][p.x] = c;
    return rows;
}

inline std::vector<std::string> benson_rows(const rules::Board& board) {
    const scoring::PlayoutBoard b(board);
    const scoring::BensonResult result = scoring::benson(b);
    std::vector<std::string> rows = rows_of(board);
    for (scoring::PlayoutBoard::Loc l = 0; l < b.cells(); ++l) {
        if (!b.on_board(l) || b.empty(l)) continue;
        const Point p = b.point(l);
        const bool black = b.is(l, Color::black);
        char& c = rows[p.y][p.x];
        if (result.pass_alive[l] && result.surely_dead[l]) c = '!';
        else if (result.pass_alive[l]) c = black ? 'X' : 'O';
        else if (result.surely_dead[l]) c = black ? 'B' : 'W';
        else c = black ? 'x' : 'o';
    }
    return rows;
}

}  // namespace kifu::testing
