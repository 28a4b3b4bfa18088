#pragma once
// The bytes a stream file (`kifu batch --db s.db --jsonl >> s.jsonl`) holds past the store's
// mark, read to decide whether a resumed run may cut them off: only when each is a line
// batch wrote (an object beginning {"file":...,"game":..., with batch's "duplicate_of" key)
// for a game the stopped run wrote but the store never committed. Anything else there (another command's output appended
// after the stopped run, a file that took over the inode of the one the mark was made for)
// is someone else's and must be kept.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

namespace kifu::batch {

// The start of a line as kifu writes it: the object's `file` and `game` (null for an
// input that gave no game, and unknown in a last line cut short before it).
struct LineStart {
    std::string file;
    std::optional<std::int64_t> game;
};

// True when the line names a game this run may cut (and write again).
using LineTest = std::function<bool(const LineStart& line)>;

// Whether every line of the file open on `fd` between `from` and `to` passes `ours`; the
// last may be cut short (a run killed mid-write), and passes when what is there of it
// could begin such a line. Reads in bounded chunks through /proc's link to `fd` (the
// stream is open for writing only), and stops at the first line that does not pass: what
// follows the mark may be gigabytes of someone else's.
[[nodiscard]] bool only_lines_that_pass(int fd, std::uint64_t from, std::uint64_t to, const LineTest& ours);

}  // namespace kifu::batch
