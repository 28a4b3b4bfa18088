// merge_stores (`kifu merge`): shards' stores become one, ids renumbered, nothing twice.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <future>
#include <fstream>
#include <sstream>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>

#include <fmt/format.h>
#include <sys/file.h>
#include <fcntl.h>
#include <unistd.h>

#include "../../support/run_kifu.hpp"
#include "batch/output_file.hpp"
#include "batch/sqlite_db.hpp"
#include "batch/sqlite_merge.hpp"
#include "batch/sqlite_store.hpp"
#include "store_contents.hpp"
#include "store_test_support.hpp"

namespace kifu::batch {
namespace {
using testing::input_with_games;
using testing::StoreContents;
using testing::TempDir;
using testing::store_contents;
using testing::unreadable_input;

// Writes inputs [first, last) to `path` as one run; input i has i % 3 + 1 games, and
// i % 4 == 0 gives games with a violation each; input 7 is unreadable.
void write_run(const std::string& path, int first, int last, const std::string& shard = "") {
    RunInfo run;
    run.command_line = "kifu batch games --db " + path;
    run.shard = shard;
    SqliteStore store(path, run);
    for (int i = first; i < last; ++i) {
        const std::string name = fmt::format("games/{}.sgf", i);
        if (i == 7) store.write(unreadable_input(name, static_cast<std::uint64_t>(i)));
        else store.write(input_with_games(name, static_cast<std::uint64_t>(i), i % 3 + 1, i % 4 == 0 ? 1 : 0));
    }
    store.finish();
}

// A merge killed outright (SIGKILL) leaves its temporary copy of OUT; the next merge into
// OUT removes such copies once it has succeeded, but never one a living writer holds
// (flock) or one written to within the last minute, nor a file of another name, nor one
// of the name that is not such a copy: a user's ".merged.db.kifu-backup" (mode 0644, or
// 0600 but not a database) was deleted as one.
TEST(MergeStores, AMergeRemovesTheCopiesKilledMergesLeftAndOnlyThose) {
    TempDir dir;
    write_run(dir.file("shard.db"), 0, 10);
    namespace fs = std::filesystem;
    const std::string copy = std::string("SQLite format 3\0", 16) + "a killed merge's copy";
    const auto make = [&](const std::string& name, bool old, const std::string& text = "",
                          fs::perms mode = fs::perms::owner_read | fs::perms::owner_write) {
        const std::string path = dir.file(name);
        std::ofstream(path) << (text.empty() ? copy : text);
        fs::permissions(path, mode);
        if (old) fs::last_write_time(path, fs::file_time_type::clock::now() - std::chrono::minutes(5));
        return path;
    };
    const std::string orphan = make(".merged.db.kifu-Ab12Cd", true);
    const std::string live = make(".merged.db.kifu-Live01", true);
    const std::string recent = make(".merged.db.kifu-New001", false);
    const std::string other = make(".merged.db.kifu-notes.txt", true);
    const std::string other_output = make(".other.db.kifu-Ab12Cd", true);
    const std::string backup = make(".merged.db.kifu-backup", true, "",
                                    fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read |
                                        fs::perms::others_read);
    const std::string notes = make(".merged.db.kifu-myNote", true, "my notes, not a database");
    const int held = ::open(live.c_str(), O_RDONLY | O_CLOEXEC);
    ASSERT_GE(held, 0);
    ASSERT_EQ(::flock(held, LOCK_EX | LOCK_NB), 0);
    const MergeCounts n = merge_stores(dir.file("merged.db"), {dir.file("shard.db")});
    ::close(held);
    EXPECT_EQ(n.orphans_removed, 1U);
    EXPECT_FALSE(fs::exists(orphan));
    for (const std::string& kept : {live, recent, other, other_output, backup, notes})
        EXPECT_TRUE(fs::exists(kept)) << kept;
    EXPECT_EQ(store_contents(dir.file("merged.db")), store_contents(dir.file("shard.db")));
}

// SQLite's journal beside a copy that is gone: a merge stopped while it copied OUT removed
// its copy and left ".merged.db.kifu-XXXXXX-journal" (6 of 30 runs stopped 10-40 ms in),
// which no later merge removed. Now the copy takes its journal with it, and a later merge
// removes one left beside no copy; a journal beside a copy still there is the copy's.
TEST(MergeStores, AJournalLeftBesideNoCopyIsRemovedAndADiscardedCopyTakesItsOwn) {
    TempDir dir;
    write_run(dir.file("shard.db"), 0, 10);
    namespace fs = std::filesystem;
    const auto make = [&](const std::string& name) {
        const std::string path = dir.file(name);
        std::ofstream(path) << "journal bytes";
        fs::permissions(path, fs::perms::owner_read | fs::perms::owner_write);
        fs::last_write_time(path, fs::file_time_type::clock::now() - std::chrono::minutes(5));
        return path;
    };
    const std::string left = make(".merged.db.kifu-Ab12Cd-journal");
    const std::string wal = make(".merged.db.kifu-Ab12Cd-wal");
    const std::string held_copy = dir.file(".merged.db.kifu-Live01");
    std::ofstream(held_copy) << std::string("SQLite format 3\0", 16);
    const std::string beside_a_copy = make(".merged.db.kifu-Live01-journal");
    const std::string not_sqlites = make(".merged.db.kifu-Ab12Cd-notes");
    (void)merge_stores(dir.file("merged.db"), {dir.file("shard.db")});
    EXPECT_FALSE(fs::exists(left));
    EXPECT_FALSE(fs::exists(wal));
    for (const std::string& kept : {held_copy, beside_a_copy, not_sqlites}) EXPECT_TRUE(fs::exists(kept)) << kept;

    std::string journal;
    {
        OutputFile copy(dir.file("out.db"));
        journal = copy.temporary_path() + "-journal";
        std::ofstream(journal) << "journal bytes";
    }  // discarded, never committed
    EXPECT_FALSE(fs::exists(journal));
}

// A file OutputFile is writing is held: a merge running beside it does not take it for a
// killed one's, however long it has gone unwritten.
TEST(MergeStores, AnOutputBeingWrittenIsNeverTakenForAnOrphan) {
    TempDir dir;
    OutputFile writing(dir.file("out.db"));
    std::filesystem::last_write_time(writing.temporary_path(),
                                     std::filesystem::file_time_type::clock::now() - std::chrono::minutes(5));
    EXPECT_EQ(remove_orphaned_outputs(dir.file("out.db"), ""), 0U);
    EXPECT_TRUE(std::filesystem::exists(writing.temporary_path()));
}

TEST(MergeStores, ShardsMergeToTheSingleRun) {
    TempDir dir;
    write_run(dir.file("all.db"), 0, 40);
    write_run(dir.file("shard1.db"), 0, 15, "1/2");
    write_run(dir.file("shard2.db"), 15, 40, "2/2");
    const MergeCounts n = merge_stores(dir.file("merged.db"), {dir.file("shard1.db"), dir.file("shard2.db")});
    EXPECT_EQ(n.runs, 2);
    EXPECT_EQ(n.inputs, 40);
    EXPECT_EQ(n.inputs_skipped, 0);
    EXPECT_EQ(store_contents(dir.file("merged.db")), store_contents(dir.file("all.db")));
    EXPECT_EQ(testing::duplicate_rows(dir.file("merged.db")), 0);
    // Inputs keep pointing at their own run.
    Database merged(dir.file("merged.db"), true);
    Statement shard_of = merged.prepare("SELECT r.shard FROM inputs i JOIN runs r ON r.id = i.run_id WHERE i.path = ?1");
    shard_of.bind(1, std::string_view("games/20.sgf"));
    ASSERT_TRUE(shard_of.step());
    EXPECT_EQ(shard_of.text(0), "2/2");
}

// A store made before a game column was added (here: without error_messages) is used as
// it is: a run opening it adds the column, empty for the games it holds, and a merge takes
// NULL for it.
TEST(MergeStores, AStoreWithoutANewerColumnIsUpgradedOrReadWithNull) {
    TempDir dir;
    write_run(dir.file("old.db"), 0, 10);
    write_run(dir.file("old2.db"), 10, 20);
    for (const char* name : {"old.db", "old2.db"}) {
        Database old(dir.file(name));
        old.exec("ALTER TABLE games DROP COLUMN error_messages");
    }
    const MergeCounts n = merge_stores(dir.file("merged.db"), {dir.file("old.db")});
    EXPECT_EQ(n.inputs, 10);
    Database merged(dir.file("merged.db"), true);
    Statement kept = merged.prepare("SELECT count(*) FROM games WHERE error_messages IS NULL");
    ASSERT_TRUE(kept.step());
    EXPECT_GT(kept.integer(0), 0);

    write_run(dir.file("old2.db"), 20, 25);   // opening it adds the column back
    Database upgraded(dir.file("old2.db"), true);
    Statement column = upgraded.prepare("SELECT count(*) FROM pragma_table_info('games') WHERE name = 'error_messages'");
    ASSERT_TRUE(column.step());
    EXPECT_EQ(column.integer(0), 1);
    Statement games = upgraded.prepare("SELECT count(DISTINCT input_id) FROM games");
    ASSERT_TRUE(games.step());
    EXPECT_EQ(games.integer(0), 15);
}

TEST(MergeStores, OverlapsAndRepeatsAddNothing) {
    TempDir dir;
    write_run(dir.file("all.db"), 0, 30);
    write_run(dir.file("a.db"), 0, 20);
    write_run(dir.file("b.db"), 10, 30);  // 10..19 are in both
    MergeCounts n = merge_stores(dir.file("out.db"), {dir.file("a.db"), dir.file("b.db")});
    EXPECT_EQ(n.inputs, 30);
    EXPECT_EQ(n.inputs_skipped, 10);
    n = merge_stores(dir.file("out.db"), {dir.file("b.db"), dir.file("a.db")});  // again: all there already
    EXPECT_EQ(n.runs, 0);
    EXPECT_EQ(n.inputs, 0);
    EXPECT_EQ(n.games, 0);
    EXPECT_EQ(store_contents(dir.file("out.db")), store_contents(dir.file("all.db")));
    EXPECT_EQ(testing::duplicate_rows(dir.file("out.db")), 0);
}

TEST(MergeStores, RefusesStoresMadeWithOtherOptions) {
    TempDir dir;
    write_run(dir.file("scored.db"), 0, 10);
    {
        RunInfo run;
        run.command_line = "kifu batch --check-only games";
        run.options.check_only = true;
        SqliteStore store(dir.file("checked.db"), run);
        store.write(input_with_games("games/20.sgf", 20, 1));
        store.finish();
    }
    merge_stores(dir.file("out.db"), {dir.file("scored.db")});
    try {
        merge_stores(dir.file("out.db"), {dir.file("checked.db")});
        FAIL() << "merged a check-only store into a scored one";
    } catch (const std::runtime_error& e) {
        const std::string message = e.what();
        EXPECT_NE(message.find("different options"), std::string::npos) << message;
        EXPECT_NE(message.find("check-only=yes"), std::string::npos) << message;
    }
    EXPECT_EQ(store_contents(dir.file("out.db")), store_contents(dir.file("scored.db"))) << "nothing merged";
    // Into an empty store it goes, and that store then has the check-only options.
    EXPECT_NO_THROW(merge_stores(dir.file("out2.db"), {dir.file("checked.db")}));
    EXPECT_THROW(merge_stores(dir.file("out2.db"), {dir.file("scored.db")}), std::runtime_error);
}

TEST(MergeStores, MergedStoreResumesLikeAnyOther) {
    TempDir dir;
    write_run(dir.file("a.db"), 0, 5);
    merge_stores(dir.file("out.db"), {dir.file("a.db")});
    SqliteStore store(dir.file("out.db"), RunInfo{});
    EXPECT_TRUE(store.already_done({"games/3.sgf", 3, 0}));
    EXPECT_FALSE(store.already_done({"games/5.sgf", 5, 0}));
    store.write(input_with_games("games/5.sgf", 5, 2));
    store.finish();
    EXPECT_EQ(testing::duplicate_rows(dir.file("out.db")), 0);
}

TEST(MergeStores, RefusesMissingForeignAndSelf) {
    TempDir dir;
    write_run(dir.file("a.db"), 0, 3);
    EXPECT_THROW(merge_stores(dir.file("out.db"), {dir.file("missing.db")}), std::runtime_error);
    EXPECT_FALSE(std::filesystem::exists(dir.file("missing.db"))) << "ATTACH must not create the input";
    {
        Database foreign(dir.file("foreign.db"));
        foreign.exec("CREATE TABLE t (x);");
    }
    EXPECT_THROW(merge_stores(dir.file("out.db"), {dir.file("foreign.db")}), std::runtime_error);
    EXPECT_THROW(merge_stores(dir.file("a.db"), {dir.file("a.db")}), std::runtime_error);
    // The failures left the output usable: a good merge still works.
    EXPECT_EQ(merge_stores(dir.file("out.db"), {dir.file("a.db")}).inputs, 3);
}

// The command: merging a store into itself is a usage error (64), and a missing input
// leaves no empty output store behind (2).
TEST(MergeCommand, SelfIsAUsageErrorAndAMissingInputCreatesNothing) {
    TempDir dir;
    write_run(dir.file("a.db"), 0, 3);
    EXPECT_EQ(kifu::testing::kifu({"merge", dir.file("a.db"), dir.file("a.db")}).status, 64);
    const auto missing = kifu::testing::kifu({"merge", dir.file("new.db"), dir.file("missing.db")});
    EXPECT_EQ(missing.status, 2);
    EXPECT_NE(missing.err.find("missing.db: no such file"), std::string::npos) << missing.err;
    EXPECT_FALSE(std::filesystem::exists(dir.file("new.db")));
    // A folder is named as one (it was "no such file").
    std::filesystem::create_directories(dir.file("games"));
    const auto folder = kifu::testing::kifu({"merge", dir.file("new.db"), dir.file("games")});
    EXPECT_EQ(folder.status, 2);
    EXPECT_NE(folder.err.find("games: it is a folder, not a store"), std::string::npos) << folder.err;
    EXPECT_FALSE(std::filesystem::exists(dir.file("new.db")));
    EXPECT_EQ(kifu::testing::kifu({"merge", dir.file("new.db"), dir.file("a.db")}).status, 0);
}

// The files in `dir`: a failed merge leaves no output and no temporary file behind.
std::vector<std::string> files_in(const TempDir& dir) {
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(dir.path())) names.push_back(entry.path().filename());
    std::sort(names.begin(), names.end());
    return names;
}

// Every input is checked before the output is touched, and its error names it: a file
// that is not SQLite ("file is not a database" named no file) or a store made with other
// options, after a good input that used to be merged into a new OUT already.
TEST(MergeCommand, ABadInputIsNamedAndNothingIsWritten) {
    TempDir dir;
    write_run(dir.file("a.db"), 0, 3);
    {
        RunInfo run;
        run.options.check_only = true;
        SqliteStore store(dir.file("checked.db"), run);
        store.write(input_with_games("games/20.sgf", 20, 1));
        store.finish();
    }
    std::ofstream(dir.file("notdb.db")) << "not sqlite\n";
    const std::vector<std::string> inputs_only = files_in(dir);

    const auto not_sqlite = kifu::testing::kifu({"merge", dir.file("new.db"), dir.file("a.db"), dir.file("notdb.db")});
    EXPECT_EQ(not_sqlite.status, 2);
    EXPECT_NE(not_sqlite.err.find("cannot use database " + dir.file("notdb.db") + ": "), std::string::npos)
        << not_sqlite.err;
    const auto options = kifu::testing::kifu({"merge", dir.file("new.db"), dir.file("a.db"), dir.file("checked.db")});
    EXPECT_EQ(options.status, 2);
    EXPECT_NE(options.err.find(dir.file("checked.db") + ": its results and those of " + dir.file("a.db") +
                               " were made with different options"),
              std::string::npos)
        << options.err;
    EXPECT_NE(options.err.find("check-only=yes"), std::string::npos) << options.err;
    EXPECT_EQ(files_in(dir), inputs_only) << "no new.db, no temporary file";

    // An OUT that exists is left as it was, and one made with other options is named.
    write_run(dir.file("out.db"), 5, 7);
    const StoreContents before = store_contents(dir.file("out.db"));
    EXPECT_EQ(kifu::testing::kifu({"merge", dir.file("out.db"), dir.file("a.db"), dir.file("notdb.db")}).status, 2);
    const auto other = kifu::testing::kifu({"merge", dir.file("out.db"), dir.file("checked.db")});
    EXPECT_NE(other.err.find(dir.file("checked.db") + ": its results and those of " + dir.file("out.db")),
              std::string::npos)
        << other.err;
    EXPECT_EQ(store_contents(dir.file("out.db")), before);
}

// A merge that fails part way, past every check (here: an input store whose violations
// table is gone), leaves no new OUT, and an OUT that existed as it was.
TEST(MergeStores, AMergeThatFailsPartWayLeavesTheOutputAsItWas) {
    TempDir dir;
    write_run(dir.file("a.db"), 0, 3);
    write_run(dir.file("broken.db"), 3, 6);
    {
        Database broken(dir.file("broken.db"));
        broken.exec("DROP TABLE violations");
    }
    const std::vector<std::string> inputs_only = files_in(dir);
    try {
        merge_stores(dir.file("new.db"), {dir.file("a.db"), dir.file("broken.db")});
        FAIL() << "merged a store without its violations table";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("merging " + dir.file("broken.db")), std::string::npos) << e.what();
    }
    EXPECT_EQ(files_in(dir), inputs_only);

