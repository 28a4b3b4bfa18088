#include "scoring/must_fill.hpp"

#include <algorithm>
#include <cstdint>

#include "scoring/playout_board.hpp"

namespace kifu::scoring {

using Loc = PlayoutBoard::Loc;

namespace {

// Who owns each cell of `board`'s area: 1 Black, 2 White, 0 neither (dame, seki).
std::vector<std::uint8_t> owners(const PlayoutBoard& board, const TerritoryMap& map) {
    std::vector<std::uint8_t> owner(static_cast<std::size_t>(board.cells()), 0);
    for (int cell = 0; cell < board.cells(); ++cell) {
        const auto l = static_cast<Loc>(cell);
        if (!board.on_board(l)) continue;
        const Mark m = map.ground(board.point(l));
        owner[l] = m == Mark::black_territory ? 1 : m == Mark::white_territory ? 2 : 0;
    }
    return owner;
}

// Whether `o` can fill the neutral point n at once without putting its own stone in atari
// (or by capturing).
bool fillable_now(const PlayoutBoard& board, Loc n, Color o) {
    const PlayoutBoard::MoveCheck fill = board.check(n, o);
    return fill.legal && (fill.captures || fill.liberties >= 2);
}

// Fills the empty points of the run from the last of `run` back to the first (by `parent`),
// each fill safe when it is made.
bool fills_the_run(const PlayoutBoard& board, const std::vector<Loc>& run, const std::vector<std::size_t>& parent,
                   Color o) {
    PlayoutBoard filled = board;
    for (std::size_t k = run.size() - 1;; k = parent[k]) {
        if (filled.empty(run[k])) {
            if (!fillable_now(filled, run[k], o)) return false;
            filled.play(run[k], o);
        }
        if (k == 0) return true;
    }
}

// Whether `o` can fill the neutral point n at once, or in turn: filling first the neutral
// points on a run that leads to n, through other neutral points and o's own stones, from a
// point it can fill at once, each fill safe when it is made. Next to a false eye the
// opponent's stone may be in atari now, and safe once a fill beside it, or beside the stones
// it joins, gives it a second liberty.
bool fillable_in_turn(const PlayoutBoard& board, const std::vector<std::uint8_t>& owner, Loc n, Color o,
                      std::size_t most_points) {
    if (fillable_now(board, n, o)) return true;
    // Breadth first from n over neutral points and o's stones, trying each run that ends at a
    // neutral point o can fill at once; short runs only (JudgeParams::fill_run_points).
    std::vector<Loc> run{n};
    std::vector<std::size_t> parent{0};
    for (std::size_t i = 0; i < run.size() && run.size() < most_points; ++i) {
        for (Loc m : board.neighbours(run[i])) {
            const bool neutral = board.on_board(m) && board.empty(m) && owner[m] == 0;
            if ((!neutral && !board.is(m, o)) || std::find(run.begin(), run.end(), m) != run.end()) continue;
            run.push_back(m);
            parent.push_back(i);
            if (neutral && fillable_now(board, m, o) && fills_the_run(board, run, parent, o)) return true;
        }
    }
    return false;
}

// Whether a stone of c at n touches a chain of c other than `chain`.
bool joins_another_chain(const PlayoutBoard& board, Loc n, Loc chain, Color c) {
    for (Loc m : board.neighbours(n))
        if (board.is(m, c) && board.chain(m) != board.chain(chain)) return true;
    return false;
}

// Whether the owner's stone at the neutral point n joins the chain at `chain` to another of
// its chains so that together they have two liberties in the owner's area: a way out the
// opponent cannot take away by filling dame (a stone whose liberties are all neutral is not).
bool connects_out(const PlayoutBoard& board, const std::vector<std::uint8_t>& owner, Loc n, Loc chain, Color c,
                  int own) {
    if (!board.check(n, c).legal) return false;
    Loc heads[4];
    int count = 0;
    bool another = false;
    for (Loc m : board.neighbours(n)) {
        if (!board.is(m, c) || std::find(heads, heads + count, board.chain(m)) != heads + count) continue;
        heads[count++] = board.chain(m);
        another = another || board.chain(m) != board.chain(chain);
    }
    if (!another) return false;
    Loc first = PlayoutBoard::no_loc;
    for (int i = 0; i < count; ++i) {
        bool two = false;
        board.for_each_stone(heads[i], [&](Loc s) {
            for (Loc l : board.neighbours(s)) {
                if (two || l == n || !board.empty(l) || owner[l] != own || l == first) continue;
                if (first == PlayoutBoard::no_loc) first = l;
                else two = true;
            }
        });
        if (two) return true;
    }
    return false;
}

// Two readings of how the opponent fills the dame. One at a time: each neutral point only
// where its stone would not be in atari now, and a connection out wherever the owner's stone
// joins another chain and has three liberties (the reading kifu counts by). In turn: as
// fillable_in_turn allows, and a connection out only where it gives two liberties in the
// owner's area (connects_out). Referees count the points where the two part both ways.
enum class Filling { one_at_a_time, in_turn };

std::vector<char> must_fill_points(const PlayoutBoard& board, const TerritoryMap& map,
                                   const std::vector<std::uint8_t>& owner, Filling filling, std::size_t run_points) {
    std::vector<char> must_fill(static_cast<std::size_t>(board.cells()), 0);
    // A chain whose only liberty in its own area would be its last once the opponent fills
    // the neutral points next to it must be protected there (a false eye, the last liberty
    // of a cutting point): that point is not territory. The opponent fills a neutral point
    // only where its stone would not be in atari itself; and where two neutral points would
    // each let the chain connect out (join another of the owner's chains), the owner answers
    // one with the other, on the neutral points, and loses no territory. A neutral point that
    // only lengthens the chain is no way out: the opponent fills the rest. Chains in seki
    // keep their liberties.
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
                auto& list = owner[n] == own ? in_area : neutral;
                if (std::find(list.begin(), list.end(), n) == list.end()) list.push_back(n);
            }
        });
        if (in_area.size() != 1) continue;
        const Color o = opponent(colour);
        bool kept = false;   // a neutral liberty the opponent cannot fill
        int connections = 0; // neutral liberties where the owner's stone joins another own chain
        for (Loc n : neutral) {
            if (!(filling == Filling::in_turn ? fillable_in_turn(board, owner, n, o, run_points) : fillable_now(board, n, o)))
                kept = true;
            if (filling == Filling::in_turn) {
                connections += connects_out(board, owner, n, l, colour, own) ? 1 : 0;
            } else {
                const PlayoutBoard::MoveCheck connect = board.check(n, colour);
                connections += connect.legal && connect.liberties >= 3 && joins_another_chain(board, n, l, colour);
            }
        }
        if (!kept && connections < 2) must_fill[in_area.front()] = 1;
    }
    return must_fill;
}

}  // namespace

