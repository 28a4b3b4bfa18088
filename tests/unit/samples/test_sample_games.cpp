// The teaching records of sample-games/ (sample-games/README.md): each test asserts the one
// point its record teaches, through the library (read, replay and judge as `kifu check`
// does, score as `kifu score` does) and through the in-process CLI's JSON, so a record, its
// comments and kifu cannot drift apart unnoticed.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "../../support/run_kifu.hpp"
#include "analysis/analyse_game.hpp"
#include "rules/replay.hpp"
#include "rules/ruleset.hpp"
#include "rules/verdict.hpp"
#include "scoring/dead_stones.hpp"
#include "scoring/explanation.hpp"
#include "analysis/scored_game.hpp"
#include "scoring/territory_map.hpp"
#include "sgf/game_info.hpp"
#include "sgf/reader.hpp"

namespace kifu {
namespace {

const std::string samples_dir = std::string(KIFU_SOURCE_DIR) + "/sample-games";

std::string sample(std::string_view name) { return samples_dir + "/" + std::string(name); }

// The teaching records and the two older GNU Go games: every .sgf the directory holds.
const std::vector<std::string> all_samples = {
    "seki-eye-japanese-vs-chinese.sgf", "gnugo-selfplay-9x9-parity.sgf", "handicap-aga-vs-chinese.sgf",
    "pass-stones-swedish.sgf",          "triple-ko.sgf",                 "sending-two-returning-one.sgf",
    "multi-stone-suicide-nz.sgf",       "bent-four-in-the-corner.sgf",   "illegal-ko-retake.sgf",
    "capture-go.sgf",                   "gnugo-selfplay-19x19.sgf",      "gnugo-selfplay-9x9.sgf",
};

// One game read from a sample file and analysed as `kifu check` does (`rules` is --rules,
// "" for the record's RU). The game stays in its vector, so the analysis and the tree it
// was made from move together.
struct Loaded {
    std::vector<sgf::GameRecord> games;
    analysis::GameOutcome analysis;
    [[nodiscard]] const sgf::GameRecord& game() const { return games.front(); }
};

Loaded load(std::string_view name, const std::string& rules = "") {
    std::vector<sgf::GameRecord> games;
    const sgf::FileOutcome outcome =
        sgf::read_sgf_file(sample(name), {}, [&](sgf::GameRecord&& g) { games.push_back(std::move(g)); });
    EXPECT_TRUE(outcome.diagnostics.empty()) << name;
    if (games.size() != 1) throw std::runtime_error(std::to_string(games.size()) + " games in " + std::string(name));
    EXPECT_TRUE(games.front().diagnostics.empty()) << name;
    analysis::AnalysisOptions check_only;
    check_only.rules = rules;
    check_only.score = false;
    analysis::GameOutcome analysis = analysis::analyse_game(std::string(name), games.front(), check_only);
    return Loaded{std::move(games), std::move(analysis)};
}

analysis::ScoredGame score(const Loaded& l, analysis::ScoreOptions options = {}) {
    return analysis::score_game(l.game().tree, l.analysis.info, l.analysis.replay, *l.analysis.choice.rules, options);
}

analysis::ScoreOptions dead_none() {
    analysis::ScoreOptions options;
    options.dead = scoring::DeadStones{};  // source none, no points
    return options;
}

// "6 W[cb] superko", as the replay tests write violations.
std::vector<std::string> violations_of(const rules::ReplayResult& r) {
    std::vector<std::string> out;
    for (const rules::Violation& v : r.violations)
        out.push_back(std::to_string(v.move) + " " + std::string(sgf_letter(v.color)) + "[" + v.point + "] " +
                      std::string(rules::kind_name(v.kind)));
    return out;
}

std::vector<std::pair<int, int>> repetitions_of(const rules::ReplayResult& r) {
    std::vector<std::pair<int, int>> out;
    for (const rules::Repetition& rep : r.repetitions) out.emplace_back(rep.move, rep.repeats);
    return out;
}

std::vector<std::string> sgf_points(const std::vector<Point>& points) {
    std::vector<std::string> out;
    for (Point p : points)
        out.push_back(std::string{static_cast<char>('a' + p.x), static_cast<char>('a' + p.y)});
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::string> sorted(std::vector<std::string> v) {
    std::sort(v.begin(), v.end());
    return v;
}

nlohmann::json run_json(std::vector<std::string> args, int expected_status) {
    const testing::Outcome run = testing::kifu(std::move(args));
    EXPECT_EQ(run.status, expected_status) << run.err;
    return nlohmann::json::parse(run.out);
}

std::string joined(const std::vector<std::string>& lines) {
    std::string out;
    for (const auto& l : lines) out += l + "\n";
    return out;
}

// ---------------------------------------------------------------------------------------
// Every record

TEST(SampleGames, EveryRecordReadsCleanlyAndExplainsItself) {
    std::vector<std::string> on_disk;
    for (const auto& entry : std::filesystem::directory_iterator(samples_dir))
        if (entry.path().extension() == ".sgf") on_disk.push_back(entry.path().filename().string());
    EXPECT_EQ(sorted(on_disk), sorted(all_samples));

    std::ifstream readme_file(sample("README.md"));
    std::stringstream readme;
    readme << readme_file.rdbuf();
    for (const std::string& name : all_samples) {
        SCOPED_TRACE(name);
        EXPECT_NE(readme.str().find("`" + name + "`"), std::string::npos) << "not in sample-games/README.md";
        const testing::Outcome run = testing::kifu({"info", "--strict", "--format", "json", sample(name)});
        EXPECT_EQ(run.status, 0) << run.out << run.err;
        const auto o = nlohmann::json::parse(run.out);
        EXPECT_TRUE(o["errors"].empty());
        EXPECT_TRUE(o["warnings"].empty());
        EXPECT_FALSE(o["players"]["black"]["name"].is_null());
        EXPECT_FALSE(o["players"]["white"]["name"].is_null());
        EXPECT_FALSE(o["rules"].is_null());
        EXPECT_FALSE(o["komi"].is_null());
        EXPECT_FALSE(o["result"].is_null());
        if (name.rfind("gnugo-selfplay-", 0) != 0 || name == "gnugo-selfplay-9x9-parity.sgf") {
            // The teaching records: a name for the point and a comment on what to look at,
            // and a ruleset kifu knows (no "RU not known" note).
            EXPECT_FALSE(o["game_name"].is_null());
            const Loaded l = load(name);
            EXPECT_TRUE(l.game().tree.first_value(l.game().tree.main_line().front(), "C").has_value());
            EXPECT_EQ(l.analysis.choice.origin, "RU");
            EXPECT_TRUE(l.analysis.choice.note.empty()) << l.analysis.choice.note;
        }
    }
}

// ---------------------------------------------------------------------------------------
// 1. A seki eye: the Japanese and Chinese counts differ by the eye point and nothing else.

TEST(SampleSekiEye, JapaneseLeavesTheEyeOutAndTheEyeIsTheWholeDifference) {
    const Loaded l = load("seki-eye-japanese-vs-chinese.sgf");
    EXPECT_TRUE(l.analysis.replay.violations.empty());
    EXPECT_EQ(l.analysis.replay.stones_placed, (std::array<int, 2>{27, 27}));
    const analysis::ScoredGame g = score(l);
    EXPECT_EQ(g.dead.source, scoring::DeadSource::markup);
    EXPECT_EQ(sgf_points(g.dead.points), (std::vector<std::string>{"de", "df", "ee", "ef"}));
    // A9 is Black's seki eye; D9 and A6, the shared liberties, are dame.
    EXPECT_EQ(sgf_points(g.map.points_marked(scoring::Mark::black_seki_eye)), std::vector<std::string>{"aa"});
    EXPECT_EQ(g.map.seki_eyes(Color::black), 1);
    EXPECT_EQ(g.map.seki_eyes(Color::white), 0);
    EXPECT_EQ(sgf_points(g.map.points_marked(scoring::Mark::dame)), (std::vector<std::string>{"ad", "da"}));
    EXPECT_EQ(g.map.points_marked(scoring::Mark::black_seki_stone).size(), 4u);
    EXPECT_EQ(g.map.points_marked(scoring::Mark::white_seki_stone).size(), 9u);

    EXPECT_EQ(g.japanese.result(), "W+0.5");
    EXPECT_EQ(g.chinese.result(), "B+0.5");
    EXPECT_NE(g.japanese.result(), g.chinese.result());
    EXPECT_EQ(g.japanese.black.seki_eyes, 0);  // Art. 8
    EXPECT_EQ(g.chinese.black.seki_eyes, 1);
    EXPECT_EQ(g.chinese.margin() - g.japanese.margin(), g.chinese.black.seki_eyes - g.chinese.white.seki_eyes);
    const scoring::Explanation& e = g.explanation;
    EXPECT_TRUE(e.holds()) << joined(e.lines);
    EXPECT_EQ(e.difference, 1);
    EXPECT_EQ(e.seki_term, 1);
    EXPECT_EQ(e.stones_term, 0);
    EXPECT_EQ(g.by_ruleset.result(), "W+0.5");
    EXPECT_EQ(g.agrees_ruleset, std::optional<bool>(true));

    const auto o = run_json({"score", "--format", "json", sample("seki-eye-japanese-vs-chinese.sgf")}, 0);
    EXPECT_EQ(o["japanese"]["result"], "W+0.5");
    EXPECT_EQ(o["chinese"]["result"], "B+0.5");
    EXPECT_EQ(o["chinese"]["detail"]["black"]["seki_eyes"], 1);
    EXPECT_EQ(o["seki"].size(), 13u);
    EXPECT_EQ(o["agrees"]["japanese"], true);
    EXPECT_EQ(o["agrees"]["chinese"], false);
}

// ---------------------------------------------------------------------------------------
// 2. Parity: Black placed one stone more in a real game.

TEST(SampleParity, BlackPlacedOneStoneMoreSoChineseGivesBlackOnePointMore) {
    const Loaded l = load("gnugo-selfplay-9x9-parity.sgf");
    const rules::ReplayResult& r = l.analysis.replay;
    EXPECT_TRUE(r.violations.empty());
    EXPECT_EQ(r.moves, 41);
    EXPECT_EQ(r.end_move, std::optional<int>(41));
    EXPECT_EQ(r.passes, (std::array<int, 2>{1, 1}));  // only the two final passes
    EXPECT_EQ(r.stones_placed, (std::array<int, 2>{20, 19}));
    const analysis::ScoredGame g = score(l);
    EXPECT_EQ(g.dead.source, scoring::DeadSource::markup);
    EXPECT_EQ(sgf_points(g.dead.points), (std::vector<std::string>{"bc", "cc", "hd"}));  // GNU Go's dead list
    EXPECT_TRUE(g.map.points_marked(scoring::Mark::black_seki_stone).empty());
    EXPECT_EQ(g.map.must_fill(Color::black) + g.map.must_fill(Color::white), 0);
    EXPECT_EQ(g.status, analysis::GameStatus::finished);
    EXPECT_EQ(g.japanese.result(), "W+4.5");  // GNU Go's final_score, Japanese rules
    EXPECT_EQ(g.chinese.result(), "W+3.5");   // GNU Go's final_score, Chinese rules
    EXPECT_EQ(g.agrees_japanese, std::optional<bool>(true));
    const scoring::Explanation& e = g.explanation;
    EXPECT_TRUE(e.holds()) << joined(e.lines);
    EXPECT_EQ(e.difference, 1);
    EXPECT_EQ(e.stones_term, 1);
    EXPECT_EQ(e.seki_term, 0);
    EXPECT_EQ(e.compensation_term, 0);
    EXPECT_EQ(e.pass_term, 0);
}

// ---------------------------------------------------------------------------------------
// 3. Handicap compensation: Chinese N, AGA N-1.

TEST(SampleHandicap, ChineseAndAgaCompensationDecideTheGameDifferently) {
    const Loaded l = load("handicap-aga-vs-chinese.sgf");
    EXPECT_EQ(l.analysis.choice.rules->name, "aga");
    EXPECT_EQ(l.analysis.info.handicap, 2);
    EXPECT_EQ(l.analysis.replay.handicap_stones, 2);
    EXPECT_TRUE(l.analysis.replay.violations.empty());
    EXPECT_TRUE(l.analysis.replay.warnings.empty());
    EXPECT_EQ(l.analysis.replay.end_move, std::optional<int>(27));  // White passed last, as AGA wants
    const analysis::ScoredGame g = score(l);
    EXPECT_EQ(g.chinese.white.compensation, 2);
    EXPECT_EQ(g.by_ruleset.white.compensation, 1);
    EXPECT_EQ(g.japanese.white.compensation, 0);
    // The same area on both sides of the comparison: only the compensation differs.
    EXPECT_EQ(g.chinese.black.total, g.by_ruleset.black.total);
    EXPECT_EQ(g.chinese.white.total - g.by_ruleset.white.total, 1);
    EXPECT_EQ(g.chinese.result(), "W+0.5");
    EXPECT_EQ(g.by_ruleset.result(), "B+0.5");
    EXPECT_EQ(g.japanese.result(), "B+0.5");
    EXPECT_EQ(g.agrees_ruleset, std::optional<bool>(true));
    EXPECT_EQ(g.agrees_chinese, std::optional<bool>(false));

    const auto aga = run_json({"score", "--format", "json", sample("handicap-aga-vs-chinese.sgf")}, 0);
    EXPECT_EQ(aga["by_ruleset"]["ruleset"], "aga");
    EXPECT_EQ(aga["by_ruleset"]["result"], "B+0.5");
    EXPECT_EQ(aga["by_ruleset"]["detail"]["white"]["compensation"], 1);
    // Counted under Chinese rules, the recorded AGA result does not stand: exit status 3.
    const auto cn =
        run_json({"score", "--rules", "chinese", "--format", "json", sample("handicap-aga-vs-chinese.sgf")}, 3);
    EXPECT_EQ(cn["by_ruleset"]["result"], "W+0.5");
    EXPECT_EQ(cn["by_ruleset"]["detail"]["white"]["compensation"], 2);
    EXPECT_EQ(cn["agrees"]["ruleset"], false);
}

// ---------------------------------------------------------------------------------------
// 4. Pass stones under Swedish rules.

TEST(SamplePassStones, SwedishPassStonesTurnJapaneseBlackWinIntoJigo) {
    const Loaded l = load("pass-stones-swedish.sgf");
    EXPECT_EQ(l.analysis.choice.rules->name, "swedish");
    EXPECT_EQ(l.analysis.replay.passes, (std::array<int, 2>{2, 1}));
    const analysis::ScoredGame g = score(l);
    EXPECT_EQ(g.by_ruleset.black.pass_stones, 1);  // White passed once
    EXPECT_EQ(g.by_ruleset.white.pass_stones, 2);  // Black passed twice
    EXPECT_EQ(g.japanese.black.pass_stones + g.japanese.white.pass_stones, 0);
    EXPECT_EQ(g.by_ruleset.black.territory, g.japanese.black.territory);
    EXPECT_EQ(g.by_ruleset.white.territory, g.japanese.white.territory);
    EXPECT_EQ(g.japanese.result(), "B+1");
    EXPECT_EQ(g.by_ruleset.result(), "0");
    EXPECT_EQ(g.chinese.result(), "0");  // the pass stones give the area result
    EXPECT_EQ(g.agrees_ruleset, std::optional<bool>(true));
    const scoring::Explanation e = scoring::explain(g.japanese, g.by_ruleset, l.analysis.replay);
    EXPECT_TRUE(e.holds()) << joined(e.lines);
    EXPECT_EQ(e.difference, -1);
    EXPECT_EQ(e.pass_term, -1);
    EXPECT_EQ(e.stones_term, 0);

    const auto o = run_json({"score", "--format", "json", sample("pass-stones-swedish.sgf")}, 0);
    EXPECT_EQ(o["by_ruleset"]["detail"]["white"]["pass_stones"], 2);
    EXPECT_EQ(o["recorded"], "0");
}

// ---------------------------------------------------------------------------------------
// 5. Triple ko.

TEST(SampleTripleKo, NoResultUnderJapaneseAndSuperkoWhereverSuperkoRules) {
    const std::vector<std::pair<int, int>> cycle = {{6, 0}, {7, 1}, {8, 2}};
    for (const char* name : {"japanese", "korean", "ngb"}) {
        SCOPED_TRACE(name);
        const Loaded l = load("triple-ko.sgf", name);
        EXPECT_TRUE(l.analysis.replay.violations.empty());
        EXPECT_EQ(repetitions_of(l.analysis.replay), cycle);
        EXPECT_EQ(l.analysis.verdict.kind, rules::VerdictKind::no_result) << l.analysis.verdict.summary;
        EXPECT_TRUE(l.analysis.verdict.result_note.empty()) << l.analysis.verdict.result_note;  // RE[Void]
    }
    // Positional and situational superko alike: move 6 restores position 0 with Black to
    // move, as at the start.
    for (const char* name : {"chinese", "aga", "nz", "ing", "tromp-taylor", "swedish"}) {
        SCOPED_TRACE(name);
        const Loaded l = load("triple-ko.sgf", name);
        EXPECT_EQ(violations_of(l.analysis.replay),
                  (std::vector<std::string>{"6 W[cb] superko", "7 B[bh] superko", "8 W[ce] superko"}));
        EXPECT_EQ(l.analysis.verdict.kind, rules::VerdictKind::illegal);
    }
    const auto jp = run_json({"check", "--format", "json", sample("triple-ko.sgf")}, 3);
    EXPECT_EQ(jp["ruleset"], "japanese");
    EXPECT_EQ(jp["verdict"], "no-result");
    EXPECT_EQ(jp["result"], "Void");
    EXPECT_EQ(jp["repetitions"].size(), 3u);
    EXPECT_EQ(jp["repetitions"][0]["cycle"], 6);
    const auto cn = run_json({"check", "--rules", "chinese", "--format", "json", sample("triple-ko.sgf")}, 3);
    EXPECT_EQ(cn["verdict"], "illegal");
    ASSERT_EQ(cn["violations"].size(), 3u);
    EXPECT_EQ(cn["violations"][0]["move"], 6);
    EXPECT_EQ(cn["violations"][0]["kind"], "superko");
}

// ---------------------------------------------------------------------------------------
// 6. Sending two, returning one.

TEST(SampleSendingTwoReturningOne, SituationalAllowsTheReturnPositionalForbidsIt) {
    for (const char* name : {"nz", "aga"}) {
        SCOPED_TRACE(name);
        const Loaded l = load("sending-two-returning-one.sgf", name);
        EXPECT_TRUE(l.analysis.replay.violations.empty());
        EXPECT_EQ(repetitions_of(l.analysis.replay), (std::vector<std::pair<int, int>>{{3, 0}}));
        EXPECT_EQ(l.analysis.verdict.kind, rules::VerdictKind::ok);
        ASSERT_EQ(l.analysis.verdict.repetition_meanings.size(), 1u);
        EXPECT_NE(l.analysis.verdict.repetition_meanings[0].find("other player to move"), std::string::npos);
    }
    for (const char* name : {"chinese", "ing", "tromp-taylor", "swedish"}) {
        SCOPED_TRACE(name);
        const Loaded l = load("sending-two-returning-one.sgf", name);
        EXPECT_EQ(violations_of(l.analysis.replay), std::vector<std::string>{"3 B[ba] superko"});
    }
    const Loaded nz = load("sending-two-returning-one.sgf");
    EXPECT_EQ(nz.analysis.replay.prisoners, (std::array<int, 2>{1, 2}));  // two sent, one returned
    const analysis::ScoredGame g = score(nz);
    EXPECT_EQ(g.by_ruleset.result(), "W+1");
    EXPECT_EQ(g.agrees_ruleset, std::optional<bool>(true));

    EXPECT_EQ(run_json({"check", "--format", "json", sample("sending-two-returning-one.sgf")}, 0)["verdict"], "ok");
    const auto cn =
        run_json({"check", "--rules", "chinese", "--format", "json", sample("sending-two-returning-one.sgf")}, 3);
    ASSERT_EQ(cn["violations"].size(), 1u);
    EXPECT_EQ(cn["violations"][0]["move"], 3);
    EXPECT_EQ(cn["violations"][0]["kind"], "superko");
}

// ---------------------------------------------------------------------------------------
// 7. Multi-stone suicide.

TEST(SampleMultiStoneSuicide, LegalUnderNzIllegalUnderJapanese) {
    for (const char* name : {"nz", "ing", "tromp-taylor"}) {
        SCOPED_TRACE(name);
        const Loaded l = load("multi-stone-suicide-nz.sgf", name);
        EXPECT_TRUE(l.analysis.replay.violations.empty());
        EXPECT_EQ(l.analysis.verdict.kind, rules::VerdictKind::ok);
        EXPECT_EQ(l.analysis.replay.prisoners, (std::array<int, 2>{0, 3}));  // the three stones are White's
    }
    for (const char* name : {"japanese", "korean"}) {
        SCOPED_TRACE(name);
        const Loaded l = load("multi-stone-suicide-nz.sgf", name);
        EXPECT_EQ(violations_of(l.analysis.replay), std::vector<std::string>{"1 B[ih] suicide"});
        EXPECT_EQ(l.analysis.verdict.decided_winner, std::optional<Color>(Color::white));
        EXPECT_EQ(l.analysis.verdict.decided_at_move, std::optional<int>(1));
        EXPECT_NE(l.analysis.verdict.result_note.find("does not stand"), std::string::npos);  // RE[B+2]
    }
    for (const char* name : {"chinese", "aga", "ngb", "swedish"}) {
        SCOPED_TRACE(name);
        EXPECT_EQ(violations_of(load("multi-stone-suicide-nz.sgf", name).analysis.replay),
                  std::vector<std::string>{"1 B[ih] suicide"});
    }
    const analysis::ScoredGame g = score(load("multi-stone-suicide-nz.sgf"));
    EXPECT_EQ(g.dead.source, scoring::DeadSource::estimate);  // no markup: kifu judges
    EXPECT_TRUE(g.dead.points.empty());                         // the suicide took the dead stones off
    EXPECT_EQ(g.by_ruleset.result(), "B+2");
    EXPECT_EQ(g.agrees_ruleset, std::optional<bool>(true));

    EXPECT_EQ(run_json({"check", "--format", "json", sample("multi-stone-suicide-nz.sgf")}, 0)["verdict"], "ok");
    const auto jp =
        run_json({"check", "--rules", "japanese", "--format", "json", sample("multi-stone-suicide-nz.sgf")}, 3);
    ASSERT_EQ(jp["violations"].size(), 1u);
    EXPECT_EQ(jp["violations"][0]["kind"], "suicide");
    EXPECT_NE(jp["violations"][0]["consequence"].get<std::string>().find("Black loses at move 1"), std::string::npos);
}

// ---------------------------------------------------------------------------------------
// 8. Bent four in the corner.

TEST(SampleBentFour, MarkupKillsTheCornerAndWithoutItKifuSeesASeki) {
    const Loaded l = load("bent-four-in-the-corner.sgf");
    const analysis::ScoredGame g = score(l);
    EXPECT_EQ(g.dead.source, scoring::DeadSource::markup);
    EXPECT_EQ(sgf_points(g.dead.points),
              sorted({"da", "bb", "cb", "db", "bc", "cc", "dc", "ad", "bd", "cd", "dd"}));
    EXPECT_EQ(g.map.dead(Color::white), 11);
    EXPECT_TRUE(g.map.points_marked(scoring::Mark::black_seki_stone).empty());
    EXPECT_EQ(g.japanese.black.dead_removed, 11);
    EXPECT_EQ(g.japanese.result(), "B+2.5");  // GNU Go's final_score too
    EXPECT_EQ(g.chinese.result(), "B+2.5");
    EXPECT_EQ(g.agrees_ruleset, std::optional<bool>(true));

    // With every stone alive (--dead none) the seki test finds C9 and A7, which neither
    // side can fill without self-atari, and calls the corner a seki.
    const analysis::ScoredGame none = score(l, dead_none());
    EXPECT_TRUE(none.dead.points.empty());
    EXPECT_EQ(none.map.points_marked(scoring::Mark::black_seki_stone).size(), 2u);
    EXPECT_EQ(none.map.points_marked(scoring::Mark::white_seki_stone).size(), 11u);
    EXPECT_EQ(sgf_points(none.map.points_marked(scoring::Mark::black_seki_eye)), std::vector<std::string>{"aa"});
    EXPECT_EQ(none.japanese.result(), "W+22.5");
    EXPECT_EQ(none.chinese.result(), "W+21.5");

    // --dead auto reaches the markup's judgement itself, by the bent-four rule (Art. 7).
    const auto a = run_json({"score", "--dead", "auto", "--format", "json", sample("bent-four-in-the-corner.sgf")}, 0);
    EXPECT_EQ(a["dead_source"], "estimate");
    std::vector<std::string> auto_dead = a["dead"].get<std::vector<std::string>>();
    std::sort(auto_dead.begin(), auto_dead.end());
    EXPECT_EQ(auto_dead, sgf_points(g.dead.points));
    EXPECT_EQ(a["japanese"]["result"], "B+2.5");
    EXPECT_EQ(a["estimate"], false);
    bool ruled = false;
    for (const auto& c : a["chains"])
        ruled = ruled || (c["status"] == "dead" && c["certain"] == true &&
                          c["reason"].get<std::string>().find("Art. 7") != std::string::npos);
    EXPECT_TRUE(ruled);

    const auto o = run_json({"score", "--dead", "none", "--format", "json", sample("bent-four-in-the-corner.sgf")}, 3);
    EXPECT_EQ(o["seki"].size(), 13u);
    EXPECT_EQ(o["agrees"]["ruleset"], false);

    // Under area counting the attacker removes every ko threat at no cost and then wins the
    // ko, so the corner is dead too: judged for a Chinese or AGA game, RE stands (it gave
    // a settled seki and W+21.5 before).
    for (const char* area_rules : {"chinese", "aga"}) {
        const auto cn = run_json({"score", "--dead", "auto", "--rules", area_rules, "--format", "json",
                                  sample("bent-four-in-the-corner.sgf")},
                                 0);
        EXPECT_EQ(cn["seki"].size(), 0u) << area_rules;
        EXPECT_EQ(cn["by_ruleset"]["result"], "B+2.5") << area_rules;
        EXPECT_EQ(cn["agrees"]["ruleset"], true) << area_rules;
        EXPECT_EQ(cn["estimate"], false) << area_rules;
        std::vector<std::string> dead = cn["dead"].get<std::vector<std::string>>();
        std::sort(dead.begin(), dead.end());
        EXPECT_EQ(dead, sgf_points(g.dead.points)) << area_rules;
    }
    // Tromp-Taylor removes no stones: the corner stands, whatever the shape.
    const auto tt = run_json({"score", "--dead", "auto", "--rules", "tromp-taylor", "--format", "json",
                              sample("bent-four-in-the-corner.sgf")},
                             3);
    EXPECT_TRUE(tt["dead"].empty()) << tt["dead"].dump();
    // The NGB plays and counts as Japanese, and so rules the corner dead by Art. 7 too.
    const auto ngb = run_json(
        {"score", "--dead", "auto", "--rules", "ngb", "--format", "json", sample("bent-four-in-the-corner.sgf")}, 0);
    EXPECT_EQ(ngb["japanese"]["result"], "B+2.5");
    EXPECT_EQ(ngb["seki"].size(), 0u);
}

// ---------------------------------------------------------------------------------------
// 9. An illegal ko retake under every federation.

TEST(SampleIllegalKo, EachFederationsConsequenceForTheImmediateRetake) {
    struct Case {
        const char* preset;
        const char* consequence;  // a fragment of the consequence in words
    };
    const std::vector<Case> cases = {
        {"japanese", "White loses at move 2, Black wins"},
        {"korean", "White loses at move 2, Black wins"},
        {"aga", "taken back and counts as a pass"},
        {"ngb", "restored if noticed within three moves"},
        {"chinese", "not allowed"},
        {"nz", "not a legal move"},
        {"ing", "not a legal move"},
        {"tromp-taylor", "not a legal move"},
        {"swedish", "not allowed"},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.preset);
        const Loaded l = load("illegal-ko-retake.sgf", c.preset);
        EXPECT_EQ(violations_of(l.analysis.replay), std::vector<std::string>{"2 W[ed] ko"});
        EXPECT_EQ(l.analysis.verdict.kind, rules::VerdictKind::illegal);
        ASSERT_EQ(l.analysis.verdict.consequences.size(), 1u);
        EXPECT_NE(l.analysis.verdict.consequences[0].find(c.consequence), std::string::npos)
            << l.analysis.verdict.consequences[0];
        const bool loses = std::string_view(c.preset) == "japanese" || std::string_view(c.preset) == "korean";
        EXPECT_EQ(l.analysis.verdict.decided_winner,
                  loses ? std::optional<Color>(Color::black) : std::optional<Color>());
        EXPECT_FALSE(l.analysis.verdict.result_note.empty());  // RE[W+6.5] is questioned everywhere
    }
    const Loaded jp = load("illegal-ko-retake.sgf");
    EXPECT_NE(jp.analysis.verdict.result_note.find("does not stand"), std::string::npos)
        << jp.analysis.verdict.result_note;
    // The count as the players made it.
    const analysis::ScoredGame g = score(jp);
    EXPECT_EQ(g.japanese.result(), "W+6.5");
    EXPECT_EQ(g.agrees_japanese, std::optional<bool>(true));

    const auto o = run_json({"check", "--format", "json", sample("illegal-ko-retake.sgf")}, 3);
    EXPECT_EQ(o["verdict"], "illegal");
    ASSERT_EQ(o["violations"].size(), 1u);
    EXPECT_EQ(o["violations"][0]["move"], 2);
    EXPECT_EQ(o["violations"][0]["kind"], "ko");
    EXPECT_NE(o["result_note"].get<std::string>().find("Black won at move 2"), std::string::npos);
}

// ---------------------------------------------------------------------------------------
// 10. Capture go.

// Tromp-Taylor counts the board as it stands: every stone, and every empty region for the
// one colour it reaches. No judgement of dead stones enters, so the count of a game ended
// by two passes is exact, and RE is judged by it (kifu said "cannot be judged: an
// estimate", and listed unsettled points against it).
TEST(SampleTrompTaylor, TheCountOfTheBoardAsItStandsJudgesRe) {
    const Loaded l = load("gnugo-selfplay-9x9.sgf", "tromp-taylor");
    const rules::Board& board = l.analysis.replay.board;
    const int w = board.size().width, h = board.size().height;
    std::array<int, 2> area{};
    std::vector<bool> seen(static_cast<std::size_t>(w * h), false);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            const Point p{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)};
            if (const auto stone = board.at(p)) {
                ++area[static_cast<std::size_t>(*stone)];
                continue;
            }
            if (seen[static_cast<std::size_t>(y * w + x)]) continue;
            std::vector<Point> region{p}, todo{p};
            seen[static_cast<std::size_t>(y * w + x)] = true;
            std::array<bool, 2> reaches{};
            while (!todo.empty()) {
                const Point q = todo.back();
                todo.pop_back();
                for (const auto& [dx, dy] : {std::pair{1, 0}, std::pair{-1, 0}, std::pair{0, 1}, std::pair{0, -1}}) {
                    const int nx = q.x + dx, ny = q.y + dy;
                    if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
                    const Point n{static_cast<std::uint8_t>(nx), static_cast<std::uint8_t>(ny)};
                    if (const auto stone = board.at(n)) {
                        reaches[static_cast<std::size_t>(*stone)] = true;
                    } else if (!seen[static_cast<std::size_t>(ny * w + nx)]) {
                        seen[static_cast<std::size_t>(ny * w + nx)] = true;
                        region.push_back(n);
                        todo.push_back(n);
                    }
                }
            }
            if (reaches[0] != reaches[1]) area[reaches[0] ? 0 : 1] += static_cast<int>(region.size());
        }
    const double margin = area[0] - area[1] - *l.analysis.info.komi;   // Black's
    const std::string expected = scoring::result_for_margin(margin);

