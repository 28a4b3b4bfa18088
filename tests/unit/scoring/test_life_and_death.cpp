// Life and death without markup (src/scoring/life_and_death.hpp): hand-made final
// positions, one per known trap, each with the statuses a referee would give.
//
// Diagrams: X Black, O White, '.' empty; a point is named as on the diagram (A1 is the
// bottom-left, columns A-J without I). The judge's answer is compared as a whole map
// (tests/support/judge_diagram.hpp): X O alive, x o seki, B W dead, and b w territory.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string_view>
#include <string>
#include <vector>

#include "../../support/ascii_board.hpp"
#include "../../support/judge_diagram.hpp"
#include "../../support/territory_diagram.hpp"
#include "scoring/calibration.hpp"
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

using testing::at;
using testing::board_from;
using testing::marked_rows;
using testing::rows_of;
using testing::status_rows;
using testing::territory_rows;
using Rows = std::vector<std::string>;

const ChainJudgement& chain_at(const LifeAndDeath& j, Point p) {
    for (const ChainJudgement& c : j.chains)
        if (std::find(c.stones.begin(), c.stones.end(), p) != c.stones.end()) return c;
    ADD_FAILURE() << "no chain at column " << int(p.x) + 1 << " from the left, row " << int(p.y) + 1 << " from the top";
    static const ChainJudgement none;
    return none;
}

bool contains(const std::vector<Point>& points, Point p) {
    return std::find(points.begin(), points.end(), p) != points.end();
}


// Two walls; one White stone in Black's area (C7) and one Black stone in White's (H4).
const Rows stones_in_territory = {"....XO...",
                                  "....XO...",
                                  "..O.XO...",
                                  "....XO...",
                                  "....XO...",
                                  "....XO.X.",
                                  "....XO...",
                                  "....XO...",
                                  "....XO..."};

