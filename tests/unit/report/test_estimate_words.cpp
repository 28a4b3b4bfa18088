// A count that needs no judgement (Tromp-Taylor's, after the passes) judges RE however
// much kifu left unsettled; the text report says when kifu assumed the ruleset and which
// stones were set up.
#include <gtest/gtest.h>

#include <optional>
#include <sstream>
#include <string>

#include "analysis/analyse_game.hpp"
#include "report/annotate.hpp"
#include "report/score_report.hpp"
#include "view/count.hpp"
#include "sgf/reader.hpp"

namespace kifu {
namespace {

// A record and its outcome (the annotated record needs the tree the outcome was made from).
struct Game {
    std::optional<sgf::GameRecord> record;
    std::optional<analysis::GameOutcome> outcome;
};

Game game_of(const std::string& sgf, const analysis::AnalysisOptions& options = {}) {
    Game g;
    sgf::read_sgf_bytes("test.sgf", sgf, {}, [&](sgf::GameRecord&& game) {
        if (g.record) return;
        g.record.emplace(std::move(game));
        g.outcome.emplace(analysis::analyse_game("test.sgf", *g.record, options));
    });
    if (!g.outcome) throw std::runtime_error("no game in the record");
    return g;
}

std::string score_text(const analysis::GameOutcome& g) {
    std::ostringstream out;
    report::write_score_text(out, g, {.unicode = false, .colour = false});
    return out.str();
}

// Tromp-Taylor (rules 5 and 9): the game ends after two passes, and a player's score is
// their stones plus the empty points reaching only their colour. No judgement enters it,
// so RE is judged by it, while the Japanese and Chinese columns stay estimates.
TEST(EstimateWords, TrompTaylorsCountAfterThePassesJudgesRE) {
    const std::string record = "(;GM[1]FF[4]SZ[5]KM[24]RU[Chinese]RE[B+1];B[cc];W[];B[])";
    analysis::AnalysisOptions tromp_taylor;
    tromp_taylor.rules = "tromp-taylor";
    const Game game = game_of(record, tromp_taylor);
    const analysis::GameOutcome& g = *game.outcome;
    ASSERT_TRUE(g.too_early()) << "the Japanese and Chinese counts are too early to count";
    EXPECT_EQ(g.result.stands, std::optional<bool>(true)) << g.result.text;
    EXPECT_EQ(g.result.reason, analysis::StandingReason::count_agrees) << g.result.text;
    EXPECT_EQ(g.score->agrees_ruleset, std::optional<bool>(true));
    EXPECT_EQ(g.score->agrees_japanese, std::nullopt) << "too early to count under Japanese rules";

    const std::string text = score_text(g);
    EXPECT_NE(text.find("RE[B+1] stands"), std::string::npos) << text;
    EXPECT_EQ(text.find("cannot be judged"), std::string::npos) << text;
    EXPECT_NE(text.find("tromp-taylor (--rules): B+1, agrees with RE[B+1]"), std::string::npos) << text;
    EXPECT_NE(text.find("too early to count"), std::string::npos) << "the other columns stay estimates";

    const std::string page = view::count_panels(g, view::BoardView::ruleset);
    EXPECT_NE(page.find("<strong class=\"agreement agrees\">agrees</strong>"), std::string::npos) << page;

    // A count that differs does not stand; one before the end is still no result.
    const Game differs = game_of("(;GM[1]FF[4]SZ[5]KM[24]RU[Chinese]RE[W+3];B[cc];W[];B[])", tromp_taylor);
    EXPECT_EQ(differs.outcome->result.stands, std::optional<bool>(false)) << differs.outcome->result.text;
    analysis::AnalysisOptions mid_game = tromp_taylor;
    mid_game.at_move = 1;
    const Game before = game_of(record, mid_game);
    EXPECT_EQ(before.outcome->result.reason, analysis::StandingReason::counted_mid_game);
    EXPECT_EQ(before.outcome->score->agrees_ruleset, std::nullopt);
}

// A setup position (AB/AW in the root) with no RU: two moves played, then two passes.
const std::string set_up_position =
    "(;GM[1]FF[4]SZ[5]KM[0.5]RE[W+0.5]AB[ba][bb][bc][bd][be]AW[da][db][dc][dd][de];B[ac];W[ec];B[];W[])";

// The text report's header named the komi's source but not that the ruleset was kifu's
// default, beside "RE does not stand: the count under japanese gives ...".
TEST(ScoreText, SaysWhenTheRulesetWasAssumed) {
    const std::string text = score_text(*game_of(set_up_position).outcome);
    EXPECT_NE(text.find("Rules japanese assumed (Japanese (Nihon Ki-in 1989); from the default: no RU[] in the "
                        "record)."),
              std::string::npos)
        << text;
    std::string with_ru = set_up_position;
    with_ru.insert(with_ru.find("KM["), "RU[Japanese]");
    EXPECT_EQ(score_text(*game_of(with_ru).outcome).find("assumed"), std::string::npos) << "RU[] names them";
}

// Stones set up (AB/AW) were not played: the explanation said "Every stone a player put on
// the board", counting them as the players'.
TEST(ScoreText, SetUpStonesAreNotCalledPlayed) {
    const std::string text = score_text(*game_of(set_up_position).outcome);
    EXPECT_EQ(text.find("a player put on the board"), std::string::npos) << text;
    EXPECT_NE(text.find("Every stone played or set up is now"), std::string::npos) << text;
    EXPECT_NE(text.find("Black 6, White 6 (5 Black and 5 White of them set up, not played)"), std::string::npos)
        << text;
    // A handicap placement is still the players' own, named as handicap stones.
    const std::string handicap = score_text(
        *game_of("(;GM[1]FF[4]SZ[9]HA[2]KM[0.5]RU[Japanese]AB[cc][gg];W[ee];B[];W[])").outcome);
    EXPECT_NE(handicap.find("Every stone a player put on the board"), std::string::npos) << handicap;
    EXPECT_EQ(handicap.find("set up, not played"), std::string::npos) << handicap;
}

}  // namespace
}  // namespace kifu
