#include "sgf/text.hpp"

#include <gtest/gtest.h>

namespace kifu::sgf {
namespace {

TEST(DecodeText, PlainTextIsUnchanged) {
    EXPECT_EQ(decode_text(""), "");
    EXPECT_EQ(decode_text("Black plays well."), "Black plays well.");
}

TEST(DecodeText, BackslashMakesTheNextCharacterLiteral) {
    EXPECT_EQ(decode_text("a\\]b"), "a]b");
    EXPECT_EQ(decode_text("a\\\\b"), "a\\b");
    EXPECT_EQ(decode_text("a\\:b"), "a:b");
    EXPECT_EQ(decode_text("\\a\\b"), "ab");
    EXPECT_EQ(decode_text("\\\\\\]"), "\\]");
}

TEST(DecodeText, TrailingLoneBackslashIsKept) {
    EXPECT_EQ(decode_text("abc\\"), "abc\\");
    EXPECT_EQ(decode_text("\\"), "\\");
    EXPECT_EQ(decode_text("abc\\\\"), "abc\\");   // an escaped backslash, not a lone one
}

TEST(DecodeText, EscapedLineBreakIsASoftBreakAndVanishes) {
    EXPECT_EQ(decode_text("ab\\\ncd"), "abcd");
    EXPECT_EQ(decode_text("ab\\\r\ncd"), "abcd");
    EXPECT_EQ(decode_text("ab\\\rcd"), "abcd");
    EXPECT_EQ(decode_text("ab\\\n\rcd"), "abcd");
    EXPECT_EQ(decode_text("ab\\\r\n\r\ncd"), "ab\ncd");   // only the first break is soft
    EXPECT_EQ(decode_text("ab\\\n"), "ab");
}

TEST(DecodeText, HardLineBreaksBecomeNewline) {
    EXPECT_EQ(decode_text("a\nb"), "a\nb");
    EXPECT_EQ(decode_text("a\r\nb"), "a\nb");
    EXPECT_EQ(decode_text("a\rb"), "a\nb");
    EXPECT_EQ(decode_text("a\n\rb"), "a\nb");
    EXPECT_EQ(decode_text("a\n\nb"), "a\n\nb");
    EXPECT_EQ(decode_text("a\r\n\r\nb"), "a\n\nb");
    EXPECT_EQ(decode_text("a\r\rb"), "a\n\nb");
}

TEST(DecodeText, OtherWhitespaceBecomesSpace) {
    EXPECT_EQ(decode_text("a\tb\vc\fd e"), "a b c d e");
    EXPECT_EQ(decode_text("a\\\tb"), "a b");
}

TEST(DecodeText, NonAsciiBytesPassThrough) {
    EXPECT_EQ(decode_text("\xE7\xA2\x81\\]"), "\xE7\xA2\x81]");   // "碁]"
}

TEST(DecodeSimpleText, LineBreaksBecomeSpaces) {
    EXPECT_EQ(decode_simple_text("a\nb"), "a b");
    EXPECT_EQ(decode_simple_text("a\r\nb"), "a b");
    EXPECT_EQ(decode_simple_text("a\n\rb"), "a b");
    EXPECT_EQ(decode_simple_text("a\n\nb"), "a  b");
    EXPECT_EQ(decode_simple_text("a\tb"), "a b");
}

TEST(DecodeSimpleText, SoftBreaksAndEscapesWorkAsInText) {
    EXPECT_EQ(decode_simple_text("ab\\\r\ncd"), "abcd");
    EXPECT_EQ(decode_simple_text("B+R\\]"), "B+R]");
    EXPECT_EQ(decode_simple_text("x\\"), "x\\");
}

TEST(DecodeSimpleText, TrimsNothing) {
    EXPECT_EQ(decode_simple_text("  a  "), "  a  ");
    EXPECT_EQ(decode_simple_text("\na\n"), " a ");
}

TEST(TrimWhitespace, StripsAsciiWhitespaceAtBothEnds) {
    EXPECT_EQ(trim_whitespace(" \t\r\n a b \v\f"), "a b");
    EXPECT_EQ(trim_whitespace("   "), "");
    EXPECT_EQ(trim_whitespace(""), "");
    EXPECT_EQ(trim_whitespace("ab"), "ab");
}

TEST(AsciiLowercase, LowersOnlyAsciiLetters) {
    EXPECT_EQ(ascii_lowercase("B+Resign"), "b+resign");
    EXPECT_EQ(ascii_lowercase("AZaz09@[`{"), "azaz09@[`{");
    EXPECT_EQ(ascii_lowercase("\xC3\x89"), "\xC3\x89");   // "É" is left alone
}

// kifu fix writes values back with these: what the reader kept as text gets the escape
// FF[4] requires, and writing what was written changes nothing.
TEST(CanonicalEscapes, EscapesWhatTheReaderKeptAsText) {
    EXPECT_EQ(canonical_escapes("a\\]b"), "a\\]b");       // escapes kept as written
    EXPECT_EQ(canonical_escapes("a]b"), "a\\]b");         // a ']' the reader kept as text
    EXPECT_EQ(canonical_escapes("ends\\"), "ends\\\\");   // a lone trailing '\' was literal
    for (const std::string_view raw : {"a]b", "ends\\", "x\\:y", "\\\\"})
        EXPECT_EQ(canonical_escapes(canonical_escapes(raw)), canonical_escapes(raw)) << raw;
}

TEST(EscapeValue, EscapesBracketAndBackslashAndColonOnlyInCompose) {
    EXPECT_EQ(escape_value("a]b\\c:d"), "a\\]b\\\\c:d");
    EXPECT_EQ(escape_value("a]b\\c:d", true), "a\\]b\\\\c\\:d");
    EXPECT_EQ(escape_value("line\nbreak"), "line\nbreak");
}

}  // namespace
}  // namespace kifu::sgf
