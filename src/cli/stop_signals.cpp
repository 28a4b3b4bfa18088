#include "cli/stop_signals.hpp"

#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cstdint>
#include <cstring>

#include "batch/output_file.hpp"

namespace kifu::cli {
namespace {

// Lock-free atomics are safe to touch from a signal handler.
static_assert(std::atomic<bool>::is_always_lock_free && std::atomic<int>::is_always_lock_free &&
              std::atomic<std::int64_t>::is_always_lock_free);
std::atomic<bool> stop_requested{false};
std::atomic<int> stop_signal{0};
std::atomic<std::int64_t> first_signal_ns{0};  // CLOCK_MONOTONIC, 0 before any

// A second signal this soon after the first is the same request delivered twice:
// timeout(1) signals the process and then its whole process group.
constexpr std::int64_t same_request_ns = 500'000'000;

struct sigaction saved_pipe {};

extern "C" void on_stop_signal(int sig) {
    timespec now{};
    clock_gettime(CLOCK_MONOTONIC, &now);  // async-signal-safe
    const std::int64_t ns = std::max<std::int64_t>(1, std::int64_t{now.tv_sec} * 1'000'000'000 + now.tv_nsec);
    std::int64_t first = 0;
    if (first_signal_ns.compare_exchange_strong(first, ns)) {
        stop_signal.store(sig);
        stop_requested.store(true);
        return;
    }
    if (ns - first < same_request_ns) return;
    // A second request: what the user would have got without us. It is delivered when
    // this handler returns.
    batch::remove_unfinished_outputs();
    std::signal(sig, SIG_DFL);
    std::raise(sig);
}

extern "C" void on_fatal_signal(int sig) {
    batch::remove_unfinished_outputs();
    // One word, so that a stop is not taken for a silent success or a crash; write(2) is
    // async-signal-safe, spdlog is not.
    const char* why = sig == SIGINT ? "kifu: interrupted (SIGINT)" : sig == SIGTERM ? "kifu: terminated (SIGTERM)"
                                                                                   : "kifu: hung up (SIGHUP)";
    const char* what = ": the outputs being written are removed, files already complete are kept\n";
    [[maybe_unused]] const auto a = ::write(STDERR_FILENO, why, std::strlen(why));
    [[maybe_unused]] const auto b = ::write(STDERR_FILENO, what, std::strlen(what));
    std::signal(sig, SIG_DFL);
    std::raise(sig);
}

void install(int sig, void (*handler)(int), struct sigaction* saved) {
    struct sigaction action {};
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    // Interrupted reads and writes resume: a half-written line must not become an error.
    action.sa_flags = SA_RESTART;
    sigaction(sig, &action, saved);
}

}  // namespace

void remove_unfinished_outputs_on_signals() {
    for (const int sig : {SIGINT, SIGTERM, SIGHUP}) install(sig, on_fatal_signal, nullptr);
}

StopSignals::StopSignals() {
    stop_requested.store(false);
    stop_signal.store(0);
    first_signal_ns.store(0);
    install(SIGINT, on_stop_signal, nullptr);
    install(SIGTERM, on_stop_signal, nullptr);
    install(SIGPIPE, SIG_IGN, &saved_pipe);
}

// SIGINT and SIGTERM keep the handler: the outputs are whole by now, and a signal while
// the process exits (a Ctrl-C just as a long run ends, or timeout(1) firing then) would
// otherwise kill it and lose its exit status. A second request still ends it at once.
StopSignals::~StopSignals() { sigaction(SIGPIPE, &saved_pipe, nullptr); }

const std::atomic<bool>& StopSignals::requested() const { return stop_requested; }

int StopSignals::signal() const { return stop_signal.load(); }

}  // namespace kifu::cli
