// StopSignals (src/cli/stop_signals.hpp): how `kifu batch` takes SIGINT and SIGTERM. Each
// test runs in a child process (a death test), since it sends signals to itself.
#include <gtest/gtest.h>

#include <csignal>
#include <cstdlib>

#include "cli/stop_signals.hpp"

namespace kifu::cli {
namespace {

// A signal that arrives while the process exits, after the run and its outputs are done,
// is taken as a (late) stop request: the process still exits with its own status instead
// of dying by the signal (the interrupt test met this under the sanitizers: exit -15).
TEST(StopSignalsDeathTest, ASignalAfterTheRunDoesNotKillTheProcess) {
    EXPECT_EXIT(
        {
            { const StopSignals during_the_run; }
            std::raise(SIGTERM);
            std::raise(SIGINT);  // within half a second: the same request
            std::exit(3);
        },
        ::testing::ExitedWithCode(3), "");
}

TEST(StopSignalsDeathTest, TheFirstSignalIsARequestNotAnEnd) {
    EXPECT_EXIT(
        {
            const StopSignals signals;
            std::raise(SIGINT);
            std::exit(signals.requested() && signals.signal() == SIGINT ? 0 : 1);
        },
        ::testing::ExitedWithCode(0), "");
}

}  // namespace
}  // namespace kifu::cli
