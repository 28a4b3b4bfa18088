#pragma once
// A territory map as a diagram in tests: rows top to bottom, one character per point.
//   X O living stones      x o stones in seki      B W dead stones (Black's, White's)
//   b w territory          1 2 seki eyes           3 4 must-fill points      . dame
#include <string>
#include <vector>

#include "ascii_board.hpp"
#include "scoring/seki.hpp"
#include "scoring/territory_map.hpp"

namespace kifu::testing {

inline char mark_char(scoring::Mark m) {
    using scoring::Mark;
    switch (m) {
        case Mark::black_stone: return 'X';
        case Mark::white_stone: return 'O';
        case Mark::black_seki_stone: return 'x';
        case Mark::white_seki_stone: return 'o';
        case Mark::dead_black: return 'B';
        case Mark::dead_white: return 'W';
        case Mark::black_territory: return 'b';
        case Mark::white_territory: return 'w';
        case Mark::black_seki_eye: return '1';
        case Mark::white_seki_eye: return '2';
        case Mark::black_must_fill: return '3';
        case Mark::white_must_fill: return '4';
        case Mark::dame: return '.';
    }
    return '?';
}

// The territory map of `board` with `dead` taken off, its seki found as every count finds them.
inline scoring::TerritoryMap counted_map(const rules::Board& board, const std::vector<Point>& dead = {}) {
    return scoring::TerritoryMap(board, dead, scoring::find_seki(board, dead));
}

inline std::vector<std::string> map_rows(const scoring::TerritoryMap& map) {
    std::vector<std::string> rows;
    for (int y = 0; y < map.size().height; ++y) {
        std::string row;
        for (int x = 0; x < map.size().width; ++x) row += mark_char(map.at(pt(x, y)));
        rows.push_back(row);
    }
    return rows;
}

}  // namespace kifu::testing