TEST(LifeAndDeath, StonesInsideTheOpponentsTerritoryAreDeadAndTheWallsAlive) {
    const rules::Board board = board_from(stones_in_territory);
    const LifeAndDeath j = judge_life_and_death(board);
    EXPECT_EQ(status_rows(board, j), (Rows{"....XO...",
                                           "....XO...",
                                           "..W.XO...",
                                           "....XO...",
                                           "....XO...",
                                           "....XO.B.",
                                           "....XO...",
                                           "....XO...",
                                           "....XO..."}));
    // The dead stones' points are their captor's territory.
    EXPECT_EQ(territory_rows(board, j), (Rows{"bbbbXOwww",
                                              "bbbbXOwww",
                                              "bbWbXOwww",
                                              "bbbbXOwww",
                                              "bbbbXOwww",
                                              "bbbbXOwBw",
                                              "bbbbXOwww",
                                              "bbbbXOwww",
                                              "bbbbXOwww"}));
    EXPECT_EQ(j.dead, at(board, {"C7", "H4"}));
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

// A group with two real eyes (A9, C9) is pass-alive: certain, whatever the play-outs say.
TEST(LifeAndDeath, TwoRealEyesArePassAliveByBenson) {
    const rules::Board board = board_from({".X.XO....",
                                           "XXXXO....",
                                           "OOOOO....",
                                           ".........",
                                           ".........",
                                           ".........",
                                           ".........",
                                           ".........",
                                           "........."});
    const LifeAndDeath j = judge_life_and_death(board);
    EXPECT_EQ(status_rows(board, j), rows_of(board));  // every chain alive
    const ChainJudgement& black = chain_at(j, at(board, "B9"));
    EXPECT_TRUE(black.proved);
    EXPECT_EQ(black.confidence, 1);
}

// Seki without eyes (the scoring tests' P3): Black's D6-D5-D4-E4 and White's F6-F5-F4 share
// E6 and E5, and neither side can fill one without self-atari. Sabaki's guesser marks such
// groups dead.
TEST(LifeAndDeath, SekiWithoutEyesIsNotDead) {
    const rules::Board board = board_from({"..OX.OX..",
                                           "..OX.OX..",
                                           "..OXXOX..",
                                           "..OOOXX..",
                                           "....OX...",
                                           "....OX..."});
    const LifeAndDeath j = judge_life_and_death(board);
    EXPECT_EQ(status_rows(board, j), (Rows{"..Ox.oX..",
                                           "..Ox.oX..",
                                           "..OxxoX..",
                                           "..OOOXX..",
                                           "....OX...",
                                           "....OX..."}));
    EXPECT_TRUE(j.dead.empty());
}

// Seki with one eye each (the scoring tests' P4): Black's eye B6, White's F6, and D6 shared.
const Rows seki_with_an_eye_each = {"X.X.O.OX.",
                                    "XXXXOOOX.",
                                    "OOOOXXXX.",
                                    "...OX....",
                                    "...OX....",
                                    "...OX...."};
const Rows seki_with_an_eye_each_judged = {"x.x.o.oX.",
                                           "xxxxoooX.",
                                           "OOOOXXXX.",
                                           "...OX....",
                                           "...OX....",
                                           "...OX...."};

TEST(LifeAndDeath, SekiWithAnEyeEachIsNotDead) {
    const rules::Board board = board_from(seki_with_an_eye_each);
    const LifeAndDeath j = judge_life_and_death(board);
    EXPECT_EQ(status_rows(board, j), seki_with_an_eye_each_judged);
    EXPECT_TRUE(j.dead.empty());
}

// One real eye at A9 and a false eye at C9: White's stone on D8 makes C9 false, and White
// can take D9 from it at any time. The Black stones are dead, the board White's.
TEST(LifeAndDeath, AFalseEyeIsNotASecondEye) {
    const rules::Board board = board_from({".X.XO....",
                                           "XXXOO....",
                                           "OOOO.....",
                                           ".........",
                                           ".........",
                                           ".........",
                                           ".........",
                                           ".........",
                                           "........."});
    const LifeAndDeath j = judge_life_and_death(board);
    EXPECT_EQ(status_rows(board, j), (Rows{".B.BO....",
                                           "BBBOO....",
                                           "OOOO.....",
                                           ".........",
                                           ".........",
                                           ".........",
                                           ".........",
                                           ".........",
                                           "........."}));
    EXPECT_EQ(territory_rows(board, j), (Rows{"wBwBOwwww",
                                              "BBBOOwwww",
                                              "OOOOwwwww",
                                              "wwwwwwwww",
                                              "wwwwwwwww",
                                              "wwwwwwwww",
                                              "wwwwwwwww",
                                              "wwwwwwwww",
                                              "wwwwwwwww"}));
}

// The Black stone on E1 has one liberty in Black's area (D1) and one neutral point (F1).
// Once White fills F1 the stone is in atari, so Black must connect at D1: a protective
// move, which territory counting does not count as a point of territory.
TEST(LifeAndDeath, APointThatNeedsAProtectiveMoveIsNotTerritory) {
    const rules::Board board = board_from({"...XO....",
                                           "...XO....",
                                           "...XO....",
                                           "...XO....",
                                           "...XO....",
                                           "...XO....",
                                           "...XO....",
                                           "...XOO...",
                                           "....X.O.."});
    const LifeAndDeath j = judge_life_and_death(board);
    EXPECT_EQ(territory_rows(board, j), (Rows{"bbbXOwwww",
                                              "bbbXOwwww",
                                              "bbbXOwwww",
                                              "bbbXOwwww",
                                              "bbbXOwwww",
                                              "bbbXOwwww",
                                              "bbbXOwwww",
                                              "bbbXOOwww",
                                              "bbb.X.Oww"}));  // D1: must be filled; F1: neutral
    EXPECT_EQ(status_rows(board, j), rows_of(board));  // every chain alive
    EXPECT_TRUE(j.dead.empty());
}

// The same with room on the neutral side: Black's E1-F1 has one liberty in Black's area
// (D1) and two neutral ones (F2, G1), each of which gives the chain a third liberty if
// Black plays it, but neither joins it to another Black chain. White fills all three
// neutral points safely, so Black must still connect at D1: not territory. (A chain that
// could connect out on either of two neutral points would lose nothing.)
TEST(LifeAndDeath, LibertiesOnTheNeutralSideAreNotAConnectionOut) {
    const rules::Board board = board_from({"...XO....",
                                           "...XO....",
                                           "...XO....",
                                           "...XO....",
                                           "...XO....",
                                           "...XO....",
                                           "...XOOO..",
                                           "...XO..O.",
                                           "....XX.O."});
    const LifeAndDeath j = judge_life_and_death(board);
    EXPECT_EQ(territory_rows(board, j), (Rows{"bbbXOwwww",
                                              "bbbXOwwww",
                                              "bbbXOwwww",
                                              "bbbXOwwww",
                                              "bbbXOwwww",
                                              "bbbXOwwww",
                                              "bbbXOOOww",
                                              "bbbXO..Ow",
                                              "bbb.XX.Ow"}));  // D1: must be filled; F2, G2, G1: neutral
    EXPECT_EQ(status_rows(board, j), rows_of(board));  // every chain alive
    EXPECT_TRUE(j.dead.empty());
}

// The sample game bent-four-in-the-corner.sgf: White's eleven stones surround A9, C9 and
// A7 with Black's B9 and A8 inside. Neither side can fill C9 or A7 without self-atari, so it
// looks like seki; but Black can turn it into a bent four in the corner whenever he likes,
// and White never can. Japanese rules (1989, Art. 7): dead without play.
const Rows bent_four = {".X.OXO...",
                        "XOOOXO...",
                        ".OOOXO...",
                        "OOOOXO...",
                        "XXXXXO...",
                        "....XO...",
                        ".XXXXO...",
                        ".X..XO...",
                        ".X..XO..."};

TEST(LifeAndDeath, BentFourInTheCornerIsDeadByTheConfirmationRule) {
    const rules::Board board = board_from(bent_four);
    const LifeAndDeath j = judge_life_and_death(board);
    EXPECT_EQ(status_rows(board, j), (Rows{".X.WXO...",
                                           "XWWWXO...",
                                           ".WWWXO...",
                                           "WWWWXO...",
                                           "XXXXXO...",
                                           "....XO...",
                                           ".XXXXO...",
                                           ".X..XO...",
                                           ".X..XO..."}));
    const ChainJudgement& white = chain_at(j, at(board, "B8"));
    EXPECT_TRUE(white.proved);
    EXPECT_NE(white.reason().find("Art. 7"), std::string::npos) << white.reason();
    EXPECT_EQ(j.dead.size(), 11U);
}

TEST(LifeAndDeath, WithoutTheConfirmationRuleTheBentFourShapeIsASeki) {
    LifeAndDeathOptions options;
    options.bent_four_dead = false;
    const rules::Board board = board_from(bent_four);
    const LifeAndDeath j = judge_life_and_death(board, options);
    EXPECT_EQ(status_rows(board, j), (Rows{".x.oXO...",
                                           "xoooXO...",
                                           ".oooXO...",
                                           "ooooXO...",
                                           "XXXXXO...",
                                           "....XO...",
                                           ".XXXXO...",
                                           ".X..XO...",
                                           ".X..XO..."}));
    EXPECT_TRUE(j.dead.empty());
}

// One stone each on a 2x2 board: whoever fills a liberty first is captured, a seki. With
// as many stones on each side there is no "inside" and no bent four; the rule had called
// Black's stone dead, proved ("bent four in the corner: the attacker wins its ko").
TEST(LifeAndDeath, OneStoneEachOnATinyBoardIsNoBentFour) {
    LifeAndDeathOptions with_rule;
    with_rule.bent_four_dead = true;
    const rules::Board board = board_from({"X.",
                                           ".O"});
    const LifeAndDeath j = judge_life_and_death(board, with_rule);
    EXPECT_TRUE(j.dead.empty());
    for (const ChainJudgement& c : j.chains) EXPECT_EQ(c.reason().find("bent four"), std::string::npos) << c.reason();
}

// An ordinary corner seki is not a bent four: the attacker cannot capture even with every
// ko to himself, so the rule must leave it alone.
TEST(LifeAndDeath, TheBentFourRuleLeavesAnOrdinarySekiAlone) {
    LifeAndDeathOptions with_rule;
    with_rule.bent_four_dead = true;
    const rules::Board board = board_from(seki_with_an_eye_each);
    const LifeAndDeath j = judge_life_and_death(board, with_rule);
    EXPECT_EQ(status_rows(board, j), seki_with_an_eye_each_judged);
    EXPECT_TRUE(j.dead.empty());
}

// A seki held by the attacker's own shortage of liberties. Black's eight stones in the
// corner have one eye (B7) and share A9 with White's B9-C9. White could connect B9-C9 at
// D9 and then fill A9 from a chain with a second liberty, if its wall around Black (D9's
// other neighbours, down to A5) had room; but the wall has only D9 and its own eye E7.
// Once White connects at D9, filling A9 leaves White's whole chain one liberty (E7), which
// Black takes. Neither side can close in: a seki. The seki review must let Black answer on
// the wall's liberties, not only on the points of the seki itself.
const Rows seki_by_short_wall = {".OO.OXX..",
                                 "XXXOOOX..",
                                 "X.XO.OX..",
                                 "XXXOOXX..",
                                 "OOOOXX...",
                                 "XXXXX....",
                                 ".........",
                                 ".........",
                                 "........."};

TEST(LifeAndDeath, ASekiHeldByTheAttackersShortWallIsNotDead) {
    const rules::Board board = board_from(seki_by_short_wall);
    const LifeAndDeath j = judge_life_and_death(board);
    EXPECT_EQ(status_rows(board, j), (Rows{".oo.oXX..",
                                           "xxxoooX..",
                                           "x.xo.oX..",
                                           "xxxooXX..",
                                           "ooooXX...",
                                           "XXXXX....",
                                           ".........",
                                           ".........",
                                           "........."}))
        << chain_at(j, at(board, "A8")).reason() << '\n' << chain_at(j, at(board, "B9")).reason();
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
const Rows seki_kept_from_outside = {".........",
                                     ".........",
                                     ".........",
                                     "....OOOOO",
                                     "....OXXXX",
                                     "....OXOOO",
                                     "OOOOOXO.O",
                                     "XXXOXXOOO",
                                     ".X.X.X.OO"};

TEST(LifeAndDeath, AKillTheDefenderRefutesByCapturingOutsideTheSekiIsNotProved) {
    const rules::Board board = board_from(seki_kept_from_outside);
    const LifeAndDeath j = judge_life_and_death(board);
    // Black's corner group and D1 touch no dame (their liberties A1, C1, E1 are eyes), so
    // they are alive, not in seki (Japanese rules 1989, Art. 8).
    EXPECT_EQ(status_rows(board, j), (Rows{".........",
                                           ".........",
                                           ".........",
                                           "....OOOOO",
                                           "....Oxxxx",
                                           "....Oxooo",
                                           "OOOOOxo.o",
                                           "XXXOxxooo",
                                           ".X.X.x.oo"}));
    EXPECT_FALSE(chain_at(j, at(board, "H2")).proved) << chain_at(j, at(board, "H2")).reason();
    std::vector<Point> unsettled_stones;
    for (Point p : j.unsettled)
        if (board.at(p)) unsettled_stones.push_back(p);
    EXPECT_EQ(marked_rows(board, unsettled_stones, '?'), (Rows{".........",
                                                               ".........",
                                                               ".........",
                                                               "....OOOOO",
                                                               "....O????",
                                                               "....O????",
                                                               "OOOOO??.?",
                                                               "XXXO?????",
                                                               ".X.X.?.??"}));
    EXPECT_EQ(j.least_confidence, 0);
}

// The same fight where Black's corner group lives outside it (its wall runs up the left
// side around a large area): after E1, Black joins D1 to it at C1, and only then fills G1,
// so White's ten stones are dead. The seki review, given the seki the territory map draws
// before anything is taken off, must let Black extend at C1 as it lets White capture there.
const Rows seki_broken_by_joining_outside = {"...XO....",
                                             "...XO....",
                                             "...XO....",
                                             "...XOOOOO",
                                             "...XOXXXX",
                                             "...XOXOOO",
                                             "XXXOOXO.O",
                                             "XXXOXXOOO",
                                             ".X.X.X.OO"};

TEST(LifeAndDeath, TheSekiReviewReadsPlayOnTheWallsLibertiesOutsideTheSekiForBothSides) {
    // The seki kept from outside: nothing proved dead, the seki's chains in doubt.
    const rules::Board kept = board_from(seki_kept_from_outside);
    const TerritoryMap kept_map = testing::counted_map(kept);
    ASSERT_TRUE(is_seki_stone(kept_map.at(at(kept, "H2"))));
    const SekiReview kept_review = review_seki(kept, kept_map);
    EXPECT_EQ(marked_rows(kept, kept_review.dead, 'D'), seki_kept_from_outside);
    EXPECT_EQ(marked_rows(kept, kept_review.unsettled, '?'), (Rows{".........",
                                                                  ".........",
                                                                  ".........",
                                                                  "....OOOOO",
                                                                  "....O????",
                                                                  "....O????",
                                                                  "OOOOO??.?",
                                                                  "XXXO?????",
                                                                  ".X.X.?.??"}));
    // Broken by joining outside: White's ten stones dead (D), nothing in doubt.
    const rules::Board broken = board_from(seki_broken_by_joining_outside);
    const TerritoryMap broken_map = testing::counted_map(broken);
    ASSERT_TRUE(is_seki_stone(broken_map.at(at(broken, "H2"))));
    const SekiReview broken_review = review_seki(broken, broken_map);
    EXPECT_EQ(marked_rows(broken, broken_review.dead, 'D'), (Rows{"...XO....",
                                                                 "...XO....",
                                                                 "...XO....",
                                                                 "...XOOOOO",
                                                                 "...XOXXXX",
                                                                 "...XOXDDD",
                                                                 "XXXOOXD.D",
                                                                 "XXXOXXDDD",
                                                                 ".X.X.X.DD"}));
    EXPECT_TRUE(broken_review.unsettled.empty());
}

// Black's eight stones in the lower right (E4, F4, F3, G3, F2, F1, G1 and H2) have one eye,
// G2, and share H1 with White's J2-J1. White joins J2-J1 to its group at J3 and then fills
// H1: Black is dead, and the seki review's first reading finds that. White's group is
// still loosely ringed by Black's stones, so the recheck with play outside the seki runs
// too. It extends only the attacker's walls, chains that reach outside the searched
// points: when it also extended White's stones wholly inside them, the extra moves ran it
// out of its node budget here, and a plain kill was left unsettled (as in KGS 2015-12-24-25).
const Rows kill_confirmed_outside = {".........",
                                     ".......X.",
                                     "....XXXOX",
                                     "...XO.OO.",
                                     "...XOOO..",
                                     "..XOXXOOO",
                                     "..XOOXXO.",
                                     "..O.OX.XO",
                                     "....OXX.O"};

TEST(LifeAndDeath, TheSekiReviewsRecheckExtendsOnlyWallsAndConfirmsAPlainKill) {
    const rules::Board board = board_from(kill_confirmed_outside);
    const TerritoryMap map = testing::counted_map(board);
    ASSERT_TRUE(is_seki_stone(map.at(at(board, "F1"))));
    const SekiReview review = review_seki(board, map);
    // Black's eight stones dead (D); White's J2-J1 not; nothing in doubt.
    EXPECT_EQ(marked_rows(board, review.dead, 'D'), (Rows{".........",
                                                         ".......X.",
                                                         "....XXXOX",
                                                         "...XO.OO.",
                                                         "...XOOO..",
                                                         "..XODDOOO",
                                                         "..XOODDO.",
                                                         "..O.OD.DO",
                                                         "....ODD.O"}));
    EXPECT_TRUE(review.unsettled.empty());
}

// That kill is counted, but not settled: in the dev split's finished games, players counted
// 2 of 10 shapes the review breaks as seki (dev 2003-12-31-21 and 2017-06-26-55), far from
// what "settled" promises.
TEST(LifeAndDeath, ASekiTheReviewBreaksIsCountedDeadButNotSettled) {
    const rules::Board board = board_from(kill_confirmed_outside);
    const LifeAndDeath j = judge_life_and_death(board);
    EXPECT_EQ(status_rows(board, j), (Rows{".........",
                                           ".......X.",
                                           "....XXXOX",
                                           "...XO.OO.",
                                           "...XOOO..",
                                           "..XOBBOOO",
                                           "..XOOBBO.",
                                           "..O.OB.BO",
                                           "....OBB.O"}));
    for (Point black : at(board, {"F1", "H2", "E4"})) {
        const ChainJudgement& chain = chain_at(j, black);
        EXPECT_NE(chain.reason().find("sacrifice inside"), std::string::npos) << chain.reason();
        EXPECT_FALSE(chain.proved);
        EXPECT_FALSE(chain.settled);
        EXPECT_TRUE(contains(j.dead, black));
        EXPECT_TRUE(contains(j.unsettled, black));
    }
}

// Double ko seki (the shape of goscorer's test_double_ko, drawn here on a 9x9 board with
// Black's wall and area below and to the right): Black's inner stones and White's have no
// eyes, and the empty points A9, C6 and E6 are kos, so whichever ko one side takes, the
// other takes another: neither can capture, both live. The play-outs keep the chains
// standing (with either side to move, each takes a ko in turn).
TEST(LifeAndDeath, DoubleKoSekiIsNotDead) {
    const rules::Board board = board_from({".XOOOX...",
                                           "XXXXOXX..",
                                           ".XOXOOX..",
                                           "XO.O.OX..",
                                           "OOOOOOX..",
                                           "XXXXXXX..",
                                           ".........",
                                           ".........",
                                           "........."});
    const LifeAndDeath j = judge_life_and_death(board);
    for (Point inner : at(board, {"A8", "B9"}))  // Black's inner chains
        EXPECT_NE(chain_at(j, inner).status, ChainStatus::dead) << chain_at(j, inner).reason();
    // The lone stone on A6 sits in one of the kos: who ends up with it is a coin flip, and
    // kifu says so instead of pretending to know; so do C7 and the kos' empty points A7, C6.
    EXPECT_EQ(marked_rows(board, j.unsettled, '?'), (Rows{".XOOOX...",
                                                         "XXXXOXX..",
                                                         "?X?XOOX..",
                                                         "?O?O.OX..",
                                                         "OOOOOOX..",
                                                         "XXXXXXX..",
                                                         ".........",
                                                         ".........",
                                                         "........."}));
    EXPECT_NE(chain_at(j, at(board, "C9")).status, ChainStatus::dead) << chain_at(j, at(board, "C9")).reason();
    EXPECT_NE(chain_at(j, at(board, "A5")).status, ChainStatus::dead) << chain_at(j, at(board, "A5")).reason();
    EXPECT_EQ(chain_at(j, at(board, "G4")).status, ChainStatus::alive);
}

// White's five stones in the corner enclose a square four (A9, B9, A8, B8) and nothing
// else; Black's wall has the rest of the board. Whoever plays first, White cannot make two
// eyes there, but random play-outs seldom find the killing moves and keep the chain
// standing in most of them. The eye-space review calls it dead.
const Rows square_four = {"..OX.....",
                          "..OX.....",
                          "OOOX.....",
                          "XXXX.....",
                          ".........",
                          ".........",
                          ".........",
                          ".........",
                          "........."};
const Rows square_four_dead = {"..WX.....",
                               "..WX.....",
                               "WWWX.....",
                               "XXXX.....",
                               ".........",
                               ".........",
                               ".........",
                               ".........",
                               "........."};

TEST(LifeAndDeath, ASquareFourInsideTheOpponentsWallIsDead) {
    const rules::Board board = board_from(square_four);
    LifeAndDeathOptions without;
    without.eye_space = false;
    const LifeAndDeath playouts_only = judge_life_and_death(board, without);
    EXPECT_EQ(status_rows(board, playouts_only), square_four);
    EXPECT_FALSE(convinced(chain_at(playouts_only, at(board, "C9")), JudgeParams{}));

    const LifeAndDeath j = judge_life_and_death(board);
    EXPECT_EQ(status_rows(board, j), square_four_dead);
    const ChainJudgement& white = chain_at(j, at(board, "C9"));
    EXPECT_NE(white.reason().find("two eyes"), std::string::npos) << white.reason();
    EXPECT_EQ(j.dead.size(), 5U);
}

// The eye-space review on its own, on chains the play-outs judged with White's kept alive
// by 60% of them: short of conviction, so the review may change them.
std::vector<ChainJudgement> eye_space_review(const rules::Board& board) {
    LifeAndDeathOptions without;
    without.eye_space = false;
    std::vector<ChainJudgement> chains = judge_life_and_death(board, without).chains;
    for (ChainJudgement& c : chains)
        if (c.color == Color::white) c = judged_by_playouts(c, ChainStatus::alive, 0.6);
    kill_chains_without_eye_space(PlayoutBoard(board), chains, JudgeParams{});
    return chains;
}

// Whatever share of the play-outs kept the square four alive, short of conviction, the
// shape of its room says dead.
TEST(LifeAndDeath, TheEyeSpaceReviewKillsASquareFourThePlayoutsKeptAlive) {
    const rules::Board board = board_from(square_four);
    const std::vector<ChainJudgement> chains = eye_space_review(board);
    EXPECT_EQ(status_rows(board, chains), square_four_dead);
    LifeAndDeath reviewed;
    reviewed.chains = chains;
    const ChainJudgement& white = chain_at(reviewed, at(board, "C9"));
    EXPECT_NE(white.reason().find("two eyes"), std::string::npos) << white.reason();
}

// White's wall on the D file has E1-E5 and D1: a room the Black wall touches only at D1,
// with five points away from it in a line, which no play inside kills. The review called
// it "dead: no room for two eyes", since every point of the room lay in one part touching
// the wall.
const Rows edge_room = {"..XO.",
                        "..XO.",
                        "..XO.",
                        "..XO.",
                        "..X.."};

TEST(LifeAndDeath, TheEyeSpaceReviewLeavesARoomForTwoEyesAwayFromTheWall) {
    const rules::Board board = board_from(edge_room);
    EXPECT_EQ(status_rows(board, eye_space_review(board)), edge_room);
    EXPECT_TRUE(judge_life_and_death(board).dead.empty());
}

// White's two stones D7 E7 have two liberties, D6 and E6, in Black's net: wherever White
// extends, it is left with one. Reading captures them whoever moves first.
const Rows in_a_net = {".........",
                       "...XX....",
                       "..XOOX...",
                       "..X..X...",
                       "...XX....",
                       ".........",
                       ".........",
                       ".........",
                       "........."};
// The same stones with room to run: extending gives them three liberties.
const Rows free_to_run = {".........",
                          "...XX....",
                          "..XOOX...",
                          ".........",
                          ".........",
                          ".........",
                          ".........",
                          ".........",
                          "........."};

// Chains as the play-outs might leave them: White's pair alive with `share`.
std::vector<ChainJudgement> white_pair_alive(const Rows& rows, double share) {
    std::vector<ChainJudgement> chains = judge_life_and_death(board_from(rows)).chains;
    for (ChainJudgement& c : chains)
        if (c.color == Color::white) c = judged_by_playouts(c, ChainStatus::alive, share);
    return chains;
}

TEST(LifeAndDeath, AChainThePlayoutsKeepAliveButReadingCapturesIsNotSettled) {
    const rules::Board net = board_from(in_a_net);
    const Point pair = at(net, "D7");
    std::vector<ChainJudgement> chains = white_pair_alive(in_a_net, 0.8);
    doubt_chains_reading_captures(PlayoutBoard(net), chains, JudgeParams{});
    EXPECT_EQ(status_rows(net, chains), in_a_net);  // doubted, not killed
    LifeAndDeath doubted;
    doubted.chains = chains;
    const ChainJudgement& white = chain_at(doubted, pair);
    EXPECT_EQ(white.share, JudgeParams{}.doubted_share);
    EXPECT_FALSE(chain_sure(white, JudgeParams{}));
    EXPECT_NE(white.reason().find("reading captures it"), std::string::npos) << white.reason();

    // Play-outs that agree at 0.9 or more, and a chain reading cannot capture, keep their say.
    for (const auto& [rows, share] : {std::pair{in_a_net, 0.95}, std::pair{free_to_run, 0.8}}) {
        std::vector<ChainJudgement> kept = white_pair_alive(rows, share);
        doubt_chains_reading_captures(PlayoutBoard(board_from(rows)), kept, JudgeParams{});
        LifeAndDeath j;
        j.chains = kept;
        EXPECT_EQ(chain_at(j, pair).share, share);
    }
    // The judge asks the same: the pair in the net is dead, never settled alive.
    const LifeAndDeath judge = judge_life_and_death(net);
    EXPECT_EQ(status_rows(net, judge), (Rows{".........",
                                             "...XX....",
                                             "..XWWX...",
                                             "..X..X...",
                                             "...XX....",
                                             ".........",
                                             ".........",
                                             ".........",
                                             "........."}))
        << chain_at(judge, pair).reason();
}

// The net's stones as the play-outs might leave them when White's walls around it live: each
// Black chain next to the pair dead by a share that settles it. Reading captures the pair
// only with those stones, which the count takes off: no doubt. One of them dead by a share
// that settles nothing, and the doubt stands.
TEST(LifeAndDeath, AReadingDoubtNeedsACapturerTheCountKeeps) {
    const rules::Board net = board_from(in_a_net);
    const Point pair = at(net, "D7");
    for (const auto& [c7_share, doubted] : {std::pair{0.9, false}, std::pair{0.6, true}}) {
        std::vector<ChainJudgement> chains = white_pair_alive(in_a_net, 0.8);
        for (ChainJudgement& c : chains) {
            if (c.color != Color::black) continue;
            const bool c7 = std::find(c.stones.begin(), c.stones.end(), at(net, "C7")) != c.stones.end();
            c = judged_by_playouts(c, ChainStatus::dead, c7 ? c7_share : 0.9);
        }
        doubt_chains_reading_captures(PlayoutBoard(net), chains, JudgeParams{});
        LifeAndDeath j;
        j.chains = chains;
        const ChainJudgement& white = chain_at(j, pair);
        EXPECT_EQ(white.share, doubted ? JudgeParams{}.doubted_share : 0.8) << "C7 dead at " << c7_share;
        EXPECT_EQ(white.findings.back().stage == Stage::reading_doubt, doubted) << white.reason();
    }
}

// A bent four in the corner made of the attacker's stones: White's A9, B9, C9 along the
// edge, Black's liberties A8 and C8 one line in. The shape is in the corner although no
// empty point is on the top edge; Black is dead by the confirmation rule (2017-04-11-12).
const Rows bent_four_on_the_edge = {"OOOXO....",
                                    ".X.XO....",
                                    "XXXXO....",
                                    "OOOOO....",
                                    ".........",
                                    ".........",
                                    ".........",
                                    ".........",
                                    "........."};

TEST(LifeAndDeath, BentFourWithTheAttackersStonesOnTheEdgeIsDead) {
    const rules::Board board = board_from(bent_four_on_the_edge);
    const LifeAndDeath j = judge_life_and_death(board);
    EXPECT_EQ(status_rows(board, j), (Rows{"OOOBO....",
                                           ".B.BO....",
                                           "BBBBO....",
                                           "OOOOO....",
                                           ".........",
                                           ".........",
                                           ".........",
                                           ".........",
                                           "........."}));
    const ChainJudgement& black = chain_at(j, at(board, "B8"));
    EXPECT_NE(black.reason().find("Art. 7"), std::string::npos) << black.reason();

    LifeAndDeathOptions without;
    without.bent_four_dead = false;
    EXPECT_EQ(status_rows(board, judge_life_and_death(board, without)), (Rows{"oooxO....",
                                                                              ".x.xO....",
                                                                              "xxxxO....",
                                                                              "OOOOO....",
                                                                              ".........",
                                                                              ".........",
                                                                              ".........",
                                                                              ".........",
                                                                              "........."}));
}

// Black's lone stone at C9 has one liberty, D9, which Black's own living group encloses.
// White can take the stone, but only to start a ko that Black ends by connecting at D9:
// players count the stone alive (and D9 as a point Black must fill). The play-outs capture
// it about half the time.
const Rows lone_ko_stone = {".OX.X..X.",
                            "OOOXXXXXX",
                            ".OXX.....",
                            ".OXX..X..",
                            ".OXX.....",
                            ".OXX.....",
                            ".OXX..X..",
                            ".OXX.....",
                            ".OXX....."};

TEST(LifeAndDeath, ALoneStoneWhoseLastLibertyItsOwnColourEnclosesIsAlive) {
    const rules::Board board = board_from(lone_ko_stone);
    const Point stone = at(board, "C9");
    LifeAndDeathOptions without;
    without.eye_space = false;
    const LifeAndDeath playouts_only = judge_life_and_death(board, without);
    const ChainJudgement& by_playouts = chain_at(playouts_only, stone);
    EXPECT_FALSE(convinced(by_playouts, JudgeParams{})) << by_playouts.reason();

    const LifeAndDeath j = judge_life_and_death(board);
    EXPECT_EQ(status_rows(board, j), lone_ko_stone) << chain_at(j, stone).reason();  // every chain alive
    EXPECT_FALSE(contains(j.dead, stone));
}

// A ko left open at the end of a finished game: White's D4 is in atari inside Black's wall,
// and its last liberty E4 only White's chains surround. Black takes it whenever he likes and
// White may retake only after a threat, of which the board has none (Japanese rules 1989,
// Art. 7: in the confirmation, only after a pass): D4 is dead if Black moves first, alive if
// White connects first. Counting it alive as settled gave B+6.5 where the record says
// B+7.5 (D4 dead); now D4 and E4 are not settled and count for nobody.
const Rows open_ko = {"...XO..",
                      "...XO..",
                      "...XO..",
                      "..XO.O.",
                      "...XO..",
                      "...XO..",
                      "...XO.."};

TEST(LifeAndDeath, AKoLeftOpenAtTheEndIsNotSettled) {
    const rules::Board board = board_from(open_ko);
    LifeAndDeathOptions finished;
    finished.finished = true;
    const LifeAndDeath j = judge_life_and_death(board, finished);
    const ChainJudgement& white = chain_at(j, at(board, "D4"));
    EXPECT_FALSE(white.settled) << white.reason();
    EXPECT_TRUE(contains(j.unsettled, at(board, "D4"))) << white.reason();
    EXPECT_TRUE(contains(j.unsettled, at(board, "E4")));
    EXPECT_EQ(j.unsettled.size(), 2u);  // the walls and both territories are settled
    // The same for the lone ko stone the review keeps alive: the stone and its ko point.
    const rules::Board ko = board_from(lone_ko_stone);
    const LifeAndDeath k = judge_life_and_death(ko, finished);
    EXPECT_FALSE(chain_at(k, at(ko, "C9")).settled);
    EXPECT_TRUE(contains(k.unsettled, at(ko, "C9")));
    EXPECT_TRUE(contains(k.unsettled, at(ko, "D9")));
}

// The chains of lone_ko_stone as the judge leaves them before the review, with the stone
// C9 judged by the play-outs as `status` with `share`.
std::vector<ChainJudgement> lone_ko_judged_by_playouts(const rules::Board& board, ChainStatus status, double share) {
    LifeAndDeathOptions without;
    without.eye_space = false;
    std::vector<ChainJudgement> chains = judge_life_and_death(board, without).chains;
    for (ChainJudgement& c : chains)
        if (c.stones == std::vector<Point>{at(board, "C9")}) c = judged_by_playouts(c, status, share);
    return chains;
}

// The review on its own: when the play-outs lean to capturing the stone, short of
// conviction, the ko its owner ends by connecting keeps it alive.
TEST(LifeAndDeath, TheEyeSpaceReviewRevivesALoneKoStoneThePlayoutsCaptured) {
    const rules::Board board = board_from(lone_ko_stone);
    std::vector<ChainJudgement> chains = lone_ko_judged_by_playouts(board, ChainStatus::dead, 0.55);
    const Point stone = at(board, "C9");
    revive_lone_ko_stones(PlayoutBoard(board), chains, JudgeParams{});
    LifeAndDeath reviewed;
    reviewed.chains = chains;
    const ChainJudgement& black = chain_at(reviewed, stone);
    EXPECT_EQ(black.status, ChainStatus::alive) << black.reason();
    EXPECT_NE(black.reason().find("ko"), std::string::npos) << black.reason();
}

// The same stone when the play-outs lean to keeping it, short of the share that settles a
// chain (58%, as in the ko fights of finished KGS games): the review gives it the same
// finding, measured by the walls around its last liberty, and its confidence is theirs (the
// count still leaves it unsettled, as a ko left open: AKoLeftOpenAtTheEndIsNotSettled).
TEST(LifeAndDeath, ALoneKoStoneThePlayoutsKeepWithoutConvictionIsSettledByItsWalls) {
    const rules::Board board = board_from(lone_ko_stone);
    std::vector<ChainJudgement> chains = lone_ko_judged_by_playouts(board, ChainStatus::alive, 0.58);
    const Point stone = at(board, "C9");
    LifeAndDeath before;
    before.chains = chains;
    EXPECT_FALSE(chain_sure(chain_at(before, stone), JudgeParams{}));  // 58% settles nothing

    revive_lone_ko_stones(PlayoutBoard(board), chains, JudgeParams{});
    LifeAndDeath reviewed;
    reviewed.chains = chains;
    const ChainJudgement& black = chain_at(reviewed, stone);
    ASSERT_EQ(black.findings.back().stage, Stage::lone_ko) << black.reason();
    EXPECT_EQ(black.status, ChainStatus::alive);
    EXPECT_GE(black.findings.back().measure, JudgeParams{}.strong_wall_share);  // the walls' share
    EXPECT_GE(calibrated_confidence(black, JudgeParams{}), JudgeParams{}.settled_probability);
    EXPECT_TRUE(chain_sure(black, JudgeParams{})) << black.reason();
}

// A capturing race the play-outs get backwards. White's eight stones (B9 to F7) have one
// eye of two points (C9, D9) inside Black's area; Black's F9-F8 is in atari, and its last
// liberty G9 is suicide for Black (White's G8 keeps a second liberty at H8, an eye of
// White's living group). White takes F9-F8 whenever it likes and lives with two eyes;
// Black's only try, a stone thrown in at C9, puts White in atari, but White answers by
// taking F9-F8. The play-outs keep Black's chain in about two thirds of them (a random
// answer to the throw-in takes the stone at C9 instead, and Black then takes White's
// eight), so they call White dead. Reading the chain in atari settles the race.
const Rows lost_race = {"XO..OX.O.",
                        "XOOOOXO.O",
                        "XXXXOOXOO",
                        "...XXXXO.",
                        "......XOO",
                        "......XO.",
                        "......XOO",
                        "......XO.",
                        "......XO."};

TEST(LifeAndDeath, AChainInAtariThatLosesTheRaceIsDeadAndItsCapturerAlive) {
    const rules::Board board = board_from(lost_race);
    LifeAndDeathOptions without;
    without.read_captures = false;
    const LifeAndDeath playouts_only = judge_life_and_death(board, without);
    EXPECT_EQ(status_rows(board, playouts_only), (Rows{"XW..WX.O.",
                                                       "XWWWWXO.O",
                                                       "XXXXWWXOO",
                                                       "...XXXXO.",
                                                       "......XOO",
                                                       "......XO.",
                                                       "......XOO",
                                                       "......XO.",
                                                       "......XO."}));
    EXPECT_FALSE(convinced(chain_at(playouts_only, at(board, "F9")), JudgeParams{}));

    const LifeAndDeath j = judge_life_and_death(board);
    // With the lost chain off the board, the play-outs see White's two eyes.
    EXPECT_EQ(status_rows(board, j), (Rows{"XO..OB.O.",
                                           "XOOOOBO.O",
                                           "XXXXOOXOO",
                                           "...XXXXO.",
                                           "......XOO",
                                           "......XO.",
                                           "......XOO",
                                           "......XO.",
                                           "......XO."}));
    const ChainJudgement& black = chain_at(j, at(board, "F9"));
    EXPECT_TRUE(black.proved);
    EXPECT_NE(black.reason().find("reading"), std::string::npos) << black.reason();
    EXPECT_EQ(j.dead, at(board, {"F9", "F8"}));
}


// An open border: the middle columns belong to nobody yet. kifu says so instead of guessing.
TEST(LifeAndDeath, AnOpenBorderIsReportedUnsettled) {
    const rules::Board board = board_from({"..X...O..",
                                           "..X...O..",
                                           "..X......",
                                           ".........",
                                           ".........",
                                           ".........",
                                           "......O..",
                                           "..X...O..",
                                           "..X...O.."});
    const LifeAndDeath j = judge_life_and_death(board);
    // Every empty point: the walls leave C6-C3 open, so the board is one open area.
    EXPECT_EQ(marked_rows(board, j.unsettled, '?'), (Rows{"??X???O??",
                                                         "??X???O??",
                                                         "??X??????",
                                                         "?????????",
                                                         "?????????",
                                                         "?????????",
                                                         "??????O??",
                                                         "??X???O??",
                                                         "??X???O??"}));
    EXPECT_EQ(status_rows(board, j), rows_of(board));
    EXPECT_TRUE(j.dead.empty());
}

// A finished border: the two empty columns between the walls are dame, each point next to
// a wall. Nothing is in doubt.
TEST(LifeAndDeath, DameBetweenTwoWallsIsNotUnsettled) {
    const Rows rows(9, "...X..O..");
    const rules::Board board = board_from(rows);
    const LifeAndDeath j = judge_life_and_death(board);
    EXPECT_EQ(status_rows(board, j), rows);  // every chain alive
    EXPECT_EQ(territory_rows(board, j), Rows(9, "bbbX..Oww"));
    EXPECT_TRUE(j.unsettled.empty()) << j.unsettled.size() << " points";
    EXPECT_TRUE(j.dead.empty());
}

}  // namespace
}  // namespace kifu::scoring

