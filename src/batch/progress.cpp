#include "batch/progress.hpp"

#include <unistd.h>

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

namespace kifu::batch {
namespace {

using std::chrono::steady_clock;

// The rate behind the time left: long enough to smooth over slow and fast inputs, short
// enough to follow a change of pace (a resumed run skipping what is stored, then working).
constexpr auto rate_window = std::chrono::seconds(30);
// No time left before the rate has been measured over this long.
constexpr auto shortest_rate_span = std::chrono::seconds(1);

double seconds_between(steady_clock::time_point from, steady_clock::time_point to) {
    return std::chrono::duration<double>(to - from).count();
}

std::string clock_time(double seconds) {
    const auto s = static_cast<long long>(std::ceil(seconds));
    if (s >= 3600) return fmt::format("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60);
    return fmt::format("{}:{:02}", s / 60, s % 60);
}

}  // namespace

bool stderr_is_terminal() { return ::isatty(STDERR_FILENO) == 1; }

ProgressBar::ProgressBar(std::ostream& err, const ReadProgress& read, bool enabled, Clock clock)
    : err_(err), read_(read), enabled_(enabled), clock_(std::move(clock)), start_(clock_()), last_draw_(start_) {
    recent_.push_back({start_, 0});
}

std::optional<double> ProgressBar::seconds_left(std::uint64_t done, std::uint64_t total, steady_clock::time_point now) {
    if (done >= total) return 0.0;
    recent_.push_back({now, done});
    while (recent_.size() > 2 && now - recent_[1].when >= rate_window) recent_.pop_front();
    const Sample& oldest = recent_.front();
    if (now - oldest.when < shortest_rate_span || done <= oldest.done) return std::nullopt;
    const double rate = double(done - oldest.done) / seconds_between(oldest.when, now);
    return double(total - done) / rate;
}

std::string ProgressBar::line(const Tally& so_far, std::uint64_t position_done, steady_clock::time_point now) {
    const double seconds = seconds_between(start_, now);
    std::string text = fmt::format("{} games  {:.0f} games/s", so_far.games, seconds > 0 ? double(so_far.games) / seconds : 0);
    const std::uint64_t total = read_.total.load(std::memory_order_relaxed);
    if (total > 0) {
        const std::uint64_t done = std::min(position_done, total);
        const bool estimate = read_.compressed.load(std::memory_order_relaxed);
        // Floor, so that 100% means done.
        text += fmt::format("  {}{}%", estimate ? "~" : "", done * 100 / total);
        if (const std::optional<double> left = seconds_left(done, total, now)) text += "  ETA " + clock_time(*left);
    }
    text += fmt::format("  errors {}", so_far.input_errors + so_far.games_with_errors);
    return text;
}

void ProgressBar::update(const Tally& so_far, std::uint64_t position_done) {
    if (!enabled_) return;
    const auto now = clock_();
    if (now - last_draw_ < std::chrono::milliseconds(200)) return;
    last_draw_ = now;
    err_ << '\r' << line(so_far, position_done, now) << "\x1b[K" << std::flush;
    drawn_ = true;
}

void ProgressBar::finish() {
    if (drawn_) err_ << "\r\x1b[K" << std::flush;
    drawn_ = false;
}

}  // namespace kifu::batch
