// Every escape FF[4] defines reads as FF[4] says, without a warning, however much the
// escaped text looks like SGF. The guesses for files that break the escaping rules (KGS
// chat with unescaped ']', a backslash left unescaped before ']') apply only where the
// FF[4] reading fails; they are tested in test_malformed.cpp.
#include <gtest/gtest.h>

#include "read_helpers.hpp"
#include "sgf/text.hpp"

namespace kifu::sgf {
namespace {
using testing::read_all;
using testing::value_at;

// The comment of the root node, decoded as text, of a file that must read cleanly.
std::string clean_comment(const std::string& sgf) {
    const auto r = read_all(sgf);
    EXPECT_EQ(r.games.size(), 1u) << sgf;
    if (r.games.empty()) return "<no game>";
    for (const Diagnostic& d : r.games[0].diagnostics)
        ADD_FAILURE() << sgf << "\n  " << d.where.line << ":" << d.where.column << ": " << d.message;
    const auto comment = r.games[0].tree.first_value(0, "C");
    return comment ? decode_text(comment->text) : "<absent>";
}

TEST(Escapes, EscapedBracketBeforeTextThatLooksLikeSgf) {
    // The walk-through's file: "\] (" once read as a literal backslash closing the value.
    const auto r = read_all(R"((;FF[4]GM[1]SZ[9]C[Board SZ[9\] (nine lines) is small.];B[ee]))");
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_TRUE(r.games[0].diagnostics.empty());
    EXPECT_TRUE(r.outcome.diagnostics.empty());
    EXPECT_EQ(decode_text(r.games[0].tree.first_value(0, "C")->text), "Board SZ[9] (nine lines) is small.");
    EXPECT_EQ(value_at(r.games[0].tree, 1, "B"), "ee");
    EXPECT_EQ(r.games[0].tree.node_count(), 2u);
}

TEST(Escapes, EveryEscapeOfTheSpecReadsCleanly) {
    struct Case {
        const char* value;     // between C[ and ]
        const char* decoded;
    };
    const Case cases[] = {
        {R"(a \] b)", "a ] b"},
        {R"(\])", "]"},
        {R"(\]\]\])", "]]]"},
        {R"(back\\slash)", R"(back\slash)"},
        {R"(C:\\)", R"(C:\)"},                      // an escaped backslash, then the real ']'
        {R"(\\\])", R"(\])"},
        {"soft\\\nbreak", "softbreak"},           // '\' + newline: a soft line break, removed
        {"soft\\\r\nbreak", "softbreak"},
        {"soft\\\n\rbreak", "softbreak"},
        {"soft\\\rbreak", "softbreak"},
        {"hard\nbreak", "hard\nbreak"},
        {R"(\(;B[aa\]\))", "(;B[aa])"},          // escapes before ( ; ) [
        {R"(x\;y)", "x;y"},
        {R"(x\[y)", "x[y"},
        {R"(SZ[9\] (nine\) ;B[ee\] )", "SZ[9] (nine) ;B[ee] "},
        {R"(a\];B[aa\];W[bb\])", "a];B[aa];W[bb]"},  // escaped SGF after an escaped ']'
        {R"(\a\b\c)", "abc"},                     // any other escaped character is itself
        {R"(\:)", ":"},
    };
    for (const Case& c : cases) {
        const std::string sgf = std::string("(;GM[1]C[") + c.value + "];B[aa])";
        EXPECT_EQ(clean_comment(sgf), c.decoded) << sgf;
    }
}

TEST(Escapes, EscapedBracketAtTheEndOfAFileStillClosesItsValue) {
    EXPECT_EQ(clean_comment(R"((;C[a\]]))"), "a]");
    EXPECT_EQ(clean_comment(R"((;C[a\\]))"), R"(a\)");
}

TEST(Escapes, EscapedColonDoesNotSplitAComposeValue) {
    const auto r = read_all(R"((;GM[1]AP[My\:Editor:1.0]LB[dd:a\:b][ee:\]:]))");
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_TRUE(r.games[0].diagnostics.empty());
    const GameTree& tree = r.games[0].tree;
    const ComposeValue app = tree.first_value(0, "AP")->compose();
    EXPECT_EQ(decode_simple_text(app.first), "My:Editor");
    ASSERT_TRUE(app.second.has_value());
    EXPECT_EQ(*app.second, "1.0");
    const auto labels = tree.values(*tree.find(0, "LB"));
    ASSERT_EQ(labels.size(), 2u);
    EXPECT_EQ(labels[0].compose().first, "dd");
    EXPECT_EQ(decode_simple_text(*labels[0].compose().second), "a:b");
    EXPECT_EQ(labels[1].compose().first, "ee");
    EXPECT_EQ(decode_simple_text(*labels[1].compose().second), "]:");
}

TEST(Escapes, ValidFF4WinsOverTheTrailingBackslashGuess) {
    // FF[4] reads "\]" as ']' and the value on to the next ']': a file written by a tool that
    // forgot to escape a backslash reads the way FF[4] says, not the way it was meant.
    const auto r = read_all(R"((;C[saved in C:\];B[aa];W[bb]))");
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_TRUE(r.games[0].diagnostics.empty());
    EXPECT_EQ(decode_text(r.games[0].tree.first_value(0, "C")->text), "saved in C:];B[aa");
    EXPECT_EQ(value_at(r.games[0].tree, 1, "W"), "bb");
}

}  // namespace
}  // namespace kifu::sgf