namespace kifu::scoring {
namespace {

// The position of test_must_fill.cpp's first test: whether White must fill C8 depends on
// the order the dame are filled (Black first A9, then B9). Every chain is settled; the
// count is not: C8 is reported unsettled, with a confidence of a coin flip.
const Rows filled_in_turn = {"..OXX.X.X",
                             "XO.OXXXXX",
                             "XXOOOOOOO",
                             ".XOOOOOOO",
                             "XXO.....O",
                             ".XO.....O",
                             "XXOOOOOOO",
                             "OOOXXXXXX",
                             "..OX.X.X."};

TEST(LifeAndDeath, APointWhoseMustFillStatusDependsOnTheDameFillingIsUnsettled) {
    const rules::Board board = board_from(filled_in_turn);
    const LifeAndDeath j = judge_life_and_death(board);
    for (const ChainJudgement& c : j.chains) EXPECT_TRUE(c.settled) << c.reason();
    EXPECT_EQ(j.unsettled, (std::vector<Point>{at(board, "C8")}));
    EXPECT_LE(j.least_confidence, 0.5);
    EXPECT_TRUE(contains(j.white_territory, at(board, "C8")));  // counted, as the one-at-a-time reading says
}

// Found on dev KGS 2006-07-03-12 (RE B+0.5, GNU Go B+0.5, kifu B+3.5 until issue 35's
// fix): White's D1 sits in the eye space of Black's two groups, which share B2 with White's
// A2 and B1 (their eye A1). Black can take D1 only by filling D2 and E1 itself, and is then
// left with the one-point eye D1 against White's A1 and the shared B2: a seki. Taken off
// before the seki is looked for, D1 made Black's eye three points (D1, D2, E1) and the fight
// a won race, and D2 and E1 counted as Black's territory. The seki reading and its review
// now read the eye with D1 on the board. D1 itself stays dead: Black can capture it
// (Japanese rules 1989, Art. 7), and it is his prisoner, while the points of the eye are a
// seki's and count for nobody (Art. 8). GNU Go calls D1 a stone of the seki.
TEST(LifeAndDeath, AStoneInTheEyeOfASekiGroupDoesNotMakeTheEyeBigger) {
    const rules::Board board = board_from({"O.O.O.O.O",
                                           "OOOOOOOOO",
                                           "OOOOOOOOO",
                                           "OOOOOOOOO",
                                           "OOO.O.OOO",
                                           "OXOOOOXOO",
                                           "XXXXOXXOO",
                                           "O.X.XXXOO",
                                           ".OXO.XOO."});
    const LifeAndDeath j = judge_life_and_death(board);
    EXPECT_EQ(status_rows(board, j), (Rows{"O.O.O.O.O",
                                           "OOOOOOOOO",
                                           "OOOOOOOOO",
                                           "OOOOOOOOO",
                                           "OOO.O.OOO",
                                           "OxOOOOxOO",
                                           "xxxxOxxOO",
                                           "o.x.xxxOO",
                                           ".oxW.xOO."}));
    EXPECT_TRUE(std::all_of(j.chains.begin(), j.chains.end(), [](const ChainJudgement& c) { return c.settled; }));
    const TerritoryMap map(board, j.dead, j.seki);
    EXPECT_EQ(map.territory(Color::black), 0);   // D1, D2 and E1 are the seki's eye
    EXPECT_EQ(map.seki_eyes(Color::black), 3);
    EXPECT_EQ(map.dead(Color::white), 1);        // D1, Black's prisoner
}

// JudgeParams::cheap() is what the pipeline fuzz target judges with (two play-outs, small
// reading budgets), so that it runs fast enough to explore; it must not make a stage
// unreachable (a budget too small for any real shape would). Over every position of this
// file, each stage that decides a chain under the full parameters decides one under the
// cheap ones too; eye-space and lone-ko act on chains only as the play-outs leave them, and
// two play-outs may settle those positions without them, so they are given the chains as
// their own tests do.
TEST(LifeAndDeath, TheCheapParametersForFuzzingReachEveryStageTheFullOnesReach) {
    const JudgeParams cheap = JudgeParams::cheap();
    const std::vector<Rows> positions = {stones_in_territory, seki_with_an_eye_each, bent_four,
                                         seki_by_short_wall, seki_kept_from_outside, seki_broken_by_joining_outside,
                                         kill_confirmed_outside, square_four, in_a_net, free_to_run,
                                         bent_four_on_the_edge, lone_ko_stone, lost_race, filled_in_turn};
    auto stages_deciding = [&](const JudgeParams& params) {
        std::set<std::string_view> stages;
        LifeAndDeathOptions options;
        options.params = params;
        for (const Rows& rows : positions)
            for (const ChainJudgement& c : judge_life_and_death(board_from(rows), options).chains)
                for (const Finding& f : c.findings) stages.insert(stage_name(f.stage));
        return stages;
    };
    const std::set<std::string_view> full = stages_deciding(JudgeParams{});
    std::set<std::string_view> reached = stages_deciding(cheap);
    EXPECT_GE(full.size(), 8U);  // the positions exercise the reviews, not the play-outs alone

    const rules::Board four = board_from(square_four);
    std::vector<ChainJudgement> chains = judge_life_and_death(four).chains;
    for (ChainJudgement& c : chains)
        if (c.color == Color::white) c = judged_by_playouts(c, ChainStatus::alive, 0.6);
    kill_chains_without_eye_space(PlayoutBoard(four), chains, cheap);
    if (status_rows(four, chains) == square_four_dead) reached.insert(stage_name(Stage::eye_space));

    const rules::Board ko = board_from(lone_ko_stone);
    chains = judge_life_and_death(ko).chains;
    for (ChainJudgement& c : chains)
        if (c.stones == std::vector<Point>{at(ko, "C9")}) c = judged_by_playouts(c, ChainStatus::dead, 0.55);
    revive_lone_ko_stones(PlayoutBoard(ko), chains, cheap);
    if (status_rows(ko, chains) == lone_ko_stone) reached.insert(stage_name(Stage::lone_ko));

    for (std::string_view stage : full) EXPECT_TRUE(reached.count(stage)) << stage << " is not reached with cheap()";
}

}  // namespace
}  // namespace kifu::scoring