    write_run(dir.file("out.db"), 10, 12);
    const StoreContents before = store_contents(dir.file("out.db"));
    EXPECT_THROW(merge_stores(dir.file("out.db"), {dir.file("a.db"), dir.file("broken.db")}), std::runtime_error);
    EXPECT_EQ(store_contents(dir.file("out.db")), before) << "a.db's games were merged in";
    // The good merge still works, into the store that was there.
    EXPECT_EQ(merge_stores(dir.file("out.db"), {dir.file("a.db")}).inputs, 3);
    EXPECT_EQ(store_contents(dir.file("out.db")).inputs.size(), before.inputs.size() + 3);
}

// The temporary copy a merge into `out` (a file of `dir`) is writing, once there is one.
bool merge_under_way(const TempDir& dir, const std::string& out) {
    for (const auto& entry : std::filesystem::directory_iterator(dir.path())) {
        const std::string name = entry.path().filename();
        if (name.starts_with("." + out + ".kifu-") && !name.ends_with("lock")) return true;
    }
    return false;
}

// Two merges into one store at once (shards merged as a scheduler finishes them): the
// second waits for the first, then merges into its result, so both land, as they do one
// after the other. Each copied OUT as it was and renamed its copy over it, and the last
// to rename undid the other's merge.
TEST(MergeStores, MergesIntoOneStoreAtOnceBothLand) {
    TempDir dir;
    write_run(dir.file("big.db"), 0, 6000, "1/2");  // long enough to merge that the second starts during it
    write_run(dir.file("small.db"), 6000, 6010, "2/2");
    merge_stores(dir.file("one-after-the-other.db"), {dir.file("big.db")});
    merge_stores(dir.file("one-after-the-other.db"), {dir.file("small.db")});

    auto first = std::async(std::launch::async, [&] { return merge_stores(dir.file("out.db"), {dir.file("big.db")}); });
    while (!merge_under_way(dir, "out.db") && first.wait_for(std::chrono::milliseconds(1)) != std::future_status::ready) {
    }
    ASSERT_EQ(first.wait_for(std::chrono::seconds(0)), std::future_status::timeout) << "the first merge was too quick";
    bool waited = false;
    const MergeCounts second = merge_stores(dir.file("out.db"), {dir.file("small.db")}, [&] { waited = true; });
    EXPECT_EQ(first.get().inputs, 6000);
    EXPECT_EQ(second.inputs, 10);
    EXPECT_TRUE(waited);
    EXPECT_EQ(store_contents(dir.file("out.db")), store_contents(dir.file("one-after-the-other.db")));
    EXPECT_FALSE(merge_under_way(dir, "out.db"));
    EXPECT_FALSE(std::filesystem::exists(dir.file(".out.db.kifu-lock"))) << "the lock file is removed";
}

