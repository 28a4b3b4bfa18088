#include "analysis/dead_stones_input.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "base/coordinates.hpp"
#include "base/point.hpp"
#include "base/utf8.hpp"
#include "scoring/must_fill.hpp"
#include "sgf/territory_markup.hpp"
#include "sgf/values.hpp"

namespace kifu::analysis {

using scoring::DeadSource;
using scoring::DeadStones;

namespace {

// The largest board kifu's labels (D16) name: 25 columns (A to Z without I), any number of
// rows. A label on it but off the game's board is a point, off that board.
constexpr BoardSize labelled_board{25, max_board_side};

// An item as a message quotes it: whole when short, else its start and its length (a file
// of one million-byte word was quoted whole, once per game: 50 MB of messages).
std::string quoted_item(std::string_view item) {
    constexpr std::size_t longest = 24;
    if (item.size() <= longest) return fmt::format("'{}'", item);
    return fmt::format("'{}...' ({} bytes)", item.substr(0, utf8::whole_prefix(item, longest)), item.size());
}

// The items of a list: separated by commas or whitespace.
template <class Each>
void for_each_item(std::string_view text, Each&& each) {
    const auto separator = [](char c) { return c == ',' || c == ' ' || c == '\n' || c == '\t' || c == '\r'; };
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && separator(text[i])) ++i;
        std::size_t end = i;
        while (end < text.size() && !separator(text[end])) ++end;
        if (end == i) break;
        if (!each(text.substr(i, end - i))) return;
        i = end;
    }
}

}  // namespace

std::string dead_list_error(std::string_view text) {
    if (text == "none") return {};
    const BoardSize largest{max_board_side, max_board_side};
    std::string error;
    for_each_item(text, [&](std::string_view item) {
        if (parse_player_coordinate(item, labelled_board)) return true;
        const auto move = sgf::decode_move(item, largest);
        if (move.value && !move.value->pass && on_board(move.value->point, largest)) return true;
        error = fmt::format("{} is neither a point as the board labels it (D16) nor an SGF point (dp) on any board",
                            quoted_item(item));
        return false;
    });
    return error;
}

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

std::string markup_contradiction(const rules::Board& board, const DeadStones& markup, const std::vector<Point>& seki) {
    const scoring::MarkedTerritory referee = scoring::territory_for_dead(board, markup.points, seki);
    const auto in = [](const std::vector<Point>& points, Point p) {
        return std::find(points.begin(), points.end(), p) != points.end();
    };
    const auto first_inside = [&](const std::optional<std::vector<Point>>& marked,
                                  const std::vector<Point>& other_area) -> std::optional<Point> {
        if (!marked) return std::nullopt;
        for (Point p : *marked)
            if (in(other_area, p)) return p;
        return std::nullopt;
    };
    const auto say = [&](const char* property, const char* owner, const char* other, Point p) {
        return fmt::format("{} marks {} as {}'s territory, but it lies in {}'s area (with the stones the markup "
                           "marks dead taken off): the markup is no count of this board, so kifu sets it aside and "
                           "judges the dead stones itself",
                           property, player_coordinate(p, board.size()), owner, other);
    };
    if (const auto p = first_inside(markup.white_territory, referee.black)) return say("TW", "White", "Black", *p);
    if (const auto p = first_inside(markup.black_territory, referee.white)) return say("TB", "Black", "White", *p);
    return {};
}

std::optional<DeadStones> parse_dead_list(std::string_view text, BoardSize size, std::string& error) {
    DeadStones dead;
    dead.source = DeadSource::given;
    if (text == "none") {
        dead.source = DeadSource::none;
        return dead;
    }
    bool whole = true;
    for_each_item(text, [&](std::string_view item) {
        if (const auto p = parse_player_coordinate(item, size)) {  // "D16", as kifu's diagrams label points
            dead.points.push_back(*p);
            return true;
        }
        const auto move = sgf::decode_move(item, size);
        if (!move.value || move.value->pass) {
            if (parse_player_coordinate(item, labelled_board)) {   // "A10" on 9x9
                error = fmt::format("{} is off the {}x{} board", quoted_item(item), size.width, size.height);
                return whole = false;
            }
            error = fmt::format("{} is neither a point as the board labels it (D16) nor an SGF point (dp)", quoted_item(item));
            return whole = false;
        }
        if (!on_board(move.value->point, size)) {
            error = move.problem.size() <= 200 ? move.problem : quoted_item(item) + " is off the board";
            return whole = false;
        }
        dead.points.push_back(move.value->point);
        return true;
    });
    if (!whole) return std::nullopt;
    dead.named = dead.points;
    return dead;
}

}  // namespace kifu::analysis
