#pragma once
// --dead as `kifu score`, `kifu annotate`, `kifu view` and the Python module take it:
// "auto" (kifu judges), "none" (every stone alive), SGF points separated by commas, or a
// file holding such a list. A file is read once, when the option is read, not once per game.
#include <string>

#include "analysis/analyse_game.hpp"

namespace kifu::analysis {

// The choice `argument` makes ("" when --dead was not given: the record's markup, else auto).
DeadChoice dead_choice(const std::string& argument);

}  // namespace kifu::analysis
