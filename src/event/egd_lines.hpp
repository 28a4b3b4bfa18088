#pragma once
// An EGD .h9 player line as egd_results.cpp reads it: the player, and one result a round.
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

}  // namespace kifu::event
