#include "sgf/date.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <vector>

#include <fmt/format.h>

#include "sgf/text.hpp"

namespace kifu::sgf {
namespace {

struct Day {
    int year = 0, month = 0, day = 0;   // month and day 0: not given
};

bool digits(std::string_view s) {
    return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

int number(std::string_view s) {
    int n = 0;
    for (const char c : s) n = n * 10 + (c - '0');
    return n;
}

bool valid(const Day& d) {
    if (d.year < 1 || d.year > 9999) return false;
    if (d.month == 0) return d.day == 0;
    if (d.month > 12) return false;
    static constexpr std::array<int, 12> month_days{31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return d.day <= month_days[static_cast<std::size_t>(d.month - 1)];
}

std::string iso(const Day& d) {
    if (d.month == 0) return fmt::format("{:04}", d.year);
    if (d.day == 0) return fmt::format("{:04}-{:02}", d.year, d.month);
    return fmt::format("{:04}-{:02}-{:02}", d.year, d.month, d.day);
}

std::vector<std::string_view> split(std::string_view text, char on) {
    std::vector<std::string_view> parts;
    for (std::size_t at = 0;;) {
        const std::size_t next = text.find(on, at);
        parts.push_back(text.substr(at, next - at));
        if (next == std::string_view::npos) return parts;
        at = next + 1;
    }
}

// "YYYY", "YYYY-MM" or "YYYY-MM-DD", exactly.
std::optional<Day> full_date(std::string_view text) {
    const auto parts = split(text, '-');
    if (parts.size() > 3 || parts[0].size() != 4 || !digits(parts[0])) return std::nullopt;
    Day d{number(parts[0])};
    if (parts.size() > 1) {
        if (parts[1].size() != 2 || !digits(parts[1])) return std::nullopt;
        d.month = number(parts[1]);
    }
    if (parts.size() > 2) {
        if (parts[2].size() != 2 || !digits(parts[2])) return std::nullopt;
        d.day = number(parts[2]);
        if (d.day == 0) return std::nullopt;
    }
    if (d.month == 0 && parts.size() > 1) return std::nullopt;
    return valid(d) ? std::optional<Day>(d) : std::nullopt;
}

// A whole DT value in FF[4] syntax, its dates in a list; nothing if it is not one. After a
// date with a day, "DD" and "MM-DD" continue it; after one with a month only, "MM".
std::optional<std::vector<Day>> ff4_dates(std::string_view text) {
    std::vector<Day> days;
    for (const std::string_view part : split(text, ',')) {
        if (auto d = full_date(part)) {
            days.push_back(*d);
            continue;
        }
        if (days.empty()) return std::nullopt;
        Day d = days.back();
        const auto pieces = split(part, '-');
        if (pieces.size() == 2 && d.day != 0 && pieces[0].size() == 2 && pieces[1].size() == 2 && digits(pieces[0]) &&
            digits(pieces[1])) {
            d.month = number(pieces[0]);
            d.day = number(pieces[1]);
        } else if (pieces.size() == 1 && part.size() == 2 && digits(part) && d.month != 0) {
            (d.day != 0 ? d.day : d.month) = number(part);
        } else {
            return std::nullopt;
        }
        if (!valid(d) || (d.day == 0 && days.back().day != 0)) return std::nullopt;
        days.push_back(d);
    }
    return days;
}

// ---- other forms of one date ----

// Removes a time of day ("12:30", "12:30:05", "T12:30:05.123+09:00", " UT", " GMT+09:00")
// and says whether there was one.
std::string without_time(std::string_view text, bool& had_time) {
    std::string out;
    had_time = false;
    std::size_t i = 0;
    while (i < text.size()) {
        // hh:mm[:ss[.fff]] (an ISO 'T' before it, a zone after it)
        const bool iso_t = text[i] == 'T' && i + 3 < text.size() && std::isdigit(static_cast<unsigned char>(text[i + 1]));
        const std::size_t at = iso_t ? i + 1 : i;
        std::size_t j = at;
        while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
        if (j > at && j - at <= 2 && j < text.size() && text[j] == ':') {
            while (j < text.size() && (std::isdigit(static_cast<unsigned char>(text[j])) || text[j] == ':' || text[j] == '.'))
                ++j;
            // a zone: Z, +09:00, -0500
            if (j < text.size() && (text[j] == 'Z' || text[j] == '+' || text[j] == '-')) {
                ++j;
                while (j < text.size() && (std::isdigit(static_cast<unsigned char>(text[j])) || text[j] == ':')) ++j;
            }
            had_time = true;
            i = j;
            continue;
        }
        out += text[i];
        ++i;
    }
    // Zone names: UT, UTC, GMT (with an offset: GMT+09:00), and weekday names are noise too.
    std::string cleaned;
    for (std::string_view word : split(out, ' ')) {
        const std::string lower = ascii_lowercase(word);
        if (lower == "ut" || lower == "utc" || lower == "gmt" || lower.starts_with("gmt+") || lower.starts_with("gmt-") ||
            lower.starts_with("utc+") || lower.starts_with("utc-"))
            continue;
        if (word.empty()) continue;
        if (!cleaned.empty()) cleaned += ' ';
        cleaned += word;
    }
    return cleaned;
}

std::optional<int> month_named(std::string_view word) {
    static constexpr std::array<std::string_view, 12> names{"jan", "feb", "mar", "apr", "may", "jun",
                                                            "jul", "aug", "sep", "oct", "nov", "dec"};
    const std::string lower = ascii_lowercase(word);
    if (lower.size() < 3) return std::nullopt;
    for (std::size_t i = 0; i < names.size(); ++i)
        if (lower.starts_with(names[i])) {
            static constexpr std::array<std::string_view, 12> full{"january", "february", "march",     "april",
                                                                   "may",     "june",     "july",      "august",
                                                                   "september", "october", "november", "december"};
            if (std::string_view(full[i]).starts_with(lower) || lower == "sept") return static_cast<int>(i) + 1;
        }
    return std::nullopt;
}

bool weekday_named(std::string_view word) {
    static constexpr std::array<std::string_view, 7> names{"mon", "tue", "wed", "thu", "fri", "sat", "sun"};
    const std::string lower = ascii_lowercase(word);
    for (const std::string_view n : names)
        if (lower.starts_with(n)) return true;
    return false;
}

// Numbers separated by '.', '/' or '-' (or written together as YYYYMMDD): the year first,
// or last with the day and month before it (then only when which is which is plain).
std::optional<Day> numeric_date(std::string_view text) {
    if (text.size() == 8 && digits(text))
        return Day{number(text.substr(0, 4)), number(text.substr(4, 2)), number(text.substr(6, 2))};
    char separator = 0;
    for (const char c : {'.', '/', '-'})
        if (text.find(c) != std::string_view::npos) separator = separator == 0 ? c : '?';
    if (separator == 0 || separator == '?') return std::nullopt;
    const auto parts = split(text, separator);
    if (parts.size() != 3 || !std::all_of(parts.begin(), parts.end(), [](std::string_view p) {
            return digits(p) && p.size() <= 4;
        }))
        return std::nullopt;
    if (parts[0].size() == 4 && parts[1].size() <= 2 && parts[2].size() <= 2)
        return Day{number(parts[0]), number(parts[1]), number(parts[2])};
    if (parts[2].size() == 4 && parts[0].size() <= 2 && parts[1].size() <= 2) {
        const int a = number(parts[0]);
        const int b = number(parts[1]);
        if (a > 12 && b <= 12) return Day{number(parts[2]), b, a};   // 25.12.2003: the day first
        if (b > 12 && a <= 12) return Day{number(parts[2]), a, b};   // 12/25/2003: the month first
        if (a == b) return Day{number(parts[2]), a, b};
    }
    return std::nullopt;   // 03/04/2005: March or April?
}

// "2017年3月19日" (the CJK year, month and day signs).
std::optional<Day> cjk_date(std::string_view text) {
    constexpr std::string_view year_sign = "\xE5\xB9\xB4";   // 年
    constexpr std::string_view month_sign = "\xE6\x9C\x88";  // 月
    constexpr std::string_view day_sign = "\xE6\x97\xA5";    // 日
    const std::size_t y = text.find(year_sign);
    const std::size_t m = text.find(month_sign);
    if (y == std::string_view::npos || m == std::string_view::npos || m < y) return std::nullopt;
    const std::string_view year = trim_whitespace(text.substr(0, y));
    const std::string_view month = trim_whitespace(text.substr(y + year_sign.size(), m - y - year_sign.size()));
    const std::size_t d = text.find(day_sign, m);
    const std::string_view day =
        d == std::string_view::npos ? std::string_view() : trim_whitespace(text.substr(m + month_sign.size(), d - m - month_sign.size()));
    if (year.size() != 4 || !digits(year) || !digits(month) || month.size() > 2) return std::nullopt;
    if (d != std::string_view::npos && (!digits(day) || day.size() > 2)) return std::nullopt;
    const std::string_view rest = d == std::string_view::npos ? text.substr(m + month_sign.size()) : text.substr(d + day_sign.size());
    if (!trim_whitespace(rest).empty()) return std::nullopt;
    return Day{number(year), number(month), day.empty() ? 0 : number(day)};
}

// "August 5, 2003", "5 August 2003", "Aug 5 2003", "Sun Mar 19 2017" (times removed before).
std::optional<Day> named_month_date(std::string_view text) {
    std::vector<std::string> words;
    std::string word;
    for (const char c : text) {
        if (std::isalnum(static_cast<unsigned char>(c))) {
            word += c;
        } else if (!word.empty()) {
            words.push_back(word);
            word.clear();
        }
    }
    if (!word.empty()) words.push_back(word);
    std::optional<int> month;
    std::vector<std::string> numbers;
    for (const std::string& w : words) {
        if (digits(w)) numbers.push_back(w);
        else if (auto m = month_named(w); m && !month) month = m;
        else if (!weekday_named(w) && ascii_lowercase(w) != "th" && ascii_lowercase(w) != "st") return std::nullopt;
    }
    if (!month || numbers.size() != 2) return std::nullopt;
    const std::string& year = numbers[0].size() == 4 ? numbers[0] : numbers[1];
    const std::string& day = numbers[0].size() == 4 ? numbers[1] : numbers[0];
    if (year.size() != 4 || day.size() > 2) return std::nullopt;
    return Day{number(year), *month, number(day)};
}

std::string property(std::string_view raw) { return "DT[" + std::string(raw) + "]"; }

}  // namespace

Decoded<std::string> decode_date(std::string_view raw) {
    const std::string decoded = decode_simple_text(raw);
    const std::string_view text = trim_whitespace(decoded);
    if (text.empty()) return {std::nullopt, "DT is empty"};
    if (ff4_dates(text)) {
        if (text == raw) return {std::string(text), {}};
        return {std::string(text), property(raw) + " read as DT[" + std::string(text) + "]"};
    }
    bool had_time = false;
    const std::string date = without_time(text, had_time);
    std::optional<Day> day = numeric_date(date);
    if (!day) day = cjk_date(date);
    if (!day) day = named_month_date(date);
    if (!day || !valid(*day)) return {std::nullopt, property(raw) + ": not a date kifu can read without guessing"};
    const std::string written = iso(*day);
    return {written, property(raw) + " read as DT[" + written + "] (FF[4] writes dates as YYYY-MM-DD" +
                         (had_time ? "; the time of day is dropped)" : ")")};
}

bool has_time_of_day(std::string_view raw) {
    const std::string decoded = decode_simple_text(raw);
    const std::string_view text = trim_whitespace(decoded);
    if (ff4_dates(text)) return false;
    bool had_time = false;
    without_time(text, had_time);
    return had_time;
}

std::optional<std::string> first_date(std::string_view raw) {
    const auto date = decode_date(raw);
    if (!date.value) return std::nullopt;
    return date.value->substr(0, date.value->find(','));
}

}  // namespace kifu::sgf
