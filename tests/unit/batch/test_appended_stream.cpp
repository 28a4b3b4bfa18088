// Two runs appending to one file at once (`kifu batch DIR >> all.jsonl`, twice, no store)
// never tear a line: each input's lines go out in one write(2), which the kernel appends
// whole. Standard output's 4 KB pieces interleaved with the other run's, mid-line.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "../../support/temp_dir.hpp"
#include "kifu_process.hpp"

namespace kifu::batch {
namespace {

using kifu::testing::TempDir;

TEST(AppendedStream, TwoRunsAppendingAtOnceNeverTearALine) {
    ASSERT_TRUE(testing::batch_command_exists()) << "kifu batch cannot run: " << KIFU_BINARY;
    TempDir dir;
    testing::write_games(dir.path() / "games", 150);
    const std::string stream = dir / "all.jsonl";
    const std::vector<std::string> command = {"batch", "-j1", "-q", "--check-only", dir / "games"};
    ASSERT_PRED1(testing::completed, testing::run_kifu(command, dir / "one.jsonl"));
    const std::string one = testing::read_text(dir / "one.jsonl");
    const auto lines_of_one = std::count(one.begin(), one.end(), '\n');
    ASSERT_GT(one.size(), std::size_t{4} << 10 << 4);   // many of stdio's 4 KB pieces

    const pid_t first = testing::spawn_kifu(command, stream, dir / "err1", true);
    const pid_t second = testing::spawn_kifu(command, stream, dir / "err2", true);
    EXPECT_PRED1(testing::completed, testing::wait_for(first)) << testing::read_text(dir / "err1");
    EXPECT_PRED1(testing::completed, testing::wait_for(second)) << testing::read_text(dir / "err2");

    std::istringstream in(testing::read_text(stream));
    std::vector<std::string> torn;
    long lines = 0;
    for (std::string line; std::getline(in, line); ++lines) {
        const std::size_t at = one.find(line + "\n");   // a line of the run's, whole
        if (line.empty() || at == std::string::npos || (at != 0 && one[at - 1] != '\n')) torn.push_back(line.substr(0, 80));
    }
    EXPECT_EQ(lines, 2 * lines_of_one);
    EXPECT_TRUE(torn.empty()) << torn.size() << " torn lines, the first: " << torn.front();
}

}  // namespace
}  // namespace kifu::batch
