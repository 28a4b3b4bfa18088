#include "event/record_checks.hpp"

#include <algorithm>
#include <chrono>
#include <cctype>
#include <cmath>
#include <utility>

#include <fmt/format.h>

#include "event/text_scan.hpp"
#include "rules/ruleset.hpp"
#include "sgf/rank.hpp"
#include "sgf/values.hpp"

namespace kifu::event {

std::string_view kind_name(ProblemKind kind) {
    switch (kind) {
        case ProblemKind::komi: return "komi";
        case ProblemKind::rules: return "rules";
        case ProblemKind::board_size: return "board-size";
        case ProblemKind::time: return "time";
        case ProblemKind::date: return "date";
        case ProblemKind::round: return "round";
        case ProblemKind::unknown_player: return "unknown-player";
        case ProblemKind::rank: return "rank";
        case ProblemKind::handicap: return "handicap";
        case ProblemKind::twice_in_round: return "twice-in-round";
        case ProblemKind::duplicate: return "duplicate";
        case ProblemKind::official_result: return "official-result";
        case ProblemKind::no_official_game: return "no-official-game";
        case ProblemKind::no_record: return "no-record";
        case ProblemKind::same_player: return "same-player";
        case ProblemKind::no_winner: return "no-winner";
        case ProblemKind::colours_swapped: return "colours-swapped";
        case ProblemKind::not_compared: return "not-compared";
    }
    return "";
}

ExpectedHandicap expected_handicap(const HandicapPolicy& policy, const std::optional<Rank>& first,
                                   const std::optional<Rank>& second) {
    switch (policy.kind) {
        case HandicapPolicy::Kind::none: return {};
        case HandicapPolicy::Kind::fixed: return {policy.stones, std::nullopt};
        case HandicapPolicy::Kind::rank_difference: {
            if (!first || !second) return {};
            const int difference = std::abs(first->value - second->value);
            const int stones = std::min(std::max(difference - policy.reduction, 0), policy.max_stones);
            if (stones == 0) return {};
            return {stones, first->value < second->value};
        }
    }
    return {};
}

namespace {

using scan::digits_from;
using scan::is_digit;
using scan::is_space;
using scan::spaces_from;

// The first two numbers with one of `separators` between them, spaces allowed around it
// ("5 x 30", "25/600"), as a search for (\d+)\s*(?:x|...)\s*(\d+) finds them: the first
// run of digits that such a pair starts with.
std::optional<std::pair<std::string_view, std::string_view>> number_pair(std::string_view text,
                                                                         std::initializer_list<std::string_view> separators) {
    for (std::size_t i = 0; i < text.size();) {
        if (!is_digit(text[i])) {
            ++i;
            continue;
        }
        const std::size_t first_end = digits_from(text, i);
        const std::size_t at = spaces_from(text, first_end);
        for (const std::string_view separator : separators) {
            if (text.substr(at, separator.size()) != separator) continue;
            const std::size_t second = spaces_from(text, at + separator.size());
            const std::size_t second_end = digits_from(text, second);
            if (second_end > second) return std::pair(text.substr(i, first_end - i), text.substr(second, second_end - second));
        }
        i = first_end;
    }
    return std::nullopt;
}

std::optional<std::string_view> first_number(std::string_view text) {
    const auto start = static_cast<std::size_t>(std::find_if(text.begin(), text.end(), is_digit) - text.begin());
    if (start == text.size()) return std::nullopt;
    return text.substr(start, digits_from(text, start) - start);
}

// A number OT writes: its first 9 digits, at most 100,000,000.
int whole(std::string_view digits) { return static_cast<int>(std::min(scan::leading_value(digits, 9), 100000000L)); }

// One comma-separated part of DT: spaces, then exactly `shape` ('9' a digit, '-' itself),
// then spaces; the numbers between the dashes.
std::optional<std::vector<int>> numbers_shaped(std::string_view part, std::string_view shape) {
    const std::size_t start = spaces_from(part, 0);
    std::size_t end = part.size();
    while (end > start && is_space(part[end - 1])) --end;
    const std::string_view core = part.substr(start, end - start);
    if (core.size() != shape.size()) return std::nullopt;
    std::vector<int> numbers{0};
    for (std::size_t i = 0; i < shape.size(); ++i) {
        if (shape[i] == '-' && core[i] == '-') numbers.push_back(0);
        else if (shape[i] == '9' && is_digit(core[i])) numbers.back() = numbers.back() * 10 + (core[i] - '0');
        else return std::nullopt;
    }
    return numbers;
}

}  // namespace

std::optional<Overtime> parse_overtime(std::string_view ot) {
    std::string text(ot);
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (text.find("fischer") != std::string::npos || text.find("increment") != std::string::npos) {
        if (const auto n = first_number(text)) return Overtime{Overtime::Kind::fischer, 0, 0, whole(*n)};
        return std::nullopt;
    }
    const auto stones = number_pair(text, {"/"});                            // 25/600
    if (text.find("canadian") != std::string::npos || (stones && text.find("byo") == std::string::npos)) {
        if (stones) return Overtime{Overtime::Kind::canadian, 0, whole(stones->first), whole(stones->second)};
        return std::nullopt;
    }
    if (const auto periods = number_pair(text, {"x", "*", "\xc3\x97"}))      // 5x30, 5*30, 5×30
        return Overtime{Overtime::Kind::byo_yomi, whole(periods->first), 0, whole(periods->second)};
    return std::nullopt;
}

std::optional<std::vector<Day>> parse_dt(std::string_view dt) {
    std::vector<Day> days;
    int year = 0, month = 0;
    std::size_t start = 0;
    while (start <= dt.size()) {
        const std::size_t comma = std::min(dt.find(',', start), dt.size());
        const std::string_view part = dt.substr(start, comma - start);
        int day = 0;
        if (const auto full = numbers_shaped(part, "9999-99-99")) {
            year = (*full)[0];
            month = (*full)[1];
            day = (*full)[2];
        } else if (const auto month_day = numbers_shaped(part, "99-99"); month_day && !days.empty()) {
            month = (*month_day)[0];
            day = (*month_day)[1];
        } else if (const auto day_only = numbers_shaped(part, "99"); day_only && !days.empty()) {
            day = (*day_only)[0];
        } else {
            return std::nullopt;
        }
        // A day of the calendar: DT[2026-04-31] and DT[2026-02-30] were read, and called
        // outside the event's dates (or inside them), not unreadable.
        const std::chrono::year_month_day date{std::chrono::year{year}, std::chrono::month{static_cast<unsigned>(month)},
                                               std::chrono::day{static_cast<unsigned>(day)}};
        if (month < 1 || month > 12 || day < 1 || !date.ok()) return std::nullopt;
        days.push_back(year * 10000 + month * 100 + day);
        start = comma + 1;
    }
    return days;
}

std::optional<int> parse_round(std::string_view ro) {
    const auto lower = [](char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); };
    const auto digit = [&](std::size_t at) { return at < ro.size() && std::isdigit(static_cast<unsigned char>(ro[at])); };
    std::size_t i = 0;
    while (i < ro.size() && ro[i] == ' ') ++i;
    // "Round 3" and "R3", as servers and editors write it, are round 3.
    std::size_t word = 0;
    while (word < 5 && i + word < ro.size() && lower(ro[i + word]) == "round"[word]) ++word;
    if (word == 5 || (word == 1 && digit(i + 1))) {
        i += word;
        while (i < ro.size() && ro[i] == ' ') ++i;
    }
    int round = 0;
    const std::size_t digits = i;
    while (digit(i) && round < 100000) round = round * 10 + (ro[i++] - '0');
    if (i == digits) return std::nullopt;
    // More of a number or a word after it ("1.5", "1a") is no round number: read as 1, the
    // record was placed in a round it does not name.
    if (i < ro.size() && (std::isalnum(static_cast<unsigned char>(ro[i])) || ((ro[i] == '.' || ro[i] == ',') && digit(i + 1))))
        return std::nullopt;
    return round;
}

