// The README's scale-out recipes, run as written with Debian's GNU parallel: eight shards
// of an archive over two job slots, one on this machine (`:`) and one on a stand-in for a
// remote machine (an ssh that runs the command here, in another folder, as a remote login
// would run it in its home). The parts come back, JSON Lines concatenated and stores
// merged equal a single run, ids and run rows aside. Skipped without parallel and rsync.
#include <gtest/gtest.h>

#include <sys/stat.h>

#include <algorithm>
#include <filesystem>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "../../support/archive_writer.hpp"
#include "batch/sqlite_db.hpp"
#include "kifu_process.hpp"
#include "store_contents.hpp"
#include "store_test_support.hpp"

namespace kifu::batch {
namespace {
namespace fs = std::filesystem;
using testing::TempDir;

constexpr int input_count = 120;

// An ssh stand-in for GNU parallel (PARALLEL_SSH): drops ssh's options and the host, then
// runs the command with sh in $FAKE_REMOTE, as sshd would in the remote home. rsync
// (--return) and the clean-up come through it too. sshd gives the command the login's
// SHELL, which parallel's remote wrapper runs the job with: a test run without SHELL in
// its environment (CI) would otherwise lose every remote shard.
constexpr const char* fake_ssh = R"(#!/bin/sh
while [ $# -gt 0 ]; do
  case $1 in
    -[1246AaCfGgKkMNnqsTtVvXxYy]*) shift ;;
    -*) shift 2 ;;
    *) break ;;
  esac
done
shift
[ "${1-}" = "--" ] && shift
echo "$*" >> "$FAKE_REMOTE/../ssh.log"
export SHELL=/bin/sh
cd "$FAKE_REMOTE" && exec sh -c "$*"
)";

// Runs `script` with sh in `dir` and `environment` added; returns the exit status.
int run_script(const std::string& script, const std::string& dir, const std::vector<std::string>& environment,
               const std::string& log) {
    std::vector<std::string> env = environment;
    for (char** e = environ; *e != nullptr; ++e) {
        const std::string entry = *e;
        const std::string name = entry.substr(0, entry.find('='));
        if (std::none_of(environment.begin(), environment.end(), [&](const std::string& mine) {
                return mine.starts_with(name + "=");
            }))
            env.push_back(entry);
    }
    std::vector<char*> envp;
    for (std::string& e : env) envp.push_back(e.data());
    envp.push_back(nullptr);
    std::string sh = "/bin/sh", flag = "-c", body = "cd \"" + dir + "\" && " + script;
    char* argv[] = {sh.data(), flag.data(), body.data(), nullptr};
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 1, log.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
    posix_spawn_file_actions_adddup2(&actions, 1, 2);
    pid_t pid = -1;
    const int rc = posix_spawn(&pid, sh.c_str(), &actions, nullptr, argv, envp.data());
    posix_spawn_file_actions_destroy(&actions);
    return rc == 0 ? testing::wait_for(pid) : -1;
}

bool tool_works(const std::string& command, const std::string& says) {
    TempDir dir;
    const std::string out = dir / "out";
    return run_script(command + " --version", dir.path().string(), {}, out) == 0 &&
           testing::read_text(out).find(says) != std::string::npos;
}

// The README's ```sh blocks that run `parallel --sshloginfile hosts`, verbatim.
std::vector<std::string> readme_recipes() {
    const std::string readme = testing::read_text(std::string(KIFU_SOURCE_DIR) + "/README.md");
    std::vector<std::string> blocks;
    for (std::size_t at = readme.find("```sh\n"); at != std::string::npos; at = readme.find("```sh\n", at + 1)) {
        const std::size_t begin = at + 6, end = readme.find("```", begin);
        const std::string block = readme.substr(begin, end - begin);
        if (block.find("parallel --sshloginfile hosts") != std::string::npos) blocks.push_back(block);
    }
    return blocks;
}

std::string replace_all(const std::string& text, const std::string& from, const std::string& to) {
    std::string out;
    std::size_t done = 0;
    for (std::size_t at; (at = text.find(from, done)) != std::string::npos; done = at + from.size())
        out.append(text, done, at - done).append(to);
    return out.append(text, done);
}

// Commands one to a line: continuations joined, runs of blanks made one, prompts dropped.
std::string one_line(const std::string& block, const std::string& continuation) {
    const std::string text = replace_all(block, continuation + "\n", " ");
    std::string out;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        if (line.starts_with("$ ")) line.erase(0, 2);
        for (const char c : line) {
            if (c == ' ' && (out.empty() || out.back() == ' ' || out.back() == '\n')) continue;
            out += c;
        }
        if (!out.empty() && out.back() == ' ') out.pop_back();
        out += '\n';
    }
    return out;
}

