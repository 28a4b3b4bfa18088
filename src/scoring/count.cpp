#include "scoring/count.hpp"

#include "sgf/values.hpp"

namespace kifu::scoring {

std::string result_for_margin(double margin) {
    if (margin == 0) return "0";
    return (margin > 0 ? "B+" : "W+") + sgf::format_real(margin > 0 ? margin : -margin);
}

double Count::margin() const { return sgf::round_real(black.total - white.total); }

std::string Count::result() const {
    if (decided) return *decided;
    if (counts_nothing) return "Void";
    return tie_to_black ? "B+" : result_for_margin(margin());
}

int handicap_compensation(const rules::Ruleset& rules, int handicap_stones) {
    if (handicap_stones < 2) return 0;  // HA[1] and even games: nothing to compensate
    switch (rules.handicap_compensation) {
        case rules::HandicapCompensation::none: return 0;
        case rules::HandicapCompensation::n: return handicap_stones;
        case rules::HandicapCompensation::n_minus_1: return handicap_stones - 1;
    }
    return 0;
}

Count count_score(const TerritoryMap& map, const rules::ReplayResult& replay, const rules::Ruleset& rules,
                  double komi) {
    Count count;
    count.rules = &rules;
    if (rules.first_capture_wins && replay.first_capture_by) {
        count.decided = *replay.first_capture_by == Color::black ? "B+" : "W+";
        count.decided_at_move = replay.first_capture_move;
        return count;
    }
    if (rules.first_capture_wins) {
        count.counts_nothing = true;
        return count;
    }
    const bool area = rules.scoring == rules::Scoring::area;
    for (Color c : {Color::black, Color::white}) {
        SideCount& side = c == Color::black ? count.black : count.white;
        const int i = static_cast<int>(c);
        const Color other = opponent(c);
        side.territory = map.territory(c);
        side.seki_eyes = rules.seki_eyes_count ? map.seki_eyes(c) : 0;
        if (area) {
            side.stones = map.stones(c);
            side.must_fill = map.must_fill(c);  // filled or not, they end up in the side's area
        } else {
            side.captures = replay.prisoners[i];
            side.dead_removed = map.dead(other);
            side.pass_stones = rules.pass_stones ? replay.passes[static_cast<int>(other)] : 0;
        }
        side.total = side.stones + side.territory + side.seki_eyes + side.must_fill + side.captures +
                     side.dead_removed + side.pass_stones;
    }
    count.white.komi = komi;
    count.white.compensation = handicap_compensation(rules, replay.handicap_stones);
    count.white.total += komi + count.white.compensation;
    count.tie_to_black = rules.black_wins_ties && count.margin() == 0;
    return count;
}

}  // namespace kifu::scoring
