// Replay, "flag and continue" (src/rules/replay.hpp; normative text: man/kifu.1, REPLAY), on
// hand-made records: each is read from SGF text, summarised (size, handicap), replayed
// under every preset and judged. Each scenario states, per preset, the exact violations
// ("move colour[point as written] kind"), the verdict, the winner the verdict names, where
// the game ended and which moves came after; and, the same under every preset because the
// board always follows the record, the final position, prisoners, passes and repetitions
// ({move, earlier move whose position it repeats}).
//
// Diagrams: columns and rows are labelled with SGF letters (a = left / top); X is Black,
// O is White, '.' is empty. Every starting position is also checked against its diagram
// (the `start` rows), so a diagram and its AB / AW cannot drift apart.
#include <gtest/gtest.h>

#include <array>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../sgf/read_helpers.hpp"
#include "rules/replay.hpp"
#include "rules/ruleset.hpp"
#include "rules/verdict.hpp"
#include "sgf/game_info.hpp"

namespace kifu::rules {
namespace {

using Rows = std::vector<std::string>;
using Reps = std::vector<std::pair<int, int>>;

struct Replayed {
    sgf::GameInfo info;
    ReplayResult replay;
    Verdict verdict;
};

// Reads one game, summarises it and replays and judges its main line under `preset`.
Replayed replay_under(const std::string& sgf_text, std::string_view preset, int stop_after_move = -1) {
    auto read = sgf::testing::read_all(sgf_text);
    if (read.games.size() != 1) ADD_FAILURE() << read.games.size() << " games in " << sgf_text;
    sgf::GameRecord& game = read.games.at(0);
    sgf::GameInfo info = sgf::summarize_game(game);
    const Ruleset* rules = find_ruleset(preset);
    if (rules == nullptr) {
        ADD_FAILURE() << "no preset " << preset;
        rules = &default_ruleset();
    }
    ReplayResult replay = replay_main_line(game.tree, info, *rules, stop_after_move);
    Verdict verdict = judge(replay, *rules, info.result);
    return {std::move(info), std::move(replay), std::move(verdict)};
}

Rows rows_of(const Board& b) {
    Rows rows;
    for (int y = 0; y < b.size().height; ++y) {
        std::string row;
        for (int x = 0; x < b.size().width; ++x) {
            const auto s = b.at({static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)});
            row += !s ? '.' : *s == Color::black ? 'X' : 'O';
        }
        rows.push_back(row);
    }
    return rows;
}

// The position after the root's setup: what the diagram of move 0 must show.
Rows start_of(const std::string& root) { return rows_of(replay_under(root + ")", "japanese").replay.board); }

std::string record(const std::string& root, const std::string& moves) { return root + moves + ")"; }

// "2 W[bc] ko": move number, colour, the value as written, kind.
std::vector<std::string> violations_of(const ReplayResult& r) {
    std::vector<std::string> out;
    for (const Violation& v : r.violations)
        out.push_back(std::to_string(v.move) + " " + std::string(sgf_letter(v.color)) + "[" + v.point + "] " +
                      std::string(kind_name(v.kind)));
    return out;
}

Reps repetitions_of(const ReplayResult& r) {
    Reps out;
    for (const Repetition& rep : r.repetitions) out.emplace_back(rep.move, rep.repeats);
    return out;
}

std::string winner_name(std::optional<Color> c) { return c ? std::string(color_name(*c)) : "none"; }

// What may differ between presets.
struct Outcome {
    std::vector<std::string> violations{};
    VerdictKind verdict = VerdictKind::ok;
    std::optional<Color> winner{};      // Verdict::decided_winner
    std::optional<int> end_move{};
    std::vector<int> after_end{};
};

// What the board's history gives, the same under every preset.
struct Common {
    Rows board{};                       // the final position; empty: not checked (19x19)
    std::array<int, 2> prisoners{0, 0};
    Reps repetitions{};
    std::array<int, 2> passes{0, 0};
};

// Expectations by groups of preset names ("japanese korean ngb"; "*" is every preset).
// Every preset must be named exactly once, so a new preset makes each scenario fail until
// its outcome is written down.
using Groups = std::vector<std::pair<std::string, Outcome>>;

std::map<std::string, Outcome> by_preset(const Groups& groups) {
    std::map<std::string, Outcome> table;
    for (const auto& [names, outcome] : groups) {
        std::istringstream words(names);
        for (std::string name; words >> name;) {
            if (name == "*") {
                for (const Ruleset& r : all_rulesets())
                    EXPECT_TRUE(table.emplace(std::string(r.name), outcome).second) << r.name << " named twice";
                continue;
            }
            EXPECT_NE(find_ruleset(name), nullptr) << "no preset " << name;
            EXPECT_TRUE(table.emplace(name, outcome).second) << name << " named twice";
        }
    }
    for (const Ruleset& r : all_rulesets())
        EXPECT_TRUE(table.contains(std::string(r.name))) << "no expectation for " << r.name;
    return table;
}

void expect_replay(const std::string& sgf_text, const Common& common, const Groups& groups) {
    for (const auto& [name, want] : by_preset(groups)) {
        SCOPED_TRACE("under " + name + ": " + sgf_text);
        const Replayed r = replay_under(sgf_text, name);
        EXPECT_EQ(violations_of(r.replay), want.violations);
        EXPECT_EQ(verdict_name(r.verdict.kind), verdict_name(want.verdict)) << r.verdict.summary;
        EXPECT_EQ(winner_name(r.verdict.decided_winner), winner_name(want.winner));
        EXPECT_EQ(r.replay.end_move, want.end_move);
        EXPECT_EQ(r.replay.after_end, want.after_end);
        if (!common.board.empty()) {
            EXPECT_EQ(rows_of(r.replay.board), common.board);
        }
        EXPECT_EQ(r.replay.prisoners, common.prisoners);
        EXPECT_EQ(repetitions_of(r.replay), common.repetitions);
        EXPECT_EQ(r.replay.passes, common.passes);
        EXPECT_EQ(r.replay.moves, static_cast<int>(r.info.moves));
    }
}

// Ruleset families, as the preset table defines them:
//   simple ko:            japanese korean ngb capture-go
//   positional superko:   chinese ing tromp-taylor swedish
//   situational superko:  aga nz
//   multi-stone suicide allowed: nz ing tromp-taylor (forbidden everywhere else)
//   an illegal move loses (decided_winner = the offender's opponent): japanese korean
//   a cycle means no result: japanese korean ngb
constexpr auto superko_presets = "chinese ing tromp-taylor swedish aga nz";

// ---------------------------------------------------------------------------------------
// Suicide

TEST(ReplaySuicide, CaptureBeforeSelfCaptureIsLegalEverywhere) {
    //      a b c d e                 a b c d e
    //   a  . O X . .   B[aa] ->   a  X . X . .   ba has no liberty left and is taken first,
    //   b  O X . . .              b  O X . . .   so aa then has one (ba): no suicide
    const std::string root = "(;SZ[5]AB[ca][bb]AW[ba][ab]";
    EXPECT_EQ(start_of(root), (Rows{".OX..", "OX...", ".....", ".....", "....."}));
    expect_replay(record(root, ";B[aa];W[dd]"),
                  {.board = {"X.X..", "OX...", ".....", "...O.", "....."}, .prisoners = {1, 0}},
                  {{"japanese korean chinese aga nz ing tromp-taylor ngb swedish", {}},
                   {"capture-go",
                    {.verdict = VerdictKind::decided, .winner = Color::black, .end_move = 1, .after_end = {2}}}});
}

TEST(ReplaySuicide, SingleStoneSuicideIsIllegalButUnderSituationalSuperkoAndLeavesTheBoard) {
    //      a b c d e
    //   a  . O . . .   B[aa] has no liberty and captures nothing: the stone is placed and
    //   b  O . . . .   removed at once, so the board is as before; White gets the prisoner
    //                  (as for any suicide). A move that leaves the board unchanged is no
    //                  repetition.
    // Where suicide is forbidden it is a suicide. Where it is allowed the ko rule decides:
    // under positional superko (ing, tromp-taylor) the position repeats position 0, and the
    // move is reported as the suicide it is; under situational superko (nz: a move may not
    // repeat the board as it was after one of that player's own moves) the board stood
    // only with Black to move, so the suicide is legal, in effect a pass.
    const std::string root = "(;SZ[5]AW[ba][ab]";
    const Rows start = {".O...", "O....", ".....", ".....", "....."};
    EXPECT_EQ(start_of(root), start);
    const Outcome illegal{.violations = {"1 B[aa] suicide"}, .verdict = VerdictKind::illegal};
    Outcome loses = illegal;
    loses.winner = Color::white;
    expect_replay(record(root, ";B[aa]"), {.board = start, .prisoners = {0, 1}},
                  {{"japanese korean", loses},
                   {"chinese aga ing tromp-taylor ngb swedish capture-go", illegal},
                   {"nz", {}}});
}

TEST(ReplaySuicide, SingleStoneSuicideRepeatingTheMoversOwnBoardIsSuperkoUnderSituationalSuperko) {
    //      a b c d e
    //   a  . O . . .   1 B[aa] suicide (legal under nz), 2 W[] pass, 3 B[aa] suicide again:
    //   b  O . . . .   the board as it was after Black's move 1, White to move again.
    const std::string root = "(;SZ[5]AW[ba][ab]";
    const Rows start = {".O...", "O....", ".....", ".....", "....."};
    EXPECT_EQ(start_of(root), start);
    const Outcome illegal{.violations = {"1 B[aa] suicide", "3 B[aa] suicide"}, .verdict = VerdictKind::illegal};
    Outcome loses = illegal;
    loses.winner = Color::white;
    expect_replay(record(root, ";B[aa];W[];B[aa]"), {.board = start, .prisoners = {0, 2}, .passes = {0, 1}},
                  {{"japanese korean", loses},
                   {"chinese aga ing tromp-taylor ngb swedish capture-go", illegal},
                   {"nz", {.violations = {"3 B[aa] superko"}, .verdict = VerdictKind::illegal}}});
}

TEST(ReplaySuicide, MultiStoneSuicideIsFlaggedOnlyWhereForbidden) {
    //      a b c d e                 a b c d e
    //   a  X . O . .   B[ba] ->   a  . . O . .   {aa, ba} has no liberty: removed under every
    //   b  O O . . .              b  O O . . .   preset (the board follows the record), two
    //                                            prisoners for White; a legal move under nz,
    //                                            ing and tromp-taylor
    const std::string root = "(;SZ[5]AB[aa]AW[ca][ab][bb]";
    EXPECT_EQ(start_of(root), (Rows{"X.O..", "OO...", ".....", ".....", "....."}));
    const Outcome illegal{.violations = {"1 B[ba] suicide"}, .verdict = VerdictKind::illegal};
    Outcome loses = illegal;
    loses.winner = Color::white;
    expect_replay(record(root, ";B[ba]"), {.board = {"..O..", "OO...", ".....", ".....", "....."}, .prisoners = {0, 2}},
                  {{"japanese korean", loses},
                   {"chinese aga ngb swedish capture-go", illegal},
                   {"nz ing tromp-taylor", {}}});
}

TEST(ReplaySuicide, AllowedMultiStoneSuicideIsCheckedForSuperkoAfterRemoval) {
    //      a b c d e
    //   a  . . O . .   1 B[aa] (liberty ba), 2 W[] pass, 3 B[ba]: {aa, ba} is removed and
    //   b  O O . . .   the board is position 0 again, now with White to move.
    // Under positional superko (ing, tromp-taylor allow the suicide itself) that repeats
    // position 0: superko. Under situational superko (nz) it does not: position 0 stood with
    // Black to move (the colour of move 1), and after move 1 and the pass the board had a
    // stone on aa. Where suicide is forbidden the move is a suicide, which comes first.
    const std::string root = "(;SZ[5]AW[ca][ab][bb]";
    const Rows start = {"..O..", "OO...", ".....", ".....", "....."};
    EXPECT_EQ(start_of(root), start);
    const Outcome suicide{.violations = {"3 B[ba] suicide"}, .verdict = VerdictKind::illegal};
    Outcome loses = suicide;
    loses.winner = Color::white;
    expect_replay(record(root, ";B[aa];W[];B[ba]"),
                  {.board = start, .prisoners = {0, 2}, .repetitions = {{3, 0}}, .passes = {0, 1}},
                  {{"japanese korean", loses},
                   {"chinese aga ngb swedish capture-go", suicide},
                   {"ing tromp-taylor", {.violations = {"3 B[ba] superko"}, .verdict = VerdictKind::illegal}},
                   {"nz", {}}});
}

// ---------------------------------------------------------------------------------------
// Ko

// Black to capture: White's stone on bc is the ko stone.
//      a b c d e                      a b c d e
//   a  . . . . .                   a  . . . . .
//   b  . X O . .                   b  . X O . .
//   c  X O . O .   B[cc] takes bc: c  X . X O .   and W[bc] would take cc back
//   d  . X O . .                   d  . X O . .
//   e  . . . . .                   e  . . . . .
const std::string ko_black_takes = "(;SZ[5]AB[bb][ac][bd]AW[cb][bc][dc][cd]";
const Rows ko_black_takes_start = {".....", ".XO..", "XO.O.", ".XO..", "....."};

TEST(ReplayKo, TheStartingPositionIsTheDiagram) { EXPECT_EQ(start_of(ko_black_takes), ko_black_takes_start); }

TEST(ReplayKo, ImmediateRetakeIsKoUnderEveryPreset) {
    // Move 2 recreates the position after move 0 with a single capture: ko, and ko comes
    // before superko, so superko presets say ko too. The board still follows the record.
    const Outcome ko{.violations = {"2 W[bc] ko"}, .verdict = VerdictKind::illegal};
    Outcome loses = ko;
    loses.winner = Color::black;
    // Black's capture at move 1 ended the game and won it: the retake after it is listed,
    // but is no move of the game.
    const Outcome capture_go{.violations = {"2 W[bc] ko"}, .verdict = VerdictKind::decided, .winner = Color::black,
                             .end_move = 1, .after_end = {2}};
    expect_replay(record(ko_black_takes, ";B[cc];W[bc]"),
                  {.board = ko_black_takes_start, .prisoners = {1, 1}, .repetitions = {{2, 0}}},
                  {{"japanese korean", loses},
                   {"chinese aga nz ing tromp-taylor ngb swedish", ko},
                   {"capture-go", capture_go}});
}

TEST(ReplayKo, RetakeAfterAThreatExchangeIsLegalEverywhere) {
    //      a b c d e
    //   a  . . . . O   W[ea] threatens, B[eb] answers, then W[bc] takes back: the board
    //   b  . X O . X   differs from every earlier one by ea and eb.
    //   c  X O . O .
    //   d  . X O . .
    //   e  . . . . .
    expect_replay(record(ko_black_takes, ";B[cc];W[ea];B[eb];W[bc]"),
                  {.board = {"....O", ".XO.X", "XO.O.", ".XO..", "....."}, .prisoners = {1, 1}},
                  {{"japanese korean chinese aga nz ing tromp-taylor ngb swedish", {}},
                   {"capture-go",
                    {.verdict = VerdictKind::decided, .winner = Color::black, .end_move = 1, .after_end = {2, 3, 4}}}});
}

TEST(ReplayKo, RetakeAfterPassesIsNoKoButSuperkoWhereverThePositionRepeats) {
    // 1 B[cc] takes, 2 W[] 3 B[] pass, 4 W[bc] takes back. The passes take slots 2 and 3,
    // so move 4 is compared with the position after move 2 (Black's capture still on the
    // board): no ko. But the board after move 4 is position 0 again:
    // - positional superko (chinese ing tromp-taylor swedish): position 0 stood -> superko;
    // - situational superko (aga nz): after White's move Black is to move, and position 0
    //   stood with Black to move (the colour of move 1) -> superko as well;
    // - simple ko: a repetition, played through; the passes had ended the game, except
    //   under japanese, korean and ngb, where they only stopped it and move 4 resumed
    //   it: the record then ends in a cycle, no result if the players agree (Art. 12);
    // - swedish: the passes stopped play, move 4 resumed it, and its superko is not allowed.
    // The passes end the game at move 3 except under aga, where the second pass is
    // Black's: aga needs White's pass last. Where they ended it, the retake is recorded
    // after the end: no move of the game, so it does not make the game illegal.
    const Outcome superko{.violations = {"4 W[bc] superko"}, .verdict = VerdictKind::ok, .end_move = 3,
                          .after_end = {4}};
    const Outcome aga{.violations = {"4 W[bc] superko"}, .verdict = VerdictKind::illegal};
    expect_replay(record(ko_black_takes, ";B[cc];W[];B[];W[bc]"),
                  {.board = ko_black_takes_start, .prisoners = {1, 1}, .repetitions = {{4, 0}}, .passes = {1, 1}},
                  {{"japanese korean ngb", {.verdict = VerdictKind::no_result}},
                   {"chinese ing tromp-taylor nz", superko},
                   {"aga swedish", aga},
                   {"capture-go",
                    {.verdict = VerdictKind::decided, .winner = Color::black, .end_move = 1, .after_end = {2, 3, 4}}}});
}

// ---------------------------------------------------------------------------------------
// Cycles and superko

TEST(ReplaySuperko, TripleKoIsACycle) {
    // Three kos; Black can take in A and C, White in B.
    //      a b c d e f g h i
    //   a  X O . O . X . X O    A: B[ca] takes ba, W[ba] takes ca
    //   b  . X O . . . X O .    B: W[ga] takes ha, B[ha] takes ga
    //   c  . . . . . . . . .
    //   ...
    //   h  . X O . . . . . .    C: B[ci] takes bi, W[bi] takes ci
    //   i  X O . O . . . . .
    // 1 B[ca] 2 W[ga] 3 B[ci] 4 W[ba] 5 B[ha] 6 W[bi]: each is a single capture, but never
    // an immediate retake (the position two moves back differs in another ko), and move 6
    // restores position 0 with Black to move: a six-move cycle. 7 B[ca] and 8 W[ga] go
    // round again, repeating the positions after moves 1 and 2.
    const std::string root = "(;SZ[9]AB[aa][fa][ha][bb][gb][bh][ai]AW[ba][da][ia][cb][hb][ch][bi][di]";
    const Rows start = {"XO.O.X.XO", ".XO...XO.", ".........", ".........", ".........",
                        ".........", ".........", ".XO......", "XO.O....."};
    EXPECT_EQ(start_of(root), start);
    const std::string moves = ";B[ca];W[ga];B[ci];W[ba];B[ha];W[bi];B[ca];W[ga]";
    //      a b c d e f g h i
    //   a  X . X O . X O . O    after move 8 (= after move 2): A and B taken, C as at start
    //   b  . X O . . . X O .
    //   h  . X O . . . . . .
    //   i  X O . O . . . . .
    const Rows after_8 = {"X.XO.XO.O", ".XO...XO.", ".........", ".........", ".........",
                          ".........", ".........", ".XO......", "XO.O....."};
    // Japanese Art. 12: the record stops inside the cycle, so no result. Every superko
    // preset forbids moves 6, 7 and 8 (the situations repeat too: same player to move).
    expect_replay(record(root, moves), {.board = after_8, .prisoners = {4, 4}, .repetitions = {{6, 0}, {7, 1}, {8, 2}}},
                  {{"japanese korean ngb", {.verdict = VerdictKind::no_result}},
                   {superko_presets,
                    {.violations = {"6 W[bi] superko", "7 B[ca] superko", "8 W[ga] superko"},
                     .verdict = VerdictKind::illegal}},
                   {"capture-go",
                    {.verdict = VerdictKind::decided,
                     .winner = Color::black,
                     .end_move = 1,
                     .after_end = {2, 3, 4, 5, 6, 7, 8}}}});

    // The same cycle played through and then ended by two passes is no longer "stopped
    // inside the cycle": the repetitions are listed, the verdict is ok.
    for (const char* preset : {"japanese", "korean", "ngb"}) {
        SCOPED_TRACE(preset);
        const Replayed r = replay_under(record(root, moves + ";B[ee];W[];B[]"), preset);
        EXPECT_EQ(violations_of(r.replay), std::vector<std::string>{});
        EXPECT_EQ(repetitions_of(r.replay), (Reps{{6, 0}, {7, 1}, {8, 2}}));
        EXPECT_EQ(r.replay.end_move, 11);
        EXPECT_EQ(verdict_name(r.verdict.kind), verdict_name(VerdictKind::ok));
    }

    // Stopping right at the end of the first round is inside the cycle too.
    const Replayed six = replay_under(record(root, ";B[ca];W[ga];B[ci];W[ba];B[ha];W[bi]"), "japanese");
    EXPECT_EQ(rows_of(six.replay.board), start);
    EXPECT_EQ(repetitions_of(six.replay), (Reps{{6, 0}}));
    EXPECT_EQ(verdict_name(six.verdict.kind), verdict_name(VerdictKind::no_result));
}

TEST(ReplaySuperko, SendingTwoReturningOneSeparatesPositionalFromSituational) {
    // Two sending-two-returning-one shapes: Black's at the top, White's (colours swapped) at
    // the bottom.
    //      a b c d e f g h i
    //   a  . X . X . . . . .
    //   b  O O X . . . . . .
    //   ...
    //   h  X X O . . . . . .
    //   i  . O . O . . . . .
    // 1 B[aa] sends two: {aa, ba} has one liberty, ca.     a  X X . X      a  . . O X
    // 2 W[ca] takes the two; ca itself is left in atari:    b  O O X .  ->  b  O O X .
    // 3 B[ba] returns one: takes ca, and the board is position 0 again, now with WHITE to
    //   move (position 0 had Black to move).
    // 4 W[ai] sends two at the bottom, 5 B[ci] takes them, 6 W[bi] returns one: position 0
    //   again, with BLACK to move, exactly the situation of move 0.
    // Positional superko forbids both returns (3 and 6): the whole board repeats.
    // Situational superko forbids only 6: after 3 the board repeats but with the other
    // player to move, which is a different situation. Neither is a ko: move 3 takes one
    // stone, but the position two moves back (after move 1) had aa and ba filled.
    const std::string root = "(;SZ[9]AB[ba][da][cb][ah][bh]AW[ab][bb][ch][bi][di]";
    const Rows start = {".X.X.....", "OOX......", ".........", ".........", ".........",
                        ".........", ".........", "XXO......", ".O.O....."};
    EXPECT_EQ(start_of(root), start);
    expect_replay(record(root, ";B[aa];W[ca];B[ba];W[ai];B[ci];W[bi]"),
                  {.board = start, .prisoners = {3, 3}, .repetitions = {{3, 0}, {6, 0}}},
                  {{"japanese korean ngb", {.verdict = VerdictKind::no_result}},
                   {"chinese ing tromp-taylor swedish",
                    {.violations = {"3 B[ba] superko", "6 W[bi] superko"}, .verdict = VerdictKind::illegal}},
                   {"aga nz", {.violations = {"6 W[bi] superko"}, .verdict = VerdictKind::illegal}},
                   {"capture-go",
                    {.verdict = VerdictKind::decided,
                     .winner = Color::white,
                     .end_move = 2,
                     .after_end = {3, 4, 5, 6}}}});
}

TEST(ReplaySuperko, PositionRepeatingWithTheOtherPlayerToMove) {
    //   position 0         after 1 B[ba]      after 2 W[aa]      after 3 B[ca]
    //      a b c d e          a b c d e          a b c d e          a b c d e
    //   a  O . X O .       a  . X X O .       a  O . . O .       a  O . X O .
    //   b  X O O . .       b  X O O . .       b  X O O . .       b  X O O . .
    //   (rows c-e empty)
    // 1 B[ba] takes aa (one stone); 2 W[aa] takes ba and ca (two); 3 B[ca] takes nothing,
    // and the board is position 0 again, with White to move where position 0 had Black to
    // move. 4 W[ee] 5 B[cc] 6 W[ec] 7 B[ce] are play elsewhere.
    // Positional superko forbids move 3; situational superko does not (the situation is
    // new); under simple ko it is a repetition played through (the record goes on well past
    // it, so it does not end in a cycle). Move 3 captures nothing, so it is no ko.
    const std::string root = "(;SZ[5]AB[ca][ab]AW[aa][da][bb][cb]";
    EXPECT_EQ(start_of(root), (Rows{"O.XO.", "XOO..", ".....", ".....", "....."}));
    expect_replay(record(root, ";B[ba];W[aa];B[ca];W[ee];B[cc];W[ec];B[ce]"),
                  {.board = {"O.XO.", "XOO..", "..X.O", ".....", "..X.O"},
                   .prisoners = {1, 2},
                   .repetitions = {{3, 0}}},
                  {{"japanese korean ngb aga nz", {}},
                   {"chinese ing tromp-taylor swedish",
                    {.violations = {"3 B[ca] superko"}, .verdict = VerdictKind::illegal}},
                   {"capture-go",
                    {.verdict = VerdictKind::decided,
                     .winner = Color::black,
                     .end_move = 1,
                     .after_end = {2, 3, 4, 5, 6, 7}}}});
}

// ---------------------------------------------------------------------------------------
// Turn order

TEST(ReplayTurn, WrongTurnIsReportedWithTheBoardKindOfTheSameMove) {
    //      a b c d e
    //   a  . O . . .   1 B[cc]; 2 B[cc] again: a wrong turn AND occupied (skipped);
    //   b  O . . . .   3 B[aa]: a wrong turn AND a single-stone suicide.
    const std::string root = "(;SZ[5]AW[ba][ab]";
    EXPECT_EQ(start_of(root), (Rows{".O...", "O....", ".....", ".....", "....."}));
    // Under nz the suicide leaves the board as it was after Black's move 1 (move 2 was
    // skipped), White to move: situational superko.
    const Outcome illegal{
        .violations = {"2 B[cc] wrong-turn", "2 B[cc] occupied", "3 B[aa] wrong-turn", "3 B[aa] suicide"},
        .verdict = VerdictKind::illegal};
    Outcome loses = illegal;
    loses.winner = Color::white;
    const Outcome nz{
        .violations = {"2 B[cc] wrong-turn", "2 B[cc] occupied", "3 B[aa] wrong-turn", "3 B[aa] superko"},
        .verdict = VerdictKind::illegal};
    expect_replay(record(root, ";B[cc];B[cc];B[aa]"),
                  {.board = {".O...", "O....", "..X..", ".....", "....."}, .prisoners = {0, 1}},
                  {{"japanese korean", loses},
                   {"chinese aga ing tromp-taylor ngb swedish capture-go", illegal},
                   {"nz", nz}});
}

TEST(ReplayTurn, WrongTurnRetakeIsSuperkoNotKo) {
    // White to capture first: Black's stone on cc is the ko stone.
    //      a b c d e
    //   a  . . . . .
    //   b  . X O . .   1 W[bc] takes cc, 2 B[] passes, 3 B[cc] takes bc back: a wrong turn
    //   c  X . X O .   (Black after Black's pass). Not a ko: the pass took slot 2, and the
    //   d  . X O . .   position after move 1 had White's stone on bc. But the board is
    //   e  . . . . .   position 0 again, with White to move, as at move 0 (White moved
    //                  first): superko under positional and situational superko alike.
    // Why not "wrong-turn + ko" here: a retake by colour C that recreates the position
    // after move N-2 needs move N-1 to have put the opponent's stone there, so move N-1 was
    // the opponent's and a ko retake is never a wrong turn (without setup in the moves).
    const std::string root = "(;SZ[5]AB[bb][ac][cc][bd]AW[cb][dc][cd]";
    const Rows start = {".....", ".XO..", "X.XO.", ".XO..", "....."};
    EXPECT_EQ(start_of(root), start);
    const Outcome simple{.violations = {"3 B[cc] wrong-turn"}, .verdict = VerdictKind::illegal};
    Outcome loses = simple;
    loses.winner = Color::white;
    // Under capture go White's capture at move 1 won the game: what follows is no part of it.
    const Outcome capture_go{.violations = {"3 B[cc] wrong-turn"}, .verdict = VerdictKind::decided,
                             .winner = Color::white, .end_move = 1, .after_end = {2, 3}};
    expect_replay(record(root, ";W[bc];B[];B[cc]"),
                  {.board = start, .prisoners = {1, 1}, .repetitions = {{3, 0}}, .passes = {1, 0}},
                  {{"japanese korean", loses},
                   {"ngb", simple},
                   {"capture-go", capture_go},
                   {superko_presets,
                    {.violations = {"3 B[cc] wrong-turn", "3 B[cc] superko"}, .verdict = VerdictKind::illegal}}});
}

TEST(ReplayTurn, PlayerToMoveLaterInTheLineResetsTheTurn) {
    // man/kifu.1: PL later in the main line is applied with a warning, after which a move
    // of that colour is no wrong turn.
    const std::string sgf = "(;SZ[5];B[cc];PL[B];B[dd])";
    expect_replay(sgf, {.board = {".....", ".....", "..X..", "...X.", "....."}}, {{"*", {}}});
    const Replayed r = replay_under(sgf, "japanese");
    ASSERT_EQ(r.replay.warnings.size(), 1u);
    EXPECT_NE(r.replay.warnings[0].message.find("PL"), std::string::npos) << r.replay.warnings[0].message;
}

// KNOWN CODE BUG (src/rules/replay.cpp, apply_player_to_move): this test states the
// normative expectation and fails against the code as it stands.
// man/kifu.1 defines wrong-turn as "move N has the colour of move N-1"; PL later in the line
// only takes a wrong turn away ("a move of that colour is no wrong turn"), just as PL in the
// root never makes White's first move a wrong turn. The code implements PL[B] by setting
// the previous colour to White, so White's move 2 below, after Black's move 1, is flagged
// as a wrong turn although it alternates correctly.
TEST(ReplayTurn, PlayerToMoveLaterInTheLineAddsNoWrongTurn) {
    const std::string sgf = "(;SZ[5];B[cc];PL[B];W[dd])";
    expect_replay(sgf, {.board = {".....", ".....", "..X..", "...O.", "....."}}, {{"*", {}}});
}

// ---------------------------------------------------------------------------------------
// Handicap

TEST(ReplayHandicap, WhiteMovesFirstAfterHandicapStones) {
    //      a b c d e f g h i
    //   c  . . X . . . . . .   HA[2] AB[cc][gg]; White moves first: no wrong turn.
    //   g  . . . . . . X . .
    const std::string sgf = "(;SZ[9]HA[2]AB[cc][gg];W[ee];B[ge];W[ce])";
    expect_replay(sgf,
                  {.board = {".........", ".........", "..X......", ".........", "..O.O.X..", ".........",
                             "......X..", ".........", "........."}},
                  {{"*", {}}});
    const Replayed r = replay_under(sgf, "japanese");
    EXPECT_EQ(r.replay.handicap_stones, 2);
    EXPECT_TRUE(r.replay.warnings.empty());
}

TEST(ReplayHandicap, FreePlacementAsLeadingBlackMoves) {
    // HA[3] and no AB: Black's moves 1..3 place the stones; no wrong turn.
    const std::string sgf = "(;SZ[9]HA[3];B[cc];B[gg];B[gc];W[ee];B[cg])";
    expect_replay(sgf,
                  {.board = {".........", ".........", "..X...X..", ".........", "....O....", ".........",
                             "..X...X..", ".........", "........."}},
                  {{"*", {}}});
    const Replayed r = replay_under(sgf, "japanese");
    EXPECT_EQ(r.replay.handicap_stones, 3);
    EXPECT_TRUE(r.replay.warnings.empty());

    // Only moves 1..n, only while no White move came between, and only without AB.
    EXPECT_EQ(violations_of(replay_under("(;SZ[9]HA[3];B[cc];B[gg];B[gc];B[cg])", "japanese").replay),
              std::vector<std::string>{"4 B[cg] wrong-turn"});
    EXPECT_EQ(violations_of(replay_under("(;SZ[9]HA[3];W[ee];B[cc];B[gg])", "japanese").replay),
              std::vector<std::string>{"3 B[gg] wrong-turn"});
    EXPECT_EQ(violations_of(replay_under("(;SZ[9]HA[2]AB[cc][gg];B[gc];B[cg])", "japanese").replay),
              std::vector<std::string>{"2 B[cg] wrong-turn"});
}

// Servers that leave HA out (HA[0] KM[0], as Yuanyu writes its handicap games) still place
// the stones as Black's first moves: two to nine of them before White's first move, with a
// KM of at most half a point, are the placement, with a warning at HA. As wrong turns
// they lost Black the game at move 2 under Japanese and Korean rules.
TEST(ReplayHandicap, LeadingBlackStonesWithoutHaAndWithoutKomiAreTheHandicap) {
    //      a b c d e f g h i
    //   c  . . X . . . X . .   1 B[cc] 2 B[gg]: the placement; 3 W[ee], 4 B[gc]
    //   e  . . . . O . . . .
    //   g  . . . . . . X . .
    const std::string sgf = "(;SZ[9]HA[0]KM[0];B[cc];B[gg];W[ee];B[gc])";
    expect_replay(sgf,
                  {.board = {".........", ".........", "..X...X..", ".........", "....O....", ".........",
                             "......X..", ".........", "........."}},
                  {{"*", {}}});
    const Replayed r = replay_under(sgf, "japanese");
    EXPECT_EQ(r.replay.handicap_stones, 2);
    ASSERT_EQ(r.replay.warnings.size(), 1U);
    EXPECT_EQ(r.replay.warnings[0].message, "HA[0] but Black's first 2 moves come before White's first, with komi 0: "
                                            "taken as a handicap of 2 stones placed as moves, not as wrong turns");
    EXPECT_EQ(r.replay.warnings[0].where.column, 8U);
    EXPECT_EQ(replay_under("(;SZ[9]KM[0.5];B[cc];B[gg];W[ee])", "japanese").replay.handicap_stones, 2);

    // An even game's komi, no KM at all (old records of even games leave it out), no White
    // move after them, or more than nine: wrong turns, as before.
    EXPECT_EQ(violations_of(replay_under("(;SZ[9];B[cc];B[gg];W[ee])", "japanese").replay),
              std::vector<std::string>{"2 B[gg] wrong-turn"});
    EXPECT_EQ(violations_of(replay_under("(;SZ[9]KM[6.5];B[cc];B[gg];W[ee])", "japanese").replay),
              std::vector<std::string>{"2 B[gg] wrong-turn"});
    EXPECT_EQ(violations_of(replay_under("(;SZ[9]KM[0];B[cc];B[gg])", "japanese").replay),
              std::vector<std::string>{"2 B[gg] wrong-turn"});
    std::string ten = "(;SZ[9]KM[0]";
    for (const char* p : {"aa", "ba", "ca", "da", "ea", "fa", "ga", "ha", "ia", "ab"}) ten += std::string(";B[") + p + "]";
    const Replayed long_run = replay_under(ten + ";W[ee])", "japanese");
    EXPECT_EQ(long_run.replay.violations.size(), 9U);
    EXPECT_EQ(long_run.replay.handicap_stones, 0);
}

TEST(ReplayHandicap, HandicapStonesThatDoNotMatchHaAreAWarning) {
    const std::string sgf = "(;SZ[9]HA[2]AB[cc][gg][gc];W[ee])";
    expect_replay(sgf,
                  {.board = {".........", ".........", "..X...X..", ".........", "....O....", ".........",
                             "......X..", ".........", "........."}},
                  {{"*", {}}});
    const Replayed r = replay_under(sgf, "japanese");
    EXPECT_EQ(r.replay.handicap_stones, 3);
    ASSERT_EQ(r.replay.warnings.size(), 1u);
    EXPECT_EQ(r.replay.warnings[0].message, "HA[2] but 3 AB stones in the root: the count takes 3 handicap stones");
    // At HA, as every warning of a property is (it had no line or column).
    EXPECT_EQ(r.replay.warnings[0].where.line, 1u);
    EXPECT_EQ(r.replay.warnings[0].where.column, 8u);
}

// A root that sets up White stones as well as Black ones is a position (here a game taken
// up midway), not a handicap placement: its AB stones are every Black stone on the board,
// and the handicap is HA's number. Counting each AB stone gave White 7 points here under
// Chinese rules (104 for a gnugo regression position with HA[3]).
TEST(ReplayHandicap, ASetUpPositionWithWhiteStonesTakesHaForTheHandicap) {
    //      a b c d e f g
    //   a  . . . X O . .   HA[2], a Black wall on d and a White one on e, set up
    //   b  . . . X O . .
    //   ...                (the same on every row)
    const std::string sgf = "(;SZ[7]HA[2]KM[0.5]AB[da][db][dc][dd][de][df][dg]AW[ea][eb][ec][ed][ee][ef][eg];W[];B[])";
    const std::string row = "...XO..";
    expect_replay(sgf, {.board = Rows(7, row), .passes = {1, 1}},
                  {{"chinese nz ing tromp-taylor swedish capture-go", {.end_move = 2}},
                   {"japanese korean ngb", {.end_move = 2}},
                   {"aga", {}}});
    const Replayed r = replay_under(sgf, "chinese");
    EXPECT_EQ(r.replay.handicap_stones, 2);
    ASSERT_EQ(r.replay.warnings.size(), 1u);
    EXPECT_EQ(r.replay.warnings[0].message,
              "HA[2] but 7 AB stones in a root that sets up White stones too: a position, not a handicap placement, "
              "so HA gives the handicap: the count takes 2 handicap stones");
    // AB alone is the placement, whatever HA says (the warning above).
    EXPECT_EQ(replay_under("(;SZ[7]HA[2]AB[da][db][dc][dd][de][df][dg];W[];B[])", "chinese").replay.handicap_stones, 7);
}

// New Zealand rules: "In a handicap game, white passes the first n - 1 moves". Black's
// stones between White's passes are the placement: HA[3] here, no wrong turn, no warning.
TEST(ReplayHandicap, WhitePassingTheFirstMovesPlacesTheHandicapAsNewZealandRulesDo) {
    //      a b c d e f g h i
    //   c  . . X . . . X . .   1 B[cc] 2 W[] 3 B[gg] 4 W[] 5 B[gc]: three stones placed;
    //   e  . . . . O . . . .   6 W[ee] is White's first stone.
    //   g  . . . . . . X . .
    const std::string sgf = "(;SZ[9]HA[3];B[cc];W[];B[gg];W[];B[gc];W[ee])";
    expect_replay(sgf,
                  {.board = {".........", ".........", "..X...X..", ".........", "....O....", ".........",
                             "......X..", ".........", "........."},
                   .passes = {0, 2}},
                  {{"*", {}}});
    for (const std::string_view preset : {"nz", "chinese"}) {
        const Replayed r = replay_under(sgf, preset);
        EXPECT_EQ(r.replay.handicap_stones, 3) << preset;
        EXPECT_TRUE(r.replay.warnings.empty()) << preset;
    }
    // A White stone before the last placement ends it: two stones placed, and said so.
    const Replayed short_of_it = replay_under("(;SZ[9]HA[3];B[cc];W[];B[gg];W[ee];B[gc])", "nz");
    EXPECT_EQ(short_of_it.replay.handicap_stones, 2);
    ASSERT_EQ(short_of_it.replay.warnings.size(), 1u);
    EXPECT_EQ(short_of_it.replay.warnings[0].message,
              "HA[3] but Black placed 2 handicap stones before White's first move: the count takes 2 handicap stones");
    // Black moving twice after a placement pass is a wrong turn, not a placement.
    const Replayed twice = replay_under("(;SZ[9]HA[3];B[cc];W[];B[gg];B[gc];W[ee])", "nz");
    EXPECT_EQ(violations_of(twice.replay), std::vector<std::string>{"4 B[gc] wrong-turn"});
    EXPECT_EQ(twice.replay.handicap_stones, 2);
    // Stopped inside the placement: the stones so far, and nothing to warn about.
    const Replayed midway = replay_under(sgf, "nz", 3);
    EXPECT_EQ(midway.replay.handicap_stones, 2);
    EXPECT_TRUE(midway.replay.warnings.empty());
}

// The position after move N is that move's node: stones set up in a node after it (before
// the next move) are a later position. "After move 2" showed the later AB at A1 and the AE
// clearing B's move 2 at b3, a board contradicting its own label. Before the first move the
// setup of every node up to it is the start (a handicap set up in the second node).
TEST(ReplayStop, SetupAfterMoveNIsNotPartOfThePositionAfterIt) {
    const std::string sgf = "(;SZ[3];B[aa];W[cc];AB[ac]AE[cc];B[bb])";
    //   after move 2       after the setup node
    //   X . .              X . .
    //   . . .              . . .
    //   . . O              X . .
    EXPECT_EQ(rows_of(replay_under(sgf, "japanese", 2).replay.board), (Rows{"X..", "...", "..O"}));
    EXPECT_EQ(rows_of(replay_under(sgf, "japanese").replay.board), (Rows{"X..", ".X.", "X.."}));
    // Move 0: the second node's setup is part of the start.
    EXPECT_EQ(rows_of(replay_under("(;SZ[3];AB[aa][cc];W[bb])", "japanese", 0).replay.board),
              (Rows{"X..", "...", "..X"}));
}

// Without AB the count compensates the stones Black placed before White's first move, not
// HA: HA[3] with one stone placed is one stone (a warning at HA says so), HA[100] on 9x9 is
// the one stone placed, not 100. A position before the placement is over holds what was
// placed so far, without a warning.
TEST(ReplayHandicap, FreePlacementCountsTheStonesBlackPlaced) {
    const std::string sgf = "(;SZ[9]HA[3];B[cc];W[ee];B[gg])";
    expect_replay(sgf,
                  {.board = {".........", ".........", "..X......", ".........", "....O....", ".........",
                             "......X..", ".........", "........."}},
                  {{"*", {}}});
    const Replayed r = replay_under(sgf, "chinese");
    EXPECT_EQ(r.replay.handicap_stones, 1);
    ASSERT_EQ(r.replay.warnings.size(), 1u);
    // One stone is no handicap: the count compensates nothing (count.hpp), and says so.
    EXPECT_EQ(r.replay.warnings[0].message,
              "HA[3] but Black placed 1 handicap stone before White's first move: the count takes 1 handicap stone, "
              "and one stone is no handicap: nothing is compensated");
    EXPECT_EQ(r.replay.warnings[0].where.column, 8);   // at HA

    EXPECT_EQ(replay_under("(;SZ[9]HA[100];B[ee];W[gg];B[];W[])", "chinese").replay.handicap_stones, 1);
    const Replayed none = replay_under("(;SZ[9]HA[2];W[ee];B[gg])", "chinese");
    EXPECT_EQ(none.replay.handicap_stones, 0);
    ASSERT_EQ(none.replay.warnings.size(), 1u);
    EXPECT_EQ(none.replay.warnings[0].message,
              "HA[2] but Black placed 0 handicap stones before White's first move: the count takes no handicap "
              "stone: nothing is compensated");
    // Set up in the node after the root (as Fox writes them): placed, no warning about HA.
    const Replayed second_node = replay_under("(;SZ[9]HA[2];AB[cc][gg];W[ee])", "chinese");
    EXPECT_EQ(second_node.replay.handicap_stones, 2);
    for (const Diagnostic& d : second_node.replay.warnings) EXPECT_EQ(d.message.find("HA["), std::string::npos);
    const Replayed midway = replay_under("(;SZ[9]HA[3];B[cc];B[gg];B[gc];W[ee])", "chinese", 2);
    EXPECT_EQ(midway.replay.handicap_stones, 2);
    EXPECT_TRUE(midway.replay.warnings.empty());
}

// ---------------------------------------------------------------------------------------
// Passes

TEST(ReplayPasses, EmptyAndTtArePassesOn19x19) {
    // W[] and B[tt] are passes: never a violation or a repetition. White then Black passing
    // ends the game at move 3, except under aga, where White must pass last.
    // (Under japanese, korean, ngb and swedish two passes only stop play: W[dp] resumes it.)
    const std::string sgf = "(;SZ[19];B[pd];W[];B[tt];W[dp])";
    expect_replay(sgf, {.passes = {1, 1}},
                  {{"chinese nz ing tromp-taylor capture-go", {.end_move = 3, .after_end = {4}}},
                   {"japanese korean ngb swedish aga", {}}});
    const Replayed r = replay_under(sgf, "japanese");
    EXPECT_EQ(r.replay.board.stone_count(Color::black), 1);
    EXPECT_EQ(r.replay.board.stone_count(Color::white), 1);
    EXPECT_EQ(r.replay.moves, 4);
}

TEST(ReplayPasses, TtIsAPassOn9x9AndBlackThenWhiteEndsTheGameEverywhere) {
    //      a b c d e f g h i
    //   c  . . O . . . . . .   1 B[ee] 2 W[cc] 3 B[tt] 4 W[tt] pass, pass; 5 B[gg] comes
    //   e  . . . . X . . . .   after the end (under aga too: Black, then White passed),
    //   g  . . . . . . X . .   except where two passes only stop play (it resumes it)
    expect_replay("(;SZ[9];B[ee];W[cc];B[tt];W[tt];B[gg])",
                  {.board = {".........", ".........", "..O......", ".........", "....X....", ".........",
                             "......X..", ".........", "........."},
                   .passes = {1, 1}},
                  {{"chinese aga nz ing tromp-taylor capture-go", {.end_move = 4, .after_end = {5}}},
                   {"japanese korean ngb swedish", {}}});
}

TEST(ReplayPasses, APassOutOfTurnIsARecordingWarningNotAnIllegalMove) {
    // Nobody passes twice running at a board: Black's pass right after Black's own move is
    // the recorder's slip, whatever the value ("" or "tt"). It changes nothing on the board,
    // so no preset gives it a consequence (Japanese Art. 14 made it a loss for Black, which
    // overturned correct results); it is a warning at the pass.
    for (const std::string pass : {"", "tt"}) {
        SCOPED_TRACE(pass);
        expect_replay("(;SZ[9];B[ee];B[" + pass + "];W[cc])",
                      {.board = {".........", ".........", "..O......", ".........", "....X....", ".........",
                                 ".........", ".........", "........."},
                       .passes = {1, 0}},
                      {{"*", {}}});
        const Replayed r = replay_under("(;SZ[9];B[ee];B[" + pass + "];W[cc])", "japanese");
        ASSERT_EQ(r.replay.warnings.size(), 1U);
        EXPECT_EQ(r.replay.warnings[0].where.column, 15);
        EXPECT_NE(r.replay.warnings[0].message.find("move 2 is a pass by Black right after Black's own move: likely a "
                                                    "recording error"),
                  std::string::npos)
            << r.replay.warnings[0].message;
    }
}

TEST(ReplayPasses, TwoPassesOfOneColourEndNoGame) {
    // Art. 9-1: play stops "when a pass is followed by the opponent's pass". 3 B[] 4 B[]
    // is one colour twice (White's pass written as Black's, or a move left out): no end,
    // no stop, so 5 W[gg] is a move of the game everywhere, and no wrong turn. 6 B[] 7 W[]
    // then end it (or stop play). The out-of-turn pass answers no pass: 4 B[] 5 W[] would
    // have ended the game at move 5 had it counted as Black's first.
    const std::string sgf = "(;SZ[9];B[ee];W[cc];B[];B[];W[gg];B[];W[])";
    expect_replay(sgf,
                  {.board = {".........", ".........", "..O......", ".........", "....X....", ".........",
                             "......O..", ".........", "........."},
                   .passes = {3, 1}},
                  {{"*", {.end_move = 7}}});
    EXPECT_EQ(replay_under(sgf, "chinese").replay.final_passes, 2);
    // Ending with one colour's two passes: the record does not end with two passes.
    const Replayed ends = replay_under("(;SZ[9];B[ee];W[cc];B[];B[])", "chinese");
    EXPECT_FALSE(ends.replay.end_move.has_value());
    EXPECT_EQ(ends.replay.final_passes, 1);
    EXPECT_TRUE(ends.replay.violations.empty());
}

TEST(ReplayPasses, AgaNeedsWhitesPassLast) {
    // 2 W[] 3 B[] 4 W[]: two passes in a row at move 3 end the game except under aga,
    // which waits for White's pass at move 4.
    expect_replay("(;SZ[9];B[ee];W[];B[];W[])", {.board = {".........", ".........", ".........", ".........",
                                                          "....X....", ".........", ".........", ".........",
                                                          "........."},
                                                .passes = {1, 2}},
                  {{"chinese nz ing tromp-taylor capture-go", {.end_move = 3, .after_end = {4}}},
                   {"japanese korean ngb swedish aga", {.end_move = 4}}});
}

TEST(ReplayPasses, WhereTwoPassesStopPlayEitherSideMayResumeIt) {
    // Japanese Rules of Go (1989), Art. 9: two passes stop play (move 4); a player asks to
    // resume and the opponent moves first (Art. 9-3): here White, who passed last, plays
    // at move 5. Play stops again at move 8, where the game ends. Under rules where two
    // passes end the game, move 5 is a wrong turn after the end.
    const std::string sgf = "(;SZ[9]RE[W+R];B[ee];W[cc];B[];W[];W[gg];B[gc];W[];B[])";
    for (const std::string_view preset : {"japanese", "korean", "ngb"}) {
        SCOPED_TRACE(preset);
        const Replayed r = replay_under(sgf, preset);
        EXPECT_TRUE(r.replay.violations.empty());
        EXPECT_EQ(r.replay.end_move, 8);
        EXPECT_TRUE(r.replay.after_end.empty());
        EXPECT_NE(r.verdict.kind, VerdictKind::illegal) << r.verdict.summary;
    }
    const Replayed chinese = replay_under(sgf, "chinese");
    ASSERT_EQ(chinese.replay.violations.size(), 1U);
    EXPECT_EQ(chinese.replay.violations[0].move, 5);
    EXPECT_EQ(chinese.replay.end_move, 4);
    EXPECT_EQ(chinese.replay.after_end, (std::vector<int>{5, 6, 7, 8}));
}

TEST(ReplayPasses, AMoveRecordedAfterTheEndIsNoMoveOfTheGame) {
    //      a b c d e
    //   c  . . X . .   1 B[cc] 2 W[dd] 3 B[] 4 W[] end the game; 5 B[cc] is on Black's own
    //   d  . . . O .   stone (occupied, skipped). Recorded after the end, it is no move of
    //                  the game and cannot make it illegal: its consequence is none. Where
    //                  two passes only stop play, move 5 resumes it and is a move of the game.
    const std::string sgf = "(;SZ[5]RE[W+R];B[cc];W[dd];B[];W[];B[cc])";
    const Outcome after_the_end{.violations = {"5 B[cc] occupied"}, .end_move = 4, .after_end = {5}};
    const Outcome illegal{.violations = {"5 B[cc] occupied"}, .verdict = VerdictKind::illegal};
    Outcome loses = illegal;
    loses.winner = Color::white;
    expect_replay(sgf, {.board = {".....", ".....", "..X..", "...O.", "....."}, .passes = {1, 1}},
                  {{"chinese aga nz ing tromp-taylor capture-go", after_the_end},
                   {"japanese korean", loses},
                   {"ngb swedish", illegal}});
    const Replayed chinese = replay_under(sgf, "chinese");
    ASSERT_EQ(chinese.verdict.consequences.size(), 1U);  // one per listed violation
    EXPECT_EQ(chinese.verdict.consequences[0], "none: the game ended at move 4");
    EXPECT_EQ(chinese.verdict.summary, "no illegal move");
    EXPECT_TRUE(chinese.verdict.result_note.empty()) << chinese.verdict.result_note;
    // A violation before the end still makes the game illegal; the one after it stays none.
    const Replayed both = replay_under("(;SZ[5];B[cc];W[cc];B[];W[];B[cc])", "chinese");
    EXPECT_EQ(both.verdict.kind, VerdictKind::illegal);
    ASSERT_EQ(both.verdict.consequences.size(), 2U);
    EXPECT_NE(both.verdict.consequences[0].find("not allowed"), std::string::npos) << both.verdict.consequences[0];
    EXPECT_EQ(both.verdict.consequences[1], "none: the game ended at move 4");
    // Capture go: a capture after the game ended by passes decides nothing.
    const Replayed capture = replay_under("(;SZ[5];B[aa];W[ba];B[];W[];B[cc];W[ab])", "capture-go");
    EXPECT_EQ(capture.replay.end_move, 4);
    EXPECT_EQ(capture.replay.first_capture_move, 6);
    EXPECT_EQ(capture.verdict.kind, VerdictKind::ok) << capture.verdict.summary;
    EXPECT_FALSE(capture.verdict.decided_winner.has_value());
}

TEST(ReplayPasses, AnIllegalMoveAfterTheOneThatLostTheGameLosesNothing) {
    //      a b c d e
    //   a  . . . . .   4 B[dc] and 6 W[cd] are each the second move of their colour in a row
    //   b  . . . . .   (wrong turns). Under Japanese Art. 14 Black lost the game at move 4:
    //   c  . . X X .   White's at move 6 cannot lose it again. It said "White loses at move 6,
    //   d  . . O . .   Black wins", which told a director both players lost.
    //   e  . . O . .
    const std::string sgf = "(;SZ[5]RE[W+R];B[cc];W[ce];B[dc];B[ec];W[cd];W[ed])";
    for (const char* rules : {"japanese", "korean"}) {
        const Replayed r = replay_under(sgf, rules);
        ASSERT_EQ(r.replay.violations.size(), 2U) << rules;
        EXPECT_EQ(r.verdict.decided_winner, Color::white) << rules;
        EXPECT_NE(r.verdict.consequences[0].find("Black loses at move 4, White wins"), std::string::npos)
            << r.verdict.consequences[0];
        EXPECT_EQ(r.verdict.consequences[1], "none: the game was decided at move 4") << rules;
    }
    // Where an illegal move does not end the game, each keeps its own consequence.
    const Replayed ngb = replay_under(sgf, "ngb");
    ASSERT_EQ(ngb.verdict.consequences.size(), 2U);
    EXPECT_EQ(ngb.verdict.consequences[1].find("none:"), std::string::npos) << ngb.verdict.consequences[1];
}

// ---------------------------------------------------------------------------------------
// Moves that cannot be played: off the board, unreadable, on a stone

TEST(ReplaySkipped, OffBoardMalformedAndOccupiedAreSkipped) {
    // 1 B[zz] is off the 9x9 board, 2 W[a] is no point at all, 4 W[cc] is on Black's stone:
    // each is recorded with its value as written and changes nothing. They are moves all
    // the same, so turn order goes on (no wrong turn anywhere).
    const Outcome illegal{.violations = {"1 B[zz] off-board", "2 W[a] off-board", "4 W[cc] occupied"},
                          .verdict = VerdictKind::illegal};
    Outcome loses = illegal;
    loses.winner = Color::white;
    expect_replay("(;SZ[9];B[zz];W[a];B[cc];W[cc];B[dd])",
                  {.board = {".........", ".........", "..X......", "...X.....", ".........", ".........",
                             ".........", ".........", "........."}},
                  {{"japanese korean", loses}, {"chinese aga nz ing tromp-taylor ngb swedish capture-go", illegal}});

    // Each violation points at its B / W property.
    const Replayed r = replay_under("(;SZ[9];B[zz];W[a]\n;B[cc];W[cc];B[dd])", "japanese");
    ASSERT_EQ(r.replay.violations.size(), 3u);
    EXPECT_EQ(r.replay.violations[0].where.line, 1u);
    EXPECT_EQ(r.replay.violations[0].where.column, 9u);
    EXPECT_EQ(r.replay.violations[1].where.line, 1u);
    EXPECT_EQ(r.replay.violations[1].where.column, 15u);
    EXPECT_EQ(r.replay.violations[2].where.line, 2u);
    EXPECT_EQ(r.replay.violations[2].where.column, 8u);
}

TEST(ReplaySkipped, ASkippedMoveTakesItsSlotForKo) {
    // The position of the ReplayTurn.WrongTurnRetakeIsSuperkoNotKo test (White to take cc).
    // 1 B[zz] (off-board) or B[bb] (occupied) is skipped, 2 W[bc] takes cc, 3 B[cc] takes
    // back. The skipped move still has slot 1, holding position 0, so move 3 (which
    // recreates the position after move 1) is an immediate retake: ko, under every preset.
    const std::string root = "(;SZ[5]AB[bb][ac][cc][bd]AW[cb][dc][cd]";
    const Rows start = {".....", ".XO..", "X.XO.", ".XO..", "....."};
    for (const std::string first : {"zz", "bb"}) {
        const std::string skipped = "1 B[" + first + "] " + (first == "zz" ? "off-board" : "occupied");
        const Outcome illegal{.violations = {skipped, "3 B[cc] ko"}, .verdict = VerdictKind::illegal};
        Outcome loses = illegal;
        loses.winner = Color::white;
        Outcome capture_go = illegal;
        capture_go.end_move = 2;
        capture_go.after_end = {3};
        expect_replay(record(root, ";B[" + first + "];W[bc];B[cc]"),
                      {.board = start, .prisoners = {1, 1}, .repetitions = {{3, 0}}},
                      {{"japanese korean", loses},
                       {"chinese aga nz ing tromp-taylor ngb swedish", illegal},
                       {"capture-go", capture_go}});
    }
}

// ---------------------------------------------------------------------------------------
// Capture go

TEST(ReplayCaptureGo, TheFirstCaptureDecidesTheGame) {
    //      a b c d e
    //   a  X O . . .   1 B[aa] 2 W[ba] 3 B[cc] 4 W[ab] takes aa: White wins at move 4;
    //   b  O . . . .   5 B[dd] comes after the end. Elsewhere it is an ordinary capture.
    //   c  . . X . .
    const std::string sgf = "(;SZ[5]RE[B+R];B[aa];W[ba];B[cc];W[ab];B[dd])";
    expect_replay(sgf, {.board = {".O...", "O....", "..X..", "...X.", "....."}, .prisoners = {0, 1}},
                  {{"japanese korean chinese aga nz ing tromp-taylor ngb swedish", {}},
                   {"capture-go",
                    {.verdict = VerdictKind::decided, .winner = Color::white, .end_move = 4, .after_end = {5}}}});
    const Replayed r = replay_under(sgf, "capture-go");
    EXPECT_EQ(r.verdict.decided_at_move, 4);
    EXPECT_EQ(r.replay.first_capture_move, 4);
    EXPECT_EQ(r.replay.first_capture_by, Color::white);
    // RE says Black won: it cannot stand.
    EXPECT_NE(r.verdict.result_note.find("does not stand"), std::string::npos) << r.verdict.result_note;
    EXPECT_TRUE(replay_under("(;SZ[5]RE[W+R];B[aa];W[ba];B[cc];W[ab])", "capture-go").verdict.result_note.empty());
}

TEST(ReplayCaptureGo, StonesPlacedAfterTheDecidingCaptureAreNoPartOfTheGame) {
    // White's capture at move 4 ends the game; Black then places two stones running (a
    // wrong turn at move 6). That cannot make the game illegal or take White's win away.
    const Replayed after = replay_under("(;SZ[5]RE[W+R];B[aa];W[ba];B[cc];W[ab];B[dd];B[ee])", "capture-go");
    EXPECT_EQ(after.verdict.kind, VerdictKind::decided) << after.verdict.summary;
    EXPECT_EQ(after.verdict.decided_winner, Color::white);
    ASSERT_EQ(after.verdict.consequences.size(), 1U);   // one per listed violation
    EXPECT_EQ(after.verdict.consequences[0], "none: the game ended with the capture at move 4");
    EXPECT_TRUE(after.verdict.result_note.empty()) << after.verdict.result_note;
    // A wrong turn before the capture is a move of the game, and is said as one: not as a
    // stone without liberties.
    const Replayed before = replay_under("(;SZ[5];B[aa];B[cc];W[ba];B[dd];W[ab])", "capture-go");
    EXPECT_EQ(before.verdict.kind, VerdictKind::illegal);
    ASSERT_FALSE(before.verdict.consequences.empty());
    EXPECT_EQ(before.verdict.consequences[0].find("liberties"), std::string::npos) << before.verdict.consequences[0];
}

// ---------------------------------------------------------------------------------------
// Setup

TEST(ReplaySetup, SetupWithoutLibertiesIsKeptWithAWarning) {
    // AW[aa] between AB[ba] and AB[ab] has no liberty; setup does not capture.
    const Replayed r = replay_under("(;SZ[5]AB[ba][ab]AW[aa])", "japanese");
    EXPECT_EQ(rows_of(r.replay.board), (Rows{"OX...", "X....", ".....", ".....", "....."}));
    ASSERT_EQ(r.replay.warnings.size(), 1u);
    EXPECT_NE(r.replay.warnings[0].message.find("White string without liberties at aa"), std::string::npos)
        << r.replay.warnings[0].message;
}

TEST(ReplaySetup, SetupLaterInTheLineIsAppliedWithAWarning) {
    const Replayed r = replay_under("(;SZ[5];B[cc];AB[dd]W[ee])", "japanese");
    EXPECT_EQ(rows_of(r.replay.board), (Rows{".....", ".....", "..X..", "...X.", "....O"}));
    EXPECT_EQ(violations_of(r.replay), std::vector<std::string>{});
    ASSERT_EQ(r.replay.warnings.size(), 1u);
    EXPECT_EQ(r.replay.warnings[0].message, "AB after move 1 applied as setup");
}

}  // namespace
}  // namespace kifu::rules

namespace kifu::rules {
namespace {

// PL in a node that also has a move names who moves after that move (corpus files write
// "W[mo]PL[B]"); a PL naming the same colour again excuses the next move.
TEST(ReplayTurn, PlayerToMoveInAMoveNodeAppliesAfterTheMove) {
    for (const char* record : {"(;SZ[9];B[aa];W[bb]PL[B];B[cc])", "(;SZ[9];B[aa];W[bb]PL[W];W[cc])"}) {
        auto r = sgf::testing::read_all(record);
        ASSERT_EQ(r.games.size(), 1u);
        const sgf::GameInfo info = sgf::summarize_game(r.games[0]);
        const ReplayResult replay = replay_main_line(r.games[0].tree, info, *find_ruleset("japanese"));
        EXPECT_TRUE(replay.violations.empty()) << record;
    }
}

}  // namespace
}  // namespace kifu::rules
