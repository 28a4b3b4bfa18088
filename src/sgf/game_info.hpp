#pragma once
// The facts `kifu info` reports about one game: game-info properties decoded, the main
// line counted, and every value problem found on the way added to the game's diagnostics.
#include <cstddef>
#include <optional>
#include <string>

#include "base/point.hpp"
#include "sgf/reader_types.hpp"
#include "sgf/result.hpp"

namespace kifu::sgf {

struct PlayerInfo {
    std::string name;   // PB / PW
    std::string rank;   // BR / WR
};

struct GameInfo {
    PlayerInfo black;
    PlayerInfo white;
    std::string date, event, round, place, game_name;   // DT EV RO PC GN
    BoardSize size;                       // SZ, 19x19 when absent or unusable
    std::optional<double> komi;           // KM, normalised; absent when not recorded
    int handicap = 0;                     // HA
    std::string rules;                    // RU as written
    std::optional<GameResult> result;     // RE decoded
    std::string result_text;              // RE as written
    std::size_t moves = 0;                // main-line nodes with B or W, passes included
    std::size_t nodes = 0;                // every node of the tree
    std::size_t variations = 0;           // lines of play besides the main line
    std::string charset;
};

// Decodes the root's game info and checks the values along the main line (moves, setup
// point lists), appending a warning for each problem to game.diagnostics.
GameInfo summarize_game(GameRecord& game);

}  // namespace kifu::sgf
