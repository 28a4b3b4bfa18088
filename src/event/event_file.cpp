#include "event/event_file.hpp"

#include <array>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <set>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <toml++/toml.h>

#include "rules/ruleset.hpp"

namespace kifu::event {

EventFileError::EventFileError(std::string file, int line, int column, const std::string& message)
    : std::runtime_error(line > 0 ? fmt::format("{}:{}:{}: {}", file, line, column, message)
                                  : fmt::format("{}: {}", file, message)),
      file_(std::move(file)),
      line_(line) {}

std::optional<std::string> not_a_file(const std::string& path) {
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (ec || !std::filesystem::exists(status) || std::filesystem::is_regular_file(status)) return std::nullopt;
    return std::filesystem::is_directory(status) ? " is a folder, not a file" : " is not a regular file";
}

std::string read_event_input(const std::string& path, std::string_view what, std::string_view kind, std::size_t limit) {
    if (const auto why = not_a_file(path)) throw EventFileError(path, 0, 0, fmt::format("{}{}", what, *why));
    std::ifstream in(path, std::ios::binary);
    // Why, as a record that cannot be opened says it ("cannot read the event file" alone
    // left a mistyped path and a permission to be told apart by hand).
    if (!in) throw EventFileError(path, 0, 0, fmt::format("cannot read {}: {}", what, std::strerror(errno)));
    std::string text;
    std::array<char, 1 << 16> buffer{};
    while (in.read(buffer.data(), buffer.size()) || in.gcount() > 0) {
        text.append(buffer.data(), static_cast<std::size_t>(in.gcount()));
        if (text.size() > limit)
            throw EventFileError(path, 0, 0, fmt::format("over {} MiB: no {} is that big", limit >> 20, kind));
    }
    if (in.bad()) throw EventFileError(path, 0, 0, fmt::format("cannot read {}: {}", what, std::strerror(errno)));
    return text;
}

namespace {

// Reads one table's keys, refusing any it does not know (a misspelt key would otherwise
// silently check nothing).
class Keys {
public:
    Keys(const std::string& file, const toml::table& table, std::set<std::string> known, std::string_view where)
        : file_(file), table_(table) {
        for (auto&& [key, node] : table) {
            if (known.count(std::string(key.str())) == 0) {
                const toml::source_region& at = key.source();
                throw EventFileError(file_, static_cast<int>(at.begin.line), static_cast<int>(at.begin.column),
                                     fmt::format("unknown key '{}'{}; expected one of: {}", key.str(), where,
                                                 fmt::join(known, ", ")));
            }
        }
    }

    [[nodiscard]] EventFileError error(const toml::node& node, const std::string& message) const {
        const toml::source_region& at = node.source();
        return {file_, static_cast<int>(at.begin.line), static_cast<int>(at.begin.column), message};
    }
    [[nodiscard]] EventFileError error(std::string_view key, const std::string& message) const {
        if (const toml::node* node = table_.get(key)) return error(*node, message);
        const toml::source_region& at = table_.source();
        return {file_, static_cast<int>(at.begin.line), static_cast<int>(at.begin.column), message};
    }

    [[nodiscard]] const toml::node* get(std::string_view key) const { return table_.get(key); }

