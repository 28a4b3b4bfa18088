#include "batch/output_file.hpp"

#include "batch/kept_attributes.hpp"

#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cerrno>
#include <climits>
#include <cstdio>  // renameat2
#include <cstdlib>
#include <cstring>
#include <chrono>
#include <filesystem>

#include <fmt/format.h>

#include "base/utf8.hpp"

namespace kifu::batch {
namespace {

constexpr std::size_t buffer_bytes = std::size_t{1} << 16;

// The temporary files not yet committed, for remove_unfinished_outputs(): a fixed table
// of C strings, so a signal handler can walk it without allocating or locking. More than
// its size at once (kifu writes one or two) are still removed by their destructors.
std::array<std::atomic<char*>, 32> unfinished{};

void remember(char* path) {
    for (auto& slot : unfinished) {
        char* empty = nullptr;
        if (slot.compare_exchange_strong(empty, path)) return;
    }
}

// The files SQLite keeps beside a database: a store's temporary copy (kifu merge) has them
// while it is written, and a merge stopped there left ".out.db.kifu-XXXXXX-journal" behind
// once its copy was removed.
constexpr std::array<const char*, 3> sqlite_sidecars = {"-journal", "-wal", "-shm"};

// Removes `path` and its SQLite files: only unlink() and memcpy(), so a signal handler may
// call it (a name too long for the buffer has no such files: SQLite's would be longer).
void unlink_with_sidecars(const char* path) noexcept {
    ::unlink(path);
    char name[PATH_MAX];
    const std::size_t length = std::strlen(path);
    for (const char* suffix : sqlite_sidecars) {
        const std::size_t extra = std::strlen(suffix);
        if (length + extra + 1 > sizeof name) continue;
        std::memcpy(name, path, length);
        std::memcpy(name + length, suffix, extra + 1);
        ::unlink(name);
    }
}

void forget(const char* path) {
    for (auto& slot : unfinished) {
        char* mine = const_cast<char*>(path);
        if (slot.compare_exchange_strong(mine, nullptr)) return;
    }
}

// SIGINT, SIGTERM and SIGHUP held back in this thread while a temporary file exists but is
// not in the table (or is out of it but not yet removed): their handler
// (cli/stop_signals.hpp) removes what the table holds. A signal that comes while the
// kernel creates the file is handled as the call returns, before the file is in the table:
// a stopped `kifu fix DIR -o OUT` left an empty ".NAME.kifu-XXXXXX" in most runs. Held,
// it is handled when they are let go, with the file in the table (or gone). kifu writes
// its files from one thread; another thread's handler could still run meanwhile.
class HeldSignals {
public:
    HeldSignals() {
        sigset_t stops;
        sigemptyset(&stops);
        for (const int sig : {SIGINT, SIGTERM, SIGHUP}) sigaddset(&stops, sig);
        ::pthread_sigmask(SIG_BLOCK, &stops, &saved_);
    }
    ~HeldSignals() { ::pthread_sigmask(SIG_SETMASK, &saved_, nullptr); }
    HeldSignals(const HeldSignals&) = delete;
    HeldSignals& operator=(const HeldSignals&) = delete;

private:
    sigset_t saved_{};
};

// 0666 less the process's umask, read once (umask() can only be read by setting it).
mode_t new_file_mode() {
    static const mode_t mode = [] {
        const mode_t mask = ::umask(022);
        ::umask(mask);
        return static_cast<mode_t>(0666 & ~mask);
    }();
    return mode;
}

// A target that is not a file to replace: a device (/dev/null), a named pipe, a socket, or
// a process's descriptor (/dev/stdout, /dev/fd/N, /proc/self/fd/N, which resolve into
// /proc). Renaming a temporary file onto it would put a plain file in its place (as root,
// in /dev); it is written through instead, as a shell redirection would.
// Whether `path`, followed link by link, passes through /proc: /dev/stdout is a link to
// /proc/self/fd/1, itself a link to whatever standard output is. Resolved whole
// (std::filesystem::canonical), a standard output that is a regular file hid the /proc
// step, and the temporary file was renamed over the /dev/stdout link itself.
bool leads_through_proc(std::filesystem::path path) {
    namespace fs = std::filesystem;
    std::error_code ec;
    for (int links = 0; links < 40; ++links) {   // as the kernel's own limit on a chain of links
        const fs::path folder = fs::canonical(path.parent_path().empty() ? fs::path(".") : path.parent_path(), ec);
        if (ec) return false;
        const fs::path here = folder / path.filename();
        if (here.string().starts_with("/proc/")) return true;
        if (!fs::is_symlink(fs::symlink_status(here, ec)) || ec) return false;
        const fs::path next = fs::read_symlink(here, ec);
        if (ec) return false;
        path = next.is_absolute() ? next : folder / next;
    }
    return false;
}

bool written_through(const std::filesystem::path& target) {
    struct stat st {};
    if (::stat(target.c_str(), &st) != 0) return false;  // nothing there yet: a new file
    if (!S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode)) return true;
    return leads_through_proc(target);
}

// The suffix of a temporary file's name: mkstemp's XXXXXX last.
constexpr std::string_view temporary_suffix = ".kifu-XXXXXX";

// "." + `filename` + `suffix`, hidden and never matching a glob such as *.sgf, with
// `filename` cut (at the start of a UTF-8 character) so the whole fits NAME_MAX: any name
// the target may legally have (up to 255 bytes) must leave room for its temporary's.
std::string hidden_name(const std::string& filename, std::string_view suffix) {
    const std::size_t keep = utf8::whole_prefix(filename, std::size_t{NAME_MAX} - 1 - suffix.size());
    std::string name = ".";  // appended: GCC 12 warns on "." + string
    name.append(filename, 0, keep);
    name += suffix;
    return name;
}

// The folder `target` is in ("." for a bare name): where its temporary and lock go.
std::filesystem::path folder_of(const std::filesystem::path& target) {
    return target.parent_path().empty() ? std::filesystem::path(".") : target.parent_path();
}

}  // namespace

