// Records check --event leaves out of the crosstable (a player's second game of a round, a
// copy, no winner, no round, a player off the list): they were never set against the
// official results, so a wrong winner or swapped colours went unsaid. Where the record's
// players and round name an official game, it is compared as a placed record is; where
// they cannot, not-compared says so and why.
#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

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

// The clean event in `dir`, and `text` written as one more record of round 1.
struct CleanEvent {
    TempDir dir;
    CleanEvent() {
        std::filesystem::copy(sample + "/clean", dir.path() / "clean", std::filesystem::copy_options::recursive);
    }
    std::string event() const { return dir / "clean/event.toml"; }
    std::string official() const { return dir / "clean/official.h9"; }
    std::string add(const std::string& name, const std::string& text) const {
        const std::string path = dir / ("clean/round-1/" + name);
        testing::write_file(path, text);
        return path;
    }
    Outcome check() const { return kifu({"check", "--event", event(), dir / "clean"}); }
};

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const std::size_t at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    if (at != std::string::npos) text.replace(at, from.size(), to);
    return text;
}

const std::string alice_bob = sample + "/clean/round-1/alice-bob.sgf";   // Alice (Black) beat Bob, round 1
const std::string as_written = "PB[Alice Smith]BR[2d]PW[Bob Jones]WR[1d]";
const std::string swapped = "PB[Bob Jones]BR[1d]PW[Alice Smith]WR[2d]";

