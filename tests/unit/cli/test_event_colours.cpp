// A record whose colours are the reverse of the official results': check --event said
// nothing of it in an even game (and only a handicap problem in a handicap game), although
// the director must know the record contradicts the official table.
#include <gtest/gtest.h>

#include <cctype>

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

// Round 1, Alice Smith (Black) beat Bob Jones (White) in both official files; the record
// is written with Bob as Black and `result` as its RE.
std::string swap_colours(const TempDir& dir, const std::string& result) {
    const std::string record = dir / "clean/round-1/alice-bob.sgf";
    std::string text = read_text(sample + "/clean/round-1/alice-bob.sgf");
    const std::string players = "PB[Alice Smith]BR[2d]PW[Bob Jones]WR[1d]";
    text.replace(text.find(players), players.size(), "PB[Bob Jones]BR[1d]PW[Alice Smith]WR[2d]");
    text.replace(text.find("RE[B+15.0]"), 10, "RE[" + result + "]");
    testing::write_file(record, text);
    return record;
}

TEST(EventCheck, ColoursTheReverseOfTheOfficialResultsAreSaid) {
    TempDir dir;
    std::filesystem::copy(sample + "/clean", dir.path() / "clean", std::filesystem::copy_options::recursive);
    const std::string record = swap_colours(dir, "W+15.0");   // Alice still wins
    for (const std::string official : {"official.h9", "official-aga.txt"}) {
        const std::string event = official == "official.h9" ? "event.toml" : "event-aga.toml";
        const Outcome run = kifu({"check", "--event", dir / ("clean/" + event), dir / "clean"});
        EXPECT_EQ(run.status, 3) << official << run.out;
        EXPECT_NE(run.out.find("colours-swapped  PB[Bob Jones] PW[Alice Smith], but the official results (" +
                               std::string(dir / ("clean/" + official)) + ") give Alice Smith Black in round 1"),
                  std::string::npos)
            << run.out;
        // The winner is the player the official results name, whatever the colours.
        EXPECT_EQ(run.out.find("official-result"), std::string::npos) << run.out;
    }

    // RE names Bob the winner: the official winner is named with the colour the official
    // results give (it said "a win for Alice Smith (White)", which they do not say).
    swap_colours(dir, "B+15.0");
    const Outcome other = kifu({"check", "--event", dir / "clean/event.toml", record});
    EXPECT_NE(other.out.find("RE[B+15.0] but the official result of round 1 (" + std::string(dir / "clean/official.h9") +
                             ") is a win for Alice Smith (Black)"),
              std::string::npos)
        << other.out;
}

// EGD results without /b or /w do not say who had Black: no swap is claimed, and the
// winner is named without a colour.
TEST(EventCheck, NoSwapIsClaimedWhereTheOfficialResultsGiveNoColours) {
    TempDir dir;
    std::filesystem::copy(sample + "/clean", dir.path() / "clean", std::filesystem::copy_options::recursive);
    std::string h9 = read_text(dir / "clean/official.h9");
    for (const char* colour : {"/b", "/w"})
        for (std::size_t at = h9.find(colour); at != std::string::npos; at = h9.find(colour, at + 1))
            if (at + 2 < h9.size() && !std::isdigit(static_cast<unsigned char>(h9[at + 2]))) h9.erase(at, 2);
    testing::write_file(dir / "clean/official.h9", h9);
    const std::string record = swap_colours(dir, "W+15.0");
    const Outcome run = kifu({"check", "--event", dir / "clean/event.toml", dir / "clean"});
    EXPECT_EQ(run.status, 0) << run.out;
    EXPECT_EQ(run.out.find("colours-swapped"), std::string::npos) << run.out;

    swap_colours(dir, "B+15.0");
    const Outcome other = kifu({"check", "--event", dir / "clean/event.toml", record});
    EXPECT_NE(other.out.find("is a win for Alice Smith\n"), std::string::npos) << other.out;
    EXPECT_EQ(other.out.find("colours-swapped"), std::string::npos) << other.out;
}

}  // namespace
}  // namespace kifu::cli
