// kifu batch's duplicate_of on a set of distinct games with planted copies (made up always;
// 2,000 and more KGS records of ../shared when present), in the --db store of a run killed
// midway and resumed: every planted copy names its original (or the cut copy met before
// it) with the right relation and symmetry, colour-swapped copies name nothing, no game
// names a distinct one, and the resumed store says what an uninterrupted run's says. Two
// shards merged group the same pairs.
#include <gtest/gtest.h>

#include <signal.h>

#include <chrono>
#include <map>
#include <optional>
#include <thread>

#include "../batch/kifu_process.hpp"
#include "../../support/temp_dir.hpp"
#include "batch/sqlite_db.hpp"
#include "game_text.hpp"
#include "planted_set.hpp"

namespace kifu::duplicates {
namespace {
using batch::Database;
using batch::Statement;
using batch::testing::run_kifu;
using batch::testing::spawn_kifu;
using batch::testing::wait_for;
using kifu::testing::TempDir;
using testing::PlantedSet;

struct DuplicateOf {
    std::string file, relation, symmetry;
    std::int64_t game = 0;
    bool operator==(const DuplicateOf&) const = default;
};

// Game 0 of each file: what its row's duplicate_* columns say (nothing: not a copy).
std::map<std::string, std::optional<DuplicateOf>> duplicate_columns(const std::string& db_path) {
    Database db(db_path, true);
    Statement rows = db.prepare(
        "SELECT file, duplicate_of, duplicate_of_game, duplicate_relation, duplicate_symmetry FROM games WHERE game = 0");
    std::map<std::string, std::optional<DuplicateOf>> out;
    while (rows.step()) {
        std::optional<DuplicateOf> d;
        if (!rows.is_null(1))
            d = DuplicateOf{std::string(rows.text(1)), std::string(rows.text(3)), std::string(rows.text(4)), rows.integer(2)};
        out[std::string(rows.text(0))] = d;
    }
    return out;
}

std::int64_t committed_inputs(const std::string& db_path) {
    if (!std::filesystem::exists(db_path)) return 0;
    try {
        Database db(db_path, true);
        Statement count = db.prepare("SELECT count(*) FROM inputs");
        count.step();
        return count.integer(0);
    } catch (const std::runtime_error&) {
        return 0;
    }
}

// What the store must say of each planted copy and its original.
void expect_planted_found(const PlantedSet& set, const std::map<std::string, std::optional<DuplicateOf>>& rows) {
    std::map<std::string, bool> accounted;
    for (const auto& p : set.planted) {
        SCOPED_TRACE(p.file + " copies " + p.original);
        ASSERT_EQ(rows.count(p.file), 1U);
        ASSERT_EQ(rows.count(p.original), 1U);
        const auto& copy = rows.at(p.file);
        const auto& original = rows.at(p.original);
        accounted[p.file] = accounted[p.original] = true;
        if (!p.expected.found_without_colours) {   // colour-swapped: another game for kifu batch
            EXPECT_FALSE(copy) << "names " << copy->file;
            EXPECT_FALSE(original);
            continue;
        }
        const auto& earlier = p.before_original ? copy : original;
        const auto& later = p.before_original ? original : copy;
        EXPECT_FALSE(earlier);
        ASSERT_TRUE(later) << "not found";
        EXPECT_EQ(later->file, p.before_original ? p.file : p.original);
        EXPECT_EQ(later->game, 0);
        EXPECT_EQ(later->relation, p.expected.relation);
        EXPECT_EQ(later->symmetry, p.expected.symmetry);
    }
    for (const auto& [file, d] : rows) {
        if (!accounted[file]) {
            EXPECT_FALSE(d) << file << " names " << d->file << ", a distinct game";
        }
    }
}

void check_killed_and_resumed(const TempDir& dir, const PlantedSet& set) {
    const std::string games = (dir.path() / "games").string();
    const std::string whole = dir.file("whole.db");
    const std::string resumed = dir.file("resumed.db");
    ASSERT_PRED1(batch::testing::completed, run_kifu({"batch", "--check-only", games, "--db", whole, "-j2"}));
    const std::int64_t all_inputs = committed_inputs(whole);

    const pid_t pid = spawn_kifu({"batch", "--check-only", games, "--db", resumed, "-j1"});
    ASSERT_GT(pid, 0);
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while (committed_inputs(resumed) == 0 && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    kill(pid, SIGKILL);
    ASSERT_EQ(wait_for(pid), -SIGKILL) << "the run ended before it could be killed";
    const std::int64_t after_kill = committed_inputs(resumed);
    ASSERT_GT(after_kill, 0);
    ASSERT_LT(after_kill, all_inputs) << "killed too late to test resuming";
    ASSERT_PRED1(batch::testing::completed, run_kifu({"batch", "--check-only", games, "--db", resumed, "-j2"}));

    const auto rows = duplicate_columns(resumed);
    EXPECT_EQ(rows, duplicate_columns(whole));
    expect_planted_found(set, rows);

    // Shards merged: each planted pair grouped again, across the stores; the first of a
    // pair is now the one of the first shard's store.
    for (const std::string shard : {"1", "2"})
        ASSERT_PRED1(batch::testing::completed,
                     run_kifu({"batch", "--check-only", games, "--shard", shard + "/2", "--db", dir.file("s" + shard + ".db")}));
    ASSERT_EQ(run_kifu({"merge", dir.file("merged.db"), dir.file("s1.db"), dir.file("s2.db")}), 0);
    const auto merged = duplicate_columns(dir.file("merged.db"));
    std::size_t across = 0;
    for (const auto& p : set.planted) {
        if (!p.expected.found_without_colours) continue;
        const auto& a = merged.at(p.file);
        const auto& b = merged.at(p.original);
        EXPECT_NE(a.has_value(), b.has_value()) << p.file;
        EXPECT_TRUE((a && a->file == p.original) || (b && b->file == p.file)) << p.file;
        if (rows.at(p.file) != a || rows.at(p.original) != b) ++across;
    }
    EXPECT_GT(across, 0U) << "no pair fell across the shards in the other order: the merge was not tested";
    std::size_t copies = 0;
    for (const auto& [file, d] : merged) copies += d ? 1 : 0;
    std::size_t expected = 0;
    for (const auto& p : set.planted) expected += p.expected.found_without_colours ? 1 : 0;
    EXPECT_EQ(copies, expected);
}

TEST(DupsInBatch, MadeUpGamesKilledAndResumed) {
    TempDir dir;
    std::vector<std::string> bases;
    for (unsigned seed = 0; seed < 1600; ++seed) {
        testing::TestGame g = testing::spread_game(60 + static_cast<int>(seed * 7 % 150), seed + 1000);
        g.info = fmt::format("PB[B{}]PW[W{}]DT[2021-02-{:02}]RE[B+R]", seed, seed, seed % 28 + 1);
        bases.push_back(testing::sgf_text(g));
    }
    const PlantedSet set = testing::plant(dir.path() / "games", bases, 11);
    ASSERT_GE(set.planted.size(), 140U);
    check_killed_and_resumed(dir, set);
}

TEST(DupsInBatch, CorpusGamesKilledAndResumed) {
    if (!std::filesystem::is_directory(std::filesystem::path(KIFU_SHARED_DIR) / "corpus" / "kgs-u-go-net"))
        GTEST_SKIP() << "no ../shared/corpus";
    const std::vector<std::string> bases = testing::distinct_corpus_games(2100);
    ASSERT_GE(bases.size(), 2000U);
    TempDir dir;
    const PlantedSet set = testing::plant(dir.path() / "games", bases, 7);
    check_killed_and_resumed(dir, set);
}

}  // namespace
}  // namespace kifu::duplicates
