// One file reached under two names (a hard link, a bind mount) is one input to batch and
// dups, read once with a warning: it is never reported as an identical copy of itself.
#include <gtest/gtest.h>
#include <sys/mount.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "../../support/archive_writer.hpp"
#include "../../support/run_kifu.hpp"
#include "kifu_process.hpp"

namespace kifu {
namespace {

using testing::kifu;
using testing::TempDir;

std::vector<nlohmann::json> objects(const std::string& text) {
    std::vector<nlohmann::json> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(nlohmann::json::parse(line));
    return out;
}

// `source` bind-mounted on `target` while it lives; unmounted before the folder holding
// both is removed (removing through a mount would delete the files it shows).
class BindMount {
public:
    BindMount(const std::string& source, const std::string& target) : target_(target) {
        std::filesystem::create_directories(target);
        mounted_ = ::mount(source.c_str(), target.c_str(), nullptr, MS_BIND, nullptr) == 0;
        if (!mounted_) error_ = std::strerror(errno);
    }
    ~BindMount() {
        if (mounted_) ::umount2(target_.c_str(), MNT_DETACH);
    }
    BindMount(const BindMount&) = delete;
    BindMount& operator=(const BindMount&) = delete;
    [[nodiscard]] bool mounted() const { return mounted_; }
    [[nodiscard]] const std::string& error() const { return error_; }

private:
    std::string target_, error_;
    bool mounted_ = false;
};

TEST(SameFile, AHardLinkInAFolderIsReadOnceNotItsOwnCopy) {
    TempDir dir;
    testing::write_file(dir / "games/a.sgf", testing::sample_game(1));
    std::filesystem::create_hard_link(dir / "games/a.sgf", dir / "games/a-link.sgf");

    const testing::Outcome batch = kifu({"batch", dir / "games"});
    EXPECT_EQ(batch.status, 0) << batch.err;
    const std::vector<nlohmann::json> rows = objects(batch.out);
    ASSERT_EQ(rows.size(), 1U) << batch.out;
    EXPECT_EQ(rows[0]["file"], dir / "games/a-link.sgf");   // the name met first, in name order
    EXPECT_TRUE(rows[0]["duplicate_of"].is_null()) << rows[0]["duplicate_of"];
    EXPECT_NE(batch.err.find(dir / "games/a.sgf: the same file as " + dir / "games/a-link.sgf" + ", read once"),
              std::string::npos)
        << batch.err;

    const testing::Outcome dups = kifu({"dups", dir / "games"});
    EXPECT_EQ(dups.status, 0) << dups.out << dups.err;   // 1 would say copies were found
    EXPECT_EQ(dups.out.find("group"), std::string::npos) << dups.out;
    EXPECT_NE(dups.err.find("the same file as"), std::string::npos) << dups.err;

    // check and fix, which told the link apart already, still say so once.
    const testing::Outcome check = kifu({"check", "--format", "json", dir / "games"});
    EXPECT_EQ(std::count(check.out.begin(), check.out.end(), '\n'), 1) << check.out;
    EXPECT_NE(check.err.find("the same file as"), std::string::npos) << check.err;
}

TEST(SameFile, AFolderSeenAgainThroughABindMountIsReadOnce) {
    TempDir dir;
    testing::write_file(dir / "games/a.sgf", testing::sample_game(1));
    testing::write_file(dir / "games/b.sgf", testing::sample_game(2));
    const BindMount view(dir / "games", dir / "view");
    if (!view.mounted()) GTEST_SKIP() << "bind mount refused: " << view.error();

    const testing::Outcome batch = kifu({"batch", dir / "games", dir / "view"});
    EXPECT_EQ(batch.status, 0) << batch.err;
    const std::vector<nlohmann::json> rows = objects(batch.out);
    ASSERT_EQ(rows.size(), 2U) << batch.out;
    for (const nlohmann::json& row : rows) EXPECT_TRUE(row["duplicate_of"].is_null()) << row["file"];
    EXPECT_NE(batch.err.find(dir / "view: the same folder as " + dir / "games" + ", read once"), std::string::npos)
        << batch.err;

    const testing::Outcome dups = kifu({"dups", dir / "games", dir / "view"});
    EXPECT_EQ(dups.status, 0) << dups.out << dups.err;
}

// The output folder is the input folder, or lies in it, through a bind mount: the names
// differ, the folder does not. annotate and fix wrote over the records they read (the
// check compared names), and a --csv written there was read back as a record.
TEST(SameFile, AnOutputIntoTheInputFolderThroughABindMountIsRefused) {
    TempDir dir;
    testing::write_file(dir / "games/a.sgf", testing::sample_game(1));
    testing::write_file(dir / "games/b.sgf", "(;FF[3]SZ[19]KM[750]RE[B+R];B[pd];W[tt];B[dd])\n");
    const std::string a_before = batch::testing::read_text(dir / "games/a.sgf");
    const std::string b_before = batch::testing::read_text(dir / "games/b.sgf");
    const BindMount view(dir / "games", dir / "view");
    if (!view.mounted()) GTEST_SKIP() << "bind mount refused: " << view.error();

    const std::string games = dir / "games", bound = dir / "view";
    struct Case {
        std::vector<std::string> args;
        std::string says;
    };
    for (const Case& c : std::vector<Case>{
             {{"annotate", games, "-o", bound}, "-o '" + bound + "' is the input folder '" + games + "'"},
             {{"fix", games, "-o", bound}, "-o '" + bound + "' is the input folder '" + games + "'"},
             {{"annotate", games, "-o", bound + "/out"}, "-o '" + bound + "/out' lies in the input folder '" + games},
             {{"batch", games, "--csv", bound + "/x.sgf"},
              "--csv '" + bound + "/x.sgf' lies in the input folder '" + games + "'"},
         }) {
        SCOPED_TRACE(c.args[0] + " " + c.args.back());
        const testing::Outcome run = kifu(c.args);
        EXPECT_EQ(run.status, 64) << run.err;
        EXPECT_NE(run.err.find(c.says), std::string::npos) << run.err;
    }
    EXPECT_EQ(batch::testing::read_text(dir / "games/a.sgf"), a_before);
    EXPECT_EQ(batch::testing::read_text(dir / "games/b.sgf"), b_before);
    EXPECT_FALSE(std::filesystem::exists(dir / "games/out"));
    EXPECT_FALSE(std::filesystem::exists(dir / "games/x.sgf"));
}

// A folder named twice (the same path, a ./ spelling, a link to it) is read once with one
// warning for the folder: it gave one "the same file" warning per file in it (7,164 for the
// samples named 200 times), which buried every other message.
TEST(SameFile, AFolderNamedAgainIsOneWarningNotOnePerFile) {
    TempDir dir;
    for (int i = 1; i <= 3; ++i)
        testing::write_file(dir / ("games/g" + std::to_string(i) + ".sgf"), testing::sample_game(i));
    std::filesystem::create_directory_symlink(dir / "games", dir / "link");
    const std::string again = dir / "link", first = dir / "games";
    const std::string warning = again + ": the same folder as " + first;
    const auto lines_with = [](const std::string& text, const std::string& what) {
        std::size_t n = 0;
        for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
        return n;
    };
    for (const std::string command : {"batch", "dups", "check", "fix"}) {
        SCOPED_TRACE(command);
        std::vector<std::string> args = {command, first, again, first + "/."};
        if (command == "fix") args = {command, "--dry-run", first, again};
        const testing::Outcome run = kifu(args);
        EXPECT_LT(run.status, 2) << run.err;
        EXPECT_EQ(lines_with(run.err, warning), 1U) << run.err;
        EXPECT_EQ(lines_with(run.err, first + "/.: the same folder as " + first), command == "fix" ? 0U : 1U)
            << run.err;
        EXPECT_EQ(lines_with(run.err, "the same file as"), 0U) << run.err;
        if (command == "batch") {
            EXPECT_EQ(objects(run.out).size(), 3U) << run.out;
        }
    }
}

}  // namespace
}  // namespace kifu
