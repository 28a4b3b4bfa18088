#include "duplicates/relation.hpp"

#include <algorithm>
#include <vector>

namespace kifu::duplicates {
namespace {

// Whether the first `n` tokens of `first`, under `s` and the colour swap, are those of
// `record`. Setup runs are compared as sets: transformed and sorted again.
bool same_start(const GameMoves& first, const GameMoves& record, std::size_t n, Symmetry s, bool swap,
                std::vector<Token>& run) {
    const std::vector<Token>& a = first.tokens;
    const std::vector<Token>& b = record.tokens;
    std::size_t i = 0;
    while (i < n) {
        if (is_move(a[i])) {
            if (transform(a[i], s, first.size, swap) != b[i]) return false;
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < n && !is_move(a[end])) ++end;
        run.clear();
        for (std::size_t k = i; k < end; ++k) run.push_back(transform(a[k], s, first.size, swap));
        std::sort(run.begin(), run.end());
        if (!std::equal(run.begin(), run.end(), b.begin() + static_cast<std::ptrdiff_t>(i))) return false;
        i = end;
    }
    return true;
}

// Whether, of `record` and `longest` (one the start of the other, `record` read as `longest`
// with the colours exchanged when `swapped`), the shorter says the game ended there and the
// longer does not end with that result: two games, not a cut copy, which keeps its RE.
bool finished_apart(const GameMoves& record, const GameMoves& longest, bool swapped) {
    const GameMoves& shorter = record.tokens.size() < longest.tokens.size() ? record : longest;
    if (shorter.ended == 0) return false;
    return (swapped ? record.ended_swapped : record.ended) != longest.ended;
}

}  // namespace

std::string_view relation_name(Relation r) {
    switch (r) {
        case Relation::identical: return "identical";
        case Relation::symmetric: return "symmetric";
        case Relation::colours_swapped: return "colours-swapped";
        case Relation::prefix: return "prefix";
    }
    return "identical";
}

std::optional<Likeness> compare_records(const GameMoves& first, const GameMoves& record, bool colours) {
    const std::size_t n = std::min(first.tokens.size(), record.tokens.size());
    std::vector<Token> run;
    for (const bool swap : {false, true}) {
        if (swap && !colours) break;
        for (const Symmetry s : all_symmetries) {
            if (transformed_size(s, first.size) != record.size) continue;
            if (!same_start(first, record, n, s, swap, run)) continue;
            Likeness likeness{Relation::prefix, s, swap};
            if (first.tokens.size() == record.tokens.size())
                likeness.relation = swap                       ? Relation::colours_swapped
                                    : s == Symmetry::identity ? Relation::identical
                                                              : Relation::symmetric;
            return likeness;
        }
    }
    return std::nullopt;
}

std::optional<Placement> place(const GameMoves& record, std::span<const GroupView> groups, bool colours) {
    for (std::size_t g = 0; g < groups.size(); ++g) {
        const GroupView& group = groups[g];
        const auto to_longest = compare_records(*group.longest, record, colours);
        if (!to_longest) continue;
        if (to_longest->relation == Relation::prefix && record.day != 0 && group.longest->day != 0 &&
            record.day != group.longest->day)
            continue;   // a game of another day that began the same way (bots replay their openings)
        if (to_longest->relation == Relation::prefix && finished_apart(record, *group.longest, to_longest->colours_swapped))
            continue;   // the shorter one is a game that ended there, with another result
        // Both are starts of the longest record, so one is the start of the other.
        const auto to_first =
            group.first == group.longest ? to_longest : compare_records(*group.first, record, colours);
        if (!to_first) continue;
        return Placement{g, *to_first, record.tokens.size() > group.longest->tokens.size()};
    }
    return std::nullopt;
}

}  // namespace kifu::duplicates
