// `kifu score` in-process: the JSON contract, dead-stone sources, agreement with RE.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include <nlohmann/json.hpp>

#include "../../support/archive_writer.hpp"
#include "../../support/run_kifu.hpp"
#include "../../support/temp_dir.hpp"

namespace kifu::cli {
namespace {

using testing::kifu;
using testing::Outcome;

const std::string game = std::string(KIFU_SOURCE_DIR) + "/tests/data/scored_with_markup.sgf";

TEST(ScoreCommand, MarkupGivesDeadStonesAndBothCounts) {
    const Outcome run = kifu({"score", "--format", "json", game});
    EXPECT_EQ(run.status, 0) << run.err;
    const auto o = nlohmann::json::parse(run.out);
    for (const char* key : {"file", "ruleset", "violations", "verdict", "dead", "seki", "dead_source", "japanese",
                            "chinese", "by_ruleset", "recorded", "agrees", "recorded_mismatch"})
        EXPECT_TRUE(o.contains(key)) << key;
    EXPECT_EQ(o["dead_source"], "markup");
    EXPECT_EQ(o["dead"], nlohmann::json::array({"ee"}));
    EXPECT_TRUE(o["seki"].empty());
    EXPECT_EQ(o["japanese"]["result"], "W+6.5");
    EXPECT_EQ(o["japanese"]["black"], 5);
    EXPECT_EQ(o["japanese"]["white"], 11.5);
    EXPECT_EQ(o["japanese"]["detail"]["white"]["dead_removed"], 1);
    EXPECT_EQ(o["chinese"]["result"], "W+5.5");
    EXPECT_EQ(o["chinese"]["detail"]["black"]["stones"], 5);
    EXPECT_EQ(o["by_ruleset"]["ruleset"], "japanese");
    EXPECT_EQ(o["recorded"], "W+6.5");
    EXPECT_EQ(o["agrees"]["japanese"], true);
    EXPECT_EQ(o["agrees"]["chinese"], false);
    EXPECT_EQ(o["agrees"]["ruleset"], true);
    EXPECT_EQ(o["status"], "finished");
}

TEST(ScoreCommand, DeadNoneKeepsEveryStoneAndDisagreementExits3) {
    const Outcome run = kifu({"score", "--dead", "none", "--format", "json", game});
    EXPECT_EQ(run.status, 3);  // the count under the game's rules no longer matches RE: RE does not stand
    const auto o = nlohmann::json::parse(run.out);
    EXPECT_EQ(o["dead_source"], "none");
    EXPECT_TRUE(o["dead"].empty());
    EXPECT_EQ(o["agrees"]["ruleset"], false);
    EXPECT_EQ(o["result_stands"], false);
    EXPECT_EQ(o["result_stands_basis"], "count-differs");
}

TEST(ScoreCommand, GivenDeadStonesAndKomiOverride) {
    const Outcome run = kifu({"score", "--dead", "ee", "--komi", "7.5", "--format", "json", game});
    const auto o = nlohmann::json::parse(run.out);
    EXPECT_EQ(o["dead_source"], "given");
    EXPECT_EQ(o["komi_used"], 7.5);
    EXPECT_EQ(o["japanese"]["result"], "W+13.5");
    // RE judged with the dead stones the user gave (White's wall, a teacher's what-if): said
    // so, not a bare "does not stand", which read as the record's count being wrong.
    const auto wall = nlohmann::json::parse(kifu({"score", "--dead", "C3", "--format", "json", game}).out);
    EXPECT_EQ(wall["result_stands"], false);
    EXPECT_NE(wall["result_stands_reason"].get<std::string>().find("RE[W+6.5] does not stand with the dead stones "
                                                                   "given (--dead): the count under japanese gives"),
              std::string::npos)
        << wall["result_stands_reason"];
}

// --dead takes the coordinates every board kifu prints (A-T, rows from the bottom) as well
// as SGF points, and a named stone marks its whole chain; the report says so.
TEST(ScoreCommand, DeadTakesBoardCoordinatesAndANamedStoneMarksItsChain) {
    const Outcome by_coordinate = kifu({"score", "--dead", "E1", "--format", "json", game});
    const Outcome by_sgf = kifu({"score", "--dead", "ee", "--format", "json", game});
    EXPECT_EQ(nlohmann::json::parse(by_coordinate.out)["dead"], nlohmann::json::parse(by_sgf.out)["dead"]);
    EXPECT_EQ(nlohmann::json::parse(by_coordinate.out)["dead"], nlohmann::json::array({"ee"}));

    // C3 is one stone of White's five-stone wall (column c): the whole wall is taken off.
    const Outcome chain = kifu({"score", "--dead", "C3", "--format", "json", game});
    const auto o = nlohmann::json::parse(chain.out);
    EXPECT_EQ(o["dead"], nlohmann::json::array({"ca", "cb", "cc", "cd", "ce"}));
    EXPECT_EQ(o["dead_given"], nlohmann::json::array({"cc"}));
    const Outcome text = kifu({"score", "--dead", "C3", game});
    EXPECT_NE(text.out.find("--dead names C3; each named stone marks its whole chain: 5 stones in all."),
              std::string::npos)
        << text.out;

    // A named point without a stone is a warning, not silence.
    const Outcome empty = kifu({"score", "--dead", "A5", game});
    EXPECT_NE(empty.err.find("--dead: A5 (aa) has no stone on the final board; ignored"), std::string::npos)
        << empty.err;
}

TEST(ScoreCommand, BadDeadListIsAnErrorForThatGame) {
    const Outcome run = kifu({"score", "--dead", "zz", game});
    EXPECT_EQ(run.status, 2);
    EXPECT_NE(run.err.find("--dead"), std::string::npos) << run.err;
}

// A --dead word that is a point on no board is one usage error, before any game, quoted cut
// short: a file of one million-byte word was quoted whole once per game (50 MB of messages
// for 50 games, exit 2). A file larger than any list (1 MiB) is not read. A point that is
// only off this board ("zz" on 19x19) is still that game's error (above).
TEST(ScoreCommand, ADeadWordThatIsAPointOnNoBoardIsOneShortUsageError) {
    testing::TempDir dir;
    std::string games;
    for (int i = 0; i < 50; ++i) games += "(;GM[1]SZ[9]KM[6.5];B[ee];W[cc])";
    testing::write_file(dir / "c50.sgf", games);
    testing::write_file(dir / "dead.txt", "dd " + std::string(100'000, 'a'));
    const Outcome run = kifu({"score", "--dead", dir / "dead.txt", dir / "c50.sgf"});
    EXPECT_EQ(run.status, 64) << run.err.substr(0, 300);
    EXPECT_LT(run.err.size(), 1000U);
    EXPECT_NE(run.err.find("'aaaaaaaaaaaaaaaaaaaaaaaa...' (100000 bytes) is neither a point"), std::string::npos) << run.err;
    EXPECT_TRUE(run.out.empty());
    EXPECT_EQ(kifu({"score", "--dead", "Z99", dir / "c50.sgf"}).status, 64);
    testing::write_file(dir / "big.txt", std::string((1 << 20) + 1, ' '));
    const Outcome big = kifu({"score", "--dead", dir / "big.txt", dir / "c50.sgf"});
    EXPECT_EQ(big.status, 64);
    EXPECT_NE(big.err.find("holds 1048577 bytes, more than a list of dead stones can"), std::string::npos) << big.err;
}

// A --dead that names something that cannot be read as a file of points is an error, in
// every command that takes it, never an empty list (which would count no stone dead).
TEST(ScoreCommand, ADeadFileThatCannotBeReadIsAUsageError) {
    testing::TempDir dir;
    std::filesystem::create_directories(dir.path() / "folder");
    for (const char* command : {"score", "annotate", "view"}) {
        std::vector<std::string> args = {command, "--dead", dir / "folder", game};
        if (std::string(command) != "score") args.insert(args.end(), {"-o", dir / "out"});
        const Outcome run = kifu(args);
        EXPECT_EQ(run.status, 64) << command << ": " << run.err;
        EXPECT_NE(run.err.find("--dead: '" + (dir / "folder") + "' is not a file of points (a folder)"),
                  std::string::npos)
            << run.err;
        EXPECT_EQ(run.err.find("--dead: --dead:"), std::string::npos) << run.err;   // the option named once
    }
    EXPECT_FALSE(std::filesystem::exists(dir / "out"));
}

// An empty --dead (a script's unset variable) is a usage error, not the default in silence.
TEST(ScoreCommand, AnEmptyDeadIsAUsageError) {
    testing::TempDir dir;
    for (const char* command : {"score", "batch", "view", "annotate"}) {
        std::vector<std::string> args = {command, "--dead", "", game};
        if (std::string(command) == "view" || std::string(command) == "annotate") args.insert(args.end(), {"-o", dir / "out"});
        const Outcome run = kifu(args);
        EXPECT_EQ(run.status, 64) << command << ": " << run.err;
        EXPECT_NE(run.err.find("--dead"), std::string::npos) << run.err;
        EXPECT_TRUE(run.out.empty()) << command << ": " << run.out;
    }
    EXPECT_FALSE(std::filesystem::exists(dir / "out"));
}

// A what-if before the end (--dead given, or none) is no more settled than the position:
// its open areas are unsettled, so one move into a 9x9 game, or a handicap game's setup,
// is too early to count, not a result ("B+73.5" it said).
TEST(ScoreCommand, DeadStonesGivenBeforeTheEndLeaveOpenAreasUnsettled) {
    testing::TempDir dir;
    const std::string even = dir / "even.sgf", setup = dir / "setup.sgf";
    testing::write_file(even, "(;GM[1]FF[4]SZ[9]KM[6.5];B[ee];W[cc])");
    testing::write_file(setup, "(;GM[1]FF[4]SZ[9]KM[0.5]HA[4]AB[cc][gc][cg][gg]RE[B+R];W[ee];B[ce])");
    for (const auto& [file, move, dead] : {std::tuple{even, "1", "none"}, std::tuple{even, "1", "E5"},
                                          std::tuple{setup, "0", "none"}}) {
        const Outcome run = kifu({"score", "--format", "json", "--move", move, "--dead", dead, file});
        const nlohmann::json o = nlohmann::json::parse(run.out);
        EXPECT_TRUE(o["too_early"].get<bool>()) << file << " " << dead;
        EXPECT_TRUE(o["estimate"].get<bool>()) << file << " " << dead;
        EXPECT_GT(o["unsettled"].size(), 40U) << file << " " << dead;
    }
    // At the end of a finished game a list given is the count asked for: settled.
    const Outcome end = kifu({"score", "--format", "json", "--dead", "none", game});
    EXPECT_FALSE(nlohmann::json::parse(end.out.substr(0, end.out.find('\n')))["estimate"].get<bool>());
}

// An estimate that is not too early is said as one beside its result, not only in the
// table's heading.
TEST(ScoreCommand, AnEstimatesResultIsMarkedWhereverItIsSaid) {
    testing::TempDir dir;
    const std::string wall = dir / "wall.sgf";
    testing::write_file(wall, "(;GM[1]FF[4]SZ[9]KM[6.5]RE[B+2.5];B[ea];W[fa];B[eb];W[fb];B[ec];W[fc];B[ed];W[fd];"
                              "B[ee];W[fe];B[ef];W[ff];B[eg];W[fg];B[eh];W[fh];B[ei];W[fi];B[];W[])");
    const Outcome json_run = kifu({"score", "--format", "json", "--move", "17", wall});
    const nlohmann::json o = nlohmann::json::parse(json_run.out);
    ASSERT_TRUE(o["estimate"].get<bool>());
    ASSERT_FALSE(o["too_early"].get<bool>());
    const Outcome text = kifu({"score", "--move", "17", wall});
    EXPECT_NE(text.out.find("the position then counts " + o["by_ruleset"]["result"].get<std::string>() +
                            " (an estimate)"),
              std::string::npos)
        << text.out;
}

// --komi is a plain decimal of a reasonable size, as KM[] is read: strtod's other readings
// ("nan", "inf", hex, exponents) printed a komi of nan, 16 or a margin of 300 digits.
TEST(ScoreCommand, AKomiThatIsNotAPlainDecimalIsAUsageError) {
    testing::TempDir dir;
    for (const char* command : {"score", "batch", "view", "annotate"}) {
        const bool writes_file = std::string(command) == "view" || std::string(command) == "annotate";
        for (const char* komi : {"nan", "inf", "-inf", "0x10", "1e308", "1e2", "", "6,5", "1000.5", "-1001"}) {
            std::vector<std::string> args = {command, "--komi", komi, game};
            if (writes_file) args.insert(args.end(), {"-o", dir / "out"});
            const Outcome run = kifu(args);
            EXPECT_EQ(run.status, 64) << command << " --komi '" << komi << "': " << run.err;
            EXPECT_NE(run.err.find("--komi"), std::string::npos) << run.err;
            EXPECT_TRUE(run.out.empty()) << command << " --komi '" << komi << "': " << run.out;
        }
    }
    EXPECT_FALSE(std::filesystem::exists(dir / "out"));
    EXPECT_NE(kifu({"score", "--komi", "nan", game}).err.find("'nan' is not a number"), std::string::npos);
    for (const char* komi : {"6.5", "-3", "0.5", "7", "1000", "-1000"}) {
        const Outcome run = kifu({"score", "--komi", komi, "--format", "json", game});
        EXPECT_NE(run.status, 64) << komi << ": " << run.err;
        EXPECT_EQ(nlohmann::json::parse(run.out)["komi_used"], std::stod(komi)) << komi;
    }
}

// A count before the end judges no RE: neither agrees nor differs, no reading of why RE
// differs, RE neither standing nor not.
TEST(ScoreCommand, ACountBeforeTheEndJudgesNoRe) {
    const std::string kept = std::string(KIFU_SOURCE_DIR) + "/tests/data/re_keeps_stone_in_atari.sgf";
    for (const char* move : {"0", "1"}) {
        const Outcome run = kifu({"score", "--format", "json", "--move", move, kept});
        const auto o = nlohmann::json::parse(run.out);
        EXPECT_EQ(o["agrees"], nlohmann::json({{"japanese", nullptr}, {"chinese", nullptr}, {"ruleset", nullptr}}))
            << move;
        EXPECT_TRUE(o["recorded_mismatch"].is_null()) << move;
        EXPECT_TRUE(o["result_stands"].is_null()) << move;
        EXPECT_EQ(o["result_stands_basis"], "counted-mid-game");
        const Outcome text = kifu({"score", "--move", move, kept});
        EXPECT_EQ(text.out.find("Why RE differs"), std::string::npos) << text.out;
        EXPECT_EQ(text.out.find("differs\n"), std::string::npos) << text.out;
    }
}

// A 9x9 seki set up (the Black chain at A8, the White one at D9), two passes, play resumed
// at the stop (Japanese 1989, Art. 9: two passes only stop play), two more passes:
//     A B C D E F G H J
//   9 . X . O . O X . .
//   8 X X X O O O X . .
//   7 O O O X X X X X X
//   6 . . O O X . . . .
//   5 . . . O X . . . .
//   4 . . . O X . . . .
//   3 O O O O X . . . .
//   2 . . . O X . . . .
//   1 . . . O X . . . .
const std::string resumed_seki =
    "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]PB[Black]PW[White]RE[W+4.5]"
    "AB[ba][ab][bb][cb][dc][ec][fc][gc][hc][ic][gb][ga][ed][ee][ef][eg][eh][ei]"
    "AW[da][db][eb][fb][fa][ac][bc][cc][cd][dd][de][df][dg][dh][di][ag][bg][cg]"
    ";B[];W[];B[ca];W[aa];B[];W[])";

// `--move 2` at the first stop is the position after move 2, the seki as it stands (B+7.5),
// not the final position: the game ends at the last stop, move 6. The replay cut at move 2
// saw that stop as the end, and the final position was counted and RE judged on it.
TEST(ScoreCommand, MoveAtAStopAfterWhichPlayResumedCountsThatPosition) {
    testing::TempDir dir;
    testing::write_file(dir / "r.sgf", resumed_seki);
    for (const char* rules : {"japanese", "korean", "ngb", "swedish"}) {
        const Outcome run = kifu({"score", "--format", "json", "--move", "2", "--rules", rules, dir / "r.sgf"});
        const auto o = nlohmann::json::parse(run.out);
        EXPECT_EQ(o["japanese"]["result"], "B+7.5") << rules;
        EXPECT_EQ(o["result_stands_basis"], "counted-mid-game") << rules;
        const Outcome shown = kifu({"show", "--ascii", "--move", "2", dir / "r.sgf"});
        EXPECT_NE(shown.out.find("9 . X . O . O X . ."), std::string::npos) << shown.out;
    }
    // The last stop is still the end, counted and judged as without --move.
    const auto end = nlohmann::json::parse(kifu({"score", "--format", "json", "--move", "6", dir / "r.sgf"}).out);
    EXPECT_EQ(end, nlohmann::json::parse(kifu({"score", "--format", "json", dir / "r.sgf"}).out));
}

// Capture go counts nothing: a game that ended by passes with no capture has no result under
// it. Its count was the territory's ("B+7.5"), with a margin and RE said to agree, beside the
// words "no result, no stone was captured".
TEST(ScoreCommand, CaptureGoWithoutACaptureCountsNothing) {
    testing::TempDir dir;
    std::string record = resumed_seki;
    record = record.substr(0, record.find(";B[];W[];B[ca]")) + ";B[];W[])";
    record.replace(record.find("RE[W+4.5]"), 9, "RE[B+7.5]");
    testing::write_file(dir / "s.sgf", record);
    const auto o = nlohmann::json::parse(kifu({"score", "--format", "json", "--rules", "capture-go", dir / "s.sgf"}).out);
    EXPECT_EQ(o["by_ruleset"]["result"], "Void");
    EXPECT_EQ(o["by_ruleset"]["black"], 0.0);
    EXPECT_TRUE(o["agrees"]["ruleset"].is_null()) << o["agrees"];
    EXPECT_EQ(o["japanese"]["result"], "B+7.5");   // the other counts are as before
    EXPECT_EQ(o["result_stands_basis"], "count-not-comparable");
    ASSERT_LE(kifu({"batch", "--rules", "capture-go", "--csv", dir / "s.csv", dir / "s.sgf"}).status, 1);
    std::ifstream in(dir / "s.csv", std::ios::binary);
    const std::string csv{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    EXPECT_NE(csv.find(",Void,"), std::string::npos) << csv;
}

// The records below share one 7x7 position: a Black wall on d, a White wall on e.
//   a b c d e f g
//   . . . X O . .     (every row): area 28 to 21.
const std::string two_walls_moves =
    ";B[da];W[ea];B[db];W[eb];B[dc];W[ec];B[dd];W[ed];B[de];W[ee];B[df];W[ef];B[dg];W[eg]";

// Two passes ended the game at move 16; move 17, on a stone, is recorded after the end. It
// is no move of the game: the game stays legal and RE is judged by the count. It was
// "illegal" and RE "not a legal game".
TEST(ScoreCommand, AMoveRecordedAfterTheEndLeavesTheGameLegal) {
    testing::TempDir dir;
    testing::write_file(dir / "after.sgf", "(;GM[1]FF[4]SZ[7]KM[0.5]RU[Chinese]RE[B+6.5]" + two_walls_moves +
                                               ";B[];W[];B[ea])");
    const Outcome run = kifu({"score", "--format", "json", dir / "after.sgf"});
    EXPECT_NE(run.status, 3) << run.out;
    const auto o = nlohmann::json::parse(run.out);
    EXPECT_EQ(o["verdict"], "ok");
    ASSERT_EQ(o["violations"].size(), 1U);
    EXPECT_EQ(o["violations"][0]["consequence"], "none: the game ended at move 16");
    EXPECT_EQ(o["result_stands"], true) << o["result_stands_reason"];
    EXPECT_EQ(o["result_stands_basis"], "count-agrees");
}

// Capture go: Black's move 7 captures and decides the game; the record says RE[B+R], as
// servers write the end. The note said "decided by resignation" and "the position looks
// unfinished" (a capture game counts no territory): neither was so.
TEST(ScoreCommand, ACaptureGoGameIsSaidToBeDecidedByTheCapture) {
    testing::TempDir dir;
    testing::write_file(dir / "cg.sgf",
                        "(;GM[1]FF[4]SZ[9]RU[capture-go]RE[B+R]"
                        ";B[ee];W[ed];B[dd];W[fe];B[fd];W[ef];B[ec];W[df];B[de];W[ff])");
    const Outcome run = kifu({"score", "--format", "json", dir / "cg.sgf"});
    const auto o = nlohmann::json::parse(run.out);
    const std::string note = o["status_note"].get<std::string>();
    EXPECT_NE(note.find("the game was decided by the first capture, at move 7"), std::string::npos) << note;
    EXPECT_EQ(note.find("resignation"), std::string::npos) << note;
    EXPECT_EQ(note.find("looks unfinished"), std::string::npos) << note;
    EXPECT_EQ(o["status"], "finished");
}

// Two walls built down columns E and F in the first 18 moves, then `rest`: the count after
// move 18 is one before the game's end.
std::string walls_then(const std::string& root, const std::string& rest) {
    return "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]" + root +
           ";B[ea];W[fa];B[eb];W[fb];B[ec];W[fc];B[ed];W[fd];B[ee];W[fe];B[ef];W[ff];B[eg];W[fg];B[eh]"
           ";W[fh];B[ei];W[fi]" + rest + ")";
}

// A count before the end of a game decided on time: the note said "the game was decided on
// time; the position is scored as it stands" beside the count after move 18, as if the
// clock had decided the game there. The game went on to move 27; the note says so.
TEST(ScoreCommand, AMidGameCountSaysTheGameWentOnBeforeItsEnd) {
    testing::TempDir dir;
    testing::write_file(dir / "time.sgf", walls_then("RE[W+T]", ";B[cc];W[aa];B[ab];W[hh];B[ba];W[bb];B[gc];W[];B[]"));
    const auto mid = nlohmann::json::parse(kifu({"score", "--format", "json", "--move", "18", dir / "time.sgf"}).out);
    EXPECT_EQ(mid["status"], "timed-out");
    EXPECT_EQ(mid["status_note"], "the position after move 18 is counted as it stands; the game went on to move 27 "
                                  "and was decided on time");
    const auto end = nlohmann::json::parse(kifu({"score", "--format", "json", dir / "time.sgf"}).out);
    EXPECT_EQ(end["status_note"], "the game was decided on time; the position is scored as it stands");
}

// The same of a game that ended by two passes: its count after move 18 was "finished",
// with no note, as if the game had ended there.
TEST(ScoreCommand, AMidGameCountOfAGameEndedByPassesSaysItWentOn) {
    testing::TempDir dir;
    testing::write_file(dir / "passes.sgf", walls_then("", ";B[cc];W[gg];B[];W[]"));
    const auto mid = nlohmann::json::parse(kifu({"score", "--format", "json", "--move", "18", dir / "passes.sgf"}).out);
    EXPECT_EQ(mid["status"], "finished");
    EXPECT_EQ(mid["status_note"], "the position after move 18 is counted as it stands; the game went on to move 22 "
                                  "and ended by two passes");
    const auto end = nlohmann::json::parse(kifu({"score", "--format", "json", dir / "passes.sgf"}).out);
    EXPECT_TRUE(end["status_note"].is_null()) << end["status_note"];
}

// A komi larger than the board (KM[100000], read as 1000 under the x100 reading) puts RE
// beyond every count: the note blamed missing moves; the komi is what seems wrong.
TEST(ScoreCommand, AKomiLargerThanTheBoardIsBlamedNotTheMoves) {
    testing::TempDir dir;
    testing::write_file(dir / "km.sgf",
                        "(;GM[1]FF[4]SZ[9]KM[100000]RU[Japanese]RE[B+5.5]AB[da][db][dc][dd][de][df][dg][dh][di]"
                        "AW[ea][eb][ec][ed][ee][ef][eg][eh][ei];B[];W[])");
    const auto o = nlohmann::json::parse(kifu({"score", "--format", "json", dir / "km.sgf"}).out);
    ASSERT_TRUE(o["recorded_mismatch"].is_object()) << o.dump();
    EXPECT_EQ(o["recorded_mismatch"]["kind"], "beyond-the-board");
    const std::string note = o["recorded_mismatch"]["note"].get<std::string>();
    EXPECT_NE(note.find("The komi, 1000, is more than the board has points (81)"), std::string::npos) << note;
    EXPECT_EQ(note.find("moves seem to be missing"), std::string::npos) << note;
}

// Two passes end the game with or without RE: the count of a record ending in two passes
// and no RE was titled "the position when the game stopped", as for a resignation.
TEST(ScoreCommand, TwoPassesWithoutAResultAreTheFinalPosition) {
    testing::TempDir dir;
    const std::string moves = ";B[ca];W[da];B[cb];W[db];B[cc];W[dc];B[cd];W[dd];B[ce];W[de]";
    testing::write_file(dir / "passes.sgf", "(;GM[1]FF[4]SZ[5]KM[0]" + moves + ";B[];W[])");
    testing::write_file(dir / "resigned.sgf", "(;GM[1]FF[4]SZ[5]KM[0]RE[W+R]" + moves + ")");
    EXPECT_NE(kifu({"score", dir / "passes.sgf"}).out.find("Count of the final position as played"), std::string::npos);
    EXPECT_NE(kifu({"score", dir / "resigned.sgf"}).out.find("Count of the position when the game stopped"),
              std::string::npos);
}

// Swedish simple rules ('Spelregler för go'): when the players disagree after two passes,
// play resumes, and after the next two passes no string left on the board is captured.
// Black resumes at move 23 and captures White's C7 stone by play; the count takes nothing
// off: B+2. It was "moves 23 ... 32 played after the game ended at move 22", counted at
// move 22 as an estimate, W+34.
TEST(ScoreCommand, SwedishPlayResumedAfterTwoPassesLeavesNothingDead) {
    testing::TempDir dir;
    testing::write_file(dir / "resumed.sgf",
                        "(;GM[1]FF[4]SZ[9]KM[7]RU[Swedish]"
                        ";B[ea];W[fa];B[eb];W[fb];B[ec];W[fc];B[ed];W[fd];B[ee];W[fe];B[ef];W[ff];B[eg];W[fg];B[eh]"
                        ";W[fh];B[ei];W[cc];B[];W[fi];B[];W[];B[bc];W[];B[dc];W[];B[cb];W[];B[cd];W[];B[];W[])");
    const Outcome check = kifu({"check", "--format", "json", dir / "resumed.sgf"});
    EXPECT_EQ(check.status, 0) << check.err;
    EXPECT_EQ(check.err.find("after the game ended"), std::string::npos) << check.err;
    const auto o = nlohmann::json::parse(kifu({"score", "--format", "json", dir / "resumed.sgf"}).out);
    EXPECT_EQ(o["dead_source"], "none");
    EXPECT_EQ(o["by_ruleset"]["result"], "B+2") << o["by_ruleset"];
    EXPECT_EQ(o["estimate"], false);
    EXPECT_NE(o["status_note"].get<std::string>().find("play resumed after the passes at move 22"), std::string::npos)
        << o["status_note"];
    // Without the resumption (the game ends at the first two passes) the dead stones are
    // the players' to agree, judged as before.
    testing::write_file(dir / "agreed.sgf",
                        "(;GM[1]FF[4]SZ[9]KM[7]RU[Swedish]"
                        ";B[ea];W[fa];B[eb];W[fb];B[ec];W[fc];B[ed];W[fd];B[ee];W[fe];B[ef];W[ff];B[eg];W[fg];B[eh]"
                        ";W[fh];B[ei];W[cc];B[];W[fi];B[];W[])");
    const auto agreed = nlohmann::json::parse(kifu({"score", "--format", "json", dir / "agreed.sgf"}).out);
    EXPECT_EQ(agreed["dead_source"], "estimate");
    EXPECT_TRUE(agreed["status_note"].is_null() ||
                agreed["status_note"].get<std::string>().find("resumed") == std::string::npos)
        << agreed["status_note"];
}

// Japanese Art. 9-3: play may resume after two passes. A record that resumes and stops
// before two more passes is counted at its end; the note said nothing, so the count read as
// the position where play had stopped. Play that stops again says only where it ended.
TEST(ScoreCommand, PlayResumedAndNotStoppedAgainIsSaid) {
    testing::TempDir dir;
    const std::string opening = "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[W+3.5];B[cc];W[gg];B[cg];W[gc];B[];W[]";
    testing::write_file(dir / "resumed.sgf", opening + ";B[ee];W[ef])");
    testing::write_file(dir / "stopped.sgf", opening + ";B[ee];W[ef];B[];W[])");
    const auto resumed = nlohmann::json::parse(kifu({"score", "--format", "json", dir / "resumed.sgf"}).out);
    EXPECT_NE(resumed["status_note"].get<std::string>().find(
                  "play resumed after the passes at move 6 and did not stop again: the position at the record's "
                  "end is counted"),
              std::string::npos)
        << resumed["status_note"];
    const auto stopped = nlohmann::json::parse(kifu({"score", "--format", "json", dir / "stopped.sgf"}).out);
    EXPECT_TRUE(stopped["status_note"].is_null() ||
                stopped["status_note"].get<std::string>().find("resumed") == std::string::npos)
        << stopped["status_note"];
    // A count asked for mid-game says where it is counted instead.
    const auto mid = nlohmann::json::parse(kifu({"score", "--format", "json", "--move", "7", dir / "resumed.sgf"}).out);
    EXPECT_EQ(mid["status_note"].get<std::string>().find("did not stop again"), std::string::npos) << mid["status_note"];
}

// Under AGA rules White passes last: a record ending White pass, Black pass has not ended
// the game. The note said "the record does not end with two passes", which it does.
TEST(ScoreCommand, TwoPassesThatEndNoAgaGameAreSaidToBeTwoPasses) {
    testing::TempDir dir;
    const std::string walls = ";B[ca];W[ea];B[cb];W[eb];B[cc];W[ec];B[cd];W[ed];B[ce];W[ee];B[cf];W[ef];B[cg];W[eg]";
    testing::write_file(dir / "aga.sgf", "(;GM[1]FF[4]SZ[7]KM[7.5]RU[AGA]" + walls + ";B[da];W[];B[])");
    const auto o = nlohmann::json::parse(kifu({"score", "--format", "json", dir / "aga.sgf"}).out);
    const std::string note = o["status_note"].get<std::string>();
    EXPECT_EQ(note.find("does not end with two passes"), std::string::npos) << note;
    EXPECT_NE(note.find("the record ends with two passes, the last by Black, but under AGA (American Go "
                        "Association) rules White passes last, so the game had not ended"),
              std::string::npos)
        << note;
    EXPECT_EQ(o["status"], "unfinished");
    // Under rules where Black's pass ends it, the same record has ended: nothing said of passes.
    testing::write_file(dir / "chinese.sgf", "(;GM[1]FF[4]SZ[7]KM[7.5]RU[Chinese]" + walls + ";B[da];W[];B[])");
    const auto chinese = nlohmann::json::parse(kifu({"score", "--format", "json", dir / "chinese.sgf"}).out);
    EXPECT_EQ(chinese["status_note"].get<std::string>().find("passes"), std::string::npos) << chinese["status_note"];
}

// A Black wall on c, a White wall on e, the d file dame: 21 to 21 by area, W+0.5. After the
// two passes ended the game, Black is recorded filling a dame point (move 17). That move is
// no move of the game, so the count is of the board at move 16: it was of the board after
// move 17 (B+0.5), and RE "did not stand".
TEST(ScoreCommand, AMoveRecordedAfterTheEndIsNotCounted) {
    testing::TempDir dir;
    testing::write_file(dir / "after.sgf",
                        "(;GM[1]FF[4]SZ[7]KM[0.5]RU[Chinese]RE[W+0.5]"
                        ";B[ca];W[ea];B[cb];W[eb];B[cc];W[ec];B[cd];W[ed];B[ce];W[ee];B[cf];W[ef];B[cg];W[eg]"
                        ";B[];W[];B[da])");
    const Outcome run = kifu({"score", "--format", "json", dir / "after.sgf"});
    const auto o = nlohmann::json::parse(run.out);
    EXPECT_EQ(o["chinese"]["result"], "W+0.5") << run.out;
    EXPECT_EQ(o["result_stands"], true) << o["result_stands_reason"];
    EXPECT_NE(o["status_note"].get<std::string>().find("the game ended at move 16: the move recorded after it is not counted"),
              std::string::npos)
        << o["status_note"];
    EXPECT_NE(kifu({"score", dir / "after.sgf"}).out.find("Count of the position where the game ended, after move 16"),
              std::string::npos);
}

// HA[2] with a root that sets up White stones too is a position: the handicap is HA's 2
// stones, not the 7 set up as AB (Chinese: 2 points, B+4.5; it was 7 points and RE did not
// stand).
TEST(ScoreCommand, ASetUpPositionCompensatesHaNotEveryBlackStone) {
    testing::TempDir dir;
    testing::write_file(dir / "position.sgf",
                        "(;GM[1]FF[4]SZ[7]HA[2]KM[0.5]RU[Chinese]RE[B+4.5]AB[da][db][dc][dd][de][df][dg]"
                        "AW[ea][eb][ec][ed][ee][ef][eg];W[];B[])");
    const Outcome run = kifu({"score", "--format", "json", dir / "position.sgf"});
    const auto o = nlohmann::json::parse(run.out);
    EXPECT_EQ(o["chinese"]["detail"]["white"]["compensation"], 2) << run.out;
    EXPECT_EQ(o["chinese"]["result"], "B+4.5");
    EXPECT_EQ(o["result_stands"], true) << o["result_stands_reason"];
    EXPECT_EQ(kifu({"score", dir / "position.sgf"}).out.find("7 handicap stones"), std::string::npos);
}

// New Zealand handicap: White passes the first HA-1 moves. The three stones Black placed
// so are the handicap (Chinese: 3 points); it was read as 1 stone, with a warning that the
// count compensated 1 where the table showed 0.
TEST(ScoreCommand, WhitePassingTheFirstMovesPlacesTheHandicap) {
    testing::TempDir dir;
    testing::write_file(dir / "nz.sgf",
                        "(;GM[1]FF[4]SZ[7]HA[3]KM[0]RU[NZ]RE[B+7];B[dc];W[];B[de];W[];B[da];W[ea];B[db];W[eb];B[dd];"
                        "W[ec];B[df];W[ed];B[dg];W[ee];B[];W[ef];B[];W[eg];B[];W[])");
    const Outcome run = kifu({"score", "--format", "json", dir / "nz.sgf"});
    const auto o = nlohmann::json::parse(run.out);
    EXPECT_EQ(o["chinese"]["detail"]["white"]["compensation"], 3) << run.out;
    EXPECT_EQ(o["chinese"]["result"], "B+4");
    EXPECT_EQ(o["by_ruleset"]["result"], "B+7");
    EXPECT_EQ(o["result_stands"], true) << o["result_stands_reason"];
    for (const auto& w : o["warnings"]) EXPECT_EQ(w["message"].get<std::string>().find("HA["), std::string::npos) << w;
}

TEST(ScoreCommand, RecordedMismatchNamesTheStoneInAtariThePlayersKept) {
    const std::string kept = std::string(KIFU_SOURCE_DIR) + "/tests/data/re_keeps_stone_in_atari.sgf";
    const Outcome run = kifu({"score", "--format", "json", kept});
    EXPECT_EQ(run.status, 3);  // the count still differs from RE
    const auto o = nlohmann::json::parse(run.out);
    EXPECT_EQ(o["dead"], nlohmann::json::array({"ee"}));
    EXPECT_EQ(o["agrees"]["ruleset"], false);
    const auto& m = o["recorded_mismatch"];
    EXPECT_EQ(m["kind"], "chain-in-atari-kept");
    EXPECT_EQ(m["stones"], nlohmann::json::array({"ee"}));
    EXPECT_EQ(m["captured_at"], nlohmann::json::array({"de"}));
    EXPECT_NE(m["note"].get<std::string>().find("Black stone at E1 alive"), std::string::npos) << m;

    const Outcome text = kifu({"score", "--ascii", kept});
    EXPECT_NE(text.out.find("Why RE differs: RE[B+4.5] is the count with the Black stone at E1 alive. It is in "
                            "atari: White captures it at D1"),
              std::string::npos)
        << text.out;

    // Where the count agrees, or RE has no score, there is nothing to explain.
    EXPECT_TRUE(nlohmann::json::parse(kifu({"score", "--format", "json", game}).out)["recorded_mismatch"].is_null());
    const Outcome none = kifu({"score", "--dead", "none", "--format", "json", kept});
    EXPECT_TRUE(nlohmann::json::parse(none.out)["recorded_mismatch"].is_null());
}

// RE counts one of Black's two must-fill points (D9, D1) as territory: named, with how many.
TEST(ScoreCommand, RecordedResultThatCountsOneOfTwoMustFillPointsIsExplained) {
    const std::string one = std::string(KIFU_SOURCE_DIR) + "/tests/data/re_counts_one_must_fill_point.sgf";
    const Outcome run = kifu({"score", "--dead", "A5", "--format", "json", one});
    EXPECT_EQ(run.status, 3);
    const auto m = nlohmann::json::parse(run.out)["recorded_mismatch"];
    EXPECT_EQ(m["kind"], "must-fill-counted") << m;
    EXPECT_EQ(m["points"], nlohmann::json::array({"da", "di"}));
    EXPECT_EQ(m["points_counted"], 1);
    const Outcome text = kifu({"score", "--dead", "A5", "--ascii", one});
    EXPECT_NE(text.out.find("Why RE differs: RE[W+1.5] is the count with 1 of the must-fill points Black's D9 and "
                            "D1 (each is one point, so which cannot be told) as territory."),
              std::string::npos)
        << text.out;

    // Markup that marks only the dead stone (TB on A5, nothing empty) is no territory map:
    // counted as the --dead list is, with the same two must-fill points and the same
    // explanation. (Read as a map, all of Black's area was "must be filled".)
    std::ifstream in(one, std::ios::binary);
    std::string sgf{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    sgf.insert(sgf.find(";B[]"), "TB[ae]");
    testing::TempDir dir;
    const std::string marked = dir.file("marked.sgf");
    testing::write_file(marked, sgf);
    const auto o = nlohmann::json::parse(kifu({"score", "--format", "json", marked}).out);
    EXPECT_EQ(o["dead_source"], "markup");
    EXPECT_EQ(o["agrees"]["ruleset"], false);
    EXPECT_EQ(o["recorded_mismatch"], m) << o["recorded_mismatch"];
}

TEST(ScoreCommand, TextReportHasBoardTableAndExplanation) {
    const Outcome run = kifu({"score", "--ascii", game});
    EXPECT_NE(run.out.find("  5 b X O w w 5"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("  1 b X O w x 1"), std::string::npos) << run.out;  // the dead black stone
    const Outcome unicode = kifu({"score", game});
    EXPECT_NE(unicode.out.find("  1 ▪ ● ○ ▫ ◆ 1"), std::string::npos) << unicode.out;
    EXPECT_NE(run.out.find("Why the two results differ"), std::string::npos);
    EXPECT_NE(run.out.find("exactly the difference"), std::string::npos);
}

// The report's first line names where the komi came from, and says so when the record has
// none (it read "komi 0 from ," before).
TEST(ScoreCommand, TheHeaderNamesTheKomisSourceOrThatNoneIsRecorded) {
    testing::TempDir dir;
    testing::write_file(dir / "no-km.sgf", "(;GM[1]FF[4]SZ[5];B[cc];W[dd];B[];W[])");
    EXPECT_NE(kifu({"score", dir / "no-km.sgf"}).out.find("(5x5, komi 0 (none recorded), dead stones"),
              std::string::npos);
    EXPECT_NE(kifu({"score", "--komi", "6.5", dir / "no-km.sgf"}).out.find("(5x5, komi 6.5 from --komi,"),
              std::string::npos);
    EXPECT_NE(kifu({"score", game}).out.find(", komi 0.5 from KM,"), std::string::npos);
}

// Capture go counts nothing: a game of it that ended without a capture has no result by its
// rules, so a count in RE is not judged by a count (it was "does not stand", with a komi
// the record "leaves out"), and the report says there is no result under the game's rules.
TEST(ScoreCommand, CaptureGoWithoutACaptureJudgesNoCountedRe) {
    testing::TempDir dir;
    //   a b c d e f g h i      Black walls off the left, White the right; no capture, two
    //   . . . X O . . . .      passes, RE a count (W+14.5 is W+8 with a komi of 6.5).
    testing::write_file(dir / "cg.sgf",
                        "(;GM[1]FF[4]SZ[9]RU[Capture go]RE[W+14.5]AB[da][db][dc][dd][de][df][dg][dh][di][ae][be][ce]"
                        "AW[ea][eb][ec][ed][ee][ef][eg][eh][ei][fe][ge][he][ie];B[];W[])");
    const Outcome json = kifu({"score", "--format", "json", dir / "cg.sgf"});
    EXPECT_EQ(json.status, 0) << json.err;
    const auto o = nlohmann::json::parse(json.out);
    EXPECT_TRUE(o["result_stands"].is_null());
    EXPECT_EQ(o["result_stands_basis"], "count-not-comparable");
    EXPECT_TRUE(o["recorded_mismatch"].is_null());
    const Outcome text = kifu({"score", dir / "cg.sgf"});
    EXPECT_NE(text.out.find("Under capture-go (the game's rules): no result, no stone was captured"), std::string::npos)
        << text.out;
}

// A komi or rules the user gives (--komi, --rules) count the game on the user's terms; RE
// follows the record's. Where the record's own KM and RU reproduce RE, that is what is said
// (recorded_mismatch "record-terms"), not that the record swapped the winner: --komi 10 and
// --rules tromp-taylor each turn B+5 into W+5 here, the same margin the other way.
TEST(ScoreCommand, AKomiOrRulesGivenAreNamedAndTheRecordIsNotBlamed) {
    testing::TempDir dir;
    //   a b c d e      Black walls off the left, White the right: B+5 with KM[0].
    //   . . X O .      d2 adds Black's lone stone at B5 and White's answer at A5:
    //   . . X O .      Tromp-Taylor takes no stone off, so A5 makes the left neutral.
    const std::string moves = ";B[ca];W[da];B[cb];W[db];B[cc];W[dc];B[cd];W[dd];B[ce];W[de]";
    testing::write_file(dir / "a1.sgf", "(;GM[1]FF[4]SZ[5]KM[0]RU[Japanese]RE[B+5]" + moves + ";B[];W[])");
    testing::write_file(dir / "d2.sgf", "(;GM[1]FF[4]SZ[5]KM[0]RU[Japanese]RE[B+5]" + moves + ";B[ba];W[aa];B[];W[])");
    const std::vector<std::vector<std::string>> runs = {{"--komi", "10", dir / "a1.sgf"},
                                                        {"--rules", "tromp-taylor", dir / "d2.sgf"}};
    for (const auto& args : runs) {
        SCOPED_TRACE(args[0]);
        std::vector<std::string> json_args = {"score", "--format", "json"};
        json_args.insert(json_args.end(), args.begin(), args.end());
        const Outcome json = kifu(json_args);
        EXPECT_EQ(json.status, 3) << json.err;  // on the terms given, RE does not stand
        const auto o = nlohmann::json::parse(json.out);
        EXPECT_EQ(o["result_stands"], false);
        EXPECT_EQ(o["recorded_mismatch"]["kind"], "record-terms");
        EXPECT_EQ(o["recorded_mismatch"]["komi"], 0);
        // A bare "RE[B+5] does not stand" read, to a teacher trying a komi, as the record's
        // count being wrong: it does not stand on the terms given.
        EXPECT_EQ(o["result_stands_reason"].get<std::string>().rfind("RE[B+5] does not stand on the terms given: ", 0),
                  0U)
            << o["result_stands_reason"];
        const std::string note = o["recorded_mismatch"]["note"];
        EXPECT_NE(note.find("RE[B+5] is the count under the record's own komi and rules (japanese, komi 0)"),
                  std::string::npos)
            << note;
        std::vector<std::string> text_args = {"score"};
        text_args.insert(text_args.end(), args.begin(), args.end());
        const Outcome text = kifu(text_args);
        EXPECT_EQ(text.out.find("winner swapped"), std::string::npos) << text.out;
        EXPECT_EQ(text.out.find("names the other winner"), std::string::npos) << text.out;
    }
    const Outcome tt = kifu({"score", "--rules", "tromp-taylor", dir / "d2.sgf"});
    EXPECT_NE(tt.out.find("Under tromp-taylor (--rules): W+5, differs from RE[B+5]."), std::string::npos) << tt.out;
    EXPECT_NE(tt.out.find("this count uses tromp-taylor rules (the record's are japanese)"), std::string::npos) << tt.out;
    // Without terms given, the same margin the other way still reads as a swapped winner.
    testing::write_file(dir / "swapped.sgf", "(;GM[1]FF[4]SZ[5]KM[0]RU[Japanese]RE[W+5]" + moves + ";B[];W[])");
    const auto swapped = nlohmann::json::parse(kifu({"score", "--format", "json", dir / "swapped.sgf"}).out);
    EXPECT_EQ(swapped["recorded_mismatch"]["kind"], "winner-swapped");
}

TEST(ScoreCommand, MoveCountsAnEarlierPositionWithItsOwnDeadStones) {
    // Two passes, the TB/TW markup in the node of the second: it describes the position
    // after move 2 only. After move 1 kifu judges the dead stones itself.
    const auto at = [](const char* move) {
        const Outcome run = kifu({"score", "--move", move, "--format", "json", game});
        return nlohmann::json::parse(run.out);
    };
    const auto mid = at("1");
    EXPECT_EQ(mid["dead_source"], "estimate");
    EXPECT_TRUE(mid["result_stands"].is_null());
    EXPECT_EQ(mid["result_stands_basis"], "counted-mid-game");
    const auto last = at("2");
    EXPECT_EQ(last["dead_source"], "markup");
    EXPECT_EQ(last["japanese"]["result"], "W+6.5");
    // --dead still decides, at any move.
    const Outcome given = kifu({"score", "--move", "0", "--dead", "none", "--format", "json", game});
    EXPECT_EQ(nlohmann::json::parse(given.out)["dead_source"], "none");
}

// '-' means standard output elsewhere, and score's report is there: --svg - is refused
// before any work (64), and no file named "-" is written (it was, then "--2" and on).
TEST(ScoreCommand, SvgToStandardOutputIsRefusedAsTheReportIsThere) {
    const testing::TempDir dir;
    const std::filesystem::path before = std::filesystem::current_path();
    std::filesystem::current_path(dir.path());  // where a file named "-" would go
    const Outcome run = kifu({"score", "--svg", "-", game});
    std::filesystem::current_path(before);
    EXPECT_EQ(run.status, 64) << run.err;
    EXPECT_NE(run.err.find("--svg -: standard output carries the report"), std::string::npos) << run.err;
    EXPECT_TRUE(run.out.empty()) << "refused before any work";
    EXPECT_TRUE(std::filesystem::is_empty(dir.path()));
}

TEST(ScoreCommand, MovePastTheEndIsAnErrorNamingTheRange) {
    const Outcome run = kifu({"score", "--move", "3", game});
    EXPECT_EQ(run.status, 2);
    EXPECT_TRUE(run.out.empty()) << run.out;
    EXPECT_NE(run.err.find("--move 3: the main line has 2 moves; give a move from 0 to 2"), std::string::npos) << run.err;
}

// A move number that is not one (negative, empty, hexadecimal, signed) is a usage error in
// every command that takes --move, before anything is written: score and view took -1 for
// an error of each game, '' for the end and 0x5 for move 5. Past the end stays the game's.
TEST(ScoreCommand, AMoveThatIsNotAMoveNumberIsAUsageErrorInEveryCommand) {
    testing::TempDir dir;
    for (const char* command : {"score", "show", "view"}) {
        for (const char* move : {"-1", "", "0x1", "+1", "1.0", " 1", "99999999999"}) {
            std::vector<std::string> args = {command, "--move", move, game};
            if (std::string(command) == "view") args.insert(args.end(), {"-o", dir / "out.html"});
            const Outcome run = kifu(args);
            EXPECT_EQ(run.status, 64) << command << " --move '" << move << "': " << run.err;
            EXPECT_NE(run.err.find("--move takes a move number"), std::string::npos) << run.err;
            EXPECT_TRUE(run.out.empty()) << command << " --move '" << move << "': " << run.out;
        }
        EXPECT_FALSE(std::filesystem::exists(dir / "out.html")) << command;
        std::vector<std::string> past = {command, "--move", "3", game};
        if (std::string(command) == "view") past.insert(past.end(), {"-o", dir / "out.html"});
        EXPECT_EQ(kifu(past).status, 2) << command;
        std::vector<std::string> last = {command, "--move", "2", game};
        if (std::string(command) == "view") last.insert(last.end(), {"-o", dir / "out.html"});
        EXPECT_LT(kifu(last).status, 2) << command;
    }
}

// JSON keeps one object per game, the error inside it and nothing on standard error: a
// script reading the lines never loses a game.
TEST(ScoreCommand, AGamesErrorIsInsideItsJsonObject) {
    for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
             {"score", "--format", "json", "--move", "3", game}, {"score", "--format", "json", "--dead", "zz", game}}) {
        const Outcome run = kifu(args);
        EXPECT_EQ(run.status, 2);
        EXPECT_TRUE(run.err.empty()) << run.err;
        const auto o = nlohmann::json::parse(run.out);
        EXPECT_EQ(o["game"], 0);
        ASSERT_EQ(o["errors"].size(), 1U) << run.out;
        EXPECT_NE(o["errors"][0]["message"].get<std::string>().find(args[3]), std::string::npos) << run.out;
        EXPECT_FALSE(o.contains("japanese"));
    }
}

}  // namespace
}  // namespace kifu::cli
