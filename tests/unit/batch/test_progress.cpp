// The progress line of `kifu batch`, driven by a fake clock: the share is the work
// written, not how far the reader has run ahead; the time left comes from the recent
// rate and is shown only once there is one; compressed input says it is an estimate.
#include <gtest/gtest.h>

#include <chrono>
#include <sstream>
#include <string>

#include "batch/progress.hpp"

namespace kifu::batch {
namespace {
using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

class ProgressLine : public ::testing::Test {
protected:
    // Advances the fake clock to `seconds` after the start and redraws with `done` of the
    // input written; returns the line drawn (without the terminal codes).
    std::string at(double seconds, std::uint64_t done, std::uint64_t games = 0) {
        now_ = start_ + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
        Tally tally;
        tally.games = games;
        out_.str("");
        bar_.update(tally, done);
        std::string text = out_.str();
        if (text.empty()) return text;
        EXPECT_EQ(text.front(), '\r');
        EXPECT_TRUE(text.ends_with("\x1b[K"));
        return text.substr(1, text.size() - 4);
    }

    Clock::time_point start_ = Clock::time_point{} + 1000h;
    Clock::time_point now_ = start_;
    ReadProgress read_;
    std::ostringstream out_;
    ProgressBar bar_{out_, read_, true, [this] { return now_; }};
};

TEST_F(ProgressLine, TheShareIsTheWorkWrittenNotTheReadersLead) {
    read_.total = 1000;
    read_.position = 1000;  // the reader has read it all into the queue already
    EXPECT_EQ(at(0.5, 0), "0 games  0 games/s  0%  errors 0");
    EXPECT_EQ(at(1, 100, 50), "50 games  50 games/s  10%  ETA 0:09  errors 0");
    EXPECT_EQ(at(2, 200, 100), "100 games  50 games/s  20%  ETA 0:08  errors 0");
    EXPECT_EQ(at(10, 1000, 500), "500 games  50 games/s  100%  ETA 0:00  errors 0");
}

TEST_F(ProgressLine, NoTimeLeftUntilThereIsARate) {
    read_.total = 1000;
    EXPECT_EQ(at(0.3, 10), "0 games  0 games/s  1%  errors 0") << "under a second measured";
    EXPECT_EQ(at(0.6, 10), "0 games  0 games/s  1%  errors 0");
    EXPECT_EQ(at(5, 10), "0 games  0 games/s  1%  ETA 8:15  errors 0") << "10 in 5 s: 990 left take 495 s";
}

TEST_F(ProgressLine, RedrawsAtMostFiveTimesASecond) {
    read_.total = 1000;
    EXPECT_EQ(at(0.1, 10), "") << "100 ms after the start";
    EXPECT_NE(at(0.25, 10), "");
    EXPECT_EQ(at(0.3, 20), "");
}

TEST_F(ProgressLine, TheTimeLeftFollowsTheRecentRate) {
    read_.total = 10000;
    // A minute at 10 a second (a resumed run skipping stored inputs would be the other way
    // round), then half a minute at 100 a second.
    for (int s = 1; s <= 60; ++s) at(s, 10U * unsigned(s));
    for (int s = 61; s <= 90; ++s) at(s, 600 + 100U * unsigned(s - 60));
    // 6400 left at the last 30 s's 100/s: 64 s, where the whole run's average (40/s) says 160 s.
    EXPECT_EQ(at(90.5, 3650), "0 games  0 games/s  36%  ETA 1:04  errors 0");
}

TEST_F(ProgressLine, CompressedInputSaysTheShareIsAnEstimate) {
    read_.total = 1000;
    read_.compressed = true;
    EXPECT_EQ(at(2, 500), "0 games  0 games/s  ~50%  ETA 0:02  errors 0");
}

TEST_F(ProgressLine, NoShareOrTimeLeftWithoutATotal) {
    EXPECT_EQ(at(1, 100, 30), "30 games  30 games/s  errors 0");
    read_.total = 400;  // known later: the folder walk has finished
    EXPECT_EQ(at(2, 200, 60), "60 games  30 games/s  50%  ETA 0:02  errors 0");
}

TEST_F(ProgressLine, LongRunsShowHours) {
    read_.total = 100000;
    EXPECT_EQ(at(10, 100), "0 games  0 games/s  0%  ETA 2:46:30  errors 0");
}

TEST_F(ProgressLine, FinishErasesTheLine) {
    read_.total = 100;
    at(1, 10);
    out_.str("");
    bar_.finish();
    EXPECT_EQ(out_.str(), "\r\x1b[K");
}

TEST(ProgressBar, DisabledDrawsNothing) {
    ReadProgress read;
    read.total = 10;
    std::ostringstream out;
    auto now = Clock::now();
    ProgressBar bar(out, read, false, [&] { return now; });
    now += 10s;
    bar.update(Tally{}, 5);
    bar.finish();
    EXPECT_EQ(out.str(), "");
}

}  // namespace
}  // namespace kifu::batch
