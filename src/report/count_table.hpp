#pragma once
// The rows of a count's table, as the SVG figure and the `kifu view` page show them: one
// set for territory counting, one for area counting, each row a label and the two sides'
// values ("–" where the ruleset does not count that part).
#include <string>
#include <vector>

#include "scoring/count.hpp"
#include "scoring/territory_map.hpp"

namespace kifu::report {

struct CountRow {
    std::string label, black, white;
    std::string cls;          // what the row is, for styling and tests: "territory-count", "total", ...
    bool strong = false;      // the total: bold, with a rule above
};

// Territory counting: territory, seki eyes (when there are any), prisoners, dead stones,
// pass stones (where the rules hand them over), komi, compensation, total.
std::vector<CountRow> territory_rows(const scoring::Count& count, const scoring::TerritoryMap& map);

// Area counting: stones, territory, seki eyes and points to fill (when there are any),
// komi, compensation, total.
std::vector<CountRow> area_rows(const scoring::Count& count);

// The rows its ruleset's way of counting shows.
std::vector<CountRow> count_rows(const scoring::Count& count, const scoring::TerritoryMap& map);

}  // namespace kifu::report
