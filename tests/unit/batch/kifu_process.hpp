#pragma once
// The real kifu binary (KIFU_BINARY) as a child process, for the tests that kill it,
// signal it or run it under GNU parallel; and made-up games for it to chew on.
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include <fmt/format.h>

extern char** environ;

namespace kifu::batch::testing {

// One random game: moves at random points (some occupied, so some are illegal and give
// violations), sometimes passes, a result, komi and rules that vary. Small boards:
// scoring a random 19x19 position (dead stones estimated) is slow, and the point is the
// outputs, not the scorer.
inline std::string random_game(std::mt19937& rng) {
    static constexpr int sizes[] = {9, 9, 9, 9, 13};
    static constexpr const char* rules[] = {"Japanese", "Chinese", "AGA", "Korean"};
    static constexpr const char* results[] = {"B+R", "W+R", "B+3.5", "W+0.5", "Void", "W+T"};
    const int size = sizes[rng() % std::size(sizes)];
    std::string sgf = fmt::format("(;GM[1]FF[4]SZ[{}]KM[{}]RU[{}]RE[{}]PB[Black {}]PW[White {}]", size,
                                  rng() % 2 ? "6.5" : "7.5", rules[rng() % std::size(rules)],
                                  results[rng() % std::size(results)], rng() % 100, rng() % 100);
    const int moves = static_cast<int>(rng() % static_cast<unsigned>(size * size * 2 / 3)) + 5;
    for (int m = 0; m < moves; ++m) {
        const char colour = m % 2 ? 'W' : 'B';
        if (rng() % 40 == 0) {
            sgf += fmt::format(";{}[]", colour);
            continue;
        }
        const auto x = static_cast<char>('a' + rng() % static_cast<unsigned>(size));
        const auto y = static_cast<char>('a' + rng() % static_cast<unsigned>(size));
        sgf += fmt::format(";{}[{}{}]", colour, x, y);
    }
    if (rng() % 3 == 0) sgf += ";B[];W[]";
    return sgf + ")\n";
}

// The content of input `i` of a made-up set: most one game, some two, some not SGF at all.
inline std::string random_input(std::mt19937& rng, int i) {
    if (i % 97 == 13) return "this is not a game record\n";
    std::string text = random_game(rng);
    if (i % 11 == 0) text += random_game(rng);
    return text;
}

// `files` inputs (random_input) in `dir` and a subfolder.
inline void write_games(const std::filesystem::path& dir, int files) {
    std::mt19937 rng(20261121);
    std::filesystem::create_directories(dir / "sub");
    for (int i = 0; i < files; ++i) {
        const auto path = dir / (i % 5 == 0 ? "sub" : "") / fmt::format("game{:05}.sgf", i);
        std::ofstream(path, std::ios::binary) << random_input(rng, i);
    }
}

// Starts kifu with `args`, stdout to `out` and stderr to `err` (files, truncated; `out`
// appended to with `append`, as `>>` does), and stdin from the file `in` when given.
inline pid_t spawn_kifu(const std::vector<std::string>& args, const std::string& out = "/dev/null",
                        const std::string& err = "/dev/null", bool append = false, const std::string& in = "") {
    std::vector<char*> argv;
    std::string program = KIFU_BINARY;
    argv.push_back(program.data());
    std::vector<std::string> copies = args;
    for (std::string& a : copies) argv.push_back(a.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, out.c_str(), O_WRONLY | O_CREAT | (append ? O_APPEND : O_TRUNC),
                                     0644);
    posix_spawn_file_actions_addopen(&actions, 2, err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (!in.empty()) posix_spawn_file_actions_addopen(&actions, 0, in.c_str(), O_RDONLY, 0);
    pid_t pid = -1;
    const int rc = posix_spawn(&pid, program.c_str(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    return rc == 0 ? pid : -1;
}

// Starts kifu as spawn_kifu does, with its address space limited to `bytes` (setrlimit in
// the child before exec, as `ulimit -v` gives it): too little for the stacks of many threads.
inline pid_t spawn_kifu_limited(const std::vector<std::string>& args, rlim_t bytes, const std::string& out,
                                const std::string& err, bool append = false) {
    std::string program = KIFU_BINARY;
    std::vector<std::string> copies = args;
    std::vector<char*> argv{program.data()};
    for (std::string& a : copies) argv.push_back(a.data());
    argv.push_back(nullptr);
    const pid_t pid = fork();
    if (pid != 0) return pid;
    // The child: only async-signal-safe calls until exec.
    const int out_fd = open(out.c_str(), O_WRONLY | O_CREAT | (append ? O_APPEND : O_TRUNC), 0644);
    const int err_fd = open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const rlimit limit{bytes, bytes};
    if (out_fd < 0 || err_fd < 0 || dup2(out_fd, 1) < 0 || dup2(err_fd, 2) < 0 || setrlimit(RLIMIT_AS, &limit) != 0)
        _exit(127);
    execv(program.c_str(), argv.data());
    _exit(127);
}

// The exit status, or -signal when it was killed.
inline int wait_for(pid_t pid) {
    int status = 0;
    if (waitpid(pid, &status, 0) != pid) return -1000;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -WTERMSIG(status);
}

// kifu batch exits 0, 1 (warnings), 2 (unreadable inputs) or 3 (problems of games): all
// complete runs.
inline int run_kifu(const std::vector<std::string>& args, const std::string& out = "/dev/null",
                    const std::string& err = "/dev/null") {
    return wait_for(spawn_kifu(args, out, err));
}

inline bool completed(int status) { return status >= 0 && status <= 3; }

inline bool batch_command_exists() { return run_kifu({"batch", "--help"}) == 0; }

inline std::string read_text(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace kifu::batch::testing
