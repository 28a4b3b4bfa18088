// DT read as FF[4] dates: the forms real records use, and what is left alone because
// reading it would be a guess.
#include <gtest/gtest.h>

#include "sgf/date.hpp"

namespace kifu::sgf {
namespace {

std::string read(std::string_view raw) {
    const auto d = decode_date(raw);
    return d.value ? *d.value : "<none>";
}

TEST(Date, FF4FormsAreKeptAsTheyAre) {
    for (const char* ok : {"2016-03-09", "1996", "1996-05", "1996-05-06,07", "1996-05-06,07,08", "1996-12-27,1997-01-03",
                           "1996-05-30,06-02", "1996-05,06", "2018-04-04,2018-04-05"}) {
        const auto d = decode_date(ok);
        ASSERT_TRUE(d.value) << ok;
        EXPECT_EQ(*d.value, ok);
        EXPECT_TRUE(d.problem.empty()) << ok << ": " << d.problem;
    }
}

TEST(Date, OtherWaysOfWritingOneDay) {
    EXPECT_EQ(read("2016.03.09"), "2016-03-09");
    EXPECT_EQ(read("2016.03.09 12:30"), "2016-03-09");
    EXPECT_EQ(read("2003/05/12 10:04:00 UT"), "2003-05-12");
    EXPECT_EQ(read("2016-03-09 12:30:05"), "2016-03-09");
    EXPECT_EQ(read("2019-03-04T12:00:00.000+09:00"), "2019-03-04");
    EXPECT_EQ(read("2003-5-2"), "2003-05-02");
    EXPECT_EQ(read("20030512"), "2003-05-12");
    EXPECT_EQ(read("25.12.2003"), "2003-12-25");
    EXPECT_EQ(read("12/25/2003"), "2003-12-25");
    EXPECT_EQ(read("2017\xE5\xB9\xB4" "3\xE6\x9C\x88" "19\xE6\x97\xA5"), "2017-03-19");  // 2017年3月19日
    EXPECT_EQ(read("August 5, 2003"), "2003-08-05");
    EXPECT_EQ(read("5 Aug 2003"), "2003-08-05");
    EXPECT_EQ(read("Sun Mar 19 12:00:00 GMT+09:00 2017"), "2017-03-19");
    EXPECT_EQ(read(" 2016-03-09 "), "2016-03-09");
}

TEST(Date, TheProblemSaysWhatWasReadAndWhatIsDropped) {
    const auto d = decode_date("2016.03.09 12:30");
    EXPECT_EQ(d.problem, "DT[2016.03.09 12:30] read as DT[2016-03-09] (FF[4] writes dates as YYYY-MM-DD; the time of day is dropped)");
}

TEST(Date, GuessesAreNotMade) {
    for (const char* guess : {"", "03/04/2005", "1603 onwards", "160", "2016-13-01", "2016-02-30", "yesterday",
                              "1996-05-06,32", "1996,07"}) {
        const auto d = decode_date(guess);
        EXPECT_FALSE(d.value) << guess;
        EXPECT_FALSE(d.problem.empty()) << guess;
    }
}

TEST(Date, FirstDate) {
    EXPECT_EQ(first_date("1996-05-06,07"), "1996-05-06");
    EXPECT_EQ(first_date("2016.03.09 12:30"), "2016-03-09");
    EXPECT_EQ(first_date("1603 onwards"), std::nullopt);
}

}  // namespace
}  // namespace kifu::sgf
