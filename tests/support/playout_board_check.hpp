#pragma once
// scoring::PlayoutBoard against the flood-fill reference (reference_board.hpp), the same
// differential check rules::Board gets: contents, captures, chains and their liberties,
// the empty-point list, each point's count of empty neighbours, the simple-ko point, move
// legality and the Zobrist hash. Used by the unit tests and by fuzz_board.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "reference_board.hpp"
#include "rules/zobrist.hpp"
#include "scoring/playout_board.hpp"

namespace kifu::testing {

inline std::string where(Point p) {
    std::string text = "(";  // appended piece by piece: GCC 12 mis-warns (-Wrestrict) on "(" + std::string
    text += std::to_string(p.x);
    text += ',';
    text += std::to_string(p.y);
    text += ')';
    return text;
}

// The first difference between the two boards, or "" when they agree.
inline std::string playout_board_differs(const scoring::PlayoutBoard& b, const ReferenceBoard& ref, BoardSize size) {
    using Loc = scoring::PlayoutBoard::Loc;
    rules::Hash hash = 0;
    std::vector<Loc> empties;
    for (int y = 0; y < size.height; ++y)
        for (int x = 0; x < size.width; ++x) {
            const Point p{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)};
            const Loc l = b.loc(p);
            const auto want = ref.at(p);
            int empty_neighbours = 0;
            for (Loc n : b.neighbours(l)) empty_neighbours += b.on_board(n) && !ref.at(b.point(n)) ? 1 : 0;
            if (b.empty_neighbours(l) != empty_neighbours) return "empty neighbours differ at " + where(p);
            if (!want) {
                if (!b.empty(l)) return "a stone where the reference is empty at " + where(p);
                empties.push_back(l);
                continue;
            }
            if (!b.is(l, *want)) return "contents differ at " + where(p);
            hash ^= rules::stone_key(*want, p);
            const ReferenceBoard::Group g = ref.group(p);
            if (b.chain_size(l) != static_cast<int>(g.stones.size())) return "chain size differs at " + where(p);
            if (b.liberties(l, 1000) != static_cast<int>(g.liberties.size()))
                return "liberties differ at " + where(p) + ": " + std::to_string(b.liberties(l, 1000)) + ", reference " +
                       std::to_string(g.liberties.size());
            const Loc lib = b.any_liberty(l);
            const bool is_liberty = std::find(g.liberties.begin(), g.liberties.end(), b.point(lib)) != g.liberties.end();
            if (g.liberties.empty() ? lib != scoring::PlayoutBoard::no_loc : !is_liberty)
                return "any_liberty is not a liberty at " + where(p);
            std::vector<Point> chain;
            b.for_each_stone(l, [&](Loc s) { chain.push_back(b.point(s)); });
            std::vector<Point> expected = g.stones;
            std::sort(chain.begin(), chain.end());
            std::sort(expected.begin(), expected.end());
            if (chain != expected) return "chain differs at " + where(p);
        }
    if (b.hash() != hash) return "hash differs from the hash recomputed from scratch";
    std::vector<Loc> listed = b.empty_points();
    std::sort(listed.begin(), listed.end());
    if (listed != empties) return "the empty-point list differs from the empty points";
    return {};
}

// What the reference says of c at p: legal unless occupied, suicide (a play-out never
// makes one) or the retake of a simple ko at `ko`.
inline bool reference_legal(const ReferenceBoard& ref, Point p, Color c, std::optional<Point> ko) {
    if (ref.at(p) || (ko && *ko == p)) return false;
    ReferenceBoard after = ref;
    return after.play(p, c).self_removed == 0;
}

// Plays up to `moves` moves chosen by `pick` (an index into the empty points) on both
// boards from the position `start`, comparing after each; "" when they always agree.
template <class Pick>
std::string playout_board_game(const rules::Board& start, int moves, Pick&& pick) {
    const BoardSize size = start.size();
    scoring::PlayoutBoard b(start);
    ReferenceBoard ref(size);
    for (int y = 0; y < size.height; ++y)
        for (int x = 0; x < size.width; ++x) {
            const Point p{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)};
            ref.set(p, start.at(p));
        }
    if (auto problem = playout_board_differs(b, ref, size); !problem.empty()) return "initially: " + problem;
    std::optional<Point> ko;
    Color c = Color::black;
    for (int move = 1; move <= moves && !b.empty_points().empty(); ++move, c = opponent(c)) {
        const std::vector<scoring::PlayoutBoard::Loc>& empties = b.empty_points();
        const Point p = b.point(empties[pick(empties.size()) % empties.size()]);
        const std::string at = "move " + std::to_string(move) + " at " + where(p) + ": ";
        const bool legal = b.check(b.loc(p), c).legal;
        if (legal != reference_legal(ref, p, c, ko)) return at + "legality differs";
        if (!legal) continue;
        const int captured = b.play(b.loc(p), c);
        const rules::Board::MoveEffect want = ref.play(p, c);
        if (captured != want.captured) return at + "captures differ";
        // A simple ko: one stone captured by a lone stone left with one liberty.
        ko.reset();
        if (want.captured == 1) {
            const ReferenceBoard::Group g = ref.group(p);
            if (g.stones.size() == 1 && g.liberties.size() == 1) ko = g.liberties.front();
        }
        const auto ko_point = b.ko_point();
        if ((ko_point != scoring::PlayoutBoard::no_loc) != ko.has_value() || (ko && b.point(ko_point) != *ko))
            return at + "ko point differs";
        if (auto problem = playout_board_differs(b, ref, size); !problem.empty()) return at + problem;
    }
    return {};
}

}  // namespace kifu::testing
