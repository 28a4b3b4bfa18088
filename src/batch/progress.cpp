#include "batch/progress.hpp"

#include <unistd.h>

#include <fmt/format.h>

namespace kifu::batch {

bool stderr_is_terminal() { return ::isatty(STDERR_FILENO) == 1; }

ProgressBar::ProgressBar(std::ostream& err, const ReadProgress& read, bool enabled)
    : err_(err), read_(read), enabled_(enabled), start_(std::chrono::steady_clock::now()), last_draw_(start_) {}

void ProgressBar::update(const Tally& so_far) {
    if (!enabled_) return;
    const auto now = std::chrono::steady_clock::now();
    if (now - last_draw_ < std::chrono::milliseconds(200)) return;
    last_draw_ = now;
    const double seconds = std::chrono::duration<double>(now - start_).count();
    std::string line = fmt::format("\r{} games  {:.0f} games/s", so_far.games, seconds > 0 ? double(so_far.games) / seconds : 0);
    const std::uint64_t total = read_.bytes_total, done = read_.bytes_read;
    if (total > 0 && done > 0 && done <= total) {  // ETA from the share of the input read so far
        const double fraction = double(done) / double(total);
        const auto eta = static_cast<long long>(seconds * (1 - fraction) / fraction);
        line += fmt::format("  {:.0f}%  ETA {}:{:02}", fraction * 100, eta / 60, eta % 60);
    }
    line += fmt::format("  errors {}\x1b[K", so_far.input_errors + so_far.games_with_errors);
    err_ << line << std::flush;
    drawn_ = true;
}

void ProgressBar::finish() {
    if (drawn_) err_ << "\r\x1b[K" << std::flush;
    drawn_ = false;
}

}  // namespace kifu::batch