    const auto tt = run_json({"score", "--rules", "tromp-taylor", "--format", "json", sample("gnugo-selfplay-9x9.sgf")}, 3);
    EXPECT_EQ(tt["by_ruleset"]["result"], expected);
    EXPECT_NE(tt["by_ruleset"]["result"], tt["recorded"]);  // RE[B+35] is another count
    EXPECT_EQ(tt["result_stands"], false);
    EXPECT_EQ(tt["result_stands_basis"], "count-differs");
}

TEST(SampleCaptureGo, TheFirstCaptureDecidesTheGame) {
    const Loaded l = load("capture-go.sgf");
    EXPECT_EQ(l.analysis.choice.rules->name, "capture-go");
    const rules::ReplayResult& r = l.analysis.replay;
    EXPECT_TRUE(r.violations.empty());
    EXPECT_EQ(r.first_capture_move, std::optional<int>(19));
    EXPECT_EQ(r.first_capture_by, std::optional<Color>(Color::black));
    EXPECT_EQ(r.end_move, std::optional<int>(19));
    EXPECT_TRUE(r.after_end.empty());
    EXPECT_EQ(r.prisoners, (std::array<int, 2>{1, 0}));
    EXPECT_EQ(l.analysis.verdict.kind, rules::VerdictKind::decided);
    EXPECT_EQ(l.analysis.verdict.decided_winner, std::optional<Color>(Color::black));
    EXPECT_EQ(l.analysis.verdict.decided_at_move, std::optional<int>(19));
    EXPECT_TRUE(l.analysis.verdict.result_note.empty()) << l.analysis.verdict.result_note;  // RE[B+]

    // Under ordinary rules the same capture is just a move.
    const Loaded jp = load("capture-go.sgf", "japanese");
    EXPECT_EQ(jp.analysis.verdict.kind, rules::VerdictKind::ok);
    EXPECT_FALSE(jp.analysis.replay.end_move.has_value());

    const auto o = run_json({"check", "--format", "json", sample("capture-go.sgf")}, 3);
    EXPECT_EQ(o["ruleset"], "capture-go");
    EXPECT_EQ(o["verdict"], "decided");
    EXPECT_EQ(o["end_move"], 19);
    EXPECT_EQ(run_json({"check", "--rules", "japanese", "--format", "json", sample("capture-go.sgf")}, 0)["verdict"],
              "ok");
}

}  // namespace
}  // namespace kifu
