#include "cli/stop_signals.hpp"

#include <csignal>

namespace kifu::cli {
namespace {

// Lock-free atomics are safe to touch from a signal handler.
static_assert(std::atomic<bool>::is_always_lock_free && std::atomic<int>::is_always_lock_free);
std::atomic<bool> stop_requested{false};
std::atomic<int> stop_signal{0};

struct sigaction saved_int {}, saved_term {}, saved_pipe {};

extern "C" void on_stop_signal(int sig) {
    int none = 0;
    if (!stop_signal.compare_exchange_strong(none, sig)) {
        // The second one: what the user would have got without us. It is delivered when
        // this handler returns.
        std::signal(sig, SIG_DFL);
        std::raise(sig);
        return;
    }
    stop_requested.store(true);
}

void install(int sig, void (*handler)(int), struct sigaction& saved) {
    struct sigaction action {};
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    // Interrupted reads and writes resume: a half-written line must not become an error.
    action.sa_flags = SA_RESTART;
    sigaction(sig, &action, &saved);
}

}  // namespace

StopSignals::StopSignals() {
    stop_requested.store(false);
    stop_signal.store(0);
    install(SIGINT, on_stop_signal, saved_int);
    install(SIGTERM, on_stop_signal, saved_term);
    install(SIGPIPE, SIG_IGN, saved_pipe);
}

StopSignals::~StopSignals() {
    sigaction(SIGINT, &saved_int, nullptr);
    sigaction(SIGTERM, &saved_term, nullptr);
    sigaction(SIGPIPE, &saved_pipe, nullptr);
}

const std::atomic<bool>& StopSignals::requested() const { return stop_requested; }

int StopSignals::signal() const { return stop_signal.load(); }

}  // namespace kifu::cli
