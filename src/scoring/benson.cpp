#include "scoring/benson.hpp"

#include <algorithm>

#include "base/flood_fill.hpp"

namespace kifu::scoring {
namespace {

using Loc = PlayoutBoard::Loc;

struct Region {
    std::vector<Loc> points;
    std::vector<Loc> bordering;  // heads of the colour's chains next to the region
    std::vector<Loc> vital_to;   // heads of the chains the region is vital to
    bool healthy = true;         // every bordering chain is still a candidate
};

void judge_colour(const PlayoutBoard& b, Color c, BensonResult& result) {
    const int cells = b.cells();
    std::vector<Region> regions;
    FloodFill<Loc> fill;
    fill.begin(static_cast<std::size_t>(cells));
    for (Loc start = 0; start < cells; ++start) {
        if (!b.on_board(start) || b.is(start, c) || fill.marked(start)) continue;
        Region r;
        fill.fill(
            start, [&](Loc l) { return b.neighbours(l); },
            [&](Loc n) {
                if (!b.on_board(n)) return Flood::skip;
                if (!b.is(n, c)) return Flood::enter;
                r.bordering.push_back(b.chain(n));
                return Flood::skip;
            },
            [&](Loc l) { r.points.push_back(l); });
        std::sort(r.bordering.begin(), r.bordering.end());
        r.bordering.erase(std::unique(r.bordering.begin(), r.bordering.end()), r.bordering.end());
        for (Loc chain : r.bordering) {
            const bool vital = std::all_of(r.points.begin(), r.points.end(), [&](Loc p) {
                if (!b.empty(p)) return true;
                for (Loc n : b.neighbours(p))
                    if (b.is(n, c) && b.chain(n) == chain) return true;
                return false;
            });
            if (vital) r.vital_to.push_back(chain);
        }
        regions.push_back(std::move(r));
    }

    std::vector<char> candidate(static_cast<std::size_t>(cells), 0);  // at chain heads
    for (Loc l = 0; l < cells; ++l)
        if (b.is(l, c)) candidate[b.chain(l)] = 1;
    for (bool changed = true; changed;) {
        changed = false;
        std::vector<int> vital_count(static_cast<std::size_t>(cells), 0);
        for (const Region& r : regions)
            if (r.healthy)
                for (Loc chain : r.vital_to) ++vital_count[chain];
        for (Loc l = 0; l < cells; ++l)
            if (candidate[l] && vital_count[l] < 2) {
                candidate[l] = 0;
                changed = true;
            }
        for (Region& r : regions)
            if (r.healthy && std::any_of(r.bordering.begin(), r.bordering.end(), [&](Loc h) { return !candidate[h]; }))
                r.healthy = false;
    }
    for (Loc l = 0; l < cells; ++l)
        if (b.is(l, c) && candidate[b.chain(l)]) result.pass_alive[l] = 1;
    for (const Region& r : regions) {
        const bool enclosed_by_living =
            std::any_of(r.vital_to.begin(), r.vital_to.end(), [&](Loc h) { return candidate[h] != 0; }) &&
            std::all_of(r.bordering.begin(), r.bordering.end(), [&](Loc h) { return candidate[h] != 0; });
        if (!enclosed_by_living) continue;
        for (Loc p : r.points)
            if (!b.empty(p)) result.surely_dead[p] = 1;
    }
}

}  // namespace

BensonResult benson(const PlayoutBoard& board) {
    BensonResult result;
    result.pass_alive.assign(static_cast<std::size_t>(board.cells()), 0);
    result.surely_dead.assign(static_cast<std::size_t>(board.cells()), 0);
    judge_colour(board, Color::black, result);
    judge_colour(board, Color::white, result);
    return result;
}

}  // namespace kifu::scoring
