#pragma once
// The checks of one record against the event on its own: komi, rules, board size, time
// system, dates, round, players and ranks, handicap. The checks that compare records with
// each other, or with the official results, are event_review.hpp's.
#include <optional>
#include <vector>

#include "event/event.hpp"
#include "event/event_problem.hpp"
#include "event/record_facts.hpp"

namespace kifu::event {

// The handicap a pairing takes under the policy: stones, and who should be Black (none:
// either). Needs both players' ranks for the rank-difference policy.
struct ExpectedHandicap {
    int stones = 0;                            // 1: no stones, but the handicap komi
    std::optional<bool> black_is_first;        // the first player given should be Black
};
ExpectedHandicap expected_handicap(const HandicapPolicy& policy, const std::optional<Rank>& first,
                                   const std::optional<Rank>& second);

// The record's overtime as OT writes it ("5x30 byo-yomi", "25/600 Canadian", "Fischer
// 30"), or none when kifu cannot read it.
std::optional<Overtime> parse_overtime(std::string_view ot);

// The days DT names (YYYY-MM-DD, with FF[4]'s ",DD" and ",MM-DD" shortcuts), or none when
// it is not such a list.
std::optional<std::vector<Day>> parse_dt(std::string_view dt);

// RO's round number ("3", "3 (final)", "3 - final", "Round 3", "R3"), or none ("final",
// "1.5", "1a").
std::optional<int> parse_round(std::string_view ro);

// BR's or WR's rank in every form kifu reads a record's rank (sgf/rank.hpp: "3d?", "5段",
// "初段", "2 kyu"), or none.
std::optional<Rank> record_rank(std::string_view rank);

// `players`: the event's list (its indices), or empty when the event lists none.
std::vector<EventProblem> check_record(const Event& event, const std::vector<Player>& players, const RecordFacts& record);

}  // namespace kifu::event
