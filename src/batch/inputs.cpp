#include "batch/inputs.hpp"

#include <fcntl.h>
#include <fnmatch.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <new>
#include <system_error>
#include <unordered_map>

#include <archive.h>
#include <archive_entry.h>
#include <fmt/format.h>
#include <xxhash.h>

#include "base/one_line_name.hpp"
#include "batch/archive_reader.hpp"
#include "batch/compressed_file.hpp"
#include "batch/named_folders.hpp"

namespace kifu::batch {
namespace fs = std::filesystem;

bool name_matches(const std::string& glob, const std::string& name) {
    const std::size_t slash = name.find_last_of('/');
    const std::string base = slash == std::string::npos ? name : name.substr(slash + 1);
    return fnmatch(glob.c_str(), base.c_str(), FNM_CASEFOLD) == 0;
}

namespace {

// What a path that is neither a folder nor a regular file is, in words; `link` is its
// own status (symbolic links not followed), `target` what it points to (ec: it cannot be
// reached).
std::string not_a_file(const fs::file_status& link, const fs::file_status& target, const std::error_code& ec) {
    if (fs::is_symlink(link) && ec)
        return ec == std::errc::too_many_symbolic_link_levels ? "a symbolic link loop" : "a dangling symbolic link";
    if (fs::is_fifo(target)) return "a FIFO (named pipe)";
    if (fs::is_socket(target)) return "a socket";
    if (fs::is_character_file(target)) return "a character device";
    if (fs::is_block_file(target)) return "a block device";
    return "not a regular file";
}

// Calls on_file for each regular file under `root`, entries sorted by name, depth first,
// with an explicit stack (no recursion on the depth of the tree); symbolic links to
// folders are not followed (no loops), the root itself is. Entries that are neither
// folders nor regular files (FIFOs, sockets, devices, dangling links, link loops) go to
// on_other with what they are: reading a FIFO without a writer would block the walk.
// Stops when on_file returns false; a folder that cannot be listed goes to on_error.
// Shared by the enumeration and by input_bytes_total, so both walk the same files.
void walk_folder(const std::string& root, const std::function<bool(const std::string& file)>& on_file,
                 const std::function<void(const std::string& folder, const std::string& error)>& on_error,
                 const std::function<void(const std::string& path, const std::string& what)>& on_other = {}) {
    std::vector<std::vector<std::string>> stack;  // each level in reverse order: next is back()
    stack.push_back({root});
    bool first = true;
    while (!stack.empty()) {
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
            if (ec) on_error(path, fmt::format("cannot list folder: {}", ec.message()));
            std::sort(entries.rbegin(), entries.rend());
            stack.push_back(std::move(entries));
        } else if (const fs::file_status target = fs::status(path, ec); !ec && fs::is_regular_file(target)) {
            if (!on_file(path)) return;
        } else if (on_other && !(fs::is_symlink(link) && !ec && fs::is_directory(target))) {
            on_other(path, not_a_file(link, target, ec));
        }
    }
}

std::uint64_t size_or_zero(const std::string& path) {
    std::error_code ec;
    const std::uintmax_t size = fs::file_size(path, ec);
    return ec ? 0 : size;
}

// Walks the arguments, folders and archives; one instance per enumerate_inputs call.
class Enumerator {
public:
    // `overlapping`: the arguments may reach one file twice (several of them, or a list on
    // standard input); one folder or archive alone never does.
    Enumerator(const InputOptions& options, const InputFilter& wanted, const InputHandler& on_input,
               ReadProgress* progress, const RepeatHandler& on_repeat, bool overlapping)
        : options_(options),
          wanted_(wanted),
          on_input_(on_input),
          progress_(progress),
          on_repeat_(on_repeat),
          overlapping_(overlapping) {}

