#pragma once
// Is it text at all? Text has few control characters; images, archives, executables and
// random bytes have them everywhere. A stray NUL in a text file (SGFC's test files have
// one), or two in a small one, does not make it binary. Asked of the raw bytes before any charset work (so 20 MB
// of noise is refused in microseconds, not after seconds of detection and conversion),
// except for UTF-16, whose ASCII comes with a zero byte each: that is asked once it is
// converted (sgf/reader.cpp).
#include <cstddef>
#include <string_view>

namespace kifu::sgf {

inline bool looks_binary(std::string_view text) {
    const std::string_view head = text.substr(0, 8192);
    // Branch-free, so the compiler vectorises it: every file goes through this loop.
    unsigned controls = 0;
    for (char ch : head) {
        const auto c = static_cast<unsigned char>(ch);
        const bool allowed = (static_cast<unsigned>(c - '\t') <= '\r' - '\t') | (c == 0x1a);  // \t \n \v \f \r, DOS EOF
        controls += static_cast<unsigned>((c < 0x20) & !allowed);
    }
    // And three at least: two stray NULs in a 30-byte record are more than a twentieth of it.
    return controls > 2 && std::size_t{controls} * 20 > head.size();
}

}  // namespace kifu::sgf
