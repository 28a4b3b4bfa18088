#pragma once
// What an event announced (its event file, event_file.hpp): name, dates, rounds, rules,
// komi, board size, handicap policy, time system, the players, and the official results
// its pairing program holds. Every check of a record against the event reads this.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "base/point.hpp"
#include "event/official_results.hpp"
#include "event/players.hpp"

namespace kifu::event {

// A calendar day as YYYYMMDD, so days compare as numbers.
using Day = std::int32_t;

struct DateRange {
    Day first = 0;
    Day last = 0;
};

// How the handicap of a game follows from its players (man/kifu.1, EVENT FILE).
struct HandicapPolicy {
    enum class Kind : std::uint8_t {
        none,             // every game even
        fixed,            // every game with `stones` stones
        rank_difference,  // min(max(difference - reduction, 0), max_stones), the weaker player Black
    };
    Kind kind = Kind::none;
    int stones = 0;        // fixed
    int reduction = 0;     // rank_difference
    int max_stones = 9;    // rank_difference
    double komi = 0.5;     // the komi of a game with a handicap (EGD: 0.5)
};

struct Overtime {
    enum class Kind : std::uint8_t { none, byo_yomi, canadian, fischer };
    Kind kind = Kind::none;
    int periods = 0;       // byo-yomi
    int stones = 0;        // Canadian
    int seconds = 0;       // byo-yomi and Canadian: a period; Fischer: the increment
};

struct TimeSystem {
    int main_seconds = 0;
    Overtime overtime;
};

struct Event {
    std::string file;                       // the event file, as given
    std::string name;
    std::optional<DateRange> dates;
    std::optional<int> rounds;
    std::string rules;                      // a ruleset's name or alias, as written
    std::optional<double> komi;
    std::optional<int> board_size;
    HandicapPolicy handicap;
    std::optional<TimeSystem> time;
    std::vector<Player> players;            // empty: no player list
    std::string players_file;
    std::optional<OfficialResults> official;
};

// "2026-04-11" from 20260411.
std::string format_day(Day day);

// "byo-yomi 5x30 s", "Canadian 25 stones in 600 s", "Fischer +30 s", "no overtime".
std::string describe(const Overtime& overtime);

// "60 minutes" (or "90 s" when not whole minutes).
std::string describe_main_time(int seconds);

}  // namespace kifu::event
