// The per-thread iconv descriptors (iconv_cache.hpp): one per charset and thread, kept
// open, so that glibc does not load and unload a converter module for every record.
#include <gtest/gtest.h>

#include <string>
#include <thread>

#include <fmt/format.h>

#include "sgf/iconv_cache.hpp"

namespace kifu::sgf {
namespace {

std::string convert(const IconvToUtf8& cd, std::string in) {
    iconv(cd.handle, nullptr, nullptr, nullptr, nullptr);
    std::string out(in.size() * 4 + 16, '\0');
    char* in_next = in.data();
    char* out_next = out.data();
    std::size_t in_left = in.size(), out_left = out.size();
    if (iconv(cd.handle, &in_next, &in_left, &out_next, &out_left) == static_cast<std::size_t>(-1)) return "<error>";
    out.resize(out.size() - out_left);
    return out;
}

TEST(IconvCache, TheSameCharsetGetsTheSameOpenDescriptorOnAThread) {
    const IconvToUtf8 first = iconv_to_utf8("GB2312");
    const IconvToUtf8 again = iconv_to_utf8("GB2312");
    ASSERT_TRUE(first.ok());
    EXPECT_FALSE(first.owned);
    EXPECT_EQ(first.handle, again.handle);
    EXPECT_EQ(convert(again, "\xC6\xE5"), "\xE6\xA3\x8B");  // 棋
    EXPECT_NE(iconv_to_utf8("ISO-8859-1").handle, first.handle);
}

TEST(IconvCache, UnknownCharsetsFailEveryTime) {
    EXPECT_FALSE(iconv_to_utf8("NO-SUCH-CHARSET").ok());
    EXPECT_FALSE(iconv_to_utf8("NO-SUCH-CHARSET").ok());
}

TEST(IconvCache, EachThreadHasItsOwnDescriptors) {
    const IconvToUtf8 here = iconv_to_utf8("CP932");
    IconvToUtf8 there{};
    std::string converted;
    std::thread other([&] {
        there = iconv_to_utf8("CP932");
        converted = convert(there, "\x8A\xFB");  // 棋 in Shift_JIS
    });
    other.join();
    ASSERT_TRUE(here.ok());
    EXPECT_NE(here.handle, there.handle);
    EXPECT_EQ(converted, "\xE6\xA3\x8B");
}

TEST(IconvCache, PastItsCapacityDescriptorsAreTheCallersToClose) {
    std::thread fresh([] {  // an empty cache
        for (std::size_t i = 0; i < iconv_cache_capacity; ++i)
            EXPECT_FALSE(iconv_to_utf8(fmt::format("ISO-8859-{}", i + 1)).owned) << i;
        const IconvToUtf8 extra = iconv_to_utf8("CP1252");
        ASSERT_TRUE(extra.ok());
        EXPECT_TRUE(extra.owned);
        EXPECT_EQ(convert(extra, "\x80"), "\xE2\x82\xAC");  // €
        iconv_close(extra.handle);
        EXPECT_FALSE(iconv_to_utf8("ISO-8859-1").owned);  // still cached
    });
    fresh.join();
}

}  // namespace
}  // namespace kifu::sgf
