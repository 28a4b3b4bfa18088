#include "python/batch_iterator.hpp"

#include <chrono>

#include "python/table_chunk.hpp"
#include "python/to_python.hpp"

namespace kifu::python {
namespace {

namespace py = pybind11;

// How long the iterating thread waits without looking for signals: Ctrl-C is seen within this.
constexpr std::chrono::milliseconds wait_slice{50};

}  // namespace

BatchIterator::BatchIterator(std::unique_ptr<BatchRun> run, Yields yields)
    : run_(std::move(run)), yields_(yields) {}

py::object BatchIterator::next() {
    if (yields_ == Yields::columns) {
        if (!fill()) throw py::stop_iteration();
        py::object chunk = column_chunk(pending_);
        pending_.clear();
        return chunk;
    }
    while (true) {
        if (!pending_.empty()) {
            const std::vector<nlohmann::ordered_json>& objects = pending_.front().objects;
            if (next_object_ < objects.size()) return to_python(objects[next_object_++]);
            pending_.pop_front();
            next_object_ = 0;
            continue;
        }
        if (!fill()) throw py::stop_iteration();
    }
}

bool BatchIterator::fill() {
    while (run_) {
        std::deque<batch::InputResult> taken;  // filled without the GIL, so not pending_ itself
        BatchRun::Taken what = BatchRun::Taken::end;
        try {
            const py::gil_scoped_release release;
            what = run_->take(taken, wait_slice);
        } catch (...) {  // the run failed: it has ended
            run_.reset();
            throw;
        }
        if (what == BatchRun::Taken::results) {
            std::move(taken.begin(), taken.end(), std::back_inserter(pending_));
            return true;
        }
        if (what == BatchRun::Taken::end) {
            run_.reset();
            return false;
        }
        if (PyErr_CheckSignals() != 0) {  // a signal handler raised (KeyboardInterrupt)
            const py::error_already_set raised;
            close();
            throw raised;
        }
    }
    return false;
}

void BatchIterator::close() {
    if (!run_) return;
    const std::unique_ptr<BatchRun> run = std::move(run_);
    const py::gil_scoped_release release;
    run->stop();
}

}  // namespace kifu::python
