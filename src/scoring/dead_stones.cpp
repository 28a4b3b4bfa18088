#include "scoring/dead_stones.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "base/coordinates.hpp"

namespace kifu::scoring {

std::string_view source_name(DeadSource source) {
    switch (source) {
        case DeadSource::markup: return "markup";
        case DeadSource::given: return "given";
        case DeadSource::none: return "none";
        case DeadSource::estimate: return "estimate";
    }
    return "none";
}

std::vector<std::string> mark_whole_chains(DeadStones& dead, const rules::Board& board) {
    std::vector<std::string> warnings;
    std::vector<Point> stones;
    for (Point p : dead.named) {
        if (board.empty_at(p)) {
            warnings.push_back(fmt::format("{} ({}) has no stone on the final board; ignored",
                                           player_coordinate(p, board.size()), sgf_point(p)));
            continue;
        }
        const std::vector<Point> chain = board.string_at(p);
        stones.insert(stones.end(), chain.begin(), chain.end());
    }
    std::sort(stones.begin(), stones.end());
    stones.erase(std::unique(stones.begin(), stones.end()), stones.end());
    dead.points = std::move(stones);
    return warnings;
}

}  // namespace kifu::scoring
