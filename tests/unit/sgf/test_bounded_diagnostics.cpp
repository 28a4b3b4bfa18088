// A file that repeats one problem millions of times gets the first hundred of them, with
// where they are, and one line that counts the rest: the reader's memory and output stay
// proportional to what it keeps, not to the file.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "read_helpers.hpp"
#include "sgf/game_info.hpp"

namespace kifu::sgf {
namespace {
using testing::read_all;

std::size_t count_containing(const Diagnostics& list, const std::string& fragment) {
    return static_cast<std::size_t>(std::count_if(list.begin(), list.end(), [&](const Diagnostic& d) {
        return d.message.find(fragment) != std::string::npos;
    }));
}

std::string repeat(const std::string& text, int times) {
    std::string out;
    for (int i = 0; i < times; ++i) out += text;
    return out;
}

TEST(BoundedDiagnostics, ThousandsOfOneWarningKeepAHundredAndCountTheRest) {
    // Every '(' after the first opens a variation before any node: 999 warnings.
    const auto r = read_all("(;GM[1]" + repeat("(", 1000));
    ASSERT_EQ(r.games.size(), 1u);
    const Diagnostics& list = r.games[0].diagnostics;
    EXPECT_EQ(count_containing(list, "variation before the first node"), 101u);  // 100 and the count
    const Diagnostic* summary = r.find(0, "more warnings like this");
    ASSERT_NE(summary, nullptr);
    EXPECT_EQ(summary->message, "899 more warnings like this: variation before the first node of its game tree");
    EXPECT_EQ(summary->omitted, 899u);
    EXPECT_EQ(summary->where.line, 1u);
    EXPECT_EQ(summary->where.column, 109u);  // the 102nd '(', whose warning was the first left out
    EXPECT_NE(r.find(0, "1001 game trees left open"), nullptr);
    EXPECT_EQ(list.size(), 102u);
    EXPECT_EQ(count_problems(list, Severity::warning), 1000u);
}

TEST(BoundedDiagnostics, KindIsTheMessageTemplateNotItsText) {
    // 300 different names, one kind: "property name '...' contains a digit".
    std::string text = "(;GM[1]";
    for (int i = 0; i < 300; ++i) text += ";P" + std::to_string(i) + "[aa]";
    const auto r = read_all(text + ";B[aa])");
    ASSERT_EQ(r.games.size(), 1u);
    EXPECT_EQ(count_containing(r.games[0].diagnostics, "contains a digit"), 101u);  // 100 and the count
    const Diagnostic* summary = r.find(0, "more warnings like this");
    ASSERT_NE(summary, nullptr);
    EXPECT_EQ(summary->message,
              "200 more warnings like this: property name '...' contains a digit; ignored with its values");
}

TEST(BoundedDiagnostics, EachGameOfACollectionHasItsOwnCount) {
    const std::string game = "(;GM[1]" + repeat(";[aa]B[aa]", 150) + ")";
    const auto r = read_all(game + game);
    ASSERT_EQ(r.games.size(), 2u);
    for (const GameRecord& g : r.games) {
        EXPECT_EQ(g.diagnostics.size(), 101u);
        EXPECT_EQ(g.diagnostics.back().message, "50 more warnings like this: value with no property name ignored");
    }
}

TEST(BoundedDiagnostics, GameInformationProblemsAreCappedToo) {
    auto r = read_all("(;GM[1]SZ[9]" + repeat(";B[zz];W[zz]", 100) + ")");
    ASSERT_EQ(r.games.size(), 1u);
    summarize_game(r.games[0]);
    const Diagnostics& list = r.games[0].diagnostics;
    EXPECT_EQ(count_containing(list, "is off the 9x9 board"), 100u);
    ASSERT_FALSE(list.empty());
    EXPECT_EQ(list.back().message, "100 more warnings like this: a move that is no point of the board");
    EXPECT_EQ(count_problems(list, Severity::warning), 200u);
}

TEST(BoundedDiagnostics, StrictTurnsTheCountIntoAnErrorToo) {
    ReadOptions strict;
    strict.strict = true;
    const auto r = read_all("(;GM[1]" + repeat("(", 300) + ")", strict);
    ASSERT_EQ(r.games.size(), 1u);
    const Diagnostic* summary = r.find(0, "more warnings like this");
    ASSERT_NE(summary, nullptr);
    EXPECT_EQ(summary->severity, Severity::error);
}

}  // namespace
}  // namespace kifu::sgf
