#include "event/official_comparison.hpp"

#include <fmt/format.h>

namespace kifu::event {

std::vector<std::optional<std::size_t>> official_players_among(const OfficialResults& official,
                                                               const std::vector<Player>& players) {
    std::vector<std::optional<std::size_t>> as_player(official.players.size());
    for (std::size_t i = 0; i < official.players.size(); ++i) {
        const OfficialPlayer& o = official.players[i];
        for (std::size_t p = 0; p < players.size() && !as_player[i]; ++p) {
            const std::string& id = official.format == ResultsFormat::egd ? players[p].egd_pin : players[p].aga_id;
            if (!o.id.empty() && !id.empty() && o.id == id) as_player[i] = p;
        }
        if (!as_player[i]) as_player[i] = find_player(players, o.name);
    }
    return as_player;
}

std::vector<std::size_t> official_games_between(const OfficialResults& official,
                                                const std::vector<std::optional<std::size_t>>& as_player, std::size_t a,
                                                std::size_t b, std::optional<int> round) {
    std::vector<std::size_t> games;
    for (std::size_t i = 0; i < official.games.size(); ++i) {
        const OfficialGame& o = official.games[i];
        if (round && o.round != 0 && o.round != *round) continue;
        const auto ob = as_player[o.black], ow = as_player[o.white];
        if (ob && ow && ((*ob == a && *ow == b) || (*ob == b && *ow == a))) games.push_back(i);
    }
    return games;
}

namespace {

// An official outcome seen from a record's colours: the winner's colour swapped where the
// record's Black is the official White.
Outcome as_recorded(Outcome official, bool swapped) {
    if (swapped && official == Outcome::black_won) return Outcome::white_won;
    if (swapped && official == Outcome::white_won) return Outcome::black_won;
    return official;
}

// agreement (full_agreement at most) of a record with official game `o`; `same_colours`:
// whether the record's Black is the official Black.
int agreement_with(const OfficialGame& o, bool same_colours, Outcome recorded) {
    return ((same_colours || !o.colours_known) ? 1 : 0) + (as_recorded(o.outcome, !same_colours) == recorded ? 1 : 0);
}

}  // namespace

std::optional<std::size_t> best_official_game(const OfficialResults& official,
                                              const std::vector<std::optional<std::size_t>>& as_player,
                                              const RecordPairing& record, const std::vector<bool>& taken, int least) {
    std::optional<std::size_t> best;
    int best_agreement = least - 1;
    for (const std::size_t i : official_games_between(official, as_player, record.black, record.white, record.round)) {
        if (taken[i]) continue;
        const OfficialGame& o = official.games[i];
        const int a = agreement_with(o, *as_player[o.black] == record.black, record.outcome);
        if (a > best_agreement) {
            best = i;
            best_agreement = a;
        }
    }
    return best;
}

std::string winner_words(Outcome o, const std::string& black, const std::string& white, bool colours) {
    switch (o) {
        case Outcome::black_won: return "a win for " + black + (colours ? " (Black)" : "");
        case Outcome::white_won: return "a win for " + white + (colours ? " (White)" : "");
        case Outcome::draw: return "a draw";
        case Outcome::unknown: return "not known";
    }
    return "";
}

OfficialComparison compare_with_official(const OfficialResults& official, const OfficialGame& game,
                                         const std::vector<std::optional<std::size_t>>& as_player,
                                         const std::vector<Player>& players, const RecordAsPlayed& record,
                                         std::vector<EventProblem>& problems) {
    const std::string& black = players[record.black].name;
    const std::string& white = players[record.white].name;
    // The official outcome seen from this record's colours.
    const bool swapped = *as_player[game.black] != record.black;
    const Outcome o = as_recorded(game.outcome, swapped);
    // The game as the official results place it: their round, or (an AGA file without round
    // comments names none) its line, never a round the file does not give (a rematch's
    // record in round 3 was told "the official results give Alice Smith Black in round 3").
    const std::string in_round = game.round != 0 ? fmt::format(" in round {}", game.round)
                                                 : fmt::format(" in their game on line {}", game.line);
    const std::string of_round = game.round != 0 ? fmt::format(" of round {} ({})", game.round, official.file)
                                                 : fmt::format(" ({}, line {})", official.file, game.line);
    // Where the results say who had Black (not EGD without /b, /w), a record with the
    // other colours contradicts them, and its RE's colours may name the wrong winner.
    if (swapped && game.colours_known)
        problems.push_back({ProblemKind::colours_swapped, "PB", white, record.info->black.name,
                            fmt::format("PB[{}] PW[{}], but the official results ({}) give {} Black{}",
                                        record.info->black.name, record.info->white.name, official.file, white, in_round)});
    // A record with no winner has nothing to compare (no-winner says so).
    if (o == Outcome::unknown || record.outcome == Outcome::unknown) return {o, false};
    // Whether the game was played: an EGD "!" is a win by default, which is not rated. A
    // record of moves and RE[B+R] against one, or RE[B+F] against a game played, went into
    // the results as the record has it, unsaid.
    const bool played_differs = official.format == ResultsFormat::egd && game.by_default != record.by_default;
    if (o == record.outcome && !played_differs) return {o, false};
    // The official winner with the colour the official results give, if they give one.
    std::string words = swapped ? winner_words(game.outcome, white, black, game.colours_known)
                                : winner_words(o, black, white, game.colours_known);
    if (played_differs) words += game.by_default ? " by default (not played)" : " in a game played";
    problems.push_back({ProblemKind::official_result, "RE", words, record.result_text,
                        fmt::format("RE[{}] but the official result{} is {}{}", record.result_text, of_round, words,
                                    played_differs ? ": the two disagree on whether the game was played" : "")});
    return {o, true};
}

}  // namespace kifu::event