    // Returns false once the consumer has asked to stop.
    bool argument(const std::string& path) {
        root_ = path;
        root_key_ = canonical_path(path);
        std::error_code ec, link_ec;
        const fs::file_status status = fs::status(path, ec);
        const fs::file_status link = fs::symlink_status(path, link_ec);
        if (ec || !fs::exists(status)) {
            if (!link_ec && fs::is_symlink(link)) return error_row(path, "cannot open: " + not_a_file(link, status, ec));
            return error_row(path, fmt::format("cannot open: {}", std::strerror(ENOENT)));
        }
        // Process substitution (<(zcat games.sgf.gz)) names a pipe: read it as a stream.
        if (fs::is_fifo(status) || fs::is_character_file(status)) return stream(path);
        if (!fs::is_directory(status) && !fs::is_regular_file(status))
            return error_row(path, "cannot read: " + not_a_file(link, status, ec));
        if (overlapping_ && fs::is_directory(status)) {
            if (const std::optional<std::string> first = folders_.named_before(path)) {
                ++met_;  // an input all the same: not "no records found"
                if (on_repeat_) on_repeat_(path, *first, "folder");
                return true;
            }
        }
        // A file named is an input whatever it holds, unless it is an archive: then, like a
        // folder, it must hold a record.
        const std::size_t met_before = met_;
        const bool go_on = fs::is_directory(status) ? folder(path) : file(path, true);
        if (!go_on || met_ != met_before) return go_on;
        return error_row(path, fmt::format("no records found (looked for {})", options_.glob),
                         fs::is_directory(status) ? std::string() : path);
    }

private:
    bool emit(RawInput&& input) {
        if (input.key.empty() && input.archive.empty()) input.key = key_of(input.path);
        if (input.key.empty()) {
            input.key = key_of(input.archive) + ":" + fs::path(input.member).lexically_normal().string();
            // Two members of one path are two records: the n-th after the first is keyed
            // KEY#n, so that the store keeps each (same key and content read as "stored").
            if (!input.member.empty()) {
                const std::uint64_t hash = XXH3_64bits(input.key.data(), input.key.size());
                if (const unsigned n = ++members_met_[hash]; n > 1) input.key += "#" + std::to_string(n);
            }
        }
        if (!stopped_ && !on_input_(std::move(input))) stopped_ = true;
        return !stopped_;
    }

    // The key (RawInput::key) of a path met while enumerating the current argument: the
    // argument's own canonical path, and below it the path relative to it (one
    // canonicalisation per argument, not per file of a folder).
    std::string key_of(const std::string& path) const {
        if (path == root_) return root_key_;
        const fs::path relative = fs::path(path).lexically_relative(root_);
        if (relative.empty() || *relative.begin() == "..") return canonical_path(path);
        return (fs::path(root_key_) / relative).lexically_normal().string();
    }

    static std::string canonical_path(const std::string& path) {
        std::error_code ec;
        const fs::path absolute = fs::absolute(path, ec);
        if (ec) return path;
        const fs::path resolved = fs::weakly_canonical(absolute, ec);
        return (ec ? absolute.lexically_normal() : resolved).string();
    }

    bool error_row(const std::string& path, std::string error, const std::string& archive = {},
                   const std::string& member = {}) {
        RawInput input{path, archive, member, {}, std::move(error)};
        if (!wanted(input)) return !stopped_;
        return emit(std::move(input));
    }

    // Every input and error row met asks here first, wanted or not: met_ counts them.
    bool wanted(const RawInput& input) const {
        ++met_;
        return !wanted_ || wanted_(input);
    }

    // Progress: the position moves before an input is handed on, so that it counts it.
    void move_to(std::uint64_t position) {
        if (progress_ == nullptr || position <= position_) return;
        position_ = position;
        progress_->position.store(position_, std::memory_order_relaxed);
    }

    // Whether the file or archive at `path` was reached already under this or another
    // argument (g.sgf and ./g.sgf, a folder and a file in it, a link, a hard link or a bind
    // mount to another input): one file is one input, read once; on_repeat_ is told. By
    // device and inode, as check and fix tell files apart: a path, even canonical, names a
    // hard-linked or bind-mounted file twice, and a copy of it would be reported as its own
    // duplicate (deleting "the copy" would delete the only one). Kept only when a file can
    // be reached twice: when the arguments can overlap, or for a file with other names.
    bool reached_before(const std::string& path) {
        struct stat info {};
        if (::stat(path.c_str(), &info) != 0 || (!overlapping_ && info.st_nlink < 2)) return false;
        const auto [first, added] = reached_.try_emplace(FileId{info.st_dev, info.st_ino}, path);
        if (added) return false;
        ++met_;  // an input all the same: not "no records found"
        if (on_repeat_) on_repeat_(path, first->second, "file");
        return true;
    }

