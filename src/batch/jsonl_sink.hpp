#pragma once
// JSON Lines output of `kifu batch`: one object per game (and per error row), exactly as
// `kifu score --format json` (or `kifu check --format json`) writes it, plus `archive`
// and `member`. Stores nothing, so it never reports an input as already done.
#include <ostream>

#include "batch/result_sink.hpp"

namespace kifu::batch {

class JsonlSink : public ResultSink {
public:
    explicit JsonlSink(std::ostream& out) : out_(out) {}
    void write(const InputResult& result) override;
    void finish() override;

private:
    std::ostream& out_;
};

}  // namespace kifu::batch
