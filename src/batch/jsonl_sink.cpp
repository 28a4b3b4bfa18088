#include "batch/jsonl_sink.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <string>

#include <fmt/format.h>

#include "batch/output_file.hpp"

namespace kifu::batch {

std::optional<std::uint64_t> regular_file_length(int fd) {
    struct stat info {};
    if (fd < 0 || ::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) return std::nullopt;
    return static_cast<std::uint64_t>(info.st_size);
}

void JsonlSink::check() {
    if (out_) return;
    failed_ = true;
    // The stream failed in a write(2) just now (stdio keeps errno): say which way.
    const int error = errno;
    if (error == EPIPE) throw OutputClosed("standard output was closed");
    throw OutputError(fmt::format("cannot write the JSON Lines output: {}", std::strerror(error)));
}

void JsonlSink::write(const InputResult& result) {
    if (failed_ || result.lines.empty()) return;
    if (fd_ < 0) {
        for (const std::string& line : result.lines) {
            out_.write(line.data(), static_cast<std::streamsize>(line.size()));
            out_.put('\n');
        }
        if (whole_inputs_) out_.flush();
        check();
        if (result.error.empty()) games_written_ += result.lines.size();
        return;
    }
    const std::optional<std::uint64_t> start = regular_ ? regular_file_length(fd_) : std::nullopt;
    std::size_t lines = write_whole(result);
    if (!out_ && start) {
        const int error = errno;
        // Part of this input's lines may be on disk: take them back, so the file ends on the
        // last whole input and a rerun (which redoes this one) appends after it.
        if (::ftruncate(fd_, static_cast<off_t>(*start)) == 0) lines = 0;   // else: nothing better to do
        errno = error;
    }
    if (result.error.empty()) games_written_ += lines;
    check();
}

std::size_t JsonlSink::write_whole(const InputResult& result) {
    out_.flush();   // what went through the stream before goes first
    if (!out_) return 0;
    std::string text;
    for (const std::string& line : result.lines) {
        text += line;
        text += '\n';
    }
    for (std::size_t done = 0; done < text.size();) {
        const ssize_t n = ::write(fd_, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            const int error = errno;
            out_.setstate(std::ios::badbit);   // check() reports it, with errno
            errno = error;
            const auto taken = text.begin() + static_cast<std::ptrdiff_t>(done);
            return static_cast<std::size_t>(std::count(text.begin(), taken, '\n'));   // the lines taken whole
        }
        done += static_cast<std::size_t>(n);
    }
    return result.lines.size();
}

void JsonlSink::finish() {
    if (failed_) return;
    out_.flush();
    check();
}

void JsonlSink::finish_interrupted() noexcept {
    if (failed_) return;
    try {
        out_.flush();
    } catch (...) {  // NOLINT(bugprone-empty-catch): a stream set to throw; nothing more to save
    }
}

}  // namespace kifu::batch
