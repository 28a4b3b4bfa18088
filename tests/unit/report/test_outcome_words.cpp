// The words the reports share (report/outcome_words.hpp).
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "analysis/analyse_game.hpp"
#include "report/outcome_words.hpp"
#include "sgf/reader.hpp"

namespace kifu::report {
namespace {

// A violation's point is named as the boards label it (A-T, no I, from the bottom), and a
// point that is not on the board as the record writes it, never as a point that does not exist.
TEST(RecordedPoint, NamesAMoveAsTheBoardLabelsIt) {
    EXPECT_EQ(recorded_point("bb", {19, 19}), "B18");
    EXPECT_EQ(recorded_point("jj", {19, 19}), "K10");
    EXPECT_EQ(recorded_point("bb", {5, 5}), "B4");
    EXPECT_EQ(recorded_point("", {19, 19}), "pass");
    EXPECT_EQ(recorded_point("tt", {19, 19}), "pass");
    EXPECT_EQ(recorded_point("zz", {9, 9}), "zz, off the 9x9 board");
    EXPECT_EQ(recorded_point("a", {9, 9}), "[a], not a point kifu can read");
}

analysis::GameOutcome outcome_of(const std::string& record, const analysis::AnalysisOptions& options) {
    std::optional<analysis::GameOutcome> outcome;
    sgf::read_sgf_bytes("test.sgf", record, {}, [&](sgf::GameRecord&& game) {
        if (!outcome) outcome = analysis::analyse_game("test.sgf", game, options);
    });
    if (!outcome) throw std::runtime_error("no game in the record");
    return std::move(*outcome);
}

// Black walls column D, White column E; the passes end the game at move 20, and the record
// goes on for three moves after the end. A count after move 21 is of a position after the
// end: "the game went on after move 21" would not be so.
const std::string passes_then_more =
    "(;GM[1]FF[4]SZ[9]KM[7.5]RU[Chinese]RE[W+16.5]"
    ";B[da];W[ea];B[db];W[eb];B[dc];W[ec];B[dd];W[ed];B[de];W[ee];B[df];W[ef];B[dg];W[eg];B[dh];W[eh];B[di];W[ei]"
    ";B[];W[];B[fe];W[];B[])";

TEST(UncountedResult, APositionAfterTheEndIsSaidToBeAfterIt) {
    analysis::AnalysisOptions options;
    options.at_move = 21;
    const std::string said = uncounted_result(outcome_of(passes_then_more, options));
    EXPECT_EQ(said.find("went on"), std::string::npos) << said;
    EXPECT_NE(said.find("RE[W+16.5]: the game ended at move 20; after move 21, played after the end, the position "),
              std::string::npos)
        << said;
}

// An RE kifu cannot read is quoted as the record writes it, not as "RE[?]", and said to be
// unreadable, not "an unknown result" (which RE[?] records).
TEST(UncountedResult, QuotesAnUnreadableReAsWritten) {
    const std::string said =
        uncounted_result(outcome_of("(;GM[1]FF[4]SZ[9]KM[6.5]RE[X+3];B[ee];W[cc];B[];W[])", {}));
    EXPECT_NE(said.find("RE[X+3]: a result kifu cannot read"), std::string::npos) << said;
    EXPECT_EQ(said.find("RE[?]"), std::string::npos) << said;
    const std::string question =
        uncounted_result(outcome_of("(;GM[1]FF[4]SZ[9]KM[6.5]RE[?];B[ee];W[cc];B[];W[])", {}));
    EXPECT_NE(question.find("RE[?]: an unknown result"), std::string::npos) << question;
}

// A variation is a what-if (kifu view): RE is the game's, the count is the variation's,
// and an illegal move in it loses nothing; the words say which is which.
TEST(UncountedResult, AVariationIsNotTheGame) {
    // The line as kifu view hands it over (the variation made the main line): White's A9
    // at move 4 is suicide, illegal under the Japanese rules.
    const std::string record = "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[B+R];B[ba];W[ee];B[ab];W[aa];B[cc];W[gg])";
    analysis::AnalysisOptions options;
    options.variation = true;
    options.at_move = 6;
    const analysis::GameOutcome g = outcome_of(record, options);
    ASSERT_TRUE(g.in_variation);
    const std::string said = uncounted_result(g);
    EXPECT_EQ(said.find("went on"), std::string::npos) << said;
    EXPECT_NE(said.find("RE[B+R] is the game's result, not this variation's; after move 6 of the variation"),
              std::string::npos)
        << said;
    const std::string verdict = verdict_sentence(g);
    EXPECT_TRUE(verdict.starts_with("Verdict in this variation (not the game as played): ")) << verdict;

    options.variation = false;   // the main line: no variation words
    options.at_move = 3;
    const analysis::GameOutcome main_line = outcome_of(record, options);
    EXPECT_FALSE(main_line.in_variation);
    EXPECT_NE(uncounted_result(main_line).find("the game went on after move 3"), std::string::npos);
}

// White's one-stone suicide in the corner (New Zealand rules allow it): the stone is
// Black's prisoner, as the counts take it, but Black captured nothing.
//   A B C
// 9 W B .      White A9 played last, into Black's B9 and A8: no liberty, so it removes itself
// 8 B . .
TEST(CapturesSentence, ASuicideIsNoCapture) {
    analysis::AnalysisOptions options;
    options.score = false;
    const analysis::GameOutcome g = outcome_of("(;GM[1]FF[4]SZ[9]RU[NZ];B[ba];W[gg];B[ab];W[aa])", options);
    ASSERT_EQ(g.replay.prisoners[0], 1);
    EXPECT_EQ(captures_sentence(g.replay.prisoners, g.replay.by_suicide),
              "Captures so far: Black took 0, White took 0; White's suicide gave Black 1 prisoner.");
}

}  // namespace
}  // namespace kifu::report
