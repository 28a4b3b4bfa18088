#include "batch/compressed_file.hpp"

#include <unistd.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <limits>
#include <optional>
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

// The name without its compression suffix, if it has one: "a.sgf" for "a.sgf.gz".
std::optional<std::string> without_compression_suffix(const std::string& path) {
    for (const std::string_view suffix : compression_suffixes)
        if (ends_with_folded(path, suffix)) return path.substr(0, path.size() - suffix.size());
    return std::nullopt;
}

}  // namespace

bool is_compressed_record(const std::string& glob, const std::string& path) {
    const std::optional<std::string> inner = without_compression_suffix(path);
    return inner && name_matches(glob, *inner);
}

bool named_like_compressed(const std::string& path) { return without_compression_suffix(path).has_value(); }

bool named_like_compressed_tar(const std::string& path) {
    constexpr std::array<std::string_view, 7> tar_suffixes{".tgz", ".taz", ".tbz", ".tbz2", ".txz", ".tlz", ".tzst"};
    for (const std::string_view suffix : tar_suffixes)
        if (ends_with_folded(path, suffix)) return true;
    const std::optional<std::string> inner = without_compression_suffix(path);
    return inner && ends_with_folded(*inner, ".tar");
}

bool named_like_archive(const std::string& path) {
    constexpr std::array<std::string_view, 6> archive_suffixes{".tar", ".zip", ".7z", ".rar", ".cpio", ".iso"};
    for (const std::string_view suffix : archive_suffixes)
        if (ends_with_folded(path, suffix)) return true;
    return named_like_compressed_tar(path);
}

namespace {

// The one entry of data opened with Formats::raw_only, at most `max_size` bytes, into
// `bytes` (cleared unless read). One entry: the size limit is the only bound (an archive's
// expansion budget is never less than it, so it could not stop a single record sooner).
// Returns the error, worded for the file, or for `member` when that is not empty.
std::string read_raw_entry(const OpenArchive& opened, std::uint64_t max_size, std::string& bytes,
                           const std::string& member) {
    archive* a = opened.handle.get();
    archive_entry* entry = nullptr;
    const int r = opened.opened ? archive_read_next_header(a, &entry) : ARCHIVE_FATAL;
    std::uint64_t expanded = 0;
    const ReadStatus status = r == ARCHIVE_OK || r == ARCHIVE_WARN
                                  ? read_entry_data(a, bytes, 0, max_size, expanded,
                                                    std::numeric_limits<std::uint64_t>::max())
                                  : ReadStatus::fatal;
    const std::string subject = member.empty() ? std::string("file") : fmt::format("member {}", member);
    switch (status) {
        case ReadStatus::ok: return {};
        case ReadStatus::over_limit:
            return fmt::format("{} decompresses to more than the {} limit (--max-member-size)", subject,
                               human_size(max_size));
        case ReadStatus::failed:
        case ReadStatus::fatal:
        case ReadStatus::over_budget: break;  // (not with an unbounded budget)
    }
    return fmt::format("{}compressed data is truncated or corrupt: {}", member.empty() ? "" : subject + ": ",
                       archive_error(a));
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
    input.error = read_raw_entry(opened, max_size, input.bytes, {});
    // input.bytes are the decompressed text: input_id hashes them for --db resume, as it
    // does an archive member's, so a record recompressed (another level, tool or gzip
    // timestamp) but with the same games is still found already stored.
    return opened.compressed_bytes();
}

bool looks_compressed(std::string_view bytes) {
    using namespace std::string_view_literals;
    for (const std::string_view magic : {"\x1f\x8b"sv, "BZh"sv, "\xfd" "7zXZ\0"sv, "\x28\xb5\x2f\xfd"sv})
        if (bytes.starts_with(magic)) return true;
    return false;
}

void decompress_member(RawInput& input, std::uint64_t max_size) {
    const std::string compressed = std::move(input.bytes);
    input.bytes.clear();
    if (compressed.empty()) return;  // libarchive cannot open empty data: an empty record
    const OpenArchive opened = open_archive_memory(compressed, Formats::raw_only);
    input.error = read_raw_entry(opened, max_size, input.bytes, input.member);
}

}  // namespace kifu::batch
