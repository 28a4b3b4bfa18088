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

// The length of the regular file open on `fd`, or nothing (a pipe, a terminal).
std::optional<std::uint64_t> regular_file_length(int fd);

class JsonlSink : public ResultSink {
public:
    // `fd`: the stream's descriptor (standard output), or -1 for a stream without one. With
    // a descriptor each input's lines go out in one write(2), after whatever the stream
    // holds, and write() returns once the kernel has them. So:
    //   - an output written after this one (the --db store) holds only inputs whose lines
    //     were written whole;
    //   - a run that ends early (a closed pipe, a full disk) knows which inputs were
    //     written: those whose write() returned (the stream's buffer hid them: a closed
    //     pipe said "0 games written" of lines its reader had read, /dev/full "1 games");
    //   - a file opened for appending (`>> all.jsonl`) gets each input whole, which the
    //     kernel appends at once: two runs appending never interleave inside a line;
    //   - a regular file that fails part-way (a full disk) is cut back to where the input
    //     began, so it never ends in half a line.
    // Without a descriptor, `whole_inputs` flushes the stream after each input.
    explicit JsonlSink(std::ostream& out, bool whole_inputs = false, int fd = -1)
        : out_(out), whole_inputs_(whole_inputs), fd_(fd), regular_(regular_file_length(fd).has_value()) {}
    // Throws OutputClosed when the reader has gone, OutputError on any other failure to
    // write (a full disk): output lost silently would look like a short run.
    void write(const InputResult& result) override;
    void finish() override;
    void finish_interrupted() noexcept override;
    // The games whose lines were written whole (error rows are not games): with a
    // descriptor, those the kernel took, part of an input included (a pipe's reader may
    // have read them); a regular file cut back keeps none of the input it cut.
    [[nodiscard]] std::uint64_t games_written() const { return games_written_; }

private:
    // One write(2) loop; returns the lines the kernel took whole.
    std::size_t write_whole(const InputResult& result);
    void check();

    std::ostream& out_;
    bool whole_inputs_;
    int fd_;
    bool regular_;
    bool failed_ = false;  // nothing more is written once a write has failed
    std::uint64_t games_written_ = 0;
};


}  // namespace kifu::batch
