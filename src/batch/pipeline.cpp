#include "batch/pipeline.hpp"

#include <algorithm>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <exception>
#include <functional>
#include <mutex>
#include <new>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include <fmt/format.h>


namespace kifu::batch {
namespace {

// Inputs travel in chunks: one hand-over per chunk instead of per input keeps the threads
// from spending their time waking each other (measured: a fifth of the CPU per input).
constexpr std::size_t chunk_inputs = 32;
constexpr std::size_t chunk_bytes = std::size_t{1} << 20;

struct WorkItem {
    std::uint64_t seq = 0;   // the chunk's position in input order
    std::vector<RawInput> inputs;
    std::uint64_t bytes = 0;
    std::uint64_t work = 0;  // reader position covered since the previous chunk (progress)
};

struct Done {
    std::uint64_t seq = 0;
    std::vector<InputResult> results;   // the inputs not already stored, in order
    std::vector<Tally> tallies;         // what each result adds to the run's tally
    std::uint64_t work = 0;
};

bool stopping(const PipelineOptions& options) {
    return options.stop != nullptr && options.stop->load(std::memory_order_relaxed);
}

std::uint64_t reader_position(const PipelineOptions& options) {
    return options.read != nullptr ? options.read->position.load(std::memory_order_relaxed) : 0;
}

// Inputs waiting for a worker, bounded by count and by bytes (an input larger than the
// byte budget still goes through alone, so nothing is refused).
class WorkQueue {
public:
    WorkQueue(std::size_t max_items, std::uint64_t max_bytes) : max_items_(max_items), max_bytes_(max_bytes) {}

    bool push(WorkItem&& item) {
        std::unique_lock lock(mutex_);
        const std::uint64_t size = item.bytes;
        not_full_.wait(lock, [&] {
            return cancelled_ || items_.empty() || (items_.size() < max_items_ && bytes_ + size <= max_bytes_);
        });
        if (cancelled_) return false;
        bytes_ += size;
        items_.push_back(std::move(item));
        not_empty_.notify_one();
        return true;
    }

    // Empty once the queue is closed and drained, or cancelled.
    // Also empty for a worker `index` at or past the number of workers kept (retire).
    std::optional<WorkItem> pop(std::size_t index = 0) {
        std::unique_lock lock(mutex_);
        not_empty_.wait(lock, [&] { return cancelled_ || closed_ || index >= workers_kept_ || !items_.empty(); });
        if (cancelled_ || index >= workers_kept_ || items_.empty()) return std::nullopt;
        WorkItem item = std::move(items_.front());
        items_.pop_front();
        bytes_ -= item.bytes;
        not_full_.notify_one();
        return item;
    }

    void close() {
        const std::lock_guard lock(mutex_);
        closed_ = true;
        not_empty_.notify_all();
    }

    void cancel() {
        const std::lock_guard lock(mutex_);
        cancelled_ = true;
        not_empty_.notify_all();
        not_full_.notify_all();
    }

    // Workers `kept` and later take no more work.
    void retire(std::size_t kept) {
        const std::lock_guard lock(mutex_);
        workers_kept_ = kept;
        not_empty_.notify_all();
    }

private:
    std::mutex mutex_;
    std::condition_variable not_full_, not_empty_;
    std::size_t workers_kept_ = SIZE_MAX;
    std::deque<WorkItem> items_;
    std::uint64_t bytes_ = 0;
    std::size_t max_items_;
    std::uint64_t max_bytes_;
    bool closed_ = false, cancelled_ = false;
};

// Finished results waiting for the writer. Ordered: a ring of `window` slots indexed by
// seq, and a worker holding a result too far ahead of the writer waits (the result the
// writer needs next is always within the window, so this cannot deadlock). Unordered: a
// bounded FIFO.
class ResultBuffer {
public:
    ResultBuffer(std::size_t window, bool ordered) : slots_(window), ordered_(ordered) {}

    void put(Done&& done) {
        std::unique_lock lock(mutex_);
        if (ordered_) {
            has_room_.wait(lock, [&] { return cancelled_ || done.seq < next_ + slots_.size(); });
            if (cancelled_) return;
            slots_[done.seq % slots_.size()] = std::move(done);
        } else {
            has_room_.wait(lock, [&] { return cancelled_ || fifo_.size() < slots_.size(); });
            if (cancelled_) return;
            fifo_.push_back(std::move(done));
        }
        has_result_.notify_one();
    }

