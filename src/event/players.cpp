#include "event/players.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <sstream>
#include <utility>

#include <csv.h>
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "event/event_file.hpp"
#include "sgf/name_key.hpp"

namespace kifu::event {

using sgf::name_key;

std::optional<Rank> parse_rank(std::string_view text) {
    std::size_t i = 0;
    while (i < text.size() && text[i] == ' ') ++i;
    int grade = 0;
    const std::size_t digits = i;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) && grade < 100) grade = grade * 10 + (text[i++] - '0');
    if (i == digits || grade == 0) return std::nullopt;
    while (i < text.size() && text[i] == ' ') ++i;
    std::string unit;
    for (; i < text.size(); ++i) unit += static_cast<char>(std::tolower(static_cast<unsigned char>(text[i])));
    while (!unit.empty() && unit.back() == ' ') unit.pop_back();
    if ((unit == "k" || unit == "kyu") && grade <= 30) return Rank{1 - grade, false, grade};
    if ((unit == "d" || unit == "dan") && grade <= 9) return Rank{grade, false, grade};
    if ((unit == "p" || unit == "pro") && grade <= 9) return Rank{7, true, grade};
    return std::nullopt;
}

std::string format_rank(const Rank& rank) {
    if (rank.professional) return fmt::format("{}p", rank.grade);
    return rank.value >= 1 ? fmt::format("{}d", rank.value) : fmt::format("{}k", 1 - rank.value);
}

std::optional<std::size_t> find_player(const std::vector<Player>& players, std::string_view name) {
    const std::string key = name_key(name);
    if (key.empty()) return std::nullopt;
    for (std::size_t i = 0; i < players.size(); ++i) {
        if (name_key(players[i].name) == key) return i;
        for (const std::string& alias : players[i].aliases)
            if (name_key(alias) == key) return i;
    }
    return std::nullopt;
}

namespace {

std::size_t edit_distance(std::string_view a, std::string_view b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[b.size()];
}

}  // namespace

std::string closest_name(const std::vector<Player>& players, std::string_view name) {
    const std::string key = name_key(name);
    std::string best;
    std::size_t best_distance = std::string::npos;
    auto consider = [&](const std::string& candidate) {
        const std::size_t d = edit_distance(key, name_key(candidate));
        if (d < best_distance) {
            best_distance = d;
            best = candidate;
        }
    };
    for (const Player& p : players) {
        consider(p.name);
        for (const std::string& alias : p.aliases) consider(alias);
    }
    return best;
}

namespace {

// libcsv hands over fields and row ends through callbacks; this gathers them into rows,
// each with the line it began on.
struct CsvRows {
    std::vector<std::vector<std::string>> rows;
    std::vector<int> lines;
    std::vector<std::string> current;
    int line = 1;
    int row_line = 0;
    int last_row_end = 0;    // the line the last whole row ended on

    static void field(void* data, std::size_t size, void* self) {
        auto& r = *static_cast<CsvRows*>(self);
        if (r.current.empty()) r.row_line = r.line;
        r.current.emplace_back(data ? static_cast<const char*>(data) : "", data ? size : 0);
    }
    static void row(int /*terminator*/, void* self) {
        auto& r = *static_cast<CsvRows*>(self);
        r.rows.push_back(std::move(r.current));
        r.lines.push_back(r.current.empty() && r.row_line == 0 ? r.line : r.row_line);
        r.current.clear();
        r.last_row_end = r.line;
    }
};

std::string trimmed(std::string s) {
    const auto start = s.find_first_not_of(" \t\r");
    if (start == std::string::npos) return {};
    return s.substr(start, s.find_last_not_of(" \t\r") - start + 1);
}

CsvRows read_csv(const std::string& path) {
    std::istringstream in(read_event_input(path, "the players file", "players list", std::size_t{64} << 20));
    csv_parser parser{};
    if (csv_init(&parser, CSV_STRICT | CSV_STRICT_FINI | CSV_APPEND_NULL) != 0)
        throw EventFileError(path, 0, 0, "cannot start the CSV reader");
    CsvRows rows;
    std::string text;
    bool failed = false;
    while (!failed && std::getline(in, text)) {
        text += '\n';
        failed = csv_parse(&parser, text.data(), text.size(), CsvRows::field, CsvRows::row, &rows) != text.size();
        if (!failed) ++rows.line;
    }
    if (!failed) failed = csv_fini(&parser, CsvRows::field, CsvRows::row, &rows) != 0;
    const std::string why = failed ? csv_strerror(csv_error(&parser)) : "";
    csv_free(&parser);
    // The row that failed began after the last whole one (an open quote runs to the end).
    if (failed) throw EventFileError(path, rows.last_row_end + 1, 1, "not CSV as expected: " + why + " (a stray '\"'?)");
    return rows;
}

}  // namespace

std::vector<Player> read_players(const std::string& path) {
    const CsvRows csv = read_csv(path);
    if (csv.rows.empty()) throw EventFileError(path, 0, 0, "the players file is empty; it needs a header: name,rank,...");
    // The header: which column holds what.
    enum Column { name, rank, egd_pin, aga_id, aliases, country, club, columns };
    constexpr std::array<std::string_view, columns> headings{"name", "rank", "egd_pin", "aga_id", "aliases", "country", "club"};
    std::array<int, columns> at{};
    at.fill(-1);
    for (std::size_t i = 0; i < csv.rows[0].size(); ++i) {
        std::string heading = trimmed(csv.rows[0][i]);
        for (char& c : heading) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        const auto known = std::find(headings.begin(), headings.end(), heading);
        if (known == headings.end())
            throw EventFileError(path, csv.lines[0], 1,
                                 fmt::format("unknown column '{}'; the columns are {}", heading, fmt::join(headings, ", ")));
        at[known - headings.begin()] = static_cast<int>(i);
    }
    if (at[name] < 0 || at[rank] < 0)
        throw EventFileError(path, csv.lines[0], 1, "the header must name the columns name and rank (e.g. name,rank,egd_pin)");
    std::vector<Player> players;
    for (std::size_t r = 1; r < csv.rows.size(); ++r) {
        const auto& row = csv.rows[r];
        auto cell = [&](Column c) { return at[c] >= 0 && at[c] < static_cast<int>(row.size()) ? trimmed(row[at[c]]) : ""; };
        Player p;
        p.name = cell(name);
        if (p.name.empty()) throw EventFileError(path, csv.lines[r], 1, "a player without a name");
        const auto parsed = parse_rank(cell(rank));
        if (!parsed)
            throw EventFileError(path, csv.lines[r], 1,
                                 fmt::format("{}: rank '{}' is not a rank such as 5k, 2d or 1p", p.name, cell(rank)));
        p.rank = *parsed;
        p.egd_pin = cell(egd_pin);
        p.aga_id = cell(aga_id);
        std::stringstream aliases_text(cell(aliases));
        for (std::string alias; std::getline(aliases_text, alias, ';');)
            if (!trimmed(alias).empty()) p.aliases.push_back(trimmed(alias));
        p.country = cell(country);
        p.club = cell(club);
        if (const auto same = find_player(players, p.name))
            throw EventFileError(path, csv.lines[r], 1, fmt::format("{} is listed twice (as {} too)", p.name, players[*same].name));
        players.push_back(std::move(p));
    }
    return players;
}

}  // namespace kifu::event