    // Every file met, input or not, moves the position by its size (see ReadProgress).
    bool file(const std::string& path, bool explicitly_named) {
        const std::uint64_t start = position_;
        const std::uint64_t end = start + (progress_ != nullptr ? size_or_zero(path) : 0);
        const bool go_on = file(path, explicitly_named, start, end);
        move_to(end);
        return go_on;
    }

    // A file: one compressed SGF input when its name without the compression suffix
    // matches the glob (game.sgf.gz), an SGF input when its name matches the glob, else
    // an archive when libarchive recognises it, else (when named explicitly) an SGF input
    // that will say what is wrong. Compressed data that decodes to no archive (notes.txt.gz)
    // is read as a broken archive, for its error row, when named explicitly or named like
    // a tar; in a folder walk it is otherwise not an input.
    bool file(const std::string& path, bool explicitly_named, std::uint64_t start, std::uint64_t end) {
        const bool compressed = is_compressed_record(options_.glob, path);
        const bool record_name = compressed || name_matches(options_.glob, path);
        bool archive = false;
        if (!record_name) {
            switch (recognise_archive(path)) {
                case ArchiveContent::archive: archive = true; break;
                case ArchiveContent::compressed_other:
                    archive = explicitly_named || named_like_compressed_tar(path);
                    if (!archive) return true;
                    break;
                case ArchiveContent::neither: break;
            }
            if (!archive && !explicitly_named) return true;
        }
        // Asked only of what is an input: a hard-linked README is nobody's concern.
        if (reached_before(path)) return true;
        if (archive) return archive_members(path, start, end);
        if (compressed) return compressed_record(path, end);
        RawInput input{path, {}, {}, {}, {}};
        if (!wanted(input)) return true;
        read_file(path, input);
        move_to(end);
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
            // Under a memory limit (ulimit -v) one file too large for it is that input's error;
            // the run goes on with the others.
            try {
                input.bytes.resize(static_cast<std::size_t>(info.st_size));
            } catch (const std::bad_alloc&) {
                input.error = fmt::format("cannot read: not enough memory for its {}", human_size(info.st_size));
                ::close(fd);
                return;
            }
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
    }

