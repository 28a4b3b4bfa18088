// The reader on well-formed and real-world-shaped input: structure, FF[3] names,
// line ends, zero-copy values, and sizes that must not hit the C++ stack.
#include <gtest/gtest.h>

#include "read_helpers.hpp"
#include "sgf/source_text.hpp"

namespace kifu::sgf {
namespace {
using testing::read_all;
using testing::value_at;

TEST(Reader, ReadsOneGameWithMainLineAndVariations) {
    const auto r = read_all("(;GM[1]SZ[9];B[ee];W[cc](;B[dd];W[ff])(;B[gg]))");
    ASSERT_EQ(r.games.size(), 1u);
    const GameTree& tree = r.games[0].tree;
    EXPECT_EQ(tree.node_count(), 6u);
    EXPECT_EQ(tree.leaf_count(), 2u);
    const auto line = tree.main_line();
    ASSERT_EQ(line.size(), 5u);
    EXPECT_EQ(value_at(tree, 3, "B"), "dd");  // main line takes the first child
    EXPECT_EQ(value_at(tree, 4, "W"), "ff");
    EXPECT_TRUE(r.games[0].diagnostics.empty());
}

TEST(Reader, CollectionGivesOneRecordPerGameInOrder) {
    std::string text;
    for (int i = 0; i < 50; ++i) text += "(;GN[game " + std::to_string(i) + "];B[aa])\n";
    const auto r = read_all(text);
    ASSERT_EQ(r.games.size(), 50u);
    EXPECT_EQ(r.outcome.games, 50u);
    for (std::size_t i = 0; i < r.games.size(); ++i) {
        EXPECT_EQ(r.games[i].index, i);
        EXPECT_EQ(value_at(r.games[i].tree, 0, "GN"), "game " + std::to_string(i));
        EXPECT_TRUE(r.games[i].diagnostics.empty());
    }
}

TEST(Reader, PropertyWithSeveralValuesAndWhitespaceBetweenTokens) {
    const auto r = read_all("( ;\n AB [aa] \n [bb]\t[cc:dd] ; W [ee] )");
    ASSERT_EQ(r.games.size(), 1u);
    const GameTree& tree = r.games[0].tree;
    const Property* ab = tree.find(tree.root(), "AB");
    ASSERT_NE(ab, nullptr);
    const auto values = tree.values(*ab);
    ASSERT_EQ(values.size(), 3u);
    EXPECT_EQ(values[1].text, "bb");
    const ComposeValue rectangle = values[2].compose();
    EXPECT_EQ(rectangle.first, "cc");
    ASSERT_TRUE(rectangle.second.has_value());
    EXPECT_EQ(*rectangle.second, "dd");
    EXPECT_FALSE(values[0].compose().second.has_value());
    EXPECT_TRUE(r.games[0].diagnostics.empty());
}

TEST(Reader, ComposeSplitsAtFirstUnescapedColonOnly) {
    const auto r = read_all(R"((;LB[aa:a\:b:c]))");
    const GameTree& tree = r.games.at(0).tree;
    const ComposeValue label = tree.values(*tree.find(0, "LB"))[0].compose();
    EXPECT_EQ(label.first, "aa");
    EXPECT_EQ(*label.second, R"(a\:b:c)");
}

TEST(Reader, ValuesAreViewsIntoTheSourceText) {
    const auto r = read_all("(;C[hello \\] world])");
    const GameTree& tree = r.games.at(0).tree;
    const RawValue comment = *tree.first_value(0, "C");
    const std::string_view text = tree.source().text();
    EXPECT_GE(comment.text.data(), text.data());
    EXPECT_LE(comment.text.data() + comment.text.size(), text.data() + text.size());
    EXPECT_EQ(comment.text, "hello \\] world");  // escapes stay until decode_text
}

TEST(Reader, FF3LongPropertyNamesKeepTheirUpperCaseLetters) {
    const auto r = read_all("(;GaMe[1]SiZe[19]AddBlack[dd][pp];White[qd];Black[dp])");
    ASSERT_EQ(r.games.size(), 1u);
    const GameTree& tree = r.games[0].tree;
    EXPECT_NE(tree.find(0, "GM"), nullptr);
    EXPECT_NE(tree.find(0, "SZ"), nullptr);
    ASSERT_NE(tree.find(0, "AB"), nullptr);
    EXPECT_EQ(tree.find(0, "AB")->value_count, 2u);
    EXPECT_EQ(value_at(tree, 1, "W"), "qd");
    EXPECT_EQ(value_at(tree, 2, "B"), "dp");
    EXPECT_TRUE(r.games[0].diagnostics.empty());
}

TEST(Reader, NodesMixingSetupAndMoves) {
    const auto r = read_all("(;SZ[9];AB[aa]B[bb]AW[cc];W[dd])");
    const GameTree& tree = r.games.at(0).tree;
    EXPECT_EQ(tree.properties(tree.main_line()[1]).size(), 3u);
    EXPECT_TRUE(r.games[0].diagnostics.empty());
}

TEST(Reader, JunkBeforeAndAfterTheGameIsIgnoredWithWarnings) {
    const auto r = read_all("From: someone\n(c) 2003 the club\n\n(;B[aa];W[bb])\n-- \nsignature :-)\n");
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(r.games[0].tree.node_count(), 2u);
    const Diagnostic* before = r.find(0, "before the first game tree");
    ASSERT_NE(before, nullptr);
    EXPECT_EQ(before->where.line, 1u);
    const Diagnostic* after = r.find(0, "after the end of a game tree");
    ASSERT_NE(after, nullptr);
    EXPECT_EQ(after->where.line, 5u);
}

TEST(Reader, DosEndOfFileMarkAfterTheGameIsHarmless) {
    const auto r = read_all("(;B[aa])\r\n\x1a");
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_TRUE(r.games[0].diagnostics.empty());
}

TEST(Reader, MissingOpeningParenthesisStillReadsTheGame) {
    const auto r = read_all(";FF[4]SZ[9];B[aa];W[bb])");
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(r.games[0].tree.node_count(), 3u);
    EXPECT_NE(r.find(0, "missing '('"), nullptr);
}

TEST(Reader, ByteOrderMarkIsRemoved) {
    const auto r = read_all("\xEF\xBB\xBF(;PB[Lee];B[aa])");
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(value_at(r.games[0].tree, 0, "PB"), "Lee");
    EXPECT_EQ(r.outcome.charset, "UTF-8");
    const Diagnostic* first = r.games[0].diagnostics.empty() ? nullptr : &r.games[0].diagnostics[0];
    EXPECT_EQ(first, nullptr);
}

TEST(Reader, LineAndColumnCountCrLfAndLoneCrAsOneLineEnd) {
    for (const std::string eol : {"\n", "\r\n", "\r"}) {
        const auto r = read_all("(;GM[1]" + eol + ";B[aa]" + eol + "  ;X1[bb])");
        ASSERT_EQ(r.games.size(), 1u) << "eol size " << eol.size();
        const Diagnostic* d = r.find(0, "contains a digit");
        ASSERT_NE(d, nullptr);
        EXPECT_EQ(d->where.line, 3u);
        EXPECT_EQ(d->where.column, 4u);
    }
}

TEST(Reader, ColumnsCountCharactersNotBytes) {
    const auto r = read_all("(;C[囲碁];B1[aa])");
    const Diagnostic* d = r.find(0, "contains a digit");
    ASSERT_NE(d, nullptr);
    EXPECT_EQ(d->where.column, 9u);
}

TEST(Reader, MillionNestedVariationsDoNotNeedTheStack) {
    constexpr std::size_t depth = 1'000'000;
    std::string text;
    text.reserve(depth * 9 + 10);
    for (std::size_t i = 0; i < depth; ++i) text += "(;B[aa]";
    text.append(depth, ')');
    const auto r = read_all(std::move(text));
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(r.games[0].tree.node_count(), depth);
    EXPECT_EQ(r.games[0].tree.main_line().size(), depth);
    EXPECT_TRUE(r.games[0].diagnostics.empty());
}

TEST(Reader, HundredThousandMoveMainLine) {
    constexpr std::size_t moves = 100'000;
    std::string text = "(;SZ[19]";
    for (std::size_t i = 0; i < moves; ++i) text += i % 2 ? ";W[]" : ";B[]";
    text += ")";
    const auto r = read_all(std::move(text));
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(r.games[0].tree.main_line().size(), moves + 1);
}

TEST(Reader, DepthLimitIsAnErrorNotACrash) {
    ReadOptions options;
    options.limits.max_depth = 100;
    std::string text;
    for (int i = 0; i < 1000; ++i) text += "(;B[aa]";
    text.append(1000, ')');
    text += "(;GN[next])";
    const auto r = read_all(std::move(text), options);
    ASSERT_EQ(r.games.size(), 2u);  // the next game is still read
    const Diagnostic* d = r.find(0, "nested deeper than 100");
    ASSERT_NE(d, nullptr);
    EXPECT_EQ(d->severity, Severity::error);
    EXPECT_EQ(r.games[0].tree.node_count(), 100u);
    EXPECT_EQ(value_at(r.games[1].tree, 0, "GN"), "next");
}

TEST(Reader, NodeLimitIsAnErrorNotACrash) {
    ReadOptions options;
    options.limits.max_nodes_per_game = 10;
    std::string text = "(";
    for (int i = 0; i < 100; ++i) text += ";B[aa]";
    text += ")";
    const auto r = read_all(std::move(text), options);
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(r.games[0].tree.node_count(), 10u);
    EXPECT_NE(r.find(0, "more than 10 nodes"), nullptr);
}

TEST(Reader, StrictTurnsWarningsIntoErrors) {
    ReadOptions strict;
    strict.strict = true;
    const auto r = read_all("(;B[aa]", strict);
    ASSERT_EQ(r.games.size(), 1u);
    ASSERT_FALSE(r.games[0].diagnostics.empty());
    for (const Diagnostic& d : r.games[0].diagnostics) EXPECT_EQ(d.severity, Severity::error);
}

}  // namespace
}  // namespace kifu::sgf

