#include "batch/inputs.hpp"

#include <fcntl.h>
#include <fnmatch.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <memory>
#include <system_error>

#include <archive.h>
#include <archive_entry.h>
#include <fmt/format.h>

#include "batch/gzip_source.hpp"

namespace kifu::batch {
namespace fs = std::filesystem;

bool name_matches(const std::string& glob, const std::string& name) {
    const std::size_t slash = name.find_last_of('/');
    const std::string base = slash == std::string::npos ? name : name.substr(slash + 1);
    return fnmatch(glob.c_str(), base.c_str(), FNM_CASEFOLD) == 0;
}

namespace {

// libarchive's read buffer: large blocks keep the per-call overhead of the decompressors
// small; one block per open archive, so memory stays flat.
constexpr std::size_t archive_block_size = std::size_t{1} << 20;

std::string human_size(std::uint64_t bytes) {
    if (bytes >= (std::uint64_t{1} << 30) && bytes % (std::uint64_t{1} << 30) == 0)
        return fmt::format("{} GiB", bytes >> 30);
    if (bytes >= (std::uint64_t{1} << 20) && bytes % (std::uint64_t{1} << 20) == 0)
        return fmt::format("{} MiB", bytes >> 20);
    return fmt::format("{} bytes", bytes);
}

struct ArchiveDeleter {
    void operator()(archive* a) const { archive_read_free(a); }
};
using ArchivePtr = std::unique_ptr<archive, ArchiveDeleter>;

enum class Formats { all, tar_only, raw_only };

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

struct OpenArchive {
    std::unique_ptr<GzipSource> gzip;  // a gzip file's reader; declared first, so freed after handle
    ArchivePtr handle;
    bool opened = false;   // else archive_error(handle) says why

