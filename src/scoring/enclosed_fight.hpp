#pragma once
// Exact reading of a small fight walled in by one side's strong chains: can that side (the
// attacker) capture the other side's stones inside, moving first? Random play-outs keep a
// group alive when they seldom find the one killing sequence: capturing a nakade and
// playing again on the vital point of the eye space the capture leaves (a cross of five),
// or a throw-in that makes the last eye false. Japanese rules (1989, Art. 7) call stones
// dead that cannot avoid capture, that is with the opponent moving first, and so does a
// count after play under area rules: the defender has passed.
//
// The reading (a question of the exact local reader, local_reader.hpp) plays both sides on
// the points of the fight (its empty points and the attacker's stones inside, which the
// defender may capture) and passes; two passes end it with the defender's stones standing. Only a capture of all of them at once is the
// attacker's win: capturing part of a group that may live by the sacrifice, or any wall
// stone (the walls are outside the reading), or a cycle (a ko), proves nothing.
#include <cstdint>
#include <vector>

#include "base/board_layout.hpp"
#include "scoring/reading_budget.hpp"

namespace kifu::scoring {

enum class EnclosedFight : std::uint8_t { captured, lives, unknown };

// `cells`: 0 empty, 1 black, 2 white, 3 wall, by `layout`'s Locs. `points`: the points of
// the fight (at most `most_points`: the positions are 3^points, kept in one table); `defender_only`: those of them only the
// defender plays on (the outside liberties of the attacker's walls: the defender may take
// them, but a wall extended there would reach liberties the reading never fills, and so
// could not be captured in the reading though it could on the board); `defender`: every
// stone of the defending colour inside the walls. `budget`: positions the reading may
// still look at (spent).
EnclosedFight read_enclosed_fight(const BoardLayout& layout, std::vector<std::int8_t> cells,
                                  const std::vector<BoardLayout::Loc>& points,
                                  const std::vector<BoardLayout::Loc>& defender_only,
                                  const std::vector<BoardLayout::Loc>& defender, std::int8_t attacker,
                                  std::size_t most_points, ReadingBudget& budget);

}  // namespace kifu::scoring
