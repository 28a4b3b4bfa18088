// Life and death without markup (src/scoring/life_and_death.hpp): hand-made final
// positions, one per known trap, each with the statuses a referee would give.
//
// Diagrams: rows from the top, columns from the left (SGF orientation); X Black, O White,
// '.' empty.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "../../support/ascii_board.hpp"
#include "../../support/territory_diagram.hpp"
#include "scoring/settledness.hpp"
#include "scoring/confirmation.hpp"
#include "scoring/eye_space.hpp"
#include "scoring/reading_doubt.hpp"
#include "scoring/life_and_death.hpp"
#include "scoring/territory_map.hpp"

namespace kifu::scoring {
namespace {

// The chain `c` as the play-outs alone would leave it: `status` at `share`, not proved.
ChainJudgement judged_by_playouts(ChainJudgement c, ChainStatus status, double share) {
    c.proved = false;
    c.share = share;
    c.restart({Stage::playouts, status, share});
    return c;
}

using testing::board_from;
using testing::pt;
using Rows = std::vector<std::string>;

const ChainJudgement& chain_at(const LifeAndDeath& j, Point p) {
    for (const ChainJudgement& c : j.chains)
        if (std::find(c.stones.begin(), c.stones.end(), p) != c.stones.end()) return c;
    ADD_FAILURE() << "no chain at " << int(p.x) << "," << int(p.y);
    static const ChainJudgement none;
    return none;
}

bool contains(const std::vector<Point>& points, Point p) {
    return std::find(points.begin(), points.end(), p) != points.end();
}

// Two walls; one White stone in Black's area and one Black stone in White's.
const Rows stones_in_territory = {
    "....XO...", "....XO...", "..O.XO...", "....XO...", "....XO...",
    "....XO.X.", "....XO...", "....XO...", "....XO...",
};

TEST(LifeAndDeath, StonesInsideTheOpponentsTerritoryAreDeadAndTheWallsAlive) {
    const LifeAndDeath j = judge_life_and_death(board_from(stones_in_territory));
    EXPECT_EQ(chain_at(j, pt(2, 2)).status, ChainStatus::dead);
    EXPECT_EQ(chain_at(j, pt(7, 5)).status, ChainStatus::dead);
    EXPECT_EQ(chain_at(j, pt(4, 0)).status, ChainStatus::alive);
    EXPECT_EQ(chain_at(j, pt(5, 0)).status, ChainStatus::alive);
    EXPECT_EQ(j.dead, (std::vector<Point>{pt(2, 2), pt(7, 5)}));
    // The dead stones' points are their captor's territory.
    EXPECT_TRUE(contains(j.black_territory, pt(2, 2)));
    EXPECT_TRUE(contains(j.white_territory, pt(7, 5)));
}

TEST(LifeAndDeath, SameAnswerEveryTime) {
    const rules::Board board = board_from(stones_in_territory);
    const LifeAndDeath a = judge_life_and_death(board), b = judge_life_and_death(board);
    ASSERT_EQ(a.chains.size(), b.chains.size());
    for (std::size_t i = 0; i < a.chains.size(); ++i) {
        EXPECT_EQ(a.chains[i].stones, b.chains[i].stones);
        EXPECT_EQ(a.chains[i].status, b.chains[i].status);
        EXPECT_EQ(a.chains[i].confidence, b.chains[i].confidence);
    }
    EXPECT_EQ(a.unsettled, b.unsettled);
}

// A group with two real eyes is pass-alive: certain, whatever the play-outs say.
TEST(LifeAndDeath, TwoRealEyesArePassAliveByBenson) {
    const Rows rows = {".X.XO....", "XXXXO....", "OOOOO....", ".........", ".........",
                       ".........", ".........", ".........", "........."};
    const LifeAndDeath j = judge_life_and_death(board_from(rows));
    const ChainJudgement& black = chain_at(j, pt(1, 0));
    EXPECT_EQ(black.status, ChainStatus::alive);
    EXPECT_TRUE(black.proved);
    EXPECT_EQ(black.confidence, 1);
}

// Seki without eyes (the scoring tests' P3): the Black and White strings share ea and eb,
// and neither side can fill one without self-atari. Sabaki's guesser marks such groups dead.
TEST(LifeAndDeath, SekiWithoutEyesIsNotDead) {
    const Rows rows = {"..OX.OX..", "..OX.OX..", "..OXXOX..", "..OOOXX..", "....OX...", "....OX..."};
    const LifeAndDeath j = judge_life_and_death(board_from(rows));
    EXPECT_TRUE(j.dead.empty());
    EXPECT_EQ(chain_at(j, pt(3, 0)).status, ChainStatus::seki);
    EXPECT_EQ(chain_at(j, pt(5, 0)).status, ChainStatus::seki);
}

// Seki with one eye each (the scoring tests' P4).
TEST(LifeAndDeath, SekiWithAnEyeEachIsNotDead) {
    const Rows rows = {"X.X.O.OX.", "XXXXOOOX.", "OOOOXXXX.", "...OX....", "...OX....", "...OX...."};
    const LifeAndDeath j = judge_life_and_death(board_from(rows));
    EXPECT_TRUE(j.dead.empty());
    EXPECT_EQ(chain_at(j, pt(0, 0)).status, ChainStatus::seki);
    EXPECT_EQ(chain_at(j, pt(4, 0)).status, ChainStatus::seki);
}

// One real eye at aa and a false eye at ca: White's stone on db makes ca false, and White
// can take da from it at any time. The Black stones are dead.
TEST(LifeAndDeath, AFalseEyeIsNotASecondEye) {
    const Rows rows = {".X.XO....", "XXXOO....", "OOOO.....", ".........", ".........",
                       ".........", ".........", ".........", "........."};
    const LifeAndDeath j = judge_life_and_death(board_from(rows));
    EXPECT_EQ(chain_at(j, pt(1, 0)).status, ChainStatus::dead);
    EXPECT_EQ(chain_at(j, pt(3, 0)).status, ChainStatus::dead);
    EXPECT_TRUE(contains(j.white_territory, pt(0, 0)));
    EXPECT_TRUE(contains(j.white_territory, pt(2, 0)));
}

// The Black stone on ei has one liberty in Black's area (di) and one neutral point (fi).
// Once White fills fi the stone is in atari, so Black must connect at di: a protective
// move, which territory counting does not count as a point of territory.
TEST(LifeAndDeath, APointThatNeedsAProtectiveMoveIsNotTerritory) {
    const Rows rows = {"...XO....", "...XO....", "...XO....", "...XO....", "...XO....",
                       "...XO....", "...XO....", "...XOO...", "....X.O.."};
    const LifeAndDeath j = judge_life_and_death(board_from(rows));
    EXPECT_TRUE(j.dead.empty());
    EXPECT_FALSE(contains(j.black_territory, pt(3, 8)));  // di: must be filled
    EXPECT_TRUE(contains(j.black_territory, pt(2, 8)));   // ci: territory
    EXPECT_FALSE(contains(j.white_territory, pt(5, 8)));  // fi: neutral
}

// The same with room on the neutral side: Black's E1-F1 has one liberty in Black's area
// (D1) and two neutral ones (F2, G1), each of which gives the chain a third liberty if
// Black plays it, but neither joins it to another Black chain. White fills all three
// neutral points safely, so Black must still connect at D1: not territory. (A chain that
// could connect out on either of two neutral points would lose nothing.)
TEST(LifeAndDeath, LibertiesOnTheNeutralSideAreNotAConnectionOut) {
    const Rows rows = {"...XO....", "...XO....", "...XO....", "...XO....", "...XO....",
                       "...XO....", "...XOOO..", "...XO..O.", "....XX.O."};
    const LifeAndDeath j = judge_life_and_death(board_from(rows));
    EXPECT_TRUE(j.dead.empty());
    EXPECT_FALSE(contains(j.black_territory, pt(3, 8)));  // D1: must be filled
    EXPECT_TRUE(contains(j.black_territory, pt(2, 8)));   // C1: territory
    EXPECT_FALSE(contains(j.white_territory, pt(5, 7)));  // F2: neutral
    EXPECT_FALSE(contains(j.white_territory, pt(6, 8)));  // G1: neutral
}

// The sample game bent-four-in-the-corner.sgf: White's eleven stones surround aa, ca and
// ac with Black's ba and ab inside. Neither side can fill ca or ac without self-atari, so it
// looks like seki; but Black can turn it into a bent four in the corner whenever he likes,
// and White never can. Japanese rules (1989, Art. 7): dead without play.
const Rows bent_four = {".X.OXO...", "XOOOXO...", ".OOOXO...", "OOOOXO...", "XXXXXO...",
                        "....XO...", ".XXXXO...", ".X..XO...", ".X..XO..."};

TEST(LifeAndDeath, BentFourInTheCornerIsDeadByTheConfirmationRule) {
    const LifeAndDeath j = judge_life_and_death(board_from(bent_four));
    const ChainJudgement& white = chain_at(j, pt(1, 1));
    EXPECT_EQ(white.status, ChainStatus::dead);
    EXPECT_TRUE(white.proved);
    EXPECT_NE(white.reason().find("Art. 7"), std::string::npos) << white.reason();
    EXPECT_EQ(chain_at(j, pt(1, 0)).status, ChainStatus::alive);
    EXPECT_EQ(j.dead.size(), 11U);
}

TEST(LifeAndDeath, WithoutTheConfirmationRuleTheBentFourShapeIsASeki) {
    LifeAndDeathOptions options;
    options.bent_four_dead = false;
    const LifeAndDeath j = judge_life_and_death(board_from(bent_four), options);
    EXPECT_EQ(chain_at(j, pt(1, 1)).status, ChainStatus::seki);
    EXPECT_EQ(chain_at(j, pt(1, 0)).status, ChainStatus::seki);
    EXPECT_TRUE(j.dead.empty());
}

// An ordinary corner seki is not a bent four: the attacker cannot capture even with every
// ko to himself, so the rule must leave it alone.
TEST(LifeAndDeath, TheBentFourRuleLeavesAnOrdinarySekiAlone) {
    const Rows rows = {"X.X.O.OX.", "XXXXOOOX.", "OOOOXXXX.", "...OX....", "...OX....", "...OX...."};
    LifeAndDeathOptions with_rule;
    with_rule.bent_four_dead = true;
    const LifeAndDeath j = judge_life_and_death(board_from(rows), with_rule);
    EXPECT_TRUE(j.dead.empty());
}

// A seki held by the attacker's own shortage of liberties. Black's eight stones in the
// corner have one eye (B7) and share A9 with White's B9-C9. White could connect B9-C9 at
// D9 and then fill A9 from a chain with a second liberty, if its wall around Black (D9's
// other neighbours, down to A5) had room; but the wall has only D9 and its own eye E7.
// Once White connects at D9, filling A9 leaves White's whole chain one liberty (E7), which
// Black takes. Neither side can close in: a seki. The seki review must let Black answer on
// the wall's liberties, not only on the points of the seki itself.
const Rows seki_by_short_wall = {".OO.OXX..", "XXXOOOX..", "X.XO.OX..", "XXXOOXX..", "OOOOXX...",
                                 "XXXXX....", ".........", ".........", "........."};

TEST(LifeAndDeath, ASekiHeldByTheAttackersShortWallIsNotDead) {
    const LifeAndDeath j = judge_life_and_death(board_from(seki_by_short_wall));
    const ChainJudgement& black = chain_at(j, pt(0, 1));
    EXPECT_EQ(black.status, ChainStatus::seki) << black.reason();
    EXPECT_EQ(chain_at(j, pt(1, 0)).status, ChainStatus::seki) << chain_at(j, pt(1, 0)).reason();
    EXPECT_NE(chain_at(j, pt(4, 0)).status, ChainStatus::dead);
    EXPECT_TRUE(j.dead.empty());
}

// An eye against an eye with one shared liberty, where the attacker's eye needs a move
// outside the seki to keep. White's ten stones (right) have the eye H3 and share G1 with
// Black's nine around them, whose eye is E1. E1 also touches Black's lone D1, which joins
// Black's corner group (eyes A1 and C1) only through C1. Black cannot close in: after
// E1 (joining D1) and G1, White captures everything at C1; after C1 too, at A1. White
// filling G1 is self-atari. A seki (as in 2001-07-01-2). The seki review's search moves
// only on the seki's points (E1, G1, H3), so once Black has played E1 and G1 it never lets
// White take the last liberty C1, and "proves" White dead whoever answers. A kill the
// defender refutes by capturing from outside is not proved: the area stays unsettled.
const Rows seki_kept_from_outside = {".........", ".........", ".........", "....OOOOO", "....OXXXX",
                                     "....OXOOO", "OOOOOXO.O", "XXXOXXOOO", ".X.X.X.OO"};

TEST(LifeAndDeath, AKillTheDefenderRefutesByCapturingOutsideTheSekiIsNotProved) {
    const LifeAndDeath j = judge_life_and_death(board_from(seki_kept_from_outside));
    const ChainJudgement& white = chain_at(j, pt(7, 7));
    const ChainJudgement& black = chain_at(j, pt(5, 8));
    EXPECT_NE(white.status, ChainStatus::dead) << white.reason();
    EXPECT_NE(black.status, ChainStatus::dead) << black.reason();
    EXPECT_FALSE(white.proved) << white.reason();
    EXPECT_TRUE(contains(j.unsettled, pt(7, 7)));
    EXPECT_TRUE(contains(j.unsettled, pt(5, 8)));
    EXPECT_EQ(j.least_confidence, 0);
}

// The same fight where Black's corner group lives outside it (its wall runs up the left
// side around a large area): after E1, Black joins D1 to it at C1, and only then fills G1,
// so White's ten stones are dead. The seki review, given the seki the territory map draws
// before anything is taken off, must let Black extend at C1 as it lets White capture there.
const Rows seki_broken_by_joining_outside = {"...XO....", "...XO....", "...XO....", "...XOOOOO", "...XOXXXX",
                                             "...XOXOOO", "XXXOOXO.O", "XXXOXXOOO", ".X.X.X.OO"};

TEST(LifeAndDeath, TheSekiReviewReadsPlayOnTheWallsLibertiesOutsideTheSekiForBothSides) {
    for (const auto& [rows, white_dead] :
         {std::pair{seki_kept_from_outside, false}, std::pair{seki_broken_by_joining_outside, true}}) {
        const rules::Board board = board_from(rows);
        const TerritoryMap map = testing::counted_map(board);
        ASSERT_TRUE(is_seki_stone(map.at(pt(7, 7))));
        const SekiReview review = review_seki(board, map);
        EXPECT_EQ(contains(review.dead, pt(7, 7)), white_dead);
        EXPECT_EQ(contains(review.unsettled, pt(7, 7)), !white_dead);
        EXPECT_FALSE(contains(review.dead, pt(5, 8)));
    }
}

// Black's eight stones in the lower right (E4, F4, F3, G3, F2, F1, G1 and H2) have one eye,
// G2, and share H1 with White's J2-J1. White joins J2-J1 to its group at J3 and then fills
// H1: Black is dead, and the seki review's first reading finds that. White's group is
// still loosely ringed by Black's stones, so the recheck with play outside the seki runs
// too. It extends only the attacker's walls, chains that reach outside the searched
// points: when it also extended White's stones wholly inside them, the extra moves ran it
// out of its node budget here, and a plain kill was left unsettled (as in KGS 2015-12-24-25).
const Rows kill_confirmed_outside = {".........", ".......X.", "....XXXOX", "...XO.OO.", "...XOOO..",
                                     "..XOXXOOO", "..XOOXXO.", "..O.OX.XO", "....OXX.O"};

TEST(LifeAndDeath, TheSekiReviewsRecheckExtendsOnlyWallsAndConfirmsAPlainKill) {
    const rules::Board board = board_from(kill_confirmed_outside);
    const TerritoryMap map = testing::counted_map(board);
    ASSERT_TRUE(is_seki_stone(map.at(pt(5, 8))));
    const SekiReview review = review_seki(board, map);
    for (Point black : {pt(5, 8), pt(7, 7), pt(4, 5)}) {
        EXPECT_TRUE(contains(review.dead, black));
        EXPECT_FALSE(contains(review.unsettled, black));
    }
    EXPECT_FALSE(contains(review.dead, pt(8, 8)));
}

// That kill is counted, but not settled: in the dev split's finished games, players counted
// 2 of 10 shapes the review breaks as seki (dev 2003-12-31-21 and 2017-06-26-55), far from
// what "settled" promises.
TEST(LifeAndDeath, ASekiTheReviewBreaksIsCountedDeadButNotSettled) {
    const LifeAndDeath j = judge_life_and_death(board_from(kill_confirmed_outside));
    for (Point black : {pt(5, 8), pt(7, 7), pt(4, 5)}) {
        const ChainJudgement& chain = chain_at(j, black);
        EXPECT_EQ(chain.status, ChainStatus::dead) << chain.reason();
        EXPECT_NE(chain.reason().find("sacrifice inside"), std::string::npos) << chain.reason();
        EXPECT_FALSE(chain.proved);
        EXPECT_FALSE(chain.settled);
        EXPECT_TRUE(contains(j.dead, black));
        EXPECT_TRUE(contains(j.unsettled, black));
    }
}

// Double ko seki (the shape of goscorer's test_double_ko, drawn here on a 9x9 board with
// Black's wall and area below and to the right): Black's inner stones and White's have no
// eyes, and the empty points aa, cd and ed are kos, so whichever ko one side takes, the
// other takes another: neither can capture, both live. The play-outs keep the chains
// standing (with either side to move, each takes a ko in turn).
TEST(LifeAndDeath, DoubleKoSekiIsNotDead) {
    const Rows rows = {".XOOOX...", "XXXXOXX..", ".XOXOOX..", "XO.O.OX..", "OOOOOOX..",
                       "XXXXXXX..", ".........", ".........", "........."};
    const LifeAndDeath j = judge_life_and_death(board_from(rows));
    for (Point inner : {pt(0, 1), pt(1, 0)})  // Black's inner chains
        EXPECT_NE(chain_at(j, inner).status, ChainStatus::dead) << chain_at(j, inner).reason();
    // The lone stone on ad sits in one of the kos: who ends up with it is a coin flip, and
    // kifu says so instead of pretending to know.
    EXPECT_TRUE(contains(j.unsettled, pt(0, 3)));
    EXPECT_NE(chain_at(j, pt(2, 0)).status, ChainStatus::dead) << chain_at(j, pt(2, 0)).reason();
    EXPECT_NE(chain_at(j, pt(0, 4)).status, ChainStatus::dead) << chain_at(j, pt(0, 4)).reason();
    EXPECT_EQ(chain_at(j, pt(6, 5)).status, ChainStatus::alive);
}

// White's five stones in the corner enclose a square four (aa, ba, ab, bb) and nothing else;
// Black's wall has the rest of the board. Whoever plays first, White cannot make two eyes
// there, but random play-outs seldom find the killing moves and keep the chain standing in
// most of them. The eye-space review calls it dead.
const Rows square_four = {"..OX.....", "..OX.....", "OOOX.....", "XXXX.....", ".........",
                          ".........", ".........", ".........", "........."};

TEST(LifeAndDeath, ASquareFourInsideTheOpponentsWallIsDead) {
    LifeAndDeathOptions without;
    without.eye_space = false;
    const LifeAndDeath playouts_only = judge_life_and_death(board_from(square_four), without);
    const ChainJudgement& by_playouts = chain_at(playouts_only, pt(2, 0));
    EXPECT_EQ(by_playouts.status, ChainStatus::alive) << by_playouts.reason();
    EXPECT_FALSE(convinced(by_playouts, JudgeParams{}));

    const LifeAndDeath j = judge_life_and_death(board_from(square_four));
    const ChainJudgement& white = chain_at(j, pt(2, 0));
    EXPECT_EQ(white.status, ChainStatus::dead);
    EXPECT_NE(white.reason().find("two eyes"), std::string::npos) << white.reason();
    EXPECT_EQ(chain_at(j, pt(3, 0)).status, ChainStatus::alive);
    EXPECT_EQ(j.dead.size(), 5U);
}

// The eye-space review on its own: whatever share of the play-outs kept the square four
// alive, short of conviction, the shape of its room says dead.
TEST(LifeAndDeath, TheEyeSpaceReviewKillsASquareFourThePlayoutsKeptAlive) {
    LifeAndDeathOptions without;
    without.eye_space = false;
    std::vector<ChainJudgement> chains = judge_life_and_death(board_from(square_four), without).chains;
    for (ChainJudgement& c : chains)
        if (c.color == Color::white) c = judged_by_playouts(c, ChainStatus::alive, 0.6);
    kill_chains_without_eye_space(PlayoutBoard(board_from(square_four)), chains, JudgeParams{});
    LifeAndDeath reviewed;
    reviewed.chains = chains;
    const ChainJudgement& white = chain_at(reviewed, pt(2, 0));
    EXPECT_EQ(white.status, ChainStatus::dead);
    EXPECT_NE(white.reason().find("two eyes"), std::string::npos) << white.reason();
    EXPECT_EQ(chain_at(reviewed, pt(3, 0)).status, ChainStatus::alive);
}

// White's two stones dc ec have two liberties, dd and ed, in Black's net: wherever White
// extends, it is left with one. Reading captures them whoever moves first.
//     a b c d e f g h i
//   b . . . X X . . . .
//   c . . X O O X . . .
//   d . . X . . X . . .
//   e . . . X X . . . .
const Rows in_a_net = {".........", "...XX....", "..XOOX...", "..X..X...", "...XX....",
                       ".........", ".........", ".........", "........."};
// The same stones with room to run: extending gives them three liberties.
const Rows free_to_run = {".........", "...XX....", "..XOOX...", ".........", ".........",
                          ".........", ".........", ".........", "........."};

// Chains as the play-outs might leave them: White's pair alive with `share`.
std::vector<ChainJudgement> white_pair_alive(const Rows& rows, double share) {
    std::vector<ChainJudgement> chains = judge_life_and_death(board_from(rows)).chains;
    for (ChainJudgement& c : chains)
        if (c.color == Color::white) c = judged_by_playouts(c, ChainStatus::alive, share);
    return chains;
}

TEST(LifeAndDeath, AChainThePlayoutsKeepAliveButReadingCapturesIsNotSettled) {
    std::vector<ChainJudgement> chains = white_pair_alive(in_a_net, 0.8);
    doubt_chains_reading_captures(PlayoutBoard(board_from(in_a_net)), chains, JudgeParams{});
    LifeAndDeath doubted;
    doubted.chains = chains;
    const ChainJudgement& white = chain_at(doubted, pt(3, 2));
    EXPECT_EQ(white.status, ChainStatus::alive);  // doubted, not killed
    EXPECT_EQ(white.share, JudgeParams{}.doubted_share);
    EXPECT_FALSE(chain_sure(white, JudgeParams{}));
    EXPECT_NE(white.reason().find("reading captures it"), std::string::npos) << white.reason();

    // Play-outs that agree at 0.9 or more, and a chain reading cannot capture, keep their say.
    for (const auto& [rows, share] : {std::pair{in_a_net, 0.95}, std::pair{free_to_run, 0.8}}) {
        std::vector<ChainJudgement> kept = white_pair_alive(rows, share);
        doubt_chains_reading_captures(PlayoutBoard(board_from(rows)), kept, JudgeParams{});
        LifeAndDeath j;
        j.chains = kept;
        EXPECT_EQ(chain_at(j, pt(3, 2)).share, share);
    }
    // The judge asks the same: the pair in the net is dead or in doubt, never settled alive.
    const LifeAndDeath judge = judge_life_and_death(board_from(in_a_net));
    const ChainJudgement& judged = chain_at(judge, pt(3, 2));
    EXPECT_FALSE(judged.status == ChainStatus::alive && judged.settled) << judged.reason();
}

// A bent four in the corner made of the attacker's stones: White's aa, ba, ca along the
// edge, Black's liberties ab and cb one line in. The shape is in the corner although no
// empty point is on the top edge; Black is dead by the confirmation rule (2017-04-11-12).
TEST(LifeAndDeath, BentFourWithTheAttackersStonesOnTheEdgeIsDead) {
    const Rows rows = {"OOOXO....", ".X.XO....", "XXXXO....", "OOOOO....", ".........",
                       ".........", ".........", ".........", "........."};
    const LifeAndDeath j = judge_life_and_death(board_from(rows));
    const ChainJudgement& black = chain_at(j, pt(1, 1));
    EXPECT_EQ(black.status, ChainStatus::dead);
    EXPECT_NE(black.reason().find("Art. 7"), std::string::npos) << black.reason();
    EXPECT_EQ(chain_at(j, pt(0, 0)).status, ChainStatus::alive);

    LifeAndDeathOptions without;
    without.bent_four_dead = false;
    EXPECT_EQ(chain_at(judge_life_and_death(board_from(rows), without), pt(1, 1)).status, ChainStatus::seki);
}

// Black's lone stone at C9 (x 2, y 0) has one liberty, D9, which Black's own living group
// encloses. White can take the stone, but only to start a ko that Black ends by connecting
// at D9: players count the stone alive (and D9 as a point Black must fill). The play-outs
// capture it about half the time.
const Rows lone_ko_stone = {".OX.X..X.", "OOOXXXXXX", ".OXX.....", ".OXX..X..", ".OXX.....",
                            ".OXX.....", ".OXX..X..", ".OXX.....", ".OXX....."};

TEST(LifeAndDeath, ALoneStoneWhoseLastLibertyItsOwnColourEnclosesIsAlive) {
    LifeAndDeathOptions without;
    without.eye_space = false;
    const LifeAndDeath playouts_only = judge_life_and_death(board_from(lone_ko_stone), without);
    const ChainJudgement& by_playouts = chain_at(playouts_only, pt(2, 0));
    EXPECT_FALSE(convinced(by_playouts, JudgeParams{})) << by_playouts.reason();

    const LifeAndDeath j = judge_life_and_death(board_from(lone_ko_stone));
    EXPECT_EQ(chain_at(j, pt(2, 0)).status, ChainStatus::alive) << chain_at(j, pt(2, 0)).reason();
    EXPECT_FALSE(contains(j.dead, pt(2, 0)));
}

// The review on its own: when the play-outs lean to capturing the stone, short of
// conviction, the ko its owner ends by connecting keeps it alive.
TEST(LifeAndDeath, TheEyeSpaceReviewRevivesALoneKoStoneThePlayoutsCaptured) {
    LifeAndDeathOptions without;
    without.eye_space = false;
    std::vector<ChainJudgement> chains = judge_life_and_death(board_from(lone_ko_stone), without).chains;
    const Point stone = pt(2, 0);
    for (ChainJudgement& c : chains)
        if (c.stones == std::vector<Point>{stone}) c = judged_by_playouts(c, ChainStatus::dead, 0.55);
    revive_lone_ko_stones(PlayoutBoard(board_from(lone_ko_stone)), chains, JudgeParams{});
    LifeAndDeath reviewed;
    reviewed.chains = chains;
    const ChainJudgement& black = chain_at(reviewed, stone);
    EXPECT_EQ(black.status, ChainStatus::alive) << black.reason();
    EXPECT_NE(black.reason().find("ko"), std::string::npos) << black.reason();
}

// A capturing race the play-outs get backwards. White's eight stones (B9 to F7) have one
// eye of two points (C9, D9) inside Black's area; Black's F9-F8 is in atari, and its last
// liberty G9 is suicide for Black (White's G8 keeps a second liberty at H8, an eye of
// White's living group). White takes F9-F8 whenever it likes and lives with two eyes;
// Black's only try, a stone thrown in at C9, puts White in atari, but White answers by
// taking F9-F8. The play-outs keep Black's chain in about two thirds of them (a random
// answer to the throw-in takes the stone at C9 instead, and Black then takes White's
// eight), so they call White dead. Reading the chain in atari settles the race.
const Rows lost_race = {"XO..OX.O.", "XOOOOXO.O", "XXXXOOXOO", "...XXXXO.", "......XOO",
                        "......XO.", "......XOO", "......XO.", "......XO."};

TEST(LifeAndDeath, AChainInAtariThatLosesTheRaceIsDeadAndItsCapturerAlive) {
    LifeAndDeathOptions without;
    without.read_captures = false;
    const LifeAndDeath playouts_only = judge_life_and_death(board_from(lost_race), without);
    const ChainJudgement& by_playouts = chain_at(playouts_only, pt(5, 0));
    EXPECT_EQ(by_playouts.status, ChainStatus::alive) << by_playouts.reason();
    EXPECT_FALSE(convinced(by_playouts, JudgeParams{}));
    EXPECT_EQ(chain_at(playouts_only, pt(1, 0)).status, ChainStatus::dead);

    const LifeAndDeath j = judge_life_and_death(board_from(lost_race));
    const ChainJudgement& black = chain_at(j, pt(5, 0));
    EXPECT_EQ(black.status, ChainStatus::dead);
    EXPECT_TRUE(black.proved);
    EXPECT_NE(black.reason().find("reading"), std::string::npos) << black.reason();
    // With the lost chain off the board, the play-outs see White's two eyes.
    EXPECT_EQ(chain_at(j, pt(1, 0)).status, ChainStatus::alive) << chain_at(j, pt(1, 0)).reason();
    EXPECT_EQ(j.dead, (std::vector<Point>{pt(5, 0), pt(5, 1)}));
}


// An open border: the middle columns belong to nobody yet. kifu says so instead of guessing.
TEST(LifeAndDeath, AnOpenBorderIsReportedUnsettled) {
    const Rows rows = {"..X...O..", "..X...O..", "..X......", ".........", ".........",
                       ".........", "......O..", "..X...O..", "..X...O.."};
    const LifeAndDeath j = judge_life_and_death(board_from(rows));
    EXPECT_TRUE(contains(j.unsettled, pt(4, 4))) << "the middle of the open area, next to no stone";
    EXPECT_TRUE(j.dead.empty());
}

// A finished border: the two empty columns between the walls are dame, each point next to
// a wall. Nothing is in doubt.
TEST(LifeAndDeath, DameBetweenTwoWallsIsNotUnsettled) {
    const Rows rows(9, "...X..O..");
    const LifeAndDeath j = judge_life_and_death(board_from(rows));
    EXPECT_TRUE(j.unsettled.empty()) << j.unsettled.size() << " points";
    EXPECT_TRUE(j.dead.empty());
}

}  // namespace
}  // namespace kifu::scoring

