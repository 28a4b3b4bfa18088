#pragma once
// --dead as `kifu score`, `kifu annotate`, `kifu view` and the Python module take it:
// "auto" (kifu judges), "none" (every stone alive), SGF points separated by commas, or a
// file holding such a list. A file is read once, when the option is read, not once per game.
#include <string>

#include "analysis/analyse_game.hpp"

namespace kifu::analysis {

// The choice `argument` makes ("" when --dead was not given: the record's markup, else auto).
// Throws std::invalid_argument ("--dead: " and dead_argument_error's words) when it names a
// file that cannot be read: never an empty list in its place.
DeadChoice dead_choice(const std::string& argument);

// "" when `argument` can be --dead's value; else why not: it is empty (given, but as
// nothing), or it names something that exists but is not a readable file of points (a
// folder, a FIFO, a file it cannot open). Without the option's name, which CLI11 puts
// before a check's words.
std::string dead_argument_error(const std::string& argument);

}  // namespace kifu::analysis
