#include "analysis/re_agreement.hpp"

#include <cmath>

namespace kifu::analysis {

std::optional<bool> agrees(const scoring::Count& count, const std::optional<sgf::GameResult>& recorded) {
    if (!recorded) return std::nullopt;
    if (count.decided) {  // decided during play: only the winner can be compared
        const bool black_won = *count.decided == "B+";
        if (recorded->winner != sgf::Winner::black && recorded->winner != sgf::Winner::white) return std::nullopt;
        return (recorded->winner == sgf::Winner::black) == black_won;
    }
    if (recorded->winner == sgf::Winner::draw) return count.margin() == 0;
    const std::optional<double> said = recorded->black_margin();
    if (!said) return std::nullopt;
    return std::abs(count.margin() - *said) < 1e-9;
}

}  // namespace kifu::analysis
