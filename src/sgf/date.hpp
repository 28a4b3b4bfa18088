#pragma once
// DT, the date a game was played: FF[4] writes ISO dates, "YYYY-MM-DD", partial ("YYYY",
// "YYYY-MM") and several separated by commas with shortcuts ("1996-05-06,07",
// "1996-12-27,1997-01-03", "1996-05,06"). Records carry every other form too: "2016.03.09
// 12:30", "2003/05/12 10:04:00 UT", "20030512", "12.05.2003", "2017年3月19日",
// "August 5, 2003", "Sun Mar 19 12:00:00 GMT+09:00 2017". decode_date reads them as the
// FF[4] form; a time of day is dropped (DT has none).
#include <optional>
#include <string>
#include <string_view>

#include "sgf/values.hpp"

namespace kifu::sgf {

// The raw (escaped) DT value. Value: the FF[4] form; with a problem when that differs
// from what was written (saying what was read and what is dropped). No value: not a date
// kifu can read without guessing (an empty DT, "1603 onwards", "03/04/2005" which may be
// March or April).
Decoded<std::string> decode_date(std::string_view raw);

// Whether a DT value holds a time of day ("2016.03.09 12:30"): decode_date drops it, so
// a repair that rewrites DT would lose it.
bool has_time_of_day(std::string_view raw);

// The first day of a DT value in FF[4] form ("1996-05-06,07" -> "1996-05-06"; "1996" stays
// "1996"), or nothing when it cannot be read: what tells whether two records were played
// on the same day.
std::optional<std::string> first_date(std::string_view raw);

}  // namespace kifu::sgf
