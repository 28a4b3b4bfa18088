// The grammar's hand-written `sgf_follows` lookahead must accept exactly what the X3
// expression it replaces accepts, and end at the same place.
#include "sgf_follows.hpp"

#include <random>
#include <string>
#include <string_view>

#include <gtest/gtest.h>

namespace kifu::grammar::parser {
namespace {

namespace x3 = boost::spirit::x3;

// The expression as the grammar wrote it before (sgf_follows.hpp quotes it).
const auto whitespace = x3::char_(" \t\r\n\v\f");
const auto identifier = x3::char_("a-zA-Z") >> *x3::char_("a-zA-Z0-9");
const auto name = +x3::char_("A-Z");
const auto blank = whitespace | x3::lit('\0');
const auto composed = (name >> *whitespace >> (x3::lit(')') | (';' >> *whitespace >> identifier >> *whitespace >> '['))) |
                      (*blank >> (x3::char_("[;()") | x3::eoi | (identifier >> *whitespace >> '[')));

// -1 when the parser fails, else how many characters it consumed.
template <class Parser>
long consumed(const Parser& parser, std::string_view text) {
    const char* first = text.data();
    const char* const last = text.data() + text.size();
    if (!x3::parse(first, last, parser)) return -1;
    return first - text.data();
}

TEST(SgfFollows, AcceptsWhatMayFollowAClosingBracket) {
    for (std::string_view yes : {"", "  ", "[aa]", ";B[aa]", "(;", ")", " \n BL[1]", "AB\t[", "ab1[", "W  [dd]"})
        EXPECT_GE(consumed(sgf_follows, yes), 0) << yes;
    // A property name without a value, then a node or the end of the tree (FF[4] closes
    // the value there: the ']' swallowed the moves after it).
    for (std::string_view yes : {"XX;B[cc]", "XX ; W[dd]", "XX)", "XX\n)"})
        EXPECT_GE(consumed(sgf_follows, yes), 0) << yes;
    for (std::string_view no : {"12k]: hello", " hello world", "B", "BL", "B 1[", "1B[", ":", "]", "\xc3\xa9[",
                                "B; then", "Xx;B[", " XX;B[", "XX;", "XX; hello"})
        EXPECT_EQ(consumed(sgf_follows, no), -1) << no;
}

TEST(SgfFollows, AgreesWithTheComposedExpression) {
    static constexpr char alphabet[] = {'a', 'Z', 'B', '7', '[', ']', ' ', '\n', '\t', ';', '(', ')', ':', '\\', '\x80', '\0'};
    std::mt19937 rng(5);
    for (int i = 0; i < 50000; ++i) {
        std::string text;
        for (int n = static_cast<int>(rng() % 9); n > 0; --n) text += alphabet[rng() % sizeof alphabet];
        ASSERT_EQ(consumed(sgf_follows, text), consumed(composed, text)) << '"' << text << '"';
    }
}

}  // namespace
}  // namespace kifu::grammar::parser
