#include "analysis/re_agreement.hpp"

#include <cmath>

namespace kifu::analysis {

std::optional<bool> agrees(const scoring::Count& count, const std::optional<sgf::GameResult>& recorded) {
    if (!recorded || count.counts_nothing) return std::nullopt;
    if (count.decided) {  // decided during play: only the winner can be compared
        const bool black_won = *count.decided == "B+";
        if (recorded->winner != sgf::Winner::black && recorded->winner != sgf::Winner::white) return std::nullopt;
        return (recorded->winner == sgf::Winner::black) == black_won;
    }
    if (count.tie_to_black) {  // Black's win without a margin: RE[B+] (or B+0) says it
        if (recorded->winner == sgf::Winner::draw || recorded->winner == sgf::Winner::white) return false;
        if (recorded->winner != sgf::Winner::black) return std::nullopt;
        if (recorded->kind != sgf::WinKind::score && recorded->kind != sgf::WinKind::unspecified) return std::nullopt;
        const std::optional<double> said = recorded->black_margin();
        return !said || *said == 0;
    }
    if (recorded->winner == sgf::Winner::draw) return count.margin() == 0;
    // A draw names no winner, so RE[B+0] or RE[W+0] (a zero margin, with a winner) does not
    // say it: one of the two would otherwise 'agree' as well as the other.
    const bool names_a_winner = recorded->winner == sgf::Winner::black || recorded->winner == sgf::Winner::white;
    const bool on_points = recorded->kind == sgf::WinKind::score || recorded->kind == sgf::WinKind::unspecified;
    if (count.margin() == 0 && names_a_winner && on_points) return false;
    const std::optional<double> said = recorded->black_margin();
    if (!said) return std::nullopt;
    return std::abs(count.margin() - *said) < 1e-9;
}

}  // namespace kifu::analysis
