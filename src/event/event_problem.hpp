#pragma once
// One way a record breaks its event's terms or disagrees with the official results, said
// in the record's own words ("KM[0.5] but the event's komi is 6.5"). JSON `event_problems`
// (kind, property, expected, found, sentence); kifu(1), EVENT PROBLEMS, lists the kinds.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace kifu::event {

enum class ProblemKind : std::uint8_t {
    komi,              // KM differs from the event's komi (or the handicap komi), or is missing
    rules,             // RU names other rules than the event's
    board_size,        // SZ differs
    time,              // TM or OT missing or differing from the time system
    date,              // DT missing, unreadable, or outside the event's dates
    round,             // RO missing, not a round number, or beyond the last round
    unknown_player,    // PB/PW not on the player list, or missing
    rank,              // BR/WR not the rank the player is listed with
    handicap,          // HA (or the stones) not what the policy gives, or the stronger player Black
    twice_in_round,    // a player in two records of one round
    duplicate,         // the same moves as another record
    official_result,   // RE's winner differs from the official result
    no_official_game,  // the official results have no such game
    no_record,         // an official game no record holds (a problem of the event, not of a record)
    same_player,       // PB and PW name one player
    no_winner,         // RE missing or naming no winner (Void, ?): the game cannot be placed
    colours_swapped,   // PB and PW the reverse of the official results' Black and White
    not_compared,      // a record kifu cannot match to an official game: colours and winner unchecked
};
inline constexpr std::size_t problem_kind_count = 18;

// "komi", "rules", "board-size", "time", "date", "round", "unknown-player", "rank",
// "handicap", "twice-in-round", "duplicate", "official-result", "no-official-game", "no-record",
// "same-player", "no-winner", "colours-swapped", "not-compared".
std::string_view kind_name(ProblemKind kind);

struct EventProblem {
    ProblemKind kind = ProblemKind::komi;
    std::string property;              // "KM", "PB", "TM", ... ("" for no-record)
    std::optional<std::string> expected;
    std::optional<std::string> found;  // as the record writes it; none when it is missing
    std::string sentence;
};

}  // namespace kifu::event
