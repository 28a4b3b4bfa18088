#pragma once
// JSON Lines output of `kifu batch`: one object per game (and per error row), exactly as
// `kifu score --format json` (or `kifu check --format json`) writes it, plus `archive`
// and `member`. Stores nothing, so it never reports an input as already done.
#include <ostream>
#include <stdexcept>

#include "batch/result_sink.hpp"

namespace kifu::batch {

// The reader of the output went away (`kifu batch ... | head`, EPIPE): the end of the
// run rather than an error in it.
class OutputClosed : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class JsonlSink : public ResultSink {
public:
    explicit JsonlSink(std::ostream& out) : out_(out) {}
    // Throws OutputClosed when the reader has gone, std::runtime_error on any other
    // failure to write (a full disk): output lost silently would look like a short run.
    void write(const InputResult& result) override;
    void finish() override;
    void finish_interrupted() noexcept override;

private:
    void check() const;

    std::ostream& out_;
};

}  // namespace kifu::batch
