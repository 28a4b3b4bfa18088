// An estimate is called one wherever a count is shown: the text report, the SVG figure,
// the annotated record and the view page label its row "estimate", never "result"; an
// estimate that differs from RE is no disagreement in any output; a count that needs no
// judgement (Tromp-Taylor's, after the passes) judges RE however much kifu left unsettled;
// and the text report says when kifu assumed the ruleset and which stones were set up.
#include <gtest/gtest.h>

#include <optional>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "../../support/occurrences.hpp"
#include "analysis/analyse_game.hpp"
#include "report/annotate.hpp"
#include "report/check_report.hpp"
#include "report/outcome_words.hpp"
#include "report/score_report.hpp"
#include "report/svg_figure.hpp"
#include "report/table_row.hpp"
#include "sgf/reader.hpp"
#include "view/count.hpp"

namespace kifu {
namespace {

using testing::occurrences;

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

std::string score_svg(const analysis::GameOutcome& g) {
    std::ostringstream out;
    report::write_score_svg(out, g);
    return out.str();
}

std::string annotation(const Game& g) {
    std::string text;
    for (const std::string& line : report::score_note({&g.record->tree, &*g.outcome})) text += line + "\n";
    return text;
}

// Two walls down a 9x9 board with a gap in Black's: the left side and the middle column
// are one open area, so the count is an estimate, though not too early to count. RE is
// no count of it.
const std::string open_walls =
    "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[B+20.5]"
    ";B[da];W[fa];B[db];W[fb];B[dc];W[fc];B[dd];W[fd];B[df];W[fe];B[dg];W[ff];B[dh];W[fg];B[di];W[fh];B[];W[fi];"
    "B[];W[])";

TEST(EstimateWords, AnEstimateIsLabelledAnEstimateInEveryRenderer) {
    const Game game = game_of(open_walls);
    const analysis::GameOutcome& g = *game.outcome;
    ASSERT_TRUE(g.estimate());
    ASSERT_FALSE(g.too_early());

    const std::string text = score_text(g);
    EXPECT_NE(text.find("\n  estimate "), std::string::npos) << text;
    EXPECT_EQ(text.find("\n  result "), std::string::npos) << text;
    EXPECT_NE(text.find("Why the two estimates differ:"), std::string::npos) << text;
    EXPECT_EQ(text.find("two results"), std::string::npos) << text;

    const std::string svg = score_svg(g);
    EXPECT_EQ(occurrences(svg, ">estimate</text>"), 2U) << "both tables' last rows";
    EXPECT_EQ(occurrences(svg, ">result</text>"), 0U);
    EXPECT_EQ(svg.find("two results"), std::string::npos);

    const std::string note = annotation(game);
    EXPECT_NE(note.find(": estimate " + g.score->japanese.result() + "\n"), std::string::npos) << note;
    EXPECT_NE(note.find(": estimate " + g.score->chinese.result() + "\n"), std::string::npos) << note;
    EXPECT_EQ(note.find("two results"), std::string::npos) << note;

    // JSON (and so batch, the store and Python) words the explanation as the text does.
    const nlohmann::ordered_json explanation = report::outcome_object(g)["explanation"];
    ASSERT_FALSE(explanation.empty());
    EXPECT_EQ(explanation.front().get<std::string>(),
              "Japanese counting gives an estimate of " + g.score->japanese.result() +
                  ", Chinese counting gives an estimate of " + g.score->chinese.result() + ".");
    for (const auto& sentence : explanation) EXPECT_EQ(sentence.get<std::string>().find("results"), std::string::npos);
    EXPECT_NE(text.find("    Japanese counting gives an estimate of "), std::string::npos) << text;

    const std::string page = view::count_panels(g, view::BoardView::japanese) + view::count_notes(g);
    EXPECT_EQ(occurrences(page, "<th scope=\"row\">estimate</th>"), 2U) << page;
    EXPECT_EQ(occurrences(page, "<th scope=\"row\">result</th>"), 0U) << page;
    EXPECT_EQ(page.find("two results"), std::string::npos) << page;
}

// RE cannot be judged by an estimate that differs from it: JSON, CSV and the tables say
// so (null, "not judged"), where they said "false"/"differs", which a filter on
// agrees_ruleset = false counted as a disagreement.
TEST(EstimateWords, AnEstimateThatDiffersFromREIsNoDisagreement) {
    const Game game = game_of(open_walls);
    const analysis::GameOutcome& g = *game.outcome;
    ASSERT_EQ(g.result.reason, analysis::StandingReason::estimate_differs);
    ASSERT_EQ(g.result.stands, std::nullopt);

    EXPECT_EQ(g.score->agrees_japanese, std::nullopt);
    EXPECT_EQ(g.score->agrees_chinese, std::nullopt);
    EXPECT_EQ(g.score->agrees_ruleset, std::nullopt);
    const nlohmann::ordered_json o = report::outcome_object(g);
    EXPECT_TRUE(o["agrees"]["japanese"].is_null()) << o["agrees"].dump();
    EXPECT_TRUE(o["agrees"]["ruleset"].is_null()) << o["agrees"].dump();
    const report::TableRow row = report::table_row(g);
    EXPECT_EQ(row.agrees_ruleset, std::nullopt);

    const std::string text = score_text(g);
    EXPECT_NE(text.find("RE[B+20.5]"), std::string::npos) << text;
    EXPECT_EQ(text.find("differs"), std::string::npos) << text;
    EXPECT_NE(text.find("not judged"), std::string::npos) << text;
    const std::string note = annotation(game);
    EXPECT_EQ(note.find("counting differs"), std::string::npos) << note;
}

// Nor does an estimate explain why RE differs: RE[B+33.5] is the estimate W+33.5 the other
// way round, and the words "RE was written with the winner swapped" would give a guess
// about 37 open points as the record's story (JSON recorded_mismatch, the text's "Why RE
// differs", the annotation, the SVG and the page).
TEST(EstimateWords, AnEstimateDoesNotSayWhyREDiffers) {
    std::string swapped = open_walls;
    swapped.replace(swapped.find("RE[B+20.5]"), 10, "RE[B+33.5]");
    const Game game = game_of(swapped);
    const analysis::GameOutcome& g = *game.outcome;
    ASSERT_TRUE(g.estimate());
    ASSERT_EQ(g.score->by_ruleset.result(), "W+33.5");
    EXPECT_EQ(g.score->mismatch, std::nullopt);
    EXPECT_TRUE(report::outcome_object(g)["recorded_mismatch"].is_null());
    EXPECT_EQ(report::table_row(g).recorded_mismatch, std::nullopt);
    EXPECT_EQ(g.result.text.find("swapped"), std::string::npos) << g.result.text;
    for (const std::string& out : {score_text(g), score_svg(g), annotation(game), view::count_notes(g)}) {
        EXPECT_EQ(out.find("Why RE differs"), std::string::npos) << out;
        EXPECT_EQ(out.find("swapped"), std::string::npos) << out;
    }
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
    // ... and where points are unsettled it is an estimate, as the other columns are: "Under
    // tromp-taylor: B+25" beside "estimate" was called a result.
    ASSERT_TRUE(before.outcome->estimate());
    EXPECT_TRUE(before.outcome->ruleset_count_estimated());
    const std::string under_tromp_taylor = report::by_ruleset_sentence(*before.outcome);
    EXPECT_NE(under_tromp_taylor.find("~B+1"), std::string::npos) << under_tromp_taylor;
    EXPECT_FALSE(g.ruleset_count_estimated()) << "after the passes it is the result";
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
