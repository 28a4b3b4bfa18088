#pragma once
// What `kifu batch` reads: files, single compressed records (game.sgf.gz: one input, see
// compressed_file.hpp), folders walked recursively, lists of paths on standard input, and
// archives (tar, tar.gz/bz2/xz, zip, 7z, whatever libarchive recognises) read in place.
// Each input comes out with its bytes, or with the reason they could not be read, so that
// nothing is lost silently. Runs on one thread: disks and decompressors are
// sequential.
#include <atomic>
#include <cstdint>
#include <functional>
#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kifu::batch {

struct InputOptions {
    // Which files of a folder and which archive members are inputs, matched against the
    // file name (last path component), case-insensitively, fnmatch-style.
    std::string glob = "*.sgf";
    // Archive bomb guards. A member larger than this is an error row, not read.
    std::uint64_t max_member_size = std::uint64_t{256} << 20;
    // An archive may expand to at most this many times its own size (and never less than
    // max_member_size); reading stops at the member that would go past it. gzip cannot
    // exceed ~1032:1, so only bombs (or bzip2/xz of pathological data) reach the default.
    double max_expansion = 1000;
    // Told of each path read from the list on standard input ("-") before it is read: it
    // may throw to stop the enumeration (kifu batch refuses a listed path that is one of
    // its outputs, as it refuses one named on the command line).
    std::function<void(const std::string& listed)> on_listed;
};

// One input, as the reader thread hands it on.
struct RawInput {
    std::string path;      // the file as named, or "ARCHIVE:MEMBER"
    std::string archive;   // the archive's path, empty for a plain file
    std::string member;    // the member's path inside the archive, empty for a plain file
    std::string bytes;     // the content, when it could be read
    std::string error;     // why it could not be read, else empty
    // Which input this is, whatever way its path was written (DIR, ./DIR and /abs/DIR
    // give one key): its absolute path, with `.`, `..` and symbolic links of what was named
    // resolved, or that of its archive, ':' and the member's path made normal (./a.sgf and
    // a//b.sgf are a.sgf and a/b.sgf), followed by #2, #3, ... for the second, third
    // member of one such path in one archive (each a record of its own). The --db store's
    // resume key. Set by enumerate_inputs; empty means `path`.
    std::string key{};
};

// How far reading has got, for the progress bar. `position` counts the bytes walked up
// to the last input handed on: the size of every file met (input or not), and inside an
// archive the compressed bytes read so far. `total` is the same count for the whole run
// (see input_bytes_total; 0 until known). `compressed` is set once an archive or a
// compressed record is read: compressed bytes measure the work done only roughly.
struct ReadProgress {
    std::atomic<std::uint64_t> position{0};
    std::atomic<std::uint64_t> total{0};
    std::atomic<bool> compressed{false};
};

// Whether an input (by its shard key, see shard.hpp) is wanted; unwanted inputs are not
// read. Default: all.
using InputFilter = std::function<bool(const RawInput& input)>;
// Receives each input; returns false to stop the enumeration (the consumer gave up).
using InputHandler = std::function<bool(RawInput&& input)>;
// Told of a file (`what` "file") or a folder argument ("folder") reached again (`path`)
// that was read already as `first`, and not read again: for the warning "PATH: the same
// file as FIRST, read once".
using RepeatHandler = std::function<void(const std::string& path, const std::string& first, std::string_view what)>;

// Enumerates `arguments` in a stable order: each argument in turn; a folder's entries
// sorted by name, depth first; an archive's members in archive order. "-" reads one path
// per line from `stdin_list`, each treated as an argument (folders and archives
// included). A file named explicitly is always an input; inside folders and archives only
// names matching the glob are, plus (in folders) archives found by libarchive; other
// compressed files in folders are skipped unless named like a tar. A file or member whose
// name matches the glob once a compression suffix is removed (game.sgf.gz) is one input,
// decompressed. A folder or archive named in which no file or member matches the glob is
// an error of its own ("no records found (looked for *.sgf)"), in every command and in the
// Python module: a mistyped folder must not pass for one whose records are all clean.
// A file or archive reached twice (named twice, through a link, a hard link or a bind
// mount: one device and inode) is read the first time only; on_repeat hears of the others,
// and of a folder named again once, not of each file in it.
void enumerate_inputs(const std::vector<std::string>& arguments, const InputOptions& options,
                      std::istream& stdin_list, const InputFilter& wanted, const InputHandler& on_input,
                      ReadProgress* progress = nullptr, const RepeatHandler& on_repeat = {});

// The final ReadProgress::position of enumerate_inputs over `arguments`: the sizes of the
// files named and of every regular file in the folders, walked by the same rules (a
// directory walk costs little beside parsing what it finds). Empty when not knowable (a
// list on standard input) or when `keep_going` returns false (checked as it walks).
std::optional<std::uint64_t> input_bytes_total(const std::vector<std::string>& arguments,
                                               const std::function<bool()>& keep_going);

// True when `name`'s last path component matches `glob` (fnmatch, case-insensitive).
bool name_matches(const std::string& glob, const std::string& name);

}  // namespace kifu::batch
