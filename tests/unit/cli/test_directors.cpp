// A tournament director's workflow: check, score, info and annotate read folders and
// archives as batch does; with more than one game the text report ends with a summary on
// stderr (games, verdicts, RE that does not stand and why, warnings, unreadable inputs);
// -q leaves only the summary and the games with problems; and the messages say what
// went wrong in words.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
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
    EXPECT_NE(run.err.find("RE does not stand  1 games (rules-decided-other 1)"), std::string::npos) << run.err;
    EXPECT_NE(run.err.find("unreadable     1 inputs"), std::string::npos) << run.err;
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

}  // namespace
}  // namespace kifu::cli
