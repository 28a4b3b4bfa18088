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

}  // namespace

std::optional<RecordedMismatch> explain_mismatch(const rules::ReplayResult& replay, const std::vector<Point>& dead,
                                                 const rules::Ruleset& rules, double komi, const Count& count,
                                                 const sgf::GameResult& recorded) {
    if (count.decided) return std::nullopt;
    const rules::Board& board = replay.board;
    if (rules.removes_dead_stones) {
        // The dead chains a plain capture takes, each with its capture point.
        std::vector<std::vector<Point>> chains;
        std::vector<Point> at;
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
            const TerritoryMap map(board, rest, &marked.black, &marked.white);
            return agrees(count_score(map, replay, rules, komi), recorded) == true;
        };
        // Each such chain kept alive on its own, then all of them together.
        for (std::size_t i = 0; i < chains.size(); ++i)
            if (reproduces_with_alive(chains[i])) return RecordedMismatch{MismatchKind::chain_in_atari_kept, chains[i], {at[i]}};
        if (chains.size() > 1) {
            std::vector<Point> all;
            for (const auto& chain : chains) all.insert(all.end(), chain.begin(), chain.end());
            std::sort(all.begin(), all.end());
            if (reproduces_with_alive(all)) return RecordedMismatch{MismatchKind::chain_in_atari_kept, all, at};
        }
    }
    // A margin of 0.5 or 1 with the winner swapped is too easy a coincidence to name.
    if (recorded.kind == sgf::WinKind::score && recorded.margin && *recorded.margin >= 2 &&
        (recorded.winner == sgf::Winner::black || recorded.winner == sgf::Winner::white)) {
        const double said = recorded.winner == sgf::Winner::black ? *recorded.margin : -*recorded.margin;
        if (std::abs(count.margin() + said) < 1e-9) return RecordedMismatch{MismatchKind::winner_swapped, {}, {}};
    }
    return std::nullopt;
}

}  // namespace kifu::scoring
