#pragma once
// kifu._core.Batch, the iterator under kifu.batch and kifu.frame. Each step hands out what
// the run (batch_run.hpp) has finished; when nothing is ready it waits without the GIL, in
// slices, and between slices checks for signals: Ctrl-C stops the run (its threads
// joined) before KeyboardInterrupt is raised. Closing it, or dropping it, stops the run too.
#include <deque>
#include <memory>

#include <pybind11/pybind11.h>

#include "python/batch_run.hpp"

namespace kifu::python {

class BatchIterator {
public:
    enum class Yields {
        games,    // one dict per game: `kifu batch`'s JSON object (to_python.hpp)
        columns,  // the finished results' rows as columns (table_chunk.hpp), for kifu.frame
    };
    BatchIterator(std::unique_ptr<BatchRun> run, Yields yields);

    // Throws pybind11::stop_iteration at the end.
    pybind11::object next();
    // Stops the run, letting other Python threads go on while its threads finish.
    void close();

private:
    // Waits until results are pending; false at the end of the run.
    bool fill();

    std::unique_ptr<BatchRun> run_;
    std::deque<batch::InputResult> pending_;
    std::size_t next_object_ = 0;   // of pending_.front()
    Yields yields_;
};

}  // namespace kifu::python