std::optional<Rank> record_rank(std::string_view rank) {
    const std::optional<int> value = sgf::rank_value(rank);   // kyu 1 - k, dan d, pro 9 + p
    if (!value) return std::nullopt;
    if (*value >= 10) return Rank{7, true, *value - 9};
    return Rank{*value, false, *value >= 1 ? *value : 1 - *value};
}

namespace {

class Checker {
public:
    Checker(const Event& event, const std::vector<Player>& players, const RecordFacts& r)
        : event_(event), players_(players), r_(r) {}

    std::vector<EventProblem> run() {
        const std::optional<std::size_t> black = player("PB", "BR", r_.info.black, "Black");
        const std::optional<std::size_t> white = player("PW", "WR", r_.info.white, "White");
        // Under the rank-difference rule, a game with a player kifu cannot find has no known
        // handicap, and so no known komi.
        const bool pairing_known = black && white;
        const ExpectedHandicap handicap = check_handicap(black, white);
        if (pairing_known || event_.handicap.kind != HandicapPolicy::Kind::rank_difference) check_komi(handicap.stones >= 1);
        check_rules();
        check_size();
        check_time();
        check_date();
        check_round();
        return std::move(problems_);
    }

private:
    void add(ProblemKind kind, std::string property, std::optional<std::string> expected, Written found,
             std::string sentence) {
        problems_.push_back({kind, std::move(property), std::move(expected), std::move(found), std::move(sentence)});
    }

