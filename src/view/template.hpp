#pragma once
// kifu view's HTML skeletons (assets/page.html, assets/index.html) are HTML with named holes,
// "{{name}}", which the page writers fill with text they made HTML (escaped) already.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace kifu::view {

using TemplateHoles = std::vector<std::pair<std::string_view, std::string_view>>;

// The skeleton with every hole filled, in one pass (a value is never searched for holes).
// Throws std::logic_error when the skeleton and the holes disagree: a hole without a value,
// or a value for no hole (either is a bug of kifu, never of a record).
std::string fill_template(std::string_view skeleton, const TemplateHoles& holes);

}  // namespace kifu::view
