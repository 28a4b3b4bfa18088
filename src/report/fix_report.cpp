#include "report/fix_report.hpp"

#include <fmt/format.h>

#include "base/one_line_name.hpp"
#include "base/utf8.hpp"
#include "report/json_object.hpp"
#include "report/json_text.hpp"

namespace kifu::report {
namespace {

using json = nlohmann::ordered_json;

std::string location(std::optional<std::size_t> game, SourceLocation where) {
    std::string text = game && *game > 0 ? fmt::format("game {}, ", *game + 1) : std::string();
    if (where.line == 0) return text + "file";
    return text + fmt::format("{}:{}", where.line, where.column);
}

// A value as the text report shows it: a long list of points (AB with two million
// duplicates) cut as check cuts its lists, "aa,bb,cc,dd,ee and 1999995 more", any other
// long value after its first `longest` bytes, "... and 12000 more bytes". The line was
// the whole value, megabytes long. JSON keeps every value whole.
std::string shown(const std::string& value) {
    constexpr std::size_t longest = 200, listed = 5, point = 5;   // "aa", "aa:ss"
    if (value.size() <= longest) return value;
    std::size_t items = 1, cut = 0, length = 0;
    bool points = true;
    for (std::size_t at = 0; points && at < value.size(); ++at) {
        if (value[at] == ',') {
            if (items++ == listed) cut = at;
            length = 0;
        } else {
            points = ++length <= point && value[at] != ' ';
        }
    }
    if (points && items > listed) return fmt::format("{} and {} more", value.substr(0, cut), items - listed);
    const std::size_t keep = utf8::whole_prefix(value, longest);
    return fmt::format("{}... and {} more bytes", value.substr(0, keep), value.size() - keep);
}

// "KM[750] -> KM[7.5]", "GM[1] added", "KM[] removed", "AddBlack -> AB", or nothing for a
// repair of the structure.
std::string what_changed(const sgf::Change& c) {
    switch (c.kind) {
        case sgf::ChangeKind::repair: return {};
        case sgf::ChangeKind::added: return fmt::format("{}[{}] added", c.property, shown(*c.new_value));
        case sgf::ChangeKind::removed: return fmt::format("{}[{}] removed", c.property, shown(*c.old_value));
        case sgf::ChangeKind::name: return fmt::format("{} -> {}", *c.old_value, *c.new_value);
        case sgf::ChangeKind::value:
        case sgf::ChangeKind::charset: break;
    }
    return fmt::format("{}[{}] -> {}[{}]", c.property, shown(*c.old_value), c.property, shown(*c.new_value));
}

std::string_view kind_name(sgf::ChangeKind kind) {
    switch (kind) {
        case sgf::ChangeKind::value: return "value";
        case sgf::ChangeKind::added: return "added";
        case sgf::ChangeKind::removed: return "removed";
        case sgf::ChangeKind::name: return "name";
        case sgf::ChangeKind::charset: return "charset";
        case sgf::ChangeKind::repair: return "repair";
    }
    return "repair";
}

void change_line(std::ostream& out, std::optional<std::size_t> game, const sgf::Change& c) {
    const std::string what = what_changed(c);
    out << fmt::format("  {}  {}{}\n", location(game, c.where), what.empty() ? "" : what + ": ", c.why);
}

json optional_text(const std::optional<std::string>& s) { return s ? json(*s) : json(nullptr); }

json change_object(std::optional<std::size_t> game, const sgf::Change& c) {
    json o = object_with_room(8);
    append(o, "kind", kind_name(c.kind));
    append(o, "game", game ? json(*game) : json(nullptr));
    append(o, "line", c.where.line == 0 ? json(nullptr) : json(c.where.line));
    append(o, "column", c.where.line == 0 ? json(nullptr) : json(c.where.column));
    append(o, "property", c.property.empty() ? json(nullptr) : json(c.property));
    append(o, "old", optional_text(c.old_value));
    append(o, "new", optional_text(c.new_value));
    append(o, "why", c.why);
    return o;
}

json left_object(std::optional<std::size_t> game, SourceLocation where, const std::string& property,
                 const std::string& message) {
    json o = object_with_room(5);
    append(o, "game", game ? json(*game) : json(nullptr));
    append(o, "line", where.line == 0 ? json(nullptr) : json(where.line));
    append(o, "column", where.line == 0 ? json(nullptr) : json(where.column));
    append(o, "property", property.empty() ? json(nullptr) : json(property));
    append(o, "message", message);
    return o;
}

}  // namespace

void write_fix_text(std::ostream& out, const std::string& file, const std::optional<std::string>& output,
                    const sgf::FixedRecord& fixed) {
    if (fixed.text.empty()) {
        out << fmt::format("{}: not fixed: nothing could be read\n", file);
        for (const Diagnostic& d : fixed.errors) out << fmt::format("  {}\n", d.message);
        return;
    }
    const std::string target = output ? " -> " + one_line_name(*output) : std::string(" (not written)");
    out << fmt::format("{}{}: {} changes, {} left as {}\n", file, target, fixed.change_count(), fixed.left_count(),
                       fixed.left_count() == 1 ? "it was" : "they were");
    if (fixed.kept_as_it_was) {
        out << "  kept as it was: " << fixed.kept_because << "\n";
        for (const Diagnostic& d : fixed.errors) out << fmt::format("  left  {}  {}\n", location(0, d.where), d.message);
        return;
    }
    for (const sgf::Change& c : fixed.file_changes) change_line(out, std::nullopt, c);
    // Past the lists' bounds (sgf::GameFixes), a line counts the rest of a game's.
    const auto not_listed = [&](std::size_t game, std::size_t n, std::string_view what) {
        if (n > 0)
            out << fmt::format("  ... and {} more {}{}, not listed ({} of one property and kind are, and {} in all)\n",
                               n, what, game > 0 ? fmt::format(" in game {}", game + 1) : std::string(),
                               sgf::fixes_listed_per_kind, sgf::fixes_listed_per_game);
    };
    for (const sgf::GameReport& g : fixed.games) {
        for (const sgf::Change& c : g.changes) change_line(out, g.game, c);
        not_listed(g.game, g.changes_not_listed, "changes");
    }
    for (const sgf::GameReport& g : fixed.games) {
        for (const sgf::LeftAsIs& l : g.left) out << fmt::format("  left  {}  {}\n", location(g.game, l.where), l.message);
        not_listed(g.game, g.left_not_listed, "left as they were");
    }
    for (const std::string& m : fixed.unexpected) out << fmt::format("  left  (in the output)  {}\n", m);
}

void write_fix_json(std::ostream& out, const std::string& file, const std::optional<std::string>& output,
                    const sgf::FixedRecord& fixed, const std::string& not_written) {
    json changes = json::array();
    json left = json::array();
    for (const sgf::Change& c : fixed.file_changes) changes.push_back(change_object(std::nullopt, c));
    for (const sgf::GameReport& g : fixed.games) {
        for (const sgf::Change& c : g.changes) changes.push_back(change_object(g.game, c));
        for (const sgf::LeftAsIs& l : g.left) left.push_back(left_object(g.game, l.where, l.property, l.message));
    }
    for (const std::string& m : fixed.unexpected) left.push_back(left_object(std::nullopt, {}, {}, "in the output: " + m));
    json errors = json::array();
    for (const Diagnostic& d : fixed.errors) {
        if (fixed.kept_as_it_was) left.push_back(left_object(0, d.where, {}, d.message));
        else errors.push_back(d.message);
    }
    json o = object_with_room(12);
    append(o, "file", file);
    append(o, "output", output ? json(*output) : json(nullptr));
    append(o, "charset", fixed.charset.empty() ? json(nullptr) : json(fixed.charset));
    append(o, "games", fixed.games.size());
    append(o, "kept_as_it_was", fixed.kept_as_it_was);
    append(o, "changes", std::move(changes));
    append(o, "left", std::move(left));
    append(o, "errors", std::move(errors));
    // Counted, not listed in "changes" and "left" (sgf::GameFixes' bounds).
    append(o, "changes_not_listed", fixed.changes_not_listed());
    append(o, "left_not_listed", fixed.left_not_listed());
    append(o, "not_written", not_written.empty() ? json(nullptr) : json(not_written));
    out << json_text(o) << '\n';
}

}  // namespace kifu::report
