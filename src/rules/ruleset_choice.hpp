#pragma once
// Which ruleset a game is checked under: --rules overrides RU[], and with neither (or an
// RU[] kifu does not know) the default, japanese, is used and the report says so: an RU[]
// kifu does not know is a warning (a value it had to replace); no RU[] is not (FF[4] makes
// it optional), only the report's note.
#include <string>

#include "rules/ruleset.hpp"

namespace kifu::rules {

struct RulesetChoice {
    const Ruleset* rules = nullptr;
    std::string origin;   // "--rules", "RU", or "default"
    std::string note;     // a warning to report (an RU[] kifu does not know), or empty
};

// `requested` is the --rules value ("" when not given; it was validated by
// ruleset_name_error).
RulesetChoice choose_ruleset(const std::string& requested, const std::string& recorded_ru);

// What every front end says of a --rules value (rules=... in Python): "" for a ruleset's name
// or alias, else "unknown ruleset 'x' (see 'kifu rules')".
std::string ruleset_name_error(const std::string& name);

}  // namespace kifu::rules
