#pragma once
// A position as it is counted: the dead stones taken off, as the cells the local readings
// play on (local_board.hpp), and its empty regions with the colours each one touches. The
// seki finder (seki.hpp) and the territory map (territory_map.hpp) read the same one.
#include <cstdint>
#include <vector>

#include "base/board_layout.hpp"
#include "base/point.hpp"
#include "rules/board.hpp"
#include "scoring/empty_region.hpp"

namespace kifu::scoring {

struct ClearedBoard {
    // `dead` lists points of stones to take off; points that are empty are ignored.
    ClearedBoard(const rules::Board& position, const std::vector<Point>& dead);

    BoardLayout layout;                // every grid below is indexed by its Locs, walls included
    std::vector<std::int8_t> cells;    // LocalBoard's cells: empty, black, white, wall
    // The dead stones taken off, by colour (LocalBoard's cells), empty elsewhere: the seki
    // reading puts those inside a group's eye back on (local_seki.hpp).
    std::vector<std::int8_t> taken_off;
    std::vector<int> region_of;        // empty cells: the index of their region in `regions`; else -1
    std::vector<EmptyRegion> regions;
};

}  // namespace kifu::scoring
