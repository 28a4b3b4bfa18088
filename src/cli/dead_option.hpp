#pragma once
// --dead as `kifu score` and `kifu annotate` take it: "auto" (kifu judges), "none" (every
// stone alive), SGF points separated by commas, or a file holding such a list. A file is
// read once, when the option is read, not once per game.
#include <string>

#include "base/point.hpp"
#include "scoring/score_game.hpp"

namespace kifu::cli {

class DeadOption {
public:
    explicit DeadOption(const std::string& argument);

    // Sets the dead stones of `options` for a board of `size`: nothing without --dead
    // (the record's markup, else auto), the estimate for "auto", else the list. Returns
    // "" or what is wrong with the list on that board ("'zz' is off the 19x19 board").
    [[nodiscard]] std::string apply(BoardSize size, scoring::ScoreOptions& options) const;

private:
    std::string argument_;
    std::string list_;  // the list: the argument itself, or the contents of the file it names
};

}  // namespace kifu::cli
