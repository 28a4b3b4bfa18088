// BR / WR as one number (sgf/rank.hpp): every form records use, on one documented scale.
#include <gtest/gtest.h>

#include "sgf/rank.hpp"

using kifu::sgf::rank_value;

TEST(RankValue, KyuDanAndProRanksAreOneScaleWithNoGapAtTheDanLine) {
    EXPECT_EQ(rank_value("30k"), -29);
    EXPECT_EQ(rank_value("2k"), -1);
    EXPECT_EQ(rank_value("1k"), 0);
    EXPECT_EQ(rank_value("1d"), 1);
    EXPECT_EQ(rank_value("9d"), 9);
    EXPECT_EQ(rank_value("1p"), 10);
    EXPECT_EQ(rank_value("9p"), 18);
}

TEST(RankValue, ReadsTheFormsServersAndArchivesWrite) {
    EXPECT_EQ(rank_value("5 dan"), 5);
    EXPECT_EQ(rank_value("12 Kyu"), -11);
    EXPECT_EQ(rank_value("3D"), 3);
    EXPECT_EQ(rank_value(" 4d? "), 4);     // KGS: an uncertain rank
    EXPECT_EQ(rank_value("2k*"), -1);
    EXPECT_EQ(rank_value("9 pro"), 18);
    EXPECT_EQ(rank_value("Amateur 6d"), 6);
    EXPECT_EQ(rank_value("5段"), 5);
    EXPECT_EQ(rank_value("初段"), 1);
    EXPECT_EQ(rank_value("九段"), 9);
    EXPECT_EQ(rank_value("十五級"), -14);
    EXPECT_EQ(rank_value("アマ三段"), 3);
    EXPECT_EQ(rank_value("9단"), 9);
    EXPECT_EQ(rank_value("2급"), -1);
}

TEST(RankValue, NoValueForTextThatNamesNoRank) {
    for (const char* text : {"", "?", "-", "insei", "d", "5", "0d", "10d", "31k", "10p", "5x", "99999999999d"})
        EXPECT_EQ(rank_value(text), std::nullopt) << text;
}
