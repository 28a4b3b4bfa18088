#include "analysis/recorded_mismatch.hpp"

#include <algorithm>
#include <cmath>
#include <span>

#include "analysis/re_agreement.hpp"
#include "scoring/benson.hpp"
#include "scoring/capture_reading.hpp"
#include "scoring/confirmation.hpp"
#include "scoring/judge_params.hpp"
#include "scoring/must_fill.hpp"
#include "scoring/playout_board.hpp"
#include "scoring/seki.hpp"
#include "scoring/territory_map.hpp"

namespace kifu::analysis {

using scoring::BensonResult;
using scoring::CaptureResult;
using scoring::ChainJudgement;
using scoring::ChainStatus;
using scoring::Count;
using scoring::Mark;
using scoring::MarkedTerritory;
using scoring::PlayoutBoard;
using scoring::TerritoryMap;

std::string_view mismatch_name(MismatchKind kind) {
    switch (kind) {
        case MismatchKind::chain_in_atari_kept: return "chain-in-atari-kept";
        case MismatchKind::must_fill_counted: return "must-fill-counted";
        case MismatchKind::winner_swapped: return "winner-swapped";
        case MismatchKind::beyond_the_board: return "beyond-the-board";
        case MismatchKind::seki_taken_off: return "seki-taken-off";
        case MismatchKind::capturable_chain_kept: return "capturable-chain-kept";
        case MismatchKind::komi_left_out: return "komi-left-out";
        case MismatchKind::record_terms: return "record-terms";
    }
    return "winner-swapped";
}

namespace {

// Whether the count with territory `map` reproduces RE.
bool counts_re(const TerritoryMap& map, const rules::ReplayResult& replay, const rules::Ruleset& rules, double komi,
               const sgf::GameResult& recorded) {
    return agrees(scoring::count_score(map, replay, rules, komi), recorded) == true;
}

// Whether the count of the final position with `dead` taken off, its territory marked as a
// referee marks it, reproduces RE.
bool reproduces(const rules::ReplayResult& replay, const std::vector<Point>& dead, const rules::Ruleset& rules,
                double komi, const sgf::GameResult& recorded) {
    const std::vector<Point> seki = scoring::find_seki(replay.board, dead);
    const MarkedTerritory marked = scoring::territory_for_dead(replay.board, dead, seki);
    return counts_re(TerritoryMap(replay.board, dead, seki, &marked.black, &marked.white), replay, rules, komi, recorded);
}

// Whether RE is the count with the stones `alive` (sorted) of `dead` kept on the board.
bool reproduces_with_alive(const rules::ReplayResult& replay, const std::vector<Point>& dead,
                           const std::vector<Point>& alive, const rules::Ruleset& rules, double komi,
                           const sgf::GameResult& recorded) {
    std::vector<Point> rest;
    for (Point p : dead)
        if (!std::binary_search(alive.begin(), alive.end(), p)) rest.push_back(p);
    return reproduces(replay, rest, rules, komi, recorded);
}

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
    for (std::size_t i = 0; i < chains.size(); ++i)
        if (reproduces_with_alive(replay, dead, chains[i], rules, komi, recorded))
            return RecordedMismatch{MismatchKind::chain_in_atari_kept, chains[i], {at[i]}, {}};
    if (chains.size() < 2) return std::nullopt;
    std::vector<Point> all;
    for (const auto& chain : chains) all.insert(all.end(), chain.begin(), chain.end());
    std::sort(all.begin(), all.end());
    if (reproduces_with_alive(replay, dead, all, rules, komi, recorded))
        return RecordedMismatch{MismatchKind::chain_in_atari_kept, all, at, {}};
    return std::nullopt;
}

// RE is the count with one of kifu's dead chains with two liberties kept alive, where the
// play-outs and tactical reading both take it off (recorded_mismatch.hpp).
std::optional<RecordedMismatch> capturable_chain_kept(const rules::ReplayResult& replay,
                                                      const std::vector<Point>& dead,
                                                      const std::vector<ChainJudgement>& judged,
                                                      const rules::Ruleset& rules, double komi,
                                                      const sgf::GameResult& recorded) {
    const PlayoutBoard b(replay.board);
    const scoring::JudgeParams params;   // as kifu judged the chains
    for (const ChainJudgement& j : judged) {
        if (j.status != ChainStatus::dead || j.proved || j.share < params.reading_doubt_below) continue;
        const PlayoutBoard::Loc stone = b.loc(j.stones.front());
        if (b.liberties(stone, 3) != 2) continue;
        scoring::ReadingBudget budget(params.chain_reading_nodes);
        if (scoring::read_capture(b, stone, j.color, budget, params) != CaptureResult::captured) continue;
        std::vector<Point> chain = j.stones;
        std::sort(chain.begin(), chain.end());
        if (reproduces_with_alive(replay, dead, chain, rules, komi, recorded))
            return RecordedMismatch{MismatchKind::capturable_chain_kept, std::move(chain), {}, {}};
    }
    return std::nullopt;
}

// RE is the count with must-fill points as territory: all of them (a map built without
// marked territory has none), else k of one side's n. Each point counted is one point more
// for its side, so any k of them give the same count: RE tells how many, not which. Servers
// differ on which points must be filled (a point filled only once a dame is, a false eye),
// and 10 of the 11 settled dev counts one point off RE had must-fill points. A server counts
// some and not others on a few shapes: with more than a few points on one side, some number
// of them would match almost any small difference, which explains nothing.
std::optional<RecordedMismatch> must_fill_counted(const rules::ReplayResult& replay, const std::vector<Point>& dead,
                                                  const TerritoryMap& map, const rules::Ruleset& rules, double komi,
                                                  const Count& count, const sgf::GameResult& recorded) {
    const std::vector<Point> of_side[2] = {map.points_marked(Mark::black_must_fill),
                                           map.points_marked(Mark::white_must_fill)};
    if (of_side[0].empty() && of_side[1].empty()) return std::nullopt;
    const std::vector<Point> seki = scoring::find_seki(replay.board, dead);
    // Whether a referee given the same dead stones counts any of `points` as territory: then
    // only the markup made them must-fill points.
    const auto markup_only = [&](const std::vector<Point>& points) {
        const scoring::MarkedTerritory referee = scoring::territory_for_dead(replay.board, dead, seki);
        return std::any_of(points.begin(), points.end(), [&](Point p) {
            return std::find(referee.black.begin(), referee.black.end(), p) != referee.black.end() ||
                   std::find(referee.white.begin(), referee.white.end(), p) != referee.white.end();
        });
    };
    if (counts_re(TerritoryMap(replay.board, dead, seki), replay, rules, komi, recorded)) {
        std::vector<Point> all = of_side[0];
        all.insert(all.end(), of_side[1].begin(), of_side[1].end());
        std::sort(all.begin(), all.end());
        RecordedMismatch m{MismatchKind::must_fill_counted, {}, {}, all};
        m.left_out_by_markup_only = markup_only(m.points);
        return m;
    }
    const std::optional<double> said = recorded.black_margin();
    if (!said) return std::nullopt;
    const std::vector<Point> territory[2] = {map.points_on_ground(Mark::black_territory),
                                             map.points_on_ground(Mark::white_territory)};
    for (int side = 0; side < 2; ++side) {
        const std::vector<Point>& candidates = of_side[side];
        const double gain = side == 0 ? *said - count.margin() : count.margin() - *said;  // points RE gives more
        if (candidates.size() > max_must_fill_partly_counted || gain < 1 || gain > static_cast<double>(candidates.size()) ||
            gain != std::round(gain))
            continue;
        const auto k = static_cast<std::size_t>(gain);
        std::vector<Point> marked[2] = {territory[0], territory[1]};
        marked[side].insert(marked[side].end(), candidates.begin(), candidates.begin() + static_cast<std::ptrdiff_t>(k));
        if (counts_re(TerritoryMap(replay.board, dead, seki, &marked[0], &marked[1]), replay, rules, komi, recorded)) {
            RecordedMismatch m{MismatchKind::must_fill_counted, {}, {}, candidates, 0, k};
            m.left_out_by_markup_only = markup_only(m.points);
            return m;
        }
    }
    return std::nullopt;
}

// RE is the count with stones in seki taken off as dead: one seki chain, or every seki
// stone of one colour, each in a seki the local search reads out (confirmation.hpp:
// proved_seki_stones). A seki kifu cannot prove is no ground to call the players' removal a
// slip.
std::optional<RecordedMismatch> seki_taken_off(const rules::ReplayResult& replay, const std::vector<Point>& dead,
                                               const TerritoryMap& map, const rules::Ruleset& rules, double komi,
                                               const sgf::GameResult& recorded) {
    rules::Board cleared = replay.board;
    cleared.set(dead, std::nullopt);
    const std::vector<Point> proved = scoring::proved_seki_stones(cleared, map);  // sorted
    if (proved.empty()) return std::nullopt;
    const PlayoutBoard b(cleared);
    std::vector<std::vector<Point>> candidates;  // each proved chain, then each colour's
    std::vector<Point> of_colour[2];
    std::vector<char> seen(static_cast<std::size_t>(b.cells()), 0);  // at chain heads
    for (Point p : proved) {
        const PlayoutBoard::Loc l = b.loc(p);
        of_colour[b.is(l, Color::black) ? 0 : 1].push_back(p);
        if (seen[b.chain(l)]) continue;
        seen[b.chain(l)] = 1;
        std::vector<Point> chain;
        b.for_each_stone(l, [&](PlayoutBoard::Loc stone) { chain.push_back(b.point(stone)); });
        std::sort(chain.begin(), chain.end());
        candidates.push_back(std::move(chain));
    }
    for (auto& stones : of_colour)
        if (!stones.empty() && std::find(candidates.begin(), candidates.end(), stones) == candidates.end())
            candidates.push_back(std::move(stones));
    for (const std::vector<Point>& stones : candidates) {
        std::vector<Point> more = dead;
        more.insert(more.end(), stones.begin(), stones.end());
        if (reproduces(replay, more, rules, komi, recorded))
            return RecordedMismatch{MismatchKind::seki_taken_off, stones, {}, {}};
    }
    return std::nullopt;
}

// RE names the other winner with the count's margin. A margin of 0.5 or 1 swapped is too
// easy a coincidence to name.
bool winner_swapped(const Count& count, const sgf::GameResult& recorded) {
    const std::optional<double> said = recorded.black_margin();
    return said && std::abs(*said) >= 2 && std::abs(count.margin() + *said) < 1e-9;
}

// The count's margin when every chain Benson's algorithm leaves open goes `favoured`'s way:
// the opponent's taken off as dead, its own kept alive (only stones that surely die are
// taken); its must-fill points counted as its territory, the opponent's left out. Taking
// more of the opponent's stones off never shrinks the favoured side's area, and keeping
// more of its own never grows the opponent's, so no marking of dead stones does better.
double best_margin_for(Color favoured, const PlayoutBoard& b, const BensonResult& proved,
                       const rules::ReplayResult& replay, const rules::Ruleset& rules, double komi) {
    const rules::Board& board = replay.board;
    const BoardSize size = board.size();
    std::vector<Point> dead;
    for (int y = 0; y < size.height; ++y)
        for (int x = 0; x < size.width; ++x) {
            const Point p{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)};
            const PlayoutBoard::Loc l = b.loc(p);
            if (b.empty(l)) continue;
            const bool theirs = !b.is(l, favoured);
            if (theirs ? !proved.pass_alive[l] : proved.surely_dead[l] != 0) dead.push_back(p);
        }
    rules::Board cleared = board;
    cleared.set(dead, std::nullopt);
    const std::vector<Point> seki = scoring::find_seki(board, dead);
    const TerritoryMap plain(board, dead, seki);
    MarkedTerritory marked = scoring::territory_to_mark(cleared, plain);
    // The favoured side's whole area as its territory (a map given marked territory makes
    // every other point of a side's area must-fill); the opponent's as a referee marks it.
    const Mark own = favoured == Color::black ? Mark::black_territory : Mark::white_territory;
    (favoured == Color::black ? marked.black : marked.white) = plain.points_on_ground(own);
    const TerritoryMap map(board, dead, seki, &marked.black, &marked.white);
    return scoring::count_score(map, replay, rules, komi).margin();
}