// Another program that writes to OUT while a merge runs (once OUT is held, out of WAL
// mode): its write fails (SQLite refuses to write a file moved since it was opened), or is
// in the merged store, or stops the merge (committed while OUT was copied: "run the merge
// again", OUT with the write); never committed into the file the merge replaced, exit 0
// both, and lost, which a read lock alone let happen.
TEST(MergeStores, AWriteToTheStoreDuringAMergeIsNeverLostUnsaid) {
    TempDir dir;
    write_run(dir.file("out.db"), 0, 5);
    write_run(dir.file("big.db"), 5, 6005);  // long enough to merge that the write comes during it
    const auto rollback_mode = [&] {  // header bytes 18-19: 1 in rollback mode, 2 in WAL
        std::ifstream file(dir.file("out.db"), std::ios::binary);
        char header[20] = {};
        file.read(header, sizeof header);
        return file && header[18] == 1;
    };
    auto merge = std::async(std::launch::async, [&] { return merge_stores(dir.file("out.db"), {dir.file("big.db")}); });
    while (!rollback_mode() && merge.wait_for(std::chrono::milliseconds(1)) != std::future_status::ready) {
    }
    if (merge.wait_for(std::chrono::seconds(0)) == std::future_status::ready) GTEST_SKIP() << "the merge was too quick";
    bool write_failed = false;
    try {
        Database other(dir.file("out.db"));
        other.exec("BEGIN IMMEDIATE; CREATE TABLE notes(t); INSERT INTO notes VALUES ('mine'); COMMIT");
    } catch (const SqliteError&) {
        write_failed = true;
    }
    try {
        EXPECT_EQ(merge.get().inputs, 6000);
    } catch (const OutputError& e) {
        EXPECT_NE(std::string(e.what()).find("another program wrote to it while it was copied"), std::string::npos)
            << e.what();
    }
    Database merged(dir.file("out.db"), true);
    Statement notes = merged.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'notes'");
    ASSERT_TRUE(notes.step());
    EXPECT_TRUE(write_failed || notes.integer(0) == 1) << "the write was committed into the replaced file";
}

