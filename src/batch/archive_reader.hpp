#pragma once
// libarchive plumbing shared by the readers of archives (inputs.cpp) and of single
// compressed records (compressed_file.cpp): opening a file with the right formats and
// gzip reader, and reading one entry's data under a size limit.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include <archive.h>

#include "batch/gzip_source.hpp"

namespace kifu::batch {

// libarchive's read buffer: large blocks keep the per-call overhead of the decompressors
// small; one block per open archive, so memory stays flat.
inline constexpr std::size_t archive_block_size = std::size_t{1} << 20;

// "256 MiB", "4096 bytes": limits as the user wrote them.
std::string human_size(std::uint64_t bytes);

struct ArchiveDeleter {
    void operator()(archive* a) const { archive_read_free(a); }
};
using ArchivePtr = std::unique_ptr<archive, ArchiveDeleter>;

// all: the archive formats game records are kept in; tar_only: for a truncated tar.gz;
// raw_only: any bytes, one entry, through whatever compression they are in.
enum class Formats { all, tar_only, raw_only };

struct OpenArchive {
    std::unique_ptr<GzipSource> gzip;  // a gzip file's reader; declared first, so freed after handle
    ArchivePtr handle;
    bool opened = false;   // else archive_error(handle) says why

    // For the progress bar: how far into the file the members read so far reach. For
    // gzip, the compressed bytes inflated so far scaled by the share of the inflated bytes
    // the archive format has consumed (the inflated block is a megabyte, a seventh of a
    // 7 MB tar.gz); otherwise the bytes read from the file.
    [[nodiscard]] std::uint64_t compressed_bytes() const;
};

// Gzip files are read through GzipSource (see gzip_source.hpp for why); `detect_only`
// (a look at the first header) keeps libarchive's own filters, which report the
// compression they found.
OpenArchive open_archive(const std::string& path, Formats formats, bool detect_only = false);

// The same for data already in memory (an archive member holding a compressed record),
// which must outlive the returned handle. libarchive's own filters.
OpenArchive open_archive_memory(std::string_view data, Formats formats);

// What a file holds, recognised by libarchive from its content, never its name: an
// archive (one whose first member header reads, or compressed data too broken to say what
// it holds: reading it gives an error row), compressed data that decodes but holds no
// archive, or neither. The reader (inputs.cpp) and the output guard share this reading.
enum class ArchiveContent { archive, compressed_other, neither };
ArchiveContent recognise_archive(const std::string& path);

// libarchive's message for the last error on `a`.
std::string archive_error(archive* a);

enum class ReadStatus {
    ok,
    failed,       // this entry cannot be read; the next may be
    fatal,        // nothing more can be read from the archive
    over_limit,   // the entry is larger than `limit`
    over_budget,  // the archive has expanded past `budget`
};

// Reads the current entry's data into `bytes` (cleared unless ok). `declared` is its size
// when known (else 0), at most `limit`. Stops as soon as the data passes `limit` or
// `expanded` (the archive's decompressed bytes so far, updated) passes `budget`, and never
// holds more than limit + 1 bytes: a bomb is not inflated to memory.
ReadStatus read_entry_data(archive* a, std::string& bytes, std::uint64_t declared, std::uint64_t limit,
                           std::uint64_t& expanded, std::uint64_t budget);

}  // namespace kifu::batch
