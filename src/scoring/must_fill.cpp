#include "scoring/must_fill.hpp"

#include <algorithm>

#include "scoring/playout_board.hpp"

namespace kifu::scoring {

using Loc = PlayoutBoard::Loc;

MarkedTerritory territory_to_mark(const rules::Board& position, const TerritoryMap& map) {
    const BoardSize s = map.size();
    const PlayoutBoard board(position);
    std::vector<char> must_fill(static_cast<std::size_t>(board.cells()), 0);
    auto owner = [&](Loc l) -> int {  // 1 Black's area, 2 White's, 0 neither
        const Mark m = map.ground(board.point(l));
        return m == Mark::black_territory ? 1 : m == Mark::white_territory ? 2 : 0;
    };
    // A chain whose only liberty in its own area would be its last once the opponent fills
    // the neutral points next to it must be protected there (a false eye, the last liberty
    // of a cutting point): that point is not territory. The opponent fills a neutral point
    // only where its stone would not be in atari itself; and where two neutral points would
    // each let the chain connect out (join another of the owner's chains, with three
    // liberties), the owner answers one with the other, on the neutral points, and loses no
    // territory. A neutral point that only lengthens the chain is no way out: the opponent
    // fills the rest. Chains in seki keep their liberties.
    auto joins_another_chain = [&](Loc n, Loc chain, Color c) {
        for (Loc m : board.neighbours(n))
            if (board.is(m, c) && board.chain(m) != board.chain(chain)) return true;
        return false;
    };
    std::vector<char> done(static_cast<std::size_t>(board.cells()), 0);
    for (int cell = 0; cell < board.cells(); ++cell) {
        const auto l = static_cast<Loc>(cell);
        if (!board.on_board(l) || board.empty(l) || done[board.chain(l)]) continue;
        done[board.chain(l)] = 1;
        if (is_seki_stone(map.at(board.point(l)))) continue;
        const Color colour = board.is(l, Color::black) ? Color::black : Color::white;
        const int own = colour == Color::black ? 1 : 2;
        std::vector<Loc> in_area, neutral;
        board.for_each_stone(l, [&](Loc stone) {
            for (Loc n : board.neighbours(stone)) {
                if (!board.on_board(n) || !board.empty(n)) continue;
                auto& list = owner(n) == own ? in_area : neutral;
                if (std::find(list.begin(), list.end(), n) == list.end()) list.push_back(n);
            }
        });
        if (in_area.size() != 1) continue;
        bool kept = false;   // a neutral liberty the opponent cannot fill
        int connections = 0; // neutral liberties where the owner's stone joins another own chain
        for (Loc n : neutral) {
            const PlayoutBoard::MoveCheck fill = board.check(n, opponent(colour));
            if (!fill.legal || (!fill.captures && fill.liberties < 2)) kept = true;
            const PlayoutBoard::MoveCheck connect = board.check(n, colour);
            if (connect.legal && connect.liberties >= 3 && joins_another_chain(n, l, colour)) ++connections;
        }
        if (!kept && connections < 2) must_fill[in_area.front()] = 1;
    }
    MarkedTerritory marked;
    for (int y = 0; y < s.height; ++y)
        for (int x = 0; x < s.width; ++x) {
            const Point p{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)};
            if (must_fill[board.loc(p)] && position.empty_at(p)) continue;
            const Mark g = map.ground(p);
            if (g == Mark::black_territory) marked.black.push_back(p);
            if (g == Mark::white_territory) marked.white.push_back(p);
        }
    return marked;
}

MarkedTerritory territory_for_dead(const rules::Board& position, const std::vector<Point>& dead) {
    rules::Board cleared = position;
    cleared.set(dead, std::nullopt);
    return territory_to_mark(cleared, TerritoryMap(position, dead));
}

}  // namespace kifu::scoring