// A merge into a store a `batch --db` run is writing waits for the run to end, then
// merges into what it stored. It copied the store as it was and renamed its copy over it,
// and the run went on writing to the store it replaced: its later inputs were lost.
TEST(MergeStores, AMergeWaitsForABatchRunWritingTheStore) {
    TempDir dir;
    write_run(dir.file("shard.db"), 0, 5);
    RunInfo run;
    run.command_line = "kifu batch games --db out.db";
    auto store = std::make_unique<SqliteStore>(dir.file("out.db"), run);
    for (int i = 100; i < 103; ++i) store->write(input_with_games(fmt::format("games/{}.sgf", i), static_cast<std::uint64_t>(i), 1, 0));
    std::atomic<bool> waited = false;
    auto merge = std::async(std::launch::async,
                            [&] { return merge_stores(dir.file("out.db"), {dir.file("shard.db")}, [&] { waited = true; }); });
    for (int i = 0; i < 10000 && !waited; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    ASSERT_TRUE(waited) << "the merge did not wait for the run";
    EXPECT_EQ(merge.wait_for(std::chrono::milliseconds(50)), std::future_status::timeout);
    for (int i = 103; i < 106; ++i) store->write(input_with_games(fmt::format("games/{}.sgf", i), static_cast<std::uint64_t>(i), 1, 0));
    store->finish();
    store.reset();
    EXPECT_EQ(merge.get().inputs, 5);
    EXPECT_EQ(store_contents(dir.file("out.db")).inputs.size(), 11U) << "the run's 6 inputs and the shard's 5";
    EXPECT_FALSE(std::filesystem::exists(dir.file(".out.db.kifu-lock")));
}

// The other way round: a run that opens the store while a merge into it holds it waits
// (saying so) and then writes into the merged store. Runs into one store go side by side.
TEST(MergeStores, ABatchRunWaitsForAMergeAndRunsBesideAnother) {
    TempDir dir;
    RunInfo run;
    run.command_line = "kifu batch games --db out.db";
    {
        SqliteStore first(dir.file("out.db"), run);
        bool second_waited = false;
        SqliteStore second(dir.file("out.db"), run, OtherOptions::refuse, [&] { second_waited = true; });
        EXPECT_FALSE(second_waited) << "two runs into one store go side by side";
        first.finish();
        second.finish();
    }

    std::optional<OutputLock> merging(std::in_place, followed_links(dir.file("out.db")), nullptr);
    std::atomic<bool> waited = false;
    auto opened = std::async(std::launch::async, [&] {
        SqliteStore store(dir.file("out.db"), run, OtherOptions::refuse, [&] { waited = true; });
        store.write(input_with_games("games/1.sgf", 1, 2, 0));
        store.finish();
    });
    for (int i = 0; i < 10000 && !waited; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    ASSERT_TRUE(waited) << "the run did not wait for the merge";
    EXPECT_EQ(opened.wait_for(std::chrono::milliseconds(50)), std::future_status::timeout);
    merging.reset();
    opened.get();
    EXPECT_EQ(store_contents(dir.file("out.db")).inputs.size(), 1U);
    EXPECT_FALSE(std::filesystem::exists(dir.file(".out.db.kifu-lock")));
}

// OUT a symbolic link (a store kept on another disk): the merge lands in the file the link
// leads to, which `batch --db` writes through the same link, and the link stays. The link
// was replaced by a store of its own, and the real store never got the merge.
TEST(MergeStores, ASymbolicLinkToTheStoreIsFollowed) {
    namespace fs = std::filesystem;
    TempDir dir;
    write_run(dir.file("a.db"), 0, 5);
    write_run(dir.file("b.db"), 5, 10);
    merge_stores(dir.file("both.db"), {dir.file("a.db"), dir.file("b.db")});
    fs::create_directory(dir.path() / "stores");
    fs::copy_file(dir.file("a.db"), dir.file("stores/main.db"));
    fs::create_symlink("stores/main.db", dir.file("main.db"));
    fs::create_symlink("stores/new.db", dir.file("new.db"));  // a link to a store not made yet

    EXPECT_EQ(merge_stores(dir.file("main.db"), {dir.file("b.db")}).inputs, 5);
    EXPECT_EQ(merge_stores(dir.file("new.db"), {dir.file("b.db")}).inputs, 5);
    EXPECT_TRUE(fs::is_symlink(dir.file("main.db")));
    EXPECT_TRUE(fs::is_symlink(dir.file("new.db")));
    std::vector<std::string> stores;
    for (const auto& entry : fs::directory_iterator(dir.path() / "stores")) stores.push_back(entry.path().filename());
    std::sort(stores.begin(), stores.end());
    EXPECT_EQ(stores, (std::vector<std::string>{"main.db", "new.db"})) << "no temporary copy or lock file left";
    EXPECT_EQ(store_contents(dir.file("stores/main.db")), store_contents(dir.file("both.db")));
    EXPECT_EQ(store_contents(dir.file("stores/new.db")).inputs.size(), 5U);
}

// A store with another name (a hard link) is refused (74) and left whole: the merged
// store would replace the file under one name, and the other would keep the old store.
TEST(MergeCommand, AStoreWithAnotherNameIsRefused) {
    namespace fs = std::filesystem;
    TempDir dir;
    write_run(dir.file("a.db"), 0, 5);
    write_run(dir.file("b.db"), 5, 10);
    fs::create_hard_link(dir.file("a.db"), dir.file("a-too.db"));
    const StoreContents before = store_contents(dir.file("a.db"));
    const auto run = kifu::testing::kifu({"merge", dir.file("a.db"), dir.file("b.db")});
    EXPECT_EQ(run.status, 74) << run.err;
    EXPECT_NE(run.err.find("1 other name(s) (hard links)"), std::string::npos) << run.err;
    EXPECT_EQ(store_contents(dir.file("a-too.db")), before);
    EXPECT_EQ(fs::hard_link_count(dir.file("a.db")), 2U);
}

// Another program's connection to OUT that has written it (an sqlite3 shell after a CREATE
// TABLE) kept OUT's WAL beside the merged store, which SQLite then replayed into it: "database
// disk image is malformed", after exit 0. Now the merge refuses (exit
// 74) and OUT is as it was; once the connection is closed the merge runs, the user's table
// kept.
TEST(MergeCommand, AStoreAnotherProgramHasOpenIsNotReplacedUnderIt) {
    TempDir dir;
    write_run(dir.file("a.db"), 0, 5);
    write_run(dir.file("b.db"), 5, 40);
    auto integrity = [&](const std::string& path) {
        Database db(path, true);
        Statement check = db.prepare("PRAGMA integrity_check");
        return check.step() ? std::string(check.text(0)) : std::string("no row");
    };
    {
        Database shell(dir.file("a.db"));
        shell.exec("PRAGMA journal_mode = WAL; CREATE TABLE notes(t); INSERT INTO notes VALUES ('mine')");
        const StoreContents before = store_contents(dir.file("a.db"));
        const auto run = kifu::testing::kifu({"merge", dir.file("a.db"), dir.file("b.db")});
        EXPECT_EQ(run.status, 74) << run.err;
        EXPECT_NE(run.err.find("another program has it open"), std::string::npos) << run.err;
        shell.exec("INSERT INTO notes VALUES ('after')");
        EXPECT_EQ(store_contents(dir.file("a.db")), before);
    }
    EXPECT_EQ(integrity(dir.file("a.db")), "ok");
    const auto run = kifu::testing::kifu({"merge", dir.file("a.db"), dir.file("b.db")});
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(integrity(dir.file("a.db")), "ok");
    Database merged(dir.file("a.db"), true);
    Statement notes = merged.prepare("SELECT count(*) FROM notes");
    ASSERT_TRUE(notes.step());
    EXPECT_EQ(notes.integer(0), 2);
}

// kifu(1) shows the merge as SQL for the sqlite3 shell: it must be the SQL kifu runs.
TEST(MergeStores, ManPageShowsTheSqlItRuns) {
    std::ifstream in(std::string(KIFU_SOURCE_DIR) + "/man/kifu.1");
    std::ostringstream man;
    man << in.rdbuf();
    EXPECT_NE(man.str().find(merge_sql()), std::string::npos) << "man/kifu.1 (kifu merge) differs from:\n" << merge_sql();
}

}  // namespace
}  // namespace kifu::batch
