#pragma once
// An EGD .h9 player line as egd_results.cpp reads it: the player, and one result a round.
#include <map>
#include <string>
#include <vector>

#include "event/official_results.hpp"

namespace kifu::event {

struct ResultToken {
    int opponent = 0;      // the opponent's place; 0: a round without a game
    char outcome = '=';    // '+', '-', '='
    char colour = 0;       // 'b', 'w', or 0 when not given
    int handicap = 0;
    bool by_default = false;  // "!": won by default (a forfeit), not played
    int column = 0;        // where the line has it
    std::string text;      // as written
};

struct PlayerLine {
    OfficialPlayer player;
    std::vector<ResultToken> results;
    int line = 0;
};

// Throws EventFileError, naming both lines, at the first result the opponent's line does
// not mirror (egd_line_pairs.cpp): the file contradicts itself.
void check_lines_mirror(const std::string& file, const std::vector<PlayerLine>& lines,
                        const std::map<int, std::size_t>& by_place);

}  // namespace kifu::event
