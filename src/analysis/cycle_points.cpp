#include "analysis/cycle_points.hpp"

#include <algorithm>

#include "rules/verdict.hpp"
#include "sgf/values.hpp"

namespace kifu::analysis {

std::vector<Point> cycle_points(const sgf::GameTree& tree, const rules::ReplayResult& replay) {
    // An immediate ko retake repeats the position two moves back: the ko rule's business (a
    // violation of its own), not a cycle the players left going.
    if (!rules::ends_in_cycle(replay) || replay.last_repetition->flagged == rules::ViolationKind::ko) return {};
    const BoardSize size = replay.board.size();
    // The moves after the position the cycle came back to, read from the end of the line.
    int left = replay.moves - replay.last_repetition->repeats;
    std::vector<Point> points;
    const std::vector<sgf::NodeId>& line = tree.main_line();
    for (auto node = line.rbegin(); node != line.rend() && left > 0; ++node) {
        const sgf::Property* move = tree.find(*node, "B");
        if (move == nullptr) move = tree.find(*node, "W");
        if (move == nullptr || move->value_count == 0) continue;
        --left;
        const sgf::Decoded<sgf::Move> decoded = sgf::decode_move(tree.values(*move).front().text, size);
        if (!decoded.value || decoded.value->pass || !on_board(decoded.value->point, size)) continue;
        const Point p = decoded.value->point;
        points.push_back(p);
        for (const auto& [dx, dy] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
            const int x = p.x + dx, y = p.y + dy;
            if (x >= 0 && y >= 0 && x < size.width && y < size.height)
                points.push_back({static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)});
        }
    }
    std::sort(points.begin(), points.end());
    points.erase(std::unique(points.begin(), points.end()), points.end());
    return points;
}

}  // namespace kifu::analysis
