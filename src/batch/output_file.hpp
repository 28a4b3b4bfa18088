#pragma once
// Every file kifu writes (CSV, pages, figures, annotated records) is written whole or not
// at all, as git's lockfile does: the bytes go to a temporary file beside the target,
// created exclusively, and commit() renames it onto the target only once every byte is
// written. An interrupted or failed write leaves the old file (or none), never a truncated
// one. A symbolic link at the target is written through, as SQLite opens a store through
// one: the file it leads to is replaced and the link stays (replacing the link left the
// file it named, the one the user keeps, with the old content). A replaced file keeps its
// mode, owner, group and extended attributes (batch/kept_attributes.hpp). A target that is
// not a file (a device such as /dev/null, a named pipe, /dev/stdout) is written through,
// as a shell redirection writes it: it cannot be replaced, and must not be; a named pipe
// that no process reads is a failed write, never a wait.
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace kifu::batch {

// A write that failed: names the file and why ("No space left on device", "Permission
// denied"). Commands report it with ExitCode::output_failed.
class OutputError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class OutputFile {
public:
    // Creates the temporary file beside `path`, or beside the file its symbolic links lead
    // to (".NAME.kifu-XXXXXX", NAME cut short when
    // the whole would pass NAME_MAX); throws OutputError when it cannot (no such folder, no
    // permission, `path` is a folder).
    explicit OutputFile(std::string path);
    // Not committed: the temporary file is removed and the target left as it was.
    ~OutputFile();
    OutputFile(const OutputFile&) = delete;
    OutputFile& operator=(const OutputFile&) = delete;

    // Buffered; throws OutputError when the disk refuses the bytes.
    void write(std::string_view bytes);
    // Writes what is buffered and renames the file onto the target (keeping an existing
    // target's mode, owner, group and extended attributes, else 0666 less the umask);
    // throws OutputError.
    void commit();
    // Puts the file in place as a new file beside the target, never replacing one: NAME.TAG.EXT
    // (out.csv: out.interrupted.csv), else NAME.TAG-2.EXT, -3, ... (the name must not exist:
    // renameat2's RENAME_NOREPLACE, or link(2) where a file system has no such rename). For an
    // interrupted run's output when the target already holds a file, perhaps an earlier
    // complete run's, which must stay as it was. A target written through is committed as
    // commit() does. Returns the name the file now has; throws OutputError.
    std::string commit_beside(std::string_view tag);
    // The bytes written so far (buffered ones included).
    [[nodiscard]] std::uint64_t size() const { return written_ + buffer_.size(); }
    [[nodiscard]] const std::string& path() const { return path_; }
    // The temporary file, for a writer that must open it by name (SQLite): what it writes
    // there is what commit() puts in place. Empty for a target written through.
    [[nodiscard]] const std::string& temporary_path() const { return temporary_; }

private:
    void flush();
    [[noreturn]] void fail(const std::string& doing, int error);
    void discard() noexcept;

    std::string path_;
    std::string target_;   // path_ with its symbolic links followed: the file replaced
    std::string temporary_;
    int fd_ = -1;
    std::string buffer_;
    std::uint64_t written_ = 0;
};

// Held by one process at a time among those that lock the same `path` exclusively: a
// writer that reads the target and replaces it (kifu merge) takes it from before it reads
// until after the rename, so a second waits and then works on the first's result instead
// of losing it. Writers that change the target in place (batch --db, whose SQLite
// transactions keep each other whole) hold it shared: they run side by side, and a merge
// waits for them as they wait for it, since a merge's rename would leave them writing to
// the store it replaced. An flock() on a hidden file beside `path` (".NAME.kifu-lock"),
// removed by the last holder as it lets go (and by remove_unfinished_outputs on a signal):
// none is left behind, and a process killed outright leaves one that the next takes as
// its own.
class OutputLock {
public:
    enum class Mode { exclusive, shared };
    // Blocks until the lock is held, calling `waiting` first when another holds it;
    // throws OutputError when the lock file cannot be made (no such folder, no permission).
    OutputLock(const std::string& path, const std::function<void()>& waiting, Mode mode = Mode::exclusive);
    ~OutputLock();
    OutputLock(const OutputLock&) = delete;
    OutputLock& operator=(const OutputLock&) = delete;

private:
    std::string file_;
    int fd_ = -1;
};

// The lock file OutputLock uses for `path`: no other output may be named so (a CSV written
// there was removed as the lock when the store let go of it).
std::string lock_file_of(const std::string& path);

// `path` with every symbolic link followed, as SQLite follows them when it opens a store:
// a file that replaces it replaces the file the link leads to, and the link stays. A link
// to nothing yet leads to the file to create.
[[nodiscard]] std::string followed_links(const std::string& path);

// `text` as the whole content of `path`, through an OutputFile; throws OutputError.
void write_output_file(const std::string& path, std::string_view text);

// Removes the temporary files (".NAME.kifu-XXXXXX") that earlier writers of `path` left
// when killed (SIGKILL, a power cut: no handler ran): those no living writer holds (each
// OutputFile keeps its own flock()ed) and none has written to for a minute, and only
// those that look like one: mkstemp's mode 0600 (a finished one is given its final mode
// before its rename), this user's, and empty or beginning with `header` (what the output
// begins with). A user's ".out.db.kifu-backup" matched the name and was deleted. Returns
// how many it removed. For outputs as large as a store, left behind one per killed run.
std::size_t remove_orphaned_outputs(const std::string& path, std::string_view header) noexcept;

// The name of the output whose temporary file is named `file_name` (".a.sgf.kifu-Ab3x9Q"
// gives "a.sgf"), or "" for a name that is none: for a writer that lists a folder once to
// find what killed writers left there (then remove_orphaned_outputs for each output).
[[nodiscard]] std::string output_of_temporary(std::string_view file_name);

// Removes every temporary file not yet committed. Async-signal-safe: a command's SIGINT,
// SIGTERM or SIGHUP handler calls it before the process dies, so no ".NAME.kifu-XXXXXX"
// is left behind.
void remove_unfinished_outputs() noexcept;

}  // namespace kifu::batch
