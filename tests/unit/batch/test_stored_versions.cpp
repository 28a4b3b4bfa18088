// A resumed --db run compares new games with the inputs as they are now: a file edited
// since is no copy of its own earlier version, and a file renamed since is no copy of the
// name it had; a stored file still there is compared as ever.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <regex>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "batch/sqlite_db.hpp"
#include "../../support/archive_writer.hpp"
#include "kifu_process.hpp"
#include "../../support/run_kifu.hpp"

namespace kifu {
namespace {

using testing::kifu;
using testing::sample_game;
using testing::TempDir;
using testing::write_file;

// duplicate_of of each game in a JSON Lines stream, by file.
std::map<std::string, nlohmann::json> duplicate_of(const std::string& text) {
    std::map<std::string, nlohmann::json> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        const nlohmann::json o = nlohmann::json::parse(line);
        out[o["file"].get<std::string>()] = o["duplicate_of"];
    }
    return out;
}

TEST(StoredVersions, AnEditedOrRenamedFileIsNoCopyOfWhatItWas) {
    TempDir dir;
    const std::string a = sample_game(1), b = sample_game(2);
    write_file(dir / "d/a.sgf", a);
    write_file(dir / "d/b.sgf", b);
    const std::string store = dir / "s.db";
    const testing::Outcome first = kifu({"batch", "-q", "--db", store, "--csv", dir / "s.csv", dir / "d"});
    ASSERT_EQ(first.status, 0) << first.err;

    std::string edited = a;
    edited.insert(edited.find("RU[Japanese]"), "RE[W+R]");
    write_file(dir / "d/a.sgf", edited);
    std::filesystem::rename(dir / "d/b.sgf", dir / "d/b-renamed.sgf");
    write_file(dir / "e/b-copy.sgf", b);   // a true copy of a stored file that is still there
    write_file(dir / "e/c.sgf", sample_game(3));
    const testing::Outcome again =
        kifu({"batch", "-q", "--db", store, "--csv", dir / "s.csv", "--jsonl", dir / "d", dir / "e"});
    ASSERT_EQ(again.status, 0) << again.err;
    const auto marked = duplicate_of(again.out);
    ASSERT_EQ(marked.size(), 4U) << again.out;
    EXPECT_TRUE(marked.at(dir / "d/a.sgf").is_null()) << marked.at(dir / "d/a.sgf");
    EXPECT_TRUE(marked.at(dir / "d/b-renamed.sgf").is_null()) << marked.at(dir / "d/b-renamed.sgf");
    // b-copy.sgf is read after b-renamed.sgf, the file b.sgf's game now lives in.
    ASSERT_FALSE(marked.at(dir / "e/b-copy.sgf").is_null()) << again.out;
    EXPECT_EQ(marked.at(dir / "e/b-copy.sgf")["file"], dir / "d/b-renamed.sgf");
    EXPECT_TRUE(marked.at(dir / "e/c.sgf").is_null());
}

// A stored game of a file still there, named by no argument of this run, is compared as
// ever (a run over more inputs later finds copies of what is stored).
TEST(StoredVersions, AStoredFileStillThereIsStillCompared) {
    TempDir dir;
    write_file(dir / "d/a.sgf", sample_game(1));
    const std::string store = dir / "s.db";
    ASSERT_EQ(kifu({"batch", "-q", "--db", store, dir / "d"}).status, 0);
    write_file(dir / "e/a-copy.sgf", sample_game(1));
    const testing::Outcome later = kifu({"batch", "-q", "--db", store, "--jsonl", dir / "e"});
    ASSERT_EQ(later.status, 0) << later.err;
    const auto marked = duplicate_of(later.out);
    ASSERT_EQ(marked.size(), 1U) << later.out;
    ASSERT_FALSE(marked.at(dir / "e/a-copy.sgf").is_null()) << later.out;
    EXPECT_EQ(marked.at(dir / "e/a-copy.sgf")["file"], dir / "d/a.sgf");
}

// Two stores that read one file before and after an edit, merged: the later version is no
// copy of the earlier (it was "e/a.sgf duplicate_of e/a.sgf, identical"); a copy under
// another name in the second store still is.
TEST(StoredVersions, AMergedEditedFileIsNoCopyOfWhatItWas) {
    TempDir dir;
    // A whole game: a short one (sample_game) has too few moves to be compared at all.
    const std::string a = batch::testing::read_text(std::string(KIFU_SOURCE_DIR) + "/sample-games/gnugo-selfplay-9x9.sgf");
    write_file(dir / "e/a.sgf", a);
    ASSERT_LE(kifu({"batch", "-q", "--db", dir / "e1.db", dir / "e"}).status, 1);
    const std::string edited = std::regex_replace(a, std::regex(R"(RE\[[^\]]*\])"), "RE[B+R]");
    ASSERT_NE(edited, a);
    write_file(dir / "e/a.sgf", edited);
    write_file(dir / "f/a-copy.sgf", a);
    ASSERT_LE(kifu({"batch", "-q", "--db", dir / "e2.db", dir / "e", dir / "f"}).status, 1);
    const testing::Outcome merged = kifu({"merge", dir / "all.db", dir / "e1.db", dir / "e2.db"});
    ASSERT_LE(merged.status, 1) << merged.err;
    batch::Database store(dir / "all.db", true);
    const auto count = [&](const std::string& file, const std::string& of) {
        batch::Statement q = store.prepare("SELECT count(*) FROM games WHERE file = ?1 AND duplicate_of = ?2");
        q.bind(1, std::string_view(file)).bind(2, std::string_view(of));
        EXPECT_TRUE(q.step());
        return q.integer(0);
    };
    EXPECT_EQ(count(dir / "e/a.sgf", dir / "e/a.sgf"), 0);
    EXPECT_EQ(count(dir / "f/a-copy.sgf", dir / "e/a.sgf"), 1);
}

}  // namespace
}  // namespace kifu
