#pragma once
// Bytes written once and read back now and then (the moves of each group's records, the
// names of the records), held in memory up to a budget and in an unnamed temporary file
// past it ($TMPDIR, else /tmp; unlinked as soon as it is made), so that a million distinct games cost disk, not memory. Reads of spilled bytes
// are pread()s: the finder reads back only the records of a bucket that has a match.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace kifu::duplicates {

class SpillBuffer {
public:
    // Up to `memory_budget` bytes stay in memory.
    explicit SpillBuffer(std::size_t memory_budget);
    ~SpillBuffer();
    SpillBuffer(const SpillBuffer&) = delete;
    SpillBuffer& operator=(const SpillBuffer&) = delete;

    struct Handle {
        std::uint64_t offset = 0;
        std::uint32_t size = 0;
    };

    // Throws std::runtime_error when the temporary file cannot be made or written.
    Handle append(std::string_view bytes);
    // Replaces `out` with the bytes of `h`.
    void read(Handle h, std::string& out) const;

    [[nodiscard]] std::size_t bytes_in_memory() const { return memory_.size(); }
    [[nodiscard]] std::uint64_t bytes_on_disk() const { return disk_size_; }

private:
    void open_file();

    std::size_t budget_;
    std::string memory_;               // offsets [0, memory_.size())
    int file_ = -1;                    // offsets from memory_.size() on, once the budget is spent
    std::uint64_t disk_size_ = 0;
};

}  // namespace kifu::duplicates
