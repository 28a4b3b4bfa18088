#pragma once
// A gzip-compressed file as libarchive's input, inflated with Intel's ISA-L instead of
// libarchive's own gzip filter (zlib). ISA-L inflates the corpus archive in a quarter of
// zlib's time; decompression was a sixth of a check-only `kifu batch` run on a .tar.gz.
// libarchive then reads the tar (or any other format) inside as if uncompressed.
//
// Like libarchive's filter, it reads concatenated gzip members as one stream and ignores
// what follows the last member when that is not another gzip header. Corrupt data and a
// stream cut short are libarchive errors (archive_error_string) at the point reached.
// A member's CRC-32 is checked only after its last byte, which a format that stops at its
// own end marker (tar) never asks for: see corruption().
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include <archive.h>

struct inflate_state;

namespace kifu::batch {

class GzipSource {
public:
    // Whether the file starts with the gzip magic bytes (1f 8b).
    static bool is_gzip(const std::string& path);

    explicit GzipSource(std::string path);
    ~GzipSource();
    GzipSource(const GzipSource&) = delete;
    GzipSource& operator=(const GzipSource&) = delete;

    // Inflates the whole file, output discarded: why its gzip data is corrupt ("gzip data
    // is corrupt (checksum mismatch)": a bad deflate stream, a member whose CRC-32 or
    // length does not match), or nothing when it is sound, cut short (a truncated archive
    // reports the members before the cut) or cannot be read (the reading proper says so).
    static std::optional<std::string> corruption(const std::string& path, std::size_t block_size);

    // archive_read_open on `a` with this source; returns its status (ARCHIVE_OK, ...).
    // The source must outlive `a`'s reading (archive_read_free).
    int open(archive* a, std::size_t block_size);

    // Compressed bytes read from the file so far.
    [[nodiscard]] std::uint64_t compressed_bytes() const { return compressed_bytes_; }
    // For the progress bar: the compressed bytes inflate has consumed, and the bytes it
    // has produced from them.
    [[nodiscard]] std::uint64_t compressed_consumed() const { return compressed_bytes_ - (in_end_ - in_begin_); }
    [[nodiscard]] std::uint64_t inflated_bytes() const { return inflated_bytes_; }

private:
    static la_ssize_t read_callback(archive* a, void* self, const void** buffer);
    la_ssize_t read(archive* a, const void** buffer);
    // Opens the file and sets up inflate; false (error_ set) when it cannot be opened.
    bool open_file(std::size_t block_size);
    // The next inflated bytes (their count, in out_), 0 at the end of the last member, or
    // -1 with error_number_ and error_ set.
    la_ssize_t inflate_next(const void** buffer);
    la_ssize_t fail(int error_number, std::string message);
    // Moves the unread input to the front of the buffer and reads more behind it; false at
    // the end of the file or on a read error (then read_error_ is set).
    bool refill();
    // At the end of a member: true when another gzip member follows (inflate reset for it).
    bool next_member();

    std::string path_;
    int fd_ = -1;
    std::unique_ptr<inflate_state> state_;
    std::size_t block_size_ = 0;                  // of each buffer
    std::unique_ptr<std::uint8_t[]> in_, out_;
    std::size_t in_begin_ = 0, in_end_ = 0;  // the unread input: in_[in_begin_, in_end_)
    bool end_of_file_ = false;
    bool finished_ = false;                  // the last member has ended
    int read_error_ = 0;                     // errno of a failed read, or 0
    int corrupt_ = 0;                        // ISA-L's error status once inflate failed, or 0
    int error_number_ = 0;                   // of the error inflate_next returned -1 for
    std::string error_;
    std::uint64_t compressed_bytes_ = 0;
    std::uint64_t inflated_bytes_ = 0;
};

}  // namespace kifu::batch