    // Reported like a plain file (no archive, no member): the user named a file, and its
    // path is the whole key for shards and --db resume.
    bool compressed_record(const std::string& path, std::uint64_t end) {
        RawInput input{path, {}, {}, {}, {}};
        if (!wanted(input)) return true;
        read_compressed_record(path, options_.max_member_size, input);
        if (progress_ != nullptr) progress_->compressed.store(true, std::memory_order_relaxed);
        move_to(end);
        return emit(std::move(input));
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

    // A pipe or a character device named on the command line: read to its end (at most
    // max_member_size), never waiting for a writer that is not there. Opened without
    // blocking: a FIFO with no writer then reads as empty instead of hanging kifu, while a
    // writer already waiting (a pipe, a FIFO being written) is read as it writes.
    bool stream(const std::string& path) {
        RawInput input{path, {}, {}, {}, {}};
        if (!wanted(input)) return true;
        const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
        if (fd < 0) {
            input.error = fmt::format("cannot open: {}", std::strerror(errno));
            return emit(std::move(input));
        }
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
        char chunk[1 << 16];
        while (true) {
            const ssize_t n = ::read(fd, chunk, sizeof chunk);
            if (n < 0 && errno == EINTR) continue;
            if (n < 0) {
                input.error = fmt::format("cannot read: {}", std::strerror(errno));
                break;
            }
            if (n == 0) break;
            if (input.bytes.size() + static_cast<std::size_t>(n) > options_.max_member_size) {
                input.error = fmt::format("input is larger than the {} limit (--max-member-size)",
                                          human_size(options_.max_member_size));
                break;
            }
            input.bytes.append(chunk, static_cast<std::size_t>(n));
        }
        ::close(fd);
        struct stat info {};
        if (!input.error.empty()) input.bytes.clear();
        else if (input.bytes.empty() && ::stat(path.c_str(), &info) == 0 && S_ISFIFO(info.st_mode))
            input.error = "nothing to read: a FIFO (named pipe) with no writer";
        else if (looks_compressed(input.bytes)) decompress_member(input, options_.max_member_size);
        return emit(std::move(input));
    }

    // Folders: see walk_folder. A special file or a broken link that the glob names (it
    // would have been an input) gets a row saying what it is and that it was skipped.
    bool folder(const std::string& root) {
        walk_folder(
            root, [&](const std::string& path) { return file(path, false) && !stopped_; },
            [&](const std::string& path, const std::string& error) { error_row(path, error); },
            [&](const std::string& path, const std::string& what) {
                if (name_matches(options_.glob, path) || is_compressed_record(options_.glob, path))
                    error_row(path, "skipped: " + what + ", not a file");
            });
        return !stopped_;
    }

    // `start` and `end`: the position before and after the archive, for progress.
    bool archive_members(const std::string& path, std::uint64_t start, std::uint64_t end) {
        members_met_.clear();
        if (progress_ != nullptr) progress_->compressed.store(true, std::memory_order_relaxed);
        const OpenArchive opened = open_members(path);
        archive* a = opened.handle.get();
        if (!opened.opened) return error_row(path, fmt::format("cannot read archive: {}", archive_error(a)), path);
        // A gzip member's CRC-32 follows its data, and a tar ends at its end-of-archive
        // blocks without reading it: the whole stream is checked first (a second pass, as
        // fast as the reading proper) so that no game is judged from bytes that fail it.
        if (opened.gzip) {
            if (const auto corrupt = GzipSource::corruption(path, archive_block_size))
                return error_row(path, fmt::format("archive is corrupt: {}; no member is read", *corrupt), path);
        }
        std::error_code ec;
        const std::uint64_t archive_size = fs::file_size(path, ec);
        const auto budget = std::max<std::uint64_t>(
            options_.max_member_size, static_cast<std::uint64_t>(options_.max_expansion * double(archive_size)));
        std::uint64_t expanded = 0;
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
            move_to(std::min(end, start + opened.compressed_bytes()));
            const char* name = archive_entry_pathname(entry);
            const std::string member = name != nullptr ? name : "";
            const std::string shown = one_line_name(member);  // in the report and its messages
            // An archive inside an archive is not read (its members would need a second
            // budget and a second pass), but it is accounted for: an error row, never silence.
            const bool nested = named_like_archive(member);
            const bool plain = !nested && name_matches(options_.glob, member);
            const bool compressed = !nested && !plain && is_compressed_record(options_.glob, member);
            const char* link_target = archive_entry_hardlink(entry);
            const bool hard_link = link_target != nullptr;
            if (archive_entry_filetype(entry) != AE_IFREG && !hard_link) {
                // Never followed (a link may point anywhere), but a record name is accounted for.
                const auto type = archive_entry_filetype(entry);
                if (type != AE_IFDIR && (plain || compressed || nested))
                    error_row(fmt::format("{}:{}", path, shown), "skipped: " + not_a_member_file(entry), path, member);
                continue;
            }
            last_member = shown;
            const bool size_known = archive_entry_size_is_set(entry) != 0;
            const auto declared = static_cast<std::uint64_t>(size_known ? archive_entry_size(entry) : 0);
            // A tar hard link holds no data of its own (unless written with it, pax-style).
            const bool data_elsewhere = hard_link && declared == 0;
            RawInput input{fmt::format("{}:{}", path, shown), path, member, {}, {}};
            // Passing over the member's data (libarchive skips it at the next header) counts
            // against the budget where it decompresses it; false, its error row given, where
            // that would go past the budget.
            const auto pass_over = [&] {
                if (!skipping_decompresses(a)) return true;
                if (expanded + declared > budget) {
                    error_row(path, expansion_error(shown, budget), path);
                    return false;
                }
                expanded += declared;
                return true;
            };
            if ((!plain && !compressed && !nested) || !wanted(input)) {
                if (!pass_over()) break;
                continue;
            }
            if (r == ARCHIVE_FAILED) {
                input.error = fmt::format("cannot read member {}: {}", shown, archive_error(a));
                emit(std::move(input));
                continue;
            }
            if (nested || (size_known && declared > options_.max_member_size)) {
                input.error = nested ? std::string("an archive inside an archive is not read; unpack it first")
                                     : fmt::format("member {} is larger than the {} limit (--max-member-size)", shown,
                                                   human_size(options_.max_member_size));
                emit(std::move(input));
                if (!pass_over()) break;
                continue;
            }
            if (expanded + declared > budget) {
                input.error = expansion_error(shown, budget);
                emit(std::move(input));
                break;
            }
            const bool fatal =
                data_elsewhere ? (read_hard_link_target(path, link_target, input, expanded, budget), false)
                               : read_member(a, input, declared, expanded, budget);
            if (compressed && input.error.empty()) {
                decompress_member(input, options_.max_member_size);
                expanded += input.bytes.size();  // the next member's read checks the budget
            }
            emit(std::move(input));
            if (fatal) break;  // libarchive cannot go on after a fatal error
        }
        return !stopped_;
    }

