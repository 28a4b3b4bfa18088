#include "report/legend.hpp"

namespace kifu::report {

std::vector<LegendItem> legend_items(const analysis::ScoredGame& score, LegendBoards boards, bool unsettled_ringed) {
    using scoring::Mark;
    const scoring::TerritoryMap& m = score.map;
    std::vector<LegendItem> items{{svg::Glyph::stone, Color::black, "Black stone"},
                                  {svg::Glyph::stone, Color::white, "White stone"},
                                  {svg::Glyph::territory, Color::black, "Black's territory"},
                                  {svg::Glyph::territory, Color::white, "White's territory"}};
    if (boards != LegendBoards::territory) {
        const std::string where = boards == LegendBoards::figure ? " (right board)" : "";
        items.push_back({svg::Glyph::area, Color::black, "Black's area" + where});
        items.push_back({svg::Glyph::area, Color::white, "White's area" + where});
    }
    if (m.dead(Color::black) + m.dead(Color::white) > 0)
        items.push_back({svg::Glyph::dead_stone, m.dead(Color::black) > 0 ? Color::black : Color::white,
                         "dead stone, taken off"});
    if (!m.points_marked(Mark::black_seki_stone).empty() || !m.points_marked(Mark::white_seki_stone).empty())
        items.push_back({svg::Glyph::seki_stone, Color::black, "stone in seki"});
    if (m.seki_eyes(Color::black) + m.seki_eyes(Color::white) > 0)
        items.push_back({svg::Glyph::seki_eye, m.seki_eyes(Color::black) > 0 ? Color::black : Color::white,
                         score.japanese.rules->seki_eyes_count ? "seki eye" : "seki eye (area counting only)"});
    if (m.must_fill(Color::black) + m.must_fill(Color::white) > 0)
        items.push_back({svg::Glyph::must_fill, m.must_fill(Color::black) > 0 ? Color::black : Color::white,
                         "must be filled (area counting only)"});
    if (unsettled_ringed && !score.unsettled().empty())
        items.push_back({svg::Glyph::unsettled, Color::black, "not settled: the count is an estimate"});
    items.push_back({svg::Glyph::dame, Color::black, "dame (unmarked)"});
    return items;
}

}  // namespace kifu::report
