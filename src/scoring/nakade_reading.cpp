#include "scoring/nakade_reading.hpp"

#include <algorithm>
#include <cstdint>

#include "scoring/enclosed_fight.hpp"
#include "scoring/local_board.hpp"
#include "scoring/room.hpp"

namespace kifu::scoring {
namespace {

using Loc = PlayoutBoard::Loc;

// Does a stone of `attacker` at the wall liberty `l` reach two empty points outside
// `points`, or join two of its chains, one of them with four liberties or more?
bool safe_extension(const PlayoutBoard& b, Loc l, Color attacker, const std::vector<Loc>& points) {
    int open = 0;
    Loc first = PlayoutBoard::no_loc;
    bool joins_two = false, one_has_four = false;
    for (Loc n : b.neighbours(l)) {
        if (!b.on_board(n)) continue;
        if (b.empty(n)) {
            open += std::find(points.begin(), points.end(), n) == points.end() ? 1 : 0;
        } else if (b.is(n, attacker)) {
            if (first == PlayoutBoard::no_loc) first = b.chain(n);
            else joins_two = joins_two || b.chain(n) != first;
            one_has_four = one_has_four || b.liberties(n, 4) >= 4;
        }
    }
    return open >= 2 || (joins_two && one_has_four);
}

}  // namespace

void kill_chains_by_reading_their_room(const PlayoutBoard& b, std::vector<ChainJudgement>& chains,
                                       const JudgeParams& params, ReadingBudget& budget) {
    Judgements judged(b, chains, params);
    // The candidates: chains judged alive, not proved, next to a chain judged dead (few in
    // a position, so the rooms of most chains are never spread).
    std::vector<Loc> targets;
    for (const ChainJudgement& dead : chains) {
        if (dead.status != ChainStatus::dead) continue;
        for (Point p : dead.stones)
            for (Loc n : b.neighbours(b.loc(p))) {
                if (!b.on_board(n) || !b.is(n, opponent(dead.color))) continue;
                const ChainJudgement& j = judged.of(n);
                if (j.status == ChainStatus::alive && !j.proved && j.share < params.unread_share)
                    targets.push_back(b.chain(n));
            }
    }
    if (targets.empty()) return;
    std::sort(targets.begin(), targets.end());
    targets.erase(std::unique(targets.begin(), targets.end()), targets.end());

    Room room(b, params);
    const BoardLayout layout(b.size());
    std::vector<std::int8_t> cells;   // filled for the first reading
    ReadingBudget rooms_budget = budget.part(params.room_reading_budget);
    std::vector<char> read(static_cast<std::size_t>(b.cells()), 0);   // at chain heads: in a room read already
    for (Loc target : targets) {
        if (read[target] || judged.of(target).status != ChainStatus::alive) continue;
        const Color c = judged.of(target).color, o = opponent(c);
        if (!room.spread(target, o, judged)) continue;
        std::vector<Loc> points, defender;
        bool proved_alive = false, nakade = false, living_inside = false;
        for (Loc l : room.area()) {
            if (!b.is(l, c)) {
                points.push_back(l);
                if (!b.empty(l)) (judged.of(l).status == ChainStatus::dead ? nakade : living_inside) = true;
                continue;
            }
            defender.push_back(l);
            read[b.chain(l)] = 1;
            proved_alive = proved_alive || judged.of(l).proved;
        }
        if (proved_alive || !nakade || living_inside || points.size() > params.enclosed_fight_points) continue;
        // A wall with few liberties outside could lose a race to the chains inside: the
        // defender may play on those liberties too, and a capture of the wall proves nothing.
        const std::vector<Loc> wall_liberties = room.liberties_of_short_walls(params.short_wall_liberties);
        points.insert(points.end(), wall_liberties.begin(), wall_liberties.end());
        if (points.size() > params.enclosed_fight_points) continue;
        // The attacker may extend a wall onto such a liberty only where that reaches two
        // empty points the reading does not play, or joins the wall to another of its chains
        // with four liberties or more: the wall is then taken to be safe, as it is on the
        // board. Elsewhere the defender could still fill what it reaches, so only the
        // defender plays there.
        std::vector<Loc> defender_only;
        for (Loc l : wall_liberties)
            if (!safe_extension(b, l, o, points)) defender_only.push_back(l);
        if (cells.empty()) {
            cells.resize(static_cast<std::size_t>(b.cells()));
            for (std::size_t i = 0; i < cells.size(); ++i) {
                const auto l = static_cast<Loc>(i);
                cells[i] = !b.on_board(l) ? LocalBoard::wall
                           : b.empty(l)   ? LocalBoard::empty
                                          : LocalBoard::cell_of(b.is(l, Color::black) ? Color::black : Color::white);
            }
        }
        if (read_enclosed_fight(layout, cells, points, defender_only, defender, LocalBoard::cell_of(o),
                                params.enclosed_fight_points, rooms_budget) != EnclosedFight::captured)
            continue;
        // As sure as the walls are alive: the reading takes them as they stand.
        double confidence = 1;
        for (Loc wall : room.walls()) {
            const ChainJudgement& w = judged.of(wall);
            confidence = std::min(confidence, w.proved ? 1.0 : w.share);
        }
        for (Loc l : room.area()) {
            if (b.empty(l)) continue;
            ChainJudgement& j = judged.of(l);
            if (j.proved) continue;
            const bool killed = j.color == c && j.status != ChainStatus::dead;
            const bool saved = j.color == o && j.status == ChainStatus::dead;
            if (!killed && !saved) continue;
            j.add({Stage::nakade_reading, killed ? ChainStatus::dead : ChainStatus::alive, confidence});
            j.share = confidence;
        }
    }
}

}  // namespace kifu::scoring
