// PlayoutRun (src/scoring/playouts.hpp): play-outs played in several steps are the ones a
// single run plays. The judge relies on it when it looks after half of a set of play-outs
// and goes on only when the answer is not plain (capture_doubt.hpp).
//
// Diagram: X Black, O White, '.' empty.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../../support/ascii_board.hpp"
#include "scoring/playouts.hpp"

namespace kifu::scoring {
namespace {

// A 9x9 middle game: enough open play that every play-out differs from the others.
const std::vector<std::string> middle_game = {".........", "..X...O..", "...X.O...", "..XO.O...", "...XO....",
                                              "..X..O...", "...X.....", "..O...X..", "........."};

TEST(PlayoutRun, StepsPlayTheSamePlayoutsAsOneRun) {
    const PlayoutBoard start(testing::board_from(middle_game));
    Ownership whole;
    play_out(start, 24, 99, whole);
    for (const std::vector<int>& steps : {std::vector<int>{12, 12}, {1, 6, 17}, {5, 5, 5, 9}}) {
        Ownership stepped;
        PlayoutRun run(start, 99);
        for (int n : steps) run.play(n, stepped);
        EXPECT_EQ(stepped.playouts, 24);
        EXPECT_EQ(stepped.black, whole.black);
        EXPECT_EQ(stepped.white, whole.white);
    }
}

TEST(PlayoutRun, TheFirstStepIsTheStartOfTheWholeRun) {
    // Half the play-outs of a run are the first half of the longer one: the same counts.
    const PlayoutBoard start(testing::board_from(middle_game));
    Ownership half, whole;
    play_out(start, 10, 7, half);
    PlayoutRun run(start, 7);
    run.play(10, whole);
    EXPECT_EQ(whole.black, half.black);
    run.play(10, whole);
    EXPECT_NE(whole.black, half.black);   // the second half adds play-outs of its own
    EXPECT_EQ(whole.playouts, 20);
}

}  // namespace
}  // namespace kifu::scoring
