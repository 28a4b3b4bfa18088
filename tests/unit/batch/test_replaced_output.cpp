// An output that replaces a file keeps what the file was besides its bytes: a symbolic link
// is written through (the file it leads to replaced, the link kept, as --db and merge do),
// and the replaced file keeps its owner, group, mode and extended attributes, ACLs among
// them. A rename of a new file onto the name made the link a plain file (the file it led
// to kept the old content) and gave the file root's owner and no attributes.
#include <gtest/gtest.h>

#include <sys/stat.h>
#include <sys/wait.h>
#include <sys/xattr.h>
#include <unistd.h>

#include <array>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "../../support/archive_writer.hpp"
#include "../../support/run_kifu.hpp"
#include "../../support/temp_dir.hpp"

namespace kifu {
namespace {

namespace fs = std::filesystem;
using testing::kifu;
using testing::TempDir;

const std::string game = "(;GM[1]FF[4]SZ[9]KM[6.5]RE[B+R];B[ee];W[cc];B[gg])\n";

std::string read(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::string attribute(const std::string& path, const char* name) {
    std::string value(256, '\0');
    const ssize_t got = ::getxattr(path.c_str(), name, value.data(), value.size());
    return got < 0 ? std::string("(none)") : value.substr(0, static_cast<std::size_t>(got));
}

// A POSIX ACL as the kernel stores it (system.posix_acl_access): owner rw, user 65534 rw,
// group r, mask rw, other r. Written as bytes, as no setfacl may be installed.
std::string acl_with_a_named_user() {
    std::string acl;
    const auto put = [&acl](std::uint32_t value, int bytes) {
        for (int i = 0; i < bytes; ++i) acl += static_cast<char>((value >> (8 * i)) & 0xFFU);
    };
    put(2, 4);   // version
    for (const auto& [tag, perm, id] : std::vector<std::array<std::uint32_t, 3>>{
             {0x01, 6, 0xFFFFFFFF}, {0x02, 6, 65534}, {0x04, 4, 0xFFFFFFFF}, {0x10, 6, 0xFFFFFFFF}, {0x20, 4, 0xFFFFFFFF}}) {
        put(tag, 2);
        put(perm, 2);
        put(id, 4);
    }
    return acl;
}

// Each command that writes a file named by the user, into a link: the link stays, and the
// file it leads to holds the output.
TEST(ReplacedOutput, ASymbolicLinkIsWrittenThroughAndStays) {
    TempDir dir;
    testing::write_file(dir / "g.sgf", game);
    const std::vector<std::pair<std::string, std::vector<std::string>>> commands = {
        {"csv", {"batch", "-q", dir / "g.sgf", "--csv", dir / "link.csv"}},
        {"sgf", {"fix", dir / "g.sgf", "-o", dir / "link.sgf"}},
        {"sgf", {"annotate", "-q", dir / "g.sgf", "-o", dir / "link.sgf"}},
        {"svg", {"score", dir / "g.sgf", "--svg", dir / "link.svg"}},
    };
    for (const auto& [extension, args] : commands) {
        SCOPED_TRACE(args[0]);
        const std::string link = dir / ("link." + extension), real = dir / ("kept/real." + extension);
        const std::string old = extension == "sgf" ? game : "old\n";   // an SGF output replaces only the same game
        fs::remove(link);
        fs::create_directories(dir / "kept");
        testing::write_file(real, old);
        fs::create_symlink(fs::path("kept") / ("real." + extension), link);   // relative, as ln -s makes it
        const auto run = kifu(args);
        EXPECT_LE(run.status, 1) << run.err;
        EXPECT_TRUE(fs::is_symlink(fs::symlink_status(link)));
        EXPECT_NE(read(real), old);   // fix adds CA[UTF-8], annotate its comments
        EXPECT_EQ(read(real), read(link));
        for (const auto& entry : fs::directory_iterator(dir / "kept"))   // no temporary file left
            EXPECT_FALSE(entry.path().filename().string().starts_with(".")) << entry.path();
    }
}

// A link to an input is that input: refused, as the input named itself would be.
TEST(ReplacedOutput, ALinkToAnInputIsStillRefused) {
    TempDir dir;
    testing::write_file(dir / "g.sgf", game);
    fs::create_symlink(dir / "g.sgf", dir / "link.csv");
    const auto run = kifu({"batch", "-q", dir / "g.sgf", "--csv", dir / "link.csv"});
    EXPECT_EQ(run.status, 64) << run.err;
    EXPECT_EQ(read(dir / "g.sgf"), game);
    EXPECT_TRUE(fs::is_symlink(fs::symlink_status(dir / "link.csv")));
}

// A file the user may not write (0444, another user's) is not replaced, as `>` and cp
// refuse it: the rename needed only the folder's permission, and --csv, --svg, view -o,
// results -o and merge replaced it, exit 0. Run as an ordinary user (root may write any
// file): the run is a child that, as root, becomes user 65534 first.
TEST(ReplacedOutput, AFileTheUserMayNotWriteIsNotReplaced) {
    TempDir dir;
    ASSERT_EQ(::chmod(dir.path().c_str(), 0777), 0);
    testing::write_file(dir / "g.sgf", game);
    ASSERT_EQ(::chmod((dir / "g.sgf").c_str(), 0644), 0);
    const std::string csv = dir / "mine.csv";
    const std::string svg = dir / "mine.svg";
    for (const std::string& kept : {csv, svg}) {
        testing::write_file(kept, "keep\n");
        ASSERT_EQ(::chmod(kept.c_str(), 0444), 0);
    }
    const auto status_as_a_user = [&](const std::vector<std::string>& args) {
        const pid_t child = ::fork();
        if (child == 0) {
            if (::geteuid() == 0 && (::setgid(65534) != 0 || ::setuid(65534) != 0)) ::_exit(100);
            const auto run = kifu(args);
            const bool said = run.err.find("read-only") != std::string::npos;
            ::_exit(run.status == 74 && said ? 74 : 101);
        }
        int status = 0;
        ::waitpid(child, &status, 0);
        return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    };
    EXPECT_EQ(status_as_a_user({"batch", "-q", dir / "g.sgf", "--csv", csv}), 74);
    EXPECT_EQ(status_as_a_user({"score", "-q", dir / "g.sgf", "--svg", svg}), 74);
    EXPECT_EQ(read(csv), "keep\n");
    EXPECT_EQ(read(svg), "keep\n");
}

// As root, a file chown'ed to another user keeps that owner and group, its mode, its
// user.* attribute and its ACL (a named user's entry).
TEST(ReplacedOutput, AReplacedFileKeepsOwnerGroupModeAndAttributes) {
    if (::geteuid() != 0) GTEST_SKIP() << "needs root to give the file to another user";
    TempDir dir;
    testing::write_file(dir / "g.sgf", game);
    const std::string csv = dir / "x.csv";
    testing::write_file(csv, "old\n");
    ASSERT_EQ(::chown(csv.c_str(), 65534, 65534), 0);
    ASSERT_EQ(::chmod(csv.c_str(), 0664), 0);
    ASSERT_EQ(::setxattr(csv.c_str(), "user.note", "keep", 4, 0), 0);
    const std::string acl = acl_with_a_named_user();
    const bool acls = ::setxattr(csv.c_str(), "system.posix_acl_access", acl.data(), acl.size(), 0) == 0;

    const auto run = kifu({"batch", "-q", dir / "g.sgf", "--csv", csv});
    ASSERT_LE(run.status, 1) << run.err;
    EXPECT_NE(read(csv), "old\n");
    struct stat st {};
    ASSERT_EQ(::stat(csv.c_str(), &st), 0);
    EXPECT_EQ(st.st_uid, 65534U);
    EXPECT_EQ(st.st_gid, 65534U);
    EXPECT_EQ(st.st_mode & 07777, 0664U);
    EXPECT_EQ(attribute(csv, "user.note"), "keep");
    if (acls) {
        EXPECT_EQ(attribute(csv, "system.posix_acl_access"), acl);
    }
}

}  // namespace
}  // namespace kifu