MarkedTerritory territory_to_mark(const rules::Board& position, const TerritoryMap& map, const JudgeParams& params) {
    const BoardSize s = map.size();
    const PlayoutBoard board(position);
    const std::vector<std::uint8_t> owner = owners(board, map);
    const std::vector<char> must_fill =
        must_fill_points(board, map, owner, Filling::one_at_a_time, params.fill_run_points);
    const std::vector<char> in_turn = must_fill_points(board, map, owner, Filling::in_turn, params.fill_run_points);
    MarkedTerritory marked;
    for (int y = 0; y < s.height; ++y)
        for (int x = 0; x < s.width; ++x) {
            const Point p{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)};
            const Loc l = board.loc(p);
            if (position.empty_at(p) && must_fill[l] != in_turn[l]) marked.doubtful.push_back(p);
            if (must_fill[l] && position.empty_at(p)) continue;
            const Mark g = map.ground(p);
            if (g == Mark::black_territory) marked.black.push_back(p);
            if (g == Mark::white_territory) marked.white.push_back(p);
        }
    return marked;
}

MarkedTerritory territory_for_dead(const rules::Board& position, const std::vector<Point>& dead,
                                   const std::vector<Point>& seki) {
    rules::Board cleared = position;
    cleared.set(dead, std::nullopt);
    return territory_to_mark(cleared, TerritoryMap(position, dead, seki));
}

}  // namespace kifu::scoring
