#include "batch/archive_reader.hpp"

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <limits>

#include <archive_entry.h>

#include <fmt/format.h>

namespace kifu::batch {

std::string human_size(std::uint64_t bytes) {
    if (bytes >= (std::uint64_t{1} << 30) && bytes % (std::uint64_t{1} << 30) == 0)
        return fmt::format("{} GiB", bytes >> 30);
    if (bytes >= (std::uint64_t{1} << 20) && bytes % (std::uint64_t{1} << 20) == 0)
        return fmt::format("{} MiB", bytes >> 20);
    return fmt::format("{} bytes", bytes);
}

namespace {

// Archive formats people keep game records in. Not mtree (it takes plain text, SGF
// included, for a file list), not "empty" (an empty file is an empty SGF input), not raw.
void support_formats(archive* a, Formats formats) {
    if (formats == Formats::raw_only) {  // any bytes, through whatever compression they are in
        archive_read_support_format_raw(a);
        return;
    }
    archive_read_support_format_tar(a);
    if (formats == Formats::tar_only) return;
    archive_read_support_format_zip(a);
    archive_read_support_format_7zip(a);
    archive_read_support_format_rar(a);
    archive_read_support_format_rar5(a);
    archive_read_support_format_cpio(a);
    archive_read_support_format_iso9660(a);
}

}  // namespace

std::uint64_t OpenArchive::compressed_bytes() const {
    if (gzip) {
        const std::uint64_t inflated = gzip->inflated_bytes();
        const la_int64_t consumed = archive_filter_bytes(handle.get(), 0);  // by the format, of the inflated bytes
        if (inflated == 0 || consumed <= 0) return 0;
        const double share = std::min(1.0, double(consumed) / double(inflated));
        return static_cast<std::uint64_t>(share * double(gzip->compressed_consumed()));
    }
    return static_cast<std::uint64_t>(std::max<la_int64_t>(0, archive_filter_bytes(handle.get(), -1)));
}

OpenArchive open_archive(const std::string& path, Formats formats, bool detect_only) {
    OpenArchive a;
    a.handle = ArchivePtr(archive_read_new());
    archive_read_support_filter_all(a.handle.get());
    support_formats(a.handle.get(), formats);
    if (!detect_only && GzipSource::is_gzip(path)) {
        a.gzip = std::make_unique<GzipSource>(path);
        a.opened = a.gzip->open(a.handle.get(), archive_block_size) == ARCHIVE_OK;
    } else {
        a.opened = archive_read_open_filename(a.handle.get(), path.c_str(), archive_block_size) == ARCHIVE_OK;
    }
    return a;
}

OpenArchive open_archive_memory(std::string_view data, Formats formats) {
    OpenArchive a;
    a.handle = ArchivePtr(archive_read_new());
    archive_read_support_filter_all(a.handle.get());
    support_formats(a.handle.get(), formats);
    a.opened = archive_read_open_memory(a.handle.get(), data.data(), data.size()) == ARCHIVE_OK;
    return a;
}

namespace {

bool first_header_reads(const OpenArchive& a) {
    archive_entry* entry = nullptr;
    const int r = a.opened ? archive_read_next_header(a.handle.get(), &entry) : ARCHIVE_FATAL;
    return r == ARCHIVE_OK || r == ARCHIVE_WARN;
}

}  // namespace

ArchiveContent recognise_archive(const std::string& path) {
    std::error_code ec;
    if (std::filesystem::file_size(path, ec) == 0 || ec) return ArchiveContent::neither;  // libarchive cannot open an empty file
    const OpenArchive raw = open_archive(path, Formats::raw_only, true);  // accepts any bytes it can decode
    // A file we can read that libarchive cannot even open raw is compressed and broken
    // (libarchive's gzip reader fails on a stream cut short within its first 64 KiB).
    if (!raw.opened) return ::access(path.c_str(), R_OK) == 0 ? ArchiveContent::archive : ArchiveContent::neither;
    const bool compressed = archive_filter_count(raw.handle.get()) > 1;
    if (first_header_reads(open_archive(path, Formats::all, true))) return ArchiveContent::archive;
    // A truncated tar.gz may fail format detection yet hold members (see open_members in inputs.cpp).
    if (compressed && first_header_reads(open_archive(path, Formats::tar_only, true))) return ArchiveContent::archive;
    return compressed ? ArchiveContent::compressed_other : ArchiveContent::neither;
}

std::string archive_error(archive* a) {
    const char* message = archive_error_string(a);
    return message != nullptr ? message : "unknown libarchive error";
}

ReadStatus read_entry_data(archive* a, std::string& bytes, std::uint64_t declared, std::uint64_t limit,
                           std::uint64_t& expanded, std::uint64_t budget) {
    // limit + 1 bytes are enough to see that the data is over the limit.
    const std::size_t most = limit < std::numeric_limits<std::size_t>::max() ? static_cast<std::size_t>(limit) + 1
                                                                              : std::numeric_limits<std::size_t>::max();
    bytes.resize(static_cast<std::size_t>(declared) + 1);  // +1: the read that finds the end needs room
    std::size_t used = 0;
    ReadStatus status = ReadStatus::ok;
    while (true) {
        if (bytes.size() == used) bytes.resize(std::min(std::max<std::size_t>(bytes.size() * 2, used + 65536), most));
        const la_ssize_t n = archive_read_data(a, bytes.data() + used, bytes.size() - used);
        if (n == 0) break;
        if (n < 0) {
            status = n == ARCHIVE_FATAL ? ReadStatus::fatal : ReadStatus::failed;
            break;
        }
        used += static_cast<std::size_t>(n);
        expanded += static_cast<std::uint64_t>(n);
        if (used > limit) {
            status = ReadStatus::over_limit;
            break;
        }
        if (expanded > budget) {
            status = ReadStatus::over_budget;
            break;
        }
    }
    if (status != ReadStatus::ok) {
        bytes.clear();
        bytes.shrink_to_fit();
        return status;
    }
    bytes.resize(used);
    if (bytes.capacity() > 2 * used + 65536) bytes.shrink_to_fit();  // size was not declared
    return ReadStatus::ok;
}

}  // namespace kifu::batch
