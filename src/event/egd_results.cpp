// The EGD's tournament table (.h9), as OpenGotha, MacMahon and Pairgoth export it: header
// lines "; KEY[value]", then a line per player: place, name, rank, country, club, any
// number of criteria (MMS, SOS, ...), then one result a round, and "|PIN" at the end.
// A result is "<opponent place><+|-|=>[/<b|w>[handicap]]" with an optional "!" (a game won
// by default), or 0+, 0- or 0= for a round without a game. A token meant as a result that
// is not one is an error: dropped, it moved the later rounds into earlier ones.
#include <algorithm>
#include <map>
#include <sstream>
#include <string_view>

#include <fmt/format.h>

#include "event/egd_lines.hpp"
#include "event/event_file.hpp"
#include "event/official_results.hpp"
#include "event/text_scan.hpp"

namespace kifu::event {
namespace {

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
    if (i < token.size() && token[i] == '!') {
        r.by_default = true;
        ++i;
    }
    if (i != token.size()) return std::nullopt;
    return r;
}

// A token meant as a result, well formed or not: digits then a sign, '/' or '!' ("2-/bx",
// "2/b", "3+!!"), or a sign with no opponent ("+/b"). A criterion (points, SOS) is a plain
// number, perhaps with a decimal point, and a club has no such mark, so neither reads as one.
bool meant_as_result(std::string_view token) {
    const std::size_t digits = scan::digits_from(token, 0);
    if (digits == token.size()) return false;
    return std::string_view(digits > 0 ? "+-=/!" : "+=/").find(token[digits]) != std::string_view::npos;
}

// A token as an error quotes it: a hostile one may be 50,000 characters long.
std::string quoted(std::string_view token) {
    return token.size() <= 24 ? std::string(token) : std::string(token.substr(0, 20)) + "...";
}

struct Word {
    std::string text;
    int column = 0;        // 1-based, in the line
};

std::vector<Word> words_of(const std::string& text) {
    std::vector<Word> words;
    for (std::size_t at = scan::spaces_from(text, 0); at < text.size(); at = scan::spaces_from(text, at)) {
        std::size_t end = at;
        while (end < text.size() && !scan::is_space(text[end])) ++end;
        words.push_back({text.substr(at, end - at), static_cast<int>(at) + 1});
        at = end;
    }
    return words;
}

bool is_country(const std::string& token) {
    return token.size() == 2 && std::isalpha(static_cast<unsigned char>(token[0])) &&
           std::isalpha(static_cast<unsigned char>(token[1]));
}

PlayerLine parse_player_line(const std::string& file, const std::string& text, int line) {
    std::string body = text;
    std::string pin;
    if (const auto bar = body.find('|'); bar != std::string::npos) {
        std::istringstream rest(body.substr(bar + 1));
        rest >> pin;
        body.resize(bar);
    }
    const std::vector<Word> tokens = words_of(body);
    PlayerLine p;
    p.line = line;
    p.player.id = pin;
    auto fail = [&](const std::string& what, int column = 1) { return EventFileError(file, line, column, what); };
    if (tokens.empty() || tokens[0].text.find_first_not_of("0123456789") != std::string::npos)
        throw fail("a player line must begin with the player's place (a number)");
    p.player.place = std::stoi(tokens[0].text.substr(0, 6));
    std::size_t i = 1;
    std::string name;
    for (; i < tokens.size() && !parse_rank(tokens[i].text); ++i) name += (name.empty() ? "" : " ") + tokens[i].text;
    if (i == tokens.size() || name.empty())
        throw fail(fmt::format("place {}: expected the name, then a rank such as 5k or 2d", p.player.place));
    p.player.name = name;
    p.player.rank = parse_rank(tokens[i++].text);
    if (i < tokens.size() && is_country(tokens[i].text)) p.player.country = tokens[i++].text;
    if (i < tokens.size() && !meant_as_result(tokens[i].text) &&
        tokens[i].text.find_first_of("0123456789") == std::string::npos)
        p.player.club = tokens[i++].text;
    // The results are the run of tokens meant as results that ends the line; criteria
    // before them are plain numbers. Anything after them, or a token in the run that is no
    // result, is refused: skipped, it took the player's later rounds for earlier ones.
    std::size_t end = tokens.size();
    while (end > i && !meant_as_result(tokens[end - 1].text)) --end;
    std::size_t first = end;
    while (first > i && meant_as_result(tokens[first - 1].text)) --first;
    const auto not_a_result = [&](const Word& w) {
        return fail(fmt::format("expected a result such as 3+/b, 0- or 2=/w!, got '{}'", quoted(w.text)), w.column);
    };
    if (end > i && end < tokens.size()) throw not_a_result(tokens[end]);
    for (std::size_t j = first; j < end; ++j) {
        auto r = parse_result(tokens[j].text);
        if (!r) throw not_a_result(tokens[j]);
        r->column = tokens[j].column;
        r->text = tokens[j].text;
        p.results.push_back(*r);
    }
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
    for (const PlayerLine& p : lines)
        for (std::size_t r = 0; r < p.results.size(); ++r)
            if (p.results[r].opponent != 0 && by_place.count(p.results[r].opponent) == 0)
                throw EventFileError(file, p.line, 1, fmt::format("round {}: opponent {} is no player's place", r + 1,
                                                                  p.results[r].opponent));
    check_lines_mirror(file, lines, by_place);
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
            // Files mark a game won by default on the winner's line, or on both.
            g.by_default = t.by_default || lines[other->second].results[r].by_default;
            g.line = p.line;
            results.games.push_back(g);
        }
    }
    return results;
}

}  // namespace kifu::event
