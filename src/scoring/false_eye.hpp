#pragma once
// When the diagonals make a one-point eye false: the opponent holds two of its four
// diagonals, or one where the edge leaves fewer. Its stones must then join there, and it is
// no eye of its own. The play-outs (PlayoutBoard::is_eye) and the seki reading
// (local_seki.hpp) use this one rule.
namespace kifu::scoring {

// `opposing`: the diagonals the opponent holds; `on_board`: the diagonals on the board.
inline bool false_by_diagonals(int opposing, int on_board) { return opposing >= (on_board == 4 ? 2 : 1); }

}  // namespace kifu::scoring
