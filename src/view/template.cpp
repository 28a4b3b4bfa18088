#include "view/template.hpp"

#include <stdexcept>

namespace kifu::view {

std::string fill_template(std::string_view skeleton, const TemplateHoles& holes) {
    std::vector<bool> used(holes.size(), false);
    std::string out;
    std::size_t reserve = skeleton.size();
    for (const auto& hole : holes) reserve += hole.second.size();
    out.reserve(reserve);
    std::size_t at = 0;
    for (std::size_t open = skeleton.find("{{"); open != std::string_view::npos; open = skeleton.find("{{", at)) {
        const std::size_t close = skeleton.find("}}", open);
        if (close == std::string_view::npos) throw std::logic_error("kifu view: a template hole is not closed");
        const std::string_view name = skeleton.substr(open + 2, close - open - 2);
        std::size_t i = 0;
        while (i < holes.size() && holes[i].first != name) ++i;
        if (i == holes.size()) throw std::logic_error("kifu view: no value for the template hole " + std::string(name));
        used[i] = true;
        out.append(skeleton.substr(at, open - at));
        out.append(holes[i].second);
        at = close + 2;
    }
    out.append(skeleton.substr(at));
    for (std::size_t i = 0; i < holes.size(); ++i)
        if (!used[i]) throw std::logic_error("kifu view: the template has no hole " + std::string(holes[i].first));
    return out;
}

}  // namespace kifu::view