    // Compressed bytes read so far, for the progress bar.
    [[nodiscard]] std::uint64_t compressed_bytes() const {
        if (gzip) return gzip->compressed_bytes();
        return static_cast<std::uint64_t>(std::max<la_int64_t>(0, archive_filter_bytes(handle.get(), -1)));
    }
};

// Members are read through GzipSource when the file is gzip (see gzip_source.hpp for why);
// `detect_only` (is_archive's look at the first header) keeps libarchive's own filters,
// which report the compression they found.
OpenArchive open_archive(const std::string& path, Formats formats, bool detect_only = false) {
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

std::string archive_error(archive* a) {
    const char* message = archive_error_string(a);
    return message != nullptr ? message : "unknown libarchive error";
}

// Walks the arguments, folders and archives; one instance per enumerate_inputs call.
class Enumerator {
public:
    Enumerator(const InputOptions& options, const InputFilter& wanted, const InputHandler& on_input,
               ReadProgress* progress)
        : options_(options), wanted_(wanted), on_input_(on_input), progress_(progress) {}

    // Returns false once the consumer has asked to stop.
    bool argument(const std::string& path) {
        std::error_code ec;
        const fs::file_status status = fs::status(path, ec);
        if (ec || !fs::exists(status)) return error_row(path, fmt::format("cannot open: {}", std::strerror(ENOENT)));
        if (fs::is_directory(status)) return folder(path);
        return file(path, true);
    }

private:
    bool emit(RawInput&& input) {
        if (!stopped_ && !on_input_(std::move(input))) stopped_ = true;
        return !stopped_;
    }

    bool error_row(const std::string& path, std::string error, const std::string& archive = {},
                   const std::string& member = {}) {
        RawInput input{path, archive, member, {}, std::move(error)};
        if (!wanted(input)) return !stopped_;
        return emit(std::move(input));
    }

    bool wanted(const RawInput& input) const { return !wanted_ || wanted_(input); }

    // A file: an SGF input when its name matches the glob, else an archive when libarchive
    // recognises it, else (when named explicitly) an SGF input that will say what is wrong.
    bool file(const std::string& path, bool explicitly_named) {
        if (!name_matches(options_.glob, path) && is_archive(path)) return archive_members(path);
        if (!explicitly_named && !name_matches(options_.glob, path)) return true;
        RawInput input{path, {}, {}, {}, {}};
        if (!wanted(input)) return true;
        read_file(path, input);
        return emit(std::move(input));
    }

    void read_file(const std::string& path, RawInput& input) const {
        const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
        if (fd < 0) {
            input.error = fmt::format("cannot open: {}", std::strerror(errno));
            return;
        }
        struct stat info {};
        if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
            input.error = "cannot read (not a regular file)";
        } else if (static_cast<std::uint64_t>(info.st_size) > options_.max_member_size) {
            input.error = fmt::format("file is larger than the {} limit (--max-member-size)",
                                      human_size(options_.max_member_size));
        } else {
            input.bytes.resize(static_cast<std::size_t>(info.st_size));
            std::size_t done = 0;
            while (done < input.bytes.size()) {
                const ssize_t n = ::read(fd, input.bytes.data() + done, input.bytes.size() - done);
                if (n < 0 && errno == EINTR) continue;
                if (n < 0) {
                    input.error = fmt::format("cannot read: {}", std::strerror(errno));
                    break;
                }
                if (n == 0) break;  // shrank while we read: keep what was there
                done += static_cast<std::size_t>(n);
            }
            input.bytes.resize(done);
            if (!input.error.empty()) input.bytes.clear();
        }
        ::close(fd);
        if (progress_ != nullptr && explicit_depth_ == 0) progress_->bytes_read += input.bytes.size();
    }

    // Recognised by libarchive, not by name. Compressed data counts as an archive even when
    // it cannot be opened (truncated, or not a tar inside): it then gives an error row.
    static bool is_archive(const std::string& path) {
        std::error_code ec;
        if (fs::file_size(path, ec) == 0 || ec) return false;   // libarchive cannot open an empty file
        const OpenArchive raw = open_archive(path, Formats::raw_only, true);  // accepts any bytes it can decode
        // A file we can read that libarchive cannot even open raw is compressed and broken
        // (libarchive's gzip reader fails on a stream cut short within its first 64 KiB).
        if (!raw.opened) return ::access(path.c_str(), R_OK) == 0;
        if (archive_filter_count(raw.handle.get()) > 1) return true;
        const OpenArchive a = open_archive(path, Formats::all, true);
        if (!a.opened) return false;
        archive_entry* entry = nullptr;
        const int r = archive_read_next_header(a.handle.get(), &entry);
        return r == ARCHIVE_OK || r == ARCHIVE_WARN;
    }

    // Format detection looks far ahead (zip and rar search for self-extractors), which
    // fails on a truncated compressed stream before the first member; tar needs only one
    // block, so a truncated tar.gz is retried as a tar to read the members before the cut.
    static OpenArchive open_members(const std::string& path) {
        OpenArchive a = open_archive(path, Formats::all);
        if (a.opened) return a;
        OpenArchive tar = open_archive(path, Formats::tar_only);
        return tar.opened ? std::move(tar) : std::move(a);
    }

    // Folders: entries sorted by name, depth first, with an explicit stack (no recursion
    // on the depth of the tree). Symbolic links to folders are not followed (no loops).
    bool folder(const std::string& root) {
        ++explicit_depth_;
        std::vector<std::vector<std::string>> stack;  // each level in reverse order: next is back()
        stack.push_back({root});
        bool first = true;
        while (!stack.empty() && !stopped_) {
            if (stack.back().empty()) {
                stack.pop_back();
                continue;
            }
            const std::string path = std::move(stack.back().back());
            stack.back().pop_back();
            std::error_code ec;
            const fs::file_status link = fs::symlink_status(path, ec);
            if (first || (!ec && fs::is_directory(link))) {
                first = false;
                std::vector<std::string> entries;
                for (fs::directory_iterator it(path, ec), end; !ec && it != end; it.increment(ec))
                    entries.push_back(it->path().string());
                if (ec) error_row(path, fmt::format("cannot list folder: {}", ec.message()));
                std::sort(entries.rbegin(), entries.rend());
                stack.push_back(std::move(entries));
            } else if (fs::is_regular_file(fs::status(path, ec))) {
                file(path, false);
            }
        }
        --explicit_depth_;
        return !stopped_;
    }

    bool archive_members(const std::string& path) {
        const OpenArchive opened = open_members(path);
        archive* a = opened.handle.get();
        if (!opened.opened) return error_row(path, fmt::format("cannot read archive: {}", archive_error(a)), path);
        std::error_code ec;
        const std::uint64_t archive_size = fs::file_size(path, ec);
        const auto budget = std::max<std::uint64_t>(
            options_.max_member_size, static_cast<std::uint64_t>(options_.max_expansion * double(archive_size)));
        std::uint64_t expanded = 0, reported = 0;
        std::string last_member;
        while (!stopped_) {
            archive_entry* entry = nullptr;
            const int r = archive_read_next_header(a, &entry);
            if (r == ARCHIVE_EOF) break;
            if (r == ARCHIVE_FATAL || r == ARCHIVE_RETRY || (r == ARCHIVE_FAILED && entry == nullptr)) {
                // Members after this point cannot be reached; say where reading stopped.
                const std::string where =
                    last_member.empty() ? std::string("at its start") : fmt::format("after member {}", last_member);
                error_row(path, fmt::format("archive is truncated or corrupt {}: {}", where, archive_error(a)),
                          path);
                break;
            }
            report_progress(opened, reported);
            if (archive_entry_filetype(entry) != AE_IFREG) continue;
            const char* name = archive_entry_pathname(entry);
            const std::string member = name != nullptr ? name : "";
            last_member = member;
            const bool size_known = archive_entry_size_is_set(entry) != 0;
            const auto declared = static_cast<std::uint64_t>(size_known ? archive_entry_size(entry) : 0);
            RawInput input{fmt::format("{}:{}", path, member), path, member, {}, {}};
            if (!name_matches(options_.glob, member) || !wanted(input)) {
                // Skipping still decompresses a tar member's data: it counts against the budget.
                if (expanded + declared > budget) {
                    error_row(path, expansion_error(member, budget), path);
                    break;
                }
                expanded += declared;
                continue;  // libarchive skips the data on the next header
            }
            if (r == ARCHIVE_FAILED) {
                input.error = fmt::format("cannot read member {}: {}", member, archive_error(a));
                emit(std::move(input));
                continue;
            }
            if (size_known && declared > options_.max_member_size) {
                input.error = fmt::format("member {} is larger than the {} limit (--max-member-size)", member,
                                          human_size(options_.max_member_size));
                emit(std::move(input));
                if (expanded + declared > budget) {   // skipping it would decompress it all
                    error_row(path, expansion_error(member, budget), path);
                    break;
                }
                expanded += declared;
                continue;
            }
            if (expanded + declared > budget) {
                input.error = expansion_error(member, budget);
                emit(std::move(input));
                break;
            }
            const bool fatal = read_member(a, input, declared, expanded, budget);
            emit(std::move(input));
            if (fatal) break;  // libarchive cannot go on after a fatal error
        }
        report_progress(opened, reported);
        return !stopped_;
    }

    std::string expansion_error(const std::string& member, std::uint64_t budget) const {
        return fmt::format("member {} would expand the archive past {} bytes, {} times its size "
                           "(--max-expansion); the rest of the archive is not read",
                           member, budget, options_.max_expansion);
    }

    // Reads the current member's data into input.bytes, or sets input.error. Returns true
    // when the archive cannot be read any further.
    bool read_member(archive* a, RawInput& input, std::uint64_t declared, std::uint64_t& expanded,
                     std::uint64_t budget) const {
        std::string& bytes = input.bytes;
        bytes.resize(static_cast<std::size_t>(declared) + 1);  // +1: the read that finds the end needs room
        std::size_t used = 0;
        while (true) {
            if (bytes.size() == used) bytes.resize(std::max<std::size_t>(bytes.size() * 2, used + 65536));
            const la_ssize_t n = archive_read_data(a, bytes.data() + used, bytes.size() - used);
            if (n == 0) break;
            if (n < 0) {
                input.bytes.clear();
                input.error = fmt::format("cannot read member {}: {}", input.member, archive_error(a));
                return n == ARCHIVE_FATAL;
            }
            used += static_cast<std::size_t>(n);
            expanded += static_cast<std::uint64_t>(n);
            if (used > options_.max_member_size) {
                input.bytes.clear();
                input.error = fmt::format("member {} is larger than the {} limit (--max-member-size)", input.member,
                                          human_size(options_.max_member_size));
                return false;
            }
            if (expanded > budget) {
                input.bytes.clear();
                input.error = expansion_error(input.member, budget);
                return true;
            }
        }
        bytes.resize(used);
        if (bytes.capacity() > 2 * used + 65536) bytes.shrink_to_fit();  // size was not declared
        return false;
    }

    // Compressed bytes consumed since the last call, for the progress bar.
    void report_progress(const OpenArchive& a, std::uint64_t& reported) const {
        if (progress_ == nullptr || explicit_depth_ != 0) return;
        const std::uint64_t now = a.compressed_bytes();
        if (now > reported) progress_->bytes_read += now - reported;
        reported = std::max(reported, now);
    }

    const InputOptions& options_;
    const InputFilter& wanted_;
    const InputHandler& on_input_;
    ReadProgress* progress_;
    int explicit_depth_ = 0;  // > 0 inside folders, whose sizes are not in bytes_total
    bool stopped_ = false;
};

}  // namespace

void enumerate_inputs(const std::vector<std::string>& arguments, const InputOptions& options,
                      std::istream& stdin_list, const InputFilter& wanted, const InputHandler& on_input,
                      ReadProgress* progress) {
    if (progress != nullptr) {  // what can be known up front: the sizes of the files named
        std::uint64_t total = 0;
        for (const std::string& argument : arguments) {
            std::error_code ec;
            if (argument == "-" || fs::is_directory(argument, ec)) {
                total = 0;  // unknowable
                break;
            }
            const std::uintmax_t size = fs::file_size(argument, ec);
            if (!ec) total += size;
        }
        progress->bytes_total = total;
    }
    Enumerator enumerator(options, wanted, on_input, progress);
    for (const std::string& argument : arguments) {
        if (argument != "-") {
            if (!enumerator.argument(argument)) return;
            continue;
        }
        std::string line;
        while (std::getline(stdin_list, line)) {
            if (!line.empty() && line.back() == '\r') line.pop_back();
            if (line.empty()) continue;
            if (!enumerator.argument(line)) return;
        }
    }
}

}  // namespace kifu::batch
