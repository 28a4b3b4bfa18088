#pragma once
// Text from records and file names shown on a terminal: a player named "\x1b]0;pwned\x07"
// or a file name with a right-to-left override must not drive the terminal or reorder
// what the reader sees. On a terminal (and only there: a file or a pipe gets the text as
// it is, and JSON escapes it anyway), control characters (C0 but tab and line feed, DEL,
// C1) and the bidirectional formatting characters (U+061C, U+200E, U+200F, U+202A-U+202E,
// U+2066-U+2069) are shown escaped, as \x1b or \u202e. kifu's own colours (the SGR
// sequences of its board diagrams, colour_wanted()) pass.
#include <ostream>
#include <streambuf>
#include <string>
#include <string_view>

namespace kifu::cli {

// `text` with every such character escaped; `keep_colours`: kifu's own SGR sequences pass.
std::string terminal_safe(std::string_view text, bool keep_colours = false);

// A stream buffer that writes through to `target`, escaping as terminal_safe does. Bytes
// of one character or sequence may arrive in separate writes: they are held until whole.
class TerminalSafeBuffer : public std::streambuf {
public:
    explicit TerminalSafeBuffer(std::streambuf* target) : target_(target) {}
    ~TerminalSafeBuffer() override;

protected:
    int_type overflow(int_type ch) override;
    std::streamsize xsputn(const char* s, std::streamsize n) override;
    int sync() override;

private:
    void emit_complete();

    std::streambuf* target_;
    std::string held_;  // bytes that may begin a sequence to escape or to pass whole
};

}  // namespace kifu::cli
