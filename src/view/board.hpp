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

// Whether the board rings the unsettled points: only when they are at most half of it
// (on an empty board or in the opening rings would cover it and tell nothing).
bool unsettled_ringed(const analysis::GameOutcome& g);

// The count a view shows (the position's: the Japanese one).
const scoring::Count& count_shown(const analysis::ScoredGame& score, BoardView view);

// The board after the outcome's replay, then its legend (<ul class="legend">: every mark it
// shows, with what it means). Without a count (`g.score` empty) every view is the
// position. Unsettled points are ringed only when they are at most half the board.
std::string board_svg(const analysis::GameOutcome& g, BoardView view);

}  // namespace kifu::view
