// `kifu dups` (the real binary) on sets of distinct games with planted copies: every copy
// found with the right relation, symmetry and differing fields, colour-swapped copies only
// with --colours, and no group holding two distinct games. Made-up games always; 2,000
// and more real games from ../shared/corpus when it is there.
#include <gtest/gtest.h>

#include <map>
#include <random>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "../batch/kifu_process.hpp"
#include "../../support/archive_writer.hpp"
#include "../../support/temp_dir.hpp"
#include "game_text.hpp"
#include "planted_set.hpp"

namespace kifu::duplicates {
namespace {
using batch::testing::read_text;
using batch::testing::run_kifu;
using kifu::testing::TempDir;
using testing::PlantedSet;

struct FoundRecord {
    std::string relation, symmetry;
    bool colours_swapped = false;
    std::set<std::string> differs;
    std::size_t group = 0;
};

struct DupsRun {
    int status = 0;
    std::map<std::string, FoundRecord> by_file;          // game 0 of each file in a group
    std::vector<std::vector<std::string>> groups;        // files, first first
};

DupsRun run_dups(const TempDir& dir, const std::filesystem::path& games, bool colours) {
    const std::string out = dir.file(colours ? "dups-colours.jsonl" : "dups.jsonl");
    std::vector<std::string> args{"dups", games.string(), "--format", "json", "-j2"};
    if (colours) args.emplace_back("--colours");
    DupsRun run;
    run.status = run_kifu(args, out, dir.file("dups.err"));
    std::istringstream lines(read_text(out));
    for (std::string line; std::getline(lines, line);) {
        const auto group = nlohmann::json::parse(line);
        std::vector<std::string> files;
        for (const auto& r : group["records"]) {
            const std::string file = r["file"];
            files.push_back(file);
            FoundRecord f{r["relation"], r["symmetry"].is_null() ? "" : std::string(r["symmetry"]),
                          r["colours_swapped"], {}, run.groups.size()};
            for (const auto& d : r["differs"]) f.differs.insert(d);
            EXPECT_EQ(run.by_file.count(file), 0U) << file << " is in two groups";
            run.by_file[file] = f;
        }
        run.groups.push_back(files);
    }
    return run;
}

void expect_planted_found(const PlantedSet& set, const DupsRun& run, bool colours) {
    // No group holds two of the distinct games: each holds one base record and its copies.
    const std::set<std::string> bases(set.bases.begin(), set.bases.end());
    for (const auto& files : run.groups)
        EXPECT_EQ(std::count_if(files.begin(), files.end(), [&](const std::string& f) { return bases.count(f) > 0; }), 1)
            << "a group of distinct games, first " << files.front();
    std::size_t expected_in_groups = 0;
    for (const auto& p : set.planted) {
        SCOPED_TRACE(p.file + " copies " + p.original);
        const bool findable = p.expected.found_without_colours || colours;
        if (!findable) {
            EXPECT_EQ(run.by_file.count(p.file), 0U) << "a colour-swapped copy found without --colours";
            continue;
        }
        expected_in_groups += 2;
        ASSERT_EQ(run.by_file.count(p.file), 1U) << "copy not found";
        ASSERT_EQ(run.by_file.count(p.original), 1U);
        const FoundRecord& copy = run.by_file.at(p.file);
        const FoundRecord& original = run.by_file.at(p.original);
        EXPECT_EQ(copy.group, original.group);
        // The later of the two is reported against the earlier, the group's first record.
        const FoundRecord& later = p.before_original ? original : copy;
        EXPECT_EQ((p.before_original ? copy : original).relation, "first");
        EXPECT_EQ(later.relation, p.expected.relation);
        EXPECT_EQ(later.symmetry, p.expected.symmetry);
        EXPECT_EQ(later.colours_swapped, p.expected.colours_swapped);
        EXPECT_EQ(later.differs, p.expected.differs);
    }
    EXPECT_EQ(run.by_file.size(), expected_in_groups) << "records grouped that were not planted";
    EXPECT_EQ(run.status, expected_in_groups > 0 ? 1 : 0);
}

void check_both_ways(const TempDir& dir, const PlantedSet& set) {
    for (const bool colours : {false, true}) {
        SCOPED_TRACE(colours ? "--colours" : "without --colours");
        expect_planted_found(set, run_dups(dir, dir.path() / "games", colours), colours);
    }
}

TEST(DupsCommand, MadeUpGamesWithPlantedCopies) {
    TempDir dir;
    std::vector<std::string> bases;
    std::mt19937 rng(36);
    for (unsigned seed = 0; seed < 420; ++seed) {
        const BoardSize size = seed % 7 == 3 ? BoardSize{13, 13} : BoardSize{19, 19};
        const int moves = 60 + static_cast<int>(rng() % (size.width == 13 ? 80 : 200));
        testing::TestGame g = testing::spread_game(moves, seed, size);
        g.info = fmt::format("PB[Black {}]PW[White {}]DT[2020-01-{:02}]RE[{}]", seed, seed, seed % 28 + 1,
                             seed % 2 ? "B+R" : "W+3.5");
        bases.push_back(testing::sgf_text(g));
    }
    const PlantedSet set = testing::plant(dir.path() / "games", bases, 3);
    ASSERT_GE(set.planted.size(), 140U);
    check_both_ways(dir, set);
}

TEST(DupsCommand, NoCopiesNoGroupsExitZero) {
    TempDir dir;
    std::filesystem::create_directories(dir.path() / "games");
    for (unsigned seed = 0; seed < 20; ++seed)
        std::ofstream(dir.path() / "games" / fmt::format("{}.sgf", seed)) << testing::sgf_text(testing::spread_game(80, seed));
    std::ofstream(dir.path() / "games" / "short.sgf") << testing::sgf_text(testing::spread_game(80, 3), Symmetry::identity, false, 29);
    const DupsRun run = run_dups(dir, dir.path() / "games", false);
    EXPECT_EQ(run.status, 0);
    EXPECT_TRUE(run.groups.empty());   // the 29-move copy is too short to judge
}

// A name may hold ':' itself: "x:y.sgf" is a plain file, and "p:q.sgf" a member of
// "a:b.tar". JSON's archive and member were guessed from the shown path's last ':'
// ("x" and "y.sgf"; "a:b.tar:p" and "q.sgf").
TEST(DupsCommand, ArchiveAndMemberAreWhereTheRecordCameFrom) {
    TempDir dir;
    const std::filesystem::path games = dir.path() / "games";
    std::filesystem::create_directories(games);
    const std::string game = testing::sgf_text(testing::spread_game(80, 11));
    std::ofstream(games / "x:y.sgf") << game;
    kifu::testing::write_archive((games / "a:b.tar").string(), kifu::testing::ArchiveKind::tar, {{"p:q.sgf", game}});
    const std::string out = dir.file("colon.jsonl");
    EXPECT_EQ(run_kifu({"dups", "--format", "json", games.string()}, out, dir.file("colon.err")), 1)
        << read_text(dir.file("colon.err"));
    std::map<std::string, nlohmann::json> by_file;
    std::istringstream lines(read_text(out));
    for (std::string line; std::getline(lines, line);) {   // a group a line
        const nlohmann::json group = nlohmann::json::parse(line);
        for (const auto& record : group["records"]) by_file[record["file"].get<std::string>()] = record;
    }
    const std::string plain = (games / "x:y.sgf").string(), member = (games / "a:b.tar").string() + ":p:q.sgf";
    ASSERT_EQ(by_file.count(plain), 1U) << read_text(out);
    ASSERT_EQ(by_file.count(member), 1U) << read_text(out);
    EXPECT_TRUE(by_file[plain]["archive"].is_null()) << by_file[plain];
    EXPECT_TRUE(by_file[plain]["member"].is_null()) << by_file[plain];
    EXPECT_EQ(by_file[member]["archive"], (games / "a:b.tar").string()) << by_file[member];
    EXPECT_EQ(by_file[member]["member"], "p:q.sgf") << by_file[member];
}

// One file reached twice (named twice, named inside a folder also named, or through a
// link) is one input, never its own copy: an archivist deleting "the copy" would delete
// the only one. A real copy beside it is still found.
TEST(DupsCommand, AFileReachedTwiceIsNotItsOwnCopy) {
    TempDir dir;
    const std::filesystem::path games = dir.path() / "games";
    std::filesystem::create_directories(games);
    const std::string game = testing::sgf_text(testing::spread_game(80, 7));
    std::ofstream(games / "a.sgf") << game;
    std::filesystem::create_symlink(games / "a.sgf", dir.path() / "link.sgf");
    const std::string out = dir.file("twice.jsonl");
    for (const std::vector<std::string>& inputs :
         {std::vector<std::string>{(games / "a.sgf").string(), (games / "." / "a.sgf").string()},
          std::vector<std::string>{games.string(), (games / "a.sgf").string()},
          std::vector<std::string>{(games / "a.sgf").string(), games.string()},
          std::vector<std::string>{(games / "a.sgf").string(), (dir.path() / "link.sgf").string()}}) {
        SCOPED_TRACE(inputs[0] + " " + inputs[1]);
        std::vector<std::string> args{"dups", "--format", "json"};
        args.insert(args.end(), inputs.begin(), inputs.end());
        EXPECT_EQ(run_kifu(args, out, dir.file("twice.err")), 0) << read_text(dir.file("twice.err"));
        EXPECT_EQ(read_text(out), "");
    }
    std::ofstream(games / "b.sgf") << game;
    EXPECT_EQ(run_kifu({"dups", "--format", "json", games.string(), (games / "b.sgf").string()}, out,
                       dir.file("twice.err")),
              1);
    EXPECT_NE(read_text(out).find("b.sgf"), std::string::npos) << read_text(out);
}

TEST(DupsCommand, CorpusGamesWithPlantedCopies) {
    if (!std::filesystem::is_directory(std::filesystem::path(KIFU_SHARED_DIR) / "corpus" / "kgs-u-go-net"))
        GTEST_SKIP() << "no ../shared/corpus";
    const std::vector<std::string> bases = testing::distinct_corpus_games(2100);
    ASSERT_GE(bases.size(), 2000U);
    TempDir dir;
    const PlantedSet set = testing::plant(dir.path() / "games", bases, 7);
    ASSERT_GE(set.planted.size(), 280U);
    check_both_ways(dir, set);
}

}  // namespace
}  // namespace kifu::duplicates
