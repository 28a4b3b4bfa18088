// Nothing lost, nothing overwritten (issue 33), for `kifu batch`: a resumed run's CSV holds
// every game once; an output never replaces an input or the store; a stream and its store
// never drift, through a full disk or a closed pipe, and a rerun appended to the stream
// makes every game appear exactly once.
#include <gtest/gtest.h>

#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "../../support/archive_writer.hpp"
#include "../../support/run_kifu.hpp"
#include "kifu_process.hpp"
#include "store_contents.hpp"
#include "store_test_support.hpp"

namespace kifu::batch {
namespace {

namespace fs = std::filesystem;
using testing::TempDir;

std::vector<std::string> sorted_lines(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    std::sort(lines.begin(), lines.end());
    return lines;
}

// What a run killed outright (kill -9) leaves in the store: the mark of how far `stream`
// held the stored inputs' lines at its last commit (a run that ends removes its own).
void mark_stream(const std::string& db, const std::string& stream, std::uint64_t offset) {
    struct stat info {};
    ASSERT_EQ(::stat(stream.c_str(), &info), 0);
    Database store(db);
    store.exec(fmt::format("INSERT INTO stream_marks (device, inode, offset, run_id) VALUES ({}, {}, {}, 1)",
                           static_cast<std::int64_t>(info.st_dev), static_cast<std::int64_t>(info.st_ino), offset));
}

std::int64_t stored_games(const std::string& db) {
    Database store(db, true);
    Statement count = store.prepare("SELECT count(*) FROM games");
    count.step();
    return count.integer(0);
}

class OutputsKept : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(testing::batch_command_exists()) << "kifu batch cannot run: " << KIFU_BINARY;
        testing::write_games(dir_.path() / "games", 60);
        games_ = dir_ / "games";
    }
    TempDir dir_;
    std::string games_;
};

// A run that stored part of the inputs (as an interrupted one does), then the full
// command: its CSV is the uninterrupted run's, byte for byte (before, it held only the
// games of the second run).
TEST_F(OutputsKept, AResumedRunsCsvHoldsEveryGameOnce) {
    ASSERT_PRED1(testing::completed, testing::run_kifu({"batch", "-j1", "--check-only", games_, "--csv", dir_ / "whole.csv"}));
    ASSERT_PRED1(testing::completed, testing::run_kifu({"batch", "-j1", "--check-only", games_ + "/sub", "--db",
                                                        dir_ / "s.db", "--csv", dir_ / "s.csv"}));
    ASSERT_PRED1(testing::completed, testing::run_kifu({"batch", "-j2", "--check-only", games_, "--db", dir_ / "s.db",
                                                        "--csv", dir_ / "s.csv"}));
    EXPECT_EQ(testing::read_text(dir_ / "s.csv"), testing::read_text(dir_ / "whole.csv"));
}

// DIR, ./DIR and /abs/DIR are one input: a rerun spelled differently stores nothing twice.
TEST_F(OutputsKept, TheStoreKeysInputsByTheirCanonicalPath) {
    const std::string db = dir_ / "s.db";
    const std::string relative = fs::relative(games_).string();
    ASSERT_PRED1(testing::completed, testing::run_kifu({"batch", "--check-only", games_, "--db", db}));
    const auto once = testing::store_contents(db);
    ASSERT_PRED1(testing::completed, testing::run_kifu({"batch", "--check-only", relative, "--db", db}));
    ASSERT_PRED1(testing::completed, testing::run_kifu({"batch", "--check-only", games_ + "/./sub/..", "--db", db}));
    EXPECT_EQ(testing::store_contents(db), once);
    EXPECT_EQ(testing::duplicate_rows(db), 0);
}

TEST_F(OutputsKept, AnOutputNamingAnInputOrTheStoreIsRefusedBeforeAnyWork) {
    const std::string game = games_ + "/game00001.sgf", other = games_ + "/game00002.sgf";
    const std::string db = dir_ / "s.db";
    ASSERT_PRED1(testing::completed, testing::run_kifu({"batch", "--check-only", other, "--db", db}));
    const std::string game_before = testing::read_text(game), db_before = testing::read_text(db);
    struct Case {
        std::vector<std::string> args;
        std::string says;
    };
    const std::vector<Case> cases = {
        {{"batch", "--csv", game, game}, "--csv '" + game + "' would overwrite the input '" + game + "'"},
        {{"batch", "--db", game, game}, "--db '" + game + "' would overwrite the input '" + game + "'"},
        {{"batch", "--db", db, "--csv", db, other}, "--csv '" + db + "' would overwrite the store '" + db + "'"},
        // The store's lock file: the CSV written there was removed as the lock, exit 0.
        {{"batch", "--db", db, "--csv", dir_ / ".s.db.kifu-lock", other}, "names the same file as the store's lock"},
        // `--csv games/*.sgf`: the first game is taken for the CSV file.
        {{"batch", "--csv", game, other}, "--csv '" + game + "' would overwrite a game record"},
        {{"batch", games_, "--csv", games_ + "/sub/results.sgf"},
         "lies in the input folder '" + games_ + "', where it would be read as a game record"},
        {{"view", "-o", game, game}, "-o '" + game + "' would overwrite the input '" + game + "'"},
        {{"score", "--svg", game, game}, "--svg '" + game + "' would overwrite the input '" + game + "'"},
        {{"score", "--svg", db, other}, "--svg '" + db + "' would overwrite an SQLite database"},
        {{"annotate", games_, "-o", games_}, "-o '" + games_ + "' is the input folder '" + games_ + "'"},
        {{"annotate", games_, "-o", games_ + "/annotated"}, "lies in the input folder '" + games_ + "'"},
    };
    for (const Case& c : cases) {
        const auto run = kifu::testing::kifu(c.args);
        EXPECT_EQ(run.status, 64) << c.args[0] << " " << c.args[1] << "\n" << run.err;
        EXPECT_NE(run.err.find(c.says), std::string::npos) << run.err;
        EXPECT_EQ(run.out, "");
    }
    EXPECT_EQ(testing::read_text(game), game_before);
    EXPECT_EQ(testing::read_text(db), db_before);
    EXPECT_FALSE(fs::exists(games_ + "/annotated"));
}

