#pragma once
// One UTF-8 sequence at a time: for code that looks at characters (their width in a
// figure, their script) rather than bytes.
#include <cstddef>
#include <string_view>

namespace kifu::utf8 {

inline constexpr char32_t replacement = 0xFFFD;

struct Decoded {
    char32_t code;
    std::size_t length;   // bytes consumed (1 for an invalid byte)
    bool valid;
};

// The sequence at `pos`, rejecting overlong forms, surrogates and values past U+10FFFF.
inline Decoded decode(std::string_view s, std::size_t pos) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
    const unsigned char lead = byte(pos);
    if (lead < 0x80) return {lead, 1, true};
    std::size_t length = 0;
    char32_t code = 0, minimum = 0;
    if ((lead & 0xE0) == 0xC0) length = 2, code = lead & 0x1Fu, minimum = 0x80;
    else if ((lead & 0xF0) == 0xE0) length = 3, code = lead & 0x0Fu, minimum = 0x800;
    else if ((lead & 0xF8) == 0xF0) length = 4, code = lead & 0x07u, minimum = 0x10000;
    else return {replacement, 1, false};
    if (pos + length > s.size()) return {replacement, 1, false};
    for (std::size_t i = 1; i < length; ++i) {
        if ((byte(pos + i) & 0xC0) != 0x80) return {replacement, 1, false};
        code = (code << 6) | (byte(pos + i) & 0x3Fu);
    }
    if (code < minimum || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return {replacement, 1, false};
    return {code, length, true};
}

// The length of the longest prefix of `s` of at most `most` bytes that ends at the start of
// a character (a cut never splits a UTF-8 sequence).
inline std::size_t whole_prefix(std::string_view s, std::size_t most) {
    std::size_t keep = most < s.size() ? most : s.size();
    while (keep > 0 && keep < s.size() && (static_cast<unsigned char>(s[keep]) & 0xC0U) == 0x80U) --keep;
    return keep;
}

}  // namespace kifu::utf8