    std::optional<std::size_t> player(const char* name_id, const char* rank_id, const sgf::PlayerInfo& p,
                                      const char* colour) {
        // Without a list any name is a player, but no name is none: kifu results leaves the
        // record out ("not placed: no PB"), and check --event said nothing of it.
        if (players_.empty()) {
            if (p.name.empty())
                add(ProblemKind::unknown_player, name_id, std::nullopt, std::nullopt,
                    fmt::format("no {}: {} is not named, so the record cannot be placed in the results", name_id,
                                colour));
            return std::nullopt;
        }
        if (p.name.empty()) {
            add(ProblemKind::unknown_player, name_id, std::nullopt, std::nullopt,
                fmt::format("no {}: {} is not named, so kifu cannot tell which listed player it is", name_id, colour));
            return std::nullopt;
        }
        const auto index = find_player(players_, p.name);
        if (!index) {
            const std::string closest = closest_name(players_, p.name);
            add(ProblemKind::unknown_player, name_id, closest, p.name,
                fmt::format("{}[{}] is not on the event's player list (the closest listed name is {})", name_id, p.name,
                            closest));
            return std::nullopt;
        }
        const Player& listed = players_[*index];
        const std::string listed_rank = format_rank(listed.rank);
        if (!p.rank.empty()) {
            const auto rank = record_rank(p.rank);
            if (!rank)
                add(ProblemKind::rank, rank_id, listed_rank, p.rank,
                    fmt::format("{}[{}] is not a rank; {} is listed as {}", rank_id, p.rank, listed.name, listed_rank));
            else if (format_rank(*rank) != listed_rank)
                add(ProblemKind::rank, rank_id, listed_rank, p.rank,
                    fmt::format("{}[{}] but {} is listed as {}", rank_id, p.rank, listed.name, listed_rank));
        }
        return index;
    }

    int recorded_stones() const { return r_.handicap_stones(); }