OutputFile::OutputFile(std::string path) : path_(std::move(path)) {
    namespace fs = std::filesystem;
    const fs::path target(path_);
    std::error_code ec;
    if (fs::is_directory(target, ec))
        throw OutputError(fmt::format("cannot write '{}': it is a folder", path_));
    if (written_through(target)) {
        // O_APPEND: a descriptor shared with the shell's redirection keeps what is already there.
        // O_NONBLOCK: a named pipe no process reads (one met in -o DIR) fails at once
        // (ENXIO) instead of waiting for a reader for ever, as a FIFO input with no writer
        // does; the writes that follow wait as any others do.
        fd_ = ::open(path_.c_str(), O_WRONLY | O_APPEND | O_CLOEXEC | O_NONBLOCK);
        if (fd_ < 0 && errno == ENXIO)
            throw OutputError(fmt::format("cannot write '{}': it is a named pipe (FIFO) that no process reads", path_));
        if (fd_ < 0) throw OutputError(fmt::format("cannot write '{}': {}", path_, std::strerror(errno)));
        ::fcntl(fd_, F_SETFL, ::fcntl(fd_, F_GETFL) & ~O_NONBLOCK);
        buffer_.reserve(buffer_bytes);
        return;
    }
    target_ = fs::is_symlink(fs::symlink_status(target, ec)) ? followed_links(path_) : path_;
    // A file this user may not write (mode 0444, another user's) is not replaced, as `>` and
    // cp refuse it: the rename needs only the folder's permission, and replaced it, exit 0.
    if (::faccessat(AT_FDCWD, target_.c_str(), W_OK, AT_EACCESS) != 0 && errno == EACCES)
        throw OutputError(fmt::format("cannot write '{}': Permission denied (the file is read-only to this user, and "
                                      "kifu does not replace it)",
                                      path_));
    const fs::path replaced(target_);
    temporary_ = (folder_of(replaced) / hidden_name(replaced.filename().string(), temporary_suffix)).string();
    const HeldSignals held;   // until the file is in the table
    fd_ = ::mkstemp(temporary_.data());
    if (fd_ < 0) {
        const int error = errno;
        temporary_.clear();
        throw OutputError(fmt::format("cannot write '{}': {}", path_, std::strerror(error)));
    }
    ::fcntl(fd_, F_SETFD, FD_CLOEXEC);
    ::flock(fd_, LOCK_EX | LOCK_NB);  // held while this writer lives: see remove_orphaned_outputs
    remember(temporary_.data());
    buffer_.reserve(buffer_bytes);
}

OutputFile::~OutputFile() { discard(); }

void OutputFile::discard() noexcept {
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
    if (temporary_.empty()) return;
    const HeldSignals held;   // until the file is gone
    forget(temporary_.data());
    unlink_with_sidecars(temporary_.c_str());
    temporary_.clear();
}

void OutputFile::fail(const std::string& doing, int error) {
    discard();
    throw OutputError(fmt::format("cannot {} '{}': {}", doing, path_, std::strerror(error)));
}

