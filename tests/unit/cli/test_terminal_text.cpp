// Record text on a terminal (issue 33): control characters and bidirectional overrides
// from a record or a file name are shown escaped, never sent raw; kifu's own colours pass;
// a file or a pipe gets the text as it is.
#include <gtest/gtest.h>

#include <fcntl.h>
#include <pty.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "../../support/temp_dir.hpp"
#include "cli/terminal_text.hpp"

extern char** environ;

namespace kifu::cli {
namespace {

TEST(TerminalText, ControlsAndBidiOverridesAreEscaped) {
    EXPECT_EQ(terminal_safe("plain text, ünïcödé, 本因坊\n\tand a tab"), "plain text, ünïcödé, 本因坊\n\tand a tab");
    EXPECT_EQ(terminal_safe("title\x1b]0;pwned\x07 here"), "title\\x1b]0;pwned\\x07 here");
    EXPECT_EQ(terminal_safe("cr\rdel\x7f"), "cr\\x0ddel\\x7f");
    EXPECT_EQ(terminal_safe("c1 \xc2\x9b" "31m"), "c1 \\u009b31m");
    EXPECT_EQ(terminal_safe("evil\xe2\x80\xaegpj.sgf"), "evil\\u202egpj.sgf");           // RIGHT-TO-LEFT OVERRIDE
    EXPECT_EQ(terminal_safe("a\xe2\x81\xa6" "b\xe2\x81\xa9"), "a\\u2066b\\u2069");              // isolates
    EXPECT_EQ(terminal_safe("\xe2\x80\x94 dash stays"), "\xe2\x80\x94 dash stays");        // an em dash is text
    EXPECT_EQ(terminal_safe("cut at the end \xe2\x80"), "cut at the end \\xe2\\x80");
}

TEST(TerminalText, KifusColoursPassOnlyWhereAsked) {
    const std::string coloured = "\x1b[1;4;32mX\x1b[0m";
    EXPECT_EQ(terminal_safe(coloured, true), coloured);
    EXPECT_EQ(terminal_safe(coloured, false), "\\x1b[1;4;32mX\\x1b[0m");
    EXPECT_EQ(terminal_safe("\x1b[2J clear screen", true), "\\x1b[2J clear screen");   // not a colour
}

// Bytes of one sequence arriving in separate writes are escaped as one.
TEST(TerminalText, TheBufferHoldsASequenceSplitAcrossWrites) {
    std::ostringstream target;
    {
        TerminalSafeBuffer buffer(target.rdbuf());
        std::ostream out(&buffer);
        out << "evil\xe2" << std::flush << "\x80" << "\xaeok " << "\x1b[3" << "1mred\x1b[0m" << '\x1b' << "]0;x";
    }
    EXPECT_EQ(target.str(), "evil\\u202eok \x1b[31mred\x1b[0m\\x1b]0;x");
}

// The real binary on a pseudo-terminal: the player's escape sequence and the file name's
// override are shown escaped; through a pipe they are written as they are.
TEST(TerminalText, TheRealBinaryEscapesOnlyOnATerminal) {
    testing::TempDir dir;
    const std::string name = dir / "evil\xe2\x80\xaegpj.sgf";
    std::ofstream(name) << "(;GM[1]FF[4]SZ[9]RU[Japanese]PB[Bob\x1b]0;pwned\x07]PW[Al];B[ee])";
    int master = -1, slave = -1;
    if (openpty(&master, &slave, nullptr, nullptr, nullptr) != 0) GTEST_SKIP() << "no pseudo-terminal here";
    std::vector<std::string> args = {KIFU_BINARY, "info", name};
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, slave, 1);
    posix_spawn_file_actions_adddup2(&actions, slave, 2);
    pid_t pid = -1;
    ASSERT_EQ(posix_spawn(&pid, KIFU_BINARY, &actions, nullptr, argv.data(), environ), 0);
    posix_spawn_file_actions_destroy(&actions);
    ::close(slave);
    std::string shown;
    char chunk[4096];
    for (ssize_t n; (n = ::read(master, chunk, sizeof chunk)) > 0;) shown.append(chunk, static_cast<std::size_t>(n));
    ::close(master);
    int status = 0;
    waitpid(pid, &status, 0);
    EXPECT_NE(shown.find("Bob\\x1b]0;pwned\\x07"), std::string::npos) << shown;
    EXPECT_NE(shown.find("evil\\u202egpj.sgf"), std::string::npos) << shown;
    EXPECT_EQ(shown.find('\x1b'), std::string::npos) << shown;
    EXPECT_EQ(shown.find("\xe2\x80\xae"), std::string::npos) << shown;

    // Through a file: the text as the record has it.
    const std::string out = dir / "out.txt";
    std::string command = "'";
    command += KIFU_BINARY;
    command += "' info '" + name + "' > '" + out + "' 2>&1";
    ASSERT_GE(std::system(command.c_str()), 0);
    std::ifstream in(out, std::ios::binary);
    const std::string written{std::istreambuf_iterator<char>(in), {}};
    EXPECT_NE(written.find("Bob\x1b]0;pwned\x07"), std::string::npos) << written;
}

}  // namespace
}  // namespace kifu::cli
