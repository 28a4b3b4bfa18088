#include "cli/terminal_text.hpp"

#include <fmt/format.h>

namespace kifu::cli {
namespace {

// The longest SGR sequence kifu writes is "\x1b[1;4;32m"; anything longer is not its own.
constexpr std::size_t longest_colour = 12;

enum class Match { pass, escape, incomplete };

// An SGR sequence (ESC [ digits and ';' m) at the start of `in`: only colours and styles,
// nothing that moves the cursor, clears the screen or sets a title.
Match colour_at(std::string_view in, std::size_t& length) {
    if (in.size() < 2) return Match::incomplete;
    if (in[1] != '[') return Match::escape;
    for (std::size_t i = 2; i < in.size() && i < longest_colour; ++i) {
        const char c = in[i];
        if (c == 'm') {
            length = i + 1;
            return Match::pass;
        }
        if ((c < '0' || c > '9') && c != ';') return Match::escape;
    }
    return in.size() < longest_colour ? Match::incomplete : Match::escape;
}

// A character to escape at the start of `in` (its length in `length`), one that passes, or
// too few bytes to tell.
Match character_at(std::string_view in, std::size_t& length) {
    const auto b = [&](std::size_t i) { return static_cast<unsigned char>(in[i]); };
    length = 1;
    const unsigned char c = b(0);
    if (c < 0x20) return c == '\n' || c == '\t' ? Match::pass : Match::escape;
    if (c == 0x7f) return Match::escape;
    if (c == 0xC2) {  // C1 controls, U+0080-U+009F
        if (in.size() < 2) return Match::incomplete;
        length = 2;
        return b(1) >= 0x80 && b(1) <= 0x9F ? Match::escape : Match::pass;
    }
    if (c == 0xD8) {  // U+061C ARABIC LETTER MARK
        if (in.size() < 2) return Match::incomplete;
        length = 2;
        return b(1) == 0x9C ? Match::escape : Match::pass;
    }
    if (c == 0xE2) {  // U+200E, U+200F, U+202A-U+202E, U+2066-U+2069
        if (in.size() < 3) return in.size() == 2 && b(1) != 0x80 && b(1) != 0x81 ? Match::pass : Match::incomplete;
        length = 3;
        const bool marks = b(1) == 0x80 && (b(2) == 0x8E || b(2) == 0x8F || (b(2) >= 0xAA && b(2) <= 0xAE));
        const bool isolates = b(1) == 0x81 && b(2) >= 0xA6 && b(2) <= 0xA9;
        return marks || isolates ? Match::escape : Match::pass;
    }
    return Match::pass;
}

std::string escaped(std::string_view character) {
    const auto c = static_cast<unsigned char>(character[0]);
    if (character.size() == 1) return fmt::format("\\x{:02x}", c);
    // Decode the two- or three-byte UTF-8 form to its code point.
    unsigned code = 0;
    if (character.size() == 2) code = ((c & 0x1Fu) << 6) | (static_cast<unsigned char>(character[1]) & 0x3Fu);
    else
        code = ((c & 0x0Fu) << 12) | ((static_cast<unsigned char>(character[1]) & 0x3Fu) << 6) |
               (static_cast<unsigned char>(character[2]) & 0x3Fu);
    return fmt::format("\\u{:04x}", code);
}

// Escapes `in` into `out`; returns the bytes consumed. Unless `final`, bytes at the end
// that may begin a sequence not yet complete are left for the next call.
std::size_t escape_into(std::string_view in, std::string& out, bool keep_colours, bool final) {
    std::size_t at = 0;
    while (at < in.size()) {
        const std::string_view rest = in.substr(at);
        std::size_t length = 1;
        Match match = character_at(rest, length);
        if (match == Match::escape && rest[0] == '\x1b' && keep_colours) match = colour_at(rest, length);
        if (match == Match::incomplete && !final) return at;
        if (match == Match::incomplete) {  // cut off by the end of the text: each byte escaped
            for (const char c : rest) out += escaped(std::string_view(&c, 1));
            return in.size();
        }
        if (match == Match::pass) out.append(rest.substr(0, length));
        else out += escaped(rest.substr(0, length));
        at += length;
    }
    return at;
}

}  // namespace

std::string terminal_safe(std::string_view text, bool keep_colours) {
    std::string out;
    out.reserve(text.size());
    escape_into(text, out, keep_colours, true);
    return out;
}

TerminalSafeBuffer::~TerminalSafeBuffer() {
    if (held_.empty()) return;
    std::string out;
    escape_into(held_, out, true, true);  // the end: a sequence still cut short is escaped byte by byte
    try {
        target_->sputn(out.data(), static_cast<std::streamsize>(out.size()));
        target_->pubsync();
    } catch (...) {  // NOLINT(bugprone-empty-catch): a destructor must not throw; the stream has failed
    }
}

void TerminalSafeBuffer::emit_complete() {
    std::string out;
    const std::size_t used = escape_into(held_, out, true, false);
    held_.erase(0, used);
    target_->sputn(out.data(), static_cast<std::streamsize>(out.size()));
}

TerminalSafeBuffer::int_type TerminalSafeBuffer::overflow(int_type ch) {
    if (traits_type::eq_int_type(ch, traits_type::eof())) return traits_type::not_eof(ch);
    held_ += traits_type::to_char_type(ch);
    emit_complete();
    return ch;
}

std::streamsize TerminalSafeBuffer::xsputn(const char* s, std::streamsize n) {
    held_.append(s, static_cast<std::size_t>(n));
    emit_complete();
    return n;
}

// A flush sends what is whole; a character cut short waits for its other bytes.
int TerminalSafeBuffer::sync() {
    emit_complete();
    return target_->pubsync();
}

}  // namespace kifu::cli
