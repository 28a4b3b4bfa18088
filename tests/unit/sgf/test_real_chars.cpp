// The WebAssembly build reads and writes reals without std::from_chars/to_chars (its libc++
// lacks the floating-point overloads): its fallbacks must give the standard library's answers.
#include "sgf/real_chars.hpp"

#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <random>
#include <string>

namespace kifu::sgf {
namespace {

TEST(RealChars, WritesShortestFixedLikeToChars) {
    for (double v : {6.5, 0.5, -0.5, 7.0, 375.0, 0.1, 1e-7, 1e20, 123456789012345680000.0, 5e-324,
                     1.7976931348623157e308, -2.5e-10, 0.0001, 1e16, 1e15, 3.14159})
        EXPECT_EQ(detail::shortest_fixed_portable(v), shortest_fixed(v)) << v;
}

TEST(RealChars, WritesRandomDoublesLikeToChars) {
    std::mt19937_64 bits(20240522);   // any bit pattern that is a finite double
    int compared = 0;
    while (compared < 20000) {
        const double v = std::bit_cast<double>(bits());
        if (!std::isfinite(v)) continue;
        ASSERT_EQ(detail::shortest_fixed_portable(v), shortest_fixed(v)) << std::hexfloat << v;
        ++compared;
    }
}

TEST(RealChars, ReadsLikeFromChars) {
    for (const char* text : {"6.5", "-0.5", "7", "0.1", ".5", "5.", "123456789.123456789", "0.000000000000000000001",
                             "179769313486231570000000000000000000000000000000000000000000000000000000000000000000000"
                             "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
                             "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
                             "000000000000000000000000000000000000000000000000000000000000000000"})
        EXPECT_EQ(detail::parse_fixed_portable(text), parse_fixed(text)) << text;
}

TEST(RealChars, RefusesWhatFixedNotationIsNot) {
    for (const char* text : {"", "-", ".", "1e5", "inf", "nan", "0x10", "1.2.3", "+1", "1 "}) {
        EXPECT_FALSE(detail::parse_fixed_portable(text)) << text;
        EXPECT_FALSE(parse_fixed(text)) << text;
    }
}

}  // namespace
}  // namespace kifu::sgf
