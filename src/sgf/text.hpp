#pragma once
// SGF Text and SimpleText decoding (FF[4] escaping and line-break rules), and the small
// ASCII helpers the value decoders share. Everything works on bytes: UTF-8 and other
// encodings pass through untouched because every byte the rules look at is ASCII.
#include <string>
#include <string_view>

namespace kifu::sgf {

// Text: '\' makes the next character literal; '\' + line break is a soft break and vanishes;
// other line breaks ("\n", "\r\n", "\r", "\n\r") become "\n"; tab, vertical tab and form
// feed become a space; a trailing lone '\' (nothing left to escape) is kept as written.
std::string decode_text(std::string_view raw);

// SimpleText: as Text, but every remaining line break becomes a space too. Nothing is trimmed.
std::string decode_simple_text(std::string_view raw);

// A raw value (escapes in place) escaped as FF[4] requires, for writing between '[' and
// ']': every escape is kept as written; a ']' the reader kept as text gets its '\'; a
// trailing lone '\' (which the reader took literally) becomes "\\". Idempotent.
std::string canonical_escapes(std::string_view raw);

// Plain text (no escapes) as a value: '\' and ']' get a backslash, and ':' too when
// `compose` (the text is half of a compose value). Nothing else changes: line breaks are
// kept as they are.
std::string escape_value(std::string_view text, bool compose = false);

// The text without ASCII whitespace at either end.
std::string_view trim_whitespace(std::string_view text);

// Space, tab, line feed, carriage return, vertical tab, form feed.
bool is_ascii_whitespace(char c);

// ASCII lower-casing; bytes outside A-Z are kept (no locale, so results never vary).
std::string ascii_lowercase(std::string_view text);

}  // namespace kifu::sgf
