// The cap on diagnostics of one kind: the first hundred kept, the rest counted into one line
// that says how many and of what kind, placed where the first left-out one was.
#include <gtest/gtest.h>

#include <string>

#include "base/diagnostic_cap.hpp"

namespace kifu {
namespace {

SourceLocation at(std::uint32_t column) { return {1, column}; }

TEST(DiagnosticCap, KeepsTheFirstOfAKindAndCountsTheRest) {
    Diagnostics list;
    CappedDiagnostics capped(list);
    for (std::uint32_t i = 1; i <= 250; ++i) capped.add(Severity::warning, at(i), "stray text '{}' ignored", i);
    capped.finish();
    ASSERT_EQ(list.size(), diagnostics_kept_per_kind + 1);
    EXPECT_EQ(list[0].message, "stray text '1' ignored");
    EXPECT_EQ(list[99].message, "stray text '100' ignored");
    const Diagnostic& summary = list.back();
    EXPECT_EQ(summary.message, "150 more warnings like this: stray text '...' ignored");
    EXPECT_EQ(summary.omitted, 150u);
    EXPECT_EQ(summary.where.column, 101u);  // the first one left out
    EXPECT_EQ(summary.severity, Severity::warning);
    EXPECT_EQ(count_problems(list, Severity::warning), 250u);
}

TEST(DiagnosticCap, EachKindHasItsOwnCount) {
    Diagnostics list;
    CappedDiagnostics capped(list);
    for (int i = 0; i < 120; ++i) {
        capped.add(Severity::warning, at(1), "empty variation '()' ignored");
        if (i % 40 == 0) capped.add(Severity::error, at(2), "game has more than {} nodes", 5);
    }
    capped.add(Severity::warning, at(3), "property {} has no value; ignored", "B");
    capped.finish();
    ASSERT_EQ(list.size(), 100u + 3u + 1u + 1u);
    EXPECT_EQ(list.back().message, "20 more warnings like this: empty variation '()' ignored");
    EXPECT_EQ(count_problems(list, Severity::error), 3u);
    EXPECT_EQ(count_problems(list, Severity::warning), 121u);
}

TEST(DiagnosticCap, NothingLeftOutMeansNoSummary) {
    Diagnostics list;
    CappedDiagnostics capped(list);
    for (std::uint32_t i = 0; i < diagnostics_kept_per_kind; ++i) capped.add(Severity::warning, at(i), "x {}", i);
    capped.finish();
    EXPECT_EQ(list.size(), diagnostics_kept_per_kind);
    for (const Diagnostic& d : list) EXPECT_EQ(d.omitted, 0u);
}

TEST(DiagnosticCap, ErrorsSayErrors) {
    EXPECT_EQ(left_out_message("variations nested deeper than {}", Severity::error, 2),
              "2 more errors like this: variations nested deeper than ...");
}

TEST(DiagnosticCap, AbsorbedCountsAddUp) {
    DiagnosticCap<int> a(2), b(2);
    for (int i = 0; i < 5; ++i) EXPECT_EQ(a.admit("k", Severity::warning, i), i < 2);
    for (int i = 0; i < 3; ++i) b.admit("k", Severity::warning, 10 + i);
    b.absorb(a);
    std::size_t left_out = 0;
    int first = -1;
    b.for_each_summary([&](Severity, int where, const std::string&, std::size_t n) {
        left_out = n;
        first = where;
    });
    EXPECT_EQ(left_out, 4u);  // 3 of a's 5, 1 of b's 3
    EXPECT_EQ(first, 12);     // b's own first left-out one
    EXPECT_FALSE(b.admit("k", Severity::warning, 99));
}

}  // namespace
}  // namespace kifu
