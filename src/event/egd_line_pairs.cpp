// Each game of an EGD table is on both its players' lines, and kifu takes it from one of
// them (Black's). The two are set against each other first: a file that contradicts itself
// (both claim the win, the other line gives another opponent or a bye, both had Black, a
// player paired with himself) was read as whichever line kifu took, and its mistakes came
// out as records with no official game. Such a file is refused, both lines named.
#include <fmt/format.h>

#include "event/egd_lines.hpp"
#include "event/event_file.hpp"

namespace kifu::event {
namespace {

// The result the opponent's line must have: the same game seen from the other side.
std::string mirror_of(const ResultToken& t, int my_place) {
    std::string s = std::to_string(my_place);
    s += t.outcome == '+' ? '-' : t.outcome == '-' ? '+' : '=';
    if (t.colour != 0) s += fmt::format("/{}{}", t.colour == 'b' ? 'w' : 'b', t.handicap > 0 ? std::to_string(t.handicap) : "");
    return s;
}

// How the opponent's result `theirs` contradicts `mine`, or "" where it mirrors it. A "!"
// on one line only is no contradiction: files mark the winner's line alone.
std::string contradiction(const ResultToken& mine, const ResultToken& theirs, int my_place, int round) {
    if (theirs.opponent == 0) return fmt::format("place {} has no game in round {} there", mine.opponent, round);
    if (theirs.opponent != my_place)
        return fmt::format("place {} would have two games in round {}, against places {} and {}", mine.opponent, round,
                           my_place, theirs.opponent);
    if (mine.outcome == theirs.outcome && mine.outcome != '=')
        return mine.outcome == '+' ? "both lines claim the win" : "both lines claim the loss";
    if ((mine.outcome == '=') != (theirs.outcome == '=')) return "a draw on one line only";
    if ((mine.colour == 0) != (theirs.colour == 0)) return "colours on one line only";
    if (mine.colour != 0 && mine.colour == theirs.colour) return mine.colour == 'b' ? "both had Black" : "both had White";
    if (mine.handicap != theirs.handicap) return "another handicap";
    return "";
}

}  // namespace

void check_lines_mirror(const std::string& file, const std::vector<PlayerLine>& lines,
                        const std::map<int, std::size_t>& by_place) {
    for (const PlayerLine& p : lines)
        for (std::size_t r = 0; r < p.results.size(); ++r) {
            const ResultToken& mine = p.results[r];
            const int round = static_cast<int>(r) + 1;
            const auto fail = [&](const std::string& what) {
                return EventFileError(file, p.line, mine.column, fmt::format("round {}: '{}' {}", round, mine.text, what));
            };
            if (mine.opponent == p.player.place) throw fail(fmt::format("pairs place {} with itself", mine.opponent));
            const auto other = by_place.find(mine.opponent);
            if (mine.opponent == 0 || other == by_place.end()) continue;   // a bye; or no place, said by the reader
            const PlayerLine& o = lines[other->second];
            if (r >= o.results.size())
                throw fail(fmt::format("here, but place {}'s line ({}:{}) has no round {}", mine.opponent, file, o.line, round));
            const ResultToken& theirs = o.results[r];
            if (const std::string why = contradiction(mine, theirs, p.player.place, round); !why.empty())
                throw fail(fmt::format("here, but place {}'s line ({}:{}:{}) has '{}', not '{}': {}", mine.opponent, file,
                                       o.line, theirs.column, theirs.text, mirror_of(mine, p.player.place), why));
        }
}

}  // namespace kifu::event
