// Which official game a record stands for: each official game is one record's, a record
// accounts for one official game, and a copy naming other players is set against the
// official results as well. Each test was a false or missing problem of check --event or
// results (a tester's findings).
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "../../support/archive_writer.hpp"
#include "../../support/occurrences.hpp"
#include "../../support/run_kifu.hpp"

namespace kifu::cli {
namespace {

using testing::kifu;
using testing::occurrences;
using testing::Outcome;
using testing::TempDir;

const std::string sample = std::string(KIFU_SOURCE_DIR) + "/sample-games/event";

// A game's moves two records share (a copy), long enough to be told from any other.
const std::string shared_moves = ";B[pd];W[dd];B[pq];W[dp];B[fc];W[cf];B[jd];W[qo];B[qk];W[op];B[np];W[oq]";

// An event of `rounds` rounds whose official results are `official` (written as `name`).
std::string write_event(const TempDir& dir, int rounds, const std::string& name, const std::string& official) {
    testing::write_file(dir / "event.toml", "name = \"Cup\"\ndates = \"2026-04-11\"\nrounds = " + std::to_string(rounds) +
                                                "\nofficial_results = \"" + name + "\"\n");
    testing::write_file(dir / name, official);
    return dir / "event.toml";
}

std::string record(const std::string& root, const std::string& moves = ";B[pd];W[dd]") {
    return "(;GM[1]FF[4]SZ[19]DT[2026-04-11]" + root + moves + ")";
}

// An AGA file without "# Round" comments names no round: the pair's two games, one with
// each colours, matched a record each. The second record was matched to the first game
// again, so contradicted it "in round 3".
TEST(EventCheck, APairsSecondRecordTakesTheirOtherOfficialGame) {
    TempDir dir;
    const std::string event =
        write_event(dir, 3, "official.txt",
                    "TOURNEY Cup\n\tstart=2026-04-11\n\tfinish=2026-04-11\nPLAYERS\n 20001 Smith, Alice 2d\n"
                    " 20002 Jones, Bob 1d\nGAMES\n20002 20001 b 0 7\n20001 20002 b 0 7\n");
    testing::write_file(dir / "r/r1.sgf", record("RO[1]PB[Alice Smith]PW[Bob Jones]RE[B+R]"));
    testing::write_file(dir / "r/r3.sgf", record("RO[3]PB[Bob Jones]PW[Alice Smith]RE[B+R]"));
    const Outcome run = kifu({"check", "--event", event, dir / "r"});
    EXPECT_EQ(run.status, 0) << run.out;
    EXPECT_EQ(run.out.find("colours-swapped"), std::string::npos) << run.out;
    EXPECT_EQ(run.out.find("official-result"), std::string::npos) << run.out;
    EXPECT_EQ(run.out.find("no-record"), std::string::npos) << run.out;

    // A record that contradicts the game it stands for names it by its line, not by the
    // record's round, which the file does not give.
    testing::write_file(dir / "r/r3.sgf", record("RO[3]PB[Bob Jones]PW[Alice Smith]RE[W+R]"));
    const Outcome other = kifu({"check", "--event", event, dir / "r"});
    EXPECT_EQ(other.status, 3) << other.out;
    EXPECT_NE(other.out.find("official-result  RE[W+R] but the official result (" + std::string(dir / "official.txt") +
                             ", line 9) is a win for Bob Jones (Black)"),
              std::string::npos)
        << other.out;
    EXPECT_EQ(other.out.find("round 3"), std::string::npos) << other.out;
}

// Two records of one game's moves naming other players: kifu cannot tell which is the
// copy. The later, which the official results hold, was left out, so results kept the one
// they contradict and no official game went missing.
TEST(EventCheck, ACopyNamingOtherPlayersIsStillSetAgainstTheOfficialResults) {
    TempDir dir;
    const std::string event =
        write_event(dir, 1, "official.h9",
                    "; EV[Cup]\n; Pl Name          Rk Co Club  R1\n  1 Smith Alice    2d GB Lond  2+/b\n"
                    "  2 Jones Bob      1d GB Camb  1-/w\n  3 White Carol    1k IE Dubl  4+/b\n"
                    "  4 Brown Dave     2k GB Lond  3-/w\n");
    testing::write_file(dir / "r/a-alice-bob.sgf", record("RO[1]PB[Alice Smith]PW[Bob Jones]RE[W+R]", shared_moves));
    testing::write_file(dir / "r/b-carol-dave.sgf", record("RO[1]PB[Carol White]PW[Dave Brown]RE[B+R]", shared_moves));
    const Outcome run = kifu({"check", "--event", event, dir / "r"});
    EXPECT_EQ(run.status, 3) << run.out;
    EXPECT_NE(run.out.find("one of the two is not this game's record"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("RE[W+R] but the official result of round 1"), std::string::npos) << run.out;
    EXPECT_EQ(run.out.find("no-record"), std::string::npos) << run.out;

    const Outcome results = kifu({"results", "--event", event, dir / "r"});
    EXPECT_EQ(results.status, 3) << results.err;
    EXPECT_EQ(results.err.find("the same game as an earlier record"), std::string::npos) << results.err;
    EXPECT_NE(results.out.find("results of 2 placed records"), std::string::npos) << results.out;

    // The later record contradicting its own official game too: said of it as well.
    testing::write_file(dir / "r/b-carol-dave.sgf", record("RO[1]PB[Carol White]PW[Dave Brown]RE[W+R]", shared_moves));
    const Outcome both = kifu({"check", "--event", event, dir / "r"});
    EXPECT_EQ(occurrences(both.out, "official-result"), 2u) << both.out;
}

// A record without RO accounts for one official game of its pair (the one it agrees
// with): the pair's other games have no record. It hid them all.
TEST(EventCheck, ARecordWithoutRoundAccountsForOneOfficialGame) {
    TempDir dir;
    const std::string event =
        write_event(dir, 3, "official.h9",
                    "; EV[Cup]\n; Pl Name                 Rk Co Club  R1    R2   R3\n"
                    "  1 Smith Alice          2d  GB Lond  2+/b  0-   2+/w  |10000001\n"
                    "  2 Jones Bob            1d  GB Camb  1-/w  0-   1-/b  |10000002\n");
    testing::write_file(dir / "r/ab.sgf", record("PB[Alice Smith]PW[Bob Jones]RE[B+R]", shared_moves));
    const Outcome run = kifu({"check", "--event", event, dir / "r"});
    EXPECT_EQ(run.status, 3) << run.out;
    EXPECT_EQ(occurrences(run.out, "no-record"), 1u) << run.out;
    // Alice had Black and won in round 1, as the record says: round 3 is the one missing.
    EXPECT_NE(run.out.find("round 3, Bob Jones (Black) vs Alice Smith (White)"), std::string::npos) << run.out;

    // A copy of it (the same players) is the game the first holds: it holds no other.
    testing::write_file(dir / "r/ab-copy.sgf", record("PB[Alice Smith]PW[Bob Jones]RE[B+R]", shared_moves));
    const Outcome copied = kifu({"check", "--event", event, dir / "r"});
    EXPECT_NE(copied.out.find("the game is recorded twice"), std::string::npos) << copied.out;
    EXPECT_EQ(occurrences(copied.out, "no-record"), 1u) << copied.out;
}

// A record whose colours are the reverse of the official results': results wrote it
// without a word and exited 0, while check --event flags it.
TEST(EventResults, ColoursTheReverseOfTheOfficialResultsAreSaid) {
    TempDir dir;
    const std::string event =
        write_event(dir, 1, "official.h9",
                    "; EV[Cup]\n; Pl Name          Rk Co Club  R1\n  1 Smith Alice    2d GB Lond  2+/b\n"
                    "  2 Jones Bob      1d GB Camb  1-/w\n");
    testing::write_file(dir / "r/ab.sgf", record("RO[1]PB[Bob Jones]BR[1d]PW[Alice Smith]WR[2d]RE[W+R]"));
    const Outcome run = kifu({"results", "--event", event, dir / "r"});
    EXPECT_EQ(run.status, 3) << run.err;
    EXPECT_NE(run.err.find("ab.sgf: PB[Bob Jones] PW[Alice Smith], but the official results (" +
                           std::string(dir / "official.h9") +
                           ") give Alice Smith Black in round 1; the file follows the record"),
              std::string::npos)
        << run.err;
}

// One file named twice (in its folder and by itself) is one input: it was read once and
// yet reported a duplicate of itself, and results left it out as "the same game".
TEST(EventCheck, AFileNamedTwiceIsNoCopyOfItself) {
    TempDir dir;
    std::filesystem::copy(sample + "/clean", dir.path() / "clean", std::filesystem::copy_options::recursive);
    const std::string round = dir / "clean/round-2";
    const std::string again = dir / "clean/round-2/./bob-erin.sgf";
    const Outcome run = kifu({"check", "--event", dir / "clean/event.toml", round, again});
    EXPECT_EQ(run.out.find("duplicate"), std::string::npos) << run.out;
    EXPECT_EQ(run.out.find("recorded twice"), std::string::npos) << run.out;

    const Outcome results = kifu({"results", "--event", dir / "clean/event.toml", dir / "clean", again});
    EXPECT_EQ(results.err.find("not placed"), std::string::npos) << results.err;
    EXPECT_EQ(results.status, 0) << results.err;
}

}  // namespace
}  // namespace kifu::cli
