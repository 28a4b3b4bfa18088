// `kifu fix IN... -o OUT` as a user runs it: one record to a file, a folder to a folder at
// the same paths, the report (text and JSON), --dry-run writing nothing, outputs never over
// an input, and the exit statuses of the rest of kifu. With ../shared/corpus, its files
// that test readers hardest (charsets, broken syntax, FF[1]-FF[3]): each output read again
// with the same position after every move, and fixed again without a change.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "../../support/archive_writer.hpp"
#include "../../support/run_kifu.hpp"
#include "../../support/temp_dir.hpp"
#include "fix_check.hpp"

namespace kifu::cli {
namespace {
using kifu::testing::kifu;
using kifu::testing::TempDir;
namespace fs = std::filesystem;

void write_file(const fs::path& path, const std::string& text) {
    fs::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
}

std::string read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

constexpr std::string_view old_record = "(;FF[3]GM[1]SZ[19]KM[750]RE[B+Resign]DT[2005-3-4];B[pd];W[tt])";
constexpr std::string_view clean_record = "(;FF[4]GM[1]SZ[19]CA[UTF-8]KM[6.5]\n;B[pd]\n;W[dp])\n";
constexpr std::string_view guess_record = "(;FF[4]GM[1]SZ[19]CA[UTF-8]RE[B+Illegal]\n;B[pd])\n";

TEST(FixCommand, OneRecordToAFileWithItsReport) {
    TempDir dir;
    write_file(dir / "old.sgf", std::string(old_record));
    const auto run = kifu({"fix", dir / "old.sgf", "-o", dir / "new.sgf"});
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(read_file(dir / "new.sgf"), "(;CA[UTF-8]FF[4]GM[1]SZ[19]KM[7.5]RE[B+R]DT[2005-03-04]\n;B[pd]\n;W[])\n")
        << run.out;
    EXPECT_EQ(read_file(dir / "old.sgf"), old_record);
    EXPECT_NE(run.out.find("1:19  KM[750] -> KM[7.5]"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("CA[UTF-8] added"), std::string::npos) << run.out;

    // Fixed again: nothing to change, the same bytes, exit 0.
    const auto again = kifu({"fix", dir / "new.sgf", "-o", dir / "again.sgf"});
    EXPECT_EQ(again.status, 0) << again.err;
    EXPECT_EQ(read_file(dir / "again.sgf"), read_file(dir / "new.sgf"));
    EXPECT_NE(again.out.find("0 changes"), std::string::npos) << again.out;
}

// Markup point lists are repaired as setup ones are: a point listed twice written once, a
// point off the board removed, each reported (they were kept and not reported, exit 0).
TEST(FixCommand, MarkupPointsListedTwiceOrOffTheBoardAreRepairedAndSaid) {
    TempDir dir;
    write_file(dir / "m.sgf", "(;GM[1]FF[4]SZ[9]\n;B[ee]TR[bb][bb]MA[zz]SQ[cc:dd]CR[aa])\n");
    const auto run = kifu({"fix", dir / "m.sgf", "-o", dir / "fixed.sgf"});
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(read_file(dir / "fixed.sgf"), "(;CA[UTF-8]GM[1]FF[4]SZ[9]\n;B[ee]TR[bb]SQ[cc:dd]CR[aa])\n") << run.out;
    EXPECT_NE(run.out.find("TR[bb,bb] -> TR[bb]: duplicate points removed: bb"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("MA[zz] removed: zz is off the 9x9 board"), std::string::npos) << run.out;
}

// A record the end of the file cut: closed, with no move invented for the cut one ("B["
// was written back as a pass), and reported as left: the written record reads as whole,
// so fix must not call it clean.
TEST(FixCommand, ACutOffRecordIsClosedWithoutAnInventedMoveAndIsNotClean) {
    TempDir dir;
    write_file(dir / "cut.sgf", "(;FF[4]GM[1]SZ[9]RE[B+R];B[ee];W[cc];B[");
    const auto run = kifu({"fix", dir / "cut.sgf", "-o", dir / "fixed.sgf"});
    EXPECT_EQ(run.status, 1) << run.err;
    const std::string fixed = read_file(dir / "fixed.sgf");
    EXPECT_EQ(fixed.find("B[]"), std::string::npos) << fixed;
    EXPECT_NE(fixed.find(";W[cc]"), std::string::npos) << fixed;
    EXPECT_NE(run.out.find("1 left as it was"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("the record is cut off"), std::string::npos) << run.out;
    // The original said the result cannot be judged, and still does.
    const auto check = kifu({"check", dir / "cut.sgf"});
    EXPECT_NE(check.out.find("the record is cut off"), std::string::npos) << check.out;
    EXPECT_EQ(check.out.find("passed"), std::string::npos) << check.out;
}

// What FF[4] forbids and fix cannot settle without choosing for the reader: a second
// property of one name in a node, a point set up as both colours. Written back as it was,
// and reported left (it said clean).
TEST(FixCommand, APropertyTwiceInANodeAndAPointOfBothColoursAreLeftAndSaid) {
    TempDir dir;
    write_file(dir / "twice.sgf", "(;FF[4]GM[1]SZ[9]AB[ee]AW[ee]AB[dd]C[one]C[two];B[cc])");
    const auto run = kifu({"fix", dir / "twice.sgf", "-o", dir / "fixed.sgf"});
    EXPECT_EQ(run.status, 1) << run.err;
    EXPECT_NE(run.out.find("3 left as they were"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("a second AB in the node"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("a second C in the node"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("ee set up as both Black (AB) and White (AW)"), std::string::npos) << run.out;
    EXPECT_NE(read_file(dir / "fixed.sgf").find("AB[ee]AW[ee]AB[dd]C[one]C[two]"), std::string::npos);
    // Two moves of one name are the second-move rule's, said once.
    write_file(dir / "moves.sgf", "(;FF[4]GM[1]SZ[9];B[cc]B[dd])");
    const auto moves = kifu({"fix", dir / "moves.sgf", "-o", dir / "moves-fixed.sgf"});
    EXPECT_NE(moves.out.find("1 left as it was"), std::string::npos) << moves.out;
}

TEST(FixCommand, JsonReportAndDryRun) {
    TempDir dir;
    write_file(dir / "old.sgf", std::string(old_record));
    const auto run = kifu({"fix", dir / "old.sgf", "--dry-run", "--format", "json"});
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_FALSE(fs::exists(dir / "new.sgf"));
    const auto report = nlohmann::json::parse(run.out);
    EXPECT_EQ(report["file"], dir / "old.sgf");
    EXPECT_TRUE(report["output"].is_null());
    EXPECT_EQ(report["games"], 1);
    bool komi = false;
    for (const auto& c : report["changes"]) {
        for (const char* key : {"kind", "game", "line", "column", "property", "old", "new", "why"})
            EXPECT_TRUE(c.contains(key)) << key;
        if (c["property"] == "KM") {
            komi = true;
            EXPECT_EQ(c["kind"], "value");
            EXPECT_EQ(c["old"], "750");
            EXPECT_EQ(c["new"], "7.5");
            EXPECT_EQ(c["line"], 1);
            EXPECT_EQ(c["column"], 19);
        }
    }
    EXPECT_TRUE(komi) << run.out;
    EXPECT_TRUE(report["left"].empty());
    EXPECT_EQ(report["changes_not_listed"], 0);
    EXPECT_EQ(report["left_not_listed"], 0);
}

// A record repeating one problem (a second XA in the node) 50,000 times: the report lists
// 100 of them and counts the rest; the counts are still every one. It listed them all: five
// million gave a 500 MB report and took 2.7 GB.
TEST(FixCommand, AProblemRepeatedIsListedUpToAHundredTimesAndCounted) {
    TempDir dir;
    std::string record = "(;GM[1]FF[4]CA[UTF-8]SZ[19]";
    for (int i = 0; i < 50'000; ++i) record += "XA[]";
    write_file(dir / "xa.sgf", record + ";B[aa])");
    const auto text = kifu({"fix", dir / "xa.sgf", "--dry-run"});
    EXPECT_EQ(text.status, 1) << text.err;
    EXPECT_NE(text.out.find(": 0 changes, 49999 left as they were\n"), std::string::npos) << text.out.substr(0, 300);
    EXPECT_NE(text.out.find("  ... and 49899 more left as they were, not listed"), std::string::npos);
    EXPECT_LT(text.out.size(), 20'000U);
    const auto json = nlohmann::json::parse(kifu({"fix", dir / "xa.sgf", "--dry-run", "--format", "json"}).out);
    EXPECT_EQ(json["left"].size(), 100U);
    EXPECT_EQ(json["left_not_listed"], 49899);
    EXPECT_EQ(json["changes_not_listed"], 0);
}

TEST(FixCommand, AFolderIsWrittenAtItsOwnPathsAndTheStatusSaysWhatWasLeft) {
    TempDir dir;
    write_file(dir / "in/a.sgf", std::string(old_record));
    write_file(dir / "in/sub/b.SGF", std::string(clean_record));
    write_file(dir / "in/sub/c.sgf", std::string(guess_record));
    write_file(dir / "in/sub/d.sgf", "no game here");
    const auto run = kifu({"fix", dir / "in", "-o", dir / "out"});
    EXPECT_EQ(run.status, 2) << "an unreadable input: " << run.err;
    EXPECT_TRUE(fs::exists(dir / "out/a.sgf"));
    EXPECT_EQ(read_file(dir / "out/sub/b.SGF"), clean_record) << "a clean record is written as it was";
    EXPECT_EQ(read_file(dir / "out/sub/c.sgf"), guess_record) << "RE[B+Illegal] is left as it was";
    EXPECT_FALSE(fs::exists(dir / "out/sub/d.sgf"));
    EXPECT_NE(run.out.find("left  1:28  RE: RE[B+Illegal]"), std::string::npos) << run.out;

    fs::remove(dir / "in/sub/d.sgf");
    const auto left = kifu({"fix", dir / "in", "-o", dir / "out2"});
    EXPECT_EQ(left.status, 1) << "something left as it was: " << left.err;
    fs::remove(dir / "in/sub/c.sgf");
    const auto clean = kifu({"fix", dir / "in", "-o", dir / "out3"});
    EXPECT_EQ(clean.status, 0) << clean.err;
}

TEST(FixCommand, NeverOverAnInput) {
    TempDir dir;
    write_file(dir / "in/a.sgf", std::string(old_record));
    const auto same = kifu({"fix", dir / "in/a.sgf", "-o", dir / "in/a.sgf"});
    EXPECT_EQ(same.status, 64);
    EXPECT_EQ(read_file(dir / "in/a.sgf"), old_record);
    const auto inside = kifu({"fix", dir / "in", "-o", dir / "in/fixed"});
    EXPECT_EQ(inside.status, 64) << "the output folder is inside the folder read";
    EXPECT_FALSE(fs::exists(dir / "in/fixed"));
    const auto no_output = kifu({"fix", dir / "in/a.sgf"});
    EXPECT_EQ(no_output.status, 64);
}

TEST(FixCommand, AWriteThatFailsIs74AndAnEarlierOutputIsReplaced) {
    TempDir dir;
    write_file(dir / "a.sgf", std::string(old_record));
    EXPECT_EQ(kifu({"fix", dir / "a.sgf", "-o", dir / "no-such-folder/a.sgf"}).status, 74);
    write_file(dir / "in/b.sgf", std::string(clean_record));
    EXPECT_EQ(kifu({"fix", dir / "in", "-o", dir / "a.sgf/out"}).status, 74) << "a file where the folder goes";

    // An earlier output of the same record is replaced by a second run, after the input
    // gained a comment too (the new output holds all the earlier one did).
    ASSERT_EQ(kifu({"fix", dir / "a.sgf", "-o", dir / "out.sgf"}).status, 0);
    std::string edited(old_record);
    edited.insert(edited.find(';') + 1, "C[added to the input since]");
    write_file(dir / "a.sgf", edited);
    EXPECT_EQ(kifu({"fix", dir / "a.sgf", "-o", dir / "out.sgf"}).status, 0);
    const std::string replaced = read_file(dir / "out.sgf");
    EXPECT_NE(replaced.find("added to the input since"), std::string::npos) << replaced;
    EXPECT_NE(replaced.find("KM[7.5]"), std::string::npos) << replaced;
}

// A record of another game at -o is someone's game (`kifu fix -o games/*.sgf` with two
// games would fix the second over the first): refused, 64, left as it was; in a folder run
// too, where the other records are still written.
TEST(FixCommand, ARecordOfAnotherGameIsNeverReplaced) {
    TempDir dir;
    write_file(dir / "a.sgf", std::string(old_record));
    const std::string other = "(;GM[1]FF[4]SZ[9];B[ee];W[cc])\n";
    write_file(dir / "other.sgf", other);
    EXPECT_EQ(kifu({"fix", dir / "a.sgf", "-o", dir / "other.sgf"}).status, 64);
    EXPECT_EQ(read_file(dir / "other.sgf"), other);
    EXPECT_EQ(kifu({"annotate", dir / "a.sgf", "-o", dir / "other.sgf"}).status, 64);
    EXPECT_EQ(read_file(dir / "other.sgf"), other);
    write_file(dir / "notes.txt", "my notes");   // not a record: not replaced either
    const auto notes = kifu({"fix", dir / "a.sgf", "-o", dir / "notes.txt"});
    EXPECT_EQ(notes.status, 64);
    EXPECT_NE(notes.err.find("holds a file that is not a game record"), std::string::npos) << notes.err;
    EXPECT_EQ(read_file(dir / "notes.txt"), "my notes");
    write_file(dir / "empty.sgf", "");   // nothing to lose
    EXPECT_EQ(kifu({"fix", dir / "a.sgf", "-o", dir / "empty.sgf"}).status, 0);

    write_file(dir / "in/a.sgf", std::string(old_record));
    write_file(dir / "in/b.sgf", std::string(clean_record));
    write_file(dir / "out/a.sgf", other);
    const auto folder = kifu({"fix", dir / "in", "-o", dir / "out"});
    EXPECT_EQ(folder.status, 64);
    EXPECT_EQ(read_file(dir / "out/a.sgf"), other);
    EXPECT_NE(read_file(dir / "out/b.sgf").find(";"), std::string::npos);
    // The summary says that a record was not written, not only that the others were.
    EXPECT_NE(folder.err.find("1 not written"), std::string::npos) << folder.err;
    write_file(dir / "notes/a.sgf", other);
    const auto annotated = kifu({"annotate", dir / "in", "-o", dir / "notes"});
    EXPECT_EQ(annotated.status, 64);
    EXPECT_EQ(read_file(dir / "notes/a.sgf"), other);
    EXPECT_NE(annotated.err.find("1 annotated record(s) not written"), std::string::npos) << annotated.err;
}

// A folder added to a rerun (`fix q -o out`, then `fix p q -o out`, both holding x/a.sgf):
// p's place holds q's earlier output, another game, so p is refused; the name stays q's,
// whose output is replaced there. It was taken by p's attempt, and q went on to a-2.sgf:
// q's game twice in the folder.
TEST(FixCommand, ANameRefusedToOneInputStaysFreeForTheInputWhoseOutputItHolds) {
    TempDir dir;
    const std::string alice = "(;FF[4]GM[1]SZ[9]KM[7]PB[Alice]PW[Bob]RE[B+R];B[ee];W[cc];B[gc];W[cg];B[gg])\n";
    const std::string carol = "(;FF[4]GM[1]SZ[9]KM[7]PB[Carol]PW[Dave]RE[W+R];B[ff];W[dd];B[hd];W[dh])\n";
    write_file(dir / "p/x/a.sgf", alice);
    write_file(dir / "q/x/a.sgf", carol);
    ASSERT_EQ(kifu({"fix", dir / "q", "-o", dir / "out"}).status, 0);
    const std::string first = read_file(dir / "out/x/a.sgf");
    const auto rerun = kifu({"fix", dir / "p", dir / "q", "-o", dir / "out"});
    EXPECT_EQ(rerun.status, 64) << rerun.err;
    EXPECT_NE(rerun.err.find("holds a record of another game"), std::string::npos) << rerun.err;
    EXPECT_EQ(read_file(dir / "out/x/a.sgf"), first);
    EXPECT_FALSE(std::filesystem::exists(dir / "out/x/a-2.sgf")) << rerun.err;
}

// Several inputs, a folder or an archive go into a folder: -o naming a file (one of the
// inputs, or notes of the user's) is a usage error, 64, both files as they were. It was
// 74, "cannot place it under b.sgf: Not a directory", for each record.
TEST(FixCommand, AFileWhereTheFolderGoesIsAUsageError) {
    TempDir dir;
    write_file(dir / "a.sgf", std::string(old_record));
    write_file(dir / "b.sgf", std::string(clean_record));
    write_file(dir / "notes.txt", "my notes");
    const auto over_input = kifu({"fix", dir / "a.sgf", dir / "b.sgf", "-o", dir / "b.sgf"});
    EXPECT_EQ(over_input.status, 64) << over_input.err;
    EXPECT_NE(over_input.err.find("would overwrite the input"), std::string::npos) << over_input.err;
    EXPECT_NE(over_input.err.find("give -o DIR"), std::string::npos) << over_input.err;
    const auto over_notes = kifu({"fix", dir / "a.sgf", dir / "b.sgf", "-o", dir / "notes.txt"});
    EXPECT_EQ(over_notes.status, 64) << over_notes.err;
    EXPECT_NE(over_notes.err.find("is a file, not a folder"), std::string::npos) << over_notes.err;
    EXPECT_EQ(read_file(dir / "a.sgf"), old_record);
    EXPECT_EQ(read_file(dir / "b.sgf"), clean_record);
    EXPECT_EQ(read_file(dir / "notes.txt"), "my notes");

    // annotate: a folder into a file, the same.
    write_file(dir / "in/c.sgf", std::string(clean_record));
    const auto annotated = kifu({"annotate", dir / "in", "-o", dir / "notes.txt"});
    EXPECT_EQ(annotated.status, 64) << annotated.err;
    EXPECT_NE(annotated.err.find("is a file, not a folder"), std::string::npos) << annotated.err;
    EXPECT_EQ(read_file(dir / "notes.txt"), "my notes");
    // A folder not made yet named like a record (meant as a file): refused, nothing made.
    const auto like_a_record = kifu({"fix", dir / "a.sgf", dir / "b.sgf", "-o", dir / "new.sgf"});
    EXPECT_EQ(like_a_record.status, 64) << like_a_record.err;
    EXPECT_NE(like_a_record.err.find("is named like a game record"), std::string::npos) << like_a_record.err;
    EXPECT_FALSE(std::filesystem::exists(dir / "new.sgf"));
    const auto into_input = kifu({"fix", dir / "in", "-o", dir / "a.sgf"});
    EXPECT_EQ(into_input.status, 64) << into_input.err;
    EXPECT_EQ(read_file(dir / "a.sgf"), old_record);
}

// A user's own copy of the same game (same moves, with names, comments and a variation of
// their own) is not an earlier output: neither annotate nor fix replaces it. An earlier
// output of the same input still is replaced, kifu's own comment and markup included.
TEST(FixCommand, SomeonesOwnCopyOfTheSameGameIsNeverReplaced) {
    TempDir dir;
    const std::string game = "(;GM[1]FF[4]SZ[9]KM[6.5]RE[B+R];B[ee];W[cc])\n";
    const std::string master = "(;GM[1]FF[4]SZ[9]KM[6.5]RE[B+R]PB[Master copy]C[my notes];B[ee]C[great move]"
                               "(;W[cc])(;W[gg]C[a variation I spent hours on]))\n";
    write_file(dir / "a.sgf", game);
    for (const char* command : {"annotate", "fix"}) {
        write_file(dir / "master.sgf", master);
        const auto run = kifu({command, dir / "a.sgf", "-o", dir / "master.sgf"});
        EXPECT_EQ(run.status, 64) << command << ": " << run.err;
        EXPECT_NE(run.err.find("would not write"), std::string::npos) << run.err;
        // Nor is it called someone's copy for certain: an earlier output of an input edited
        // since (a name corrected) looks the same.
        EXPECT_NE(run.err.find("or an earlier output of an input changed since, which kifu cannot tell apart"),
                  std::string::npos)
            << run.err;
        EXPECT_EQ(read_file(dir / "master.sgf"), master) << command;

        // A second run over its own earlier output: replaced.
        const std::string out = dir / (std::string(command) + ".sgf");
        ASSERT_EQ(kifu({command, dir / "a.sgf", "-o", out}).status, 0) << command;
        const std::string first = read_file(out);
        EXPECT_EQ(kifu({command, dir / "a.sgf", "-o", out}).status, 0) << command << ": a second run";
        EXPECT_EQ(read_file(out), first);
    }
}

// Marks a user added in an editor to an earlier output (MA, TB, TW on a move before the
// end) are theirs: kifu writes those properties only on the final node. A second run of
// either command deleted them, exit 0; now it refuses (64) and leaves the file.
TEST(FixCommand, MarksAddedToAnEarlierOutputAreNeverDeleted) {
    TempDir dir;
    write_file(dir / "g.sgf", "(;GM[1]FF[4]SZ[9]KM[7]PB[b]PW[w];B[ee];W[cc];B[gg];W[cg];B[])\n");
    for (const char* command : {"annotate", "fix"}) {
        const std::string out = dir / (std::string(command) + ".sgf");
        ASSERT_LE(kifu({command, dir / "g.sgf", "-o", out}).status, 1) << command;
        std::string marked = read_file(out);
        const std::size_t move = marked.find(";W[cc]");
        ASSERT_NE(move, std::string::npos) << marked;
        marked.insert(move + 6, "MA[dd][de]TB[aa]TW[ii]");
        write_file(out, marked);
        const auto again = kifu({command, dir / "g.sgf", "-o", out});
        EXPECT_EQ(again.status, 64) << command << ": " << again.err;
        EXPECT_NE(again.err.find("MA[dd]"), std::string::npos) << again.err;
        EXPECT_EQ(read_file(out), marked) << command;
    }
}

// The same marks on the final node, where annotate writes its own: without KIFU beside
// them (a fixed record, an annotated game kifu only estimated, as a resigned one) they are
// the user's count, and a second run deleted them, exit 0. Beside KIFU they are kifu's
// judgement, which a second run replaces (the test above: a game counted by kifu).
TEST(FixCommand, MarksAddedToTheFinalNodeOfAnEarlierOutputAreNeverDeleted) {
    TempDir dir;
    write_file(dir / "g.sgf", "(;FF[4]GM[1]CA[UTF-8]SZ[9]KM[6.5]RU[Japanese]RE[W+R];B[ee];W[cc];B[gg];W[gc])\n");
    for (const char* command : {"annotate", "fix"}) {
        const std::string out = dir / (std::string(command) + ".sgf");
        ASSERT_LE(kifu({command, dir / "g.sgf", "-o", out}).status, 3) << command;
        std::string marked = read_file(out);
        const std::size_t move = marked.find(";W[gc]");
        ASSERT_NE(move, std::string::npos) << marked;
        marked.insert(move + 6, "TB[aa][ab]TW[ii][hi]MA[ee]");
        write_file(out, marked);
        const auto again = kifu({command, dir / "g.sgf", "-o", out});
        EXPECT_EQ(again.status, 64) << command << ": " << again.err;
        EXPECT_NE(again.err.find("would not write"), std::string::npos) << again.err;
        EXPECT_EQ(read_file(out), marked) << command;
    }
}

// kifu's own judgement on the final node (TB, TW and MA beside KIFU) is an earlier output's,
// replaced by a second run, also after the user changed nothing else.
TEST(FixCommand, KifusOwnMarkupOnTheFinalNodeIsReplacedByASecondRun) {
    TempDir dir;
    // A closed border: Black A-D, White G-J, counted by kifu (TB, TW and KIFU).
    std::string game = "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]";
    for (int y = 0; y < 9; ++y) {
        const char row = static_cast<char>('a' + y);
        game += std::string(";B[e") + row + "];W[f" + row + "]";
    }
    game += ";B[];W[])\n";
    write_file(dir / "g.sgf", game);
    const std::string out = dir / "annotate.sgf";
    ASSERT_LE(kifu({"annotate", dir / "g.sgf", "-o", out}).status, 1);
    const std::string first = read_file(out);
    ASSERT_NE(first.find("KIFU["), std::string::npos) << first;
    ASSERT_NE(first.find("TB["), std::string::npos) << first;
    const auto again = kifu({"annotate", dir / "g.sgf", "-o", out});
    EXPECT_EQ(again.status, 0) << again.err;
    EXPECT_EQ(read_file(out), first);
}

// Where the comment of kifu's that holds `marker` ends: the offset of its closing ']'.
std::size_t end_of_comment(const std::string& record, std::string_view marker) {
    std::size_t at = record.find(marker);
    if (at == std::string::npos) return at;
    for (; at < record.size() && record[at] != ']'; ++at)
        if (record[at] == '\\') ++at;
    return at;
}

// A teacher's note added to kifu's own comment in an annotated record is theirs: a second
// run refuses, 64, naming the node and the note, and leaves the file as it was. A second
// run deleted it, exit 0 (everything from "kifu: " on was taken for kifu's). kifu's own
// text, as this run writes it or as another --komi writes it, is still replaced.
TEST(FixCommand, ANoteAddedToKifusCommentIsNeverDeleted) {
    TempDir dir;
    // A finished 5x5 game: Black's wall on the third line, counted at the end.
    const std::string game = "(;GM[1]FF[4]SZ[5]KM[0.5]RU[Japanese]RE[B+4.5];B[ca];W[da];B[cb];W[db];B[cc];W[dc];"
                             "B[cd];W[dd];B[ce];W[de])\n";
    write_file(dir / "in.sgf", game);
    const std::string out = dir / "out.sgf";
    ASSERT_LE(kifu({"annotate", dir / "in.sgf", "-o", out}).status, 1);
    const std::string annotated = read_file(out);
    const std::size_t end = end_of_comment(annotated, "kifu: ");
    ASSERT_NE(end, std::string::npos) << annotated;

    for (const auto& [where, note] : {std::pair<std::size_t, std::string>{end, "\nTEACHER NOTE: Black should have "
                                                                                "played E5 here"},
                                      {annotated.find('\n', annotated.find("kifu: ")) + 1, "Look at move 3.\n"}}) {
        std::string edited = annotated;
        edited.insert(where, note);
        write_file(out, edited);
        const auto again = kifu({"annotate", dir / "in.sgf", "-o", out});
        EXPECT_EQ(again.status, 64) << note << ": " << again.err;
        EXPECT_NE(again.err.find("in kifu's own comment"), std::string::npos) << again.err;
        EXPECT_NE(again.err.find("game 1, node 10"), std::string::npos) << again.err;
        EXPECT_EQ(read_file(out), edited) << note;
    }

    // kifu's own text: replaced, the same or in other words (another komi, other counts).
    write_file(out, annotated);
    EXPECT_LE(kifu({"annotate", dir / "in.sgf", "-o", out}).status, 1);
    EXPECT_EQ(read_file(out), annotated);
    const auto other_komi = kifu({"annotate", dir / "in.sgf", "--komi", "6.5", "-o", out});
    EXPECT_EQ(other_komi.status, 3) << other_komi.err;   // replaced; RE no longer stands under komi 6.5
    EXPECT_NE(read_file(out), annotated);
}

// Notes someone wrote before or after the game tree of an earlier output, and a comment
// changed by one space, are theirs: neither command replaces the file (64, left as it was).
// Both were replaced, exit 0: the reader skips text outside the tree, and a comment's
// trailing white space was trimmed before comparing. An unedited earlier output, with its
// own line breaks, is still replaced.
TEST(FixCommand, NotesOutsideTheGameTreeAndAChangedCommentAreNeverDeleted) {
    TempDir dir;
    write_file(dir / "in/g.sgf", "(;GM[1]FF[4]SZ[9]KM[6.5]PB[a]PW[b]RE[B+R];B[ee]C[orig comment];W[cc];B[gg])");
    for (const char* command : {"annotate", "fix"}) {
        const fs::path out = dir / command;
        ASSERT_LE(kifu({command, dir / "in", "-o", out}).status, 1) << command;
        const std::string written = read_file(out / "g.sgf");
        ASSERT_LE(kifu({command, dir / "in", "-o", out}).status, 1) << command << ": a second run";
        EXPECT_EQ(read_file(out / "g.sgf"), written) << command;

        const std::size_t comment = written.find("orig comment");
        ASSERT_NE(comment, std::string::npos) << written;
        const std::string spaced = written.substr(0, comment + 12) + " " + written.substr(comment + 12);
        for (const auto& [edited, said] :
             {std::pair<std::string, std::string>{"My notes: replayed at the club.\n" + written +
                                                      "Appendix: more notes\n",
                                                  "outside the game tree that this run would not write (\"My notes"},
              {written + "Appendix: more notes\n", "(\"Appendix: more notes\")"},
              {"My notes\n" + written, "(\"My notes\")"},
              {spaced, "C[orig comment ]"}}) {
            write_file(out / "g.sgf", edited);
            const auto again = kifu({command, dir / "in", "-o", out});
            EXPECT_EQ(again.status, 64) << command << ": " << edited << "\n" << again.err;
            EXPECT_NE(again.err.find(said), std::string::npos) << command << ": " << again.err;
            EXPECT_EQ(read_file(out / "g.sgf"), edited) << command;
        }
    }
}

// One file is one input however often it is given (twice, as a file and inside a folder
// given too, through a link): written once. It was written again as g-2.sgf, g-3.sgf. Two
// files of one name keep their names when given in the other order: the second run
// exited 64 (each name held the other's record) and wrote one again as g-3.sgf.
TEST(FixCommand, OneFileIsWrittenOnceAndNamesKeepAcrossTheOrderOfInputs) {
    TempDir dir;
    write_file(dir / "a/g.sgf", "(;GM[1]FF[4]SZ[9]KM[6.5]RE[B+R];B[ee];W[cc];B[gg])\n");
    write_file(dir / "b/g.sgf", "(;GM[1]FF[4]SZ[9]KM[6.5]RE[W+R];B[dd];W[ff])\n");
    fs::create_symlink(dir / "a/g.sgf", dir / "link.sgf");
    const auto files_in = [](const fs::path& folder) {
        std::vector<std::string> names;
        for (const auto& entry : fs::directory_iterator(folder)) names.push_back(entry.path().filename().string());
        std::sort(names.begin(), names.end());
        return names;
    };

    const auto once = kifu({"fix", dir / "a/g.sgf", dir / "a", dir / "a/g.sgf", dir / "link.sgf", "-o", dir / "once"});
    EXPECT_LE(once.status, 1) << once.err;
    EXPECT_EQ(files_in(dir / "once"), std::vector<std::string>{"g.sgf"});
    EXPECT_NE(once.err.find("the same file as"), std::string::npos) << once.err;

    ASSERT_LE(kifu({"fix", dir / "a/g.sgf", dir / "b/g.sgf", "-o", dir / "out"}).status, 1);
    const std::string a = read_file(dir / "out/g.sgf"), b = read_file(dir / "out/g-2.sgf");
    EXPECT_NE(a.find("B[ee]"), std::string::npos) << a;
    EXPECT_NE(b.find("B[dd]"), std::string::npos) << b;
    const auto swapped = kifu({"fix", dir / "b/g.sgf", dir / "a/g.sgf", "-o", dir / "out"});
    EXPECT_LE(swapped.status, 1) << swapped.err;
    EXPECT_EQ(files_in(dir / "out"), (std::vector<std::string>{"g-2.sgf", "g.sgf"}));
    EXPECT_EQ(read_file(dir / "out/g.sgf"), a);
    EXPECT_EQ(read_file(dir / "out/g-2.sgf"), b);
}

// Two files of one game and name, one with a comment more: in the other order each still
// goes where the first run wrote it. The fuller one took the plainer one's g.sgf (an
// earlier output of it, as far as its games show), and the plainer one's record was lost.
TEST(FixCommand, TwoCopiesOfOneGameKeepTheirNamesAcrossTheOrderOfInputs) {
    TempDir dir;
    write_file(dir / "c1/g.sgf", "(;GM[1]FF[4]SZ[9]KM[6.5]RE[B+R];B[ee];W[cc];B[gg])\n");
    write_file(dir / "c4/g.sgf", "(;GM[1]FF[4]SZ[9]KM[6.5]RE[B+R];B[ee]C[nice opening];W[cc];B[gg])\n");
    ASSERT_LE(kifu({"fix", dir / "c1", dir / "c4", "-o", dir / "out"}).status, 1);
    const std::string plain = read_file(dir / "out/g.sgf"), fuller = read_file(dir / "out/g-2.sgf");
    ASSERT_EQ(plain.find("nice opening"), std::string::npos) << plain;
    ASSERT_NE(fuller.find("nice opening"), std::string::npos) << fuller;
    const auto swapped = kifu({"fix", dir / "c4", dir / "c1", "-o", dir / "out"});
    EXPECT_LE(swapped.status, 1) << swapped.err;
    EXPECT_EQ(read_file(dir / "out/g.sgf"), plain);
    EXPECT_EQ(read_file(dir / "out/g-2.sgf"), fuller);
}

// -o naming a folder that exists takes one record too, as cp does (it was "cannot write
// 'out/': it is a folder", 74).
// An archive holding g.sgf and g.sgf/x.sgf: the second has no place once the first is
// written (a file where its folder goes). It is an error, 74, and the summary counts it
// among the records not written; the summary said nothing of it.
TEST(FixCommand, ARecordWithNoPlaceInTheFolderIsCountedAsNotWritten) {
    TempDir dir;
    const std::string zip = (dir / "a.zip");
    testing::write_archive(zip, testing::ArchiveKind::zip,
                           {{"g.sgf", std::string(clean_record)}, {"g.sgf/x.sgf", std::string(clean_record)}});
    const auto run = kifu({"fix", zip, "-o", dir / "out"});
    EXPECT_EQ(run.status, 74) << run.err;
    EXPECT_NE(run.err.find("1 not written"), std::string::npos) << run.err;

    // A member name longer than a file name may be: said so, where the error named a
    // symbolic link leading outside the folder.
    const std::string long_zip = (dir / "long.zip");
    testing::write_archive(long_zip, testing::ArchiveKind::zip, {{std::string(300, 'a') + ".sgf", std::string(clean_record)}});
    const auto long_run = kifu({"fix", long_zip, "-o", dir / "out2"});
    EXPECT_EQ(long_run.status, 74) << long_run.err;
    EXPECT_NE(long_run.err.find("longer than the 255 bytes a file name may have"), std::string::npos) << long_run.err;
    EXPECT_EQ(long_run.err.find("symbolic link"), std::string::npos) << long_run.err;

    // A member whose path leads outside the archive: said why (it was only "cannot place
    // it under out3").
    const std::string evil = (dir / "evil.zip");
    testing::write_archive(evil, testing::ArchiveKind::zip, {{"../../a.sgf", std::string(clean_record)}});
    const auto evil_run = kifu({"fix", evil, "-o", dir / "out3"});
    EXPECT_NE(evil_run.err.find("its path in the archive (../../a.sgf) is absolute or leads outside it"),
              std::string::npos)
        << evil_run.err;
    EXPECT_FALSE(std::filesystem::exists(dir / "a.sgf"));
    EXPECT_EQ(evil_run.status, 2);
    // The JSON says so too: "output" null beside an empty "errors" gave no reason.
    const auto evil_json = kifu({"fix", "--format", "json", evil, "-o", dir / "out4"});
    const auto object = nlohmann::json::parse(evil_json.out);
    EXPECT_TRUE(object["output"].is_null());
    EXPECT_EQ(object["not_written"],
              "cannot place it under " + (dir / "out4") + ": its path in the archive (../../a.sgf) is absolute or "
              "leads outside it");
    // A record written has none.
    write_file(dir / "clean.sgf", std::string(clean_record));
    const auto fine = kifu({"fix", "--format", "json", dir / "clean.sgf", "-o", dir / "fine.sgf"});
    EXPECT_TRUE(nlohmann::json::parse(fine.out)["not_written"].is_null()) << fine.out;
}

TEST(FixCommand, OneRecordIntoAFolderThatExists) {
    TempDir dir;
    write_file(dir / "a.sgf", std::string(old_record));
    for (const char* command : {"fix", "annotate"}) {
        const std::string out = dir / (std::string(command) + "-out");
        fs::create_directories(out);
        const auto run = kifu({command, dir / "a.sgf", "-o", out + "/"});
        EXPECT_LE(run.status, 1) << command << ": " << run.err;   // the record's KM[750] is a warning
        EXPECT_NE(read_file(out + "/a.sgf").find("B[pd]"), std::string::npos) << command;
    }
    // Into the folder it was read from: the input, refused.
    EXPECT_EQ(kifu({"fix", dir / "a.sgf", "-o", dir.path().string()}).status, 64);
    EXPECT_EQ(read_file(dir / "a.sgf"), old_record);
}

// Runs kifu with `text` as standard input, for the runs refused before reading it (fix's
// sync_with_stdio(false) gives std::cin a buffer of its own, so a run that reads it here
// would not read `text`).
kifu::testing::Outcome kifu_with_stdin(const std::vector<std::string>& args, const std::string& text) {
    std::istringstream in(text);
    std::streambuf* saved = std::cin.rdbuf(in.rdbuf());
    auto outcome = kifu(args);
    std::cin.rdbuf(saved);
    return outcome;
}

// A folder takes a record under its file name, and one on standard input has none: a usage
// error (64) that says so, before anything is read, for fix and annotate alike (fix blamed
// the input: "<stdin>: error: cannot place it under out", 2; annotate "it is a folder", 74).
TEST(FixCommand, ARecordOnStandardInputIntoAFolderIsAUsageError) {
    TempDir dir;
    const std::string out = dir / "out";
    fs::create_directories(out);
    write_file(dir / "a.sgf", std::string(old_record));
    const std::vector<std::vector<std::string>> runs{
        {"fix", "-", "-o", out}, {"annotate", "-", "-o", out}, {"fix", dir / "a.sgf", "-", "-o", out}};
    for (const auto& args : runs) {
        const auto run = kifu_with_stdin(args, std::string(old_record));
        EXPECT_EQ(run.status, 64) << args[0] << ": " << run.err;
        EXPECT_NE(run.err.find("a record on standard input has no file name"), std::string::npos) << run.err;
        EXPECT_TRUE(fs::is_empty(out)) << args[0];
    }
}

// A symbolic link inside the output folder never takes a record outside it.
TEST(FixCommand, ASymbolicLinkInTheOutputFolderLeadsNowhere) {
    TempDir dir;
    write_file(dir / "in/sub/a.sgf", std::string(old_record));
    write_file(dir / "elsewhere/a.sgf", "keep me");
    fs::create_directories(dir.path() / "out");
    fs::create_symlink(dir.path() / "elsewhere", dir.path() / "out" / "sub");
    for (const char* command : {"fix", "annotate"}) {
        const auto run = kifu({command, dir / "in", "-o", dir / "out"});
        EXPECT_EQ(run.status, 74) << command << ": " << run.err;
        EXPECT_NE(run.err.find("leads outside"), std::string::npos) << run.err;
        EXPECT_EQ(read_file(dir / "elsewhere/a.sgf"), "keep me") << command;
    }
}

// The corpus's reader tests: every record that reads is written so that it reads again with
// the same positions, and a second fix changes nothing.
TEST(FixCommand, CorpusReaderTestsKeepTheirPlay) {
    const fs::path corpus = fs::path(KIFU_SHARED_DIR) / "corpus";
    if (!fs::is_directory(corpus)) GTEST_SKIP() << "no ../shared/corpus";
    // Every record in the Release build (under a second); every third under AddressSanitizer,
    // where the whole set took 110-120 s against ctest's two minutes.
#if defined(__SANITIZE_ADDRESS__)
    constexpr std::size_t every = 3;
#else
    constexpr std::size_t every = 1;
#endif
    std::size_t fixed_files = 0, seen = 0;
    for (const char* source : {"sabaki-sgf-tests", "libsgfcplusplus-tests", "sente-tests", "littlego-sgf"}) {
        if (!fs::is_directory(corpus / source)) continue;
        for (const auto& entry : fs::recursive_directory_iterator(corpus / source)) {
            std::string ext = entry.path().extension().string();
            for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
            if (!entry.is_regular_file() || ext != ".sgf" || seen++ % every != 0) continue;
            const std::string name = entry.path().string();
            const std::string original = read_file(entry.path());
            const sgf::FixedRecord fixed = sgf::fix_record(name, original);
            if (fixed.text.empty() || fixed.kept_as_it_was) continue;
            ++fixed_files;
            EXPECT_TRUE(fixed.unexpected.empty()) << name << ": " << fixed.unexpected.front();
            fix_testing::expect_same_positions(original, fixed.text, name);
            fix_testing::expect_idempotent(fixed, name);
        }
    }
    EXPECT_GT(fixed_files * every, 50U);
}

}  // namespace
}  // namespace kifu::cli