TEST(ParallelRecipeText, TheManPageShowsTheReadmesCommands) {
    const std::string man = one_line(testing::read_text(std::string(KIFU_SOURCE_DIR) + "/man/kifu.1"), "\\e");
    const std::vector<std::string> recipes = readme_recipes();
    ASSERT_EQ(recipes.size(), 2U);
    for (const std::string& recipe : recipes) {
        std::istringstream lines(one_line(recipe, "\\"));
        for (std::string line; std::getline(lines, line);) {
            const std::string command = line.substr(0, line.find(" # "));  // the README's comments aside
            EXPECT_NE(man.find(command + "\n"), std::string::npos) << command;
        }
    }
}

class ParallelRecipe : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(testing::batch_command_exists()) << "kifu batch --help failed: this suite cannot run its subject";
        if (!tool_works("parallel", "GNU parallel")) GTEST_SKIP() << "GNU parallel is not installed";
        if (!tool_works("rsync", "rsync")) GTEST_SKIP() << "rsync is not installed";
        std::mt19937 rng(20261126);
        std::vector<kifu::testing::Member> members;
        for (int i = 0; i < input_count; ++i)
            members.push_back({fmt::format("games/{:04}.sgf", i), testing::random_input(rng, i)});
        for (const char* folder : {"here", "remote", "home"}) fs::create_directories(dir_ / folder);
        archive_ = dir_ / "games.tar.gz";
        kifu::testing::write_archive(archive_, kifu::testing::ArchiveKind::tar_gz, members);
        kifu::testing::write_file(dir_ / "fake-ssh", fake_ssh);
        fs::permissions(dir_ / "fake-ssh", fs::perms::owner_all);
        kifu::testing::write_file(dir_ / "here/hosts", "1/:\n1/remote-machine\n");
    }

    // Runs a README recipe in dir/here: kifu found on PATH, the archive at its path.
    void run_recipe(const std::string& as_written) {
        const std::string placeholder = "/data/games.tar.gz";
        ASSERT_NE(as_written.find(placeholder), std::string::npos) << as_written;
        const std::string recipe = replace_all(as_written, placeholder, archive_);
        const std::string bin = fs::path(KIFU_BINARY).parent_path().string();
        const std::vector<std::string> environment = {
            "PATH=" + bin + ":" + (std::getenv("PATH") != nullptr ? std::getenv("PATH") : "/usr/bin:/bin"),
            "HOME=" + (dir_ / "home"), "PARALLEL_SSH=" + (dir_ / "fake-ssh"), "FAKE_REMOTE=" + (dir_ / "remote")};
        // parallel's status counts the shards whose kifu exited non-zero (1: warnings); the
        // outputs below are what matters.
        run_script(recipe, dir_ / "here", environment, dir_ / "log");
    }

    std::string log() const { return testing::read_text(dir_ / "log"); }

    TempDir dir_;
    std::string archive_;
};

std::vector<std::string> sorted_lines(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    std::sort(lines.begin(), lines.end());
    return lines;
}

TEST_F(ParallelRecipe, ShardsOnTwoMachinesEqualOneRun) {
    ASSERT_PRED1(testing::completed, testing::run_kifu({"batch", archive_, "--db", dir_ / "single.db", "--jsonl"},
                                                       dir_ / "single.jsonl"));
    const std::vector<std::string> recipes = readme_recipes();
    ASSERT_EQ(recipes.size(), 2U);
    for (const std::string& recipe : recipes) run_recipe(recipe);

    const std::vector<std::string> single = sorted_lines(testing::read_text(dir_ / "single.jsonl"));
    EXPECT_GT(single.size(), static_cast<std::size_t>(input_count));
    const std::vector<std::string> all = sorted_lines(testing::read_text(dir_ / "here/all.jsonl"));
    EXPECT_EQ(all.size(), single.size()) << log();
    EXPECT_TRUE(all == single) << "cat part-*.jsonl is not the single run";
    ASSERT_TRUE(fs::exists(dir_ / "here/all.db")) << log();
    EXPECT_EQ(testing::store_contents(dir_ / "here/all.db"), testing::store_contents(dir_ / "single.db")) << log();
    EXPECT_EQ(testing::duplicate_rows(dir_ / "here/all.db"), 0);
    // Both machines worked, and the remote one kept nothing.
    batch::Database merged(dir_ / "here/all.db", true);
    batch::Statement runs = merged.prepare("SELECT count(*) FROM runs");
    ASSERT_TRUE(runs.step());
    EXPECT_EQ(runs.integer(0), 8);
    const std::string ssh = testing::read_text(dir_ / "ssh.log");
    EXPECT_NE(ssh.find("rsync --server --sender"), std::string::npos) << "nothing came back from the remote machine";
    std::vector<std::string> left;
    for (const auto& entry : fs::directory_iterator(dir_ / "remote")) left.push_back(entry.path().filename());
    EXPECT_TRUE(left.empty()) << left.size() << " files left on the remote machine, e.g. " << left.front();
    EXPECT_NE(log().find("kifu batch:"), std::string::npos);
}

}  // namespace
}  // namespace kifu::batch
