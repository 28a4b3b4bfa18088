#include "sgf/territory_markup.hpp"

#include "sgf/values.hpp"

namespace kifu::sgf {

bool has_players_markup(const GameTree& tree, NodeId id) {
    return (tree.find(id, "TB") != nullptr || tree.find(id, "TW") != nullptr) &&
           tree.find(id, judged_territory_property) == nullptr;
}

std::optional<TerritoryMarkup> territory_markup(const GameTree& tree, BoardSize size) {
    const auto line = tree.main_line();
    for (auto it = line.rbegin(); it != line.rend(); ++it) {
        if (!has_players_markup(tree, *it)) continue;
        const Property* tb = tree.find(*it, "TB");
        const Property* tw = tree.find(*it, "TW");
        auto points = [&](const Property* p) {
            if (p == nullptr) return std::vector<Point>{};
            std::vector<ComposeValue> values;
            for (const RawValue& v : tree.values(*p)) values.push_back(v.compose());
            return decode_point_list(values, size).value.value_or(std::vector<Point>{});
        };
        return TerritoryMarkup{points(tb), points(tw)};
    }
    return std::nullopt;
}

}  // namespace kifu::sgf
