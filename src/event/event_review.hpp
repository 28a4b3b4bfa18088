#pragma once
// An event's records reviewed together: each record's own checks (record_checks.hpp), then
// what only the whole folder shows: a player in two records of a round, a game recorded
// twice (the same moves, or one copy cut short), and, with the official results, a winner
// that differs, colours the reverse of theirs, a record with no official game and an
// official game with no record. A record left out of the crosstable is still set against
// its official game where its players and round say which, and where they cannot, a
// not-compared problem says its colours and winner went unchecked. It also places each
// record in its round for the crosstable and the results export, or says why it cannot.
//
// Made in two steps: add() every record's facts (one pass over the inputs), then finish().
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "event/event.hpp"
#include "event/event_problem.hpp"
#include "event/record_facts.hpp"

namespace kifu::event {

// A record placed in its round: both players known, a round number, a result.
struct PlacedGame {
    RecordKey key;
    int round = 0;
    std::size_t black = 0, white = 0;      // indices into EventReview::players()
    Outcome outcome = Outcome::unknown;    // from RE
    int handicap = 0;                      // HA (0 when absent)
    std::optional<double> komi;            // KM
    std::string result_text;               // RE as written
    bool by_default = false;               // won by forfeit (RE "B+F"): not played, so not for rating
    std::optional<Outcome> official;       // the official result of this pairing, if any
    bool disagrees = false;                // the official winner differs from RE's
};

struct UnplacedRecord {
    RecordKey key;
    std::string reason;                    // "RO is missing", "PB is not on the player list", ...
};

class EventReview {
public:
    explicit EventReview(Event event);

    void add(RecordFacts facts);
    void finish();

    [[nodiscard]] const Event& event() const { return event_; }
    // The event's players: its list, or (without one) everyone the records name, ranked
    // by BR/WR when given.
    [[nodiscard]] const std::vector<Player>& players() const { return players_; }
    // Players (without a list) whose records give no rank kifu can read, ranked 30k in
    // players(): index, and the last BR/WR they wrote ("" for none).
    [[nodiscard]] const std::map<std::size_t, std::string>& unranked() const { return unranked_; }
    // Every problem of this record, or nullptr for a record the review never saw.
    [[nodiscard]] const std::vector<EventProblem>* problems_of(const RecordKey& key) const;
    // Problems of the event rather than of a record: official games with no record.
    [[nodiscard]] const std::vector<EventProblem>& event_wide() const { return event_wide_; }
    [[nodiscard]] const std::vector<PlacedGame>& placed() const { return placed_; }
    [[nodiscard]] const std::vector<UnplacedRecord>& unplaced() const { return unplaced_; }
    // The highest round: the event's, else the highest any record or official game names.
    [[nodiscard]] int rounds() const { return rounds_; }
    [[nodiscard]] std::size_t records() const { return facts_.size(); }

private:
    std::optional<std::size_t> player_of(const sgf::PlayerInfo& p);
    // Whether two records' PB (or PW) name one player: the same listed player, else the same name.
    bool same_player(const sgf::PlayerInfo& a, const sgf::PlayerInfo& b);
    // The facts of a record add() gave, after finish() has sorted them.
    [[nodiscard]] const RecordFacts& facts_of(const RecordKey& key) const;
    void check_duplicates();
    void check_rounds();
    void compare_official();
    // `recorded`: the official games a record holds, this one's marked. Whether it was
    // (the record then accounts for that game, and for no other).
    bool compare_unplaced(const RecordKey& key, const OfficialResults& official,
                          const std::vector<std::optional<std::size_t>>& as_player, std::vector<bool>& recorded);

    Event event_;
    std::vector<Player> players_;
    std::vector<RecordFacts> facts_;
    std::map<RecordKey, std::vector<EventProblem>> problems_;
    std::vector<EventProblem> event_wide_;
    std::vector<PlacedGame> placed_;
    std::vector<UnplacedRecord> unplaced_;
    std::map<std::size_t, std::string> unranked_;
    int rounds_ = 0;
};

}  // namespace kifu::event
