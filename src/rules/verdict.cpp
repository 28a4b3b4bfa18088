#include "rules/verdict.hpp"

#include <algorithm>
#include <limits>

#include <fmt/format.h>

namespace kifu::rules {

std::string_view verdict_name(VerdictKind kind) {
    switch (kind) {
        case VerdictKind::ok: return "ok";
        case VerdictKind::illegal: return "illegal";
        case VerdictKind::no_result: return "no-result";
        case VerdictKind::decided: return "decided";
    }
    return "ok";
}

bool ends_in_cycle(const ReplayResult& replay) {
    if (!replay.last_repetition || replay.end_move || !replay.final_position_in_cycle) return false;
    const Repetition& last = *replay.last_repetition;
    return replay.moves - last.move <= last.move - last.repeats;
}

namespace {

std::optional<Color> recorded_winner(const std::optional<sgf::GameResult>& recorded) {
    if (!recorded) return std::nullopt;
    if (recorded->winner == sgf::Winner::black) return Color::black;
    if (recorded->winner == sgf::Winner::white) return Color::white;
    return std::nullopt;
}

// Under situational superko a position may come back with the other player to move; only
// a flagged move repeated a situation. Everywhere else the ruleset's own text applies.
std::string repetition_meaning(const Repetition& r, const Ruleset& rules) {
    // An immediate ko retake repeats the position two moves back; that is the ko rule's
    // business (its own violation), not a cycle.
    if (r.flagged == ViolationKind::ko)
        return "the immediate ko retake brings back the position after move " + std::to_string(r.repeats) +
               " (see the ko violation)";
    if (rules.ko == KoRule::situational_superko && r.flagged != ViolationKind::superko)
        return "the same position with the other player to move: allowed under situational superko";
    return describe(rules.repetition_text, "", "", r.move);
}

std::string name_of(Color c) { return std::string(color_name(c)); }

// The game was decided during play: does RE agree?
std::string check_decided(const Verdict& v, const std::optional<sgf::GameResult>& recorded, std::string_view rules) {
    const auto said = recorded_winner(recorded);
    if (!v.decided_winner) return {};
    if (!recorded) return "no result is recorded; under " + std::string(rules) + " " + name_of(*v.decided_winner) +
                          " won at move " + std::to_string(*v.decided_at_move);
    if (said == v.decided_winner) return {};
    return recorded->quoted() + " does not stand under " + std::string(rules) + ": " +
           name_of(*v.decided_winner) + " won at move " + std::to_string(*v.decided_at_move);
}

// Wrong turns that look like a slip of the recorder rather than of the players. The
// consequences still apply: kifu names the likely cause, it does not excuse the moves.
std::string likely_recording_error(const ReplayResult& replay) {
    const int wrong_turns = replay.violations_by_kind[static_cast<std::size_t>(ViolationKind::wrong_turn)];
    // A problem diagram entered as moves: one colour placed stone after stone.
    if (wrong_turns >= 10 || replay.longest_wrong_turn_run >= 4) return "this looks like a position set up as moves";
    const Violation& first = replay.violations.front();
    if (first.kind == ViolationKind::wrong_turn && first.move == replay.moves)
        return "likely a recording error: a missing pass?";
    return {};
}

}  // namespace

Verdict judge(const ReplayResult& replay, const Ruleset& rules, const std::optional<sgf::GameResult>& recorded) {
    Verdict v;
    // A move recorded after the game ended (two passes; under capture go the first capture)
    // is no move of the game: it cannot make the game illegal or take a win away. Where two
    // passes only stop play (Japanese Art. 9) the replay already moved the end to the last
    // stop, since a move right after a stop resumes play and is a move of the game.
    const int over_at = replay.end_move.value_or(std::numeric_limits<int>::max());
    const bool ended_by_capture = rules.first_capture_wins && replay.first_capture_move == replay.end_move;
    const auto in_game = [&](const Violation& violation) { return violation.move <= over_at; };
    const std::string after_the_end = ended_by_capture
                                          ? fmt::format("none: the game ended with the capture at move {}", over_at)
                                          : fmt::format("none: the game ended at move {}", over_at);
    // Where an illegal move loses the game (Japanese Art. 14), the first one in the game
    // decides it: a later one cannot lose it again ("White loses at move 6, Black wins"
    // after Black lost at move 4 told a director both players lost).
    const int decided_at = rules.illegal_move == IllegalMoveConsequence::loses_game && !replay.violations.empty() &&
                                   in_game(replay.violations.front())
                               ? replay.violations.front().move
                               : std::numeric_limits<int>::max();
    // One consequence per listed violation (the reports pair them by index).
    for (const Violation& violation : replay.violations) {
        if (!in_game(violation)) v.consequences.push_back(after_the_end);
        else if (violation.move > decided_at)
            v.consequences.push_back(fmt::format("none: the game was decided at move {}", decided_at));
        else
            v.consequences.push_back(describe(rules.illegal_move_text, color_name(violation.color),
                                              color_name(opponent(violation.color)), violation.move));
    }
    for (const Repetition& r : replay.repetitions) v.repetition_meanings.push_back(repetition_meaning(r, rules));

    if (!replay.violations.empty() && in_game(replay.violations.front())) {
        const Violation& first = replay.violations.front();
        v.kind = VerdictKind::illegal;
        v.summary = std::string(kind_name(first.kind)) + " by " + name_of(first.color) + " at move " +
                    std::to_string(first.move) + ": " + v.consequences.front();
        v.likely_recording_error = likely_recording_error(replay);
        if (!v.likely_recording_error.empty()) v.summary += "; " + v.likely_recording_error;
        if (rules.illegal_move == IllegalMoveConsequence::loses_game) {
            v.decided_winner = opponent(first.color);
            v.decided_at_move = first.move;
            v.result_note = check_decided(v, recorded, rules.name);
        } else if (recorded_winner(recorded)) {
            v.result_note = recorded->quoted() + " was recorded for a game with " +
                            std::to_string(replay.violations_in_game()) + " illegal move(s), the first at move " +
                            std::to_string(first.move) + "; see the consequences under " + std::string(rules.name) +
                            " rules";
        }
        return v;
    }
    // A capture after the game ended by passes decides nothing.
    if (rules.first_capture_wins && replay.first_capture_move && *replay.first_capture_move <= over_at) {
        v.kind = VerdictKind::decided;
        v.decided_winner = replay.first_capture_by;
        v.decided_at_move = replay.first_capture_move;
        v.summary = describe(rules.first_capture_text, color_name(*replay.first_capture_by),
                             color_name(opponent(*replay.first_capture_by)), *replay.first_capture_move);
        v.result_note = check_decided(v, recorded, rules.name);
        return v;
    }
    if (ends_in_cycle(replay) && rules.repetition == RepetitionMeaning::no_result_if_agreed) {
        const Repetition& r = *replay.last_repetition;
        v.kind = VerdictKind::no_result;
        v.summary = "the record ends in a cycle: the position after move " + std::to_string(r.move) +
                    " repeats the one after move " + std::to_string(r.repeats) + "; " + repetition_meaning(r, rules);
        // A resignation (or time, forfeit) is a player who did not agree to no result.
        if (recorded_winner(recorded) && !recorded->ended_by_a_player())
            v.result_note = recorded->quoted() + " names a winner, but the game ends in a repeated " +
                            "cycle, which under " + std::string(rules.name) + " rules means no result if the " +
                            "players agreed";
        return v;
    }
    v.summary = replay.repetitions.empty()
                    ? "no illegal move"
                    : "no illegal move; " + std::to_string(replay.repetitions_total) +
                          " repeated position(s), played through";
    return v;
}

}  // namespace kifu::rules