    // Whether passing over a member's data decompresses it, and so counts against the
    // budget: in a compressed tar (or 7z, rar) the stream must be decompressed through it;
    // a zip with nothing around it compresses each member on its own, and libarchive seeks
    // past one. Charged its declared size, a 2 GiB member refused for --max-member-size in
    // a 2 MB zip ended the archive there, and the records after it had no row.
    static bool skipping_decompresses(archive* a) {
        return archive_filter_code(a, 0) != ARCHIVE_FILTER_NONE ||
               (archive_format(a) & ARCHIVE_FORMAT_BASE_MASK) != ARCHIVE_FORMAT_ZIP;
    }

    std::string expansion_error(const std::string& member, std::uint64_t budget) const {
        return fmt::format("member {} would expand the archive past {} bytes, {} times its size "
                           "(--max-expansion); the rest of the archive is not read",
                           member, budget, options_.max_expansion);
    }

    // What a member that is neither a file nor a folder is, for its "skipped: " row.
    static std::string not_a_member_file(archive_entry* entry) {
        switch (archive_entry_filetype(entry)) {
            case AE_IFLNK: {
                const char* target = archive_entry_symlink(entry);
                return fmt::format("a symbolic link to {}, not followed", target != nullptr ? target : "nothing");
            }
            case AE_IFIFO: return "a FIFO (named pipe), not a file";
            case AE_IFSOCK: return "a socket, not a file";
            case AE_IFCHR: return "a character device, not a file";
            case AE_IFBLK: return "a block device, not a file";
            default: return "not a file";
        }
    }

    // A tar hard link names an earlier member whose data it shares; that data has gone by
    // in the stream, so the archive is read again up to that member and its data becomes
    // the link's: every record name the archive holds gives its record. Sets input.error
    // when that member is not there.
    void read_hard_link_target(const std::string& path, const std::string& target, RawInput& input,
                               std::uint64_t& expanded, std::uint64_t budget) const {
        const OpenArchive again = open_members(path);
        archive* a = again.handle.get();
        archive_entry* entry = nullptr;
        while (again.opened) {
            const int r = archive_read_next_header(a, &entry);
            if (r != ARCHIVE_OK && r != ARCHIVE_WARN) break;
            const char* name = archive_entry_pathname(entry);
            if (name == nullptr || target != name || archive_entry_hardlink(entry) != nullptr ||
                archive_entry_filetype(entry) != AE_IFREG)
                continue;
            const bool size_known = archive_entry_size_is_set(entry) != 0;
            read_member(a, input, static_cast<std::uint64_t>(size_known ? archive_entry_size(entry) : 0), expanded,
                        budget);
            return;
        }
        input.error = fmt::format("member {} is a hard link to {}, which cannot be read from the archive",
                                  one_line_name(input.member), one_line_name(target));
    }

