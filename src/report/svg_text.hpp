#pragma once
// Text in the SVG figures: escaping for XML, numbers for coordinates, and an estimate of
// how wide a line is, so paragraphs can be wrapped without font metrics (the figure
// names generic fonts and embeds none).
#include <string>
#include <string_view>
#include <vector>

namespace kifu::report::svg {

// `text` made safe for XML 1.0 character data and attribute values: & < > " ' escaped,
// control characters other than tab/newline/return dropped and those three turned into
// spaces, invalid UTF-8 (and the non-characters U+FFFE/U+FFFF) replaced by U+FFFD.
std::string escape(std::string_view text);

// A coordinate or length: at most two decimals, no trailing zeros ("12", "12.5", "0.25").
std::string num(double value);

// Estimated advance width of `text` (UTF-8) at `font_size`, for a sans-serif font:
// Latin letters about 0.56 em, wide (CJK, Hangul, full-width) characters 1 em.
double text_width(std::string_view text, double font_size);

// `text` broken at spaces into lines no wider than `width` (estimated); a word wider than
// a line, or text without spaces (Chinese, Japanese), is broken between characters.
std::vector<std::string> wrap(std::string_view text, double font_size, double width);

// `text` cut at a character boundary, with "…" added, so that it fits `width`.
std::string truncate(std::string_view text, double font_size, double width);

}  // namespace kifu::report::svg