    std::optional<std::string> text(std::string_view key) const {
        const toml::node* node = get(key);
        if (node == nullptr) return std::nullopt;
        if (!node->is_string()) throw error(*node, fmt::format("{} must be a string in quotes", key));
        return node->as_string()->get();
    }
    std::optional<std::int64_t> whole(std::string_view key, std::int64_t low, std::int64_t high) const {
        const toml::node* node = get(key);
        if (node == nullptr) return std::nullopt;
        if (!node->is_integer()) throw error(*node, fmt::format("{} must be a whole number", key));
        const std::int64_t v = node->as_integer()->get();
        if (v < low || v > high) throw error(*node, fmt::format("{} must be from {} to {}; it is {}", key, low, high, v));
        return v;
    }
    std::optional<double> real(std::string_view key) const {
        const toml::node* node = get(key);
        if (node == nullptr) return std::nullopt;
        if (!node->is_number()) throw error(*node, fmt::format("{} must be a number, e.g. 6.5", key));
        const double v = node->value<double>().value_or(0);
        // Written `!(in range)` so that nan, which compares false with everything, is refused:
        // it would turn the event's komi check off without a word.
        if (!(v >= -1000 && v <= 1000)) throw error(*node, fmt::format("{} must be from -1000 to 1000", key));
        return v;
    }
    const toml::table* table(std::string_view key) const {
        const toml::node* node = get(key);
        if (node == nullptr) return nullptr;
        if (!node->is_table()) throw error(*node, fmt::format("{} must be a table: [{}]", key, key));
        return node->as_table();
    }

private:
    const std::string& file_;
    const toml::table& table_;
};

std::optional<Day> day_of(int year, int month, int day) {
    if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1 || day > 31) return std::nullopt;
    return year * 10000 + month * 100 + day;
}

// A TOML date (2026-04-11) or a string holding one ("2026-04-11").
Day read_day(const Keys& keys, const toml::node& node) {
    std::optional<Day> day;
    if (const auto* d = node.as_date()) {
        day = day_of(d->get().year, d->get().month, d->get().day);
    } else if (const auto* s = node.as_string()) {
        int y = 0, m = 0, dd = 0;
        char tail = 0;
        if (std::sscanf(s->get().c_str(), "%4d-%2d-%2d%c", &y, &m, &dd, &tail) == 3) day = day_of(y, m, dd);
    }
    if (!day) throw keys.error(node, "a date must be written YYYY-MM-DD, e.g. 2026-04-11");
    return *day;
}

DateRange read_dates(const Keys& keys, const toml::node& node) {
    if (const auto* list = node.as_array()) {
        if (list->empty() || list->size() > 2)
            throw keys.error(node, "dates takes the first and last day, e.g. [2026-04-11, 2026-04-12]");
        DateRange range{read_day(keys, *list->get(0)), read_day(keys, *list->get(list->size() - 1))};
        if (range.last < range.first) throw keys.error(node, "dates: the last day comes before the first");
        return range;
    }
    const Day day = read_day(keys, node);
    return {day, day};
}

HandicapPolicy read_handicap(const std::string& file, const toml::table& table) {
    const Keys keys(file, table, {"policy", "stones", "reduction", "max", "komi"}, " in [handicap]");
    HandicapPolicy policy;
    const std::string kind = keys.text("policy").value_or("none");
    if (kind == "none") policy.kind = HandicapPolicy::Kind::none;
    else if (kind == "fixed") policy.kind = HandicapPolicy::Kind::fixed;
    else if (kind == "rank-difference") policy.kind = HandicapPolicy::Kind::rank_difference;
    else throw keys.error("policy", "policy must be \"none\", \"fixed\" or \"rank-difference\"; it is \"" + kind + "\"");
    policy.stones = static_cast<int>(keys.whole("stones", 0, 9).value_or(0));
    if (policy.kind == HandicapPolicy::Kind::fixed && !keys.get("stones"))
        throw keys.error("policy", "a fixed handicap needs stones = N");
    policy.reduction = static_cast<int>(keys.whole("reduction", 0, 40).value_or(0));
    policy.max_stones = static_cast<int>(keys.whole("max", 0, 9).value_or(9));
    policy.komi = keys.real("komi").value_or(0.5);
    return policy;
}

TimeSystem read_time(const std::string& file, const toml::table& table) {
    const Keys keys(file, table, {"main_minutes", "main_seconds", "overtime", "periods", "stones", "period_seconds",
                                  "increment_seconds"},
                    " in [time]");
    TimeSystem time;
    if (keys.get("main_minutes") && keys.get("main_seconds"))
        throw keys.error("main_seconds", "give main_minutes or main_seconds, not both");
    if (auto minutes = keys.whole("main_minutes", 0, 100000)) time.main_seconds = static_cast<int>(*minutes * 60);
    if (auto seconds = keys.whole("main_seconds", 0, 6000000)) time.main_seconds = static_cast<int>(*seconds);
    const std::string kind = keys.text("overtime").value_or("none");
    Overtime& o = time.overtime;
    auto need = [&](std::string_view key, const char* what) {
        const auto v = keys.whole(key, 1, 1000000);
        if (!v) throw keys.error("overtime", fmt::format("{} overtime needs {} = N", what, key));
        return static_cast<int>(*v);
    };
    if (kind == "none") {
        o.kind = Overtime::Kind::none;
    } else if (kind == "byo-yomi") {
        o = {Overtime::Kind::byo_yomi, need("periods", "byo-yomi"), 0, need("period_seconds", "byo-yomi")};
    } else if (kind == "canadian") {
        o = {Overtime::Kind::canadian, 0, need("stones", "Canadian"), need("period_seconds", "Canadian")};
    } else if (kind == "fischer") {
        o = {Overtime::Kind::fischer, 0, 0, need("increment_seconds", "Fischer")};
    } else {
        throw keys.error("overtime", "overtime must be \"none\", \"byo-yomi\", \"canadian\" or \"fischer\"; it is \"" +
                                         kind + "\"");
    }
    return time;
}

// A path the event file names, relative to the event file's folder.
std::string beside(const std::string& event_file, const std::string& path) {
    const std::filesystem::path p(path);
    if (p.is_absolute()) return path;
    return (std::filesystem::path(event_file).parent_path() / p).lexically_normal().string();
}

// A file the event names that cannot be opened: said at the key that names it, with the
// path it was looked for at and why (it was "nope.csv: cannot read the players file"); a
// folder or a device (/dev/zero, read until memory ran out) is refused as no file.
void check_readable(const Keys& keys, std::string_view key, const std::string& file, const char* what) {
    if (const auto why = not_a_file(file)) throw keys.error(key, fmt::format("{} '{}'{}", what, file, *why));
    errno = 0;
    if (std::ifstream(file, std::ios::binary)) return;
    const int why = errno;
    throw keys.error(key, fmt::format("cannot read {} '{}': {}", what, file, why != 0 ? std::strerror(why) : "cannot open it"));
}

}  // namespace

