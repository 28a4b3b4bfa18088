#include "view/board.hpp"

#include <sstream>

#include <fmt/format.h>

#include "report/diagram.hpp"
#include "report/html_text.hpp"
#include "report/legend.hpp"
#include "report/svg_board.hpp"
#include "report/svg_text.hpp"

namespace kifu::view {
namespace {

namespace svg = report::svg;
using report::html_escape;

constexpr double cell = 40;   // user units; the page scales the drawing to its box

std::string position_text(const rules::Board& board) {
    const BoardSize s = board.size();
    std::string text;
    text.reserve(static_cast<std::size_t>((s.width + 1) * s.height));
    for (int y = 0; y < s.height; ++y) {
        if (y > 0) text += '/';
        for (int x = 0; x < s.width; ++x) {
            const auto stone = board.at({static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)});
            text += !stone ? '.' : *stone == Color::black ? 'X' : 'O';
        }
    }
    return text;
}

std::string swatch(svg::Glyph glyph, Color side) {
    std::ostringstream out;
    out << "<svg class=\"swatch\" viewBox=\"0 0 24 24\" width=\"24\" height=\"24\" aria-hidden=\"true\">";
    svg::draw_glyph(out, glyph, side, 12, 12, 24);
    out << "</svg>";
    return out.str();
}

// Every mark the board shows, with what it means.
std::string legend(const analysis::GameOutcome& g, BoardView view) {
    std::vector<report::LegendItem> items;
    if (view == BoardView::position || !g.score) {
        items = {{svg::Glyph::stone, Color::black, "Black stone"}, {svg::Glyph::stone, Color::white, "White stone"}};
    } else {
        const bool area = count_shown(*g.score, view).rules->scoring == rules::Scoring::area;
        items = report::legend_items(*g.score, area ? report::LegendBoards::area : report::LegendBoards::territory,
                                     unsettled_ringed(g));
    }
    if (g.replay.last_move && g.replay.last_move->point)
        items.insert(items.begin() + 2, {svg::Glyph::last_move, g.replay.last_move->color, "the last move"});
    std::string out = "<ul class=\"legend\" aria-label=\"What the marks mean\">";
    for (const report::LegendItem& item : items)
        out += "<li>" + swatch(item.glyph, item.side) + html_escape(item.label) + "</li>";
    if (g.score && view != BoardView::position && !unsettled_ringed(g))
        out += fmt::format("<li class=\"unringed\">{} of {} points not settled: too many to ring</li>",
                           g.unsettled_points(), g.replay.board.size().width * g.replay.board.size().height);
    return out + "</ul>";
}

std::string description(const analysis::GameOutcome& g, BoardView view) {
    std::string text = fmt::format("The board after move {}", g.replay.moves);
    if (g.score && view != BoardView::position)
        text += fmt::format(", marked for {} counting", count_shown(*g.score, view).rules->title);
    return text;
}

}  // namespace

std::string_view board_view_name(BoardView view) {
    switch (view) {
        case BoardView::position: return "position";
        case BoardView::japanese: return "japanese";
        case BoardView::chinese: return "chinese";
        case BoardView::ruleset: return "ruleset";
    }
    return "position";
}

std::optional<BoardView> board_view_named(std::string_view name) {
    for (BoardView v : {BoardView::position, BoardView::japanese, BoardView::chinese, BoardView::ruleset})
        if (board_view_name(v) == name) return v;
    return std::nullopt;
}

// Rings on unsettled points inform where some are settled: when most of the board is
// unsettled (an empty board, the opening) they would cover it and tell nothing.
bool unsettled_ringed(const analysis::GameOutcome& g) {
    const BoardSize s = g.replay.board.size();
    return 2 * g.unsettled_points() <= static_cast<std::size_t>(s.width * s.height);
}

const scoring::Count& count_shown(const analysis::ScoredGame& score, BoardView view) {
    switch (view) {
        case BoardView::chinese: return score.chinese;
        case BoardView::ruleset: return score.by_ruleset;
        default: return score.japanese;
    }
}

std::string board_svg(const analysis::GameOutcome& g, BoardView view) {
    const rules::Board& board = g.replay.board;
    const svg::BoardGeometry at{board.size(), 0, 0, cell};
    if (!g.score) view = BoardView::position;
    std::ostringstream out;
    out << fmt::format(
        "<svg id=\"board\" class=\"board-svg\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {} {}\" "
        "role=\"img\" aria-label=\"{}\" data-move=\"{}\" data-view=\"{}\" data-x0=\"{}\" data-y0=\"{}\" "
        "data-cell=\"{}\" data-columns=\"{}\" data-rows=\"{}\" data-position=\"{}\">\n",
        svg::num(at.width()), svg::num(at.height()), html_escape(description(g, view)), g.replay.moves,
        board_view_name(view), svg::num(at.px(0)), svg::num(at.py(0)), svg::num(cell), board.size().width,
        board.size().height, position_text(board));
    if (view == BoardView::position) {
        svg::draw_position(out, at, board);
    } else {
        const scoring::Count& count = count_shown(*g.score, view);
        svg::draw_board(out, at, *g.score,
                        count.rules->scoring == rules::Scoring::area ? svg::Counting::area : svg::Counting::territory,
                        unsettled_ringed(g));
    }
    if (g.replay.last_move && g.replay.last_move->point)
        svg::draw_last_move(out, at, *g.replay.last_move->point, g.replay.last_move->color);
    out << "</svg>";
    return out.str() + legend(g, view);
}

}  // namespace kifu::view
