#include "batch/compressed_file.hpp"

#include <unistd.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <limits>
#include <string_view>
#include <system_error>

#include <archive_entry.h>
#include <fmt/format.h>

#include "batch/archive_reader.hpp"

namespace kifu::batch {

namespace {

// The compressions libarchive reads on its own (archive_read_support_filter_all), by the
// suffix their tools give a single file.
constexpr std::array<std::string_view, 7> compression_suffixes{".gz", ".bz2", ".xz", ".zst", ".lz4", ".lzma", ".z"};

bool ends_with_folded(const std::string& name, std::string_view suffix) {
    if (name.size() < suffix.size()) return false;
    return std::equal(suffix.begin(), suffix.end(), name.end() - static_cast<std::ptrdiff_t>(suffix.size()),
                      [](char s, char c) { return s == std::tolower(static_cast<unsigned char>(c)); });
}

}  // namespace

bool is_compressed_record(const std::string& glob, const std::string& path) {
    for (const std::string_view suffix : compression_suffixes)
        if (ends_with_folded(path, suffix)) return name_matches(glob, path.substr(0, path.size() - suffix.size()));
    return false;
}

bool named_like_compressed_tar(const std::string& path) {
    constexpr std::array<std::string_view, 7> tar_suffixes{".tgz", ".taz", ".tbz", ".tbz2", ".txz", ".tlz", ".tzst"};
    for (const std::string_view suffix : tar_suffixes)
        if (ends_with_folded(path, suffix)) return true;
    for (const std::string_view suffix : compression_suffixes)
        if (ends_with_folded(path, suffix)) return ends_with_folded(path.substr(0, path.size() - suffix.size()), ".tar");
    return false;
}

namespace {

enum class RawRead { ok, corrupt, over_limit };

// The one entry of data opened with Formats::raw_only, at most `max_size` bytes, into
// `bytes` (cleared unless ok). One entry: the size limit is the only bound (an archive's
// expansion budget is never less than it, so it could not stop a single record sooner).
RawRead read_raw_entry(archive* a, bool opened, std::uint64_t max_size, std::string& bytes) {
    archive_entry* entry = nullptr;
    const int r = opened ? archive_read_next_header(a, &entry) : ARCHIVE_FATAL;
    if (r != ARCHIVE_OK && r != ARCHIVE_WARN) return RawRead::corrupt;
    std::uint64_t expanded = 0;
    switch (read_entry_data(a, bytes, 0, max_size, expanded, std::numeric_limits<std::uint64_t>::max())) {
        case ReadStatus::ok: return RawRead::ok;
        case ReadStatus::failed:
        case ReadStatus::fatal:
        case ReadStatus::over_budget: return RawRead::corrupt;  // (not with an unbounded budget)
        case ReadStatus::over_limit: return RawRead::over_limit;
    }
    return RawRead::corrupt;
}

}  // namespace

std::uint64_t read_compressed_record(const std::string& path, std::uint64_t max_size, RawInput& input) {
    if (::access(path.c_str(), R_OK) != 0) {  // as a plain file says it, not as libarchive's "Failed to open"
        input.error = fmt::format("cannot open: {}", std::strerror(errno));
        return 0;
    }
    std::error_code ec;
    if (std::filesystem::file_size(path, ec) == 0 && !ec) return 0;  // libarchive cannot open an empty file
    const OpenArchive opened = open_archive(path, Formats::raw_only);
    archive* a = opened.handle.get();
    switch (read_raw_entry(a, opened.opened, max_size, input.bytes)) {
        case RawRead::ok: break;
        case RawRead::corrupt:
            input.error = fmt::format("compressed data is truncated or corrupt: {}", archive_error(a));
            break;
        case RawRead::over_limit:
            input.error = fmt::format("file decompresses to more than the {} limit (--max-member-size)",
                                      human_size(max_size));
            break;
    }
    // input.bytes are the decompressed text: input_id hashes them for --db resume, as it
    // does an archive member's, so a record recompressed (another level, tool or gzip
    // timestamp) but with the same games is still found already stored.
    return opened.compressed_bytes();
}

void decompress_member(RawInput& input, std::uint64_t max_size) {
    const std::string compressed = std::move(input.bytes);
    input.bytes.clear();
    if (compressed.empty()) return;  // libarchive cannot open empty data: an empty record
    const ArchivePtr handle(archive_read_new());
    archive* a = handle.get();
    archive_read_support_filter_all(a);
    archive_read_support_format_raw(a);
    const bool opened = archive_read_open_memory(a, compressed.data(), compressed.size()) == ARCHIVE_OK;
    switch (read_raw_entry(a, opened, max_size, input.bytes)) {
        case RawRead::ok: return;
        case RawRead::corrupt:
            input.error = fmt::format("member {}: compressed data is truncated or corrupt: {}", input.member,
                                      archive_error(a));
            return;
        case RawRead::over_limit:
            input.error = fmt::format("member {} decompresses to more than the {} limit (--max-member-size)",
                                      input.member, human_size(max_size));
            return;
    }
}

}  // namespace kifu::batch
