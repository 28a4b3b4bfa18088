#pragma once
// When uchardet names a single-byte charset for text that is not UTF-8 (or names none, or
// UTF-8 although the text is not), the text may be a short CJK record: uchardet's CJK
// models need more characters than a player's name holds, and a Latin, Greek or Thai guess
// wins ("김철수" in EUC-KR reads as "±èÃ¶¼ö" in Windows-1252). These are the double-byte
// charsets such text is tried in, in order, and what must hold for a reading to count.
#include <span>
#include <string_view>

namespace kifu::sgf {

struct CjkCandidate {
    std::string_view charset;   // as open_charset() takes it, and as reported
    std::string_view script;    // what every character read is, for the warning
    // Given the bytes and their decoding (valid UTF-8, nothing replaced): does the text read
    // as this script? Every non-ASCII character must be of it (or CJK punctuation), with two
    // such characters in a row somewhere, which one pair of accented letters inside a Latin
    // word ("créé") does not give; see cjk_fallback.cpp for each charset's own guards.
    bool (*reads_as_script)(std::string_view bytes, std::string_view utf8);
};

// Korean first: Hangul in EUC-KR always decodes as common hanzi in GB2312, while Chinese
// text reads as nothing but Hangul in EUC-KR only when each character happens to fall in
// the Hangul rows; Shift_JIS last, its guards being the weakest.
std::span<const CjkCandidate> cjk_fallback_candidates();

}  // namespace kifu::sgf
