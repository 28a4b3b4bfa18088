// An official results file that is flawed or contradicts itself is refused (exit 78, its
// file, line and column), not read as far as it goes: a probe found each flaw below taken
// silently, then reported as wrong problems of the records.
#include <gtest/gtest.h>

#include <string>

#include "../../support/archive_writer.hpp"
#include "../../support/run_kifu.hpp"

namespace kifu::cli {
namespace {

using testing::kifu;
using testing::Outcome;
using testing::TempDir;

// A two-round event whose official results are `official` (written as `name`), with a
// record of each game of round 1 in the folder r.
std::string write_event(const TempDir& dir, const std::string& name, const std::string& official) {
    testing::write_file(dir / "event.toml", "name = \"Cup\"\ndates = \"2026-04-11\"\nrounds = 2\nboard_size = 9\n"
                                            "official_results = \"" + name + "\"\n");
    testing::write_file(dir / name, official);
    testing::write_file(dir / "r/r1a.sgf", "(;GM[1]FF[4]SZ[9]DT[2026-04-11]RO[1]PB[Alice Smith]PW[Bob Jones]RE[B+R];B[ee])");
    testing::write_file(dir / "r/r1b.sgf",
                        "(;GM[1]FF[4]SZ[9]DT[2026-04-11]RO[1]PB[Carol Lee]PW[Dan Wu]RE[W+R];B[ee])");
    return dir / "event.toml";
}

const std::string h9_head = "; EV[Cup]\n";

// A malformed result was dropped: Carol's round-2 game became her round 1, and her real
// round-1 game a record with no official game.
TEST(EventOfficialFile, AMalformedEgdResultIsRefusedAtItsColumn) {
    TempDir dir;
    const std::string event = write_event(dir, "official.h9",
                                          h9_head + "1 Smith Alice 1d GB Lon 2 3+/b 4+/w |111\n"
                                                    "2 Wu Dan 2k GB Lon 1 4+/w 3-/w |444\n"
                                                    "3 Jones Bob 1d GB Lon 1 1-/w 2+/b |222\n"
                                                    "4 Lee Carol 2k GB Lon 0 2-/bx 1-/b |333\n");
    for (const char* command : {"check", "results"}) {
        const Outcome run = kifu({command, "--event", event, dir / "r"});
        EXPECT_EQ(run.status, 78) << command << run.out << run.err;
        EXPECT_NE(run.err.find(std::string(dir / "official.h9") +
                               ":5:25: expected a result such as 3+/b, 0- or 2=/w!, got '2-/bx'"),
                  std::string::npos)
            << run.err;
        EXPECT_EQ(run.out.find("no-record"), std::string::npos) << run.out;
    }
}

// Each game was taken from Black's line alone: Alice's 3+/b against Bob's 1+/w (both claim
// the win) was read as Alice's win, unsaid.
TEST(EventOfficialFile, AnEgdGameWhoseTwoLinesDisagreeIsRefusedNamingBoth) {
    TempDir dir;
    const std::string event = write_event(dir, "official.h9",
                                          h9_head + "1 Smith Alice 1d GB Lon 2 3+/b 4+/w |111\n"
                                                    "2 Wu Dan 2k GB Lon 1 4+/w 3-/w |444\n"
                                                    "3 Jones Bob 1d GB Lon 1 1+/w 2+/b |222\n"
                                                    "4 Lee Carol 2k GB Lon 0 2-/b 1-/b |333\n");
    const std::string file = dir / "official.h9";
    for (const char* command : {"check", "results"}) {
        const Outcome run = kifu({command, "--event", event, dir / "r"});
        EXPECT_EQ(run.status, 78) << command << run.out << run.err;
        EXPECT_NE(run.err.find(file + ":2:27: round 1: '3+/b' here, but place 3's line (" + file +
                               ":4:25) has '1+/w', not '1-/w': both lines claim the win"),
                  std::string::npos)
            << run.err;
    }
}

// A game the official results give as won by default ("!": not played, not rated) against a
// record of a game played, and RE[W+F] against a game they give as played: both were exit 0,
// and results wrote the record's rated status unsaid. The file still follows the records.
TEST(EventOfficialFile, OfficialAndRecordDisagreeingOnWhetherAGameWasPlayedIsAProblem) {
    TempDir dir;
    const std::string event = write_event(dir, "official.h9",
                                          h9_head + "1 Smith Alice 1d GB Lon 1 3+/b! |111\n"
                                                    "2 Wu Dan 2k GB Lon 1 4+/w |444\n"
                                                    "3 Jones Bob 1d GB Lon 0 1-/w! |222\n"
                                                    "4 Lee Carol 2k GB Lon 0 2-/b |333\n");
    testing::write_file(dir / "r/r1b.sgf", "(;GM[1]FF[4]SZ[9]DT[2026-04-11]RO[1]PB[Carol Lee]PW[Dan Wu]RE[W+F])");
    const std::string of_round = "the official result of round 1 (" + std::string(dir / "official.h9") + ") is ";
    const std::string disagree = ": the two disagree on whether the game was played";
    const Outcome check = kifu({"check", "--event", event, dir / "r"});
    EXPECT_EQ(check.status, 3) << check.out << check.err;
    EXPECT_NE(check.out.find("official-result  RE[B+R] but " + of_round + "a win for Alice Smith (Black) by default (not played)" +
                             disagree),
              std::string::npos)
        << check.out;
    EXPECT_NE(check.out.find("official-result  RE[W+F] but " + of_round + "a win for Dan Wu (White) in a game played" + disagree),
              std::string::npos)
        << check.out;
    const Outcome results = kifu({"results", "--event", event, dir / "r"});
    EXPECT_EQ(results.status, 3) << results.err;
    EXPECT_NE(results.err.find("by default (not played)" + disagree + "; the file follows the record"), std::string::npos)
        << results.err;
    // The records': Alice's game played and rated, Dan's won by default.
    EXPECT_EQ(results.out.find("+/b!"), std::string::npos) << results.out;
    EXPECT_NE(results.out.find("+/w!"), std::string::npos) << results.out;

    // Where the two agree, nothing is said.
    testing::write_file(dir / "r/r1a.sgf", "(;GM[1]FF[4]SZ[9]DT[2026-04-11]RO[1]PB[Alice Smith]PW[Bob Jones]RE[B+F])");
    testing::write_file(dir / "r/r1b.sgf", "(;GM[1]FF[4]SZ[9]DT[2026-04-11]RO[1]PB[Carol Lee]PW[Dan Wu]RE[W+R];B[ee])");
    const Outcome agreeing = kifu({"check", "--event", event, dir / "r"});
    EXPECT_EQ(agreeing.status, 0) << agreeing.out;
}

}  // namespace
}  // namespace kifu::cli
