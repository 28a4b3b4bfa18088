// One version number, CMake's project(VERSION), everywhere a user reads one: kifu --version,
// the man page's footer, CHANGELOG.md's latest release, the footers of the pages and figures
// kifu writes. (The Debian package's is checked by tests/package/deb_check.sh.)
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "../../support/run_kifu.hpp"
#include "../../support/temp_dir.hpp"

namespace kifu {
namespace {

using testing::kifu;

std::string read_text(const std::string& path) {
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

const std::string version = KIFU_VERSION;
const std::string sample = std::string(KIFU_SOURCE_DIR) + "/sample-games/seki-eye-japanese-vs-chinese.sgf";

TEST(Version, KifuVersionPrintsIt) {
    const auto run = kifu({"--version"});
    EXPECT_EQ(run.status, 0);
    EXPECT_EQ(run.out, "kifu " + version + "\n");
}

// mdoc's .Os argument is the footer's left side: "kifu 0.2.0".
TEST(Version, TheManPageFooterHasIt) {
    const std::string man = read_text(std::string(KIFU_SOURCE_DIR) + "/man/kifu.1");
    EXPECT_NE(man.find("\n.Os kifu " + version + "\n"), std::string::npos)
        << "man/kifu.1 must say '.Os kifu " << version << "' (CMakeLists.txt's project VERSION)";
}

// The release is written down: "## [0.2.0] - 2026-11-27" under an "## [Unreleased]" heading.
TEST(Version, TheChangelogHasItsRelease) {
    const std::string changelog = read_text(std::string(KIFU_SOURCE_DIR) + "/CHANGELOG.md");
    const std::size_t unreleased = changelog.find("\n## [Unreleased]\n");
    const std::size_t release = changelog.find("\n## [" + version + "] - ");
    ASSERT_NE(release, std::string::npos) << "CHANGELOG.md has no '## [" << version << "] - DATE' section";
    ASSERT_NE(unreleased, std::string::npos) << "CHANGELOG.md has no '## [Unreleased]' section";
    EXPECT_LT(unreleased, release);
    EXPECT_EQ(changelog.find("\n## [", unreleased + 1), release) << "the release is not the latest one listed";
}

TEST(Version, ThePagesAndFiguresKifuWritesHaveIt) {
    const auto page = kifu({"view", sample, "-o", "-"});
    EXPECT_NE(page.out.find("<footer class=\"page-footer\">Made by kifu " + version), std::string::npos);
    testing::TempDir dir;
    ASSERT_EQ(kifu({"score", "--svg", dir / "seki.svg", sample}).status, 0);
    EXPECT_NE(read_text(dir / "seki.svg").find("drawn by kifu " + version), std::string::npos);
}

}  // namespace
}  // namespace kifu
