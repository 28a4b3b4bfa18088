#include "report/svg_text.hpp"

#include <fmt/format.h>

#include "base/utf8.hpp"

namespace kifu::report::svg {
namespace {

using utf8::Decoded;
using utf8::decode;

void append_utf8(std::string& out, char32_t c) {
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += static_cast<char>(0xE0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (c >> 18));
        out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
}

bool wide(char32_t c) {
    return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) || (c >= 0xAC00 && c <= 0xD7A3) ||
           (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
           (c >= 0xFFE0 && c <= 0xFFE6) || c >= 0x20000;
}

// Advance widths close to DejaVu Sans, the widest of the fonts the figure names, so
// estimates err on the safe side.
double em_width(char32_t c) {
    if (wide(c)) return 1.0;
    switch (c) {
        case ' ': return 0.32;
        case 'i': case 'l': case 'j': case '.': case ',': case '\'': case '|': case ':': case ';': case '!': return 0.29;
        case 'f': case 't': case 'r': case '(': case ')': case '[': case ']': case '-': return 0.41;
        case 'm': case 'w': case 'M': case 'W': return 0.95;
        default: break;
    }
    if (c >= 'A' && c <= 'Z') return 0.72;
    return 0.62;
}

// The byte offsets where each character of `text` starts, plus text.size().
std::vector<std::size_t> char_starts(std::string_view text) {
    std::vector<std::size_t> starts;
    for (std::size_t pos = 0; pos < text.size(); pos += decode(text, pos).length) starts.push_back(pos);
    starts.push_back(text.size());
    return starts;
}

// Appends `word` to `lines`, breaking it between characters where it is wider than `width`.
void break_word(std::vector<std::string>& lines, std::string_view word, double font_size, double width) {
    const std::vector<std::size_t> starts = char_starts(word);
    std::size_t from = 0;
    double used = 0;
    for (std::size_t k = 0; k + 1 < starts.size(); ++k) {
        const double w = em_width(decode(word, starts[k]).code) * font_size;
        if (used + w > width && starts[k] > from) {
            lines.emplace_back(word.substr(from, starts[k] - from));
            from = starts[k];
            used = 0;
        }
        used += w;
    }
    lines.emplace_back(word.substr(from));
}

}  // namespace

std::string escape(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t pos = 0; pos < text.size();) {
        const Decoded d = decode(text, pos);
        pos += d.length;
        switch (d.code) {
            case '&': out += "&amp;"; continue;
            case '<': out += "&lt;"; continue;
            case '>': out += "&gt;"; continue;
            case '"': out += "&quot;"; continue;
            case '\'': out += "&apos;"; continue;
            case '\t': case '\n': case '\r': out += ' '; continue;
            default: break;
        }
        if (d.code < 0x20 || d.code == 0x7F || d.code == 0xFFFE || d.code == 0xFFFF) {
            if (d.code >= 0x20) append_utf8(out, utf8::replacement);
            continue;  // C0 controls are not allowed in XML 1.0 at all
        }
        append_utf8(out, d.code);
    }
    return out;
}

std::string num(double value) {
    std::string s = fmt::format("{:.2f}", value);
    s.erase(s.find_last_not_of('0') + 1);
    if (s.back() == '.') s.pop_back();
    if (s == "-0") s = "0";
    return s;
}

double text_width(std::string_view text, double font_size) {
    double em = 0;
    for (std::size_t pos = 0; pos < text.size();) {
        const Decoded d = decode(text, pos);
        pos += d.length;
        em += em_width(d.code);
    }
    return em * font_size;
}

std::vector<std::string> wrap(std::string_view text, double font_size, double width) {
    std::vector<std::string> lines;
    std::string line;
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t space = text.find(' ', pos);
        const std::string_view word = text.substr(pos, space == std::string_view::npos ? std::string_view::npos : space - pos);
        pos = space == std::string_view::npos ? text.size() : space + 1;
        if (word.empty()) continue;
        const std::string candidate = line.empty() ? std::string(word) : line + ' ' + std::string(word);
        if (text_width(candidate, font_size) <= width) {
            line = candidate;
            continue;
        }
        if (!line.empty()) lines.push_back(line);
        line.clear();
        if (text_width(word, font_size) <= width) {
            line = std::string(word);
        } else {
            break_word(lines, word, font_size, width);
            line = lines.back();
            lines.pop_back();
        }
    }
    if (!line.empty()) lines.push_back(line);
    return lines;
}

std::string truncate(std::string_view text, double font_size, double width) {
    if (text_width(text, font_size) <= width) return std::string(text);
    const std::string ellipsis = "\u2026";
    const double room = width - text_width(ellipsis, font_size);
    const std::vector<std::size_t> starts = char_starts(text);
    std::size_t end = 0;
    double used = 0;
    for (std::size_t k = 0; k + 1 < starts.size(); ++k) {
        used += em_width(decode(text, starts[k]).code) * font_size;
        if (used > room) break;
        end = starts[k + 1];
    }
    return std::string(text.substr(0, end)) + ellipsis;
}

}  // namespace kifu::report::svg
