// sgf::name_key: two spellings of one name share a key ("in any order and case", as
// kifu(1) says --event and dups match names), in every script records write names in.
#include <gtest/gtest.h>

#include "sgf/name_key.hpp"

namespace kifu::sgf {
namespace {

TEST(NameKey, WordsInAnyOrderCaseAndPunctuation) {
    EXPECT_EQ(name_key("Smith, Alice"), "alice smith");
    EXPECT_EQ(name_key("alice  smith"), "alice smith");
    EXPECT_EQ(name_key("GNU Go L3"), name_key("gnu go l3"));
    EXPECT_NE(name_key("Alice Smith"), name_key("Alise Smith"));
}

TEST(NameKey, CaseBeyondAscii) {
    // "émile zola" differs from "Émile Zola" only in case; Greek and Cyrillic likewise.
    EXPECT_EQ(name_key("émile zola"), name_key("Émile Zola"));
    EXPECT_EQ(name_key("ΣΩΚΡΆΤΗΣ"), name_key("σωκράτησ"));
    EXPECT_EQ(name_key("Зола Эмиль"), name_key("эмиль зола"));
    EXPECT_EQ(name_key("Straße"), name_key("STRASSE"));
}

TEST(NameKey, DecomposedAccentsAreTheComposedLetter) {
    // NFD, as macOS writes names: E + U+0301 COMBINING ACUTE ACCENT.
    EXPECT_EQ(name_key("E\xCC\x81mile Zola"), name_key("Émile Zola"));
    EXPECT_EQ(name_key("Zola, E\xCC\x81mile"), "zola émile");
}

TEST(NameKey, EverySpaceSeparatesWords) {
    // U+3000 IDEOGRAPHIC SPACE between surname and given name, U+00A0 NO-BREAK SPACE.
    EXPECT_EQ(name_key("井山\u3000裕太"), name_key("井山 裕太"));
    EXPECT_EQ(name_key("裕太\u3000井山"), name_key("井山 裕太"));
    EXPECT_EQ(name_key("Lena\u00A0Vogel"), "lena vogel");
    // Letters of scripts without case are kept: two names stay two.
    EXPECT_NE(name_key("井山 裕太"), name_key("井山 太裕"));
}

TEST(NameKey, TextThatIsNotUtf8KeepsItsBytes) {
    EXPECT_EQ(name_key("Caf\xE9 Noir"), "caf\xE9 noir");
    EXPECT_EQ(name_key("Caf\xE9 Noir"), name_key("noir CAF\xE9"));
}

}  // namespace
}  // namespace kifu::sgf
