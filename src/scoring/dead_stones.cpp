#include "scoring/dead_stones.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "base/coordinates.hpp"

#include "sgf/values.hpp"

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

std::optional<DeadStones> dead_from_markup(const sgf::GameTree& tree, const rules::Board& board) {
    const auto line = tree.main_line();
    for (auto it = line.rbegin(); it != line.rend(); ++it) {
        const sgf::Property* tb = tree.find(*it, "TB");
        const sgf::Property* tw = tree.find(*it, "TW");
        if (tb == nullptr && tw == nullptr) continue;
        DeadStones dead;
        dead.source = DeadSource::markup;
        auto collect = [&](const sgf::Property* p, Color owner) {
            std::vector<Point> territory;
            if (p == nullptr) return territory;
            std::vector<sgf::ComposeValue> values;
            for (const sgf::RawValue& v : tree.values(*p)) values.push_back(v.compose());
            const auto points = sgf::decode_point_list(values, board.size()).value.value_or(std::vector<Point>{});
            for (Point pt : points) {
                if (board.at(pt) == owner) continue;  // own stones are never territory
                territory.push_back(pt);
                if (board.at(pt) == opponent(owner)) dead.points.push_back(pt);
            }
            return territory;
        };
        dead.black_territory = collect(tb, Color::black);
        dead.white_territory = collect(tw, Color::white);
        return dead;
    }
    return std::nullopt;
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