// RE beyond the count of every marking: above Black's best, or below White's best.
std::optional<RecordedMismatch> beyond_the_board(const rules::ReplayResult& replay, const rules::Ruleset& rules,
                                                 double komi, const sgf::GameResult& recorded) {
    const std::optional<double> said = recorded.black_margin();
    if (!said) return std::nullopt;
    const PlayoutBoard b(replay.board);
    const BensonResult proved = scoring::benson(b);
    const double black_best = best_margin_for(Color::black, b, proved, replay, rules, komi);
    if (*said > black_best + beyond_the_board_slack)
        return RecordedMismatch{MismatchKind::beyond_the_board, {}, {}, {}, black_best};
    const double white_best = best_margin_for(Color::white, b, proved, replay, rules, komi);
    if (*said < white_best - beyond_the_board_slack)
        return RecordedMismatch{MismatchKind::beyond_the_board, {}, {}, {}, white_best};
    return std::nullopt;
}

}  // namespace

std::optional<RecordedMismatch> komi_left_out(std::optional<double> recorded_komi, int handicap, const Count& by_ruleset,
                                              const Count& japanese, const Count& chinese,
                                              const sgf::GameResult& recorded) {
    if (recorded_komi && *recorded_komi != 0) return std::nullopt;
    const std::optional<double> said = recorded.black_margin();
    if (!said) return std::nullopt;
    const std::span<const double> usual = handicap != 0 ? std::span<const double>(usual_handicap_komi)
                                                        : std::span<const double>(usual_komi);
    for (const Count* count : {&by_ruleset, &japanese, &chinese}) {
        if (count->decided) continue;
        for (const double komi : usual)
            if (std::abs(count->margin() - komi - *said) < 1e-9) {
                RecordedMismatch m{MismatchKind::komi_left_out, {}, {}, {}};
                m.komi = komi;
                m.counted_by = count->rules;
                return m;
            }
    }
    return std::nullopt;
}