    ExpectedHandicap check_handicap(std::optional<std::size_t> black, std::optional<std::size_t> white) {
        const HandicapPolicy& policy = event_.handicap;
        auto rank_of = [&](std::optional<std::size_t> i) { return i ? std::optional<Rank>(players_[*i].rank) : std::nullopt; };
        if (policy.kind == HandicapPolicy::Kind::rank_difference && (!black || !white)) return {};
        const ExpectedHandicap expected = expected_handicap(policy, rank_of(black), rank_of(white));
        const int stones = recorded_stones();
        // HA[] says one number and the root's stones another: the stones are what was played,
        // and a record at odds with itself is the director's to settle either way.
        const bool ha_says_otherwise = r_.ha && r_.black_setup_stones >= 2 && r_.info.handicap != stones;
        const Written found = ha_says_otherwise ? Written(fmt::format("{} stones set up (HA[{}])", stones, *r_.ha))
                              : r_.ha           ? r_.ha
                              : stones > 0      ? Written(fmt::format("{} stones set up", stones))
                                                : std::nullopt;
        const std::string shown = r_.ha       ? fmt::format("HA[{}]", *r_.ha)
                                  : stones > 0 ? fmt::format("{} black stones set up (no HA)", stones)
                                               : "no handicap stones";
        const int wanted = expected.stones >= 2 ? expected.stones : 0;
        const bool against_policy = stones != wanted && !(stones == 1 && wanted == 0);
        if (against_policy || ha_says_otherwise) {
            std::string why;
            switch (policy.kind) {
                case HandicapPolicy::Kind::none: why = "the event plays even games"; break;
                case HandicapPolicy::Kind::fixed: why = fmt::format("every game of the event takes {} stones", policy.stones); break;
                case HandicapPolicy::Kind::rank_difference:
                    why = fmt::format("{} ({}) and {} ({}) take {} by the event's rank-difference rule",
                                      players_[*black].name, format_rank(players_[*black].rank), players_[*white].name,
                                      format_rank(players_[*white].rank),
                                      wanted == 0 ? std::string("no stones") : fmt::format("{} stones", wanted));
                    break;
            }
            const std::string sentence =
                !ha_says_otherwise ? fmt::format("{} but {}", shown, why)
                : against_policy   ? fmt::format("{} but {} black stones set up, and {}", shown, stones, why)
                                   : fmt::format("{} but {} black stones set up, as {}", shown, stones, why);
            add(ProblemKind::handicap, "HA", std::to_string(wanted), found, sentence);
        }
        // Apart from the number of stones: with both wrong, the colours went unsaid, and
        // the results file rated the stronger player as taking the handicap.
        if (expected.black_is_first == false) {
            const Player& weaker = players_[*white];
            add(ProblemKind::handicap, "PW", players_[*white].name, r_.info.black.name,
                fmt::format("PW[{}] but the weaker player, {} ({}), takes Black in a handicap game", r_.info.white.name,
                            weaker.name, format_rank(weaker.rank)));
        }
        return expected;
    }

    void check_komi(bool handicap_game) {
        std::optional<double> expected = handicap_game ? std::optional<double>(event_.handicap.komi) : event_.komi;
        if (!expected) return;
        const std::string wanted = sgf::format_real(*expected);
        const std::string whose = handicap_game ? "the komi of the event's handicap games is" : "the event's komi is";
        if (!r_.km) {
            add(ProblemKind::komi, "KM", wanted, std::nullopt, fmt::format("no KM, but {} {}", whose, wanted));
        } else if (!r_.info.komi || std::abs(*r_.info.komi - *expected) > 1e-9) {
            add(ProblemKind::komi, "KM", wanted, r_.km, fmt::format("KM[{}] but {} {}", *r_.km, whose, wanted));
        }
    }

    void check_rules() {
        if (event_.rules.empty() || !r_.ru) return;
        const rules::Ruleset* wanted = rules::find_ruleset(event_.rules);
        const rules::Ruleset* recorded = rules::find_ruleset(*r_.ru);
        if (recorded == wanted) return;
        const std::string wanted_name(wanted->name);
        add(ProblemKind::rules, "RU", wanted_name, r_.ru,
            recorded ? fmt::format("RU[{}] but the event plays {} rules", *r_.ru, wanted_name)
                     : fmt::format("RU[{}] is not a ruleset kifu knows; the event plays {} rules", *r_.ru, wanted_name));
    }

    void check_size() {
        if (!event_.board_size) return;
        const int n = *event_.board_size;
        if (r_.info.size == BoardSize{n, n}) return;
        const std::string wanted = fmt::format("{}", n);
        add(ProblemKind::board_size, "SZ", wanted, r_.sz,
            r_.sz ? fmt::format("SZ[{}] but the event plays on {}x{}", *r_.sz, n, n)
                  : fmt::format("no SZ (so 19x19) but the event plays on {}x{}", n, n));
    }

