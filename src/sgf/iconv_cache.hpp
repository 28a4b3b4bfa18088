#pragma once
// Conversion descriptors to UTF-8, kept open for the life of the thread that opened them.
//
// glibc loads a charset's converter (a shared object under gconv/) when the first
// descriptor for it opens and unloads it when the last one closes, under a process-wide
// lock. A descriptor opened and closed per record therefore loaded and unloaded a module
// for every GB2312 or Shift_JIS record of an archive, and the threads of `kifu batch`
// queued on that lock: on the corpus's mis-encoded files, -j2 was 1.4x -j1 instead of
// nearly 2x. Each thread keeps its own descriptors, so none is ever shared between threads.
#include <iconv.h>

#include <string>

namespace kifu::sgf {

struct IconvToUtf8 {
    iconv_t handle;     // (iconv_t)-1 when iconv cannot convert from that charset
    bool owned;         // the caller must iconv_close it (the thread's cache is full)
    [[nodiscard]] bool ok() const { return handle != reinterpret_cast<iconv_t>(-1); }  // NOLINT(performance-no-int-to-ptr)
};

// A descriptor converting `from_charset` (as iconv_open spells it) to UTF-8. A cached one
// stays open until the thread ends: reset its shift state before each use, and do not close it.
// Failures are cached too. Past `iconv_cache_capacity` names, descriptors are opened
// uncached (owned), so that a hostile archive naming every charset glibc knows cannot keep
// every converter loaded.
IconvToUtf8 iconv_to_utf8(const std::string& from_charset);

inline constexpr std::size_t iconv_cache_capacity = 16;

}  // namespace kifu::sgf
