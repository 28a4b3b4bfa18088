#pragma once
// An empty region of a position once the dead stones are off (a maximal set of connected
// empty points), as TerritoryMap finds them: the colours it touches and its size.
namespace kifu::scoring {

struct EmptyRegion {
    bool touches_black = false, touches_white = false;
    int size = 0;
};

}  // namespace kifu::scoring
