#include "duplicates/finder.hpp"

#include <algorithm>

namespace kifu::duplicates {
namespace {

std::string pack_name(const InputName& name) {
    std::string out = name.file;
    out += '\0';
    out += name.archive;
    out += '\0';
    out += name.member;
    return out;
}

InputName unpack_name(const std::string& bytes) {
    const std::size_t a = bytes.find('\0');
    const std::size_t b = bytes.find('\0', a + 1);
    return {bytes.substr(0, a), bytes.substr(a + 1, b - a - 1), bytes.substr(b + 1)};
}

}  // namespace

Finder::Finder(FinderOptions options)
    : options_(options), index_(options.colours, options.memory_budget / 4 * 3), names_(options.memory_budget / 4) {}

void Finder::add_input(const InputName& name, std::span<const Record> records) {
    if (records.empty()) return;
    const auto input = static_cast<std::uint32_t>(inputs_.size());
    inputs_.push_back(names_.append(pack_name(name)));
    for (const Record& r : records) {
        ++counts_.records;
        if (!r.bucket) {
            ++counts_.too_short;
            continue;
        }
        const GroupIndex::Outcome placed = index_.add(*r.bucket, r.moves);
        const auto game = static_cast<std::uint32_t>(r.game);
        const auto moves = static_cast<std::uint32_t>(r.moves.moves);
        if (placed.first) {
            firsts_.push_back({input, game, moves, r.fields});
            continue;
        }
        const First& first = firsts_[placed.group];
        // A colour-swapped copy's Black is the first record's White: its fields are read so.
        const auto& fields = placed.to_first.colours_swapped ? r.swapped_fields : r.fields;
        members_.push_back({placed.group, input, game, moves, placed.to_first, differing_fields(first.fields, fields)});
    }
}

InputName Finder::input_name(std::uint32_t input) {
    names_.read(inputs_[input], buffer_);
    return unpack_name(buffer_);
}

void Finder::for_each_group(const std::function<void(const std::vector<FoundRecord>&)>& visit) {
    // Members in group order, each group's in input order.
    std::stable_sort(members_.begin(), members_.end(),
                     [](const Member& a, const Member& b) { return a.group < b.group; });
    std::vector<FoundRecord> group;
    for (std::size_t i = 0; i < members_.size();) {
        const std::uint32_t id = members_[i].group;
        const First& first = firsts_[id];
        group.clear();
        group.push_back({input_name(first.input), first.game, static_cast<int>(first.moves), std::nullopt, 0});
        for (; i < members_.size() && members_[i].group == id; ++i) {
            const Member& m = members_[i];
            group.push_back({input_name(m.input), m.game, static_cast<int>(m.moves), m.likeness, m.differs});
        }
        visit(group);
    }
}

FinderCounts Finder::counts() const {
    FinderCounts c = counts_;
    c.duplicates = members_.size();
    c.groups = 0;
    std::vector<bool> seen(firsts_.size(), false);
    for (const Member& m : members_)
        if (!seen[m.group]) {
            seen[m.group] = true;
            ++c.groups;
        }
    return c;
}

}  // namespace kifu::duplicates
