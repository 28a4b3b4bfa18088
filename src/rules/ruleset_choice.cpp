#include "rules/ruleset_choice.hpp"

namespace kifu::rules {

RulesetChoice choose_ruleset(const std::string& requested, const std::string& recorded_ru) {
    if (!requested.empty())
        if (const Ruleset* r = find_ruleset(requested)) return {r, "--rules", {}};
    // FF[4] makes RU optional and many archives omit it: the default applies, as a note of
    // the report (ruleset_from "default"), not a problem of the record.
    if (recorded_ru.empty()) return {&default_ruleset(), "default", {}};
    if (const Ruleset* r = find_ruleset(recorded_ru)) return {r, "RU", {}};
    return {&default_ruleset(), "default",
            "RU[" + recorded_ru + "] is not a ruleset kifu knows; checked under " +
                std::string(default_ruleset().name) + " (the default; see kifu rules)"};
}

std::string ruleset_name_error(const std::string& name) {
    return find_ruleset(name) ? std::string{} : "unknown ruleset '" + name + "' (see 'kifu rules')";
}

}  // namespace kifu::rules