Event read_event_file(const std::string& path) {
    if (const auto why = not_a_file(path)) throw EventFileError(path, 0, 0, fmt::format("the event file{}", *why));
    // Read within a limit first: toml::parse_file reads any file whole (a multi-gigabyte
    // one named by mistake ran the machine out of memory). An event file is a few lines.
    const std::string text = read_event_input(path, "the event file", "event file", std::size_t{16} << 20);
    toml::table root;
    try {
        root = toml::parse(text, path);
    } catch (const toml::parse_error& e) {
        const auto& at = e.source().begin;
        if (at.line == 0) throw EventFileError(path, 0, 0, std::string(e.description()));
        throw EventFileError(path, static_cast<int>(at.line), static_cast<int>(at.column),
                             std::string(e.description()));
    }
    const Keys keys(path, root,
                    {"name", "dates", "rounds", "rules", "komi", "board_size", "players", "official_results",
                     "official_format", "handicap", "time"},
                    "");
    Event event;
    event.file = path;
    const auto name = keys.text("name");
    if (!name || name->empty()) throw EventFileError(path, 0, 0, "the event file needs name = \"...\"");
    event.name = *name;
    if (const toml::node* dates = keys.get("dates")) event.dates = read_dates(keys, *dates);
    if (auto rounds = keys.whole("rounds", 1, 1000)) event.rounds = static_cast<int>(*rounds);
    if (auto rules = keys.text("rules")) {
        if (rules::find_ruleset(*rules) == nullptr)
            throw keys.error("rules", "unknown ruleset '" + *rules + "' (see 'kifu rules')");
        event.rules = *rules;
    }
    event.komi = keys.real("komi");
    if (auto size = keys.whole("board_size", 2, 52)) event.board_size = static_cast<int>(*size);
    if (const toml::table* handicap = keys.table("handicap")) event.handicap = read_handicap(path, *handicap);
    if (const toml::table* time = keys.table("time")) event.time = read_time(path, *time);
    if (auto players = keys.text("players")) {
        event.players_file = beside(path, *players);
        check_readable(keys, "players", event.players_file, "the players file");
        event.players = read_players(event.players_file);
    }
    if (auto official = keys.text("official_results")) {
        std::optional<ResultsFormat> format;
        if (auto f = keys.text("official_format")) {
            if (*f == "egd") format = ResultsFormat::egd;
            else if (*f == "aga") format = ResultsFormat::aga;
            else throw keys.error("official_format", "official_format must be \"egd\" or \"aga\"");
        }
        check_readable(keys, "official_results", beside(path, *official), "the official results");
        event.official = read_official_results(beside(path, *official), format);
    }
    return event;
}

std::string format_day(Day day) { return fmt::format("{:04}-{:02}-{:02}", day / 10000, day / 100 % 100, day % 100); }

std::string describe(const Overtime& o) {
    switch (o.kind) {
        case Overtime::Kind::none: return "no overtime";
        case Overtime::Kind::byo_yomi: return fmt::format("byo-yomi {}x{} s", o.periods, o.seconds);
        case Overtime::Kind::canadian: return fmt::format("Canadian {} stones in {} s", o.stones, o.seconds);
        case Overtime::Kind::fischer: return fmt::format("Fischer +{} s a move", o.seconds);
    }
    return "";
}

std::string describe_main_time(int seconds) {
    if (seconds % 60 == 0) return fmt::format("{} minutes", seconds / 60);
    return fmt::format("{} s", seconds);
}

}  // namespace kifu::event
