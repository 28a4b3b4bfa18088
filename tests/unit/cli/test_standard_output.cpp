// Standard output is an output like -o FILE (found at stop 56): when the shell has opened an input
// for it (`kifu fix t.sgf -o - >> t.sgf`, `1<>t.sgf`), every command that prints there
// refuses with status 64 and leaves the input as it was; any other file, a pipe or
// /dev/null takes the output as before. The real binary runs under sh, since the point is
// the file descriptor the shell hands it.
#include <sys/wait.h>

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "../../support/temp_dir.hpp"

namespace kifu {
namespace {

namespace fs = std::filesystem;
using testing::TempDir;

const std::string game = "(;GM[1]FF[4]SZ[9]KM[6.5];B[ee];W[cc])\n";

std::string read(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void write(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

// Runs `kifu ARGS REDIRECTIONS` under sh, stderr into `err`; the exit status.
int run(const std::string& args, const std::string& redirections, const std::string& err) {
    const std::string command = std::string("'") + KIFU_BINARY + "' " + args + " " + redirections + " 2>'" + err + "'";
    const int status = std::system(command.c_str());
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// kifu's status when its standard output is a pipe.
int run_piped(const std::string& args, const std::string& err, const std::string& status_file) {
    const std::string command = std::string("{ '") + KIFU_BINARY + "' " + args + " 2>'" + err + "'; echo $? >'" +
                                status_file + "'; } | cat >/dev/null";
    if (std::system(command.c_str()) != 0) return -1;
    return std::stoi(read(status_file));
}

const std::vector<std::string> commands = {
    "info IN", "check IN", "score IN", "show IN", "batch -j1 --check-only IN", "dups -j1 IN",
    "fix IN -o -", "fix IN -o OTHER", "annotate IN -o -", "view IN -o -", "info --format json DIR",
};

std::string with_paths(std::string args, const TempDir& dir) {
    for (const auto& [word, path] : {std::pair<std::string, std::string>{"IN", dir / "t.sgf"},
                                     {"OTHER", dir / "other.sgf"}, {"DIR", dir.path().string()}})
        for (std::size_t at; (at = args.find(word)) != std::string::npos;) args.replace(at, word.size(), "'" + path + "'");
    return args;
}

TEST(StandardOutput, AnInputOnStandardOutputIsRefusedInEveryCommand) {
    TempDir dir;
    const std::string input = dir / "t.sgf", err = dir.path().string() + ".err";   // beside the folder read
    for (const std::string& command : commands) {
        for (const std::string& redirection : {"1<>'" + input + "'", ">>'" + input + "'"}) {
            write(input, game);
            fs::remove(dir / "other.sgf");
            const int status = run(with_paths(command, dir), redirection, err);
            EXPECT_EQ(status, 64) << command << " " << redirection << ": " << read(err);
            EXPECT_EQ(read(input), game) << command << " " << redirection;
            EXPECT_NE(read(err).find("standard output '"), std::string::npos) << command << ": " << read(err);
        }
    }
    // A record on standard input read from the same file.
    write(input, game);
    EXPECT_EQ(run("fix - -o -", "<'" + input + "' 1<>'" + input + "'", err), 64) << read(err);
    EXPECT_EQ(read(input), game);
    fs::remove(err);
}

// A new file in an input folder, made by `>>`, would be read by the folder walk.
TEST(StandardOutput, AFileTheFolderWalkWouldReadIsRefused) {
    TempDir dir;
    write(dir / "t.sgf", game);
    const std::string err = dir.path().string() + ".err";
    EXPECT_EQ(run("info '" + dir.path().string() + "'", ">>'" + (dir / "report.sgf") + "'", err), 64) << read(err);
    EXPECT_NE(read(err).find("lies in the input folder"), std::string::npos) << read(err);
    EXPECT_EQ(read(dir / "report.sgf"), "");
    fs::remove(dir / "report.sgf");   // the shell made it
    // A name the walk does not read is any other file.
    EXPECT_EQ(run("info '" + dir.path().string() + "'", ">'" + (dir / "report.txt") + "'", err), 0) << read(err);
    EXPECT_NE(read(dir / "report.txt").find("t.sgf"), std::string::npos);
    fs::remove(err);
}

// Any other file, a pipe or /dev/null takes what is printed, as before.
TEST(StandardOutput, AnyOtherFileAPipeOrDevNullTakesTheOutput) {
    TempDir dir;
    const std::string err = dir / "err.txt";
    for (const std::string& command : commands) {
        write(dir / "t.sgf", game);
        fs::remove(dir / "other.sgf");
        const std::string args = with_paths(command, dir);
        EXPECT_NE(run(args, ">'" + (dir / "out.txt") + "'", err), 64) << command << ": " << read(err);
        if (!command.starts_with("dups")) {   // dups prints nothing when no two records are of one game
            EXPECT_FALSE(read(dir / "out.txt").empty()) << command;
        }
        EXPECT_NE(run(args, ">>'" + (dir / "out.txt") + "'", err), 64) << command << ": " << read(err);
        EXPECT_NE(run(args, ">/dev/null", err), 64) << command << ": " << read(err);
        EXPECT_NE(run_piped(args, err, dir / "status"), 64) << command << ": " << read(err);
        EXPECT_EQ(read(dir / "t.sgf"), game) << command;
    }
}

}  // namespace
}  // namespace kifu
