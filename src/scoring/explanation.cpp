#include "scoring/explanation.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "sgf/values.hpp"

namespace kifu::scoring {
namespace {

std::string points(double n) {
    const double magnitude = n < 0 ? -n : n;
    return sgf::format_real(magnitude) + (magnitude == 1 ? " point" : " points");
}

std::string signed_points(double n) { return fmt::format("{}{}", n < 0 ? "-" : "+", points(n)); }

std::string times(int n) {
    if (n == 1) return "once";
    if (n == 2) return "twice";
    return fmt::format("{} times", n);
}

// "Black passed 9 times", "White did not pass".
std::string passed(std::string_view side, int n) {
    return n == 0 ? fmt::format("{} did not pass", side) : fmt::format("{} passed {}", side, times(n));
}

bool counts_area(const Count& c) { return c.rules->scoring == rules::Scoring::area; }

// "Japanese counting", from the preset's title "Japanese (Nihon Ki-in 1989)".
std::string name(const Count& c) {
    const std::string_view title = c.rules->title;
    return fmt::format("{} counting", title.substr(0, title.find(" (")));
}

// Black minus White of one part of a count.
template <class Part>
double lead(const Count& c, Part part) {
    return part(c.black) - part(c.white);
}

double stones_and_prisoners(const SideCount& s) { return s.stones + s.captures + s.dead_removed; }

void explain_stones(Explanation& e, const Count& first, const Count& second, const rules::ReplayResult& replay) {
    e.stones_term = lead(second, stones_and_prisoners) - lead(first, stones_and_prisoners);
    if (counts_area(first) == counts_area(second)) {
        if (e.stones_term != 0)
            e.lines.push_back(fmt::format("Stones and prisoners count differently: {} for Black.",
                                          signed_points(e.stones_term)));
        return;
    }
    const Count& area = counts_area(second) ? second : first;
    const Count& territory = counts_area(second) ? first : second;
    e.lines.push_back(fmt::format(
        "{} counts the stones on the board (Black {}, White {}); {} counts prisoners instead (Black {}, White {}).",
        name(area), area.black.stones, area.white.stones, name(territory),
        territory.black.captures + territory.black.dead_removed, territory.white.captures + territory.white.dead_removed));
    const int net_black = replay.stones_placed[0] - replay.setup_removed[0];
    const int net_white = replay.stones_placed[1] - replay.setup_removed[1];
    const double placed_lead = (net_black - net_white) * (counts_area(second) ? 1 : -1);
    if (placed_lead == e.stones_term) {
        // Setup (AE, or AB/AW over a stone) that takes stones off mid-game: those are neither
        // on the board nor prisoners, and the numbers below leave them out.
        const bool setup_took_off = replay.setup_removed[0] + replay.setup_removed[1] > 0;
        // Stones set up (AB/AW) other than a handicap placement were not played: a setup
        // position's stones are no player's moves, and the sentence says which they are.
        const bool handicap_only = replay.set_up[1] == 0 && replay.set_up[0] == replay.handicap_stones;
        const bool set_up = replay.set_up[0] + replay.set_up[1] > 0 && !handicap_only && !setup_took_off;
        std::vector<std::string> notes;
        if (set_up)
            notes.push_back(fmt::format("{} Black and {} White of them set up, not played", replay.set_up[0],
                                        replay.set_up[1]));
        if (replay.handicap_stones >= 2)
            notes.push_back(fmt::format("Black's include {} handicap stones", replay.handicap_stones));
        e.lines.push_back(fmt::format(
            "{}, so this part is the difference in stones put on the board{}: Black {}, White {}{}, {}.",
            setup_took_off ? "Every stone put on the board, by a move or by setup, is now either still there, one "
                             "of the opponent's prisoners, or taken off again by setup"
            : set_up       ? "Every stone played or set up is now either still there or one of the opponent's "
                             "prisoners"
                           : "Every stone a player put on the board is now either still there or one of the "
                             "opponent's prisoners",
            setup_took_off ? " and not taken off by setup" : "", net_black, net_white,
            notes.empty() ? "" : fmt::format(" ({})", fmt::join(notes, "; ")),
            net_black == net_white ? "so it makes no difference"
                                   : fmt::format("{} for Black under {}", signed_points(net_black - net_white),
                                                 name(area))));
        // A pass is a turn on which no stone is placed: when one side passed more often, the
        // passes are part of that difference, and a teacher should see them named, as a part
        // of it (never as a further term: the parts add up to the difference just named).
        const int extra_passes = replay.passes[0] - replay.passes[1];
        const int difference = net_black - net_white;
        if (extra_passes != 0 && difference != 0) {
            const std::string passes = fmt::format("{} and {}, and a pass is a turn on which no stone is placed",
                                                   passed("Black", replay.passes[0]), passed("White", replay.passes[1]));
            const int by_passes = -extra_passes, rest = difference - by_passes;   // Black's stones, Black's view
            e.passes_named = true;
            if (rest == 0)
                e.lines.push_back(fmt::format("That difference is the passes: {}.", passes));
            else
                e.lines.push_back(fmt::format("{}: of that {}, the passes make {} and the rest of the stones put on "
                                              "the board {}.",
                                              passes, signed_points(difference), signed_points(by_passes),
                                              signed_points(rest)));
        }
    } else {
        e.lines.push_back(fmt::format("Stones on the board against prisoners: {} for Black under {}.",
                                      signed_points(e.stones_term * (counts_area(second) ? 1 : -1)), name(area)));
    }
}

void explain_seki(Explanation& e, const Count& first, const Count& second) {
    auto eyes = [](const SideCount& s) { return static_cast<double>(s.seki_eyes); };
    e.seki_term = lead(second, eyes) - lead(first, eyes);
    const int first_eyes = first.black.seki_eyes + first.white.seki_eyes;
    const int second_eyes = second.black.seki_eyes + second.white.seki_eyes;
    if (first_eyes == second_eyes) return;
    const Count& counting = second_eyes > first_eyes ? second : first;
    const Count& other = &counting == &second ? first : second;
    e.lines.push_back(fmt::format(
        "Eye points of groups in seki (Black {}, White {}) count under {} but not under {}{}.", counting.black.seki_eyes,
        counting.white.seki_eyes, name(counting), name(other),
        e.seki_term == 0 ? ": they cancel out" : fmt::format(": {} for Black", signed_points(e.seki_term))));
}

void explain_fill(Explanation& e, const Count& first, const Count& second, bool from_markup) {
    auto fill = [](const SideCount& s) { return static_cast<double>(s.must_fill); };
    e.fill_term = lead(second, fill) - lead(first, fill);
    const Count& counting = second.black.must_fill + second.white.must_fill > 0 ? second : first;
    if (counting.black.must_fill + counting.white.must_fill == 0) return;
    // Points the players' markup leaves out may be false eyes, or the markup's slip: kifu
    // did not read them, so the sentence names only what is known of them.
    const std::string points = fmt::format("Black {}, White {}", counting.black.must_fill, counting.white.must_fill);
    e.lines.push_back(fmt::format(
        "{} are its area, but not its territory{}.",
        from_markup ? fmt::format("Points inside a side's area that the players' territory markup (TB, TW) leaves out "
                                  "({})",
                                  points)
                    : fmt::format("Points a side must fill before counting (false eyes, last liberties: {})", points),
        e.fill_term == 0 ? "; they cancel out" : fmt::format(": {} for Black", signed_points(e.fill_term))));
}

}  // namespace

Explanation explain(const Count& first, const Count& second, const rules::ReplayResult& replay,
                    bool fill_from_markup) {
    Explanation e;
    e.difference = second.margin() - first.margin();
    std::vector<std::string>& say = e.lines;
    say.push_back(fmt::format("{} gives {}, {} gives {}.", name(first), first.result(), name(second),
                              second.result()));
    explain_stones(e, first, second, replay);
    explain_seki(e, first, second);
    explain_fill(e, first, second, fill_from_markup);

    auto pass_stones = [](const SideCount& s) { return static_cast<double>(s.pass_stones); };
    e.pass_term = lead(second, pass_stones) - lead(first, pass_stones);
    if (e.pass_term != 0)
        say.push_back(fmt::format("Pass stones (a prisoner handed over for each pass; Black passed {}, White {}): {} "
                                  "for Black.",
                                  times(replay.passes[0]), times(replay.passes[1]), signed_points(e.pass_term)));

    e.compensation_term = -(second.white.compensation - first.white.compensation);
    if (e.compensation_term != 0)
        say.push_back(fmt::format("For Black's {} handicap stones, {} gives White {} and {} gives White {}: {} for "
                                  "Black.",
                                  replay.handicap_stones, name(second), points(second.white.compensation), name(first),
                                  points(first.white.compensation), signed_points(e.compensation_term)));

    e.komi_term = -(second.white.komi - first.white.komi);
    if (e.komi_term != 0)
        say.push_back(fmt::format("Komi differs ({} against {}): {} for Black.", sgf::format_real(second.white.komi),
                                  sgf::format_real(first.white.komi), signed_points(e.komi_term)));

    // Territory proper is the same in two counts of one position; a difference means the
    // counts removed different dead stones (Tromp-Taylor removes none).
    auto territory = [](const SideCount& s) { return static_cast<double>(s.territory); };
    e.other_term = lead(second, territory) - lead(first, territory);
    if (e.other_term != 0)
        say.push_back(fmt::format("The two counts removed different dead stones, which moves territory by {} for "
                                  "Black.",
                                  signed_points(e.other_term)));

    e.explained = e.stones_term + e.seki_term + e.fill_term + e.pass_term + e.compensation_term + e.komi_term +
                  e.other_term;
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
