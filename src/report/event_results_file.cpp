#include "report/event_results_file.hpp"

#include <sstream>
#include <string_view>

#include <fmt/format.h>

#include "event/standings.hpp"
#include "sgf/values.hpp"

namespace kifu::report {
namespace {

// "Alice Smith" -> {"Smith", "Alice"}; "Smith, Alice" as it is.
std::pair<std::string, std::string> surname_first(const std::string& name) {
    if (const auto comma = name.find(','); comma != std::string::npos) {
        const auto given = name.find_first_not_of(' ', comma + 1);
        return {name.substr(0, comma), given == std::string::npos ? "" : name.substr(given)};
    }
    const auto space = name.rfind(' ');
    if (space == std::string::npos) return {name, ""};
    return {name.substr(space + 1), name.substr(0, space)};
}

std::string points(double value) { return sgf::format_real(value); }

// Text from an event file, a players list or a record, on one line of a results file: a
// line break there began a line of its own (a player line, in a name). Control characters
// and `also` (a format's own separators) are spaces, and a run of spaces is one.
std::string one_line(std::string_view text, std::string_view also = {}) {
    std::string out;
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (u >= 0x20 && u != 0x7f && c != ' ' && also.find(c) == std::string_view::npos) out += c;
        else if (!out.empty() && out.back() != ' ') out += ' ';
    }
    if (!out.empty() && out.back() == ' ') out.pop_back();
    return out;
}

// A field the readers take as one word (country, club, PIN, AGA id): spaces, control
// characters and `also` are '_'.
std::string one_word(std::string_view text, std::string_view also = {}) {
    std::string out(text);
    for (char& c : out) {
        const auto u = static_cast<unsigned char>(c);
        if (u <= 0x20 || u == 0x7f || also.find(c) != std::string_view::npos) c = '_';
    }
    return out;
}

// The name as a .h9 player line holds it, surname first. Readers take the name to end at
// the first word that is a rank, so such a word ("Mallory 9d") is put in parentheses,
// which matching names ignores; '|' (the PIN's mark) is a space.
std::string h9_name(const std::string& name) {
    const auto [surname, given] = surname_first(one_line(name, "|"));
    std::istringstream words(surname + " " + given);
    std::string written;
    for (std::string w; words >> w;) {
        if (!written.empty()) written += ' ';
        const bool rank = event::parse_rank(w).has_value();
        written.append(rank ? "(" : "").append(w).append(rank ? ")" : "");
    }
    return written.empty() ? "?" : written;
}

// The .h9 header's values are SGF property values: '\' and ']' escaped.
std::string header_value(const std::string& text) {
    std::string out;
    for (const char c : one_line(text)) {
        if (c == '\\' || c == ']') out += '\\';
        out += c;
    }
    return out;
}

}  // namespace

void write_egd_results(std::ostream& out, const event::EventReview& review) {
    const event::Event& e = review.event();
    const auto table = event::standings(review);
    const auto& players = review.players();
    std::vector<int> place(players.size());
    for (const event::Standing& s : table) place[s.player] = s.place;
    out << fmt::format("; EV[{}]\n", header_value(e.name));
    // A one-day event is one date ("DT[2026-04-11,2026-04-11]" named the day twice).
    if (e.dates && e.dates->first == e.dates->last) out << fmt::format("; DT[{}]\n", event::format_day(e.dates->first));
    else if (e.dates)
        out << fmt::format("; DT[{},{}]\n", event::format_day(e.dates->first), event::format_day(e.dates->last));
    if (e.komi) out << fmt::format("; KM[{}]\n", sgf::format_real(*e.komi));
    out << fmt::format("; CM[results of {} placed records, written by kifu " KIFU_VERSION "]\n;\n", review.placed().size());
    std::vector<std::string> names;
    std::size_t name_width = 4;
    for (const auto& p : players) name_width = std::max(name_width, names.emplace_back(h9_name(p.name)).size());
    out << fmt::format("; {:>3} {:<{}} {:<3} Co Club {:>4} {:>4} {:>5}", "Pl", "Name", name_width, "Rk", "Pts", "SOS", "SOSOS");
    for (int r = 1; r <= review.rounds(); ++r) out << fmt::format(" {:<7}", fmt::format("R{}", r));
    out << '\n';
    for (const event::Standing& s : table) {
        const event::Player& p = players[s.player];
        out << fmt::format("{:>5} {:<{}} {:<3} {:<2} {:<4} {:>4} {:>4} {:>5}", s.place, names[s.player], name_width,
                           event::format_rank(p.rank), p.country.empty() ? "--" : one_word(p.country, "|"),
                           p.club.empty() ? "-" : one_word(p.club, "|"), points(s.score), points(s.sos), points(s.sosos));
        for (const auto& r : s.rounds) {
            std::string cell = "0-";
            if (r) {
                cell = event::crosstable_cell(place[r->opponent], *r, review.placed()[r->game]);
            }
            out << fmt::format(" {:<7}", cell);
        }
        if (!p.egd_pin.empty()) out << " |" << one_word(p.egd_pin);
        out << '\n';
    }
}

namespace {

// The AGA's dates: month/day/year, as its own example writes them.
std::string aga_day(event::Day day) { return fmt::format("{}/{}/{}", day / 100 % 100, day % 100, day / 10000); }

}  // namespace

void write_aga_results(std::ostream& out, const event::EventReview& review, AgaLeftOut& left_out) {
    const event::Event& e = review.event();
    const auto& players = review.players();
    std::vector<std::string> ids(players.size());
    int temporary = 0;
    for (std::size_t i = 0; i < players.size(); ++i)
        ids[i] = players[i].aga_id.empty() ? fmt::format("TMP{}", ++temporary) : one_word(players[i].aga_id, "#=");
    out << "TOURNEY " << one_line(e.name) << '\n';
    if (e.dates) out << "\tstart=" << aga_day(e.dates->first) << "\n\tfinish=" << aga_day(e.dates->last) << '\n';
    if (!e.rules.empty()) out << "\trules=" << one_word(e.rules) << '\n';
    out << "PLAYERS\n";
    std::size_t id_width = 1;
    for (const std::string& id : ids) id_width = std::max(id_width, id.size());
    for (std::size_t i = 0; i < players.size(); ++i) {
        // The reader takes a line's words between the id and the rank as the name, but for
        // '#' (a comment) and words with '=' (key=value), spaces here.
        const auto [surname, given] = surname_first(one_line(players[i].name, "#="));
        out << fmt::format("{:>{}} {}{} {}\n", ids[i], id_width, surname.empty() ? "?" : surname,
                           given.empty() ? "" : ", " + given, event::format_rank(players[i].rank));
    }
    out << "GAMES\n";
    left_out = {};
    for (int round = 1; round <= review.rounds(); ++round) {
        out << "# Round " << round << '\n';
        for (const event::PlacedGame& g : review.placed()) {
            if (g.round != round) continue;
            if (g.outcome == event::Outcome::draw) {
                ++left_out.draws;
                continue;
            }
            // A game won by forfeit was not played: the file's games are rated.
            if (g.by_default) {
                ++left_out.forfeits;
                continue;
            }
            out << fmt::format("{} {} {} {} {}\n", ids[g.white], ids[g.black], g.outcome == event::Outcome::white_won ? 'w' : 'b',
                               g.handicap >= 2 ? g.handicap : 0, g.komi ? sgf::format_real(*g.komi) : "0");
        }
    }
}

}  // namespace kifu::report
