// `kifu show` and `kifu explain` in-process.
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <string>

#include "../../support/archive_writer.hpp"
#include "../../support/run_kifu.hpp"
#include "../../support/temp_dir.hpp"
#include "report/lessons.hpp"
#include "rules/ruleset.hpp"

namespace kifu::cli {
namespace {
using testing::kifu;
using testing::Outcome;

const std::string ko = std::string(KIFU_SOURCE_DIR) + "/tests/data/illegal_ko_retake.sgf";

TEST(ShowCommand, BoardAfterTheSetupWithPlayersCoordinates) {
    const Outcome run = kifu({"show", "--ascii", "--move", "0", ko});
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_NE(run.out.find("move 0 of 3: the position after the setup"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("    A B C D E\n  5 . X O . . 5\n  4 X O . O . 4\n"), std::string::npos) << run.out;
}

TEST(ShowCommand, CapturesSoFarAndTheLastMove) {
    const Outcome run = kifu({"show", "--ascii", "--move", "1", ko});
    EXPECT_NE(run.out.find("move 1 of 3: Black C4"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("  4 X . X O . 4"), std::string::npos) << run.out;  // White's B4 captured
    EXPECT_NE(run.out.find("Black took 1, White took 0"), std::string::npos);
    const Outcome unicode = kifu({"show", "--move", "1", ko});
    EXPECT_NE(unicode.out.find("  4 ● · ● ○ · 4"), std::string::npos) << unicode.out;
}

TEST(ShowCommand, MovesOutsideTheGameAreRefusedWithTheValidRange) {
    const Outcome past = kifu({"show", "--move", "99", ko});
    EXPECT_EQ(past.status, 2);
    EXPECT_NE(past.err.find("--move 99: game 1 has moves 0 (the position after the setup) to 3"), std::string::npos)
        << past.err;
    EXPECT_EQ(past.out, "") << "no board is drawn for a move the game does not have";
    const Outcome negative = kifu({"show", "--move", "-1", ko});
    EXPECT_EQ(negative.status, 64);
    EXPECT_NE(negative.err.find("from 0 (the position after the setup) to the game's last move"), std::string::npos)
        << negative.err;
}

// A move off the board is named as the record writes it, never as a point that does not exist
// ("White K0", "White [-16" before).
TEST(ShowCommand, AMoveOffTheBoardIsNamedAsTheRecordWritesIt) {
    testing::TempDir dir;
    testing::write_file(dir / "off.sgf", "(;GM[1]FF[4]SZ[9];B[ee];W[zz])");
    testing::write_file(dir / "bad.sgf", "(;GM[1]FF[4]SZ[9];B[ee];W[!x])");
    testing::write_file(dir / "pass.sgf", "(;GM[1]FF[4]SZ[9];B[ee];W[])");
    EXPECT_NE(kifu({"show", dir / "off.sgf"}).out.find("move 2 of 2: White zz, off the 9x9 board\n"), std::string::npos);
    EXPECT_NE(kifu({"show", dir / "bad.sgf"}).out.find("move 2 of 2: White [!x], not a move kifu can read\n"),
              std::string::npos);
    EXPECT_NE(kifu({"show", dir / "pass.sgf"}).out.find("move 2 of 2: White passed\n"), std::string::npos);
    kifu({"view", dir / "off.sgf", "-o", dir / "off.html"});
    std::ifstream in(dir / "off.html");
    const std::string html((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_NE(html.find("White zz, off the 9x9 board"), std::string::npos);
}

TEST(ExplainCommand, ListsTopicsAndShowsOne) {
    const Outcome index = kifu({"explain"});
    EXPECT_EQ(index.status, 0);
    for (const char* topic : {"ko", "superko", "suicide", "passes", "seki", "counting"})
        EXPECT_NE(index.out.find(std::string("  ") + topic), std::string::npos) << topic;
    const Outcome seki = kifu({"explain", "seki"});
    EXPECT_NE(seki.out.find("Art. 8"), std::string::npos);
    EXPECT_NE(seki.out.find("Sources:"), std::string::npos);
    EXPECT_EQ(kifu({"explain", "chess"}).status, 64);
    // Any case, as `kifu rules` takes names: "Ko" was "unknown topic" (64).
    const Outcome capital = kifu({"explain", "Ko"});
    EXPECT_EQ(capital.status, 0) << capital.err;
    EXPECT_EQ(capital.out, kifu({"explain", "ko"}).out);
}

// Every lesson cites its sources by name and article, never by file name.
TEST(ExplainCommand, LessonsCiteRulesByName) {
    for (const report::Lesson& lesson : report::all_lessons()) {
        const Outcome run = kifu({"explain", std::string(lesson.topic)});
        EXPECT_EQ(run.out.find("seeds"), std::string::npos) << lesson.topic << run.out;
        EXPECT_EQ(run.out.find('{'), std::string::npos) << lesson.topic << ": a placeholder left in\n" << run.out;
    }
    EXPECT_NE(kifu({"explain", "seki"}).out.find("Japanese Rules of Go (1989), Art. 8"), std::string::npos);
    // The Dutch rule 7's second sentence is positional superko: the simple-ko lesson cites
    // only its first. The Swedish simple rules give komi 7, not the 6.5 the lesson states.
    const report::Lesson& ko = *report::find_lesson("ko");
    EXPECT_NE(ko.sources.find("rule 7, its first sentence"), std::string_view::npos) << ko.sources;
    const report::Lesson& komi = *report::find_lesson("komi");
    EXPECT_NE(komi.sources.find("'Regler för brädspelet Go', 'Färg och komi' (6.5)"),
              std::string_view::npos)
        << komi.sources;
}

// The federations a lesson names come from the ruleset table: every ruleset with pass
// stones, and no other, is named in the lesson on passes.
// Pass stones make the territory margin the area margin only when White moved last (as
// AGA requires); when Black did, Black has had a turn more and the territory margin is a
// point less for Black (kifu's Swedish count shows it). The lesson said they always agree.
TEST(ExplainCommand, ThePassesLessonSaysWhenPassStonesMakeTheMarginsAgree) {
    const std::string passes = report::lesson_text(*report::find_lesson("passes"));
    EXPECT_NE(passes.find("counting territory gives the same margin as counting area when White moved last, and one "
                          "point less for Black when Black did"),
              std::string::npos)
        << passes;
    EXPECT_EQ(passes.find("placed the same number of stones"), std::string::npos) << passes;
    const std::string counting = report::lesson_text(*report::find_lesson("counting"));
    EXPECT_NE(counting.find("the points a side must fill before counting"), std::string::npos) << counting;
}

// With N handicap stones Black has had N-1 turns more than White when White moved last
// (each stone set up is a turn): pass stones then leave the territory margin N-1 points
// below the area margin, as AGA's N-1 compensation does. The lesson said the margins
// agree whenever White moved last.
TEST(ExplainCommand, ThePassesLessonLimitsTheEqualMarginsToEvenGames) {
    const std::string passes = report::lesson_text(*report::find_lesson("passes"));
    EXPECT_NE(passes.find("In an even game counting territory gives the same margin as counting area when White "
                          "moved last"),
              std::string::npos)
        << passes;
    EXPECT_NE(passes.find("with N handicap stones and White moving last it gives N-1 points less for Black, as the "
                          "N-1 points of compensation under AGA rules do"),
              std::string::npos)
        << passes;
}

// A single-stone suicide leaves the board as it was after the opponent's move: situational
// superko (New Zealand) forbids only the board after one of the mover's own moves, so it is
// legal there. The lesson said it was illegal everywhere.
TEST(ExplainCommand, TheSuicideLessonLetsTheKoRuleJudgeASingleStoneSuicide) {
    const std::string suicide = report::lesson_text(*report::find_lesson("suicide"));
    EXPECT_EQ(suicide.find("illegal everywhere"), std::string::npos) << suicide;
    EXPECT_NE(suicide.find("situational superko (New Zealand) forbids only the board as it stood after one of the "
                           "mover's own moves, so there the suicide is legal, in effect a pass"),
              std::string::npos)
        << suicide;
    EXPECT_NE(suicide.find("positional superko forbids it"), std::string::npos) << suicide;
}

// After a take and two passes, the retake brings back the position before the take:
// simple ko allows it, superko does not (kifu check flags it under AGA and Chinese rules).
// The lesson said a retake after a pass is legal again, whatever the rules.
TEST(ExplainCommand, TheKoLessonLimitsTheRetakeAfterAPassToSimpleKo) {
    const std::string ko = report::lesson_text(*report::find_lesson("ko"));
    EXPECT_EQ(ko.find("A retake after any other move, or after a pass, is legal again"), std::string::npos) << ko;
    EXPECT_NE(ko.find("Under simple ko a retake"), std::string::npos) << ko;
    EXPECT_NE(ko.find("superko"), std::string::npos) << ko;
}

// The counting lesson gave the stones' difference as "one, when Black made the last move;
// the handicap stones": with N handicap stones and White moving last it is N-1, and a pass
// during play is a stone not placed.
TEST(ExplainCommand, TheCountingLessonGivesTheStonesPlacedDifferenceForEachCase) {
    const std::string counting = report::lesson_text(*report::find_lesson("counting"));
    EXPECT_NE(counting.find("with N handicap stones N when Black moved last, N-1 when White did"), std::string::npos)
        << counting;
    EXPECT_NE(counting.find("for each pass it made during play"), std::string::npos) << counting;
}

// kifu models the Dutch federation (NGB) as playing by the Japanese rules, simple ko; the
// ko lesson cites the Dutch rules page's rule 7, whose second sentence is superko. The
// superko lesson said "Dutch keep simple ko" without saying whose reading that is.
// Under Tromp-Taylor 'kifu check' flags a single-stone suicide as `suicide`; the lesson
// said only that superko forbids it.
TEST(ExplainCommand, TheKoLessonsSayHowKifuModelsTheDutchRulesAndTheSuicideItFlags) {
    const std::string superko = report::lesson_text(*report::find_lesson("superko"));
    EXPECT_NE(superko.find("keep simple ko, as kifu models them (the Dutch federation plays by the Japanese rules"),
              std::string::npos)
        << superko;
    const std::string suicide = report::lesson_text(*report::find_lesson("suicide"));
    EXPECT_NE(suicide.find("'kifu check' flags it as the suicide it is"), std::string::npos) << suicide;
}

// Svenska Goförbundet's 'Spelregler för go': after two passes the players agree on what can
// be captured; where they do not, play resumes, and the next two passes end the game with
// every string left counted alive. Nothing is said of who moves first: that is the Japanese
// rules' Art. 9-3. The lesson gave every federation that stops play the Japanese procedure.
TEST(ExplainCommand, ThePassesLessonGivesEachFederationItsOwnResumption) {
    const std::string passes = report::lesson_text(*report::find_lesson("passes"));
    EXPECT_EQ(passes.find("the opponent moving first, and the game ends when both agree"), std::string::npos) << passes;
    EXPECT_NE(passes.find("under the Japanese rules the opponent of the player who asks moves first, Art. 9-3"),
              std::string::npos)
        << passes;
    EXPECT_NE(passes.find("under the Swedish rules the game then ends, every string left on the board counted alive"),
              std::string::npos)
        << passes;
}

TEST(ExplainCommand, LessonsNameTheFederationsTheTableGives) {
    const std::string passes = report::lesson_text(*report::find_lesson("passes"));
    for (const rules::Ruleset& r : rules::all_rulesets()) {
        const std::string name(r.title.substr(0, r.title.find(" (")));
        const std::size_t sentence = passes.find("each pass hands the opponent");
        ASSERT_NE(sentence, std::string::npos);
        const std::string before = passes.substr(passes.rfind("Under", sentence), sentence - passes.rfind("Under", sentence));
        EXPECT_EQ(before.find(name) != std::string::npos, r.pass_stones) << name << " in: " << before;
    }
}

}  // namespace
}  // namespace kifu::cli
