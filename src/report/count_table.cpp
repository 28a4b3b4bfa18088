#include "report/count_table.hpp"

#include "sgf/values.hpp"

namespace kifu::report {
namespace {

std::string part(int v, bool counted) { return counted ? std::to_string(v) : "\u2013"; }
std::string number(double v) { return sgf::format_real(v); }

}  // namespace

std::vector<CountRow> territory_rows(const scoring::Count& j, const scoring::TerritoryMap& map) {
    std::vector<CountRow> rows;
    rows.push_back({"territory", part(j.black.territory, true), part(j.white.territory, true), "territory-count"});
    if (map.seki_eyes(Color::black) + map.seki_eyes(Color::white) > 0)
        rows.push_back({j.rules->seki_eyes_count ? "seki eyes" : "seki eyes (not counted)",
                        part(j.black.seki_eyes, j.rules->seki_eyes_count), part(j.white.seki_eyes, j.rules->seki_eyes_count),
                        "seki-count"});
    rows.push_back({"prisoners taken in play", part(j.black.captures, true), part(j.white.captures, true), "captures"});
    rows.push_back({"dead stones removed", part(j.black.dead_removed, true), part(j.white.dead_removed, true), "dead-removed"});
    if (j.rules->pass_stones)
        rows.push_back({"pass stones", part(j.black.pass_stones, true), part(j.white.pass_stones, true), "pass-stones"});
    rows.push_back({"komi", "", number(j.white.komi), "komi"});
    rows.push_back({"handicap compensation", "", part(j.white.compensation, true), "compensation"});
    rows.push_back({"total", number(j.black.total), number(j.white.total), "total", true});
    return rows;
}

std::vector<CountRow> area_rows(const scoring::Count& c) {
    std::vector<CountRow> rows;
    rows.push_back({"stones on the board", part(c.black.stones, true), part(c.white.stones, true), "stones-count"});
    rows.push_back({"territory", part(c.black.territory, true), part(c.white.territory, true), "territory-count"});
    if (c.black.seki_eyes + c.white.seki_eyes > 0)
        rows.push_back({"seki eyes", part(c.black.seki_eyes, true), part(c.white.seki_eyes, true), "seki-count"});
    if (c.black.must_fill + c.white.must_fill > 0)
        rows.push_back({"points to fill", part(c.black.must_fill, true), part(c.white.must_fill, true), "fill-count"});
    rows.push_back({"komi", "", number(c.white.komi), "komi"});
    rows.push_back({"handicap compensation", "", part(c.white.compensation, true), "compensation"});
    rows.push_back({"total", number(c.black.total), number(c.white.total), "total", true});
    return rows;
}

std::vector<CountRow> count_rows(const scoring::Count& count, const scoring::TerritoryMap& map) {
    return count.rules->scoring == rules::Scoring::area ? area_rows(count) : territory_rows(count, map);
}

}  // namespace kifu::report
