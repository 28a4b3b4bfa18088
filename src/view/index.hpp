#pragma once
// The index of a folder of `kifu view` pages (kifu view -d DIR), for a tournament director
// to publish: one row per game with its players, RE, kifu's count under the game's rules,
// the verdict, whether RE stands and whether the count is an estimate, each row linking to
// the game's page; sortable by any column and filterable, offline like the pages.
#include <ostream>
#include <span>
#include <string>

#include "analysis/game_outcome.hpp"

namespace kifu::view {

// One game's row, kept instead of its whole outcome (an index may list thousands).
struct IndexRow {
    std::string page;              // the game's page, relative to the index
    std::string html;              // the row's cells
    bool problem = false;          // a verdict that is not ok, or an RE that does not stand
    bool estimate = false;
};

IndexRow index_row(const analysis::GameOutcome& g, std::string page, std::size_t number);

void write_index_page(std::ostream& out, std::span<const IndexRow> rows);

}  // namespace kifu::view
