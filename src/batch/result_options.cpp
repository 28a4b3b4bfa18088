#include "batch/result_options.hpp"

#include <charconv>
#include <filesystem>

#include <fmt/format.h>

#include "rules/ruleset.hpp"
#include "sgf/values.hpp"

namespace kifu::batch {
namespace {

std::string canonical_rules(const std::string& rules) {
    if (rules.empty()) return "record";
    const rules::Ruleset* ruleset = rules::find_ruleset(rules);
    return ruleset != nullptr ? std::string(ruleset->name) : rules;
}

// "6.50" and "6.5" are one komi.
std::string canonical_komi(const std::string& komi) {
    if (komi.empty()) return "record";
    double value = 0;
    const auto [end, error] = std::from_chars(komi.data(), komi.data() + komi.size(), value);
    if (error != std::errc{} || end != komi.data() + komi.size()) return komi;
    return sgf::format_real(value);
}

}  // namespace

std::string ResultShapingOptions::canonical() const {
    std::string line = fmt::format("rules={} check-only={} strict={} dead={} komi={}", canonical_rules(rules),
                                   check_only ? "yes" : "no", strict ? "yes" : "no", dead.empty() ? "default" : dead,
                                   canonical_komi(komi));
    if (!event.empty()) {
        std::error_code ec;
        const auto absolute = std::filesystem::weakly_canonical(event, ec);
        line += " event=" + (ec ? event : absolute.string());
        // The same file edited (another komi, a player added) gives other results.
        if (!event_content.empty()) line += " event-content=" + event_content;
    }
    return line;
}

}  // namespace kifu::batch
