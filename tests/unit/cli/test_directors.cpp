// A tournament director's workflow: check, score, info and annotate read folders and
// archives as batch does; with more than one game the text report ends with a summary on
// stderr (games, verdicts, RE that does not stand and why, warnings, unreadable inputs);
// -q leaves only the summary and the games with problems; and the messages say what
// went wrong in words.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "../../support/archive_writer.hpp"
#include "../../support/run_kifu.hpp"

namespace kifu::cli {
namespace {

namespace fs = std::filesystem;
using testing::kifu;
using testing::Outcome;
using testing::sample_game;
using testing::TempDir;

// White retakes a ko at once under Japanese rules and so loses; its RE[W+R] does not stand.
std::string ko_retake() {
    std::ifstream in(std::string(KIFU_SOURCE_DIR) + "/tests/data/illegal_ko_retake.sgf", std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// An event folder: two clean games in a round folder, one illegal game, one file that is
// not SGF, a notes file that is not an input, and an archive of two more games.
struct Event {
    TempDir dir;
    std::string root = dir.file("event2026");
    Event() {
        testing::write_file(root + "/round1/a.sgf", sample_game(1));
        testing::write_file(root + "/round1/b.SGF", sample_game(2));
        testing::write_file(root + "/round2/ko.sgf", ko_retake());
        testing::write_file(root + "/round2/broken.sgf", "this is not a game record");
        testing::write_file(root + "/notes.txt", "(;GM[1]FF[4];B[aa])");
        testing::write_archive(root + "/round3.tar.gz", testing::ArchiveKind::tar_gz,
                               {{"round3/c.sgf", sample_game(3)}, {"round3/d.sgf", sample_game(4)}});
    }
};

std::vector<nlohmann::json> json_lines(const std::string& text) {
    std::vector<nlohmann::json> out;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) out.push_back(nlohmann::json::parse(line));
    return out;
}

TEST(Directors, CheckReadsAFolderRecursivelyWithItsArchives) {
    Event event;
    const Outcome run = kifu({"check", "--format", "json", event.root});
    const auto lines = json_lines(run.out);
    std::vector<std::string> files;
    for (const auto& o : lines) files.push_back(o["file"].get<std::string>().substr(event.root.size() + 1));
    EXPECT_EQ(files, (std::vector<std::string>{"round1/a.sgf", "round1/b.SGF", "round2/broken.sgf", "round2/ko.sgf",
                                              "round3.tar.gz:round3/c.sgf", "round3.tar.gz:round3/d.sgf"}));
    EXPECT_EQ(run.status, 2);  // the file that is not SGF
    EXPECT_TRUE(lines[2]["game"].is_null());
    EXPECT_EQ(lines[3]["verdict"], "illegal");
}

TEST(Directors, ScoreInfoAndAnnotateReadFoldersAndArchivesToo) {
    Event event;
    EXPECT_EQ(json_lines(kifu({"info", "--format", "json", event.root}).out).size(), 6U);
    const auto scored = json_lines(kifu({"score", "--dead", "none", "--format", "json", event.root + "/round3.tar.gz"}).out);
    ASSERT_EQ(scored.size(), 2U);
    EXPECT_EQ(scored[1]["file"], event.root + "/round3.tar.gz:round3/d.sgf");
    EXPECT_TRUE(scored[1].contains("japanese"));
    EXPECT_EQ(json_lines(kifu({"check", "--glob", "b.*", "--format", "json", event.root}).out).size(), 1U);

    // annotate: every record of the folder under -o DIR, at its own path.
    const std::string out = event.dir.file("annotated");
    const Outcome run = kifu({"annotate", "--dead", "none", event.root, "-o", out});
    EXPECT_EQ(run.status, 2) << run.err;  // the broken file (an error, 2, outranks the illegal game's 3)
    for (const char* path : {"round1/a.sgf", "round1/b.SGF", "round2/ko.sgf"})
        EXPECT_TRUE(fs::exists(fs::path(out) / path)) << path;
    EXPECT_FALSE(fs::exists(fs::path(out) / "round2/broken.sgf"));
    const Outcome archive = kifu({"annotate", "--dead", "none", event.root + "/round3.tar.gz", "-o", out + "3"});
    EXPECT_EQ(archive.status, 0) << archive.err;
    EXPECT_TRUE(fs::exists(fs::path(out + "3") / "round3/d.sgf"));
    EXPECT_EQ(kifu({"annotate", event.root, "-o", "-"}).status, 64);  // a folder needs -o DIR
}

TEST(Directors, MoreThanOneGameEndsWithASummaryOnStderr) {
    Event event;
    const Outcome run = kifu({"check", event.root + "/round1", event.root + "/round2"});
    EXPECT_NE(run.err.find("kifu check: 3 games from 4 inputs"), std::string::npos) << run.err;
    EXPECT_NE(run.err.find("verdicts       ok 2, illegal 1, no-result 0, decided 0"), std::string::npos) << run.err;
    EXPECT_NE(run.err.find("RE does not stand  1 game (rules-decided-other 1)"), std::string::npos) << run.err;
    EXPECT_NE(run.err.find("unreadable     1 input"), std::string::npos) << run.err;
    // One game: no summary.
    EXPECT_EQ(kifu({"check", event.root + "/round1/a.sgf"}).err.find("kifu check:"), std::string::npos);
    // JSON: no summary either; stdout and stderr stay machine-readable.
    EXPECT_EQ(kifu({"check", "--format", "json", event.root}).err.find("kifu check:"), std::string::npos);
}

TEST(Directors, QuietLeavesOnlyTheSummaryAndTheGamesWithProblems) {
    Event event;
    const Outcome run = kifu({"-q", "check", event.root});
    EXPECT_EQ(run.out.find("round1/a.sgf"), std::string::npos) << run.out;   // clean: not reported
    EXPECT_NE(run.out.find("round2/ko.sgf"), std::string::npos) << run.out;  // illegal: reported
    EXPECT_NE(run.out.find("round2/broken.sgf"), std::string::npos) << run.out;  // unreadable: reported
    EXPECT_NE(run.err.find("kifu check: 5 games from 6 inputs"), std::string::npos) << run.err;
}

TEST(Messages, UnknownCommandNamesTheWordAndTheCommands) {
    const Outcome run = kifu({"chess", "x.sgf"});
    EXPECT_EQ(run.status, 64);
    EXPECT_NE(run.err.find("'chess' is not a kifu command; the commands are: info, check, score"), std::string::npos)
        << run.err;
}

TEST(Messages, BadFormatSaysWhatIsExpected) {
    const Outcome run = kifu({"info", "--format", "xml", "x.sgf"});
    EXPECT_EQ(run.status, 64);
    EXPECT_NE(run.err.find("expected text or json, not 'xml'"), std::string::npos) << run.err;
    const Outcome help = kifu({"info", "--help"});
    EXPECT_NE(help.out.find("--format text|json"), std::string::npos) << help.out;
    EXPECT_EQ(help.out.find("->"), std::string::npos) << "CLI11's enum map text in --help:\n" << help.out;
}

TEST(Messages, MergeNamesTheFileItCannotOpen) {
    TempDir dir;
    const Outcome run = kifu({"merge", dir.file("out.db"), dir.file("missing.db")});
    EXPECT_EQ(run.status, 2);
    EXPECT_NE(run.err.find("kifu merge: cannot open database " + dir.file("missing.db")), std::string::npos) << run.err;
}

// The records a director must catch with `kifu -q check DIR` (issue 34): a counted RE that
// the record's own TB/TW markup contradicts, a record cut off before its game tree closes,
// and a count recorded for a game that stops far from finished; a clean record is not named.
struct RecordsToCatch {
    TempDir dir;
    std::string root = dir.file("round");
    RecordsToCatch() {
        std::ifstream in(std::string(KIFU_SOURCE_DIR) + "/tests/data/scored_with_markup.sgf", std::ios::binary);
        std::string marked{std::istreambuf_iterator<char>(in), {}};
        testing::write_file(root + "/clean.sgf", marked);   // RE[W+6.5]: the markup counts W+6.5
        const std::string contradicted = std::regex_replace(marked, std::regex("RE\\[W\\+6\\.5\\]"), "RE[B+0.5]");
        testing::write_file(root + "/contradicted.sgf", contradicted);
        testing::write_file(root + "/cut.sgf", "(;GM[1]FF[4]SZ[9]RU[Japanese]RE[B+R];B[ee];W[cc];B[gg]");
        std::string unfinished = "(;GM[1]FF[4]SZ[19]RU[Japanese]KM[6.5]RE[B+3.5]";
        for (const char* move : {";B[pd]", ";W[dp]", ";B[pq]", ";W[dd]", ";B[fq]", ";W[cn]"}) unfinished += move;
        testing::write_file(root + "/unfinished.sgf", unfinished + ")");
    }
};

TEST(Directors, TheOneLineCheckNamesWhatADirectorMustCatch) {
    RecordsToCatch records;
    const Outcome run = kifu({"-q", "check", records.root});
    EXPECT_EQ(run.status, 3) << run.err;
    EXPECT_EQ(run.out.find("clean.sgf"), std::string::npos) << run.out;
    for (const char* named : {"contradicted.sgf", "cut.sgf", "unfinished.sgf"})
        EXPECT_NE(run.out.find(named), std::string::npos) << named << "\n" << run.out;
    EXPECT_NE(run.out.find("RE[B+0.5] does not stand: the count under japanese gives W+6.5"), std::string::npos)
        << run.out;
    EXPECT_NE(run.out.find("RE[B+R] cannot be judged: the record is cut off (its game tree never closes), so moves "
                           "may be missing"),
              std::string::npos)
        << run.out;
    EXPECT_NE(run.out.find("RE[B+3.5] cannot be judged: it is a count, but the game stops far from finished"),
              std::string::npos)
        << run.out;
    EXPECT_NE(run.err.find("moves missing  2 games (RE cannot be judged: 1 cut off"), std::string::npos) << run.err;

    // JSON: check's objects stay check objects; the basis says what was found.
    const Outcome json = kifu({"check", "--format", "json", records.root});
    for (const auto& o : json_lines(json.out)) {
        EXPECT_FALSE(o.contains("japanese")) << o["file"];
        const std::string file = o["file"];
        const std::string basis = o["result_stands_basis"].is_string() ? o["result_stands_basis"] : "";
        if (file.ends_with("contradicted.sgf")) {
            EXPECT_EQ(basis, "count-differs");
        } else if (file.ends_with("clean.sgf")) {
            EXPECT_EQ(basis, "count-agrees");
        } else if (file.ends_with("cut.sgf")) {
            EXPECT_EQ(basis, "record-cut-off");
        } else if (file.ends_with("unfinished.sgf")) {
            EXPECT_EQ(basis, "unfinished-count");
        }
    }
}

// One run tells a script both that an input was unreadable and that games had problems.
TEST(Directors, TheJsonSummaryListsEveryStatusThatApplies) {
    RecordsToCatch records;
    testing::write_file(records.root + "/broken.sgf", "this is not a game record");
    const Outcome run = kifu({"-q", "check", "--summary", "json", records.root});
    EXPECT_EQ(run.status, 2);
    std::string trimmed = run.err;
    while (!trimmed.empty() && trimmed.back() == '\n') trimmed.pop_back();
    const std::string last = trimmed.substr(trimmed.rfind('\n') + 1);
    const auto summary = nlohmann::json::parse(last);
    EXPECT_EQ(summary["summary"], "kifu check");
    EXPECT_EQ(summary["unreadable"], 1);
    EXPECT_EQ(summary["games"], 4);
    EXPECT_EQ(summary["games_with_problems"], 1);
    EXPECT_EQ(summary["cut_off"], 1);
    EXPECT_EQ(summary["moves_may_be_missing"], 2);
    EXPECT_EQ(summary["statuses"], nlohmann::json::array({2, 3, 1}));
    EXPECT_EQ(summary["exit_status"], 2);
    EXPECT_EQ(summary["not_standing_by_basis"], nlohmann::json({{"count-differs", 1}}));
}

}  // namespace
}  // namespace kifu::cli