namespace kifu::scoring {
namespace {

// The position of test_must_fill.cpp's first test: whether White must fill cb depends on
// the order the dame are filled (Black first aa, then ba). Every chain is settled; the
// count is not: cb is reported unsettled, with a confidence of a coin flip.
//     a b c d e f g h i
//   a . . O X X . X . X
//   b X O . O X X X X X
//   c X X O O O O O O O
//   d . X O O O O O O O
//   e X X O . . . . . O
//   f . X O . . . . . O
//   g X X O O O O O O O
//   h O O O X X X X X X
//   i . . O X . X . X .
const Rows filled_in_turn = {"..OXX.X.X", "XO.OXXXXX", "XXOOOOOOO", ".XOOOOOOO", "XXO.....O",
                             ".XO.....O", "XXOOOOOOO", "OOOXXXXXX", "..OX.X.X."};

TEST(LifeAndDeath, APointWhoseMustFillStatusDependsOnTheDameFillingIsUnsettled) {
    const LifeAndDeath j = judge_life_and_death(board_from(filled_in_turn));
    for (const ChainJudgement& c : j.chains) EXPECT_TRUE(c.settled) << c.reason();
    EXPECT_EQ(j.unsettled, (std::vector<Point>{pt(2, 1)}));
    EXPECT_LE(j.least_confidence, 0.5);
    EXPECT_TRUE(contains(j.white_territory, pt(2, 1)));  // counted, as the one-at-a-time reading says
}

}  // namespace
}  // namespace kifu::scoring
