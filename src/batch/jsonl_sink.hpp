#pragma once
// JSON Lines output of `kifu batch`: one object per game (and per error row), exactly as
// `kifu score --format json` (or `kifu check --format json`) writes it, plus `archive`
// and `member`. Stores nothing, so it never reports an input as already done.
#include <cstdint>
#include <optional>
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
    // `whole_inputs`: each input's lines are flushed before write() returns, so that an
    // output written after this one (the --db store) holds only inputs whose lines the
    // stream has received whole. `file`: the stream's descriptor when it is a regular file,
    // else -1; a write that fails part-way (a full disk) is then cut back to where the
    // input began, so the file never ends in half a line.
    // A file opened for appending (`>> all.jsonl`) gets each input's lines in one write(2),
    // which the kernel appends whole: two runs appending at once never interleave inside a
    // line (the stream's 4 KB pieces tore them).
    explicit JsonlSink(std::ostream& out, bool whole_inputs = false, int file = -1)
        : out_(out), whole_inputs_(whole_inputs), file_(file), appending_(appending(file)) {}
    // Throws OutputClosed when the reader has gone, OutputError on any other failure to
    // write (a full disk): output lost silently would look like a short run.
    void write(const InputResult& result) override;
    void finish() override;
    void finish_interrupted() noexcept override;

private:
    static bool appending(int file);
    void append_whole(const InputResult& result);
    void check();

    std::ostream& out_;
    bool whole_inputs_;
    int file_;
    bool appending_;
    bool failed_ = false;  // nothing more is written once a write has failed
};

// The length of the regular file open on `fd`, or nothing (a pipe, a terminal).
std::optional<std::uint64_t> regular_file_length(int fd);

}  // namespace kifu::batch
