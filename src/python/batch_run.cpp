#include "python/batch_run.hpp"

#include <condition_variable>
#include <exception>
#include <iterator>
#include <mutex>
#include <sstream>
#include <stdexcept>
#include <string>
#include <system_error>
#include <utility>

#include "batch/duplicate_marker.hpp"
#include "batch/result_sink.hpp"

namespace kifu::python {
namespace {

// Thrown into the pipeline by a write after stop(): the run ends as if its output had closed.
struct Cancelled {};

// Results that wake the iterating thread (see HandOff::hand_over).
constexpr std::size_t wake_for = 32;

}  // namespace

// The pipeline's sink: a bounded queue between the pipeline's writing thread and the
// iterating one.
class BatchRun::HandOff : public batch::ResultSink {
public:
    void hand_over(batch::InputResult&& result) override {
        std::unique_lock lock(mutex_);
        has_room_.wait(lock, [&] { return cancelled_ || results_.size() < waiting_results; });
        if (cancelled_) throw Cancelled{};
        results_.push_back(std::move(result));
        // The iterating thread is woken for a handful at a time: woken for each result (and
        // given copies), kifu.batch(jobs=1) took twice as long over the KGS records. Fewer
        // wait for its next slice.
        if (results_.size() == wake_for) has_result_.notify_one();
    }
    void write(const batch::InputResult& result) override { hand_over(batch::InputResult(result)); }
    void finish() override {}

    // The pipeline has returned (or failed with `failure`).
    void end(std::exception_ptr failure) {
        const std::lock_guard lock(mutex_);
        ended_ = true;
        failure_ = std::move(failure);
        has_result_.notify_all();
    }

    void cancel() {
        const std::lock_guard lock(mutex_);
        cancelled_ = true;
        has_room_.notify_all();
    }

    Taken take(std::deque<batch::InputResult>& out, std::chrono::milliseconds wait) {
        std::unique_lock lock(mutex_);
        has_result_.wait_for(lock, wait, [&] { return ended_ || results_.size() >= wake_for; });
        if (!results_.empty()) {
            std::move(results_.begin(), results_.end(), std::back_inserter(out));
            results_.clear();
            has_room_.notify_all();
            return Taken::results;
        }
        if (!ended_) return Taken::nothing_yet;
        if (failure_) std::rethrow_exception(std::exchange(failure_, nullptr));
        return Taken::end;
    }

private:
    std::mutex mutex_;
    std::condition_variable has_room_, has_result_;
    std::deque<batch::InputResult> results_;
    bool cancelled_ = false, ended_ = false;
    std::exception_ptr failure_;
};

BatchRun::BatchRun(std::vector<std::string> inputs, batch::InputOptions reading, batch::InputFilter wanted,
                   batch::PipelineOptions pipeline)
    : hand_off_(std::make_unique<HandOff>()) {
    pipeline.stop = &stop_requested_;
    pipeline.game.keep_records = true;   // duplicate_of, as kifu batch finds it
    // Fewer workers than asked for: the run goes on with them (nothing here to warn on:
    // the run's thread holds no GIL).
    auto run = [this, inputs = std::move(inputs), reading = std::move(reading), wanted = std::move(wanted),
                pipeline] {
        std::exception_ptr failure;
        try {
            std::istringstream no_list;  // "-" (paths on standard input) is the command line's
            batch::DuplicateMarker marker(*hand_off_, nullptr);
            batch::run_pipeline(
                [&](const batch::InputHandler& push) { batch::enumerate_inputs(inputs, reading, no_list, wanted, push); },
                pipeline, marker);
        } catch (const Cancelled&) {  // NOLINT(bugprone-empty-catch): stopped; nobody waits for more
        } catch (...) {
            failure = std::current_exception();
        }
        hand_off_->end(failure);
    };
    // A process that may start no more threads (a limit, no address space for a stack)
    // gets an exception it can catch, not the end of the interpreter.
    try {
        thread_ = std::thread(std::move(run));
    } catch (const std::system_error& e) {
        throw std::runtime_error(std::string("kifu.batch: cannot start the run's thread: ") + e.what());
    }
}

BatchRun::~BatchRun() { stop(); }

BatchRun::Taken BatchRun::take(std::deque<batch::InputResult>& out, std::chrono::milliseconds wait) {
    return hand_off_->take(out, wait);
}

void BatchRun::stop() noexcept {
    stop_requested_ = true;
    hand_off_->cancel();
    const std::lock_guard lock(joining_);  // two Python threads may close one run
    if (thread_.joinable()) thread_.join();
}

}  // namespace kifu::python
