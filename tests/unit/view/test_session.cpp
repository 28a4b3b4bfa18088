// kifu view's core, natively: the page's engine is this code compiled to WebAssembly, so
// what it answers here is what the page shows. Its answers must be `kifu score`'s and
// `kifu show`'s, whatever the move, ruleset or dead stones.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "../../support/occurrences.hpp"
#include "../../support/run_kifu.hpp"
#include "../../support/temp_dir.hpp"
#include "base/coordinates.hpp"
#include "sgf/reader.hpp"
#include "view/session.hpp"

namespace kifu::view {
namespace {

using testing::kifu;
using testing::TempDir;

const std::string source_dir = KIFU_SOURCE_DIR;
const std::string seki = source_dir + "/sample-games/seki-eye-japanese-vs-chinese.sgf";
const std::string sample_19 = source_dir + "/sample-games/gnugo-selfplay-19x19.sgf";
const std::string ko = source_dir + "/sample-games/illegal-ko-retake.sgf";
const std::string two_games = source_dir + "/tests/data/good_two_games.sgf";
const std::string variations = source_dir + "/tests/data/variations.sgf";

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

    // Clicking it again brings it back to life: kifu's own dead stones again (the markup's),
    // not a list of the same stones, so the count, its labels and what is said of RE are the
    // first answer's, and the page marks nothing as by hand. As a list it was counted as a
    // hand marking: another count, unlabelled, and RE judged "with the dead stones given".
    ViewRequest again = request_from_json(dead["request"]);
    again.toggle = "ba";
    const ViewAnswer back = session.update(again);
    const nlohmann::ordered_json alive = answer_json(back);
    EXPECT_EQ(alive["request"]["dead"]["kind"], "record");
    EXPECT_FALSE(back.by_hand);
    EXPECT_EQ(nlohmann::json::parse(alive["outcome"].dump()), first);

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

// A click on a living group is a what-if: the page counts it (as `kifu score --dead LIST`)
// and says what changed against kifu's own judgement, but judges RE on kifu's dead stones
// only; kifu score --dead LIST, the user's explicit instruction, still judges RE.
TEST(ViewSession, AHandMarkingIsCountedButNeverJudgesRE) {
    ViewSession session(records(sample_19).front());
    const ViewAnswer first = session.update({});
    ASSERT_FALSE(first.by_hand);
    ASSERT_EQ(first.outcome->result.stands, true);   // kifu's count reproduces RE
    EXPECT_NE(first.html.notes.find("result-stands stands"), std::string::npos);
    // The largest living White chain, marked dead by a click on one of its stones.
    const rules::Board& board = first.outcome->replay.board;
    std::vector<Point> largest;
    for (std::uint8_t y = 0; y < 19; ++y)
        for (std::uint8_t x = 0; x < 19; ++x)
            if (board.at({x, y}) == Color::white) {
                const std::vector<Point> chain = board.string_at({x, y});
                const bool dead = std::find(first.outcome->score->dead.points.begin(),
                                            first.outcome->score->dead.points.end(), chain.front()) !=
                                  first.outcome->score->dead.points.end();
                if (!dead && chain.size() > largest.size()) largest = chain;
            }
    ASSERT_GE(largest.size(), 5u);
    ViewRequest click;
    click.toggle = sgf_point(largest.front());
    const ViewAnswer marked = session.update(click);
    ASSERT_TRUE(marked.by_hand);
    ASSERT_EQ(marked.request.dead.kind, analysis::DeadChoice::Kind::list);
    // What `kifu score --dead LIST` says of the same marking: it judges RE.
    const nlohmann::json cli = score_json({"--dead", marked.request.dead.list, sample_19});
    EXPECT_EQ(nlohmann::json::parse(answer_json(marked)["outcome"].dump()), cli);
    EXPECT_EQ(cli["result_stands"], false);
    // The page: labelled as the reader's, what changed, kifu's own count; no verdict on RE.
    EXPECT_NE(marked.html.count.find("with your dead stones"), std::string::npos) << marked.html.count;
    EXPECT_NE(marked.html.notes.find(fmt::format("you marked White {} ({} stones) dead",
                                                 player_coordinate(*std::min_element(largest.begin(), largest.end(),
                                                                                     [](Point a, Point b) {
                                                                                         return a.y != b.y ? a.y < b.y : a.x < b.x;
                                                                                     }),
                                                                   {19, 19}),
                                                 largest.size())),
              std::string::npos)
        << marked.html.notes;
    EXPECT_NE(marked.html.notes.find("kifu\u2019s own dead stones give Japanese " +
                                     first.outcome->score->japanese.result() + ", Chinese " +
                                     first.outcome->score->chinese.result()),
              std::string::npos)
        << marked.html.notes;
    for (const std::string& part : {marked.html.count, marked.html.notes}) {
        for (const char* verdict : {"does not stand", "does-not-stand", "result-stands", "winner", "Why RE differs",
                                    "agreement agrees", "agreement differs", "recorded-mismatch"})
            EXPECT_EQ(part.find(verdict), std::string::npos) << verdict << " in " << part;
    }
    // Reset: kifu's own dead stones, and RE judged again.
    ViewRequest reset = marked.request;
    reset.dead = {};
    const ViewAnswer back = session.update(reset);
    EXPECT_FALSE(back.by_hand);
    EXPECT_NE(back.html.notes.find("result-stands stands"), std::string::npos);
    EXPECT_EQ(back.html.count.find("with your dead stones"), std::string::npos);
}

// The text of the result cell of `count` (the panel whose data-count is `name`).
std::string shown_result(const std::string& count, const std::string& name) {
    const std::size_t cell = count.find("data-count=\"" + name + "\"");
    if (cell == std::string::npos) return {};
    const std::size_t open = count.find('>', cell) + 1;
    return count.substr(open, count.find("</td>", open) - open);
}

// A position with more unsettled points than settled ones is "too early to count", the
// estimate beside it and never as a result; before any move (a handicap game's setup) no
// winner is shown at all. Later, with most of the board settled, the result is shown.
TEST(ViewSession, TooEarlyToCountShowsNoResult) {
    ViewSession handicap(records(source_dir + "/sample-games/handicap-aga-vs-chinese.sgf").front());
    ViewRequest at_0;
    at_0.move = 0;
    const ViewAnswer setup = handicap.update(at_0);
    for (const char* name : {"japanese", "chinese"}) {
        const std::string result = shown_result(setup.html.count, name);
        EXPECT_EQ(result, "<span class=\"too-early\">too early to count: no move played yet</span>") << result;
    }
    EXPECT_NE(setup.html.count.find("Too early to count: "), std::string::npos) << setup.html.count;
    EXPECT_NE(setup.html.notes.find("no move has been played"), std::string::npos) << setup.html.notes;

    // A position set up with both colours (a problem, a game given from its middle) that the
    // core counts is counted at move 0, as `kifu score --move 0` counts it: every move 0 was
    // "too early to count: no move has been played" beside a note giving its count.
    //     A B C D E F G H J
    //   9 . X . O . O X . .
    //   8 X X X O O O X . .
    //   7 O O O X X X X X X
    //   6 . . O O X . . . .
    //   5 . . . O X . . . .
    //   4 . . . O X . . . .
    //   3 O O O O X . . . .
    //   2 . . . O X . . . .
    //   1 . . . O X . . . .      (a seki in the top left corner)
    TempDir dir;
    const std::string problem = dir / "s9.sgf";
    {
        std::ofstream(problem) << "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[B+7.5]"
                                  "AB[ba][ab][bb][cb][dc][ec][fc][gc][hc][ic][gb][ga][ed][ee][ef][eg][eh][ei]"
                                  "AW[da][db][eb][fb][fa][ac][bc][cc][cd][dd][de][df][dg][dh][di][ag][bg][cg]"
                                  ";B[];W[])";
    }
    ViewSession set_up(records(problem).front());
    const ViewAnswer counted = set_up.update(at_0);
    ASSERT_FALSE(counted.outcome->too_early());
    EXPECT_EQ(shown_result(counted.html.count, "japanese"), "B+7.5");
    EXPECT_EQ(counted.html.notes.find("Too early"), std::string::npos) << counted.html.notes;
    EXPECT_EQ(nlohmann::json::parse(answer_json(counted)["outcome"].dump()),
              score_json({"--move", "0", problem}));

    // Under capture go, where no stone was captured, the count is no result, not a territory
    // count RE "agrees" with.
    ViewRequest capture_go;
    capture_go.rules = "capture-go";
    const ViewAnswer nothing = set_up.update(capture_go);
    EXPECT_EQ(shown_result(nothing.html.count, "ruleset"), "no result");
    EXPECT_NE(nothing.html.count.find("no stone was captured: these rules count nothing"), std::string::npos);

    ViewSession game(records(sample_19).front());
    ViewRequest at_10;
    at_10.move = 10;
    const ViewAnswer early = game.update(at_10);
    ASSERT_GT(2 * early.outcome->unsettled_points(), 361u);
    const std::string japanese = early.outcome->score->japanese.result();
    EXPECT_EQ(shown_result(early.html.count, "japanese"),
              "<span class=\"too-early\">too early to count</span> <span class=\"estimate-beside\">(estimate " +
                  japanese + ")</span>");
    EXPECT_NE(early.html.notes.find(fmt::format("{} of 361 points are not settled", early.outcome->unsettled_points())),
              std::string::npos)
        << early.html.notes;

    ViewRequest at_200;   // (at move 150 the judge still finds 228 points open or unsettled)
    at_200.move = 200;
    const ViewAnswer later = game.update(at_200);
    ASSERT_LT(2 * later.outcome->unsettled_points(), 361u);
    EXPECT_EQ(shown_result(later.html.count, "japanese"), later.outcome->score->japanese.result());
    EXPECT_EQ(later.html.count.find("too early"), std::string::npos);
}

// The passes lesson is linked where the explanation says the passes make the difference
// between the counts, and not where they do not.
TEST(ViewCount, LinksThePassesLessonWherePassesDecide) {
    const auto lessons = [](const std::string& file) {
        ViewSession session(records(file).front());
        return lessons_for(*session.update({}).outcome);
    };
    const auto passes = lessons(source_dir + "/sample-games/pass-stones-swedish.sgf");
    EXPECT_NE(std::find(passes.begin(), passes.end(), std::pair<std::string, std::string>{"passes", "passes decide the difference"}),
              passes.end());
    for (const auto& [topic, why] : lessons(seki)) EXPECT_NE(topic, "passes") << why;
}

// Marking back what kifu judged is no what-if: the count is kifu's own.
TEST(ViewSession, AListEqualToKifusOwnDeadStonesIsNotAHandMarking) {
    ViewSession session(records(seki).front());
    ViewRequest same;
    same.dead = {analysis::DeadChoice::Kind::list, "de,ee,df,ef"};   // the record's markup, as a list
    EXPECT_FALSE(session.update(same).by_hand);
}

// The record's main line, replaced by the line of `path` (the game of variations.sgf).
std::string record_of_line(const std::string& moves) {
    return "(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[6.5]RU[Japanese]PB[Black]PW[White]RE[W+R]" + moves + ")";
}

// A variation is replayed and counted like the main line: its count is `kifu score --move N`
// of a record whose main line it is, RE aside (a variation is not the game as played, even
// at its last move, where `score` of that record judges RE).
TEST(ViewSession, AVariationIsCountedLikeAMainLine) {
    ViewSession session(records(variations).front());
    ViewRequest request;
    request.path = {0, 1, 0, 0};   // at move 8 White F5, then Black F6 (trailing first branches dropped)
    const ViewAnswer answer = session.update(request);
    EXPECT_EQ(answer.request.path, (std::vector<int>{0, 1}));
    EXPECT_TRUE(answer.variation);
    EXPECT_EQ(answer.moves, 10);
    EXPECT_EQ(answer.move, 10);
    EXPECT_EQ(answer.score_arguments, "");   // kifu score counts the main line only
    TempDir dir;
    const std::string line = dir / "line.sgf";
    std::ofstream(line) << record_of_line(";B[ee];W[cc];B[gc];W[cg];B[gg];W[eg];B[ec];W[fe];B[fd];W[ge]");
    const nlohmann::json want = score_json({"--move", "10", line});
    const nlohmann::json got = nlohmann::json::parse(answer_json(answer)["outcome"].dump());
    for (const char* key : {"japanese", "chinese", "by_ruleset", "dead", "moves", "explanation", "estimate", "unsettled"})
        EXPECT_EQ(got[key], want[key]) << key;
    EXPECT_EQ(got["result_stands_basis"], "counted-mid-game");
    EXPECT_EQ(got["result_stands"], nullptr);
    EXPECT_EQ(got["recorded_mismatch"], nullptr);
    // Its stones are the line's.
    ViewRequest at_9 = answer.request;
    at_9.move = 9;
    EXPECT_NE(session.update(at_9).html.board.find("data-move=\"9\""), std::string::npos);
    // Back on the main line: 10 moves, the end, RE judged (a resignation: not counted).
    const ViewAnswer main = session.update({});
    EXPECT_FALSE(main.variation);
    EXPECT_EQ(main.outcome->result.reason, analysis::StandingReason::not_counted);
}

// A variation that ends by two passes, on 5x5: its last move is the end of its line, counted
// as `kifu score` counts the end of a record whose main line it is (settled, finished), RE
// aside. The page counted it as a position before the end (an estimate, 4 points short of
// the CLI's B+22.5) and said "the game went on to move 15 and ended with a count": the
// variation's length and the game's RE.
TEST(ViewSession, AVariationsEndByTwoPassesIsCountedAsAnEnd) {
    const std::string before = "(;GM[1]FF[4]SZ[5]KM[0.5]RU[Japanese]RE[B+4.5];B[cc];W[bd];B[cd];W[bc];B[cb];W[bb];B[ca];W[ba]";
    const std::string game_line = ";B[ce];W[be];B[];W[]", variation = ";B[be];W[ce];B[de];W[];B[dd];W[];B[]";
    TempDir dir;
    const std::string record = dir / "var.sgf", line = dir / "line.sgf";
    std::ofstream(record) << before << "(" << game_line << ")(" << variation << "))";
    std::ofstream(line) << before << variation << ")";
    ViewSession session(records(record).front());
    ViewRequest at_end;
    at_end.path = {1};
    const ViewAnswer answer = session.update(at_end);
    ASSERT_TRUE(answer.variation);
    ASSERT_EQ(answer.move, 15);
    const nlohmann::json want = score_json({line});
    const nlohmann::json got = nlohmann::json::parse(answer_json(answer)["outcome"].dump());
    for (const char* key : {"japanese", "chinese", "by_ruleset", "dead", "estimate", "unsettled", "status"})
        EXPECT_EQ(got[key], want[key]) << key;
    EXPECT_EQ(got["status_note"], "this variation ended by two passes at move 15");
    EXPECT_EQ(got["result_stands"], nullptr);
    EXPECT_EQ(got["result_stands_basis"], "counted-mid-game");
    // Before its end, the note is the variation's: where it goes on to, and how it ends.
    ViewRequest at_9 = answer.request;
    at_9.move = 9;
    EXPECT_EQ(outcome_of(session, at_9)["status_note"],
              "the position after move 9 of this variation is counted as it stands; the variation goes on to end by "
              "two passes at move 15");
}

// A variation's moves before it leaves the main line are the game as played: a link to
// move 5 of the line that leaves at move 8 (#move=5&path=0.1) shows the game's position,
// analysed as the main line's move 5 (RE "went on after move 5", `kifu score --move 5`),
// not "a variation" nor "RE is the game's result, not this variation's".
TEST(ViewSession, APositionBeforeAVariationLeavesIsTheGames) {
    ViewSession session(records(variations).front());
    ViewRequest on_line;
    on_line.path = {0, 1};
    on_line.move = 5;
    const ViewAnswer shared = session.update(on_line);
    EXPECT_EQ(shared.request.path, (std::vector<int>{0, 1}));   // stepping on stays on the line
    EXPECT_FALSE(shared.variation);
    EXPECT_EQ(shared.score_arguments, "--move 5");
    EXPECT_FALSE(shared.outcome->in_variation);
    EXPECT_NE(shared.html.move.find("The game as played, on a line that leaves the main line at move 8"),
              std::string::npos)
        << shared.html.move;
    EXPECT_EQ(shared.html.move.find("A variation:"), std::string::npos) << shared.html.move;
    EXPECT_EQ(shared.html.count.find("variation"), std::string::npos) << shared.html.count;
    EXPECT_EQ(shared.html.notes.find("variation"), std::string::npos) << shared.html.notes;
    ViewRequest main_5;
    main_5.move = 5;
    const ViewAnswer main = session.update(main_5);
    const nlohmann::json want = nlohmann::json::parse(answer_json(main)["outcome"].dump());
    const nlohmann::json got = nlohmann::json::parse(answer_json(session.update(on_line))["outcome"].dump());
    EXPECT_EQ(got, want);
    // One move past where it leaves, it is a variation.
    on_line.move = 8;
    const ViewAnswer left = session.update(on_line);
    EXPECT_TRUE(left.variation);
    EXPECT_TRUE(left.outcome->in_variation);
}

// A record built to cost: 300 move-less nodes after the last move, each with a side leaf
// (300 forks at one move), and a fork of 300 branches. The page listed every fork, each
// branch with a path as long as the forks before it: 448 KB of such a record made a page
// of 1 GB. Each list stops at 100, the rest counted; the branch shown is always listed.
TEST(ViewSession, TheVariationListsStopAtAHundred) {
    TempDir dir;
    std::string record = "(;GM[1]SZ[19]KM[6.5];B[dd]";
    for (int i = 0; i < 300; ++i) record += ";C[n](";
    record += ";C[end]";
    for (int i = 0; i < 300; ++i) record += ")(;C[l])";
    record += ")";
    std::string wide = "(;GM[1]SZ[19]";
    for (int i = 0; i < 300; ++i) wide += fmt::format("(;B[{}{}])", char('a' + i % 19), char('a' + i / 19));
    wide += ")";
    {
        std::ofstream(dir / "forks.sgf") << record;
        std::ofstream(dir / "wide.sgf") << wide;
    }
    ViewSession forks(records(dir / "forks.sgf").front());
    const std::string panel = forks.update({}).html.move;
    EXPECT_EQ(testing::occurrences(panel, "in the record:"), 100U);
    EXPECT_NE(panel.find("and 200 more places where the record branches here, not listed"), std::string::npos);

    ViewSession branches(records(dir / "wide.sgf").front());
    ViewRequest at_0;
    at_0.move = 0;
    at_0.path = {250};
    const std::string list = branches.update(at_0).html.move;
    EXPECT_NE(list.find("and 199 more branches, not listed"), std::string::npos) << list.substr(0, 400);
    EXPECT_NE(list.find("data-path=\"250\" data-move=\"1\" aria-current=\"true\""), std::string::npos);
    EXPECT_LT(list.size(), 40'000U);
}

// A move's comments are shown up to 64 KiB each and 100 in all, with what was left out
// said: a 200 MB comment made a 201 MB page (the page's copy of the record stops at 4 MB,
// the comment did not).
TEST(ViewSession, CommentsAreShownUpToTheirBounds) {
    TempDir dir;
    std::string record = "(;GM[1]SZ[9];B[ee]C[" + std::string(200'000, 'x') + "]";
    for (int i = 0; i < 150; ++i) record += ";C[note " + std::to_string(i) + "]";
    record += ";W[cc])";
    {
        std::ofstream(dir / "c.sgf") << record;
    }
    ViewSession session(records(dir / "c.sgf").front());
    ViewRequest at_1;
    at_1.move = 1;
    const std::string panel = session.update(at_1).html.move;
    EXPECT_LT(panel.size(), 80'000U);
    EXPECT_NE(panel.find("(cut here: the comment holds 200000 bytes in the record)"), std::string::npos);
    EXPECT_NE(panel.find("note 98"), std::string::npos);
    EXPECT_EQ(panel.find("note 99<"), std::string::npos);
    EXPECT_NE(panel.find("and 51 more comments at this move, not shown"), std::string::npos);
}

// At a move where the record branches, the page lists the record's moves for it and for
// the next one, each entering its line; inside a variation, a way back to the main line.
TEST(ViewSession, TheMovePanelListsTheVariationsAtTheMoveShown) {
    ViewSession session(records(variations).front());
    ViewRequest at_2;
    at_2.move = 2;
    const std::string panel = session.update(at_2).html.move;
    EXPECT_NE(panel.find("Move 3 in the record:"), std::string::npos) << panel;
    EXPECT_NE(panel.find("data-path=\"\" data-move=\"3\" aria-current=\"true\">Black G7 (8 moves) \u2014 main line</a>"),
              std::string::npos)
        << panel;
    EXPECT_NE(panel.find("data-path=\"1\" data-move=\"3\">Black C4 (2 moves)</a>"), std::string::npos) << panel;
    EXPECT_EQ(panel.find("back to the main line"), std::string::npos);

    ViewRequest in_variation;
    in_variation.path = {0, 1};
    in_variation.move = 8;
    const std::string inside = session.update(in_variation).html.move;
    EXPECT_NE(inside.find("it leaves the main line at move 8"), std::string::npos) << inside;
    EXPECT_NE(inside.find("data-path=\"\" data-move=\"7\">back to the main line</a>"), std::string::npos) << inside;
    EXPECT_NE(inside.find("data-path=\"0.1\" data-move=\"8\" aria-current=\"true\">White F5 (3 moves)</a>"),
              std::string::npos)
        << inside;
    EXPECT_NE(inside.find("data-path=\"0.1.1\" data-move=\"9\">Black G6 (1 move)</a>"), std::string::npos) << inside;
    EXPECT_NE(inside.find("A variation: White invades."), std::string::npos) << inside;   // its comment

    ViewRequest missing;
    missing.path = {2};
    EXPECT_THROW(session.update(missing), std::invalid_argument);
    try {   // named as the address names it (path=2), for the move the branches are for
        session.update(missing);
    } catch (const std::invalid_argument& e) {
        EXPECT_STREQ(e.what(), "the record has no branch 2 for move 3: it gives 2 (branches 0 to 1)");
    }
    // A game without variations lists none.
    ViewSession plain(records(seki).front());
    EXPECT_EQ(plain.update({}).html.move.find("class=\"variations\""), std::string::npos);
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
