// The EGD's tournament table (.h9), as OpenGotha, MacMahon and Pairgoth export it: header
// lines "; KEY[value]", then a line per player: place, name, rank, country, club, any
// number of criteria (MMS, SOS, ...), then one result a round, and "|PIN" at the end.
// A result is "<opponent place><+|-|=>[/<b|w>[handicap]]" with an optional "!" (a note),
// or 0+, 0- or 0= for a round without a game.
#include <algorithm>
#include <map>
#include <sstream>
#include <string_view>

#include <fmt/format.h>

#include "event/event_file.hpp"
#include "event/official_results.hpp"
#include "event/text_scan.hpp"

namespace kifu::event {
namespace {

struct ResultToken {
    int opponent = 0;
    char outcome = '=';    // '+', '-', '='
    char colour = 0;       // 'b', 'w', or 0 when not given
    int handicap = 0;
};

// "<digits><+|-|=>[/<b|w>[digit]][!]", read by hand: a regular expression recursed once a
// character, and one long token overflowed the stack.
std::optional<ResultToken> parse_result(std::string_view token) {
    const std::size_t digits = scan::digits_from(token, 0);
    if (digits == 0 || digits == token.size() || std::string_view("+-=").find(token[digits]) == std::string_view::npos)
        return std::nullopt;
    ResultToken r;
    r.opponent = static_cast<int>(scan::leading_value(token, std::min<std::size_t>(digits, 6)));
    r.outcome = token[digits];
    std::size_t i = digits + 1;
    if (i < token.size() && token[i] == '/') {
        if (i + 1 == token.size() || std::string_view("bwBW").find(token[i + 1]) == std::string_view::npos) return std::nullopt;
        r.colour = static_cast<char>(std::tolower(static_cast<unsigned char>(token[i + 1])));
        i += 2;
        if (i < token.size() && scan::is_digit(token[i])) r.handicap = token[i++] - '0';
    }
    if (i < token.size() && token[i] == '!') ++i;
    if (i != token.size()) return std::nullopt;
    return r;
}

bool is_country(const std::string& token) {
    return token.size() == 2 && std::isalpha(static_cast<unsigned char>(token[0])) &&
           std::isalpha(static_cast<unsigned char>(token[1]));
}

struct PlayerLine {
    OfficialPlayer player;
    std::vector<ResultToken> results;
    int line = 0;
};

PlayerLine parse_player_line(const std::string& file, const std::string& text, int line) {
    std::string body = text;
    std::string pin;
    if (const auto bar = body.find('|'); bar != std::string::npos) {
        std::istringstream rest(body.substr(bar + 1));
        rest >> pin;
        body.resize(bar);
    }
    std::istringstream words(body);
    std::vector<std::string> tokens;
    for (std::string t; words >> t;) tokens.push_back(t);
    PlayerLine p;
    p.line = line;
    p.player.id = pin;
    auto fail = [&](const std::string& what) { return EventFileError(file, line, 1, what); };
    if (tokens.empty() || tokens[0].find_first_not_of("0123456789") != std::string::npos)
        throw fail("a player line must begin with the player's place (a number)");
    p.player.place = std::stoi(tokens[0].substr(0, 6));
    std::size_t i = 1;
    std::string name;
    for (; i < tokens.size() && !parse_rank(tokens[i]); ++i) name += (name.empty() ? "" : " ") + tokens[i];
    if (i == tokens.size() || name.empty())
        throw fail(fmt::format("place {}: expected the name, then a rank such as 5k or 2d", p.player.place));
    p.player.name = name;
    p.player.rank = parse_rank(tokens[i++]);
    if (i < tokens.size() && is_country(tokens[i])) p.player.country = tokens[i++];
    if (i < tokens.size() && !parse_result(tokens[i]) && tokens[i].find_first_of("0123456789") == std::string::npos)
        p.player.club = tokens[i++];
    // The results are the run of result-shaped tokens that ends the line; criteria before
    // them are plain numbers.
    std::size_t first = tokens.size();
    while (first > i && parse_result(tokens[first - 1])) --first;
    for (std::size_t j = first; j < tokens.size(); ++j) p.results.push_back(*parse_result(tokens[j]));
    return p;
}

Outcome outcome_for_black(char outcome_of_black) {
    return outcome_of_black == '+' ? Outcome::black_won : outcome_of_black == '-' ? Outcome::white_won : Outcome::draw;
}

}  // namespace

OfficialResults parse_egd_results(const std::string& file, std::string_view text) {
    OfficialResults results;
    results.file = file;
    results.format = ResultsFormat::egd;
    std::vector<PlayerLine> lines;
    std::istringstream in{std::string(text)};
    int line = 0;
    for (std::string s; std::getline(in, s);) {
        ++line;
        if (!s.empty() && s.back() == '\r') s.pop_back();
        const auto start = s.find_first_not_of(" \t");
        if (start == std::string::npos || s[start] == ';') continue;
        lines.push_back(parse_player_line(file, s, line));
    }
    if (lines.empty()) throw EventFileError(file, 0, 0, "no player lines (place name rank country club results...)");
    std::map<int, std::size_t> by_place;
    for (const PlayerLine& p : lines) {
        if (!by_place.emplace(p.player.place, results.players.size()).second)
            throw EventFileError(file, p.line, 1, fmt::format("place {} is given to two players", p.player.place));
        results.players.push_back(p.player);
        results.rounds = std::max(results.rounds, static_cast<int>(p.results.size()));
    }
    for (std::size_t me = 0; me < lines.size(); ++me) {
        const PlayerLine& p = lines[me];
        for (std::size_t r = 0; r < p.results.size(); ++r) {
            const ResultToken& t = p.results[r];
            const int round = static_cast<int>(r) + 1;
            if (t.opponent == 0) {
                results.byes.emplace_back(me, round);
                continue;
            }
            const auto other = by_place.find(t.opponent);
            if (other == by_place.end())
                throw EventFileError(file, p.line, 1,
                                     fmt::format("round {}: opponent {} is no player's place", round, t.opponent));
            // Each game is on both players' lines: kept from Black's (or, without colours,
            // from the line of the better-placed player).
            const bool mine = t.colour == 'b' || (t.colour == 0 && me < other->second);
            if (!mine) continue;
            OfficialGame g;
            g.round = round;
            g.black = me;
            g.white = other->second;
            g.colours_known = t.colour != 0;
            g.outcome = outcome_for_black(t.outcome);
            g.handicap = t.handicap;
            g.line = p.line;
            results.games.push_back(g);
        }
    }
    return results;
}

}  // namespace kifu::event
