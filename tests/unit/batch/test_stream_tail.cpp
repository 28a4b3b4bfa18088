// only_lines_that_pass: what a resumed run may cut from its stream past the store's mark.
#include <gtest/gtest.h>

#include <fcntl.h>
#include <unistd.h>

#include <fstream>
#include <string>
#include <vector>

#include "batch/stream_tail.hpp"
#include "../../support/temp_dir.hpp"

namespace kifu::batch {
namespace {

using kifu::testing::TempDir;

// Whether every line of `text` names a file in "run/" (game 0 or null), the file open for
// writing only, as the stream is; the names met are kept in `seen`.
bool only_the_runs(const std::string& text, std::vector<std::string>* seen = nullptr) {
    const TempDir dir;
    const std::string path = dir / "out.jsonl";
    std::ofstream(path, std::ios::binary) << "before the mark\n" << text;
    const int fd = ::open(path.c_str(), O_WRONLY | O_APPEND);
    const std::uint64_t from = std::string("before the mark\n").size();
    const bool pass = only_lines_that_pass(fd, from, from + text.size(), [&](const LineStart& line) {
        if (seen != nullptr) seen->push_back(line.file);
        return line.file.rfind("run/", 0) == 0 && line.game.value_or(0) == 0;
    });
    ::close(fd);
    return pass;
}

TEST(StreamTail, WholeLinesOfTheRunPass) {
    std::vector<std::string> seen;
    EXPECT_TRUE(only_the_runs("{\"file\":\"run/a.sgf\",\"game\":0,\"x\":1,\"duplicate_of\":null}\n"
                              "{\"file\":\"run/\\\"q\\\".sgf\",\"game\":null,\"errors\":[],\"duplicate_of\":null}\n",
                              &seen));
    EXPECT_EQ(seen, (std::vector<std::string>{"run/a.sgf", "run/\"q\".sgf"}));
    EXPECT_TRUE(only_the_runs(""));
}

TEST(StreamTail, TheLastLineMayBeCutShortAnywhere) {
    const std::string line = "{\"file\":\"run/a.sgf\",\"game\":0,\"moves\":12,\"duplicate_of\":null}";
    for (std::size_t length = 1; length < line.size(); ++length)
        EXPECT_TRUE(only_the_runs(line + "\n" + line.substr(0, length))) << line.substr(0, length);
    EXPECT_FALSE(only_the_runs(line + "\n{\"file\":\"other/a.sgf\",\"ga"));
}

TEST(StreamTail, AnyOtherLineStopsTheCut) {
    const std::string ours = "{\"file\":\"run/a.sgf\",\"game\":0,\"duplicate_of\":null}\n";
    EXPECT_FALSE(only_the_runs(ours + "{\"file\":\"ev/a.sgf\",\"game\":0}\n"));   // not the run's input
    EXPECT_FALSE(only_the_runs(ours + "{\"file\":\"run/a.sgf\",\"game\":3}\n"));  // the test says no
    EXPECT_FALSE(only_the_runs(ours + "{\"file\":\"run/a.sgf\",\"game\":0\n"));   // not a whole object
    EXPECT_FALSE(only_the_runs(ours + "{\"file\":\"run/a.sgf\"}\n"));            // no game
    EXPECT_FALSE(only_the_runs(ours + "\n"));
    EXPECT_FALSE(only_the_runs(ours + "free text\n" + ours));
    EXPECT_FALSE(only_the_runs(ours + std::string(100000, '\0')));
}

// A line longer than what is read at a time (a game with many problems) passes by its start,
// and batch's key wherever it is in the line.
TEST(StreamTail, ALongLineIsJudgedByItsStart) {
    const std::string long_line =
        "{\"file\":\"run/a.sgf\",\"game\":0,\"pad\":\"" + std::string(200000, 'x') + "\",\"duplicate_of\":null}\n";
    EXPECT_TRUE(only_the_runs(long_line + long_line + long_line.substr(0, 100000)));
    EXPECT_FALSE(only_the_runs(long_line + "{\"file\":\"ev/a.sgf\",\"game\":0}\n"));
    // The key split across what is read at a time (64 KiB), at every split.
    for (std::size_t pad = 65536 - 60; pad < 65536; ++pad) {
        const std::string line = "{\"file\":\"run/a.sgf\",\"game\":0,\"pad\":\"" + std::string(pad, 'x') +
                                 "\",\"duplicate_of\":null}\n";
        EXPECT_TRUE(only_the_runs(line)) << pad;
        EXPECT_FALSE(only_the_runs(line.substr(0, line.find(",\"duplicate_of")) + "}\n")) << pad;
    }
}

// Another command's output for one of the run's inputs (kifu check --format json >> the
// stream, while the run was stopped) opens as batch's lines do, but lacks batch's key: it is
// the user's, not the stopped run's, and a resume cut it (then wrote batch's object instead).
TEST(StreamTail, AnotherCommandsLineForTheRunsInputIsKept) {
    const std::string ours = "{\"file\":\"run/a.sgf\",\"game\":0,\"duplicate_of\":null}\n";
    EXPECT_FALSE(only_the_runs(ours + "{\"file\":\"run/c.sgf\",\"game\":0,\"verdict\":\"ok\"}\n"));
    EXPECT_FALSE(only_the_runs(ours + "{\"file\":\"run/c.sgf\",\"game\":0,\"note\":\"\\\"duplicate_of\\\":\"}\n"));
    EXPECT_TRUE(only_the_runs(ours + ours));
}

}  // namespace
}  // namespace kifu::batch