TEST(EventCheck, ASecondGameOfTheRoundIsStillSetAgainstTheOfficialResult) {
    CleanEvent e;
    // Another game (12 moves no other record has) under Alice and Bob's round-1 headers,
    // Bob the winner; named after alice-bob.sgf, so it is the second game of the round.
    const std::string header = read_text(alice_bob).substr(0, read_text(alice_bob).find('\n'));
    e.add("second-alice-bob.sgf", replaced(header, "RE[B+15.0]", "RE[W+R]") +
                                      "\n;B[ee];W[cc];B[gc];W[cg];B[gg];W[ce];B[ec];W[eg];B[gd];W[df];B[fe];W[dd])\n");
    const Outcome run = e.check();
    EXPECT_EQ(run.status, 3) << run.out;
    EXPECT_NE(run.out.find("twice-in-round   Alice Smith also plays in round 1"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("official-result  RE[W+R] but the official result of round 1 (" + e.official() +
                           ") is a win for Alice Smith (Black)"),
              std::string::npos)
        << run.out;
    EXPECT_EQ(run.out.find("duplicate "), std::string::npos) << run.out;
}

TEST(EventCheck, ACopyWithTheColoursSwappedIsSaid) {
    CleanEvent e;
    e.add("copy-of-alice-bob.sgf", replaced(replaced(read_text(alice_bob), as_written, swapped), "RE[B+15.0]", "RE[W+15.0]"));
    const Outcome run = e.check();
    EXPECT_NE(run.out.find("duplicate "), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("colours-swapped  PB[Bob Jones] PW[Alice Smith], but the official results (" + e.official() +
                           ") give Alice Smith Black in round 1"),
              std::string::npos)
        << run.out;
}

TEST(EventCheck, ARecordWithNoRoundIsSetAgainstThePairsOnlyOfficialGame) {
    CleanEvent e;
    const std::string record = e.dir / "clean/round-1/alice-bob.sgf";
    testing::write_file(record, replaced(replaced(read_text(alice_bob), "RO[1]", ""), as_written, swapped));
    const Outcome run = kifu({"check", "--event", e.event(), record});
    EXPECT_NE(run.out.find("round            no RO"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("give Alice Smith Black in round 1"), std::string::npos) << run.out;
    // RE[B+15.0] names Bob, the record's Black: not the official winner.
    EXPECT_NE(run.out.find("RE[B+15.0] but the official result of round 1"), std::string::npos) << run.out;
}

TEST(EventCheck, ARecordWithNoWinnerIsCheckedForItsColours) {
    CleanEvent e;
    const std::string record = e.dir / "clean/round-1/alice-bob.sgf";
    testing::write_file(record, replaced(replaced(read_text(alice_bob), "RE[B+15.0]", "RE[Void]"), as_written, swapped));
    const Outcome run = kifu({"check", "--event", e.event(), record});
    EXPECT_NE(run.out.find("no-winner        RE[Void] names no winner"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("colours-swapped  PB[Bob Jones] PW[Alice Smith]"), std::string::npos) << run.out;
    EXPECT_EQ(run.out.find("official-result"), std::string::npos) << run.out;   // no winner to compare
}

TEST(EventCheck, ARecordThatNamesNoOfficialGameSaysItsColoursAndWinnerWentUnchecked) {
    const std::string official = sample + "/official.h9";
    const Outcome run = kifu({"check", "--event", sample + "/event.toml", sample + "/problems/r3-unknown-player.sgf"});
    EXPECT_EQ(run.status, 3) << run.out;
    EXPECT_NE(run.out.find("not-compared     colours and winner not checked against the official results (" + official +
                           "): PB[Lena Vogl] is not on the player list, so kifu cannot tell which official game this is"),
              std::string::npos)
        << run.out;

    // Without a round, a pair with two official games: which one is not known.
    CleanEvent e;
    std::string aga = read_text(e.dir / "clean/official-aga.txt");
    // Alice and Bob again in round 3, in place of their games there (a player twice in a
    // round is a file kifu refuses).
    aga = replaced(aga, "20001 20004 w 0 0.5\n20002 20006 b 3 0.5\n", "20002 20001 w 0 7\n");
    testing::write_file(e.dir / "clean/official-aga.txt", aga);
    const std::string record = e.dir / "clean/round-1/alice-bob.sgf";
    testing::write_file(record, replaced(read_text(alice_bob), "RO[1]", ""));
    const Outcome two = kifu({"check", "--event", e.dir / "clean/event-aga.toml", record});
    EXPECT_NE(two.out.find("not-compared     colours and winner not checked against the official results (" +
                           std::string(e.dir / "clean/official-aga.txt") +
                           "): no RO, and Alice Smith and Bob Jones play 2 games there (rounds 1, 3), so kifu cannot "
                           "tell which official game this is"),
              std::string::npos)
        << two.out;

    // An AGA file without round comments gives no round: the games are named by line
    // (it said "rounds 0, 0").
    std::string no_rounds;
    std::istringstream lines(aga);
    std::vector<int> game_lines;
    int number = 0;
    for (std::string line; std::getline(lines, line);) {
        if (line.starts_with("# Round")) continue;
        ++number;
        if (line.starts_with("20001 20002") || line.starts_with("20002 20001")) game_lines.push_back(number);
        no_rounds += line + "\n";
    }
    ASSERT_EQ(game_lines.size(), 2U) << aga;
    testing::write_file(e.dir / "clean/official-aga.txt", no_rounds);
    const Outcome by_line = kifu({"check", "--event", e.dir / "clean/event-aga.toml", record});
    EXPECT_NE(by_line.out.find("Alice Smith and Bob Jones play 2 games there (lines " + std::to_string(game_lines[0]) +
                               ", " + std::to_string(game_lines[1]) + ")"),
              std::string::npos)
        << by_line.out;
    EXPECT_EQ(by_line.out.find("rounds 0"), std::string::npos) << by_line.out;
}

TEST(EventCheck, NotComparedIsInTheJsonProblems) {
    const Outcome run = kifu({"check", "--format", "json", "--event", sample + "/event.toml",
                              sample + "/problems/r3-unknown-player.sgf"});
    const nlohmann::json record = nlohmann::json::parse(run.out.substr(0, run.out.find('\n')));
    nlohmann::json found;
    for (const auto& p : record["event_problems"])
        if (p["kind"] == "not-compared") found = p;
    ASSERT_FALSE(found.is_null()) << run.out;
    EXPECT_EQ(found["property"], "PB");
    EXPECT_TRUE(found["expected"].is_null());
    EXPECT_EQ(found["found"], "Lena Vogl");
}

}  // namespace
}  // namespace kifu::cli
