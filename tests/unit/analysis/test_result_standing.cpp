// Whether RE stands (analysis/result_standing.cpp): every StandingReason, each from a
// record that gives it, with the value of `result_stands` it goes with (the last test
// checks that none is left out).
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include "analysis/analyse_game.hpp"
#include "scoring/open_areas.hpp"
#include "sgf/reader.hpp"

namespace kifu::analysis {
namespace {

const std::string source_dir = KIFU_SOURCE_DIR;

std::string file_text(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// The record with its RE replaced (or removed, for an empty `re`).
std::string with_re(const std::string& record, const std::string& re) {
    return std::regex_replace(record, std::regex(R"(RE\[[^\]]*\])"), re.empty() ? "" : "RE[" + re + "]");
}

GameOutcome outcome_of(const std::string& record, const AnalysisOptions& options = {}) {
    std::optional<GameOutcome> outcome;
    sgf::read_sgf_bytes("test.sgf", record, {}, [&](sgf::GameRecord&& game) {
        if (!outcome) outcome = analyse_game("test.sgf", game, options);
    });
    if (!outcome) throw std::runtime_error("no game in the record");
    return std::move(*outcome);
}

void expect_standing(const GameOutcome& o, std::optional<bool> stands, StandingReason reason) {
    EXPECT_EQ(standing_reason_name(o.result.reason), standing_reason_name(reason)) << o.result.text;
    EXPECT_EQ(o.result.stands, stands) << o.result.text;
    EXPECT_FALSE(o.result.text.empty());
}

// A finished 9x9 game with the players' TB/TW markup: Japanese W+0.5.
const std::string seki = file_text(source_dir + "/sample-games/seki-eye-japanese-vs-chinese.sgf");
// White retakes a ko at once: Japanese rules end the game there, Black winning.
const std::string ko = file_text(source_dir + "/tests/golden/annotate/ko_retake.sgf");
const std::string triple_ko = file_text(source_dir + "/sample-games/triple-ko.sgf");

// Two walls on 9x9: Black's area is columns A-C (27 points), White's F-J (36); W+15.5 with
// KM[6.5]. `markup` goes in the last node.
std::string walls(const std::string& markup) {
    return "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[W+15.5]AB[da][db][dc][dd][de][df][dg][dh][di]"
           "AW[ea][eb][ec][ed][ee][ef][eg][eh][ei];B[];W[]" + markup + ")";
}

// Every point of both areas marked but Black's C9, a point in Black's corner that needs no
// filling: the markup's count (W+16.5) and RE differ by that point alone, and kifu's own
// reading sides with RE. It "did not stand", for counting "points that must be filled".
TEST(ResultStanding, MarkupLeavingOutAPointThatNeedsNoFillingDoesNotOverturnRE) {
    std::string tb, tw;
    for (char row = 'a'; row <= 'i'; ++row)
        for (const char column : std::string("abc"))
            if (!(column == 'c' && row == 'a')) tb += std::string("[") + column + row + "]";
    for (char row = 'a'; row <= 'i'; ++row)
        for (const char column : std::string("fghi")) tw += std::string("[") + column + row + "]";
    const GameOutcome o = outcome_of(walls("TB" + tb + "TW" + tw));
    expect_standing(o, std::nullopt, StandingReason::count_not_comparable);
    EXPECT_NE(o.result.text.find("points kifu finds need no filling"), std::string::npos) << o.result.text;
    ASSERT_TRUE(o.score && o.score->mismatch);
    EXPECT_TRUE(o.score->mismatch->left_out_by_markup_only);
    // Why the counts differ names C9 as a point the markup leaves out, not as a false eye
    // or a last liberty: kifu found it needs no filling.
    const std::vector<std::string>& why = o.score->explanation.lines;
    EXPECT_TRUE(std::any_of(why.begin(), why.end(), [](const std::string& line) {
        return line.find("the players' territory markup (TB, TW) leaves out (Black 1, White 0)") != std::string::npos;
    })) << ::testing::PrintToString(why);
    EXPECT_TRUE(std::none_of(why.begin(), why.end(),
                             [](const std::string& line) { return line.find("false eyes") != std::string::npos; }));
    // With C9 marked too, the markup's count is RE's.
    expect_standing(outcome_of(walls("TB" + tb + "[ca]TW" + tw)), true, StandingReason::count_agrees);
}

// One stray TW in Black's corner: read as the count, every unmarked point of White's area
// was a point to fill, the count B+19.5, and a right RE "did not stand". The markup is no
// count of this board: it is set aside, with a warning, and kifu judges the dead stones.
TEST(ResultStanding, AStrayTerritoryMarkIsSetAsideNotCounted) {
    const GameOutcome o = outcome_of(walls("TW[aa]"));
    ASSERT_TRUE(o.score);
    EXPECT_EQ(o.score->dead.source, scoring::DeadSource::estimate);
    EXPECT_EQ(o.score->japanese.result(), "W+15.5");
    expect_standing(o, true, StandingReason::count_agrees);
    const auto warned = std::find_if(o.diagnostics.begin(), o.diagnostics.end(), [](const Diagnostic& d) {
        return d.message.starts_with("TW marks A9 as White's territory, but it lies in Black's area");
    });
    EXPECT_NE(warned, o.diagnostics.end());
}

TEST(ResultStanding, NoResultRecorded) {
    expect_standing(outcome_of(with_re(seki, "")), std::nullopt, StandingReason::no_result_recorded);
}

TEST(ResultStanding, UnreadableResult) {
    expect_standing(outcome_of(with_re(seki, "?")), std::nullopt, StandingReason::unreadable_result);
}

TEST(ResultStanding, TheRulesDecidedTheGameForRE) {
    expect_standing(outcome_of(with_re(ko, "B+R")), true, StandingReason::rules_decided_same);
}

// RE names the winner the rules decided, with a margin of points: the winner stands, and
// the reason says the margin is no count of the board (an estimate here): "RE[B+50]
// stands: Black won at move 2" read as if the 50 points were confirmed too.
TEST(ResultStanding, TheRulesDecidedTheGameForREWhoseMarginIsNoCount) {
    const GameOutcome o = outcome_of(with_re(ko, "B+50"));
    expect_standing(o, true, StandingReason::rules_decided_same);
    ASSERT_TRUE(o.score);
    EXPECT_EQ(o.result.text, "RE[B+50] stands: Black won at move 2 under japanese; its margin of 50 points is not the "
                             "count of the final position (~" + o.score->by_ruleset.result() +
                                 " under japanese, an estimate): the game was decided at move 2, not by counting");
    // Without a margin there is none to question.
    EXPECT_EQ(outcome_of(with_re(ko, "B+R")).result.text, "RE[B+R] stands: Black won at move 2 under japanese");
}

TEST(ResultStanding, TheRulesDecidedTheGameForTheOtherPlayer) {
    expect_standing(outcome_of(ko), false, StandingReason::rules_decided_other);
}

TEST(ResultStanding, IllegalMovesUnderRulesThatDoNotAllowThem) {
    // Black plays twice: under Chinese rules not a legal game.
    expect_standing(outcome_of("(;GM[1]FF[4]SZ[5]KM[7]RU[Chinese]RE[B+R];B[cc];B[dd];W[bb])"), false,
                    StandingReason::illegal_moves);
}

// White's suicide, then White resigned: whatever the rules do about the move, they do it to
// the player who lost anyway (it read "RE[B+R] does not stand: ... not a legal game").
//     A B C D E F G H J
//   9 . X . . . . . . .      White plays A9 into Black's corner: suicide.
//   8 X . . . . . . . .
TEST(ResultStanding, AResignationByThePlayerWhoseMovesWereIllegalStands) {
    const std::string record = "(;GM[1]FF[4]SZ[9]RU[Chinese]KM[7]RE[B+R]AB[ab][ba]AW[hh];B[ee];W[aa])";
    const GameOutcome o = outcome_of(record);
    ASSERT_EQ(rules::verdict_name(o.verdict.kind), "illegal");
    expect_standing(o, true, StandingReason::not_counted);
    EXPECT_NE(o.result.text.find("all by White, the player who lost"), std::string::npos) << o.result.text;
    // The other winner, or a count (the illegal move may have changed it), as before.
    expect_standing(outcome_of(with_re(record, "W+R")), false, StandingReason::illegal_moves);
    expect_standing(outcome_of(with_re(record, "B+5")), false, StandingReason::illegal_moves);
}

// A violation recorded after two passes ended the game is no move of it: the note counts
// the game's own (one, at move 2), where it said "2 illegal moves".
TEST(ResultStanding, AViolationAfterTheEndIsNotCountedAsTheGames) {
    const GameOutcome o = outcome_of("(;GM[1]FF[4]SZ[9]KM[7]RU[Chinese]RE[B+R];B[cc];B[dd];W[ee];B[];W[];W[ff])");
    expect_standing(o, false, StandingReason::illegal_moves);
    EXPECT_NE(o.result.text.find("the record has 1 illegal move, the first at move 2"), std::string::npos)
        << o.result.text;
}

// Under capture go a capture recorded after two passes ended the game decides nothing; the
// note said "no stone was captured", though one was, after the end.
TEST(ResultStanding, ACaptureGoCaptureAfterTheEndIsSaidSo) {
    AnalysisOptions options;
    options.rules = "capture-go";
    options.score = true;
    const GameOutcome o = outcome_of("(;GM[1]FF[4]SZ[5]KM[0]RE[B+3];B[ba];W[aa];B[];W[];B[ab])", options);
    expect_standing(o, std::nullopt, StandingReason::count_not_comparable);
    EXPECT_NE(o.result.text.find("no stone was captured before the game ended at move 4"), std::string::npos)
        << o.result.text;
}

// Japanese Art. 12: a cycle is no result if the players agree. A count naming a winner
// does not stand; "Void" does; a resignation is a player who did not agree (it read "names a
// winner" and did not stand); "0" and "?" name no winner, which was said to be named.
TEST(ResultStanding, AGameThatEndsInACycle) {
    expect_standing(outcome_of(with_re(triple_ko, "B+7.5")), false, StandingReason::ends_in_cycle);
    expect_standing(outcome_of(with_re(triple_ko, "Void")), true, StandingReason::ends_in_cycle);
    const GameOutcome resigned = outcome_of(with_re(triple_ko, "W+R"));
    expect_standing(resigned, true, StandingReason::ends_in_cycle);
    EXPECT_NE(resigned.result.text.find("a player may resign instead"), std::string::npos) << resigned.result.text;
    EXPECT_TRUE(resigned.verdict.result_note.empty()) << resigned.verdict.result_note;
    for (const char* draw : {"0", "Draw"}) {
        const GameOutcome o = outcome_of(with_re(triple_ko, draw));
        expect_standing(o, std::nullopt, StandingReason::ends_in_cycle);
        EXPECT_EQ(o.result.text.find("names a winner"), std::string::npos) << o.result.text;
        EXPECT_TRUE(o.verdict.result_note.empty()) << o.verdict.result_note;
    }
    expect_standing(outcome_of(with_re(triple_ko, "?")), std::nullopt, StandingReason::unreadable_result);
}

// NGB is otherwise the Japanese 1989 rules: its cycle is judged as theirs. It read "RE[B+R]
// stands: ... the illegal moves (the last at move 0) stand under ngb" of a record without one.
TEST(ResultStanding, AGameThatEndsInACycleUnderNgbIsJudgedAsACycle) {
    const std::string ngb = std::regex_replace(triple_ko, std::regex(R"(RU\[Japanese\])"), "RU[Dutch]");
    ASSERT_NE(ngb, triple_ko);
    const GameOutcome resigned = outcome_of(with_re(ngb, "B+R"));
    ASSERT_EQ(std::string(resigned.choice.rules->name), "ngb");
    expect_standing(resigned, true, StandingReason::ends_in_cycle);
    EXPECT_EQ(resigned.result.text.find("illegal move"), std::string::npos) << resigned.result.text;
    expect_standing(outcome_of(with_re(ngb, "W+7.5")), false, StandingReason::ends_in_cycle);
}

// Play that left the cycle (four moves elsewhere after it went round) does not end in it,
// however soon the record stops: it was "no-result: the record ends in a cycle", and a
// resignation did not stand.
TEST(ResultStanding, AGameThatLeftTheCycleDoesNotEndInIt) {
    std::string left = with_re(triple_ko, "B+R");
    const std::size_t end = left.rfind(')');
    left.insert(end, ";B[ee];W[ei];B[he];W[ii]");
    const GameOutcome o = outcome_of(left);
    EXPECT_EQ(rules::verdict_name(o.verdict.kind), "ok") << o.verdict.summary;
    expect_standing(o, true, StandingReason::not_counted);
    // Within the cycle, the same number of moves after it went round still ends in it.
    std::string within = with_re(triple_ko, "B+R");
    EXPECT_EQ(rules::verdict_name(outcome_of(within).verdict.kind), "no-result");
}

TEST(ResultStanding, AResignationNoRuleBrokenIsNotCounted) {
    const GameOutcome o = outcome_of(with_re(seki, "B+R"));
    expect_standing(o, true, StandingReason::not_counted);
    // The game ended by passes and its settled count gives White the win (W+0.5): a
    // director wants to know (RE may be a slip for a count); a resignation by White says nothing more.
    EXPECT_NE(o.result.text.find("(but the game ended by passes, and the count under japanese gives W+0.5)"),
              std::string::npos)
        << o.result.text;
    EXPECT_EQ(outcome_of(with_re(seki, "W+R")).result.text.find("but the game ended"), std::string::npos);
}

// AGA: an illegal move stands once the opponent has played on; RE by resignation stands,
// and the reason says the rule was broken (it said "no rule was broken").
TEST(ResultStanding, AResignationAfterAnIllegalMoveThatStandsSaysSo) {
    AnalysisOptions aga;
    aga.rules = "aga";
    const GameOutcome o =
        outcome_of("(;GM[1]FF[4]SZ[9]KM[6.5]RE[B+R]AB[cd][dc][de][ed]AW[fd][ec][ee];W[dd];B[ed];W[aa])", aga);
    expect_standing(o, true, StandingReason::not_counted);
    EXPECT_EQ(o.result.text.find("no rule was broken"), std::string::npos) << o.result.text;
    EXPECT_NE(o.result.text.find("the illegal move (the last at move 2) stands under aga"), std::string::npos)
        << o.result.text;
}

TEST(ResultStanding, TheCountAgrees) {
    expect_standing(outcome_of(seki), true, StandingReason::count_agrees);
}

TEST(ResultStanding, TheCountDiffersAndEveryPointIsSettled) {
    expect_standing(outcome_of(with_re(seki, "W+5.5")), false, StandingReason::count_differs);
}

// The walls without their komi (no KM, or KM[0]): W+9 on the board, and RE[W+15.5] is that
// with the usual 6.5. kifu says the record seems to have lost the komi, so RE is not judged
// (it was "does not stand", exit 3, on a correct RE). A margin no usual komi gives is still
// judged, and so is a record that gives its komi.
TEST(ResultStanding, ACountWithAKomiTheRecordLeavesOutIsNotJudged) {
    const std::string no_km = std::regex_replace(walls(""), std::regex(R"(KM\[6\.5\])"), "");
    const GameOutcome o = outcome_of(no_km);
    expect_standing(o, std::nullopt, StandingReason::count_not_comparable);
    EXPECT_EQ(o.result.text, "RE[W+15.5] cannot be judged: the record holds no komi (no KM), and the count under "
                             "japanese with a komi of 6.5 gives RE; without it the count gives W+9");
    const GameOutcome km0 = outcome_of(std::regex_replace(walls(""), std::regex(R"(KM\[6\.5\])"), "KM[0]"));
    expect_standing(km0, std::nullopt, StandingReason::count_not_comparable);
    EXPECT_NE(km0.result.text.find("(KM[0] in an even game)"), std::string::npos) << km0.result.text;
    expect_standing(outcome_of(with_re(no_km, "W+12")), false, StandingReason::count_differs);
    expect_standing(outcome_of(with_re(walls(""), "W+22")), false, StandingReason::count_differs);
}

// A handicap game's usual komi is half a point: RE[W+9.5] on the walls' W+9 is that count
// when the record says HA[2] and holds no komi (it was "does not stand", exit 3). In an even
// game a half-point komi is no usual one, and RE[W+9.5] is judged.
TEST(ResultStanding, AHandicapGamesHalfPointKomiTheRecordLeavesOutIsNotJudged) {
    const std::string no_km = std::regex_replace(walls(""), std::regex(R"(KM\[6\.5\])"), "");
    const std::string handicap = std::regex_replace(no_km, std::regex(R"(SZ\[)"), "HA[2]SZ[");
    ASSERT_NE(handicap, no_km);
    const GameOutcome o = outcome_of(with_re(handicap, "W+9.5"));
    expect_standing(o, std::nullopt, StandingReason::count_not_comparable);
    EXPECT_EQ(o.result.text, "RE[W+9.5] cannot be judged: the record holds no komi (no KM in a handicap game), and "
                             "the count under japanese with a komi of 0.5 gives RE; without it the count gives W+9");
    expect_standing(outcome_of(with_re(handicap, "W+15.5")), false, StandingReason::count_differs);
    // HA[1] is no handicap (a game without komi): said as it is written.
    const std::string ha1 = std::regex_replace(no_km, std::regex(R"(SZ\[)"), "HA[1]SZ[");
    const GameOutcome one = outcome_of(with_re(ha1, "W+9.5"));
    expect_standing(one, std::nullopt, StandingReason::count_not_comparable);
    EXPECT_NE(one.result.text.find("(no KM with HA[1])"), std::string::npos) << one.result.text;
    expect_standing(outcome_of(with_re(no_km, "W+9.5")), false, StandingReason::count_differs);
}

// RE names a winner without a margin ("B+", "W"): at the end of a game ended by passes,
// with every point settled, the count's winner judges it. It was never judged ("gives no
// margin"), so an RE naming the loser passed.
TEST(ResultStanding, AWinnerWithoutAMarginIsJudgedByTheCountsWinner) {
    expect_standing(outcome_of(with_re(seki, "W+")), true, StandingReason::count_agrees);
    const GameOutcome o = outcome_of(with_re(seki, "B"));
    expect_standing(o, false, StandingReason::count_differs);
    EXPECT_NE(o.result.text.find("names Black the winner"), std::string::npos) << o.result.text;
}

// The 7x7 board White's wall splits, the left half open, with RE a count.
std::string half_open(const std::string& moves_after) {
    std::string record = file_text(source_dir + "/tests/data/half_open_7x7.sgf");
    record.insert(record.find("KM["), "RE[B+30.5]");
    record.insert(record.rfind(')'), moves_after);
    return record;
}

TEST(ResultStanding, AnEstimateThatDiffersJudgesNothing) {
    // Ended by two passes: an estimate (the left half open), not too early to count.
    const GameOutcome o = outcome_of(half_open(";B[];W[]"));
    ASSERT_TRUE(o.estimate());
    ASSERT_FALSE(o.too_early());
    expect_standing(o, std::nullopt, StandingReason::estimate_differs);
}

TEST(ResultStanding, ACountOfAGameThatStopsFarFromFinished) {
    // No two passes, half the board open: moves may be missing.
    expect_standing(outcome_of(half_open("")), std::nullopt, StandingReason::unfinished_count);
}

// Black's area A-C holds three dead White stones the players marked (TB/TW), and the record
// stops without passes, as servers that record the count write it. As played, the dead
// stones make Black's area look open ("far from finished", 24 open points); with them off,
// nothing is open. Japanese count W+12.5.
//     A B C D E F G H J
//   9 . . . X O . . . .
//   8 . O . X O . . . .
//   7 . . . X O . . . .
//   6 . . . X O . . . .
//   5 . O . X O . . . .
//   4 . . . X O . . . .
//   3 . . . X O . . . .
//   2 . O . X O . . . .
//   1 . . . X O . . . .
std::string dead_stones_left_without_passes(const std::string& re) {
    return "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[" + re +
           "]AB[da][db][dc][dd][de][df][dg][dh][di]AW[ea][eb][ec][ed][ee][ef][eg][eh][ei][bb][be][bh]"
           "TB[aa:ci]TW[fa:ii])";
}

TEST(ResultStanding, ACountThatOnlyDeadStonesKeptOpenStandsWhereItAgrees) {
    const GameOutcome o = outcome_of(dead_stones_left_without_passes("W+12.5"));
    ASSERT_TRUE(scoring::far_from_finished(o.replay.board)) << "as played, the dead stones make it look open";
    expect_standing(o, true, StandingReason::count_agrees);
}

TEST(ResultStanding, ACountThatOnlyDeadStonesKeptOpenJudgesNothingWhereItDiffers) {
    // Moves may still be missing from a record without passes; but the reason names the
    // count, not open points there are none of.
    const GameOutcome o = outcome_of(dead_stones_left_without_passes("W+20.5"));
    expect_standing(o, std::nullopt, StandingReason::unfinished_count);
    EXPECT_NE(o.result.text.find("gives W+12.5"), std::string::npos) << o.result.text;
    EXPECT_EQ(o.result.text.find("open points"), std::string::npos) << o.result.text;
}

TEST(ResultStanding, AWinnerWithoutAMarginBeforeAnyPassesIsNotComparable) {
    // No two passes: the game may have ended by resignation, whatever the count.
    std::string record = half_open("");
    record = std::regex_replace(record, std::regex(R"(RE\[[^\]]*\])"), "RE[W+]");
    expect_standing(outcome_of(record), std::nullopt, StandingReason::count_not_comparable);
}

TEST(ResultStanding, ARecordCutOffBeforeItsTreeCloses) {
    expect_standing(outcome_of("(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[B+R];B[ee];W[cc];B[gg]"), std::nullopt,
                    StandingReason::record_cut_off);
}

TEST(ResultStanding, ACountTooEarlyToCountIsNotComparable) {
    const GameOutcome o = outcome_of("(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[W+6.5];B[];W[])");
    ASSERT_TRUE(o.too_early());
    expect_standing(o, std::nullopt, StandingReason::count_not_comparable);
    EXPECT_FALSE(o.score->agrees_ruleset) << "an estimate too early to count is set against no RE";
}

TEST(ResultStanding, NotScoredUnderCheckOnly) {
    AnalysisOptions check_only;
    check_only.score = false;
    expect_standing(outcome_of(seki, check_only), std::nullopt, StandingReason::not_scored);
}

TEST(ResultStanding, ACountBeforeTheEndIsCountedMidGame) {
    AnalysisOptions at_move;
    at_move.at_move = 1;
    expect_standing(outcome_of(seki, at_move), std::nullopt, StandingReason::counted_mid_game);
}

// `--move` at the last move is the end of the game: RE is judged as without it (the
// count of the players' markup), not "the game went on after move 2".
TEST(ResultStanding, ACountAtTheLastMoveIsTheEnd) {
    AnalysisOptions at_last;
    at_last.at_move = 2;
    const GameOutcome whole = outcome_of(seki), last = outcome_of(seki, at_last);
    ASSERT_EQ(whole.info.moves, 2U);
    EXPECT_EQ(last.at_move, std::nullopt);
    EXPECT_EQ(last.result.text, whole.result.text);
    expect_standing(last, true, whole.result.reason);
}

// A 9x9 game that the passes end at move 20 (Black walls column D, White column E), with
// three moves recorded after the end: `--move 20` is the position the game ended in,
// counted and judged as without --move, not "the game went on after move 20".
const std::string passes_then_more =
    "(;GM[1]FF[4]SZ[9]KM[7.5]RU[Chinese]RE[W+16.5]"
    ";B[da];W[ea];B[db];W[eb];B[dc];W[ec];B[dd];W[ed];B[de];W[ee];B[df];W[ef];B[dg];W[eg];B[dh];W[eh];B[di];W[ei]"
    ";B[];W[];B[fe];W[];B[])";

TEST(ResultStanding, ACountAtThePassesThatEndedTheGameIsTheEnd) {
    AnalysisOptions at_end;
    at_end.at_move = 20;
    const GameOutcome whole = outcome_of(passes_then_more), at_passes = outcome_of(passes_then_more, at_end);
    ASSERT_EQ(whole.replay.end_move, 20);
    ASSERT_EQ(whole.info.moves, 23U);
    EXPECT_EQ(at_passes.at_move, std::nullopt);
    EXPECT_EQ(at_passes.result.text, whole.result.text);
    expect_standing(at_passes, true, StandingReason::count_agrees);
    ASSERT_TRUE(at_passes.score && whole.score);
    EXPECT_EQ(at_passes.score->by_ruleset.result(), whole.score->by_ruleset.result());

    AnalysisOptions after_end;   // a position after the end is no count of the game
    after_end.at_move = 21;
    expect_standing(outcome_of(passes_then_more, after_end), std::nullopt, StandingReason::counted_mid_game);
}

// `kifu check` counts the players' TB/TW markup against RE; TB/TW that `kifu annotate`
// wrote (KIFU[...] beside them) are kifu's own count, not the players': RE is not set
// against them (an annotated record's RE "did not stand" on kifu's own estimate).
TEST(ResultStanding, CheckCountsThePlayersMarkupNotKifus) {
    AnalysisOptions check;
    check.score = false;
    check.count_marked = true;
    const std::string contradicted = with_re(seki, "B+5");
    expect_standing(outcome_of(contradicted, check), false, StandingReason::count_differs);
    std::string annotated = contradicted;
    const std::size_t tb = annotated.rfind("TB[");
    ASSERT_NE(tb, std::string::npos);
    annotated.insert(tb, "KIFU[TB and TW are kifu's judgement, not the players' markup]");
    expect_standing(outcome_of(annotated, check), std::nullopt, StandingReason::not_scored);
    const GameOutcome scored = outcome_of(annotated);
    ASSERT_TRUE(scored.score);
    EXPECT_TRUE(scored.score->judgement.has_value()) << "kifu judges again, as before annotating";
}

TEST(MoveOutOfRange, SaysHowManyMovesInWords) {
    EXPECT_EQ(move_out_of_range(5, 1), "--move 5: the main line has 1 move; give a move from 0 to 1");
    EXPECT_EQ(move_out_of_range(5, 2), "--move 5: the main line has 2 moves; give a move from 0 to 2");
    EXPECT_EQ(move_out_of_range(2, 2), "");
}

// RE[0] with a komi of 6.5: every count is whole points plus 6.5, so none is a tie, on the
// finished walls or six moves into a game. It was "cannot be judged: moves may be missing",
// and `results --event` rated it as a jigo. With a whole-number komi RE[0] is a count again.
TEST(ResultStanding, ADrawWithAHalfPointKomiDoesNotStand) {
    const GameOutcome finished = outcome_of(with_re(walls(""), "0"));
    expect_standing(finished, false, StandingReason::draw_impossible);
    EXPECT_EQ(finished.result.text, "RE[0] does not stand: it records a draw, but with a komi of 6.5 no count is a tie (a game "
                                     "without a result is RE[Void])");
    const std::string early = "(;GM[1]FF[4]SZ[9]KM[6.5]RE[Draw];B[ee];W[cc];B[gc];W[gg];B[cg];W[ec])";
    expect_standing(outcome_of(early), false, StandingReason::draw_impossible);
    expect_standing(outcome_of(std::regex_replace(early, std::regex(R"(KM\[6\.5\])"), "KM[7]")), std::nullopt,
                    StandingReason::unfinished_count);
    const std::string no_km = std::regex_replace(walls(""), std::regex(R"(KM\[6\.5\])"), "");
    expect_standing(outcome_of(with_re(no_km, "0")), false, StandingReason::count_differs);
}

// The user's --komi: a whole-number one (of the record's or the user's) may make a tie, and
// RE is judged on the terms given as before. "does not stand: with a komi of 6.5" of a
// record with KM[6.5] and --komi 0 spoke of a komi the user had set aside, and so did a
// record with KM[0] (RE[0] its own count) and --komi 6.5.
TEST(ResultStanding, ADrawIsImpossibleOnlyWhenEveryKomiInPlayHasTheHalfPoint) {
    const std::string draw = with_re(walls(""), "0");   // KM[6.5]
    AnalysisOptions komi;
    komi.komi = 0;
    expect_standing(outcome_of(draw, komi), false, StandingReason::count_differs);
    komi.score = false;
    expect_standing(outcome_of(draw, komi), std::nullopt, StandingReason::not_scored);
    komi = {};
    komi.komi = 6.5;
    const std::string km0 = std::regex_replace(draw, std::regex(R"(KM\[6\.5\])"), "KM[0]");
    EXPECT_NE(outcome_of(km0, komi).result.reason, StandingReason::draw_impossible);
    komi.komi = 7.5;
    const GameOutcome both = outcome_of(draw, komi);
    expect_standing(both, false, StandingReason::draw_impossible);
    EXPECT_NE(both.result.text.find("with a komi of 7.5 no count"), std::string::npos) << both.result.text;
}

// A reason added to the enum needs a test above: this counts them.
TEST(ResultStanding, EveryReasonHasATest) {
    EXPECT_EQ(standing_reason_count, 16U) << "a new StandingReason: add a test for it in this file";
}

}  // namespace
}  // namespace kifu::analysis
