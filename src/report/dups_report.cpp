#include "report/dups_report.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "report/json_object.hpp"
#include "report/json_text.hpp"

namespace kifu::report {
namespace {

using duplicates::FoundRecord;
using json = nlohmann::ordered_json;

std::vector<std::string_view> field_names(duplicates::FieldMask mask) {
    std::vector<std::string_view> names;
    for (std::size_t i = 0; i < duplicates::field_count; ++i)
        if (mask & (1U << i)) names.push_back(duplicates::field_name(static_cast<duplicates::Field>(i)));
    return names;
}

// "identical", "symmetric, rotate-90", "prefix, mirror-left-right: 120 of 250 moves".
std::string relation_text(const FoundRecord& r, const FoundRecord& first) {
    const duplicates::Likeness& l = *r.likeness;
    std::string text(duplicates::relation_name(l.relation));
    if (l.symmetry != duplicates::Symmetry::identity || l.relation == duplicates::Relation::colours_swapped ||
        (l.relation == duplicates::Relation::prefix && l.colours_swapped))
        text += fmt::format(", {}", duplicates::symmetry_name(l.symmetry));
    if (l.relation == duplicates::Relation::prefix) {
        if (l.colours_swapped) text += ", colours swapped";
        text += r.moves < first.moves ? fmt::format(": {} of {} moves", r.moves, first.moves)
                                      : fmt::format(": {} moves, the first has {}", r.moves, first.moves);
    }
    if (r.differs != 0) text += fmt::format("; differs in {}", fmt::join(field_names(r.differs), ", "));
    return text;
}

json optional_text(const std::string& s) { return s.empty() ? json(nullptr) : json(s); }

}  // namespace

void write_group_text(std::ostream& out, std::size_t number, const std::vector<FoundRecord>& group) {
    const FoundRecord& first = group.front();
    out << fmt::format("group {}: {} records of one game\n", number, group.size());
    for (const FoundRecord& r : group) {
        const std::string what = r.likeness ? relation_text(r, first) : fmt::format("first, {} moves", r.moves);
        out << fmt::format("  {}  game {}  {}\n", r.input.file, r.game + 1, what);
    }
    out << '\n';
}

void write_group_json(std::ostream& out, std::size_t number, const std::vector<FoundRecord>& group) {
    json records = json::array();
    for (const FoundRecord& r : group) {
        json o = object_with_room(10);
        append(o, "file", r.input.file);
        append(o, "archive", optional_text(r.input.archive));
        append(o, "member", optional_text(r.input.member));
        append(o, "game", r.game);
        append(o, "moves", r.moves);
        if (r.likeness) {
            append(o, "relation", duplicates::relation_name(r.likeness->relation));
            append(o, "symmetry", duplicates::symmetry_name(r.likeness->symmetry));
            append(o, "colours_swapped", r.likeness->colours_swapped);
        } else {
            append(o, "relation", "first");
            append(o, "symmetry", nullptr);
            append(o, "colours_swapped", false);
        }
        json differs = json::array();
        for (const std::string_view name : field_names(r.differs)) differs.push_back(name);
        append(o, "differs", std::move(differs));
        records.push_back(std::move(o));
    }
    json object = object_with_room(3);
    append(object, "group", number);
    append(object, "moves", group.front().moves);
    append(object, "records", std::move(records));
    out << json_text(object) << '\n';
}

void write_dups_summary(std::ostream& out, const duplicates::FinderCounts& c, std::uint64_t inputs,
                        std::uint64_t unreadable, double seconds, int min_moves) {
    const double rate = seconds > 0 ? static_cast<double>(c.records) / seconds : 0;
    out << fmt::format("kifu dups: {} games from {} inputs in {:.2f} s ({:.0f} games/s)\n", c.records, inputs, seconds,
                       rate);
    out << fmt::format("  groups         {} groups of one game, holding {} copies besides their first records\n",
                       c.groups, c.duplicates);
    out << fmt::format("  not judged     {} games of fewer than {} moves\n", c.too_short, min_moves);
    out << fmt::format("  unreadable     {} inputs\n", unreadable);
}

}  // namespace kifu::report
