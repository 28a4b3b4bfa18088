// The exact local reader (local_reader.hpp): the one search of the questions read out on a
// LocalBoard. The question here is the simplest: a side that captures a stone wins; two
// passes end the fight with neither. The points of the fight are every empty point.
#include "scoring/local_reader.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../../support/ascii_board.hpp"

namespace kifu::scoring {
namespace {

using Loc = LocalBoard::Loc;
using testing::board_from;
using testing::pt;
using Rows = std::vector<std::string>;

struct Fight {
    explicit Fight(const Rows& rows) : layout(board_from(rows).size()) {
        const rules::Board b = board_from(rows);
        cells.assign(static_cast<std::size_t>(layout.cells()), LocalBoard::wall);
        for (int y = 0; y < layout.size().height; ++y)
            for (int x = 0; x < layout.size().width; ++x) {
                const Loc l = layout.loc(pt(x, y));
                const auto stone = b.at(pt(x, y));
                cells[l] = stone ? LocalBoard::cell_of(*stone) : LocalBoard::empty;
                if (!stone) points.push_back(l);
            }
    }
    BoardLayout layout;
    std::vector<std::int8_t> cells;
    std::vector<Loc> points;
};

// A capture wins, unless `capture_proves_nothing`; `barred`: a point Black may not play.
struct FirstCapture {
    bool capture_proves_nothing = false;
    Loc barred = 0;
    bool may_play(Loc p, std::int8_t mover) const { return !(mover == LocalBoard::black && p == barred); }
    LocalMove judge(const std::vector<Loc>& removed, bool legal, std::int8_t) const {
        if (!removed.empty()) return capture_proves_nothing ? LocalMove::unknown : LocalMove::wins;
        return legal ? LocalMove::goes_on : LocalMove::illegal;
    }
    static LocalValue both_passed() { return LocalValue::neither; }
};

LocalValue read(const Rows& rows, std::int8_t to_move, const FirstCapture& question = {}, int nodes = 100000) {
    Fight f(rows);
    LocalBoard board(f.layout, f.cells);
    ReadingBudget budget(nodes);
    LocalReader<FirstCapture> reader(board, f.points, LocalBoard::black, question, budget);
    return reader.solve(to_move);
}

// Black's corner stone and White's stone are each in atari: whoever moves first captures.
const Rows each_in_atari = {
    "XO.",
    ".X.",
};

TEST(LocalReader, WhoeverMovesFirstCaptures) {
    EXPECT_EQ(read(each_in_atari, LocalBoard::black), LocalValue::first_wins);
    EXPECT_EQ(read(each_in_atari, LocalBoard::white), LocalValue::second_wins);
}

// Two stones sharing their two liberties: the side that fills one is captured on the
// other, so neither plays, and the fight ends with no capture (a seki).
const Rows shared_liberties = {
    "X.",
    ".O",
};

TEST(LocalReader, AFightNeitherSideCanStartEndsWithNeither) {
    EXPECT_EQ(read(shared_liberties, LocalBoard::black), LocalValue::neither);
    EXPECT_EQ(read(shared_liberties, LocalBoard::white), LocalValue::neither);
}

// The question leaves moves out: Black may not take White's stone, and then White, moving
// second, captures Black's corner stone (or the chain Black connects it to).
TEST(LocalReader, AMoveTheQuestionLeavesOutIsNotRead) {
    FirstCapture question;
    const Fight fight(each_in_atari);
    question.barred = fight.layout.loc(testing::at(fight.layout.size(), "C2"));
    EXPECT_EQ(read(each_in_atari, LocalBoard::black, question), LocalValue::second_wins);
}

// A capture the question cannot judge proves nothing: Black's only winning move is one.
TEST(LocalReader, AMoveOfUnknownOutcomeLeavesTheValueUnknownUnlessAnotherWins) {
    FirstCapture question;
    question.capture_proves_nothing = true;
    EXPECT_EQ(read(each_in_atari, LocalBoard::black, question), LocalValue::unknown);
}

// A reading that runs out proves nothing; a capture on the first move needs no reading.
TEST(LocalReader, RunningOutOfBudgetProvesNothing) {
    EXPECT_EQ(read(shared_liberties, LocalBoard::black, {}, 3), LocalValue::unknown);
    EXPECT_EQ(read(each_in_atari, LocalBoard::black, {}, 1), LocalValue::first_wins);
}

}  // namespace
}  // namespace kifu::scoring
