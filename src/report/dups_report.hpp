#pragma once
// What `kifu dups` writes: each group of records of one game, as text (a block per group)
// or as one JSON object per group (JSON Lines), and the summary on stderr. Keys and words
// are documented in kifu(1), kifu dups.
#include <ostream>
#include <vector>

#include "duplicates/finder.hpp"

namespace kifu::report {

// `number` counts the groups from 1.
void write_group_text(std::ostream& out, std::size_t number, const std::vector<duplicates::FoundRecord>& group);
void write_group_json(std::ostream& out, std::size_t number, const std::vector<duplicates::FoundRecord>& group);

// "kifu dups: 16617 games from 16587 inputs in 0.42 s (39505 games/s)" and what was found.
void write_dups_summary(std::ostream& out, const duplicates::FinderCounts& counts, std::uint64_t inputs,
                        std::uint64_t unreadable, double seconds, int min_moves);

}  // namespace kifu::report