    // The next result to write, or empty when all `total` inputs are written (`total` is
    // known once the reader has finished).
    std::optional<Done> take() {
        std::unique_lock lock(mutex_);
        auto ready = [&] {
            if (ordered_) return slots_[next_ % slots_.size()].has_value();
            return !fifo_.empty();
        };
        has_result_.wait(lock, [&] { return cancelled_ || ready() || (total_ && next_ == *total_); });
        if (cancelled_ || !ready()) return std::nullopt;
        Done done;
        if (ordered_) {
            done = std::move(*slots_[next_ % slots_.size()]);
            slots_[next_ % slots_.size()].reset();
        } else {
            done = std::move(fifo_.front());
            fifo_.pop_front();
        }
        ++next_;
        has_room_.notify_all();
        return done;
    }

    void set_total(std::uint64_t total) {
        const std::lock_guard lock(mutex_);
        total_ = total;
        has_result_.notify_all();
    }

    void cancel() {
        const std::lock_guard lock(mutex_);
        cancelled_ = true;
        has_room_.notify_all();
        has_result_.notify_all();
    }

private:
    std::mutex mutex_;
    std::condition_variable has_room_, has_result_;
    std::vector<std::optional<Done>> slots_;
    std::deque<Done> fifo_;
    std::uint64_t next_ = 0;   // results taken so far (ordered: the seq wanted next)
    std::optional<std::uint64_t> total_;
    bool ordered_;
    bool cancelled_ = false;
};

// What a worker does with one input. A bug in the analysis of one input becomes that
// input's error row rather than the end of the run.
void process(RawInput&& input, const GameSettings& settings, const ResultSink& sink, Done& done) {
    InputId id = input_id(input);
    if (input.error.empty() ? sink.already_done(id) : sink.already_failed(id, input.error)) {
        Tally skipped_tally;
        skipped_tally.inputs_skipped = 1;
        InputResult skipped;
        skipped.input = std::move(id);
        skipped.already_stored = true;
        done.results.push_back(std::move(skipped));
        done.tallies.push_back(skipped_tally);
        return;
    }
    RawInput copy_for_errors{input.path, input.archive, input.member, {}, {}, input.key};
    Tally tally;
    try {
        done.results.push_back(analyse_input(std::move(input), id, settings, tally));
    } catch (const InputAbandoned&) {   // the run stopped inside it: dropped whole, as one not started
        return;
    } catch (const std::bad_alloc&) {   // one record too large for the memory there is: its error alone
        tally = {};
        copy_for_errors.error = "not enough memory to analyse it";
        done.results.push_back(analyse_input(std::move(copy_for_errors), id, settings, tally));
    } catch (const std::exception& e) {
        tally = {};
        copy_for_errors.error = fmt::format("internal error while analysing: {}", e.what());
        done.results.push_back(analyse_input(std::move(copy_for_errors), id, settings, tally));
    }
    done.tallies.push_back(tally);
}

// Stops between inputs once the run is stopping: the input being analysed is finished,
// the rest of the chunk dropped.
Done process(WorkItem&& item, const PipelineOptions& options, const ResultSink& sink) {
    Done done;
    done.seq = item.seq;
    done.work = item.work;
    done.results.reserve(item.inputs.size());
    for (RawInput& input : item.inputs) {
        if (stopping(options)) break;
        process(std::move(input), options.game, sink, done);
    }
    return done;
}

// Hands a chunk's results to the sink one at a time, each counted once the sink has it, so
// that a run the sink ends part-way (a closed pipe, a full disk) counts exactly the inputs
// written (a chunk counted whole counted those it never wrote, or none of those it did).
// Progress is reported once per chunk (the reader's position is known only there), and once
// more, with the inputs written so far, when the sink fails.
void write_done(Done& done, ResultSink& sink, Tally& total, const OnWritten& on_written, std::uint64_t position) {
    try {
        for (std::size_t i = 0; i < done.results.size(); ++i) {
            sink.hand_over(std::move(done.results[i]));
            total.add(done.tallies[i]);
        }
    } catch (...) {
        if (on_written) on_written(total, position);
        throw;
    }
    if (on_written) on_written(total, position);
}

// One job: every stage on the calling thread, one input at a time. Threads handing
// chunks to each other would only add work here (a reader and a writer beside a single
// worker cost about a third more CPU), and `-j1` then means what a user sharing a machine
// expects: one core.
Tally run_sequentially(const Producer& produce, const PipelineOptions& options, ResultSink& sink,
                       const OnWritten& on_written) {
    Tally total;
    produce([&](RawInput&& input) {
        if (stopping(options)) return false;
        Done done;
        process(std::move(input), options.game, sink, done);
        write_done(done, sink, total, on_written, reader_position(options));
        return true;
    });
    return total;
}

std::thread start_thread(const PipelineOptions& options, std::function<void()> body) {
    return options.start_thread ? options.start_thread(std::move(body)) : std::thread(std::move(body));
}

void warn(const PipelineOptions& options, const std::string& what) {
    if (options.warn) options.warn(what);
}

}  // namespace

Tally run_pipeline(const Producer& produce, const PipelineOptions& given, ResultSink& sink,
                   const OnWritten& on_written) {
    PipelineOptions options = given;
    options.game.stop = given.stop;   // a stop reaches inside an input too, between its games
    const unsigned jobs = std::max(1U, options.jobs);
    if (jobs == 1) return run_sequentially(produce, options, sink, on_written);
    WorkQueue queue(options.queue_chunks != 0 ? options.queue_chunks : 4 * std::size_t{jobs}, options.queue_bytes);
    ResultBuffer results(options.window != 0 ? options.window : 16 * std::size_t{jobs}, options.ordered);

    std::mutex failure_mutex;
    std::exception_ptr worker_failure;   // e.g. the sink's already_done failing: ends the run
    auto work = [&](std::size_t index) {
        try {
            while (std::optional<WorkItem> item = queue.pop(index))
                results.put(process(std::move(*item), options, sink));
        } catch (...) {
            const std::lock_guard lock(failure_mutex);
            if (!worker_failure) worker_failure = std::current_exception();
            queue.cancel();
            results.cancel();
        }
    };
    std::exception_ptr reader_failure;
    auto read_inputs = [&] {
        std::uint64_t seq = 0;
        std::uint64_t handed = 0;  // reader position covered by the chunks handed over
        WorkItem chunk;
        auto hand_over = [&] {
            if (chunk.inputs.empty()) return true;
            chunk.seq = seq;
            chunk.work = reader_position(options) - handed;
            handed += chunk.work;
            if (!queue.push(std::move(chunk))) return false;
            ++seq;
            chunk = {};
            return true;
        };
        try {
            produce([&](RawInput&& input) {
                if (stopping(options)) return false;
                chunk.bytes += input.bytes.size();
                chunk.inputs.push_back(std::move(input));
                return (chunk.inputs.size() < chunk_inputs && chunk.bytes < chunk_bytes) || hand_over();
            });
            if (!stopping(options)) hand_over();
        } catch (...) {
            reader_failure = std::current_exception();
        }
        queue.close();
        results.set_total(seq);
    };
    // The workers first, then the reader: until the reader starts no input has been taken,
    // so a run that gets no thread can still be made whole on this one. A thread that
    // cannot be started must not end the process (a std::thread object destroyed while
    // joinable calls std::terminate): the run goes on with fewer.
    std::vector<std::thread> workers;
    std::string refused;   // why a thread could not be started
    try {
        workers.reserve(jobs);   // so that no push_back can fail holding a started thread
        for (unsigned i = 0; i < jobs; ++i) workers.push_back(start_thread(options, [&work, i] { work(i); }));
    } catch (const std::exception& e) {
        refused = e.what();
    }
    // Refused: the process is at its limit, most often of address space, which the stacks
    // just started have taken; a working thread needs tens of MB more (its allocator's
    // first segment), and a run at the limit ends in an allocation that aborts. So most
    // go back: half at most, and no more than the cores, which is all the CPU-bound work
    // can use.
    const auto give_back = [&] {
        const std::size_t cores = std::max(1U, std::thread::hardware_concurrency());
        const std::size_t kept = std::max<std::size_t>(1, std::min(workers.size() / 2, cores));
        queue.retire(kept);
        for (std::size_t i = kept; i < workers.size(); ++i) workers[i].join();
        workers.resize(kept);
    };
    if (!refused.empty() && !workers.empty()) give_back();
    std::thread reader;
    while (!workers.empty() && !reader.joinable()) {
        try {
            reader = start_thread(options, read_inputs);
        } catch (const std::exception& e) {
            refused = e.what();
            if (workers.size() > 1) {
                give_back();
                continue;
            }
            queue.cancel();   // the worker, waiting for inputs that will never come, stops
            workers.front().join();
            workers.clear();
        }
    }
    if (workers.empty()) {
        warn(options, fmt::format("the system refused a thread ({}): running on one thread", refused));
        return run_sequentially(produce, options, sink, on_written);
    }
    if (!refused.empty())
        warn(options, fmt::format("the system refused a thread ({}): running with {} of the {} worker threads asked for",
                                  refused, workers.size(), jobs));

    Tally total;
    std::uint64_t work_done = 0;
    std::exception_ptr writer_failure;
    try {
        while (std::optional<Done> done = results.take()) {
            work_done += done->work;
            write_done(*done, sink, total, on_written, work_done);
        }
    } catch (...) {
        writer_failure = std::current_exception();
        queue.cancel();
        results.cancel();
    }
    reader.join();
    for (std::thread& worker : workers) worker.join();
    if (writer_failure) std::rethrow_exception(writer_failure);
    if (worker_failure) std::rethrow_exception(worker_failure);
    if (reader_failure) std::rethrow_exception(reader_failure);
    return total;
}

}  // namespace kifu::batch
