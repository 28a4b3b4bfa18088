#include "report/mismatch_note.hpp"

#include <cmath>

#include <fmt/format.h>

#include "report/diagram.hpp"

namespace kifu::report {
namespace {

// "G3", "G3 and H5", "G3, H5 and J7".
std::string coordinates(const std::vector<Point>& points, BoardSize size) {
    std::string out;
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (i > 0) out += i + 1 == points.size() ? " and " : ", ";
        out += player_coordinate(points[i], size);
    }
    return out;
}

// "White's D9" or "Black's Q1 and Q2 and White's D9".
std::string must_fill_points(const std::vector<Point>& points, const scoring::TerritoryMap& map) {
    std::string out;
    for (const Color side : {Color::black, Color::white}) {
        const scoring::Mark mark =
            side == Color::black ? scoring::Mark::black_must_fill : scoring::Mark::white_must_fill;
        std::vector<Point> own;
        for (Point p : points)
            if (map.at(p) == mark) own.push_back(p);
        if (own.empty()) continue;
        out += fmt::format("{}{}'s {}", out.empty() ? "" : " and ", color_name(side), coordinates(own, map.size()));
    }
    return out;
}

}  // namespace

std::string mismatch_note(const analysis::RecordedMismatch& mismatch, const sgf::GameResult& recorded,
                          const scoring::Count& count, const rules::Board& board, const scoring::TerritoryMap& map) {
    const std::string re = recorded.quoted();
    if (mismatch.kind == analysis::MismatchKind::komi_left_out) {
        const std::string counting = mismatch.counted_by == count.rules
                                         ? std::string("the count")
                                         : fmt::format("the count under {} counting", mismatch.counted_by->name);
        return fmt::format("{} is {} with a komi of {}, which the record leaves out (no KM, or KM[0]): the "
                           "record seems to have lost the komi",
                           re, counting, mismatch.komi);
    }
    if (mismatch.kind == analysis::MismatchKind::record_terms) {
        std::string given;
        if (mismatch.komi != count.white.komi)
            given = fmt::format("a komi of {} (the record's is {})", count.white.komi, mismatch.komi);
        if (mismatch.counted_by != count.rules)
            given += fmt::format("{}{} rules (the record's are {})", given.empty() ? "" : " and ", count.rules->name,
                                 mismatch.counted_by->name);
        return fmt::format("{} is the count under the record's own komi and rules ({}, komi {}); this count uses {}, "
                           "so it is the terms given, not the record, that differ",
                           re, mismatch.counted_by->name, mismatch.komi, given);
    }
    if (mismatch.kind == analysis::MismatchKind::winner_swapped)
        return fmt::format("{} names the other winner: the count gives the same margin the other way ({}), "
                           "so the record seems to have the winner swapped",
                           re, count.result());
    if (mismatch.kind == analysis::MismatchKind::beyond_the_board) {
        const double m = mismatch.nearest_margin;
        const std::string nearest = m == 0 ? "a draw" : scoring::result_for_margin(m);
        // A komi larger than the board (KM[100000]) puts every count beyond RE: the record's
        // komi, not its moves, is what seems wrong.
        const int points = board.size().width * board.size().height;
        if (std::abs(count.white.komi) > points)
            return fmt::format("{} is beyond every count of this board: the count comes no nearer to RE than {}. The "
                               "komi, {}, is more than the board has points ({}): the record's KM seems to be wrong",
                               re, nearest, count.white.komi, points);
        return fmt::format("{} is beyond every count of this board: even with every chain that is not proved "
                           "alive or dead judged the way RE needs, the count comes no nearer to RE than {}. No marking of dead "
                           "stones gives RE: moves seem to be missing from the record, or play went on after the count",
                           re, nearest);
    }
    if (mismatch.kind == analysis::MismatchKind::seki_taken_off) {
        const Color owner = *board.at(mismatch.stones.front());
        // Not "every ruleset": the rules differ on what stands as a seki (Tromp-Taylor removes
        // nothing, so a bent four in the corner lives there), so only the rules of this count
        // are named.
        return fmt::format("{} is the count with {}'s stones at {} taken off as dead. They live in seki: they share "
                           "liberties with {}'s stones that neither side can fill, so {} counts them "
                           "alive; the players seem to have removed them",
                           re, color_name(owner), coordinates(mismatch.stones, board.size()),
                           color_name(opponent(owner)),
                           count.rules != nullptr ? fmt::format("{} (the rules of this count)", count.rules->name)
                                                  : std::string("the count"));
    }
    if (mismatch.kind == analysis::MismatchKind::must_fill_counted) {
        const std::string which =
            mismatch.points_counted == 0
                ? must_fill_points(mismatch.points, map)
                : fmt::format("{} of the must-fill points {} (each is one point, so which cannot be told)",
                              mismatch.points_counted, must_fill_points(mismatch.points, map));
        if (mismatch.left_out_by_markup_only)
            return fmt::format("{0} is the count with {1} as territory. The players' markup (TB/TW) leaves {2} out of "
                               "the territory, so the count with it does too; but kifu finds no reason to fill "
                               "{2} (no false eye, no last liberty), so the markup may be what is wrong, not RE",
                               re, which, mismatch.points.size() == 1 ? "it" : "them");
        return fmt::format("{} is the count with {} as territory. A side must fill such a point before counting "
                           "(a false eye, or a chain's last liberty once the dame next to it are filled), so "
                           "territory counting leaves it out; the count behind RE did not",
                           re, which);
    }
    const BoardSize size = board.size();
    const std::vector<Point>& stones = mismatch.stones;
    if (mismatch.kind == analysis::MismatchKind::capturable_chain_kept) {
        const Color owner = *board.at(stones.front());
        const bool one = stones.size() == 1;
        const char* it = one ? "it" : "them";
        return fmt::format("{} is the count with {}'s {} at {} alive. {} two liberties, and two of kifu's judgements "
                           "take {} off: reading captures {} whoever moves first, and at least 9 in 10 of its "
                           "play-outs do. The players seem to have left {} on the board",
                           re, color_name(owner), one ? "stone" : "stones", coordinates(stones, size),
                           one ? "It has" : "They have", it, it, it);
    }
    const std::string where = coordinates(mismatch.captures, size);
    if (mismatch.captures.size() == 1) {
        const Color owner = *board.at(stones.front());
        const std::string what = stones.size() == 1
                                     ? fmt::format("the {} stone at {}", color_name(owner), coordinates(stones, size))
                                     : fmt::format("the {} {} stones at {}", stones.size(), color_name(owner),
                                                   coordinates(stones, size));
        return fmt::format("{} is the count with {} alive. It is in atari: {} captures it at {} and keeps two "
                           "liberties, so every ruleset counts it dead; the players seem to have left it on the board",
                           re, what, color_name(opponent(owner)), where);
    }
    return fmt::format("{} is the count with the stones at {} alive. Each of their chains is in atari: the opponent "
                       "captures it (at {}) and keeps two liberties, so every ruleset counts them dead; the players "
                       "seem to have left them on the board",
                       re, coordinates(stones, size), where);
}

}  // namespace kifu::report
