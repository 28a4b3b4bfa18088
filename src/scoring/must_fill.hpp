#pragma once
// Must-fill points: a side's area that it would still have to fill before counting — the
// last liberty of a chain once the neutral points next to it are filled (false eyes, a
// needed protective move). Territory counting does not count them; area counting does.
#include <vector>

#include "base/point.hpp"
#include "rules/board.hpp"
#include "scoring/judge_params.hpp"
#include "scoring/territory_map.hpp"

namespace kifu::scoring {

// Each side's territory as a referee would mark it: its area in `map` (empty points and
// the points of the opposing dead stones), less its must-fill points. `position` is the
// final position with the dead stones taken off.
struct MarkedTerritory {
    std::vector<Point> black, white;
    // Points whose must-fill status depends on how the dame are filled: must-fill when the
    // opponent fills neutral points in turn (one making the next safe) or when a connection
    // out only joins stones with neutral liberties, and not when each neutral point is judged
    // on its own, or the other way round. Referees (KGS's program, GNU Go) count them both
    // ways; black and white above follow the one-at-a-time reading.
    std::vector<Point> doubtful;
};
MarkedTerritory territory_to_mark(const rules::Board& position, const TerritoryMap& map,
                                  const JudgeParams& params = {});

// The same for a referee given only the dead stones: `position` still holds them; `seki`
// the stones in seki once they are off (find_seki).
MarkedTerritory territory_for_dead(const rules::Board& position, const std::vector<Point>& dead,
                                   const std::vector<Point>& seki);

}  // namespace kifu::scoring