// A binary file (an image, a PDF) where a text output goes: `--csv c.png` replaced it, exit
// 0. A text file there (a CSV of an earlier run, a user's notes) is still replaced.
TEST_F(OutputsKept, ABinaryFileWhereATextOutputGoesIsRefused) {
    const std::string game = games_ + "/game00001.sgf";
    const std::string png = dir_ / "c.png", pdf = dir_ / "d.pdf";
    const std::string png_bytes("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16);
    kifu::testing::write_file(png, png_bytes);
    // A PDF's NUL bytes come after its header, in its first stream.
    kifu::testing::write_file(pdf, "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n" + std::string(3000, 'x') + std::string("\0", 1) + "\n");
    const std::string pdf_bytes = testing::read_text(pdf);
    const std::vector<std::vector<std::string>> runs = {{"batch", "-q", game, "--csv", png},
                                                        {"score", "-q", game, "--svg", pdf},
                                                        {"view", game, "-o", png}};
    for (const std::vector<std::string>& args : runs) {
        const auto run = kifu::testing::kifu(args);
        EXPECT_EQ(run.status, 64) << args[0] << "\n" << run.err;
        EXPECT_NE(run.err.find("would overwrite a binary file"), std::string::npos) << run.err;
    }
    EXPECT_EQ(testing::read_text(png), png_bytes);
    EXPECT_EQ(testing::read_text(pdf), pdf_bytes);
    const std::string notes = dir_ / "notes.csv";
    kifu::testing::write_file(notes, "caf\xe9,latin-1 text\n");
    EXPECT_LE(kifu::testing::kifu({"batch", "-q", game, "--csv", notes}).status, 3);  // the game's own status
    EXPECT_NE(testing::read_text(notes).find("file,"), std::string::npos);
}

// A link whose target does not exist yet (`dl.db` -> `games/zz.sgf`) writes the store or the
// CSV as its target: a record in the input folder, read back as one (an error row, exit 2)
// by that run and every later one. Refused by the name written to, as `--db games/zz.sgf`.
TEST_F(OutputsKept, AnOutputThroughADanglingLinkIntoTheInputFolderIsRefused) {
    for (const std::string option : {"--db", "--csv"}) {
        SCOPED_TRACE(option);
        const std::string link = dir_ / ("dl" + option.substr(2)), target = games_ + "/zz.sgf";
        fs::create_symlink(target, link);
        const auto run = kifu::testing::kifu({"batch", "--check-only", games_, option, link});
        EXPECT_EQ(run.status, 64) << run.err;
        EXPECT_NE(run.err.find(option + " '" + link + "' lies in the input folder '" + games_ + "'"), std::string::npos)
            << run.err;
        EXPECT_FALSE(fs::exists(target));
        fs::remove(link);
    }
}

// An archive of records is an input whatever its name, and kifu writes none: every output
// refuses one, recognised by its content as the reader recognises it (the names here say
// nothing), and leaves it untouched.
TEST_F(OutputsKept, AnArchiveOfGameRecordsIsNeverOverwritten) {
    const std::string game = games_ + "/game00001.sgf";
    const std::vector<kifu::testing::Member> members = {{"a.sgf", testing::read_text(game)}};
    const std::string zip = dir_ / "games.zip", tgz = dir_ / "games.out", txz = dir_ / "records.csv";
    kifu::testing::write_archive(zip, kifu::testing::ArchiveKind::zip, members);
    kifu::testing::write_archive(tgz, kifu::testing::ArchiveKind::tar_gz, members);
    kifu::testing::write_archive(txz, kifu::testing::ArchiveKind::tar_xz, members);
    const std::string event = std::string(KIFU_SOURCE_DIR) + "/sample-games/event/clean";
    for (const std::string& archive : {zip, tgz, txz}) {
        const std::string before = testing::read_text(archive);
        const std::string says = "'" + archive + "' would overwrite an archive of game records";
        const std::vector<std::vector<std::string>> commands = {
            {"batch", game, "--csv", archive},
            {"view", game, "-o", archive},
            {"score", game, "--svg", archive},
            {"results", "--event", event + "/event.toml", event, "-o", archive},
        };
        for (const auto& args : commands) {
            const auto run = kifu::testing::kifu(args);
            EXPECT_EQ(run.status, 64) << args[0] << " " << archive << "\n" << run.err;
            EXPECT_NE(run.err.find(says), std::string::npos) << run.err;
            EXPECT_EQ(testing::read_text(archive), before) << args[0];
        }
    }
}

// Standard output on a device that is always full: nothing reaches the stream, so nothing
// is stored; the message says so and how to resume; the rerun writes every game.
TEST_F(OutputsKept, AFullStreamStoresNothingItDidNotWrite) {
    const std::string db = dir_ / "s.db";
    const int status =
        testing::wait_for(testing::spawn_kifu({"batch", "--check-only", games_, "--db", db, "--jsonl"}, "/dev/full",
                                              dir_ / "err"));
    EXPECT_EQ(status, 74);
    const std::string err = testing::read_text(dir_ / "err");
    EXPECT_NE(err.find("No space left on device"), std::string::npos) << err;
    EXPECT_NE(err.find("run the same command again to resume"), std::string::npos) << err;
    EXPECT_EQ(stored_games(db), 0);
    ASSERT_PRED1(testing::completed, testing::run_kifu({"batch", "--check-only", games_, "--db", db, "--jsonl"},
                                                       dir_ / "out.jsonl"));
    ASSERT_PRED1(testing::completed, testing::run_kifu({"batch", "--check-only", games_}, dir_ / "whole.jsonl"));
    EXPECT_EQ(testing::read_text(dir_ / "out.jsonl"), testing::read_text(dir_ / "whole.jsonl"));
}

// Without a store, the same: the message counts the games that reached the stream, none.
// The stream's buffer hid the failure of fewer lines than it holds until the end: one game
// was "1 games written", a handful "5 games written".
TEST_F(OutputsKept, AFullStreamWithoutAStoreSaysNoGameWasWritten) {
    fs::create_directories(dir_.path() / "few");
    for (int i = 0; i < 3; ++i)   // far less than the stream's buffer holds
        kifu::testing::write_file((dir_.path() / "few" / fmt::format("{}.sgf", i)).string(), "(;GM[1]FF[4]SZ[9];B[ee];W[cc])\n");
    const int status =
        testing::wait_for(testing::spawn_kifu({"batch", "--check-only", dir_ / "few"}, "/dev/full", dir_ / "err"));
    EXPECT_EQ(status, 74);
    const std::string err = testing::read_text(dir_ / "err");
    EXPECT_NE(err.find("No space left on device; 0 games written;"), std::string::npos) << err;
}

// A small tmpfs under the stream: the disk fills part-way. The stream ends on a whole line,
// the store holds exactly the games the stream holds, and after space is made the same
// command appended (>>) completes the stream: every game exactly once.
TEST_F(OutputsKept, ADiskThatFillsLeavesStreamAndStoreEqualAndARerunCompletesThem) {
    const fs::path mount_point = dir_.path() / "small";
    fs::create_directories(mount_point);
    if (::mount("tmpfs", mount_point.c_str(), "tmpfs", 0, "size=64k") != 0)
        GTEST_SKIP() << "cannot mount a tmpfs here (not root, or no CAP_SYS_ADMIN)";
    struct Unmount {
        std::string path;
        ~Unmount() { ::umount2(path.c_str(), MNT_DETACH); }
    } unmount{mount_point.string()};
    const std::string stream = (mount_point / "out.jsonl").string(), db = dir_ / "s.db";
    const std::vector<std::string> command = {"batch", "-j2", "--check-only", games_, "--db", db, "--jsonl"};
    EXPECT_EQ(testing::wait_for(testing::spawn_kifu(command, stream, dir_ / "err", true)), 74)
        << testing::read_text(dir_ / "err");
    const std::string partial = testing::read_text(stream);
    ASSERT_FALSE(partial.empty());
    EXPECT_EQ(partial.back(), '\n');
    EXPECT_EQ(static_cast<std::int64_t>(sorted_lines(partial).size()), stored_games(db));

    ASSERT_EQ(::mount("tmpfs", mount_point.c_str(), "tmpfs", MS_REMOUNT, "size=16m"), 0);
    ASSERT_PRED1(testing::completed, testing::wait_for(testing::spawn_kifu(command, stream, dir_ / "err2", true)));
    ASSERT_PRED1(testing::completed, testing::run_kifu({"batch", "--check-only", games_}, dir_ / "whole.jsonl"));
    EXPECT_EQ(sorted_lines(testing::read_text(stream)), sorted_lines(testing::read_text(dir_ / "whole.jsonl")));
}

// A store whose file is damaged where the run writes (the games table's root page
// overwritten): exit 74, and the message says the store is damaged and that a rerun would
// stop the same way. It said "run the same command again to resume", which hit the same
// damage.
TEST_F(OutputsKept, ADamagedStoreSaysARerunWouldStopTheSameWay) {
    const std::string db = dir_ / "s.db";
    ASSERT_PRED1(testing::completed, testing::run_kifu({"batch", "--check-only", games_ + "/sub", "--db", db}));
    std::int64_t root = 0, page = 0;
    {
        Database store(db);
        Statement at = store.prepare("SELECT rootpage FROM sqlite_master WHERE name = 'games'");
        ASSERT_TRUE(at.step());
        root = at.integer(0);
        Statement size = store.prepare("PRAGMA page_size");
        ASSERT_TRUE(size.step());
        page = size.integer(0);
    }
    {
        std::fstream file(db, std::ios::in | std::ios::out | std::ios::binary);
        file.seekp((root - 1) * page);
        const std::string junk(static_cast<std::size_t>(page), '\x07');
        file.write(junk.data(), static_cast<std::streamsize>(junk.size()));
    }
    const auto run = kifu::testing::kifu({"batch", "-q", "--check-only", games_, "--db", db});
    EXPECT_EQ(run.status, 74) << run.err;
    EXPECT_NE(run.err.find("the store's file is damaged"), std::string::npos) << run.err;
    EXPECT_NE(run.err.find("would stop the same way"), std::string::npos) << run.err;
    EXPECT_EQ(run.err.find("run the same command again to resume"), std::string::npos) << run.err;
}

// The store on a disk that fills: the run stops with 74, says that a rerun resumes, and
// the rerun (once there is room) completes the store as an uninterrupted run makes it.
TEST_F(OutputsKept, AStoreOnAFullDiskSaysARerunResumesAndItDoes) {
    const fs::path mount_point = dir_.path() / "small";
    fs::create_directories(mount_point);
    if (::mount("tmpfs", mount_point.c_str(), "tmpfs", 0, "size=1m") != 0)
        GTEST_SKIP() << "cannot mount a tmpfs here (not root, or no CAP_SYS_ADMIN)";
    struct Unmount {
        std::string path;
        ~Unmount() { ::umount2(path.c_str(), MNT_DETACH); }
    } unmount{mount_point.string()};
    testing::write_games(dir_.path() / "more", 1500);
    const std::string db = (mount_point / "s.db").string();
    const std::vector<std::string> command = {"batch", "-j2", "--check-only", dir_ / "more", "--db", db};
    EXPECT_EQ(testing::wait_for(testing::spawn_kifu(command, "/dev/null", dir_ / "err")), 74);
    const std::string err = testing::read_text(dir_ / "err");
    EXPECT_NE(err.find("database or disk is full"), std::string::npos) << err;
    EXPECT_NE(err.find("run the same command again to resume"), std::string::npos) << err;
    EXPECT_EQ(testing::duplicate_rows(db), 0);

    ASSERT_EQ(::mount("tmpfs", mount_point.c_str(), "tmpfs", MS_REMOUNT, "size=64m"), 0);
    ASSERT_PRED1(testing::completed, testing::wait_for(testing::spawn_kifu(command)));
    ASSERT_PRED1(testing::completed,
                 testing::run_kifu({"batch", "-j2", "--check-only", dir_ / "more", "--db", dir_ / "whole.db"}));
    EXPECT_EQ(testing::store_contents(db), testing::store_contents(dir_ / "whole.db"));
}

// A tmpfs of `size` at `mount_point`, unmounted when it goes; nothing when mount is refused.
struct SmallDisk {
    std::string path;
    bool mounted = false;
    SmallDisk(const fs::path& mount_point, const std::string& size) : path(mount_point.string()) {
        fs::create_directories(mount_point);
        mounted = ::mount("tmpfs", path.c_str(), "tmpfs", 0, ("size=" + size).c_str()) == 0;
    }
    ~SmallDisk() {
        if (mounted) ::umount2(path.c_str(), MNT_DETACH);
    }
    // Fills what is left, so that the next write fails with "No space left on device".
    void fill() const {
        std::ofstream filler(path + "/filler", std::ios::binary);
        const std::string block(4096, 'x');
        while (filler.write(block.data(), static_cast<std::streamsize>(block.size()))) filler.flush();
    }
};

// A store that cannot start on a full disk is an output that could not be written (74,
// as the man page says), not an unreadable input (2), in batch and merge; a new store
// leaves no file behind.
TEST_F(OutputsKept, AStoreThatCannotStartOnAFullDiskIs74AndLeavesNothingNew) {
    const SmallDisk disk(dir_.path() / "full", "256k");
    if (!disk.mounted) GTEST_SKIP() << "cannot mount a tmpfs here (not root, or no CAP_SYS_ADMIN)";
    const std::string shard = dir_ / "shard.db";
    ASSERT_PRED1(testing::completed, testing::run_kifu({"batch", "--check-only", games_, "--db", shard}));
    disk.fill();
    const std::string fresh = disk.path + "/new.db", merged = disk.path + "/m.db";
    const std::vector<std::pair<std::vector<std::string>, std::string>> runs = {
        {{"batch", "--check-only", games_, "--db", fresh}, fresh},
        {{"merge", merged, shard}, merged},
    };
    for (const auto& [args, store] : runs) {
        EXPECT_EQ(testing::wait_for(testing::spawn_kifu(args, "/dev/null", dir_ / "err")), 74) << args[0];
        const std::string err = testing::read_text(dir_ / "err");
        EXPECT_NE(err.find("cannot use database " + store + ": SQLite: database or disk is full"), std::string::npos)
            << err;
        for (const char* suffix : {"", "-wal", "-shm", "-journal"}) EXPECT_FALSE(fs::exists(store + suffix)) << suffix;
    }
    std::vector<std::string> left;
    for (const auto& entry : fs::directory_iterator(disk.path)) left.push_back(entry.path().filename().string());
    EXPECT_EQ(left, std::vector<std::string>{"filler"});
}

// Paths read from a list on standard input are checked as paths on the command line are:
// `echo a.sgf | kifu batch - >> a.sgf` appended JSON lines to the record, a folder in the
// list holding standard output's file did the same, and `--csv notes.txt` over a listed
// notes.txt replaced it, each with exit 0 or 2. Now the run stops there (64), the record is
// cut back to what it was, and the CSV's rows go beside the listed file.
TEST_F(OutputsKept, APathInTheListOnStandardInputIsNeverOverwritten) {
    const std::string record = games_ + "/game00001.sgf";
    const std::string original = testing::read_text(record);
    const std::string list = dir_ / "list.txt";
    for (const std::string& named : {record, games_}) {
        std::ofstream(list) << games_ << "/sub\n" << named << "\n";   // earlier inputs first: lines are written
        EXPECT_EQ(testing::wait_for(testing::spawn_kifu({"batch", "-", "--check-only"}, record, dir_ / "err", true,
                                                        list)),
                  64)
            << named;
        const std::string err = testing::read_text(dir_ / "err");
        EXPECT_NE(err.find("the list on standard input names '" + named + "'"), std::string::npos) << err;
        EXPECT_EQ(testing::read_text(record), original) << named;
    }
    for (const std::string& dups_list : {record, games_}) {
        std::ofstream(list) << dups_list << "\n";
        EXPECT_EQ(testing::wait_for(testing::spawn_kifu({"dups", "-"}, record, dir_ / "err", true, list)), 64);
        EXPECT_EQ(testing::read_text(record), original) << dups_list;
    }
    const std::string notes = dir_ / "notes.txt";
    std::ofstream(notes) << "important notes\n";
    std::ofstream(list) << games_ << "/sub\n" << notes << "\n";
    EXPECT_EQ(testing::wait_for(testing::spawn_kifu({"batch", "-", "--check-only", "--csv", notes}, "/dev/null",
                                                    dir_ / "err", false, list)),
              64);
    EXPECT_EQ(testing::read_text(notes), "important notes\n") << testing::read_text(dir_ / "err");
    EXPECT_TRUE(fs::exists(dir_ / "notes.interrupted.txt")) << testing::read_text(dir_ / "err");
}

// A CSV on a full disk, without a store or a stream: no game went anywhere, and the message
// says so (it said "352 games written" beside "the CSV could not be written: there is none").
TEST_F(OutputsKept, ACsvThatCannotBeWrittenWithNothingElseSaysNoGameWasWritten) {
    const SmallDisk disk(dir_.path() / "full", "256k");
    if (!disk.mounted) GTEST_SKIP() << "cannot mount a tmpfs here (not root, or no CAP_SYS_ADMIN)";
    disk.fill();
    const std::string csv = disk.path + "/new.csv";
    EXPECT_EQ(testing::wait_for(testing::spawn_kifu({"batch", "--check-only", games_, "--csv", csv}, "/dev/null",
                                                    dir_ / "err")),
              74);
    const std::string err = testing::read_text(dir_ / "err");
    EXPECT_NE(err.find("No space left on device"), std::string::npos) << err;
    EXPECT_NE(err.find("games analysed, none of them written"), std::string::npos) << err;
    EXPECT_EQ(err.find("games written"), std::string::npos) << err;
    EXPECT_FALSE(fs::exists(csv));
}

// A store kifu may not write (here on a disk mounted read-only; a read-only file or a
// folder without permission is the same to SQLite) is an output that could not be
// written (74), not an unreadable input (2), and is left as it was.
TEST_F(OutputsKept, AStoreThatCannotBeWrittenIs74AndLeftAsItIs) {
    const SmallDisk disk(dir_.path() / "ro", "16m");
    if (!disk.mounted) GTEST_SKIP() << "cannot mount a tmpfs here (not root, or no CAP_SYS_ADMIN)";
    const std::string db = disk.path + "/s.db";
    ASSERT_PRED1(testing::completed, testing::run_kifu({"batch", "--check-only", games_, "--db", db}));
    const testing::StoreContents before = testing::store_contents(db);
    ASSERT_EQ(::mount("tmpfs", disk.path.c_str(), "tmpfs", MS_REMOUNT | MS_RDONLY, "size=16m"), 0);
    testing::write_games(dir_.path() / "more", 5);
    EXPECT_EQ(testing::wait_for(testing::spawn_kifu({"batch", "--check-only", dir_ / "more", "--db", db}, "/dev/null",
                                                    dir_ / "err")),
              74)
        << testing::read_text(dir_ / "err");
    EXPECT_NE(testing::read_text(dir_ / "err").find("Read-only file system"), std::string::npos)
        << testing::read_text(dir_ / "err");
    EXPECT_EQ(testing::store_contents(db), before);
}

// A disk that fills mid-run: what the message says is kept, and what the run's row says it
// stored, is what the store holds (it said "300 games written" and its runs row 300 games
// over a store that held none).
TEST_F(OutputsKept, ARunCutByAFullDiskSaysWhatTheStoreCommitted) {
    const SmallDisk disk(dir_.path() / "full", "2m");
    if (!disk.mounted) GTEST_SKIP() << "cannot mount a tmpfs here (not root, or no CAP_SYS_ADMIN)";
    testing::write_games(dir_.path() / "many", 300);
    const std::string db = disk.path + "/mid.db";
    ASSERT_EQ(testing::wait_for(testing::spawn_kifu({"batch", "--dead", "none", dir_ / "many", "--db", db}, "/dev/null",
                                                    dir_ / "err")),
              74)
        << testing::read_text(dir_ / "err");
    const std::string err = testing::read_text(dir_ / "err");
    EXPECT_NE(err.find("database or disk is full"), std::string::npos) << err;
    const std::int64_t games = stored_games(db);
    EXPECT_NE(err.find(fmt::format("; {} games of this run committed to the store;", games)), std::string::npos)
        << err;
    Database store(db, true);
    Statement run = store.prepare(
        "SELECT r.inputs, r.games, (SELECT count(*) FROM inputs i WHERE i.run_id = r.id) FROM runs r");
    ASSERT_TRUE(run.step());
    EXPECT_EQ(run.integer(1), games);
    EXPECT_EQ(run.integer(0), run.integer(2));
}

// The store on a disk that fills while the stream, on another, takes every line: the lines
// of the inputs the store rolled back stay past its mark, and the rerun appended to the
// stream cuts them off before writing them again, so it holds every game once. The failed
// run removed its mark, and the rerun wrote those games a second time.
TEST_F(OutputsKept, AStoreThatFillsTheDiskKeepsItsMarkAndTheRerunWritesEveryGameOnce) {
    const SmallDisk disk(dir_.path() / "full", "1m");
    if (!disk.mounted) GTEST_SKIP() << "cannot mount a tmpfs here (not root, or no CAP_SYS_ADMIN)";
    testing::write_games(dir_.path() / "more", 1500);
    const std::string db = disk.path + "/s.db", stream = dir_ / "out.jsonl";
    const std::vector<std::string> command = {"batch", "-j2", "--check-only", dir_ / "more", "--db", db, "--jsonl"};
    ASSERT_EQ(testing::wait_for(testing::spawn_kifu(command, stream, dir_ / "err", true)), 74)
        << testing::read_text(dir_ / "err");
    EXPECT_NE(testing::read_text(dir_ / "err").find("cut off by that rerun"), std::string::npos)
        << testing::read_text(dir_ / "err");
    ASSERT_EQ(::mount("tmpfs", disk.path.c_str(), "tmpfs", MS_REMOUNT, "size=64m"), 0);
    ASSERT_PRED1(testing::completed, testing::wait_for(testing::spawn_kifu(command, stream, dir_ / "err2", true)));
    EXPECT_NE(testing::read_text(dir_ / "err2").find("cut "), std::string::npos) << testing::read_text(dir_ / "err2");
    ASSERT_PRED1(testing::completed,
                 testing::run_kifu({"batch", "--check-only", dir_ / "more"}, dir_ / "whole.jsonl"));
    EXPECT_EQ(sorted_lines(testing::read_text(stream)), sorted_lines(testing::read_text(dir_ / "whole.jsonl")));
}

// Room for the store's commits but not for folding its write-ahead log into it at the end:
// every input is committed, so the run is whole, and its CSV is written; -v says why the
// log stays. It failed with 2, "SQLite: database or disk is full" naming no file, and
// wrote no CSV.
TEST_F(OutputsKept, ACheckpointTheDiskHasNoRoomForFailsNothing) {
    const SmallDisk disk(dir_.path() / "full", "1m");
    if (!disk.mounted) GTEST_SKIP() << "cannot mount a tmpfs here (not root, or no CAP_SYS_ADMIN)";
    const std::string db = disk.path + "/o.db", csv = dir_ / "o.csv";
    const std::string round = std::string(KIFU_SOURCE_DIR) + "/sample-games/event/clean/round-1";
    const int status = testing::run_kifu({"-v", "batch", "--db", db, "--csv", csv, round}, "/dev/null",
                                         dir_ / "err");
    const std::string err = testing::read_text(dir_ / "err");
    EXPECT_PRED1(testing::completed, status) << err;
    EXPECT_NE(err.find("could not be folded into it"), std::string::npos) << err;
    ASSERT_TRUE(fs::exists(csv)) << err;
    const std::string rows = testing::read_text(csv);
    EXPECT_EQ(std::count(rows.begin(), rows.end(), '\n') - 1, stored_games(db));
    EXPECT_GT(stored_games(db), 0);
}

// A CSV the disk has no room for leaves the file an earlier run wrote there as it was, and
// the message says so. It said the CSV held the games written (without a store), or "now
// holds the 0 rows stored" (with one).
TEST_F(OutputsKept, ACsvTheDiskHasNoRoomForIsSaidToBeLeftAsItWas) {
    const SmallDisk disk(dir_.path() / "full", "128k");
    if (!disk.mounted) GTEST_SKIP() << "cannot mount a tmpfs here (not root, or no CAP_SYS_ADMIN)";
    const std::string csv = disk.path + "/b.csv";
    ASSERT_PRED1(testing::completed, testing::run_kifu({"batch", "--check-only", games_ + "/sub", "--csv", csv}));
    const std::string before = testing::read_text(csv);
    testing::write_games(dir_.path() / "more", 1500);
    for (const std::string& db : {std::string(), dir_ / "s.db"}) {
        std::vector<std::string> args = {"batch", "--check-only", dir_ / "more", "--csv", csv};
        if (!db.empty()) args.insert(args.end(), {"--db", db});
        EXPECT_EQ(testing::wait_for(testing::spawn_kifu(args, "/dev/null", dir_ / "err")), 74) << db;
        const std::string err = testing::read_text(dir_ / "err");
        EXPECT_NE(err.find("the CSV " + csv + " could not be written: the file there is as it was before this run"),
                  std::string::npos)
            << err;
        EXPECT_EQ(err.find("holds the games written"), std::string::npos) << err;
        EXPECT_EQ(err.find("rows stored"), std::string::npos) << err;
        // With a store, "run the same command again" meets the full disk again: it says so.
        if (!db.empty()) {
            EXPECT_NE(err.find("once what stopped it is put right (the file's permissions, room on the disk)"),
                      std::string::npos)
                << err;
        }
        EXPECT_EQ(testing::read_text(csv), before) << db;
    }
}

// A stream whose reader has gone: nothing more is stored than was written; the rerun writes
// the rest.
TEST_F(OutputsKept, AClosedPipeStoresNothingItDidNotWriteAndARerunWritesTheRest) {
    int ends[2];
    ASSERT_EQ(::pipe(ends), 0);
    ::close(ends[0]);  // the reader is gone before the first line
    const std::string pipe = "/dev/fd/" + std::to_string(ends[1]);
    const std::string db = dir_ / "s.db";
    const int status = testing::wait_for(
        testing::spawn_kifu({"batch", "--check-only", games_, "--db", db, "--jsonl"}, pipe, dir_ / "err"));
    ::close(ends[1]);
    EXPECT_EQ(status, 141) << testing::read_text(dir_ / "err");
    EXPECT_EQ(stored_games(db), 0);
    ASSERT_PRED1(testing::completed, testing::run_kifu({"batch", "--check-only", games_, "--db", db, "--jsonl"},
                                                       dir_ / "out.jsonl"));
    ASSERT_PRED1(testing::completed, testing::run_kifu({"batch", "--check-only", games_}, dir_ / "whole.jsonl"));
    EXPECT_EQ(testing::read_text(dir_ / "out.jsonl"), testing::read_text(dir_ / "whole.jsonl"));
}

// A run killed between a write and the next commit leaves lines the store does not hold:
// the rerun appended to the same file cuts them off before writing them again.
TEST_F(OutputsKept, LinesAKilledRunWrotePastTheStoresCommitAreCutOffByTheRerun) {
    const std::string db = dir_ / "s.db", stream = dir_ / "out.jsonl";
    const std::vector<std::string> command = {"batch", "-j1", "--check-only", games_ + "/sub", "--db", db, "--jsonl"};
    ASSERT_PRED1(testing::completed, testing::wait_for(testing::spawn_kifu(command, stream, "/dev/null", true)));
    const std::string committed = testing::read_text(stream);
    // Past the mark, the lines of inputs the store does not hold, the last cut short.
    mark_stream(db, stream, committed.size());
    ASSERT_PRED1(testing::completed, testing::run_kifu({"batch", "--check-only", games_ + "/game00001.sgf",
                                                        games_ + "/game00002.sgf"},
                                                       dir_ / "unstored.jsonl"));
    const std::string lines = testing::read_text(dir_ / "unstored.jsonl");
    const std::string unstored = lines.substr(0, lines.find('\n') + 1 + 20);
    std::ofstream(stream, std::ios::app) << unstored;
    const std::vector<std::string> all = {"batch", "-j1", "--check-only", games_, "--db", db, "--jsonl"};
    ASSERT_PRED1(testing::completed, testing::wait_for(testing::spawn_kifu(all, stream, dir_ / "err", true)));
    EXPECT_NE(testing::read_text(dir_ / "err").find(fmt::format("cut {} bytes from the end of standard output",
                                                                unstored.size())),
              std::string::npos)
        << testing::read_text(dir_ / "err");
    ASSERT_PRED1(testing::completed, testing::run_kifu({"batch", "--check-only", games_}, dir_ / "whole.jsonl"));
    EXPECT_EQ(sorted_lines(testing::read_text(stream)), sorted_lines(testing::read_text(dir_ / "whole.jsonl")));
    EXPECT_EQ(testing::read_text(stream).substr(0, committed.size()), committed);
}

// Members of an archive, named or met in a folder named, are the run's inputs as files are:
// past a killed run's mark, the lines of those the store lacks are cut, and written again.
TEST_F(OutputsKept, LinesOfArchiveMembersPastAKilledRunsMarkAreCut) {
    const auto game = [&](int i) { return testing::read_text(games_ + fmt::format("/game{:05}.sgf", i)); };
    fs::create_directories(dir_.path() / "archives/sub");
    kifu::testing::write_archive(dir_ / "archives/sub/a.tar.gz", kifu::testing::ArchiveKind::tar_gz,
                                 {{"x.sgf", game(1)}, {"./y.sgf", game(2)}});
    kifu::testing::write_archive(dir_ / "top.zip", kifu::testing::ArchiveKind::zip, {{"z.sgf", game(3)}});
    const std::string db = dir_ / "s.db", stream = dir_ / "out.jsonl";
    ASSERT_PRED1(testing::completed,
                 testing::wait_for(testing::spawn_kifu({"batch", "--check-only", dir_ / "top.zip", "--db", db, "--jsonl"},
                                                       stream, "/dev/null", true)));
    mark_stream(db, stream, testing::read_text(stream).size());
    ASSERT_PRED1(testing::completed, testing::wait_for(testing::spawn_kifu({"batch", "--check-only", dir_ / "archives"},
                                                                           stream, "/dev/null", true)));
    const std::vector<std::string> all = {"batch", "--check-only", dir_ / "top.zip", dir_ / "archives",
                                          "--db", db, "--jsonl"};
    ASSERT_PRED1(testing::completed, testing::wait_for(testing::spawn_kifu(all, stream, dir_ / "err", true)));
    EXPECT_NE(testing::read_text(dir_ / "err").find("cut "), std::string::npos) << testing::read_text(dir_ / "err");
    ASSERT_PRED1(testing::completed, testing::run_kifu({"batch", "--check-only", dir_ / "top.zip", dir_ / "archives"},
                                                       dir_ / "whole.jsonl"));
    EXPECT_EQ(sorted_lines(testing::read_text(stream)), sorted_lines(testing::read_text(dir_ / "whole.jsonl")));
}

// Past a killed run's mark, its lines and then another command's output (`kifu batch
// --jsonl` of other files, appended after the kill): the rerun cuts nothing, says why, and
// appends after them. It cut every line that began with {"file":, the other command's too.
TEST_F(OutputsKept, OutputAppendedAfterAKilledRunIsNeverCut) {
    const std::string db = dir_ / "s.db", stream = dir_ / "out.jsonl";
    const std::vector<std::string> command = {"batch", "-j1", "--check-only", games_ + "/sub", "--db", db, "--jsonl"};
    ASSERT_PRED1(testing::completed, testing::wait_for(testing::spawn_kifu(command, stream, "/dev/null", true)));
    mark_stream(db, stream, testing::read_text(stream).size());
    ASSERT_PRED1(testing::completed,
                 testing::wait_for(testing::spawn_kifu({"batch", "--check-only", games_ + "/game00001.sgf"}, stream,
                                                       "/dev/null", true)));
    const std::string other = std::string(KIFU_SOURCE_DIR) + "/sample-games/event/clean";
    ASSERT_PRED1(testing::completed,
                 testing::wait_for(testing::spawn_kifu({"batch", "--check-only", other}, stream, "/dev/null", true)));
    const std::string before = testing::read_text(stream);
    const std::vector<std::string> all = {"batch", "-j1", "--check-only", games_, "--db", db, "--jsonl"};
    ASSERT_PRED1(testing::completed, testing::wait_for(testing::spawn_kifu(all, stream, dir_ / "err", true)));
    const std::string err = testing::read_text(dir_ / "err");
    EXPECT_NE(err.find("left as they are"), std::string::npos) << err;
    EXPECT_EQ(err.find("cut "), std::string::npos) << err;
    EXPECT_EQ(testing::read_text(stream).substr(0, before.size()), before);
}

// Shards sharing one stream (`--shard 1/2 --db s1.db --jsonl >> out.jsonl`, and 2/2 with its
// own store): past shard 1's mark, after it was killed, come shard 2's lines, for inputs
// shard 1's store lacks. Its rerun cut them all, and shard 2, whose store holds them, would
// never write them again: 318 of 600 games lost in a tester's run.
TEST_F(OutputsKept, AnotherShardsLinesPastAKilledShardsMarkAreNeverCut) {
    const std::string db1 = dir_ / "s1.db", db2 = dir_ / "s2.db", stream = dir_ / "out.jsonl";
    const auto shard = [&](const std::string& which, const std::string& db) {
        return std::vector<std::string>{"batch", "-j1", "--check-only", "--shard", which, games_, "--db", db, "--jsonl"};
    };
    ASSERT_PRED1(testing::completed, testing::wait_for(testing::spawn_kifu(shard("1/2", db1), stream, "/dev/null", true)));
    mark_stream(db1, stream, testing::read_text(stream).size());  // as if killed after its last commit
    ASSERT_PRED1(testing::completed, testing::wait_for(testing::spawn_kifu(shard("2/2", db2), stream, "/dev/null", true)));
    const std::string both = testing::read_text(stream);
    ASSERT_PRED1(testing::completed, testing::wait_for(testing::spawn_kifu(shard("1/2", db1), stream, dir_ / "err", true)));
    const std::string err = testing::read_text(dir_ / "err");
    EXPECT_EQ(err.find("cut "), std::string::npos) << err;
    EXPECT_EQ(testing::read_text(stream).substr(0, both.size()), both);
    ASSERT_PRED1(testing::completed, testing::run_kifu({"batch", "--check-only", games_}, dir_ / "whole.jsonl"));
    EXPECT_EQ(sorted_lines(both), sorted_lines(testing::read_text(dir_ / "whole.jsonl")));
}

// A mark left for a file since deleted, met on a new file that took its inode: the new
// file's lines (a whole run's) name inputs the store holds, so none is cut.
TEST_F(OutputsKept, AMarkMetOnANewFileCutsNoLineOfAnInputTheStoreHolds) {
    const std::string db = dir_ / "s.db", stream = dir_ / "out.jsonl";
    ASSERT_PRED1(testing::completed, testing::run_kifu({"batch", "-j1", "--check-only", games_ + "/sub", "--db", db}));
    ASSERT_PRED1(testing::completed, testing::run_kifu({"batch", "--check-only", games_}, stream));
    mark_stream(db, stream, 0);
    const std::string before = testing::read_text(stream);
    const std::vector<std::string> all = {"batch", "-j1", "--check-only", games_, "--db", db, "--jsonl"};
    ASSERT_PRED1(testing::completed, testing::wait_for(testing::spawn_kifu(all, stream, dir_ / "err", true)));
    EXPECT_NE(testing::read_text(dir_ / "err").find("left as they are"), std::string::npos)
        << testing::read_text(dir_ / "err");
    EXPECT_EQ(testing::read_text(stream).substr(0, before.size()), before);
}

// Gigabytes past a killed run's mark (a hole of 6 GiB, as `truncate -s +6G` makes) are read
// a chunk at a time, and only up to the first line that is not the run's: the rerun needs
// no more memory than any run. It read them whole into memory, and died.
TEST_F(OutputsKept, WhatFollowsAMarkIsReadInBoundedChunks) {
#if defined(__SANITIZE_ADDRESS__)
    GTEST_SKIP() << "AddressSanitizer's shadow memory needs more address space than the limit";
#endif
    const std::string db = dir_ / "s.db", stream = dir_ / "out.jsonl";
    const std::vector<std::string> command = {"batch", "-j1", "--check-only", games_ + "/sub", "--db", db, "--jsonl"};
    ASSERT_PRED1(testing::completed, testing::wait_for(testing::spawn_kifu(command, stream, "/dev/null", true)));
    const std::uint64_t committed = testing::read_text(stream).size();
    mark_stream(db, stream, committed);
    ASSERT_EQ(::truncate(stream.c_str(), static_cast<off_t>(committed + (std::uint64_t{6} << 30))), 0);
    const std::vector<std::string> all = {"batch", "-j1", "--check-only", games_, "--db", db, "--jsonl"};
    const int status =
        testing::wait_for(testing::spawn_kifu_limited(all, rlim_t{1} << 30, stream, dir_ / "err", true));
    EXPECT_PRED1(testing::completed, status) << testing::read_text(dir_ / "err");
    EXPECT_NE(testing::read_text(dir_ / "err").find("left as they are"), std::string::npos)
        << testing::read_text(dir_ / "err");
}

// Lines appended to a stream after a run ended (another kifu command's JSON, a run
// without the store) are someone else's: the rerun keeps them. It cut them off as "lines
// a stopped run wrote" (there was none) and never wrote them again.
TEST_F(OutputsKept, LinesAppendedAfterARunEndedAreKeptByTheNextRun) {
    const std::string db = dir_ / "s.db", stream = dir_ / "out.jsonl";
    const std::vector<std::string> command = {"batch", "-j1", "--check-only", games_ + "/sub", "--db", db, "--jsonl"};
    ASSERT_PRED1(testing::completed, testing::wait_for(testing::spawn_kifu(command, stream, "/dev/null", true)));
    ASSERT_PRED1(testing::completed,
                 testing::wait_for(testing::spawn_kifu({"check", "--format", "json", games_ + "/sub"}, stream,
                                                       "/dev/null", true)));
    const std::string before = testing::read_text(stream);
    ASSERT_PRED1(testing::completed, testing::wait_for(testing::spawn_kifu(command, stream, dir_ / "err", true)));
    EXPECT_EQ(testing::read_text(stream), before) << testing::read_text(dir_ / "err");
    EXPECT_EQ(testing::read_text(dir_ / "err").find("cut "), std::string::npos) << testing::read_text(dir_ / "err");
}

// An input over --max-member-size is stored as unreadable, without a content hash, and read
// again by each rerun (it may have shrunk, or be readable now). Failing the same way, it is
// stored already: each rerun appended its error row to the stream once more (three runs,
// three rows of one file), against "every game exactly once".
TEST_F(OutputsKept, AnInputOverALimitIsWrittenOnceToAResumedStream) {
    kifu::testing::write_file(games_ + "/sub/big.sgf", "(;GM[1]FF[4]SZ[9]C[" + std::string(3000, 'x') + "];B[ee])\n");
    const std::string db = dir_ / "s.db", stream = dir_ / "out.jsonl";
    const std::vector<std::string> command = {"batch", "-j1", "--check-only", "--max-member-size", "2KiB",
                                              games_ + "/sub", "--db", db, "--jsonl"};
    for (int run = 0; run < 3; ++run)
        EXPECT_EQ(testing::wait_for(testing::spawn_kifu(command, stream, "/dev/null", true)), 2) << "run " << run;
    std::map<std::string, int> lines_of;
    std::istringstream in(testing::read_text(stream));
    for (std::string line; std::getline(in, line);) {
        const auto object = nlohmann::json::parse(line);
        ++lines_of[object["file"].get<std::string>() + "#" + object["game"].dump()];
    }
    ASSERT_EQ(lines_of.count(games_ + "/sub/big.sgf#null"), 1U) << testing::read_text(stream);
    for (const auto& [key, lines] : lines_of) EXPECT_EQ(lines, 1) << key;
    EXPECT_EQ(testing::duplicate_rows(db), 0);
}

TEST_F(OutputsKept, CsvCellsASpreadsheetWouldRunAreNeutralised) {
    const std::string game = dir_ / "formula.sgf";
    std::ofstream(game) << "(;GM[1]FF[4]SZ[9]RU[Japanese]KM[-3]PB[=HYPERLINK(\"http://x\",\"y\")]PW[@SUM(1+1)]"
                           "EV[+1]DT[-5];B[ee])";
    ASSERT_PRED1(testing::completed, testing::run_kifu({"batch", "--check-only", game, "--csv", dir_ / "f.csv"}));
    const std::string csv = testing::read_text(dir_ / "f.csv");
    EXPECT_NE(csv.find("\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\""), std::string::npos) << csv;
    EXPECT_NE(csv.find(",'@SUM(1+1),"), std::string::npos) << csv;
    EXPECT_NE(csv.find(",-3,"), std::string::npos) << csv;   // a number stays a number
    EXPECT_NE(csv.find(",-5,"), std::string::npos) << csv;   // so does text that reads as one
    EXPECT_EQ(csv.find(",=HYPERLINK"), std::string::npos) << csv;
}

}  // namespace
}  // namespace kifu::batch