std::optional<RecordedMismatch> explain_mismatch(const rules::ReplayResult& replay, const std::vector<Point>& dead,
                                                 const std::vector<ChainJudgement>* judged, const TerritoryMap& map,
                                                 const rules::Ruleset& rules, double komi, const Count& count,
                                                 const sgf::GameResult& recorded) {
    if (count.decided) return std::nullopt;
    // Under rules that never take dead stones off, neither dead stones nor must-fill points
    // change the count.
    if (rules.removes_dead_stones) {
        if (auto kept = chain_in_atari_kept(replay, dead, rules, komi, recorded)) return kept;
        if (judged != nullptr)
            if (auto kept = capturable_chain_kept(replay, dead, *judged, rules, komi, recorded)) return kept;
        if (auto counted = must_fill_counted(replay, dead, map, rules, komi, count, recorded)) return counted;
        if (auto seki = seki_taken_off(replay, dead, map, rules, komi, recorded)) return seki;
    }
    if (winner_swapped(count, recorded)) return RecordedMismatch{MismatchKind::winner_swapped, {}, {}, {}};
    if (rules.removes_dead_stones)
        if (auto beyond = beyond_the_board(replay, rules, komi, recorded)) return beyond;
    return std::nullopt;
}

}  // namespace kifu::analysis
