// kifu view's core, natively: the page's engine is this code compiled to WebAssembly, so
// what it answers here is what the page shows. Its answers must be `kifu score`'s and
// `kifu show`'s, whatever the move, ruleset or dead stones.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "../../support/run_kifu.hpp"
#include "view/session.hpp"
#include "sgf/reader.hpp"

namespace kifu::view {
namespace {

using testing::kifu;

const std::string source_dir = KIFU_SOURCE_DIR;
const std::string seki = source_dir + "/sample-games/seki-eye-japanese-vs-chinese.sgf";
const std::string sample_19 = source_dir + "/sample-games/gnugo-selfplay-19x19.sgf";
const std::string ko = source_dir + "/sample-games/illegal-ko-retake.sgf";
const std::string two_games = source_dir + "/tests/data/good_two_games.sgf";

// Every game of a file as the command line reads it, as a page's record.
std::vector<ViewRecord> records(const std::string& file) {
    std::vector<ViewRecord> out;
    sgf::read_sgf_file(file, {}, [&](sgf::GameRecord&& game) { out.push_back(view_record(file, game)); });
    return out;
}

nlohmann::json score_json(std::vector<std::string> args) {
    args.insert(args.begin(), {"score", "--format", "json"});
    const auto run = kifu(args);
    return nlohmann::json::parse(run.out);
}

// What the engine's JSON answer carries: the same object as `kifu score --format json`.
nlohmann::json outcome_of(ViewSession& session, const ViewRequest& request) {
    return nlohmann::json::parse(answer_json(session.update(request))["outcome"].dump());
}

TEST(ViewSession, TheEndIsKifuScoresCount) {
    for (const std::string& file : {seki, sample_19, ko}) {
        ViewSession session(records(file).front());
        EXPECT_EQ(outcome_of(session, {}), score_json({file})) << file;
    }
}

TEST(ViewSession, AnyMoveIsKifuScoreMove) {
    ViewSession session(records(sample_19).front());
    for (int move : {0, 1, 57, 120, 212}) {
        ViewRequest request;
        request.move = move;
        EXPECT_EQ(outcome_of(session, request), score_json({"--move", std::to_string(move), sample_19})) << move;
    }
}

TEST(ViewSession, RulesetsAreKifuScoreRules) {
    ViewSession session(records(ko).front());
    for (const char* rules : {"japanese", "chinese", "aga", "ngb", "nz", "swedish", "tromp-taylor", "capture-go"}) {
        ViewRequest request;
        request.rules = rules;
        EXPECT_EQ(outcome_of(session, request), score_json({"--rules", rules, ko})) << rules;
    }
}

// A page asking for the third count of a game whose rules count as Japanese or Chinese
// (a link kept from another game, say) is shown the Japanese count, in one answer.
TEST(ViewSession, TheThirdCountFallsBackToJapaneseWithoutAThirdRuleset) {
    ViewSession session(records(ko).front());
    ViewRequest request;
    request.board = BoardView::ruleset;
    request.rules = "chinese";
    EXPECT_EQ(answer_json(session.update(request))["request"]["board"], "japanese");
    request.rules = "aga";
    EXPECT_EQ(answer_json(session.update(request))["request"]["board"], "ruleset");
}

TEST(ViewSession, ToggleMarksTheWholeChainAndIsKifuScoreDead) {
    ViewSession session(records(seki).front());
    const nlohmann::json first = nlohmann::json::parse(answer_json(session.update({}))["outcome"].dump());
    ASSERT_EQ(first["dead"], nlohmann::json::array({"de", "ee", "df", "ef"}));   // the record's markup
    // The Black stones at B9 C9 (ba ca) are a chain in seki: clicking one marks both dead,
    // on top of the dead stones already there.
    ViewRequest toggle;
    toggle.toggle = "ba";
    const nlohmann::ordered_json dead = answer_json(session.update(toggle));
    ASSERT_EQ(dead["request"]["dead"]["kind"], "list");
    const std::string list = dead["request"]["dead"]["list"].get<std::string>();
    EXPECT_EQ(list, "ba,ca,de,ee,df,ef");
    EXPECT_EQ(nlohmann::json::parse(dead["outcome"].dump()), score_json({"--dead", list, seki}));
    EXPECT_EQ(dead["score_arguments"], "--dead " + list);
    EXPECT_NE(dead["outcome"]["japanese"]["result"], first["japanese"]["result"]);

    // Clicking it again brings it back to life: the markup's dead stones, as a list.
    ViewRequest again = request_from_json(dead["request"]);
    again.toggle = "ba";
    const nlohmann::ordered_json alive = answer_json(session.update(again));
    EXPECT_EQ(alive["request"]["dead"]["list"], "de,ee,df,ef");
    EXPECT_EQ(nlohmann::json::parse(alive["outcome"].dump()), score_json({"--dead", "de,ee,df,ef", seki}));

    // The White chain D5 E5 D4 E4 brought back too: no dead stones, "none" as `kifu score --dead none`.
    ViewRequest all_alive = request_from_json(alive["request"]);
    all_alive.toggle = "df";
    all_alive = request_from_json(answer_json(session.update(all_alive))["request"]);
    EXPECT_EQ(all_alive.dead.list, "none");

    // An empty point changes nothing.
    all_alive.toggle = "aa";
    EXPECT_EQ(answer_json(session.update(all_alive))["request"]["dead"]["list"], "none");
}

TEST(ViewSession, BoardShowsTheStonesKifuShowDraws) {
    ViewSession session(records(sample_19).front());
    for (int move : {0, 33, 150}) {
        ViewRequest request;
        request.move = move;
        request.count = false;
        const std::string svg = answer_json(session.update(request))["html"]["board"].get<std::string>();
        const auto shown = kifu({"show", "--ascii", "--move", std::to_string(move), sample_19}).out;
        // The diagram's rows, top first: "19 . X O ... 19"; the board's data-position: ".XO.../...".
        std::string rows;
        std::istringstream lines(shown);
        for (std::string line; std::getline(lines, line);) {
            std::istringstream words(line);
            std::string number;
            if (!(words >> number) || number.find_first_not_of("0123456789") != std::string::npos) continue;
            if (!rows.empty()) rows += '/';
            for (std::string point; words >> point && point != number;) rows += point == "X" ? 'X' : point == "O" ? 'O' : '.';
        }
        EXPECT_NE(svg.find("data-position=\"" + rows + "\""), std::string::npos) << move;
        EXPECT_NE(svg.find("data-move=\"" + std::to_string(move) + "\""), std::string::npos);
    }
}

TEST(ViewSession, ReplayOnlyLeavesTheCountOut) {
    ViewSession session(records(sample_19).front());
    ViewRequest request;
    request.move = 100;
    request.count = false;
    const nlohmann::ordered_json answer = answer_json(session.update(request));
    EXPECT_FALSE(answer["outcome"].contains("japanese"));
    EXPECT_EQ(answer["html"]["count"], "");
    EXPECT_EQ(answer["move"], 100);
}

TEST(ViewRecord, KeepsWhereEachGameOfACollectionStands) {
    const std::vector<ViewRecord> games = records(two_games);
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(games[1].start.line, 3u);
    EXPECT_EQ(games[1].text.substr(0, 2), "(;");
    // Read back, the second game is the same game: its outcome is the command line's.
    ViewSession second(games[1]);
    const auto run = kifu({"score", "--format", "json", two_games});
    std::istringstream lines(run.out);
    std::string line;
    std::getline(lines, line);
    std::getline(lines, line);
    EXPECT_EQ(outcome_of(second, {}), nlohmann::json::parse(line));
}

TEST(ViewRecord, RoundTripsThroughJson) {
    const ViewRecord record = records(ko).front();
    const ViewRecord back = record_from_json(nlohmann::json::parse(record_json(record).dump()));
    EXPECT_EQ(back.text, record.text);
    EXPECT_EQ(back.file, record.file);
    EXPECT_EQ(back.start.line, record.start.line);
    EXPECT_EQ(back.charset, record.charset);
}

TEST(ViewSession, RejectsWhatNoPageAsks) {
    EXPECT_THROW(request_from_json(nlohmann::json{{"rules", "klingon"}}), std::invalid_argument);
    EXPECT_THROW(request_from_json(nlohmann::json{{"board", "sideways"}}), std::invalid_argument);
    EXPECT_THROW(ViewSession(ViewRecord{"x.sgf", 0, "no game here", {1, 1}, "UTF-8", {}}), std::invalid_argument);
}

}  // namespace
}  // namespace kifu::view
