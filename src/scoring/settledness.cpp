#include "scoring/settledness.hpp"

#include <algorithm>

#include "scoring/calibration.hpp"
#include "scoring/open_areas.hpp"
#include "scoring/room.hpp"

namespace kifu::scoring {
namespace {

using Loc = PlayoutBoard::Loc;

// The chains' judgements by chain head.
std::vector<const ChainJudgement*> by_head(const PlayoutBoard& b, const std::vector<ChainJudgement>& chains) {
    std::vector<const ChainJudgement*> of(static_cast<std::size_t>(b.cells()), nullptr);
    for (const ChainJudgement& j : chains) of[b.chain(b.loc(j.stones.front()))] = &j;
    return of;
}

// By chain (the index in `chains`): a dead chain the play-outs decided, sure enough but for
// settled_share, that the opponent's strong chains wall in (room.hpp) in a room of at most
// JudgeParams::walled_in_room points where every stone of its colour is dead and every
// opposing stone alive. Only in a finished game: in an unfinished one such a room is where
// the next fight would be, and so is a room of a large part of the board in any game (the
// half-open board of tests/data/half_open_7x7.sgf: two Black stones in a third of it).
std::vector<char> walled_in_dead(const PlayoutBoard& b, std::vector<ChainJudgement>& chains, bool finished,
                                 const JudgeParams& params) {
    std::vector<char> walled(chains.size(), 0);
    if (!finished) return walled;
    // Dead, no doubt, confidence enough, decided by the play-outs: short of settled_share only.
    auto short_of_share_only = [&](const ChainJudgement& j) {
        const Finding* decided = deciding_finding(j);
        return j.status == ChainStatus::dead && !chain_sure(j, params) && !doubted(j) &&
               calibrated_confidence(j, params) >= params.settled_probability && decided != nullptr &&
               decided->stage == Stage::playouts;
    };
    // Most positions have no such chain: the judgements by chain and the room are not built.
    if (std::none_of(chains.begin(), chains.end(), short_of_share_only)) return walled;
    Judgements judged(b, chains, params);
    Room room(b, params.walled_in_room(b.size().width * b.size().height));
    for (std::size_t i = 0; i < chains.size(); ++i) {
        const ChainJudgement& j = chains[i];
        if (!short_of_share_only(j)) continue;
        const Color c = j.color;
        if (!room.spread(b.chain(b.loc(j.stones.front())), opponent(c), judged) || !room.walls_breathe_away_from(c))
            continue;
        const auto& area = room.area();
        walled[i] = std::all_of(area.begin(), area.end(), [&](Loc l) {
            if (b.empty(l)) return true;
            const ChainJudgement& k = judged.of(l);
            return k.status == (k.color == c ? ChainStatus::dead : ChainStatus::alive);
        });
    }
    return walled;
}

}  // namespace

bool chain_sure(const ChainJudgement& j, const JudgeParams& params) {
    if (j.proved) return true;
    if (doubted(j) || calibrated_confidence(j, params) < params.settled_probability) return false;
    const Finding* decided = deciding_finding(j);
    return decided == nullptr || decided->stage != Stage::playouts || decided->measure >= params.settled_share;
}

// The ko point of a lone stone the lone-ko review keeps alive (eye_space.hpp), in atari,
// whose last liberty only stones of its own colour surround, or no_loc: an open ko, which
// the opponent takes whenever he likes (the capture is always legal and costs nothing), and
// which its owner ends by connecting only if he moves first.
static PlayoutBoard::Loc open_ko_point(const PlayoutBoard& b, const ChainJudgement& j) {
    const Finding* decided = deciding_finding(j);
    if (decided == nullptr || decided->stage != Stage::lone_ko) return PlayoutBoard::no_loc;
    if (j.proved || j.status != ChainStatus::alive || j.stones.size() != 1) return PlayoutBoard::no_loc;
    const PlayoutBoard::Loc stone = b.loc(j.stones.front());
    if (b.liberties(stone, 2) != 1) return PlayoutBoard::no_loc;
    const PlayoutBoard::Loc liberty = b.any_liberty(stone);
    for (PlayoutBoard::Loc n : b.neighbours(liberty))
        if (n != stone && b.on_board(n) && !b.is(n, j.color)) return PlayoutBoard::no_loc;
    return liberty;
}

Settledness settle(std::vector<ChainJudgement>& chains, const rules::Board& position, const PlayoutBoard& board,
                   const TerritoryMap& map, const Ownership& own, const std::vector<Point>& review_unsettled,
                   const std::vector<Point>& doubtful, bool finished, bool not_played,
                   const std::vector<Point>& fought_over, const JudgeParams& params) {
    Settledness s;
    const std::vector<char> walled = walled_in_dead(board, chains, finished, params);
    auto sure = [&](const ChainJudgement& j) {
        // A ko left open is not settled, at the end of a game either: the opponent may take
        // the stone first, and then it is dead (Japanese rules 1989, Art. 7: in the
        // confirmation a ko is retaken only after a pass; under area counting the capturer
        // removes every ko threat at no cost). Players mostly count it alive all the same.
        if (open_ko_point(board, j) != PlayoutBoard::no_loc) return false;
        return chain_sure(j, params) || walled[static_cast<std::size_t>(&j - chains.data())] != 0;
    };
    const std::vector<const ChainJudgement*> judged = by_head(board, chains);
    const BoardSize size = board.size();

    // Open areas (open_areas.hpp): with only the settled dead stones taken off (a fight
    // whose stones the play-outs take off without settling it is still open), and as
    // counted (every dead stone off).
    auto open_without_dead = [&](bool only_settled) {
        rules::Board cleared = position;
        std::vector<Point> off;
        for (const ChainJudgement& j : chains)
            if (j.status == ChainStatus::dead && (!only_settled || sure(j)))
                off.insert(off.end(), j.stones.begin(), j.stones.end());
        cleared.set(off, std::nullopt);
        return open_areas(cleared);
    };
    OpenAreas open = open_without_dead(true);
    if (not_played) {  // before a side has played, every empty point is open
        const std::vector<Point> empty = empty_points(position);
        open.points.insert(open.points.end(), empty.begin(), empty.end());
    }
    const OpenAreas counted = open_without_dead(false);
    open.points.insert(open.points.end(), counted.points.begin(), counted.points.end());
    open.borders.insert(open.borders.end(), counted.borders.begin(), counted.borders.end());
    std::vector<char> borders_open(static_cast<std::size_t>(board.cells()), 0);  // at chain heads
    for (Point stone : open.borders) borders_open[board.chain(board.loc(stone))] = 1;

    std::vector<char> fought(static_cast<std::size_t>(board.cells()), 0);  // at chain heads
    for (Point p : fought_over) {
        const Loc l = board.loc(p);
        if (!board.empty(l)) fought[board.chain(l)] = 1;
        for (Loc nb : board.neighbours(l))
            if (board.on_board(nb) && !board.empty(nb)) fought[board.chain(nb)] = 1;
    }
    std::vector<char> ruled(static_cast<std::size_t>(board.cells()), 0);  // at chain heads
    for (ChainJudgement& j : chains) {
        const Loc head = board.chain(board.loc(j.stones.front()));
        j.confidence = calibrated_confidence(j, params);
        if (!j.proved) s.least_share = std::min(s.least_share, j.share);
        const bool open_around = borders_open[head] && !j.proved && j.share < params.review_share;
        j.settled = sure(j) && !open_around && !fought[head];
        if (!j.settled) s.unsettled.insert(s.unsettled.end(), j.stones.begin(), j.stones.end());
        if (const Loc ko = open_ko_point(board, j); ko != PlayoutBoard::no_loc) s.unsettled.push_back(board.point(ko));
        if (j.proved && j.status == ChainStatus::dead) ruled[head] = 1;
    }
    s.open_area = open.points;
    if (!open.points.empty()) s.least_share = 0;
    s.unsettled.insert(s.unsettled.end(), s.open_area.begin(), s.open_area.end());
    if (!fought_over.empty()) s.least_share = 0;
    s.unsettled.insert(s.unsettled.end(), fought_over.begin(), fought_over.end());

    const double n = own.playouts;
    for (int y = 0; y < size.height; ++y)
        for (int x = 0; x < size.width; ++x) {
            const Point p{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)};
            const Loc l = board.loc(p);
            if (!board.empty(l)) continue;
            bool decided_by_rule = false;
            for (Loc nb : board.neighbours(l))
                decided_by_rule = decided_by_rule || (board.on_board(nb) && !board.empty(nb) && ruled[board.chain(nb)]);
            if (decided_by_rule) continue;
            const Mark m = map.at(p);
            double held = 1;
            if (m == Mark::black_territory) held = own.black[l] / n;
            else if (m == Mark::white_territory) held = own.white[l] / n;
            s.least_share = std::min(s.least_share, held);
            // Unsettled when fewer play-outs give it to the side the count gives it to.
            if (held < params.settled_point_share) s.unsettled.push_back(p);
        }
    if (!review_unsettled.empty()) s.least_share = 0;
    s.unsettled.insert(s.unsettled.end(), review_unsettled.begin(), review_unsettled.end());
    // A point the count keeps or leaves out by one reading of the dame filling, and referees
    // count both ways: the count may be a point off.
    if (!doubtful.empty()) s.least_share = std::min(s.least_share, params.doubted_share);
    s.unsettled.insert(s.unsettled.end(), doubtful.begin(), doubtful.end());
    for (auto* v : {&s.unsettled, &s.open_area}) {
        std::sort(v->begin(), v->end());
        v->erase(std::unique(v->begin(), v->end()), v->end());
    }
    return s;
}

}  // namespace kifu::scoring
