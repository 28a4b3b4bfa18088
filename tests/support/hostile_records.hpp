#pragma once
// Records made to cost as much as possible for their size (issue 33): the same ko
// retaken over and over (every move illegal, every position repeated), and variations
// nested a million deep. Made here, in memory, so a test can choose their size.
#include <string>
#include <vector>

namespace kifu::testing {

// The ko the records retake, on a 9x9 board (rows from the top, 'X' Black, 'O' White):
// Black takes at C8 (SGF cb), White takes back at B8 (bb), and so on.
inline const std::vector<std::string> ko_diagram = {
    ".XO......",
    "XO.O.....",
    ".XO......",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
};

// AB and AW for a diagram, in SGF letters.
inline std::string setup_of(const std::vector<std::string>& rows) {
    std::string black = "AB", white = "AW";
    for (std::size_t y = 0; y < rows.size(); ++y)
        for (std::size_t x = 0; x < rows[y].size(); ++x) {
            const std::string point = {'[', static_cast<char>('a' + x), static_cast<char>('a' + y), ']'};
            if (rows[y][x] == 'X') black += point;
            if (rows[y][x] == 'O') white += point;
        }
    return black + white;
}

// `moves` moves taking and retaking the ko of ko_diagram: every move after the first is a
// ko violation under Japanese rules and repeats a position.
inline std::string ko_retakes(int moves, const std::string& result = "B+R") {
    std::string sgf = "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[" + result + "]" + setup_of(ko_diagram);
    sgf.reserve(sgf.size() + 6 * static_cast<std::size_t>(moves) + 2);
    for (int i = 0; i < moves; ++i) sgf += i % 2 == 0 ? ";B[cb]" : ";W[bb]";
    return sgf + ")";
}

// A game whose every move is a variation inside the previous one, `depth` deep.
inline std::string nested_variations(int depth) {
    std::string sgf = "(;GM[1]FF[4]SZ[19]";
    sgf.reserve(sgf.size() + 8 * static_cast<std::size_t>(depth) + 2);
    for (int i = 0; i < depth; ++i) sgf += i % 2 == 0 ? "(;B[aa]" : "(;W[ss]";
    sgf.append(static_cast<std::size_t>(depth), ')');
    return sgf + ")";
}

}  // namespace kifu::testing
