#include "batch/jsonl_sink.hpp"

#include <cerrno>
#include <cstring>

#include <fmt/format.h>

namespace kifu::batch {

void JsonlSink::check() const {
    if (out_) return;
    // The stream failed in a write(2) just now (stdio keeps errno): say which way.
    if (errno == EPIPE) throw OutputClosed("standard output was closed");
    throw std::runtime_error(fmt::format("cannot write the JSON Lines output: {}", std::strerror(errno)));
}

void JsonlSink::write(const InputResult& result) {
    for (const std::string& line : result.lines) {
        out_.write(line.data(), static_cast<std::streamsize>(line.size()));
        out_.put('\n');
    }
    check();
}

void JsonlSink::finish() {
    out_.flush();
    check();
}

void JsonlSink::finish_interrupted() noexcept {
    try {
        out_.flush();
    } catch (...) {  // NOLINT(bugprone-empty-catch): a stream set to throw; nothing more to save
    }
}

}  // namespace kifu::batch
