#pragma once
// Renders `kifu rules`: the table of every ruleset preset, or one preset in full. Everything
// shown comes from the Ruleset values (rules/ruleset.cpp); nothing here knows a preset by name.
#include <ostream>

#include "rules/ruleset.hpp"

namespace kifu::report {

// One aligned row per preset (name, ko, suicide, scoring, handicap compensation, komi, illegal
// move), then each preset's source.
void write_rules_table(std::ostream& out);

// One preset: title, source, aliases, every rule field in words, and the notes, wrapped.
void write_ruleset(std::ostream& out, const rules::Ruleset& ruleset);

}  // namespace kifu::report
