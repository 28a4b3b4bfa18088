#pragma once
// The progress line `kifu batch` redraws on standard error when it is a terminal: games
// done, games/s, the share of the input done and the time left when the input's size is
// known, errors so far. Nothing at all when disabled (stderr is a file or a pipe).
//
// The share is the reader position that the *written* results account for (see
// ReadProgress and OnWritten), not how far the reader has got: the reader runs ahead of
// the analysis by up to a queue of inputs, a whole small archive. It is marked `~` when it
// counts compressed bytes, whose share of the work is an estimate. The time left is the
// remaining share at the rate of the last half-minute, shown once there is a rate.
#include <chrono>
#include <cstdint>
#include <deque>
#include <functional>
#include <optional>
#include <ostream>
#include <string>

#include "batch/inputs.hpp"
#include "analysis/tally.hpp"

namespace kifu::batch {

using analysis::Tally;

bool stderr_is_terminal();

class ProgressBar {
public:
    using Clock = std::function<std::chrono::steady_clock::time_point()>;

    // `clock` is for tests; the start of the run is its first reading.
    ProgressBar(std::ostream& err, const ReadProgress& read, bool enabled,
                Clock clock = [] { return std::chrono::steady_clock::now(); });
    // Redraws at most five times a second; call as often as you like. `position_done`:
    // the reader position that the inputs written so far account for.
    void update(const Tally& so_far, std::uint64_t position_done);
    // Erases the line, so the summary starts on a clean one.
    void finish();

private:
    // The line update() draws, without the carriage return and the erase code.
    [[nodiscard]] std::string line(const Tally& so_far, std::uint64_t position_done,
                                   std::chrono::steady_clock::time_point now);

    struct Sample {
        std::chrono::steady_clock::time_point when;
        std::uint64_t done;
    };
    // Seconds left at the recent rate, when there is one.
    std::optional<double> seconds_left(std::uint64_t done, std::uint64_t total,
                                       std::chrono::steady_clock::time_point now);

    std::ostream& err_;
    const ReadProgress& read_;
    bool enabled_;
    Clock clock_;
    bool drawn_ = false;
    std::chrono::steady_clock::time_point start_, last_draw_;
    std::deque<Sample> recent_;  // positions done over the rate window, oldest first
};

}  // namespace kifu::batch