void OutputFile::write(std::string_view bytes) {
    if (fd_ < 0) throw std::logic_error("OutputFile::write after commit or failure");
    if (buffer_.size() + bytes.size() > buffer_bytes) flush();
    if (bytes.size() > buffer_bytes) {
        buffer_ = bytes;  // a large piece goes out on its own
        flush();
        return;
    }
    buffer_ += bytes;
}

void OutputFile::flush() {
    std::size_t done = 0;
    while (done < buffer_.size()) {
        const ssize_t n = ::write(fd_, buffer_.data() + done, buffer_.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) fail("write", errno);
        done += static_cast<std::size_t>(n);
    }
    written_ += buffer_.size();
    buffer_.clear();
}

void OutputFile::commit() {
    if (fd_ < 0) throw std::logic_error("OutputFile::commit twice or after a failure");
    flush();
    if (temporary_.empty()) {  // written through: nothing to rename
        const int closed = ::close(fd_);
        fd_ = -1;
        if (closed != 0) fail("write", errno);
        return;
    }
    struct stat existing {};
    const mode_t mode = ::stat(target_.c_str(), &existing) == 0 && S_ISREG(existing.st_mode)
                            ? static_cast<mode_t>(existing.st_mode & 07777)
                            : new_file_mode();
    if (const int error = keep_owner_and_attributes(target_, fd_); error != 0) fail("write", error);
    if (::fchmod(fd_, mode) != 0) fail("write", errno);
    const int closed = ::close(fd_);
    fd_ = -1;
    if (closed != 0) fail("write", errno);  // NFS and full disks may only tell now
    if (::rename(temporary_.c_str(), target_.c_str()) != 0) fail("write", errno);
    forget(temporary_.data());
    temporary_.clear();
}

namespace {

// `target` with `.TAG` (and `-N` from the second on) before its extension: out.csv gives
// out.interrupted.csv, out.interrupted-2.csv; a name without one (or a hidden one) ends so.
std::string tagged_name(const std::filesystem::path& target, std::string_view tag, int n) {
    const std::string stem = target.stem().string(), extension = target.extension().string();
    std::string name = stem;
    name.append(".").append(tag);
    if (n > 1) name += fmt::format("-{}", n);
    name += extension;
    return (target.parent_path() / name).string();
}

}  // namespace

std::string OutputFile::commit_beside(std::string_view tag) {
    if (fd_ < 0) throw std::logic_error("OutputFile::commit_beside twice or after a failure");
    if (temporary_.empty()) {
        commit();
        return path_;
    }
    flush();
    if (::fchmod(fd_, new_file_mode()) != 0) fail("write", errno);
    const int closed = ::close(fd_);
    fd_ = -1;
    if (closed != 0) fail("write", errno);
    for (int n = 1; n <= 10000; ++n) {
        const std::string name = tagged_name(target_, tag, n);
        int placed = ::renameat2(AT_FDCWD, temporary_.c_str(), AT_FDCWD, name.c_str(), RENAME_NOREPLACE);
        if (placed != 0 && errno == EINVAL) {  // a file system without it: a new link fails on a name too
            placed = ::link(temporary_.c_str(), name.c_str());
            if (placed == 0) ::unlink(temporary_.c_str());
        }
        if (placed == 0) {
            forget(temporary_.data());
            temporary_.clear();
            return name;
        }
        if (errno != EEXIST) fail("write", errno);
    }
    fail("write", EEXIST);
}

void write_output_file(const std::string& path, std::string_view text) {
    OutputFile file(path);
    file.write(text);
    file.commit();
}

namespace {

// Whether the file open at `fd` is one an OutputFile of this user left: see
// remove_orphaned_outputs.
bool looks_left_by_a_writer(int fd, std::string_view header) {
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || (st.st_mode & 07777) != 0600 || st.st_uid != ::geteuid())
        return false;
    if (st.st_size == 0) return true;
    std::string start(header.size(), '\0');
    const ssize_t n = ::pread(fd, start.data(), start.size(), 0);
    return n == static_cast<ssize_t>(header.size()) && start == header;
}

}  // namespace

