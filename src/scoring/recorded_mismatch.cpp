#include "scoring/recorded_mismatch.hpp"

#include <algorithm>
#include <cmath>

#include "scoring/must_fill.hpp"
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

std::vector<Point> neighbours(Point p, BoardSize size) {
    std::vector<Point> out;
    const int x = p.x, y = p.y;
    for (auto [dx, dy] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
        const int nx = x + dx, ny = y + dy;
        if (nx >= 0 && ny >= 0 && nx < size.width && ny < size.height)
            out.push_back({static_cast<std::uint8_t>(nx), static_cast<std::uint8_t>(ny)});
    }
    return out;
}

// Where the opponent captures the chain at `stone` at once, keeping two liberties or more
// (so not a ko, and no snapback): nothing when the chain is not in atari.
std::optional<Point> plain_capture(const rules::Board& board, Point stone, const std::vector<Point>& chain) {
    if (board.liberties(stone) != 1) return std::nullopt;
    std::optional<Point> last;
    for (Point s : chain)
        for (Point n : neighbours(s, board.size()))
            if (board.empty_at(n)) last = n;
    if (!last) return std::nullopt;
    rules::Board after = board;
    after.play(*last, opponent(*board.at(stone)));
    if (after.liberties(*last) < 2) return std::nullopt;
    return last;
}

// RE is the count with a chain in atari that a plain capture takes kept alive: one such
// chain on its own, or all of them together.
std::optional<RecordedMismatch> chain_in_atari_kept(const rules::ReplayResult& replay, const std::vector<Point>& dead,
                                                    const rules::Ruleset& rules, double komi,
                                                    const sgf::GameResult& recorded) {
    const rules::Board& board = replay.board;
    std::vector<std::vector<Point>> chains;  // each sorted
    std::vector<Point> at;                   // where each is captured
    std::vector<Point> seen;
    for (Point p : dead) {
        if (board.empty_at(p) || std::find(seen.begin(), seen.end(), p) != seen.end()) continue;
        std::vector<Point> chain = board.string_at(p);
        seen.insert(seen.end(), chain.begin(), chain.end());
        if (auto capture = plain_capture(board, p, chain)) {
            std::sort(chain.begin(), chain.end());
            chains.push_back(std::move(chain));
            at.push_back(*capture);
        }
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
