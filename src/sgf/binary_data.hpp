#pragma once
// Is it text at all? Text has few control characters; images, archives, executables and
// random bytes have them everywhere. A stray NUL in a text file (SGFC's test files have
// one), or two in a small one, does not make it binary. Asked of the raw bytes before any charset work (so 20 MB
// of noise is refused in microseconds, not after seconds of detection and conversion),
// except for UTF-16, whose ASCII comes with a zero byte each: that is asked once it is
// converted (sgf/reader.cpp).
#include <cstddef>
#include <string>
#include <string_view>

namespace kifu::sgf {

// Control characters (other than NUL when `count_nuls` is false) in the first 8 KB.
template <bool count_nuls>
unsigned control_count(std::string_view head) {
    // Branch-free, so the compiler vectorises it: every file goes through this loop.
    unsigned controls = 0;
    for (char ch : head) {
        const auto c = static_cast<unsigned char>(ch);
        const bool allowed = (static_cast<unsigned>(c - '\t') <= '\r' - '\t') | (c == 0x1a) |   // \t \n \v \f \r, DOS EOF
                             (!count_nuls & (c == 0));
        controls += static_cast<unsigned>((c < 0x20) & !allowed);
    }
    return controls;
}

inline bool looks_binary(std::string_view text) {
    const std::string_view head = text.substr(0, 8192);
    const unsigned controls = control_count<true>(head);
    // And three at least: two stray NULs in a 30-byte record are more than a twentieth of it.
    return controls > 2 && std::size_t{controls} * 20 > head.size();
}

// A record padded with NULs (a file a crash cut short, an editor that preallocated it)
// or with a run of them inside is still text: it opens with a game tree ("(;" after an
// optional UTF-8 byte-order mark and whitespace) and what is not NUL is text. The reader
// then reports the NULs where they are. Asked only of what looks_binary refused: an image,
// an archive or random bytes never open with "(;", nor are they text once NULs are gone.
inline bool nul_padded_text(std::string_view text) {
    if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
    constexpr std::string_view blank = " \t\r\n";
    const std::size_t open = text.find_first_not_of(blank);
    if (open == std::string_view::npos || text[open] != '(') return false;
    const std::size_t semicolon = text.find_first_not_of(blank, open + 1);
    if (semicolon == std::string_view::npos || text[semicolon] != ';') return false;
    std::string head;   // the first 8 KB of what is not NUL
    for (std::size_t i = 0; i < text.size() && head.size() < 8192; ++i)
        if (text[i] != '\0') head += text[i];
    const unsigned controls = control_count<false>(head);
    return std::size_t{controls} * 20 <= head.size();
}

}  // namespace kifu::sgf
