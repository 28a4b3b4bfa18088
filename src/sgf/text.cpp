#include "sgf/text.hpp"

namespace kifu::sgf {

bool is_ascii_whitespace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

namespace {

enum class LineBreaks { keep, to_space };

bool is_line_break(char c) { return c == '\n' || c == '\r'; }

// "\r\n" and "\n\r" are one break; "\n\n" is two.
std::size_t line_break_length(std::string_view text, std::size_t at) {
    const bool paired = at + 1 < text.size() && is_line_break(text[at + 1]) && text[at + 1] != text[at];
    return paired ? 2 : 1;
}

// FF[4]: white space other than line breaks is converted to space.
char without_tabs(char c) { return c == '\t' || c == '\v' || c == '\f' ? ' ' : c; }

std::string decode_escaped(std::string_view raw, LineBreaks breaks) {
    std::string out;
    out.reserve(raw.size());
    std::size_t i = 0;
    while (i < raw.size()) {
        const bool escape = raw[i] == '\\' && i + 1 < raw.size();
        if (escape) ++i;
        if (is_line_break(raw[i])) {
            if (!escape) out += breaks == LineBreaks::keep ? '\n' : ' ';
            i += line_break_length(raw, i);
            continue;
        }
        out += without_tabs(raw[i]);
        ++i;
    }
    return out;
}

}  // namespace

std::string decode_text(std::string_view raw) { return decode_escaped(raw, LineBreaks::keep); }

std::string decode_simple_text(std::string_view raw) { return decode_escaped(raw, LineBreaks::to_space); }

std::string_view trim_whitespace(std::string_view text) {
    while (!text.empty() && is_ascii_whitespace(text.front())) text.remove_prefix(1);
    while (!text.empty() && is_ascii_whitespace(text.back())) text.remove_suffix(1);
    return text;
}

std::string ascii_lowercase(std::string_view text) {
    std::string out(text);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
}

std::string canonical_escapes(std::string_view raw) {
    std::string out;
    out.reserve(raw.size() + 2);
    for (std::size_t i = 0; i < raw.size(); ++i) {
        const char c = raw[i];
        if (c == '\\') {
            out += '\\';
            out += i + 1 < raw.size() ? raw[++i] : '\\';
        } else {
            if (c == ']') out += '\\';
            out += c;
        }
    }
    return out;
}

std::string escape_value(std::string_view text, bool compose) {
    std::string out;
    out.reserve(text.size() + 2);
    for (const char c : text) {
        if (c == ']' || c == '\\' || (compose && c == ':')) out += '\\';
        out += c;
    }
    return out;
}

}  // namespace kifu::sgf
