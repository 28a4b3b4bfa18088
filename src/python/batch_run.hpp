#pragma once
// kifu.batch and kifu.frame: the `kifu batch` pipeline (batch/pipeline.hpp) on a thread of
// its own, handing each input's results, in input order, to the thread that iterates. The
// run never touches a Python object, so it runs without the GIL, and the iterating thread
// waits for it in short slices (checking for Ctrl-C in between, batch_iterator.hpp).
// Memory is bounded: the pipeline's queues, and at most `waiting_results` results here.
#include <atomic>
#include <chrono>
#include <deque>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "batch/inputs.hpp"
#include "batch/pipeline.hpp"

namespace kifu::python {

class BatchRun {
public:
    static constexpr std::size_t waiting_results = 256;

    // Starts reading `inputs` (files, folders, archives) as `kifu batch` does, those that
    // `wanted` accepts (all when empty).
    BatchRun(std::vector<std::string> inputs, batch::InputOptions reading, batch::InputFilter wanted,
             batch::PipelineOptions pipeline);
    // Stops the run (see stop).
    ~BatchRun();
    BatchRun(const BatchRun&) = delete;
    BatchRun& operator=(const BatchRun&) = delete;

    enum class Taken { results, nothing_yet, end };
    // Appends the results waiting to `out`, waiting up to `wait` for one: `results`, or
    // `nothing_yet` when none came in time, or `end` once every result has been taken.
    // A failure of the run (an exception from the pipeline) is rethrown at its end.
    Taken take(std::deque<batch::InputResult>& out, std::chrono::milliseconds wait);

    // Stops early: no input is read any more, each worker finishes the game it is on and
    // drops the rest of that input and the inputs not started, and every thread is joined.
    // Idempotent.
    void stop() noexcept;

private:
    class HandOff;
    std::unique_ptr<HandOff> hand_off_;
    std::atomic<bool> stop_requested_{false};
    std::mutex joining_;
    std::thread thread_;
};

}  // namespace kifu::python
