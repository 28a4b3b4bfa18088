#pragma once
// A record set against the official results: which official game it is (the same two
// players in its round), and what that game says of the record's colours and winner.
// event_review.cpp decides which records are compared and reports the rest.
#include <optional>
#include <string>
#include <vector>

#include "event/event_problem.hpp"
#include "event/official_results.hpp"
#include "event/players.hpp"
#include "sgf/game_info.hpp"

namespace kifu::event {

// For each official player, the event's player it is: by EGD PIN or AGA id, else by name.
std::vector<std::optional<std::size_t>> official_players_among(const OfficialResults& official,
                                                               const std::vector<Player>& players);

// The official games (indices) between the event's players `a` and `b`, either colours: in
// `round` (a game the file gives no round matches any), or in every round when none.
std::vector<std::size_t> official_games_between(const OfficialResults& official,
                                                const std::vector<std::optional<std::size_t>>& as_player, std::size_t a,
                                                std::size_t b, std::optional<int> round);

// A record's side of the match: its players (the event's), its round (none: any) and the
// winner its RE names.
struct RecordPairing {
    std::size_t black = 0, white = 0;
    std::optional<int> round;
    Outcome outcome = Outcome::unknown;
};

// How far a record agrees with an official game of its two players: 1 for the colours
// (or where the results give none), 1 for the winner.
constexpr int full_agreement = 2;

// Among the official games between the record's two players in its round
// (official_games_between) that are not `taken`, the first that agrees with it most, and
// at least `least`; or none.
std::optional<std::size_t> best_official_game(const OfficialResults& official,
                                              const std::vector<std::optional<std::size_t>>& as_player,
                                              const RecordPairing& record, const std::vector<bool>& taken,
                                              int least = 0);

// One record as placed against its official game.
struct RecordAsPlayed {
    const sgf::GameInfo* info = nullptr;   // PB, PW as written
    std::size_t black = 0, white = 0;      // the event's players
    int round = 0;                         // the record's (RO); 0: none known
    Outcome outcome = Outcome::unknown;    // RE's; unknown: no winner to compare
    std::string result_text;               // RE as written
    bool by_default = false;               // RE says won by forfeit (B+F): not played
};

struct OfficialComparison {
    Outcome official = Outcome::unknown;   // the official result seen from the record's colours
    bool disagrees = false;                // RE names another winner
};

// Appends colours-swapped (where the results say who had Black) and official-result (where
// both name a winner and they differ, or, with EGD results, one says the game was won by
// default and the other that it was played) to `problems`.
OfficialComparison compare_with_official(const OfficialResults& official, const OfficialGame& game,
                                         const std::vector<std::optional<std::size_t>>& as_player,
                                         const std::vector<Player>& players, const RecordAsPlayed& record,
                                         std::vector<EventProblem>& problems);

// "a win for Alice Smith (Black)"; `colours`: whether the results say who had Black (EGD
// without /b, /w does not), so that no colour is named the file does not give.
std::string winner_words(Outcome o, const std::string& black, const std::string& white, bool colours = true);

}  // namespace kifu::event