namespace kifu::sgf {
namespace {

// Locating offsets across the line index's 64 KiB blocks, including a text that ends
// exactly on a block boundary, must agree with plain counting.
TEST(SourceText, LocateAgreesWithCountingAcrossBlocks) {
    std::string text;
    std::uint32_t state = 7;
    while (text.size() < (1u << 17)) {  // exactly two blocks
        state = state * 1664525u + 1013904223u;
        const char* pieces[] = {"\n", "\r\n", "\r", "ab", "\xE5\x9B\xB2", "  x"};
        text += pieces[(state >> 24) % 6];
    }
    text.resize(1u << 17);
    if ((static_cast<unsigned char>(text.back()) & 0x80) != 0) text.back() = 'z';
    SourceText source("t", text, "UTF-8");
    SourceLocation expected{1, 1};
    // Queries in reading order, then backwards, then at the very end.
    std::vector<std::uint32_t> offsets;
    for (std::uint32_t i = 0; i <= text.size(); i += 997) offsets.push_back(i);
    for (std::uint32_t i = static_cast<std::uint32_t>(text.size()); i > 4099; i -= 4099) offsets.push_back(i);
    offsets.push_back(static_cast<std::uint32_t>(text.size()));
    for (std::uint32_t offset : offsets) {
        expected = {1, 1};
        for (std::uint32_t i = 0; i < offset; ++i) {
            const char c = text[i];
            if (c == '\n' || (c == '\r' && (i + 1 == text.size() || text[i + 1] != '\n'))) {
                ++expected.line;
                expected.column = 1;
            } else if (c != '\r' && (static_cast<unsigned char>(c) & 0xC0) != 0x80) {
                ++expected.column;
            }
        }
        const SourceLocation got = source.locate(offset);
        ASSERT_EQ(got.line, expected.line) << "offset " << offset;
        ASSERT_EQ(got.column, expected.column) << "offset " << offset;
    }
}

// A collection is read in one charset, the first CA[]'s: a later game that declares
// another and holds text past ASCII was read in the first one, garbled ("JosÃ©"), and said
// nothing (fix wrote it so, with "0 left as they were"). Now that game says so; a later
// CA[] that agrees, or a game of plain ASCII, says nothing.
TEST(Reader, ALaterGameInAnotherCharsetSaysItWasNotReadInIt) {
    const std::string latin1 = "(;FF[4]GM[1]SZ[9]CA[ISO-8859-1]PB[Jos\xe9];B[ee])\n";
    const std::string utf8 = "(;FF[4]GM[1]SZ[9]CA[UTF-8]PB[Jos\xc3\xa9];B[ee])\n";
    const std::string ascii = "(;FF[4]GM[1]SZ[9]CA[UTF-8]PB[Jose];B[ee])\n";
    const std::string same = "(;FF[4]GM[1]SZ[9]CA[iso8859_1]PB[Jos\xe9];B[ee])\n";
    const auto r = read_all(latin1 + utf8 + ascii + same);
    ASSERT_EQ(r.games.size(), 4U);
    EXPECT_EQ(r.outcome.charset, "ISO-8859-1");
    const Diagnostic* d = r.find(1, "CA[UTF-8] differs from the charset the file was read in (ISO-8859-1");
    ASSERT_NE(d, nullptr);
    EXPECT_EQ(d->severity, Severity::warning);
    EXPECT_EQ(d->where.line, 2U);
    EXPECT_EQ(r.find(0, "differs from the charset"), nullptr);
    EXPECT_EQ(r.find(2, "differs from the charset"), nullptr) << "plain ASCII reads alike in both";
    EXPECT_EQ(r.find(3, "differs from the charset"), nullptr) << "the same charset, spelled otherwise";
}

}  // namespace
}  // namespace kifu::sgf