std::size_t remove_orphaned_outputs(const std::string& path, std::string_view header) noexcept {
    namespace fs = std::filesystem;
    const fs::path target(path);
    const fs::path folder = folder_of(target);
    std::string prefix = hidden_name(target.filename().string(), temporary_suffix);  // as OutputFile names them
    prefix.resize(prefix.size() - 6);  // without mkstemp's XXXXXX
    constexpr auto quiet_for = std::chrono::minutes(1);  // a live writer wrote more recently
    std::size_t removed = 0;
    std::error_code ec;
    for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (!name.starts_with(prefix) || name.size() < prefix.size() + 6) continue;
        // SQLite's file beside a copy that is gone (its writer was killed, or removed the
        // copy and not it): removed under the same conditions, whatever it begins with.
        std::string_view header_here = header;
        if (name.size() != prefix.size() + 6) {  // mkstemp's XXXXXX, then a suffix or not ours
            const std::string_view suffix = std::string_view(name).substr(prefix.size() + 6);
            std::error_code gone_ec;
            if (std::find(sqlite_sidecars.begin(), sqlite_sidecars.end(), suffix) == sqlite_sidecars.end() ||
                fs::exists(folder / name.substr(0, prefix.size() + 6), gone_ec) || gone_ec)
                continue;
            header_here = {};
        }
        std::error_code file_ec;
        if (!it->is_regular_file(file_ec) || it->is_symlink(file_ec)) continue;
        const auto written = fs::last_write_time(it->path(), file_ec);
        if (file_ec || fs::file_time_type::clock::now() - written < quiet_for) continue;
        const int fd = ::open(it->path().c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
        if (fd < 0) continue;
        if (looks_left_by_a_writer(fd, header_here) && ::flock(fd, LOCK_EX | LOCK_NB) == 0 &&
            ::unlink(it->path().c_str()) == 0)
            ++removed;
        ::close(fd);
    }
    return removed;
}

std::string output_of_temporary(std::string_view file_name) {
    const std::string_view suffix = temporary_suffix.substr(0, temporary_suffix.size() - 6);  // ".kifu-"
    if (file_name.size() <= 1 + temporary_suffix.size() || file_name.front() != '.' ||
        file_name.substr(file_name.size() - temporary_suffix.size(), suffix.size()) != suffix)
        return {};
    return std::string(file_name.substr(1, file_name.size() - 1 - temporary_suffix.size()));
}

std::string lock_file_of(const std::string& path) {
    const std::filesystem::path target(path);
    return (folder_of(target) / hidden_name(target.filename().string(), ".kifu-lock")).string();
}

OutputLock::OutputLock(const std::string& path, const std::function<void()>& waiting, Mode mode) {
    const int how = mode == Mode::shared ? LOCK_SH : LOCK_EX;
    const std::filesystem::path target(path);
    file_ = lock_file_of(path);
    const auto failed = [&](int error) {
        if (fd_ >= 0) ::close(fd_);
        return OutputError(fmt::format("cannot write '{}': {} (its lock {})", path, std::strerror(error), file_));
    };
    for (bool told = false;;) {
        // Read-only is enough for flock, and lets another user who may write the folder lock it too.
        fd_ = ::open(file_.c_str(), O_RDONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, new_file_mode());
        if (fd_ < 0) throw failed(errno);
        if (::flock(fd_, how | LOCK_NB) != 0) {
            if (errno != EWOULDBLOCK) throw failed(errno);
            if (!told && waiting) waiting();
            told = true;
            while (::flock(fd_, how) != 0)
                if (errno != EINTR) throw failed(errno);
        }
        // The holder before removes the file as it lets go: the lock is ours only if the
        // name still leads to the file locked, else the next holder's file is taken.
        struct stat held {}, named {};
        if (::fstat(fd_, &held) == 0 && ::stat(file_.c_str(), &named) == 0 && held.st_dev == named.st_dev &&
            held.st_ino == named.st_ino)
            break;
        ::close(fd_);
        fd_ = -1;
    }
    // Only once held, and only when held alone: removing a lock file others hold would let
    // a third in. A shared holder killed by a signal leaves the file to the next holder.
    if (mode == Mode::exclusive) remember(file_.data());
}

OutputLock::~OutputLock() {
    forget(file_.data());
    // The last holder removes the file, before letting go, so that every waiter looks
    // again. Whether others hold it still: an exclusive lock is had only when none does
    // (a shared one is let go as it is asked for, which is what follows anyway).
    if (::flock(fd_, LOCK_EX | LOCK_NB) == 0) ::unlink(file_.c_str());
    ::close(fd_);
}

void remove_unfinished_outputs() noexcept {
    for (auto& slot : unfinished)
        if (const char* path = slot.load()) unlink_with_sidecars(path);
}

std::string followed_links(const std::string& path) {
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::path at = fs::absolute(path, ec);
    for (int hops = 0; hops < 40 && fs::is_symlink(at, ec); ++hops) {  // 40: the kernel's own limit
        const fs::path link = fs::read_symlink(at, ec);
        if (ec) break;
        at = link.is_absolute() ? link : at.parent_path() / link;
    }
    const fs::path resolved = fs::weakly_canonical(at, ec);  // links among the folders on the way
    return (ec ? at.lexically_normal() : resolved).string();
}

}  // namespace kifu::batch
