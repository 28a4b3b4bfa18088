#include "sgf/cjk_fallback.hpp"

#include <algorithm>
#include <array>
#include <cstddef>

#include "base/utf8.hpp"

namespace kifu::sgf {
namespace {

bool in(char32_t c, char32_t first, char32_t last) { return c >= first && c <= last; }

bool is_hangul(char32_t c) { return in(c, 0xAC00, 0xD7A3); }  // precomposed syllables

bool is_han(char32_t c) {
    return in(c, 0x4E00, 0x9FFF) || in(c, 0x3400, 0x4DBF) || in(c, 0xF900, 0xFAFF);
}

// Hiragana and katakana (with the prolonged sound mark) and kanji, not the half-width
// katakana that other double-byte text turns into when read as Shift_JIS.
bool is_japanese(char32_t c) { return in(c, 0x3041, 0x30FF) || is_han(c); }

// Ideographic space and punctuation (、。「」), full-width ASCII and signs.
bool is_cjk_punctuation(char32_t c) {
    return in(c, 0x3000, 0x303F) || in(c, 0xFF01, 0xFF5E) || in(c, 0xFFE0, 0xFFE6);
}

// Every non-ASCII character is of the script or CJK punctuation, and two of the script's
// characters stand next to each other somewhere.
bool all_of_script(std::string_view utf8, bool (*is_script)(char32_t)) {
    std::size_t run = 0, longest = 0;
    for (std::size_t at = 0; at < utf8.size();) {
        const utf8::Decoded d = utf8::decode(utf8, at);
        at += d.length;
        const char32_t c = d.code;
        if (c >= 0x80 && !is_script(c) && !is_cjk_punctuation(c)) return false;
        run = is_script(c) ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    return longest >= 2;
}

bool reads_as_hangul(std::string_view, std::string_view utf8) { return all_of_script(utf8, is_hangul); }

// GB2312's common hanzi (level 1, lead bytes B0..D7) are what Chinese text is made of;
// Cyrillic in Windows-1251, whose small letters are E0..FF, reads as rare ones (level 2).
bool reads_as_chinese(std::string_view bytes, std::string_view utf8) {
    if (!all_of_script(utf8, is_han)) return false;
    std::size_t common = 0, rare = 0;
    for (std::size_t i = 0; i + 1 < bytes.size(); ++i) {
        const auto lead = static_cast<unsigned char>(bytes[i]);
        if (lead < 0x80) continue;
        if (lead >= 0xB0 && lead <= 0xD7) ++common;
        else if (lead >= 0xD8) ++rare;
        ++i;  // the second byte
    }
    return common > rare;
}

// Shift_JIS's second bytes include ASCII ('[', ']', letters), so Latin text such as
// "Hélène" decodes as kanji too. A reading counts only if the bytes hold one in 0x81..0x9F
// (lead bytes of kana and common kanji; control codes in ISO-8859) and SGF's brackets
// survive decoding.
bool reads_as_japanese(std::string_view bytes, std::string_view utf8) {
    const bool c1 = std::any_of(bytes.begin(), bytes.end(), [](char b) {
        const auto u = static_cast<unsigned char>(b);
        return u >= 0x81 && u <= 0x9F;
    });
    const auto brackets = [](std::string_view text) {
        return std::count(text.begin(), text.end(), '[') + std::count(text.begin(), text.end(), ']');
    };
    return c1 && brackets(bytes) == brackets(utf8) && all_of_script(utf8, is_japanese);
}

constexpr std::array<CjkCandidate, 3> candidates{{
    {"EUC-KR", "Hangul", reads_as_hangul},
    {"GB2312", "Chinese", reads_as_chinese},
    {"SHIFT_JIS", "Japanese", reads_as_japanese},
}};

}  // namespace

std::span<const CjkCandidate> cjk_fallback_candidates() { return candidates; }

}  // namespace kifu::sgf
