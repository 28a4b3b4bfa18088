#include "scoring/explanation.hpp"

#include <fmt/format.h>

#include "sgf/values.hpp"

namespace kifu::scoring {
namespace {

std::string points(double n) {
    const double magnitude = n < 0 ? -n : n;
    return sgf::format_real(magnitude) + (magnitude == 1 ? " point" : " points");
}

std::string signed_points(double n) { return fmt::format("{}{}", n < 0 ? "-" : "+", points(n)); }

bool counts_area(const Count& c) { return c.rules->scoring == rules::Scoring::area; }
// "Japanese counting", from the preset's title "Japanese (Nihon Ki-in 1989)".
std::string name(const Count& c) {
    const std::string_view title = c.rules->title;
    return fmt::format("{} counting", title.substr(0, title.find(" (")));
}

// (stones on the board) minus (prisoners), Black minus White.
double board_minus_prisoners(const Count& c) {
    return (c.black.stones - c.white.stones) -
           ((c.black.captures + c.black.dead_removed) - (c.white.captures + c.white.dead_removed));
}

}  // namespace

Explanation explain(const Count& first, const Count& second, const rules::ReplayResult& replay) {
    Explanation e;
    e.difference = second.margin() - first.margin();
    std::vector<std::string>& say = e.lines;
    say.push_back(fmt::format("{} gives {}, {} gives {}.", name(first), first.result(), name(second),
                              second.result()));

    // Stones against prisoners.
    e.stones_term = board_minus_prisoners(second) - board_minus_prisoners(first);
    const int net_black = replay.stones_placed[0] - replay.setup_removed[0];
    const int net_white = replay.stones_placed[1] - replay.setup_removed[1];
    if (counts_area(first) != counts_area(second)) {
        const Count& area = counts_area(second) ? second : first;
        const Count& territory = counts_area(second) ? first : second;
        say.push_back(fmt::format(
            "{} counts the stones on the board (Black {}, White {}); {} counts prisoners instead "
            "(Black {}, White {}).",
            name(area), area.black.stones, area.white.stones, name(territory),
            territory.black.captures + territory.black.dead_removed,
            territory.white.captures + territory.white.dead_removed));
        say.push_back(fmt::format(
            "Every stone a player put on the board is now either still there or one of the opponent's "
            "prisoners, so this part is the difference in stones put on the board: Black {}, White {}{}, "
            "{} for Black under {}.",
            net_black, net_white, replay.handicap_stones >= 2 ? fmt::format(" (Black's include {} handicap stones)",
                                                                               replay.handicap_stones)
                                                              : "",
            signed_points(net_black - net_white), name(area)));
    }

    e.seki_term = (second.black.seki_eyes - second.white.seki_eyes) - (first.black.seki_eyes - first.white.seki_eyes);
    if (e.seki_term != 0 || first.black.seki_eyes + first.white.seki_eyes != second.black.seki_eyes + second.white.seki_eyes) {
        const Count& counting = second.black.seki_eyes + second.white.seki_eyes > 0 ? second : first;
        const Count& not_counting = &counting == &second ? first : second;
        say.push_back(fmt::format(
            "Eye points of groups in seki (Black {}, White {}) count under {} but not under {}: {} for Black.",
            counting.black.seki_eyes, counting.white.seki_eyes, name(counting), name(not_counting),
            signed_points(e.seki_term)));
    }

    e.pass_term = (second.black.pass_stones - second.white.pass_stones) -
                  (first.black.pass_stones - first.white.pass_stones);
    if (e.pass_term != 0)
        say.push_back(fmt::format("Pass stones (a prisoner handed over for each pass; Black passed {} times, White "
                                  "{}): {} for Black.",
                                  replay.passes[0], replay.passes[1], signed_points(e.pass_term)));

    e.compensation_term = -(second.white.compensation - first.white.compensation);
    if (e.compensation_term != 0)
        say.push_back(fmt::format("For Black's {} handicap stones, {} gives White {} and {} gives White {}: {} for "
                                  "Black.",
                                  replay.handicap_stones, name(second), points(second.white.compensation),
                                  name(first), points(first.white.compensation), signed_points(e.compensation_term)));

    e.komi_term = -(second.white.komi - first.white.komi);
    if (e.komi_term != 0)
        say.push_back(fmt::format("Komi differs ({} against {}): {} for Black.", sgf::format_real(second.white.komi),
                                  sgf::format_real(first.white.komi), signed_points(e.komi_term)));

    // Territory is the same in both counts of one position; anything left would be a
    // difference in the dead stones or the map each count was given (Tromp-Taylor).
    e.other_term = ((second.black.territory - second.white.territory) - (first.black.territory - first.white.territory));
    const double named = (counts_area(first) != counts_area(second) ? net_black - net_white : e.stones_term) +
                         e.seki_term + e.pass_term + e.compensation_term + e.komi_term + e.other_term;
    e.explained = named;
    if (e.other_term != 0)
        say.push_back(fmt::format("The two counts removed different dead stones, which moves territory by {} for "
                                  "Black.",
                                  signed_points(e.other_term)));
    if (!e.holds())
        say.push_back(fmt::format("These terms add up to {} for Black, but the results differ by {}: kifu cannot "
                                  "account for the rest, which is a bug worth reporting.",
                                  signed_points(e.explained), signed_points(e.difference)));
    else if (e.difference == 0)
        say.push_back("The terms cancel out: both counts give the same result.");
    else
        say.push_back(fmt::format("Together that is {} for Black, exactly the difference between the two results.",
                                  signed_points(e.difference)));
    return e;
}

}  // namespace kifu::scoring
