#include "analysis/dead_stones_input.hpp"

#include <fmt/format.h>

#include "base/coordinates.hpp"
#include "sgf/territory_markup.hpp"
#include "sgf/values.hpp"

namespace kifu::analysis {

using scoring::DeadSource;
using scoring::DeadStones;

std::optional<DeadStones> dead_from_markup(const sgf::GameTree& tree, const rules::Board& board) {
    const auto markup = sgf::territory_markup(tree, board.size());
    if (!markup) return std::nullopt;
    DeadStones dead;
    dead.source = DeadSource::markup;
    auto collect = [&](const std::vector<Point>& points, Color owner) {
        std::vector<Point> territory;
        for (Point pt : points) {
            if (board.at(pt) == owner) continue;  // own stones are never territory
            territory.push_back(pt);
            if (board.at(pt) == opponent(owner)) dead.points.push_back(pt);
        }
        return territory;
    };
    dead.black_territory = collect(markup->black, Color::black);
    dead.white_territory = collect(markup->white, Color::white);
    return dead;
}

std::optional<DeadStones> parse_dead_list(std::string_view text, BoardSize size, std::string& error) {
    DeadStones dead;
    dead.source = DeadSource::given;
    if (text == "none") {
        dead.source = DeadSource::none;
        return dead;
    }
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ',' || text[i] == ' ' || text[i] == '\n' || text[i] == '\t')) ++i;
        std::size_t end = i;
        while (end < text.size() && text[end] != ',' && text[end] != ' ' && text[end] != '\n' && text[end] != '\t')
            ++end;
        if (end == i) break;
        const std::string_view item = text.substr(i, end - i);
        if (const auto p = parse_player_coordinate(item, size)) {  // "D16", as kifu's diagrams label points
            dead.points.push_back(*p);
            i = end;
            continue;
        }
        const auto move = sgf::decode_move(item, size);
        if (!move.value || move.value->pass) {
            error = fmt::format("'{}' is neither a point as the board labels it (D16) nor an SGF point (dp)", item);
            return std::nullopt;
        }
        if (!on_board(move.value->point, size)) {
            error = move.problem;
            return std::nullopt;
        }
        dead.points.push_back(move.value->point);
        i = end;
    }
    dead.named = dead.points;
    return dead;
}

}  // namespace kifu::analysis
