// The classic malformed shapes: each keeps what can be kept and says what was wrong,
// where. Unusable input is an error with no game.
#include <gtest/gtest.h>

#include <random>

#include "read_helpers.hpp"
#include "sgf/game_info.hpp"
#include "sgf/text.hpp"

namespace kifu::sgf {
namespace {
using testing::read_all;
using testing::value_at;

void expect_at(const Diagnostic* d, std::uint32_t line, std::uint32_t column) {
    ASSERT_NE(d, nullptr);
    EXPECT_EQ(d->where.line, line);
    EXPECT_EQ(d->where.column, column);
}

TEST(Malformed, ValueNeverClosed) {
    const auto r = read_all("(;GM[1]\n;B[aa];C[unfinished comment");
    ASSERT_EQ(r.games.size(), 1u);
    expect_at(r.find(0, "never closed"), 2, 9);  // at its [
    EXPECT_EQ(value_at(r.games[0].tree, 1, "B"), "aa");
    EXPECT_EQ(value_at(r.games[0].tree, 2, "C"), "unfinished comment");
}

// A move the end of the file cuts is no move: "B[" read as it stands was a pass nobody
// played (two of them end the game), "B[d" a move off the board (an illegal move, a lost
// game under Japanese rules). The move is dropped, its node kept, and the warning says so.
TEST(Malformed, AMoveTheEndOfTheFileCutsIsDropped) {
    for (const char* cut : {"B[", "B[d", "B[dd", "B[aa][b"}) {
        SCOPED_TRACE(cut);
        const auto r = read_all(std::string("(;GM[1]SZ[9];B[ee];W[];") + cut);
        ASSERT_EQ(r.games.size(), 1u);
        ASSERT_EQ(r.games[0].tree.node_count(), 4u);
        const Diagnostic* d = r.find(0, "never closed");
        ASSERT_NE(d, nullptr);
        if (std::string(cut) == "B[aa][b") {  // the value before the cut stands
            EXPECT_EQ(value_at(r.games[0].tree, 3, "B"), "aa");
            continue;
        }
        EXPECT_NE(d->message.find("is dropped"), std::string::npos) << d->message;
        EXPECT_EQ(r.games[0].tree.properties(r.games[0].tree.main_line()[3]).size(), 0u);
        EXPECT_TRUE(r.games[0].cut_off);
    }
}

TEST(Malformed, MissingFinalParenthesis) {
    const auto r = read_all("(;B[aa];W[bb]");
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(r.games[0].tree.node_count(), 2u);
    ASSERT_NE(r.find(0, "missing ')'"), nullptr);
}

TEST(Malformed, MissingParenthesesOfNestedVariations) {
    const auto r = read_all("(;B[aa](;W[bb](;B[cc]");
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(r.games[0].tree.node_count(), 3u);
    ASSERT_NE(r.find(0, "3 game trees left open"), nullptr);
}

TEST(Malformed, ExtraClosingParenthesis) {
    const auto r = read_all("(;B[aa];W[bb]))");
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(r.games[0].tree.node_count(), 2u);
    expect_at(r.find(0, "unbalanced ')'"), 1, 15);
}

TEST(Malformed, ValueWithNoPropertyName) {
    const auto r = read_all("(;[aa][bb]B[cc])");
    ASSERT_EQ(r.games.size(), 1u);
    expect_at(r.find(0, "no property name"), 1, 3);
    EXPECT_EQ(r.games[0].diagnostics.size(), 1u);  // one warning for the run of values
    EXPECT_EQ(value_at(r.games[0].tree, 0, "B"), "cc");
}

TEST(Malformed, PropertyNameWithNoValue) {
    const auto r = read_all("(;B;W[aa])");
    ASSERT_EQ(r.games.size(), 1u);
    expect_at(r.find(0, "property B has no value"), 1, 3);
    EXPECT_EQ(r.games[0].tree.find(0, "B"), nullptr);
    EXPECT_EQ(value_at(r.games[0].tree, 1, "W"), "aa");
}

// A name with no value right after a value's ']': FF[4] closes the value there. The ']'
// was taken for text, and the moves (or SZ) after it were swallowed into the value:
// "C[good]XX;B[cc]" read as the comment "good]XX;B[cc", a move lost.
TEST(Malformed, PropertyNameWithNoValueRightAfterAValue) {
    const auto r = read_all("(;GM[1]SZ[9]XX;B[aa];W[bb]C[good]XX;B[cc];W[dd]YY)");
    ASSERT_EQ(r.games.size(), 1u);
    const GameTree& tree = r.games[0].tree;
    EXPECT_EQ(value_at(tree, 0, "SZ"), "9");
    EXPECT_EQ(value_at(tree, 1, "B"), "aa");
    EXPECT_EQ(value_at(tree, 2, "C"), "good");
    EXPECT_EQ(value_at(tree, 3, "B"), "cc");
    EXPECT_EQ(value_at(tree, 4, "W"), "dd");
    expect_at(r.find(0, "property XX has no value"), 1, 13);
    expect_at(r.find(0, "property YY has no value"), 1, 48);
}

TEST(Malformed, MissingFirstSemicolon) {
    const auto r = read_all("(GM[1]SZ[9];B[aa])");
    ASSERT_EQ(r.games.size(), 1u);
    expect_at(r.find(0, "missing ';' before property GM"), 1, 2);
    EXPECT_EQ(value_at(r.games[0].tree, 0, "SZ"), "9");
    EXPECT_EQ(value_at(r.games[0].tree, 1, "B"), "aa");
}

TEST(Malformed, EmptyGameTreeAloneIsNoGame) {
    const auto r = read_all("()");
    EXPECT_TRUE(r.games.empty());
    ASSERT_NE(r.find_file("empty game tree"), nullptr);
    const Diagnostic* none = r.find_file("no SGF game tree found");
    ASSERT_NE(none, nullptr);
    EXPECT_EQ(none->severity, Severity::error);
}

TEST(Malformed, EmptyGameTreeNextToARealOne) {
    const auto r = read_all("(;B[aa])()");
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_FALSE(has_errors(r.outcome.diagnostics));
}

TEST(Malformed, EmptyVariationIsDropped) {
    const auto r = read_all("(;B[aa]()(;W[bb]))");
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(r.games[0].tree.node_count(), 2u);
    expect_at(r.find(0, "empty variation"), 1, 8);
}

TEST(Malformed, NodeAfterVariations) {
    const auto r = read_all("(;B[aa](;W[bb])(;W[cc]);W[dd];B[ee])");
    ASSERT_EQ(r.games.size(), 1u);
    const GameTree& tree = r.games[0].tree;
    EXPECT_EQ(tree.node_count(), 5u);
    expect_at(r.find(0, "node after variations"), 1, 24);
    // Kept as one more variation of B[aa], with its continuation.
    EXPECT_EQ(tree.leaf_count(), 3u);
    const Node& root = tree.node(0);
    const Node& third = tree.node(tree.node(tree.node(root.first_child).next_sibling).next_sibling);
    EXPECT_EQ(tree.properties(tree.node(root.first_child).next_sibling)[0].identifier, "W");
    EXPECT_NE(third.first_child, no_node);
}

TEST(Malformed, DigitInPropertyName) {
    const auto r = read_all("(;B1[aa]W[bb])");
    ASSERT_EQ(r.games.size(), 1u);
    expect_at(r.find(0, "'B1' contains a digit"), 1, 3);
    EXPECT_EQ(r.games[0].tree.properties(0).size(), 1u);
    EXPECT_EQ(value_at(r.games[0].tree, 0, "W"), "bb");
}

TEST(Malformed, TrailingBackslashClosesAValueThatWouldNeverClose) {
    // Read as FF[4], "\\])" escapes the ']' and the value never closes; the guess is a
    // backslash that the writer did not escape. (With a ']' further on, FF[4] reads the
    // value on to it, without a warning: see test_escapes.cpp.)
    const auto r = read_all(R"((;B[aa]C[saved in C:\]))");
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(value_at(r.games[0].tree, 0, "C"), R"(saved in C:\)");
    EXPECT_EQ(value_at(r.games[0].tree, 0, "B"), "aa");
    expect_at(r.find(0, "literal backslash"), 1, 21);
    EXPECT_EQ(r.games[0].diagnostics.size(), 1u);
}

TEST(Malformed, EscapedBracketInsideTextIsNoProblem) {
    const auto r = read_all(R"((;C[a \] b];B[aa]))");
    EXPECT_EQ(value_at(r.games.at(0).tree, 0, "C"), R"(a \] b)");
    EXPECT_TRUE(r.games[0].diagnostics.empty());
}

TEST(Malformed, UnescapedBracketInKgsChatIsKeptAsText) {
    const auto r = read_all("(;C[Alice [12k]: good game\nBob [3d]: thanks]B[aa])");
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(value_at(r.games[0].tree, 0, "C"), "Alice [12k]: good game\nBob [3d]: thanks");
    EXPECT_EQ(value_at(r.games[0].tree, 0, "B"), "aa");
    expect_at(r.find(0, "unescaped ']'"), 1, 15);
}

TEST(Malformed, UnescapedBracketGuessKeepsTheEscapesOfItsValue) {
    // FF[4] would close at "12k]", but ": hello" is no SGF: the ']' is kept as text, and
    // the escaped ']' after it is an escape still.
    const auto r = read_all(R"((;C[Alice [12k]: hello\]];B[aa]))");
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(decode_text(r.games[0].tree.first_value(0, "C")->text), "Alice [12k]: hello]");
    expect_at(r.find(0, "unescaped ']'"), 1, 15);
    EXPECT_EQ(r.games[0].diagnostics.size(), 1u);
    EXPECT_EQ(value_at(r.games[0].tree, 1, "B"), "aa");
}

TEST(Malformed, BadCoordinatesAreReportedByInfo) {
    auto r = read_all("(;SZ[19];B[zz];W[a];B[dd])");
    ASSERT_EQ(r.games.size(), 1u);
    const GameInfo info = summarize_game(r.games[0]);
    EXPECT_EQ(info.moves, 3u);
    expect_at(r.find(0, "off the 19x19 board"), 1, 10);
    ASSERT_NE(r.find(0, "W:"), nullptr);
    EXPECT_EQ(r.find(0, "W:")->where.column, 16u);
}

TEST(Malformed, UnusableBoardSizesFallBackTo19WithAWarning) {
    for (const std::string size : {"abc", "0", "53", "-10"}) {
        auto r = read_all("(;SZ[" + size + "];B[aa])");
        ASSERT_EQ(r.games.size(), 1u);
        const GameInfo info = summarize_game(r.games[0]);
        EXPECT_EQ(info.size, (BoardSize{19, 19})) << size;
        const Diagnostic* d = r.find(0, "SZ:");
        ASSERT_NE(d, nullptr) << size;
        EXPECT_EQ(d->where.column, 3u);
        EXPECT_NE(d->message.find("using 19x19"), std::string::npos) << d->message;
    }
}

TEST(Malformed, ReversedRectangleIsNormalisedWithAWarning) {
    auto r = read_all("(;SZ[9]AB[dd:aa])");
    summarize_game(r.games.at(0));
    ASSERT_NE(r.find(0, "AB:"), nullptr);
}

TEST(Malformed, UnknownCharsetIsAWarningNotAFailure) {
    const auto r = read_all("(;CA[klingon-8]PB[Worf];B[aa])");
    ASSERT_EQ(r.games.size(), 1u);
    const Diagnostic* d = r.find(0, "klingon-8");
    ASSERT_NE(d, nullptr);
    EXPECT_EQ(d->severity, Severity::warning);
    EXPECT_EQ(d->where.line, 0u);  // about the whole file
    EXPECT_EQ(value_at(r.games[0].tree, 0, "PB"), "Worf");
}

TEST(Malformed, EmptyFileIsAnError) {
    const auto r = read_all("");
    EXPECT_TRUE(r.games.empty());
    ASSERT_NE(r.find_file("empty file"), nullptr);
    EXPECT_TRUE(has_errors(r.outcome.diagnostics));
}

TEST(Malformed, WhitespaceOnlyFileHasNoGame) {
    const auto r = read_all(" \n\t\n");
    EXPECT_TRUE(r.games.empty());
    ASSERT_NE(r.find_file("no SGF game tree found"), nullptr);
}

TEST(Malformed, BinaryFileIsAnError) {
    using namespace std::string_literals;
    const std::string png = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10\0\0\0\x10\x08\x06\0\0\0(;B[aa])"s;
    const auto r = read_all(png);
    EXPECT_TRUE(r.games.empty());
    ASSERT_NE(r.find_file("binary"), nullptr);
}

// Noise is refused on its bytes, before any charset work (no charset is named): detecting
// and converting 20 MB of it took seconds (the time is in bench_parse, BM_RejectNoise).
TEST(Malformed, RandomBytesAreRefusedBeforeTheCharsetIsDetected) {
    std::mt19937 random(33);
    std::string noise(1 << 20, '\0');
    for (char& c : noise) c = static_cast<char>(random());
    const auto r = read_all(noise);
    EXPECT_TRUE(r.games.empty());
    ASSERT_NE(r.find_file("binary data, not an SGF file"), nullptr);
    EXPECT_EQ(r.outcome.charset, "");
}

// Two stray NULs in a small record (a twentieth of its 30 bytes) made it binary, or, as
// zeros at one parity, UTF-16LE without a mark: "no SGF game tree found", exit 2. A record
// that opens "(;" as bytes is 8-bit text.
TEST(Malformed, TwoStrayNulsInASmallRecordAreNotUtf16) {
    using namespace std::string_literals;
    const auto r = read_all("(;SZ[9]PB[a\0];B[aa]\0;W[bb])"s);
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(r.outcome.charset, "UTF-8");
    EXPECT_EQ(value_at(r.games[0].tree, 0, "SZ"), "9");
    EXPECT_GE(r.games[0].tree.main_line().size(), 2u);   // B[aa]; the NUL after its ']' is the reader's to judge
    EXPECT_EQ(r.find_file("UTF-16"), nullptr);
    EXPECT_EQ(r.find_file("binary"), nullptr);
}

// A record a crash left padded with NULs (100 after its ')', or 2000 inside it) was refused
// as "binary data, not an SGF file" (more than a twentieth of its first 8 KB are control
// bytes), with no place named. It opens with "(;" and all but its NULs is text: it is read,
// and each run of NULs is a warning where it starts.
TEST(Malformed, ARecordPaddedWithNulsIsReadWithAWarningWhereTheyAre) {
    const std::string record = "(;GM[1]FF[4]SZ[9]KM[7]\n;B[ee];W[cc]\n;B[gg])\n";
    const auto padded = read_all(record + std::string(100, '\0'));
    ASSERT_EQ(padded.games.size(), 1u);
    EXPECT_EQ(padded.find_file("binary"), nullptr);
    EXPECT_EQ(padded.games[0].tree.main_line().size(), 4u);
    expect_at(padded.find(0, "100 NUL bytes after the end of a game tree ignored"), 4, 1);

    const std::size_t second_line = record.find('\n') + 1;
    const auto inside = read_all(record.substr(0, second_line) + std::string(2000, '\0') + record.substr(second_line));
    ASSERT_EQ(inside.games.size(), 1u);
    EXPECT_EQ(inside.games[0].tree.main_line().size(), 4u);
    expect_at(inside.find(0, "2000 NUL bytes ignored"), 2, 1);

    const auto bom = read_all("\xEF\xBB\xBF  \n( ;B[aa])" + std::string(500, '\0'));
    ASSERT_EQ(bom.games.size(), 1u);
    EXPECT_NE(bom.find(0, "500 NUL bytes after"), nullptr);
}

// Only NULs are forgiven: "(;" and then bytes of every kind is still binary, and so is an
// image or a compressed file with NULs in it.
TEST(Malformed, OpeningWithAGameTreeDoesNotMakeBinaryDataText) {
    std::string bytes = "(;";
    for (int i = 0; i < 40; ++i)
        for (int c = 0; c < 256; ++c) bytes += static_cast<char>(c);
    EXPECT_NE(read_all(bytes).find_file("binary data, not an SGF file"), nullptr);
    using namespace std::string_literals;
    EXPECT_NE(read_all("\x1f\x8b\x08\0\0\0\0\0\0\x03(;B[aa])"s + std::string(100, '\0')).find_file("binary"),
              nullptr);
}

TEST(Malformed, SemicolonsAndParenthesisOnlyIsNoGame) {
    const auto r = read_all(";;)");
    EXPECT_TRUE(r.games.empty());
    ASSERT_NE(r.find_file("no SGF game tree found"), nullptr);
}

TEST(Malformed, Utf16LittleEndianWithByteOrderMark) {
    const std::string ascii = "(;CA[UTF-16]PB[Cho];B[aa];W[bb])";
    std::string utf16 = "\xFF\xFE";
    for (char c : ascii) {
        utf16 += c;
        utf16 += '\0';
    }
    const auto r = read_all(utf16);
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(r.outcome.charset, "UTF-16LE");
    EXPECT_EQ(value_at(r.games[0].tree, 0, "PB"), "Cho");
    EXPECT_EQ(r.games[0].tree.main_line().size(), 3u);
}

TEST(Malformed, RandomBytesNeverCrash) {
    std::uint32_t state = 12345;
    for (int round = 0; round < 300; ++round) {
        std::string text;
        const std::string alphabet = "();[]\\:ABW ab\n\r\x1a\xff";
        for (int i = 0; i < 200; ++i) {
            state = state * 1664525u + 1013904223u;
            text += alphabet[(state >> 24) % alphabet.size()];
        }
        auto r = read_all(text);
        for (auto& g : r.games) summarize_game(g);
        // Either something was read, or the file says why not.
        EXPECT_TRUE(!r.games.empty() || has_errors(r.outcome.diagnostics));
    }
}

}  // namespace
}  // namespace kifu::sgf