    void check_time() {
        if (!event_.time) return;
        const TimeSystem& t = *event_.time;
        const std::string main = describe_main_time(t.main_seconds);
        const std::string main_wanted = std::to_string(t.main_seconds);
        if (!r_.tm) {
            add(ProblemKind::time, "TM", main_wanted, std::nullopt,
                fmt::format("no TM, although the event's main time is {}", main));
        } else {
            char* end = nullptr;
            const double seconds = std::strtod(r_.tm->c_str(), &end);
            if (end == r_.tm->c_str() || std::abs(seconds - t.main_seconds) > 1e-6)
                add(ProblemKind::time, "TM", main_wanted, r_.tm,
                    fmt::format("TM[{}] but the event's main time is {} ({} s)", *r_.tm, main, t.main_seconds));
        }
        if (t.overtime.kind == Overtime::Kind::none) return;
        const std::string overtime = describe(t.overtime);
        if (!r_.ot) {
            add(ProblemKind::time, "OT", overtime, std::nullopt, fmt::format("no OT, although the event has {}", overtime));
            return;
        }
        const auto recorded = parse_overtime(*r_.ot);
        if (recorded && (recorded->kind != t.overtime.kind || recorded->periods != t.overtime.periods ||
                         recorded->stones != t.overtime.stones || recorded->seconds != t.overtime.seconds))
            add(ProblemKind::time, "OT", overtime, r_.ot, fmt::format("OT[{}] but the event has {}", *r_.ot, overtime));
    }

    void check_date() {
        if (!event_.dates) return;
        const DateRange& range = *event_.dates;
        const std::string span = range.first == range.last ? format_day(range.first)
                                                           : format_day(range.first) + " to " + format_day(range.last);
        if (!r_.dt) {
            add(ProblemKind::date, "DT", span, std::nullopt, fmt::format("no DT, although the event ran {}", span));
            return;
        }
        const auto days = parse_dt(*r_.dt);
        if (!days) {
            add(ProblemKind::date, "DT", span, r_.dt,
                fmt::format("DT[{}] is not a date kifu can read (YYYY-MM-DD); the event ran {}", *r_.dt, span));
            return;
        }
        for (const Day d : *days)
            if (d < range.first || d > range.last) {
                add(ProblemKind::date, "DT", span, r_.dt,
                    fmt::format("DT[{}] is outside the event's dates ({})", *r_.dt, span));
                return;
            }
    }

    void check_round() {
        if (!event_.rounds) return;
        const int rounds = *event_.rounds;
        const std::string wanted = fmt::format("1 to {}", rounds);
        if (!r_.ro) {
            add(ProblemKind::round, "RO", wanted, std::nullopt, fmt::format("no RO, although the event has {} rounds", rounds));
            return;
        }
        const auto round = parse_round(*r_.ro);
        if (!round)
            add(ProblemKind::round, "RO", wanted, r_.ro, fmt::format("RO[{}] gives no round number (1 to {})", *r_.ro, rounds));
        else if (*round < 1)  // "RO[0] but the event has 3 rounds" read as if 0 were too many
            add(ProblemKind::round, "RO", wanted, r_.ro,
                fmt::format("RO[{}] is no round: the event's rounds are 1 to {}", *r_.ro, rounds));
        else if (*round > rounds)
            add(ProblemKind::round, "RO", wanted, r_.ro,
                fmt::format("RO[{}] but the event has {} rounds", *r_.ro, rounds));
    }

    const Event& event_;
    const std::vector<Player>& players_;
    const RecordFacts& r_;
    std::vector<EventProblem> problems_;
};

}  // namespace

std::vector<EventProblem> check_record(const Event& event, const std::vector<Player>& players, const RecordFacts& record) {
    return Checker(event, players, record).run();
}

}  // namespace kifu::event
