#include "batch/gzip_source.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include <fmt/format.h>
#include <isa-l/igzip_lib.h>

namespace kifu::batch {

namespace {

const char* describe(int status) {
    switch (status) {
        case ISAL_INVALID_BLOCK: return "invalid deflate block";
        case ISAL_INVALID_SYMBOL: return "invalid deflate symbol";
        case ISAL_INVALID_LOOKBACK: return "invalid back-reference distance";
        case ISAL_INVALID_WRAPPER: return "invalid gzip header";
        case ISAL_UNSUPPORTED_METHOD: return "not deflate-compressed";
        case ISAL_INCORRECT_CHECKSUM: return "checksum mismatch";
        default: return "inflate error";
    }
}

bool starts_gzip_member(const std::uint8_t* bytes, std::size_t size) {
    return size >= 2 && bytes[0] == 0x1f && bytes[1] == 0x8b;
}

}  // namespace

bool GzipSource::is_gzip(const std::string& path) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return false;
    std::uint8_t magic[2] = {0, 0};
    const bool gzip = ::read(fd, magic, 2) == 2 && starts_gzip_member(magic, 2);
    ::close(fd);
    return gzip;
}

GzipSource::GzipSource(std::string path) : path_(std::move(path)) {}

GzipSource::~GzipSource() {
    if (fd_ >= 0) ::close(fd_);
}

int GzipSource::open(archive* a, std::size_t block_size) {
    if (!open_file(block_size)) {
        archive_set_error(a, error_number_, "%s", error_.c_str());
        return ARCHIVE_FATAL;
    }
    return archive_read_open(a, this, nullptr, &GzipSource::read_callback, nullptr);
}

bool GzipSource::open_file(std::size_t block_size) {
    fd_ = ::open(path_.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd_ < 0) {
        error_number_ = errno;
        error_ = fmt::format("cannot open {}: {}", path_, std::strerror(errno));
        return false;
    }
    // Left uninitialized: zeroing two blocks and the inflate state (isal_inflate_init sets
    // what it reads) cost over a millisecond per file, which dominated small .sgf.gz records.
    block_size_ = block_size;
    in_ = std::make_unique_for_overwrite<std::uint8_t[]>(block_size);
    out_ = std::make_unique_for_overwrite<std::uint8_t[]>(block_size);
    state_ = std::make_unique_for_overwrite<inflate_state>();
    isal_inflate_init(state_.get());
    state_->crc_flag = ISAL_GZIP;  // parse the header, verify the CRC and length trailer
    return true;
}

std::optional<std::string> GzipSource::corruption(const std::string& path, std::size_t block_size) {
    GzipSource source(path);
    if (!source.open_file(block_size)) return std::nullopt;  // the reading proper says why
    const void* inflated = nullptr;
    la_ssize_t n = 0;
    while ((n = source.inflate_next(&inflated)) > 0) {
    }
    if (n == 0 || source.corrupt_ == 0) return std::nullopt;
    return source.error_;
}

la_ssize_t GzipSource::read_callback(archive* a, void* self, const void** buffer) {
    return static_cast<GzipSource*>(self)->read(a, buffer);
}

la_ssize_t GzipSource::read(archive* a, const void** buffer) {
    const la_ssize_t n = inflate_next(buffer);
    if (n < 0) {
        archive_set_error(a, error_number_, "%s", error_.c_str());
        return ARCHIVE_FATAL;
    }
    return n;
}

la_ssize_t GzipSource::inflate_next(const void** buffer) {
    *buffer = out_.get();
    bool stalled = false;  // the last inflate call neither read nor wrote: it needs more input
    while (true) {
        // Errors are reported once the bytes inflated before them have gone out.
        if (corrupt_ != 0) return fail(EINVAL, fmt::format("gzip data is corrupt ({})", describe(corrupt_)));
        if (read_error_ != 0)
            return fail(read_error_, fmt::format("cannot read {}: {}", path_, std::strerror(read_error_)));
        if (finished_) return 0;
        if (in_begin_ == in_end_ || stalled) {
            const std::size_t unread = in_end_ - in_begin_;
            if (!end_of_file_) refill();
            if (read_error_ != 0) continue;
            if (in_end_ - in_begin_ == unread)  // no more input, and the member has not ended
                return fail(EINVAL, "truncated gzip input");
        }
        const auto available = static_cast<std::uint32_t>(in_end_ - in_begin_);
        state_->next_in = in_.get() + in_begin_;
        state_->avail_in = available;
        state_->next_out = out_.get();
        state_->avail_out = static_cast<std::uint32_t>(block_size_);
        const int status = isal_inflate(state_.get());
        in_begin_ = in_end_ - state_->avail_in;
        const std::size_t produced = block_size_ - state_->avail_out;
        inflated_bytes_ += produced;
        if (status < 0) {
            corrupt_ = status;  // a bad checksum is found only after the member's last bytes
        } else if (state_->block_state == ISAL_BLOCK_FINISH && !next_member()) {
            finished_ = true;
        }
        if (produced > 0) return static_cast<la_ssize_t>(produced);
        stalled = state_->avail_in == available;
    }
}

la_ssize_t GzipSource::fail(int error_number, std::string message) {
    error_number_ = error_number;
    error_ = std::move(message);
    return -1;
}

bool GzipSource::refill() {
    if (in_begin_ > 0) {
        std::memmove(in_.get(), in_.get() + in_begin_, in_end_ - in_begin_);
        in_end_ -= in_begin_;
        in_begin_ = 0;
    }
    while (in_end_ < block_size_) {
        const ssize_t n = ::read(fd_, in_.get() + in_end_, block_size_ - in_end_);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) read_error_ = errno;
        if (n <= 0) {
            end_of_file_ = true;
            return false;
        }
        in_end_ += static_cast<std::size_t>(n);
        compressed_bytes_ += static_cast<std::uint64_t>(n);
        return true;
    }
    return true;  // the buffer is full of unread input
}

bool GzipSource::next_member() {
    while (in_end_ - in_begin_ < 2 && !end_of_file_) refill();
    if (!starts_gzip_member(in_.get() + in_begin_, in_end_ - in_begin_)) return false;
    isal_inflate_reset(state_.get());
    state_->crc_flag = ISAL_GZIP;
    return true;
}

}  // namespace kifu::batch
