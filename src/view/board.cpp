#include "view/board.hpp"

#include <sstream>

#include <fmt/format.h>

#include "report/diagram.hpp"
#include "report/html_text.hpp"
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

const scoring::Count& count_of(const scoring::ScoredGame& score, BoardView view) {
    switch (view) {
        case BoardView::japanese: return score.japanese;
        case BoardView::chinese: return score.chinese;
        default: return score.by_ruleset;
    }
}

std::string description(const analysis::GameOutcome& g, BoardView view) {
    std::string text = fmt::format("The board after move {}", g.replay.moves);
    if (g.score && view != BoardView::position)
        text += fmt::format(", marked for {} counting", count_of(*g.score, view).rules->title);
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
        const scoring::Count& count = count_of(*g.score, view);
        svg::draw_board(out, at, *g.score,
                        count.rules->scoring == rules::Scoring::area ? svg::Counting::area : svg::Counting::territory);
    }
    if (g.replay.last_move && g.replay.last_move->point)
        svg::draw_last_move(out, at, *g.replay.last_move->point, g.replay.last_move->color);
    out << "</svg>";
    return out.str();
}

}  // namespace kifu::view
