#pragma once
// The official results of an event, as its pairing program exports them: the EGD's
// tournament table (.h9, egd_results.cpp) or the AGA's results file (aga_results.cpp).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "event/players.hpp"

namespace kifu::event {

enum class ResultsFormat : std::uint8_t { egd, aga };

struct OfficialPlayer {
    std::string name;
    std::optional<Rank> rank;
    std::string id;                     // EGD PIN or AGA id, when the file gives one
    std::string country, club;          // EGD only
    int place = 0;                      // EGD's place number (the line's first field)
};

enum class Outcome : std::uint8_t { black_won, white_won, draw, unknown };

struct OfficialGame {
    int round = 0;                      // 0: the file does not say (AGA without round comments)
    // Indices into OfficialResults::players. An EGD result without /b or /w leaves the
    // colours unknown: `black` is then the better-placed player, and `outcome` says who won.
    std::size_t black = 0, white = 0;
    bool colours_known = true;          // false: an EGD result without /b or /w
    Outcome outcome = Outcome::unknown;
    int handicap = 0;
    std::optional<double> komi;         // AGA only
    // EGD's "!" on either line: won by default (a forfeit), not played, so not rated. An
    // AGA file has no such mark (its games are all rated).
    bool by_default = false;
    int line = 0;                       // where the file states it (the first of its two lines in EGD)
};

struct OfficialResults {
    std::string file;
    ResultsFormat format = ResultsFormat::egd;
    std::vector<OfficialPlayer> players;
    std::vector<OfficialGame> games;
    // Rounds in which a player had no game (EGD's 0+, 0-, 0=): player index and round.
    std::vector<std::pair<std::size_t, int>> byes;
    int rounds = 0;                     // EGD: the result columns; AGA: the highest round named
};

// Reads an official results file; `format` is inferred from the text when not given (an
// AGA file has TOURNEY, PLAYERS and GAMES sections). Throws EventFileError.
OfficialResults read_official_results(const std::string& path, std::optional<ResultsFormat> format);
OfficialResults parse_egd_results(const std::string& file, std::string_view text);
OfficialResults parse_aga_results(const std::string& file, std::string_view text);

}  // namespace kifu::event