    // Reads the current member's data into input.bytes, or sets input.error. Returns true
    // when the archive cannot be read any further.
    bool read_member(archive* a, RawInput& input, std::uint64_t declared, std::uint64_t& expanded,
                     std::uint64_t budget) const {
        const ReadStatus status = read_entry_data(a, input.bytes, declared, options_.max_member_size, expanded, budget);
        switch (status) {
            case ReadStatus::ok: return false;
            case ReadStatus::failed:
            case ReadStatus::fatal:
                input.error = fmt::format("cannot read member {}: {}", one_line_name(input.member), archive_error(a));
                return status == ReadStatus::fatal;
            case ReadStatus::over_limit:
                input.error = fmt::format("member {} is larger than the {} limit (--max-member-size)", one_line_name(input.member),
                                          human_size(options_.max_member_size));
                return false;
            case ReadStatus::over_budget:
                input.error = expansion_error(one_line_name(input.member), budget);
                return true;
        }
        return true;
    }

    const InputOptions& options_;
    const InputFilter& wanted_;
    const InputHandler& on_input_;
    ReadProgress* progress_;
    const RepeatHandler& on_repeat_;
    struct FileId {
        dev_t device{};
        ino_t inode{};
        bool operator==(const FileId&) const = default;
    };
    struct FileIdHash {
        std::size_t operator()(const FileId& id) const {
            return std::hash<std::uint64_t>{}(static_cast<std::uint64_t>(id.inode) * 31 + id.device);
        }
    };
    bool overlapping_ = false;
    NamedFolders folders_;  // folder arguments, for one warning per folder named again
    std::unordered_map<FileId, std::string, FileIdHash> reached_;  // each file read, by the name first met (see reached_before)
    std::unordered_map<std::uint64_t, unsigned> members_met_;  // this archive's member keys, hashed: how often met
    std::string root_, root_key_;  // the argument being enumerated, and its key
    std::uint64_t position_ = 0;  // see ReadProgress::position
    mutable std::size_t met_ = 0;  // inputs and error rows met (see wanted), for "no records found"
    bool stopped_ = false;
};

}  // namespace

void enumerate_inputs(const std::vector<std::string>& arguments, const InputOptions& options,
                      std::istream& stdin_list, const InputFilter& wanted, const InputHandler& on_input,
                      ReadProgress* progress, const RepeatHandler& on_repeat) {
    const bool overlapping = arguments.size() > 1 || std::find(arguments.begin(), arguments.end(), "-") != arguments.end();
    Enumerator enumerator(options, wanted, on_input, progress, on_repeat, overlapping);
    for (const std::string& argument : arguments) {
        if (argument != "-") {
            if (!enumerator.argument(argument)) return;
            continue;
        }
        std::string line;
        while (std::getline(stdin_list, line)) {
            if (!line.empty() && line.back() == '\r') line.pop_back();
            if (line.empty()) continue;
            if (options.on_listed) options.on_listed(line);
            if (!enumerator.argument(line)) return;
        }
    }
}

}  // namespace kifu::batch

namespace kifu::batch {

std::optional<std::uint64_t> input_bytes_total(const std::vector<std::string>& arguments,
                                               const std::function<bool()>& keep_going) {
    std::uint64_t total = 0;
    bool stopped = false;
    std::size_t files = 0;
    for (const std::string& argument : arguments) {
        if (argument == "-") return std::nullopt;
        std::error_code ec;
        if (!fs::is_directory(argument, ec)) {
            total += size_or_zero(argument);
            continue;
        }
        walk_folder(
            argument,
            [&](const std::string& path) {
                total += size_or_zero(path);
                stopped = ++files % 256 == 0 && !keep_going();
                return !stopped;
            },
            [](const std::string&, const std::string&) {});
        if (stopped || !keep_going()) return std::nullopt;
    }
    return total;
}

}  // namespace kifu::batch
