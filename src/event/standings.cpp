#include "event/standings.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace kifu::event {

std::vector<Standing> standings(const EventReview& review) {
    const auto& players = review.players();
    const int rounds = review.rounds();
    std::vector<Standing> table(players.size());
    for (std::size_t p = 0; p < players.size(); ++p) {
        table[p].player = p;
        table[p].rounds.resize(static_cast<std::size_t>(rounds));
    }
    const auto& placed = review.placed();
    for (std::size_t i = 0; i < placed.size(); ++i) {
        const PlacedGame& g = placed[i];
        const double black_points = g.outcome == Outcome::black_won ? 1 : g.outcome == Outcome::draw ? 0.5 : 0;
        table[g.black].score += black_points;
        table[g.white].score += 1 - black_points;
        const Outcome for_white = g.outcome == Outcome::black_won ? Outcome::white_won
                                  : g.outcome == Outcome::white_won ? Outcome::black_won
                                                                    : g.outcome;
        table[g.black].rounds[g.round - 1] = RoundEntry{i, g.white, true, g.outcome};
        table[g.white].rounds[g.round - 1] = RoundEntry{i, g.black, false, for_white};
    }
    for (Standing& s : table)
        for (const auto& r : s.rounds)
            if (r) s.sos += table[r->opponent].score;
    for (Standing& s : table)
        for (const auto& r : s.rounds)
            if (r) s.sosos += table[r->opponent].sos;
    std::stable_sort(table.begin(), table.end(), [&](const Standing& a, const Standing& b) {
        if (a.score != b.score) return a.score > b.score;
        if (a.sos != b.sos) return a.sos > b.sos;
        if (a.sosos != b.sosos) return a.sosos > b.sosos;
        return players[a.player].name < players[b.player].name;
    });
    for (std::size_t i = 0; i < table.size(); ++i) table[i].place = static_cast<int>(i) + 1;
    return table;
}

std::string crosstable_cell(int opponent_place, const RoundEntry& entry, const PlacedGame& game) {
    const char sign = entry.outcome == Outcome::black_won ? '+' : entry.outcome == Outcome::draw ? '=' : '-';
    // '!': a result by default (a forfeit), which the EGD keeps out of the ratings.
    return fmt::format("{}{}/{}{}{}", opponent_place, sign, entry.black ? 'b' : 'w',
                       game.handicap >= 2 ? std::to_string(game.handicap) : "", game.by_default ? "!" : "");
}

}  // namespace kifu::event
