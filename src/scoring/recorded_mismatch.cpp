#include "scoring/recorded_mismatch.hpp"

#include <algorithm>
#include <cmath>

#include "scoring/must_fill.hpp"
#include "scoring/playout_board.hpp"
#include "scoring/score_game.hpp"
#include "scoring/territory_map.hpp"

namespace kifu::scoring {

std::string_view mismatch_name(MismatchKind kind) {
    switch (kind) {
        case MismatchKind::chain_in_atari_kept: return "chain-in-atari-kept";
        case MismatchKind::must_fill_counted: return "must-fill-counted";
        case MismatchKind::winner_swapped: return "winner-swapped";
    }
    return "winner-swapped";
}

namespace {

// RE is the count with a chain in atari that a plain capture takes kept alive: one such
// chain on its own, or all of them together.
std::optional<RecordedMismatch> chain_in_atari_kept(const rules::ReplayResult& replay, const std::vector<Point>& dead,
                                                    const rules::Ruleset& rules, double komi,
                                                    const sgf::GameResult& recorded) {
    const rules::Board& board = replay.board;
    const PlayoutBoard b(board);
    std::vector<std::vector<Point>> chains;  // each sorted
    std::vector<Point> at;                   // where each is captured
    std::vector<char> seen(static_cast<std::size_t>(b.cells()), 0);  // at chain heads
    for (Point p : dead) {
        const PlayoutBoard::Loc l = b.loc(p);
        if (b.empty(l) || seen[b.chain(l)]) continue;
        seen[b.chain(l)] = 1;
        if (b.liberties(l, 2) != 1) continue;
        // The capture must leave the capturing stone two liberties: not a ko, no snapback.
        const PlayoutBoard::Loc capture = b.any_liberty(l);
        PlayoutBoard after = b;
        after.play(capture, b.is(l, Color::black) ? Color::white : Color::black);
        if (after.liberties(capture, 2) < 2) continue;
        std::vector<Point> chain;
        b.for_each_stone(l, [&](PlayoutBoard::Loc stone) { chain.push_back(b.point(stone)); });
        std::sort(chain.begin(), chain.end());
        chains.push_back(std::move(chain));
        at.push_back(b.point(capture));
    }
    auto reproduces_with_alive = [&](const std::vector<Point>& alive) {
        std::vector<Point> rest;
        for (Point p : dead)
            if (!std::binary_search(alive.begin(), alive.end(), p)) rest.push_back(p);
        const MarkedTerritory marked = territory_for_dead(board, rest);
        const TerritoryMap recounted(board, rest, &marked.black, &marked.white);
        return agrees(count_score(recounted, replay, rules, komi), recorded) == true;
    };
    for (std::size_t i = 0; i < chains.size(); ++i)
        if (reproduces_with_alive(chains[i]))
            return RecordedMismatch{MismatchKind::chain_in_atari_kept, chains[i], {at[i]}, {}};
    if (chains.size() < 2) return std::nullopt;
    std::vector<Point> all;
    for (const auto& chain : chains) all.insert(all.end(), chain.begin(), chain.end());
    std::sort(all.begin(), all.end());
    if (reproduces_with_alive(all)) return RecordedMismatch{MismatchKind::chain_in_atari_kept, all, at, {}};
    return std::nullopt;
}

// RE is the count with the must-fill points as territory (a map built without marked
// territory has none).
std::optional<RecordedMismatch> must_fill_counted(const rules::ReplayResult& replay, const std::vector<Point>& dead,
                                                  const TerritoryMap& map, const rules::Ruleset& rules, double komi,
                                                  const sgf::GameResult& recorded) {
    std::vector<Point> must_fill = map.points_marked(Mark::black_must_fill);
    const std::vector<Point> white_must_fill = map.points_marked(Mark::white_must_fill);
    must_fill.insert(must_fill.end(), white_must_fill.begin(), white_must_fill.end());
    if (must_fill.empty()) return std::nullopt;
    const TerritoryMap all_counted(replay.board, dead);
    if (agrees(count_score(all_counted, replay, rules, komi), recorded) != true) return std::nullopt;
    std::sort(must_fill.begin(), must_fill.end());
    return RecordedMismatch{MismatchKind::must_fill_counted, {}, {}, must_fill};
}

// RE names the other winner with the count's margin. A margin of 0.5 or 1 swapped is too
// easy a coincidence to name.
bool winner_swapped(const Count& count, const sgf::GameResult& recorded) {
    if (recorded.kind != sgf::WinKind::score || !recorded.margin || *recorded.margin < 2) return false;
    if (recorded.winner != sgf::Winner::black && recorded.winner != sgf::Winner::white) return false;
    const double said = recorded.winner == sgf::Winner::black ? *recorded.margin : -*recorded.margin;
    return std::abs(count.margin() + said) < 1e-9;
}

}  // namespace

std::optional<RecordedMismatch> explain_mismatch(const rules::ReplayResult& replay, const std::vector<Point>& dead,
                                                 const TerritoryMap& map, const rules::Ruleset& rules, double komi,
                                                 const Count& count, const sgf::GameResult& recorded) {
    if (count.decided) return std::nullopt;
    // Under rules that never take dead stones off, neither dead stones nor must-fill points
    // change the count.
    if (rules.removes_dead_stones) {
        if (auto kept = chain_in_atari_kept(replay, dead, rules, komi, recorded)) return kept;
        if (auto counted = must_fill_counted(replay, dead, map, rules, komi, recorded)) return counted;
    }
    if (winner_swapped(count, recorded)) return RecordedMismatch{MismatchKind::winner_swapped, {}, {}, {}};
    return std::nullopt;
}

}  // namespace kifu::scoring
