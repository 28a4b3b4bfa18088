// The capture reader's loop (scoring/capture_reader.hpp), with the smallest question that
// reads: the attacker and the defender both play only on the target's liberties, the
// target is safe at three liberties, and the depth is the only limit. Each test changes
// one thing the question decides (the depth, when the defender may pass) and shows the
// loop's answer follow it.
#include "scoring/capture_reader.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "../../support/ascii_board.hpp"

namespace kifu::scoring {
namespace {

using Loc = PlayoutBoard::Loc;
using testing::board_from;
using Rows = std::vector<std::string>;

class LibertiesOnly {
public:
    LibertiesOnly(Loc target, Color defender, Pass pass) : target_(target), defender_(defender), pass_(pass) {}

    std::optional<bool> attacker_turn(const PlayoutBoard& b, int depth) {
        ++positions;
        if (b.liberties(target_) >= 3) return false;
        if (depth <= 0) return false;   // cut: the defender is given the benefit
        return std::nullopt;
    }
    std::optional<bool> defender_turn(const PlayoutBoard& b, int depth) {
        ++positions;
        if (b.liberties(target_) >= 3 || depth <= 0) return true;
        return std::nullopt;
    }
    bool moves(const PlayoutBoard& b, Color, std::vector<Loc>& list) const {
        b.for_each_stone(target_, [&](Loc s) {
            for (Loc n : b.neighbours(s))
                if (b.on_board(n) && b.empty(n) && std::find(list.begin(), list.end(), n) == list.end())
                    list.push_back(n);
        });
        return true;
    }
    static bool play(const PlayoutBoard& b, Loc m, Color mover, PlayoutBoard& after) {
        if (!b.check(m, mover).legal) return false;
        after = b;
        after.play(m, mover);
        return true;
    }
    [[nodiscard]] bool captured(const PlayoutBoard& after) const { return !after.is(target_, defender_); }
    [[nodiscard]] Pass pass(const PlayoutBoard&) const { return pass_; }
    void refuted(const PlayoutBoard&, Color, int) { ++refutations; }

    int positions = 0, refutations = 0;

private:
    Loc target_;
    Color defender_;
    Pass pass_;
};

// Black's C7-C6 in atari at D6, chased down a ladder toward the lower right corner.
const Rows ladder = {".........", "..O......", ".OXO.....", ".OX......", "..O......",
                     ".........", ".........", ".........", "........."};

bool white_captures(const Rows& rows, int depth, Pass pass, LibertiesOnly* seen = nullptr) {
    const PlayoutBoard board(board_from(rows));
    LibertiesOnly question(board.loc(testing::at(board.size(), "C7")), Color::black, pass);
    CaptureReader<LibertiesOnly> reader(question, Color::white, depth);
    const bool captured = !reader.defender_survives(board, depth);
    if (seen != nullptr) *seen = question;
    return captured;
}

TEST(CaptureReader, ALadderReadToItsEndIsCaptured) {
    EXPECT_TRUE(white_captures(ladder, 40, Pass::never));
}

// Cut before the ladder reaches the edge, the reading proves nothing, and the question
// gives the defender the benefit.
TEST(CaptureReader, AReadingCutByItsDepthLeavesTheTargetAlive) {
    EXPECT_FALSE(white_captures(ladder, 4, Pass::never));
}

// A Black stone on the ladder's path breaks it.
TEST(CaptureReader, ALadderBreakerLetsTheTargetEscape) {
    Rows broken = ladder;
    broken[6][6] = 'X';
    EXPECT_FALSE(white_captures(broken, 40, Pass::never));
}

// A pass is no defence in a ladder (the attacker takes the last liberty), but the loop
// tries it when the question allows it, first or after the moves; whenever the defender
// survives, the position is reported refuted for the question to remember.
TEST(CaptureReader, ThePassIsTriedWhereTheQuestionAllowsIt) {
    LibertiesOnly never(0, Color::black, Pass::never), last(0, Color::black, Pass::last),
        first(0, Color::black, Pass::first);
    EXPECT_TRUE(white_captures(ladder, 40, Pass::never, &never));
    EXPECT_TRUE(white_captures(ladder, 40, Pass::last, &last));
    EXPECT_TRUE(white_captures(ladder, 40, Pass::first, &first));
    EXPECT_GT(last.positions, never.positions);
    EXPECT_GT(first.positions, never.positions);
    Rows broken = ladder;
    broken[6][6] = 'X';
    LibertiesOnly escaped(0, Color::black, Pass::never);
    EXPECT_FALSE(white_captures(broken, 40, Pass::never, &escaped));
    EXPECT_GT(escaped.refutations, 0);
}

}  // namespace
}  // namespace kifu::scoring
