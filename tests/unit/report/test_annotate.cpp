// `kifu annotate`: golden files (tests/golden/annotate/<case>.sgf -> <case>.expected.sgf,
// byte for byte), and what every output must satisfy: kifu reads it without a single
// warning, its TB/TW give the dead stones that were counted, and taking the added text out
// gives back the input exactly.
//
// KIFU_UPDATE_GOLDEN=1 ./kifu_tests --gtest_filter='Annotate*' rewrites the expected files
// (review the diff before keeping it).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "../../support/run_kifu.hpp"
#include "analysis/analyse_game.hpp"
#include "report/annotate.hpp"
#include "rules/ruleset.hpp"
#include "scoring/dead_stones.hpp"
#include "analysis/dead_stones_input.hpp"
#include "sgf/territory_markup.hpp"
#include "analysis/scored_game.hpp"
#include "sgf/game_info.hpp"
#include "sgf/reader.hpp"
#include "sgf/text.hpp"

namespace kifu::report {
namespace {

namespace fs = std::filesystem;
using testing::kifu;
using testing::Outcome;

const fs::path golden_dir = fs::path(KIFU_SOURCE_DIR) / "tests/golden/annotate";

struct GoldenCase {
    std::string name;
    std::vector<std::string> args;   // beyond FILE -o -
    std::string dead;                // the --dead given, for the round-trip checks
    int status = 0;                  // kifu's exit status
};

const std::vector<GoldenCase> golden_cases = {
    {"ko_retake", {}, "", 3},                  // violation + repetition on one move, TB/TW/C at the end; RE falls
    {"marked_finished", {}, "", 0},            // TB/TW already there: only MA and C
    {"existing_comment", {"--dead", "ee"}, "ee", 0},   // comment extended, escapes kept, --dead
    {"collection", {}, "", 3},                 // two games, two rulesets; the first has a wrong turn
    {"crlf_ff3", {}, "", 0},                   // CRLF, FF[3] long names, Comment[] extended with CRLF
    {"latin1", {}, "", 1},                     // ISO-8859-1: written as UTF-8 with CA[UTF-8], a warning
};

std::string slurp(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

void spit(const fs::path& path, std::string_view text) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
}

bool updating() {
    const char* v = std::getenv("KIFU_UPDATE_GOLDEN");
    return v != nullptr && std::string_view(v) == "1";
}

Outcome annotate_case(const GoldenCase& c) {
    std::vector<std::string> args = {"annotate", (golden_dir / (c.name + ".sgf")).string(), "-o", "-"};
    args.insert(args.end(), c.args.begin(), c.args.end());
    return kifu(args);
}

struct ReadAll {
    sgf::FileOutcome outcome;
    std::vector<sgf::GameRecord> games;
};

ReadAll read_all(std::string text) {
    ReadAll r;
    r.outcome = sgf::read_sgf_bytes("test.sgf", std::move(text), {},
                                    [&](sgf::GameRecord&& g) { r.games.push_back(std::move(g)); });
    return r;
}

std::vector<Point> row_major(std::vector<Point> points) {
    std::sort(points.begin(), points.end(), [](Point a, Point b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    points.erase(std::unique(points.begin(), points.end()), points.end());
    return points;
}

// What kifu counts for a game, given the --dead text ("" for the default).
struct Counted {
    std::vector<Point> dead;
    std::string japanese, chinese;
    bool estimate = false;
};

Counted count_game(sgf::GameRecord& game, const std::string& dead) {
    analysis::AnalysisOptions options;
    if (!dead.empty()) options.dead = {analysis::DeadChoice::Kind::list, dead};
    const analysis::GameOutcome a = analysis::analyse_game("test.sgf", game, options);
    EXPECT_TRUE(a.score) << (a.diagnostics.empty() ? "" : a.diagnostics.back().message);
    const analysis::ScoredGame& s = *a.score;
    std::vector<Point> points = s.map.points_marked(scoring::Mark::dead_black);
    const auto white = s.map.points_marked(scoring::Mark::dead_white);
    points.insert(points.end(), white.begin(), white.end());
    return {row_major(points), s.japanese.result(), s.chinese.result(), a.estimate()};
}

std::string text_of(const sgf::RawValue& v) { return std::string(v.text); }

// Takes out of `output` what annotate added to `input` (both read; the trees have the same
// nodes), node by node: properties past the input's, values past the input's (MA), text past
// the input's value (C), and the CA value changed to UTF-8. Returns the output without them.
std::string strip_additions(const ReadAll& input, const ReadAll& output) {
    const std::string_view output_text = output.games.front().tree.source().text();  // the views' own buffer
    struct Cut {
        std::size_t at, length;
        std::string put_back;
    };
    std::vector<Cut> cuts;
    auto offset_of = [&](std::string_view view) { return static_cast<std::size_t>(view.data() - output_text.data()); };
    auto value_close = [&](const sgf::RawValue& v) { return offset_of(v.text) + v.text.size(); };  // its ']'
    EXPECT_EQ(input.games.size(), output.games.size());
    for (std::size_t g = 0; g < std::min(input.games.size(), output.games.size()); ++g) {
        const sgf::GameTree& in = input.games[g].tree;
        const sgf::GameTree& out = output.games[g].tree;
        EXPECT_EQ(in.node_count(), out.node_count());
        for (sgf::NodeId id = 0; id < std::min(in.node_count(), out.node_count()); ++id) {
            const auto in_props = in.properties(id);
            const auto out_props = out.properties(id);
            EXPECT_GE(out_props.size(), in_props.size());
            for (std::size_t k = 0; k < out_props.size(); ++k) {
                const sgf::Property& p = out_props[k];
                const auto out_values = out.values(p);
                if (k >= in_props.size()) {  // a whole property added
                    EXPECT_TRUE(p.identifier == "TB" || p.identifier == "TW" || p.identifier == "MA" ||
                                p.identifier == "C" || p.identifier == "CA" || p.identifier == "KIFU")
                        << p.identifier;
                    cuts.push_back({p.offset, value_close(out_values.back()) + 1 - p.offset, ""});
                    continue;
                }
                const sgf::Property& q = in_props[k];
                EXPECT_EQ(p.identifier, q.identifier);
                const auto in_values = in.values(q);
                if (out_values.size() < in_values.size()) {
                    ADD_FAILURE() << p.identifier << " lost values";
                    continue;
                }
                if (out_values.size() > in_values.size()) {  // values added to an existing MA
                    EXPECT_EQ(p.identifier, "MA");
                    const std::size_t from = value_close(out_values[in_values.size() - 1]) + 1;
                    cuts.push_back({from, value_close(out_values.back()) + 1 - from, ""});
                }
                for (std::size_t v = 0; v < in_values.size(); ++v) {
                    const std::string before = text_of(in_values[v]), after = text_of(out_values[v]);
                    if (before == after) continue;
                    if (p.identifier == "CA") {
                        EXPECT_EQ(after, "UTF-8");
                        cuts.push_back({offset_of(out_values[v].text), after.size(), before});
                    } else {
                        EXPECT_EQ(p.identifier, "C");
                        if (!after.starts_with(before)) {
                            ADD_FAILURE() << "comment changed: " << after;
                            continue;
                        }
                        cuts.push_back({offset_of(out_values[v].text) + before.size(), after.size() - before.size(), ""});
                    }
                }
            }
        }
    }
    std::sort(cuts.begin(), cuts.end(), [](const Cut& a, const Cut& b) { return a.at < b.at; });
    std::string stripped;
    std::size_t copied = 0;
    for (const Cut& c : cuts) {
        EXPECT_GE(c.at, copied);
        stripped.append(output_text.substr(copied, c.at - copied));
        stripped += c.put_back;
        copied = c.at + c.length;
    }
    stripped.append(output_text.substr(copied));
    return stripped;
}

TEST(AnnotateGolden, EachCaseMatchesItsExpectedFileByteForByte) {
    for (const GoldenCase& c : golden_cases) {
        SCOPED_TRACE(c.name);
        const Outcome run = annotate_case(c);
        EXPECT_EQ(run.status, c.status) << run.err;
        const fs::path expected_path = golden_dir / (c.name + ".expected.sgf");
        if (updating()) spit(expected_path, run.out);
        ASSERT_TRUE(fs::exists(expected_path));
        EXPECT_EQ(run.out, slurp(expected_path));
    }
}

TEST(AnnotateGolden, OutputsReadCleanKeepDeadStonesAndStripBackToTheInput) {
    for (const GoldenCase& c : golden_cases) {
        SCOPED_TRACE(c.name);
        const std::string output_text = slurp(golden_dir / (c.name + ".expected.sgf"));
        ReadAll input = read_all(slurp(golden_dir / (c.name + ".sgf")));
        ReadAll output = read_all(output_text);

        EXPECT_TRUE(output.outcome.diagnostics.empty());
        EXPECT_EQ(output.outcome.charset, "UTF-8");
        ASSERT_EQ(output.games.size(), input.games.size());
        for (std::size_t g = 0; g < output.games.size(); ++g) {
            sgf::GameRecord& game = output.games[g];
            const sgf::GameInfo info = sgf::summarize_game(game);  // value problems count too
            for (const Diagnostic& d : game.diagnostics) ADD_FAILURE() << "game " << g << ": " << d.message;

            // The final node's TB/TW name exactly the dead stones that were counted, and
            // counting the output gives the input's counts. An estimate writes no TB/TW
            // (its unsettled points are nobody's, and TB/TW would read back as the
            // players' settled count): the output is judged again, to the same estimate.
            // TB/TW of kifu's own judgement carry KIFU[...]: read back, they are no
            // players' markup, and kifu judges the output again, to the same count.
            const rules::ReplayResult replay =
                rules::replay_main_line(game.tree, info, *rules::find_ruleset("japanese"));
            const auto markup = analysis::dead_from_markup(game.tree, replay.board);
            const Counted before = count_game(input.games[g], c.dead);
            const sgf::NodeId last = game.tree.main_line().back();
            const bool judged = game.tree.find(last, sgf::judged_territory_property) != nullptr;
            if (before.estimate) {
                EXPECT_FALSE(markup.has_value());
            }
            if (judged) {
                EXPECT_FALSE(markup.has_value());
                EXPECT_TRUE(game.tree.find(last, "TB") != nullptr || game.tree.find(last, "TW") != nullptr);
                EXPECT_TRUE(c.dead.empty()) << "only kifu's judgement is marked as kifu's";
            } else if (!before.estimate) {
                EXPECT_EQ(markup ? row_major(markup->points) : std::vector<Point>{}, before.dead);
            }
            sgf::GameRecord again{g, game.tree, {}};
            const Counted after = count_game(again, "");
            EXPECT_EQ(after.dead, before.dead);
            EXPECT_EQ(after.japanese, before.japanese);
            EXPECT_EQ(after.chinese, before.chinese);
            EXPECT_EQ(after.estimate, before.estimate);
            const auto comment = game.tree.first_value(game.tree.main_line().back(), "C");
            ASSERT_TRUE(comment.has_value());
            const std::string text = sgf::decode_text(comment->text);
            EXPECT_TRUE(text.find("kifu: count of the ") != std::string::npos ||
                        text.find("kifu: Verdict: ") != std::string::npos)
                << text;
        }
        // The input's text as kifu read it (UTF-8, CA as written) comes back exactly.
        const std::string input_text(input.games.front().tree.source().text());
        EXPECT_EQ(output.games.front().tree.source().text(), output_text);
        EXPECT_EQ(strip_additions(input, output), input_text);
    }
}

// ---- behaviours one at a time ----------------------------------------------------------

class AnnotateFiles : public ::testing::Test {
protected:
    void SetUp() override {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        dir_ = fs::temp_directory_path() / ("kifu-annotate-" + std::string(info->name()));
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }
    fs::path file(const std::string& name, std::string_view text) const {
        spit(dir_ / name, text);
        return dir_ / name;
    }
    // Annotates `sgf` (written to a file) and returns kifu's outcome, stdout the new text.
    Outcome annotate(std::string_view sgf, std::vector<std::string> extra = {}) const {
        const fs::path in = file("in.sgf", sgf);
        std::vector<std::string> args = {"annotate", in.string(), "-o", "-"};
        args.insert(args.end(), extra.begin(), extra.end());
        return kifu(args);
    }
    fs::path dir_;
};

TEST(AnnotateText, ViolationAndRepetitionNotes) {
    const rules::Ruleset& japanese = *rules::find_ruleset("japanese");
    const rules::Violation ko{87, Color::white, "cb", rules::ViolationKind::ko, {}};
    EXPECT_EQ(violation_note(ko, rules::describe(japanese.illegal_move_text, "White", "Black", 87)),
              "kifu: ko \u2014 Japanese Art. 14: White loses at move 87, Black wins");
    const rules::Repetition again{90, 86, std::nullopt};
    EXPECT_EQ(repetition_note(again, "allowed"),
              "kifu: move 90 repeats the position after move 86 (a cycle of 4 moves) \u2014 allowed");
}

TEST_F(AnnotateFiles, WritesTheFileAndRefusesToOverwriteTheInput) {
    const fs::path in = file("game.sgf", slurp(golden_dir / "ko_retake.sgf"));
    const fs::path out = dir_ / "out.sgf";
    EXPECT_EQ(kifu({"annotate", in.string(), "-o", out.string()}).status, 3);  // exits as `kifu check` does
    EXPECT_EQ(slurp(out), slurp(golden_dir / "ko_retake.expected.sgf"));

    const std::string before = slurp(in);
    for (const std::string& target : {in.string(), (dir_ / "." / "game.sgf").string()}) {
        const Outcome run = kifu({"annotate", in.string(), "-o", target});
        EXPECT_EQ(run.status, 64);
        EXPECT_NE(run.err.find("' would overwrite the input '" + in.string() + "'"), std::string::npos) << run.err;
    }
    EXPECT_EQ(slurp(in), before);
    EXPECT_EQ(kifu({"annotate", in.string()}).status, 64);  // -o is required
}

// --dead auto judges even a record with markup: the bent-four sample's eleven White
// stones come out dead by the Art. 7 rule, as its markup says, and are marked MA.
TEST_F(AnnotateFiles, DeadAutoJudgesAndMarksTheDeadStones) {
    const fs::path in = fs::path(KIFU_SOURCE_DIR) / "sample-games/bent-four-in-the-corner.sgf";
    const fs::path out = dir_ / "out.sgf";
    const Outcome run = kifu({"annotate", "--dead", "auto", in.string(), "-o", out.string()});
    EXPECT_EQ(run.status, 0) << run.err;
    const std::string text = slurp(out);
    EXPECT_NE(text.find("dead stones judged by kifu: 11 White stones, marked MA"), std::string::npos) << text;
    EXPECT_EQ(text.find("estimate"), std::string::npos) << text;   // settled: a result, no estimate
    EXPECT_NE(text.find("MA[da][bb][cb][db][bc][cc][dc][ad][bd][cd][dd]"), std::string::npos) << text;  // row by row
}

TEST_F(AnnotateFiles, CommentSaysWhyTheRecordedResultDiffers) {
    const fs::path in = fs::path(KIFU_SOURCE_DIR) / "tests/data/re_keeps_stone_in_atari.sgf";
    const Outcome run = kifu({"annotate", in.string(), "-o", "-"});
    EXPECT_EQ(run.status, 3) << run.err;  // the count differs from RE: RE does not stand
    EXPECT_NE(run.out.find("Why RE differs: RE[B+4.5\\] is the count with the Black stone at E1 alive. It is in "
                           "atari: White captures it at D1"),
              std::string::npos)
        << run.out;
}

// The passes end the game at move 20 and the record goes on for three moves. The count is
// of the position at move 20, and its TB/TW go there: on the last node, TW[fe] sat under
// Black's F5, played after the end, which editors then read as a dead stone.
TEST_F(AnnotateFiles, TheCountGoesWhereThePassesEndedTheGame) {
    const Outcome run = annotate(
        "(;GM[1]FF[4]SZ[9]KM[7.5]RU[Chinese]RE[W+16.5]"
        ";B[da];W[ea];B[db];W[eb];B[dc];W[ec];B[dd];W[ed];B[de];W[ee];B[df];W[ef];B[dg];W[eg];B[dh];W[eh];B[di];W[ei]"
        ";B[];W[];B[fe];W[];B[])");
    ASSERT_EQ(run.status, 1) << run.err;   // the moves after the end are warnings
    const std::size_t end = run.out.find(";W[]");   // move 20, the second pass
    const std::size_t after = run.out.find(";B[fe]");
    ASSERT_NE(end, std::string::npos);
    ASSERT_NE(after, std::string::npos);
    const std::size_t tw = run.out.find("TW[");
    ASSERT_NE(tw, std::string::npos) << run.out;
    EXPECT_GT(tw, end) << run.out;
    EXPECT_LT(tw, after) << "on the node of move 20, not after the end: " << run.out;
    EXPECT_EQ(run.out.find("TW[", after), std::string::npos) << run.out;
    EXPECT_LT(run.out.find("kifu: count of the "), after) << run.out;
}

TEST_F(AnnotateFiles, NoGameMeansStatus2AndNoOutput) {
    const fs::path in = file("empty.sgf", "no game here\n");
    const fs::path out = dir_ / "out.sgf";
    EXPECT_EQ(kifu({"annotate", in.string(), "-o", out.string()}).status, 2);
    EXPECT_FALSE(fs::exists(out));
}

TEST_F(AnnotateFiles, CharsetChangeIsAWarning) {
    const Outcome run = annotate(slurp(golden_dir / "latin1.sgf"));
    EXPECT_EQ(run.status, 1);
    EXPECT_NE(run.err.find("the input was read as ISO-8859-1; the output is UTF-8, with CA[UTF-8]"),
              std::string::npos)
        << run.err;
    EXPECT_NE(run.out.find("PB[Ren\xC3\xA9]"), std::string::npos);
}

TEST_F(AnnotateFiles, KeepsAUtf8ByteOrderMark) {
    const std::string bom = "\xEF\xBB\xBF";
    const Outcome run = annotate(bom + slurp(golden_dir / "ko_retake.sgf"));
    EXPECT_EQ(run.out, bom + slurp(golden_dir / "ko_retake.expected.sgf"));
}

TEST_F(AnnotateFiles, AddsCaWhereTheFileHasNoneButWasNotUtf8) {
    // No CA, Latin-1 bytes: read as detected, written as UTF-8, so the root must say so.
    const Outcome run = annotate("(;GM[1]FF[4]SZ[5]PB[Ren\xe9 Dupr\xe9 \xe0 Paris, \xe9t\xe9]RU[Japanese];B[cc];W[])");
    EXPECT_NE(run.out.find("RU[Japanese]CA[UTF-8];B[cc]"), std::string::npos) << run.out;
}

TEST_F(AnnotateFiles, MergesIntoAnExistingMaAndKeepsExistingTbTw) {
    const std::string sgf =
        "(;GM[1]FF[4]SZ[5]KM[0.5]RU[Japanese]RE[W+6.5]AB[ba][bb][bc][bd][be][ee]AW[ca][cb][cc][cd][ce]"
        ";B[];W[]TB[aa][ab][ac][ad][ae]MA[aa]TW[da:ee])";
    const Outcome run = annotate(sgf);
    EXPECT_NE(run.out.find("MA[aa][ee]TW[da:ee]C[kifu:"), std::string::npos) << run.out;
    EXPECT_EQ(run.out.find("TB[aa][ab][ac][ad][ae]MA[aa][ee]TW[da:ee]C["), run.out.find("TB["));
}

// TB/TW an earlier annotate judged (KIFU[...] beside them) are replaced by this run's
// count: annotated again with White's wall given as dead, the markup gives Black the whole
// board. They were kept as they were, stale against the new count.
TEST_F(AnnotateFiles, KifusOwnEarlierMarkupIsReplacedByThisCount) {
    const std::string game =
        "(;GM[1]FF[4]SZ[5]KM[0.5]RU[Japanese]RE[B+4.5];B[cb];W[db];B[cc];W[dc];B[cd];W[dd];B[ca];W[da];B[ce];W[de]"
        ";B[];W[])";
    const Outcome first = annotate(game, {"--dead", "auto"});
    ASSERT_NE(first.out.find("TW[ea][eb][ec][ed][ee]KIFU["), std::string::npos) << first.out;
    const Outcome again = annotate(first.out, {"--dead", "D5"});
    EXPECT_EQ(again.out.find("KIFU["), std::string::npos) << again.out;   // the dead stones given are the user's
    EXPECT_EQ(again.out.find("TW["), std::string::npos) << again.out;
    EXPECT_NE(again.out.find("TB[aa][ba][da][ea][ab]"), std::string::npos) << again.out;
    EXPECT_NE(again.out.find("MA[da][db][dc][dd][de]"), std::string::npos) << again.out;
    EXPECT_EQ(again.err.find("TB/TW are kept as they are"), std::string::npos) << again.err;
}

TEST_F(AnnotateFiles, KifusOwnEarlierCommentsAreReplacedAndThePlayersKept) {
    // White's comment on move 10 carries a note of an earlier run after the player's text,
    // Black's pass one that is all kifu's: both go, the player's words stay.
    const std::string game =
        "(;GM[1]FF[4]SZ[5]KM[0.5]RU[Japanese]RE[B+4.5];B[cb];W[db];B[cc];W[dc];B[cd];W[dd];B[ca];W[da];B[ce]"
        ";W[de]C[well played\n\nkifu: an old note\nwith a second line];B[]C[kifu: another];W[])";
    const Outcome first = annotate(game);
    EXPECT_NE(first.out.find(";W[de]C[well played];B[];W[]"), std::string::npos) << first.out;
    EXPECT_NE(first.err.find("kifu's comments from an earlier annotate are replaced"), std::string::npos) << first.err;
    // Annotating kifu's own output again writes as much as the first run (its TB/TW/KIFU
    // now after the comment), and a third run the same bytes: before, each run added one
    // more copy of the count's comment.
    const Outcome again = annotate(first.out);
    EXPECT_EQ(again.out.size(), first.out.size()) << again.out;
    EXPECT_EQ(again.status, 1);  // the warning
    EXPECT_EQ(annotate(again.out).out, again.out);
    ReadAll out = read_all(again.out);
    ASSERT_EQ(out.games.size(), 1u);
    const sgf::GameTree& tree = out.games[0].tree;
    const std::string comment = sgf::decode_text(tree.first_value(tree.main_line().back(), "C")->text);
    EXPECT_TRUE(comment.starts_with("kifu: count of the final position")) << comment;
    EXPECT_EQ(comment.find("kifu: count", 1), std::string::npos) << comment;
}

TEST_F(AnnotateFiles, WarnsWhenKeptMarkupDisagreesWithDead) {
    const std::string sgf =
        "(;GM[1]FF[4]SZ[5]KM[0.5]RU[Japanese]AB[ba][bb][bc][bd][be][ee]AW[ca][cb][cc][cd][ce]"
        ";B[];W[]TB[aa][ab][ac][ad][ae]TW[da:ee])";
    const Outcome run = annotate(sgf, {"--dead", "none"});
    EXPECT_EQ(run.status, 1);
    EXPECT_NE(run.err.find("TB/TW are kept as they are"), std::string::npos) << run.err;
    EXPECT_EQ(run.out.find("MA["), std::string::npos);  // nothing counted as dead
}

TEST_F(AnnotateFiles, TrailingLiteralBackslashInACommentStaysLiteral) {
    // "C[C:\]" ends with a literal backslash (the reader says so); appending must keep it.
    const Outcome run = annotate("(;GM[1]FF[4]SZ[5]RU[Japanese];B[cc];W[]C[saved to C:\\])");
    ReadAll out = read_all(run.out);
    ASSERT_EQ(out.games.size(), 1u);
    const sgf::GameTree& tree = out.games[0].tree;
    const std::string comment = sgf::decode_text(tree.first_value(tree.main_line().back(), "C")->text);
    EXPECT_TRUE(comment.starts_with("saved to C:\\\n\nkifu: count of the position when the game stopped")) << comment;
    EXPECT_TRUE(out.games[0].diagnostics.empty());  // the output no longer needs forgiving
}

TEST_F(AnnotateFiles, NewPropertiesGoRightAfterTheLastValue) {
    // Right after the node's last value, before whatever the reader skipped (here a
    // property whose name has a digit) and before the line break.
    const Outcome run = annotate("(;GM[1]FF[4]SZ[5]RU[Japanese];B[cc]\n;W[]X1[a]\n)");
    // (White has not played a stone: too early to count, so no territory markup, only the comment.)
    EXPECT_NE(run.out.find(";W[]C[kifu: "), std::string::npos) << run.out;
    EXPECT_TRUE(run.out.ends_with("]X1[a]\n)")) << run.out;
    ReadAll out = read_all(run.out);
    ASSERT_EQ(out.games.size(), 1u);
    const sgf::GameTree& tree = out.games[0].tree;
    EXPECT_TRUE(tree.first_value(tree.main_line().back(), "C").has_value());
}

TEST_F(AnnotateFiles, AValueLeftOpenAtTheEndIsClosed) {
    // The reader keeps a value that runs to the end of the file; the comment is extended and
    // closed, so the added text does not vanish into it unseen.
    const Outcome run = annotate("(;GM[1]FF[4]SZ[5]RU[Japanese];B[cc];W[]C[unfinished");
    EXPECT_NE(run.err.find("closed the value left open"), std::string::npos) << run.err;
    ReadAll out = read_all(run.out);
    ASSERT_EQ(out.games.size(), 1u);
    const sgf::GameTree& tree = out.games[0].tree;
    const std::string comment = sgf::decode_text(tree.first_value(tree.main_line().back(), "C")->text);
    EXPECT_TRUE(comment.starts_with("unfinished\n\nkifu: count of the position when the game stopped")) << comment;
    // Too early to count: the closing sentence sums up two estimates, not two results.
    EXPECT_TRUE(comment.ends_with("both estimates are the same.") ||
                comment.ends_with("difference between the two estimates."))
        << comment;
}

TEST_F(AnnotateFiles, ViolationOnTheLastMoveSharesTheCommentWithTheScore) {
    const Outcome run = annotate("(;GM[1]FF[4]SZ[5]RU[Japanese];B[cc];B[dd])");
    ReadAll out = read_all(run.out);
    ASSERT_EQ(out.games.size(), 1u);
    const sgf::GameTree& tree = out.games[0].tree;
    const std::string comment = sgf::decode_text(tree.first_value(tree.main_line().back(), "C")->text);
    EXPECT_TRUE(comment.starts_with("kifu: wrong-turn \u2014 Japanese Art. 14: Black loses at move 2, White wins\n\n"
                                    "kifu: Verdict: illegal \u2014 wrong-turn by Black at move 2: Japanese Art. 14: "
                                    "Black loses at move 2, White wins; likely a recording error: a missing pass?\n"
                                    "No result (RE) is recorded."))
        << comment;
}

}  // namespace
}  // namespace kifu::report
