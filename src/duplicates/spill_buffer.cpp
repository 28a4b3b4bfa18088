#include "duplicates/spill_buffer.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <stdexcept>

namespace kifu::duplicates {

SpillBuffer::SpillBuffer(std::size_t memory_budget) : budget_(memory_budget) {}

SpillBuffer::~SpillBuffer() {
    if (file_ >= 0) ::close(file_);
}

void SpillBuffer::open_file() {
    const char* dir = std::getenv("TMPDIR");
    std::string path = std::string(dir != nullptr && *dir != '\0' ? dir : "/tmp") + "/kifu-spill-XXXXXX";
    file_ = ::mkstemp(path.data());
    if (file_ < 0) throw std::runtime_error("cannot make a temporary file in " + path + ": " + std::strerror(errno));
    ::unlink(path.c_str());  // gone with the process, however it ends
}

SpillBuffer::Handle SpillBuffer::append(std::string_view bytes) {
    if (file_ < 0 && memory_.size() + bytes.size() <= budget_) {
        const Handle h{memory_.size(), static_cast<std::uint32_t>(bytes.size())};
        memory_.append(bytes);
        return h;
    }
    if (file_ < 0) open_file();
    const Handle h{memory_.size() + disk_size_, static_cast<std::uint32_t>(bytes.size())};
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::pwrite(file_, bytes.data() + done, bytes.size() - done,
                                   static_cast<off_t>(disk_size_ + done));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) throw std::runtime_error(std::string("cannot write a temporary file: ") + std::strerror(errno));
        done += static_cast<std::size_t>(n);
    }
    disk_size_ += bytes.size();
    return h;
}

void SpillBuffer::read(Handle h, std::string& out) const {
    out.resize(h.size);
    if (h.offset < memory_.size()) {
        std::memcpy(out.data(), memory_.data() + h.offset, h.size);
        return;
    }
    std::size_t done = 0;
    while (done < h.size) {
        const ssize_t n = ::pread(file_, out.data() + done, h.size - done,
                                  static_cast<off_t>(h.offset - memory_.size() + done));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) throw std::runtime_error(std::string("cannot read a temporary file: ") + std::strerror(errno));
        done += static_cast<std::size_t>(n);
    }
}

}  // namespace kifu::duplicates
