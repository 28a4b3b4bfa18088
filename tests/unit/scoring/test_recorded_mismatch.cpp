// Why a count differs from RE (scoring/recorded_mismatch): hand-made 9x9 final positions
// read from SGF setup, scored with a given dead list, with RE taken from kifu's own count
// of another reading of the same board, so every expectation is derived, none typed in.
//
// Diagrams: X Black, O White, '.' empty; a point is named as on the diagram (A1 is the
// bottom-left), in the tests and in the dead lists they give (`--dead` reads both forms).
#include <gtest/gtest.h>

#include <cmath>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "../sgf/read_helpers.hpp"
#include "../../support/ascii_board.hpp"
#include "../../support/territory_diagram.hpp"
#include "rules/replay.hpp"
#include "rules/ruleset.hpp"
#include "scoring/dead_stones.hpp"
#include "analysis/dead_stones_input.hpp"
#include "analysis/recorded_mismatch.hpp"
#include "analysis/scored_game.hpp"
#include "scoring/territory_map.hpp"
#include "sgf/game_info.hpp"

namespace kifu::scoring {
namespace {

using testing::pt;
using Rows = std::vector<std::string>;

// Every position here is 9x9.
Point at(std::string_view name) { return testing::at(BoardSize{9, 9}, name); }
std::vector<Point> at(std::initializer_list<std::string_view> names) {
    return testing::at(rules::Board({9, 9}), names);
}
using analysis::beyond_the_board_slack;
using analysis::explain_mismatch;
using analysis::MismatchKind;
using analysis::parse_dead_list;
using analysis::score_game;
using analysis::ScoredGame;
using analysis::ScoreOptions;

// Black owns columns A-C, White F-J. The White stone B8 stands in Black's area in atari:
// Black captures it at B7 and keeps three liberties.
//     A B C D E F G H J
//   9 . X . X O . . . .
//   8 X O X X O . . . .
//   7 . . . X O . . . .
//   6-1 . . . X O . . . .
const Rows in_atari = {".X.XO....", "XOXXO....", "...XO....", "...XO....", "...XO....",
                       "...XO....", "...XO....", "...XO....", "...XO...."};

// The same stone, but Black's capture at B7 is a ko: White stones stand on its other sides.
//     A B C D E F G H J
//   9 . X . X O . . . .
//   8 X O X X O . . . .
//   7 O . O X O . . . .
//   6 . O . X O . . . .
const Rows in_ko = {".X.XO....", "XOXXO....", "O.OXO....", ".O.XO....", "...XO....",
                    "...XO....", "...XO....", "...XO....", "...XO...."};

std::string record(const Rows& rows, const std::string& re, const std::string& header = "KM[0.5]") {
    std::string ab, aw;
    for (int y = 0; y < 9; ++y)
        for (int x = 0; x < 9; ++x) {
            const std::string value = {'[', static_cast<char>('a' + x), static_cast<char>('a' + y), ']'};
            const char c = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
            if (c == 'X') ab += value;
            if (c == 'O') aw += value;
        }
    return "(;GM[1]FF[4]SZ[9]" + header + (re.empty() ? "" : "RE[" + re + "]") + "AB" + ab + "AW" + aw + ";B[];W[])";
}

ScoredGame score(const Rows& rows, const std::string& re, std::string_view dead, const std::string& header = "KM[0.5]") {
    auto read = sgf::testing::read_all(record(rows, re, header));
    sgf::GameRecord& game = read.games.at(0);
    const sgf::GameInfo info = sgf::summarize_game(game);
    const rules::Ruleset& japanese = *rules::find_ruleset("japanese");
    const rules::ReplayResult replay = rules::replay_main_line(game.tree, info, japanese);
    std::string error;
    ScoreOptions options;
    options.dead = parse_dead_list(dead, {9, 9}, error);
    EXPECT_TRUE(options.dead.has_value()) << error;
    return score_game(game.tree, info, replay, japanese, options);
}

// The count of the board with every stone alive: what RE says when the players kept B8.
std::string result_with_everything_alive(const Rows& rows) { return score(rows, "", "none").japanese.result(); }

TEST(RecordedMismatch, RecordedResultThatKeepsAStoneInAtariAliveIsExplained) {
    const std::string kept = result_with_everything_alive(in_atari);
    const ScoredGame g = score(in_atari, kept, "B8");
    ASSERT_NE(g.japanese.result(), kept);  // taking B8 off changes the count
    EXPECT_EQ(g.agrees_ruleset, std::optional<bool>(false));
    ASSERT_TRUE(g.mismatch.has_value());
    EXPECT_EQ(g.mismatch->kind, MismatchKind::chain_in_atari_kept);
    EXPECT_EQ(g.mismatch->stones, at({"B8"}));
    EXPECT_EQ(g.mismatch->captures, at({"B7"}));
    EXPECT_EQ(mismatch_name(g.mismatch->kind), "chain-in-atari-kept");
}

TEST(RecordedMismatch, NothingToExplainWhenTheCountAgrees) {
    const std::string correct = score(in_atari, "", "B8").japanese.result();
    const ScoredGame g = score(in_atari, correct, "B8");
    EXPECT_EQ(g.agrees_ruleset, std::optional<bool>(true));
    EXPECT_FALSE(g.mismatch.has_value());
}

TEST(RecordedMismatch, AStoneCapturedOnlyAsAKoIsNotCalledAPlainCapture) {
    const std::string kept = result_with_everything_alive(in_ko);
    const ScoredGame g = score(in_ko, kept, "B8");
    ASSERT_EQ(g.agrees_ruleset, std::optional<bool>(false));
    EXPECT_FALSE(g.mismatch.has_value() && g.mismatch->kind == MismatchKind::chain_in_atari_kept);
}

// White's two stones B8-C8 stand in Black's area with two liberties, A8 and B7; whoever
// moves first, Black captures them (neither liberty gives White a third).
//     A B C D E F G H J
//   9 X X X X O . . . .
//   8 . O O X O . . . .
//   7 X . X X O . . . .
//   6 X X X X O . . . .
//   5-1 . . . X O . . . .
const Rows two_liberties = {"XXXXO....", ".OOXO....", "X.XXO....", "XXXXO....", "...XO....",
                            "...XO....", "...XO....", "...XO....", "...XO...."};

// Scored as `kifu score` does without --dead or markup: kifu judges the dead stones.
ScoredGame score_judged(const Rows& rows, const std::string& re) {
    auto read = sgf::testing::read_all(record(rows, re));
    sgf::GameRecord& game = read.games.at(0);
    const sgf::GameInfo info = sgf::summarize_game(game);
    const rules::Ruleset& japanese = *rules::find_ruleset("japanese");
    const rules::ReplayResult replay = rules::replay_main_line(game.tree, info, japanese);
    return score_game(game.tree, info, replay, japanese, ScoreOptions{});
}

TEST(RecordedMismatch, RecordedResultThatKeepsACapturableChainOfTwoLibertiesAliveIsExplained) {
    const std::string kept = result_with_everything_alive(two_liberties);
    const ScoredGame g = score_judged(two_liberties, kept);
    ASSERT_TRUE(g.judgement.has_value());
    ASSERT_EQ(g.agrees_ruleset, std::optional<bool>(false));  // kifu takes B8-C8 off
    ASSERT_TRUE(g.mismatch.has_value());
    EXPECT_EQ(g.mismatch->kind, MismatchKind::capturable_chain_kept);
    EXPECT_EQ(g.mismatch->stones, at({"B8", "C8"}));
    EXPECT_EQ(mismatch_name(g.mismatch->kind), "capturable-chain-kept");
    // The players' dead list, as markup or --dead gives it, carries no judgement to check:
    // the same record scored with B8-C8 given dead names nothing.
    EXPECT_FALSE(score(two_liberties, kept, "B8").mismatch.has_value());
}

// Reading alone does not name the players' slip: the play-outs must take the chain off too,
// in at least 9 of 10 games (a capture can leave the capturer a dead eye shape, a seki that
// reading does not see). Nor is a chain with three liberties named.
TEST(RecordedMismatch, ACapturableChainIsNamedOnlyWhenThePlayoutsAgreeAndItHasTwoLiberties) {
    const std::string kept = result_with_everything_alive(two_liberties);
    auto read = sgf::testing::read_all(record(two_liberties, kept));
    sgf::GameRecord& game = read.games.at(0);
    const sgf::GameInfo info = sgf::summarize_game(game);
    const rules::Ruleset& japanese = *rules::find_ruleset("japanese");
    const rules::ReplayResult replay = rules::replay_main_line(game.tree, info, japanese);
    const std::vector<Point> dead = at({"B8", "C8"});
    const TerritoryMap map = testing::counted_map(replay.board, dead);
    const Count count = count_score(map, replay, japanese, 0.5);
    auto named_with = [&](double confidence, const std::vector<Point>& stones) {
        ChainJudgement j;
        j.color = Color::white;
        j.stones = stones;
        j.status = ChainStatus::dead;
        j.share = confidence;
        const std::vector<ChainJudgement> judged = {j};
        const auto m = explain_mismatch(replay, dead, &judged, map, japanese, 0.5, count, *info.result);
        return m.has_value() && m->kind == MismatchKind::capturable_chain_kept;
    };
    EXPECT_TRUE(named_with(0.95, dead));
    EXPECT_FALSE(named_with(0.75, dead));
    EXPECT_FALSE(explain_mismatch(replay, dead, nullptr, map, japanese, 0.5, count, *info.result).has_value());

    // White's stones with a third liberty (B9 empty): the count still takes them off, but
    // the rule is for chains of two liberties, so nothing is named.
    Rows three = two_liberties;
    three[0][1] = '.';
    const std::string kept3 = result_with_everything_alive(three);
    const ScoredGame g = score_judged(three, kept3);
    ASSERT_EQ(g.agrees_ruleset, std::optional<bool>(false));
    EXPECT_FALSE(g.mismatch.has_value() && g.mismatch->kind == MismatchKind::capturable_chain_kept);
}

// The Black stone E1 has two liberties, D1 in Black's area and the dame F1: once White
// fills F1, Black must connect at D1, so D1 is a must-fill point. The White stone A9 is dead.
//     A B C D E F G H J
//   9 O . . X O . . . .
//   8-3 . . . X O . . . .
//   2 . . . X O O . . .
//   1 . . . . X . O . .
const Rows must_fill = {"O..XO....", "...XO....", "...XO....", "...XO....", "...XO....",
                        "...XO....", "...XO....", "...XOO...", "....X.O.."};

std::string result_with_margin(double margin) {  // Black's margin, as RE writes it
    return fmt::format("{}+{}", margin > 0 ? 'B' : 'W', std::abs(margin));
}

TEST(RecordedMismatch, RecordedResultThatCountsAMustFillPointAsTerritoryIsExplained) {
    const ScoredGame plain = score(must_fill, "", "A9");
    ASSERT_EQ(plain.map.at(at("D1")), Mark::black_must_fill);
    const ScoredGame g = score(must_fill, result_with_margin(plain.japanese.margin() + 1), "A9");
    EXPECT_EQ(g.agrees_ruleset, std::optional<bool>(false));
    ASSERT_TRUE(g.mismatch.has_value());
    EXPECT_EQ(g.mismatch->kind, MismatchKind::must_fill_counted);
    EXPECT_EQ(g.mismatch->points, at({"D1"}));
    EXPECT_TRUE(g.mismatch->stones.empty());
    // One point more than that is no such reading.
    EXPECT_FALSE(score(must_fill, result_with_margin(plain.japanese.margin() + 2), "A9").mismatch.has_value());
}

// Two such points of Black's: E9 has liberties D9 and the dame F9, E1 has D1 and the dame
// F1. The White stone A5 is dead.
//     A B C D E F G H J
//   9 . . . . X . O . .
//   8 . . . X O O . . .
//   7-6 . . . X O . . . .
//   5 O . . X O . . . .
//   4-3 . . . X O . . . .
//   2 . . . X O O . . .
//   1 . . . . X . O . .
const Rows two_must_fill = {"....X.O..", "...XOO...", "...XO....", "...XO....", "O..XO....",
                            "...XO....", "...XO....", "...XOO...", "....X.O.."};

TEST(RecordedMismatch, RecordedResultThatCountsSomeOfOneSidesMustFillPointsIsExplained) {
    const ScoredGame plain = score(two_must_fill, "", "A5");
    ASSERT_EQ(plain.map.at(at("D9")), Mark::black_must_fill);
    ASSERT_EQ(plain.map.at(at("D1")), Mark::black_must_fill);
    const std::vector<Point> both = at({"D9", "D1"});
    // One of the two counted: which one RE counted cannot be told, so both are named.
    const ScoredGame one = score(two_must_fill, result_with_margin(plain.japanese.margin() + 1), "A5");
    ASSERT_TRUE(one.mismatch.has_value());
    EXPECT_EQ(one.mismatch->kind, MismatchKind::must_fill_counted);
    EXPECT_EQ(one.mismatch->points, both);
    EXPECT_EQ(one.mismatch->points_counted, 1U);
    // Both counted is the reading that counts them all.
    const ScoredGame all = score(two_must_fill, result_with_margin(plain.japanese.margin() + 2), "A5");
    ASSERT_TRUE(all.mismatch.has_value());
    EXPECT_EQ(all.mismatch->kind, MismatchKind::must_fill_counted);
    EXPECT_EQ(all.mismatch->points, both);
    EXPECT_EQ(all.mismatch->points_counted, 0U);
    // Three points more than there are, or a point for the side that has none, is no such reading.
    EXPECT_FALSE(score(two_must_fill, result_with_margin(plain.japanese.margin() + 3), "A5").mismatch.has_value());
    EXPECT_FALSE(score(two_must_fill, result_with_margin(plain.japanese.margin() - 1), "A5").mismatch.has_value());
}

// A seki without eyes: Black's chain D9 D8 D7 E7 and White's F9 F8 F7 share their only
// liberties E9 and E8; neither side can fill one without being captured.
//     A B C D E F G H J
//   9 . . O X . O X . .
//   8 . . O X . O X . .
//   7 . . O X X O X . .
//   6 . . O O O X X . .
//   5-1 . . . . O X . . .
const Rows seki = {"..OX.OX..", "..OX.OX..", "..OXXOX..", "..OOOXX..", "....OX...",
                   "....OX...", "....OX...", "....OX...", "....OX..."};

TEST(RecordedMismatch, RecordedResultThatTakesStonesInSekiOffIsExplained) {
    const std::string taken_off = score(seki, "", "D9,D8,D7,E7").japanese.result();
    const ScoredGame g = score(seki, taken_off, "none");
    ASSERT_NE(g.japanese.result(), taken_off);
    ASSERT_TRUE(g.mismatch.has_value());
    EXPECT_EQ(g.mismatch->kind, MismatchKind::seki_taken_off);
    EXPECT_EQ(mismatch_name(g.mismatch->kind), "seki-taken-off");
    EXPECT_EQ(g.mismatch->stones, at({"D9", "D8", "D7", "E7"}));
    // Both sides' seki stones taken off is no single reading.
    const std::string both_off = score(seki, "", "D9,D8,D7,E7,F9,F8,F7").japanese.result();
    ASSERT_NE(both_off, taken_off);
    EXPECT_FALSE(score(seki, both_off, "none").mismatch.has_value());
}

TEST(RecordedMismatch, WinnerSwappedWhenTheMarginIsTwoOrMore) {
    const std::string correct = score(in_atari, "", "B8").japanese.result();  // W+n.5
    ASSERT_EQ(correct.substr(0, 2), "W+");
    ASSERT_GE(std::stod(correct.substr(2)), 2.0);
    const ScoredGame g = score(in_atari, "B+" + correct.substr(2), "B8");
    ASSERT_TRUE(g.mismatch.has_value());
    EXPECT_EQ(g.mismatch->kind, MismatchKind::winner_swapped);
    EXPECT_TRUE(g.mismatch->stones.empty());
    EXPECT_EQ(mismatch_name(g.mismatch->kind), "winner-swapped");
}

// RE as a margin in Black's favour less `komi`, in SGF form.
std::string with_komi(double margin, double komi) { return scoring::result_for_margin(margin - komi); }

// An even game recorded without komi (servers that write KM[0]): RE is the count with a
// usual komi, under the game's counting or the other. Named only for an even game without
// a komi of its own.
TEST(RecordedMismatch, AResultWithAUsualKomiTheRecordLeavesOutIsNamed) {
    const ScoredGame none = score(in_atari, "", "B8", "");
    const double japanese = none.japanese.margin(), chinese = none.chinese.margin();
    ASSERT_NE(japanese, chinese);  // the two countings differ here

    const ScoredGame g = score(in_atari, with_komi(japanese, 6.5), "B8", "");
    ASSERT_TRUE(g.mismatch.has_value());
    EXPECT_EQ(g.mismatch->kind, MismatchKind::komi_left_out);
    EXPECT_EQ(mismatch_name(g.mismatch->kind), "komi-left-out");
    EXPECT_EQ(g.mismatch->komi, 6.5);
    EXPECT_EQ(g.mismatch->counted_by->name, "japanese");

    // Area counting gives Black two points more here (the setup stones and the prisoner):
    // RE of the area count with 6.5 is no territory count with a usual komi.
    ASSERT_EQ(chinese - japanese, 2);
    const ScoredGame by_area = score(in_atari, with_komi(chinese, 6.5), "B8", "KM[0]");
    ASSERT_TRUE(by_area.mismatch.has_value());
    EXPECT_EQ(by_area.mismatch->kind, MismatchKind::komi_left_out);
    EXPECT_EQ(by_area.mismatch->komi, 6.5);
    EXPECT_EQ(by_area.mismatch->counted_by->name, "chinese");

    // A handicap game's usual komi is half a point.
    const ScoredGame handicap = score(in_atari, with_komi(japanese, 0.5), "B8", "HA[2]KM[0]");
    ASSERT_TRUE(handicap.mismatch.has_value());
    EXPECT_EQ(handicap.mismatch->kind, MismatchKind::komi_left_out);
    EXPECT_EQ(handicap.mismatch->komi, 0.5);

    // A komi of the record's own, an even game's komi in a handicap game, a handicap game's
    // in an even game, or a komi no server uses under either counting (9.5): not named.
    for (const auto& [header, komi] : {std::pair<std::string, double>{"KM[6.5]", 6.5}, {"HA[2]KM[0]", 6.5},
                                       {"KM[0]", 0.5}, {"HA[2]KM[0.5]", 0.5}, {"KM[0]", 9.5}}) {
        const ScoredGame other = score(in_atari, with_komi(japanese, komi), "B8", header);
        EXPECT_TRUE(!other.mismatch || other.mismatch->kind != MismatchKind::komi_left_out) << header << " " << komi;
    }
}

TEST(RecordedMismatch, NoReadingForAResultNoSimpleSlipGives) {
    // Within the board's reach (nothing on it is proved alive), but no slip gives it.
    const ScoredGame g = score(in_atari, "B+20.5", "B8");
    EXPECT_EQ(g.agrees_ruleset, std::optional<bool>(false));
    EXPECT_FALSE(g.mismatch.has_value());
}

// Both sides pass-alive, each with two one-point eyes (Benson), and nothing else on the
// board: every marking of dead stones gives the same count.
//     A B C D E F G H J
//   9 . X . X O . O . O
//   8 X X X X O O O O O
//   7-1 . . . X O . . . .
const Rows both_pass_alive = {".X.XO.O.O", "XXXXOOOOO", "...XO....", "...XO....", "...XO....",
                              "...XO....", "...XO....", "...XO....", "...XO...."};

TEST(RecordedMismatch, ResultBeyondEveryCountOfTheBoardIsNamed) {
    const ScoredGame plain = score(both_pass_alive, "", "none");
    const double count = plain.japanese.margin();
    for (const double off : {5.0, -5.0}) {
        const ScoredGame g = score(both_pass_alive, result_with_margin(count + off), "none");
        EXPECT_EQ(g.agrees_ruleset, std::optional<bool>(false));
        ASSERT_TRUE(g.mismatch.has_value()) << off;
        EXPECT_EQ(g.mismatch->kind, MismatchKind::beyond_the_board);
        EXPECT_EQ(mismatch_name(g.mismatch->kind), "beyond-the-board");
        EXPECT_DOUBLE_EQ(g.mismatch->nearest_margin, count);
    }
    // Within the slack a different marking might close (a must-fill point, a seki eye):
    // not named.
    const ScoredGame near = score(both_pass_alive, result_with_margin(count + beyond_the_board_slack), "none");
    EXPECT_FALSE(near.mismatch.has_value());
}

TEST(RecordedMismatch, ResultBeyondTheBoardOnlyWhenNoMarkingOfOpenChainsReachesIt) {
    // Nothing is pass-alive: Black's best marking takes every White stone off.
    std::vector<Point> white;
    for (int y = 0; y < 9; ++y)
        for (int x = 0; x < 9; ++x)
            if (in_atari[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] == 'O') white.push_back(pt(x, y));
    std::string all_white;
    for (Point p : white) {
        if (!all_white.empty()) all_white += ',';
        all_white += testing::name_of({9, 9}, p);
    }
    const double black_best = score(in_atari, "", all_white).japanese.margin();
    EXPECT_FALSE(score(in_atari, result_with_margin(black_best), "B8").mismatch.has_value());
    const ScoredGame beyond = score(in_atari, result_with_margin(black_best + 10), "B8");
    ASSERT_TRUE(beyond.mismatch.has_value());
    EXPECT_EQ(beyond.mismatch->kind, MismatchKind::beyond_the_board);
    EXPECT_DOUBLE_EQ(beyond.mismatch->nearest_margin, black_best);
}

}  // namespace
}  // namespace kifu::scoring
