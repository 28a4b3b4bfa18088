#pragma once
// The `kifu batch` pipeline: one reader thread enumerates the inputs (disks and
// decompressors are sequential) into a bounded queue; N worker threads hash, parse,
// replay, judge and score them; the calling thread writes the results to the sink, in
// input order through a bounded reorder window (or as they finish). Every stage is
// bounded, so memory stays flat whatever the number of inputs. With one job there are no
// threads: the calling thread reads, analyses and writes one input at a time. When the
// system refuses threads, the run goes on with those it could start (PipelineOptions::warn).
#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <thread>

#include "batch/input_results.hpp"
#include "batch/inputs.hpp"
#include "batch/result_sink.hpp"
#include "analysis/tally.hpp"

namespace kifu::batch {

struct PipelineOptions {
    unsigned jobs = 1;                  // worker threads (>= 1); 1: no threads at all
    bool ordered = true;                // write in input order (else as finished)
    GameSettings game;
    // Inputs travel in chunks of up to 32 inputs or 1 MiB.
    std::size_t queue_chunks = 0;       // chunks waiting for a worker; 0: 4 per worker
    std::uint64_t queue_bytes = std::uint64_t{16} << 20;  // their bytes (one chunk always fits)
    // Chunks of results waiting to be written; 0: 16 per worker. In input order, one slow
    // chunk (a record with thousands of variations) holds back the writer, and a worker
    // that has run a window ahead must wait: at 4 per worker, -j2 over ten copies of the
    // corpus's non-19x19 files was 14% slower than --unordered; at 16 as fast.
    std::size_t window = 0;
    // When set (by a signal handler, say), the run stops taking work: the reader stops,
    // each worker finishes the game it is analysing and drops the rest of that input
    // (GameSettings::stop) and the inputs not started, and every input finished is
    // written. A resumed --db run redoes what was dropped.
    const std::atomic<bool>* stop = nullptr;
    // The reader's position (ReadProgress::position), sampled as inputs are handed on so
    // that each written result reports how much of the input it accounts for.
    const ReadProgress* read = nullptr;
    // Starts each of the pipeline's threads; empty: std::thread. Tests give one that throws
    // std::system_error, as std::thread does when the process may start no more threads (a
    // process limit, no address space left for another stack).
    std::function<std::thread(std::function<void()>)> start_thread;
    // Told, once, when fewer threads than `jobs` could be started: the run goes on with the
    // workers that did start, or with none on the calling thread as with one job.
    std::function<void(const std::string& what)> warn;
};

// Runs the enumeration on the reader thread, handing each input to `push`; push blocks
// while the queue is full and returns false when the run is being abandoned.
using Producer = std::function<void(const InputHandler& push)>;
// Called on the writing thread after each input is written or skipped, with the totals so
// far and the reader position (PipelineOptions::read) that the inputs written account for.
using OnWritten = std::function<void(const Tally& so_far, std::uint64_t position_done)>;

// Runs the whole pipeline and returns what was found. Exceptions from the producer or the
// sink stop the run and are rethrown here once every thread has stopped.
Tally run_pipeline(const Producer& produce, const PipelineOptions& options, ResultSink& sink,
                   const OnWritten& on_written = {});

}  // namespace kifu::batch
