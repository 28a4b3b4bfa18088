#pragma once
// The board of a `kifu view` page: the position after the page's move, drawn by svg_board
// (the same glyphs as `kifu score --svg`), plain or with the marks of one count, and the
// last move ringed. The <svg> carries what scripts and tests read: the move (`data-move`),
// the count shown (`data-view`), the position as text (`data-position`: rows from the top,
// '.' 'X' 'O', separated by '/'), and the grid's geometry (`data-x0`, `data-y0`,
// `data-cell`), by which the page turns a click into a point.
#include <optional>
#include <string>
#include <string_view>

#include "analysis/game_outcome.hpp"

namespace kifu::view {

// What the board shows: the stones only, or one count's marks.
enum class BoardView : std::uint8_t { position, japanese, chinese, ruleset };

std::string_view board_view_name(BoardView view);   // "position", "japanese", "chinese", "ruleset"
std::optional<BoardView> board_view_named(std::string_view name);

// The board after the outcome's replay. Without a count (`g.score` empty) every view is
// the position.
std::string board_svg(const analysis::GameOutcome& g, BoardView view);

}  // namespace kifu::view
