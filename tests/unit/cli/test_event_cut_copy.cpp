// One game in two files, one of them cut off a move earlier: check --event called the pair
// twice-in-round (two games of one round), since only records of exactly the same moves
// were the same game. The shorter is the start of the longer: the game is recorded twice.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "../batch/kifu_process.hpp"
#include "../../support/archive_writer.hpp"
#include "../../support/run_kifu.hpp"

namespace kifu::cli {
namespace {

using testing::kifu;
using testing::Outcome;
using testing::TempDir;
using batch::testing::read_text;

const std::string sample = std::string(KIFU_SOURCE_DIR) + "/sample-games/event";

TEST(EventCheck, ACopyCutAMoveShortIsTheGameRecordedTwice) {
    TempDir dir;
    std::filesystem::copy(sample + "/clean", dir.path() / "clean", std::filesystem::copy_options::recursive);
    const std::string full = dir / "clean/round-1/alice-bob.sgf";
    std::string text = read_text(full);   // 37 moves, the last B[]
    const std::size_t last = text.rfind(";B[]");
    ASSERT_NE(last, std::string::npos);
    text.erase(last, 4);
    testing::write_file(dir / "clean/round-1/alice-bob2.sgf", text);
    const Outcome run = kifu({"check", "--event", dir / "clean/event.toml", dir / "clean"});
    EXPECT_EQ(run.status, 3) << run.out;
    EXPECT_NE(run.out.find("duplicate        the same game as " + full + ", recorded to move 37 there and to move 36 "
                           "here: the game is recorded twice"),
              std::string::npos)
        << run.out;
    EXPECT_EQ(run.out.find("twice-in-round"), std::string::npos) << run.out;

    // The copy is one game, not two: the results hold Alice's win once.
    const Outcome results = kifu({"results", "--event", dir / "clean/event.toml", dir / "clean"});
    EXPECT_EQ(results.err.find("already have a game in round 1"), std::string::npos) << results.err;
    EXPECT_NE(results.err.find("alice-bob2.sgf: not placed: the same game as an earlier record"), std::string::npos)
        << results.err;

    // Names that differ too: not simply the game twice, and the fields are named.
    std::string other = text;
    other.replace(other.find("PW[Bob Jones]"), 13, "PW[Carol White]");
    testing::write_file(dir / "clean/round-1/alice-bob2.sgf", other);
    const Outcome others = kifu({"check", "--event", dir / "clean/event.toml", dir / "clean/round-1"});
    EXPECT_NE(others.out.find("the same game as " + full + ", recorded to move 37 there and to move 36 here, but "
                              "PW[Carol White] against PW[Bob Jones]: one of the two is not this game's record"),
              std::string::npos)
        << others.out;

    // A copy cut short without RE names no other result: it said "but RE[] against
    // RE[B+15.0]: one of the two is not this game's record".
    std::string no_re = text;
    no_re.replace(no_re.find("RE[B+15.0]"), 10, "");
    testing::write_file(dir / "clean/round-1/alice-bob2.sgf", no_re);
    const Outcome without = kifu({"check", "--event", dir / "clean/event.toml", dir / "clean/round-1"});
    EXPECT_NE(without.out.find("the same game as " + full + ", recorded to move 37 there and to move 36 here: the game "
                               "is recorded twice"),
              std::string::npos)
        << without.out;
    EXPECT_EQ(without.out.find("RE[] against"), std::string::npos) << without.out;

    // As kifu dups groups a prefix: a shorter record whose RE says the game ended there,
    // with another result, or one of another day, is another game that began the same way.
    for (const auto& [from, to] : {std::pair<std::string, std::string>{"RE[B+15.0]", "RE[W+R]"},
                                   std::pair<std::string, std::string>{"DT[2026-04-11]", "DT[2026-04-12]"}}) {
        std::string apart = text;
        apart.replace(apart.find(from), from.size(), to);
        testing::write_file(dir / "clean/round-1/alice-bob2.sgf", apart);
        const Outcome two = kifu({"check", "--event", dir / "clean/event.toml", dir / "clean/round-1"});
        EXPECT_EQ(two.out.find("duplicate "), std::string::npos) << to << two.out;
        EXPECT_NE(two.out.find("twice-in-round"), std::string::npos) << to << two.out;
    }
}

// A round's record that is another's moves on a mirrored board, under other players: a
// duplicate for check --event (as kifu dups and batch's duplicate_of say), and said by
// kifu results, exit 3. It went into the results unsaid, exit 0.
TEST(EventCheck, ACopyOnAMirroredBoardIsADuplicateAndResultsSaySo) {
    TempDir dir;
    std::filesystem::copy(sample + "/clean", dir.path() / "clean", std::filesystem::copy_options::recursive);
    const std::string original = dir / "clean/round-1/alice-bob.sgf";
    const std::string copy = dir / "clean/round-2/dave-frank.sgf";
    const std::string moves = read_text(original), header = read_text(copy);
    // dave-frank's root, then alice-bob's moves with every column mirrored (a <-> i on 9x9).
    std::string mirrored = header.substr(0, header.find("\n;"));
    for (std::size_t at = moves.find("\n;"); at != std::string::npos; at = moves.find("\n;", at + 1)) {
        const std::size_t end = moves.find_first_of("\n)", at + 1);
        std::string node = moves.substr(at, end - at);   // "\n;B[gf]"
        if (node.size() >= 7 && node[4] >= 'a' && node[4] <= 'i') node[4] = static_cast<char>('a' + ('i' - node[4]));
        mirrored += node;
    }
    mirrored += ")\n";
    testing::write_file(copy, mirrored);
    const Outcome check = kifu({"check", "--event", dir / "clean/event.toml", dir / "clean"});
    EXPECT_EQ(check.status, 3) << check.out;
    EXPECT_NE(check.out.find("the same 37 moves as " + original + " on a board turned or mirrored (mirror-left-right)"),
              std::string::npos)
        << check.out;
    const Outcome results = kifu({"results", "--event", dir / "clean/event.toml", "-o", dir / "out.h9", dir / "clean"});
    EXPECT_EQ(results.status, 3) << results.err;
    EXPECT_NE(results.err.find(copy + ": the same 37 moves as " + original + " on a board turned or mirrored"),
              std::string::npos)
        << results.err;
}

}  // namespace
}  // namespace kifu::cli
