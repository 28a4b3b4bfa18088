#pragma once
// The progress line `kifu batch` redraws on standard error when it is a terminal: games
// done, games/s, how far through the input and the ETA when that is knowable, errors so
// far. Nothing at all when disabled (stderr is a file or a pipe).
#include <chrono>
#include <ostream>

#include "batch/inputs.hpp"
#include "analysis/tally.hpp"

namespace kifu::batch {

using analysis::Tally;

bool stderr_is_terminal();

class ProgressBar {
public:
    ProgressBar(std::ostream& err, const ReadProgress& read, bool enabled);
    // Redraws at most a few times a second; call as often as you like.
    void update(const Tally& so_far);
    // Erases the line, so the summary starts on a clean one.
    void finish();

private:
    std::ostream& err_;
    const ReadProgress& read_;
    bool enabled_;
    bool drawn_ = false;
    std::chrono::steady_clock::time_point start_, last_draw_;
};

}  // namespace kifu::batch
