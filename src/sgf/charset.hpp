#pragma once
// The text-encoding layer of the SGF reader: turns a file's raw bytes into UTF-8 before
// anything parses them. Converting first is not a convenience: in Shift_JIS, Big5 and GBK
// the bytes '\' (0x5C) and ']' (0x5D) occur as second halves of double-byte characters, so
// parsing the raw bytes would see escapes and value ends that are not there.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kifu::sgf {

struct DecodedText {
    // The whole file as valid UTF-8, any BOM removed.
    std::string utf8;
    // What the bytes were read as, upper-case canonical name: "UTF-8", "GB18030", "SHIFT_JIS",
    // "EUC-KR", "UTF-16LE", "ISO-8859-1", ...
    std::string charset;
    // File-level messages (no location), e.g.
    // "CA[UTF-8] but the text is not valid UTF-8; read as GB18030 (detected)".
    std::vector<std::string> warnings;
    // The charset is a guess (the CA the bytes contradict, or a CJK reading of text too short
    // for uchardet): a reader should check the text. Why, in words; "" when it is not.
    std::string guess{};
    // Bytes no charset read, each now U+FFFD: what they were is lost from `utf8`.
    std::size_t replaced = 0;
};

// Never throws (short of running out of memory) and accepts any bytes. Takes them by value so
// that the common case, a file that is already UTF-8, moves the buffer instead of copying it
// (files may be 100+ MB).
DecodedText decode_to_utf8(std::string bytes);

// UTF-16 by its byte-order mark, or (SGF being mostly ASCII) by the zero byte in one
// position of most code units: the one encoding whose text is full of control bytes.
bool looks_like_utf16(std::string_view bytes);

// Well-formed UTF-8 as Unicode defines it: no overlong forms, no surrogates, nothing past
// U+10FFFF. Runs of ASCII are checked 8 bytes at a time.
bool is_valid_utf8(std::string_view bytes);

// The trimmed value of the first CA[...] property, found by an ASCII-compatible byte scan
// (so it works before the charset is known): "CA" not preceded by a letter, optional
// whitespace, then '['. Nothing if there is no such property or its value is unterminated.
std::optional<std::string> find_declared_charset(std::string_view bytes);

// A CA[] value in the canonical spelling DecodedText::charset uses (rule 4): "utf8" is
// "UTF-8", "ISO8859_1" "ISO-8859-1".
std::string declared_charset_name(std::string_view written);

}  // namespace kifu::sgf
