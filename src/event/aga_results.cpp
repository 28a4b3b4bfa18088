// The AGA's results file, as its ratings desk takes it: a TOURNEY line (the event's name)
// followed by key=value lines (start=, finish=, rules=), a PLAYERS section ("id Last,
// First rank" a line) and a GAMES section ("white-id black-id w|b handicap komi" a line).
// '#' starts a comment; kifu writes, and reads, "# Round N" before each round's games.
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

std::string trim(const std::string& s) {
    const auto a = s.find_first_not_of(" \t\r");
    if (a == std::string::npos) return {};
    return s.substr(a, s.find_last_not_of(" \t\r") - a + 1);
}

std::string upper(std::string s) {
    for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return s;
}

// A rank ("4k", "2D") or an AGA rating (positive: dan, negative: kyu; -4.5 is 4 kyu).
std::optional<Rank> aga_rank(const std::string& token) {
    if (auto r = parse_rank(token)) return r;
    char* end = nullptr;
    const double rating = std::strtod(token.c_str(), &end);
    if (end == token.c_str() || *end != 0 || (rating > -1 && rating < 1) || rating < -30 || rating > 10) return std::nullopt;
    const int grade = static_cast<int>(rating < 0 ? -rating : rating);
    return rating < 0 ? Rank{1 - grade, false, grade} : Rank{grade, false, grade};
}

// "# Round N", "#RoundN" or "# Rd N" (any number of '#', any case, "Rd" or "Rd.", N a
// whole word, the rest anything but a line break): N, else none. "#Round2" and "# Rd 2"
// were no round comment, so round 2's games counted as round 1's. Read by hand: a regular
// expression recursed once a character, and a long line overflowed the stack.
std::optional<int> round_comment(std::string_view s) {
    using scan::spaces_from;
    std::size_t i = 0;
    while (i < s.size() && s[i] == '#') ++i;
    if (i == 0) return std::nullopt;
    i = spaces_from(s, i);
    const std::string word = upper(std::string(s.substr(i, 5)));
    std::size_t after = 0;
    if (word == "ROUND") after = i + 5;
    else if (word.starts_with("RD")) after = i + 2 + (i + 2 < s.size() && s[i + 2] == '.' ? 1 : 0);
    else return std::nullopt;
    const std::size_t number = spaces_from(s, after);
    const std::size_t end = scan::digits_from(s, number);
    if (end == number || (end < s.size() && scan::is_word(s[end])) || s.find_first_of("\r\n", end) != std::string_view::npos)
        return std::nullopt;
    return static_cast<int>(scan::leading_value(s.substr(number), std::min<std::size_t>(end - number, 6)));
}

}  // namespace

OfficialResults parse_aga_results(const std::string& file, std::string_view text) {
    OfficialResults results;
    results.file = file;
    results.format = ResultsFormat::aga;
    enum class Section { none, tourney, players, games } section = Section::none;
    std::map<std::string, std::size_t> by_id;
    // Each player's line in each round named: a second game of one round is a mistake of
    // the file (most often a "# Round N" kifu cannot read, so the next round's games
    // counted as this one's).
    std::map<std::pair<int, std::size_t>, int> playing;
    int round = 0;
    int line = 0;
    std::istringstream in{std::string(text)};
    for (std::string raw; std::getline(in, raw);) {
        ++line;
        const std::string s = trim(raw);
        if (const auto n = round_comment(s)) {
            round = *n;
            results.rounds = std::max(results.rounds, round);
            continue;
        }
        const std::string content = trim(s.substr(0, s.find('#')));
        if (content.empty()) continue;
        const std::string head = upper(content.substr(0, content.find_first_of(" \t")));
        if (head == "TOURNEY") { section = Section::tourney; continue; }
        if (head == "PLAYERS") { section = Section::players; continue; }
        if (head == "GAMES") { section = Section::games; continue; }
        auto fail = [&](const std::string& what) { return EventFileError(file, line, 1, what); };
        std::istringstream words(content);
        std::vector<std::string> tokens;
        for (std::string t; words >> t;)
            if (t.find('=') == std::string::npos || section != Section::players) tokens.push_back(t);
        switch (section) {
            case Section::none: throw fail("expected TOURNEY, PLAYERS or GAMES before anything else");
            case Section::tourney: break;   // start=, finish=, rules=: the event file states them
            case Section::players: {
                if (tokens.size() < 3) throw fail("a player line is: id Last, First rank");
                OfficialPlayer p;
                p.id = upper(tokens.front());
                p.rank = aga_rank(tokens.back());
                if (!p.rank) throw fail(fmt::format("{}: '{}' is not a rank such as 4k or 2d", p.id, tokens.back()));
                for (std::size_t i = 1; i + 1 < tokens.size(); ++i) p.name += (p.name.empty() ? "" : " ") + tokens[i];
                if (!by_id.emplace(p.id, results.players.size()).second) throw fail("player " + p.id + " is listed twice");
                results.players.push_back(std::move(p));
                break;
            }
            case Section::games: {
                if (tokens.size() < 3) throw fail("a game line is: white-id black-id w|b [handicap komi]");
                const auto white = by_id.find(upper(tokens[0]));
                const auto black = by_id.find(upper(tokens[1]));
                if (white == by_id.end() || black == by_id.end())
                    throw fail(fmt::format("player {} is not in PLAYERS", white == by_id.end() ? tokens[0] : tokens[1]));
                if (white->second == black->second)
                    throw fail(fmt::format("player {} plays himself: white and black are one player", tokens[0]));
                for (const auto& [id, player] : {*white, *black}) {
                    if (round == 0) break;   // no round comment: any round
                    const auto [at, fresh] = playing.emplace(std::make_pair(round, player), line);
                    if (!fresh)
                        throw fail(fmt::format("round {}: player {} also plays on line {} ({}:{}): one player twice in a "
                                               "round (a '# Round N' comment missing, or written otherwise?)",
                                               round, id, at->second, file, at->second));
                }
                OfficialGame g;
                g.round = round;
                g.white = white->second;
                g.black = black->second;
                const std::string r = upper(tokens[2]);
                if (r == "W") g.outcome = Outcome::white_won;
                else if (r == "B") g.outcome = Outcome::black_won;
                else if (r == "?") g.outcome = Outcome::unknown;
                else throw fail("the result must be w or b (the winner's colour); it is '" + tokens[2] + "'");
                if (tokens.size() > 3) g.handicap = std::atoi(tokens[3].c_str());
                if (tokens.size() > 4) g.komi = std::strtod(tokens[4].c_str(), nullptr);
                g.line = line;
                results.games.push_back(g);
                break;
            }
        }
    }
    if (results.players.empty()) throw EventFileError(file, 0, 0, "no PLAYERS section with players");
    return results;
}

}  // namespace kifu::event
