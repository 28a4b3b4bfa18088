#pragma once
// The loop every per-game command shares: read each file, hand each game to the command,
// report files that gave no game, and fold everything into one exit status. A bad file
// never stops the others.
#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "base/exit_code.hpp"
#include "sgf/reader.hpp"

namespace kifu::cli {

enum class Format { text, json };

// Options every per-game command takes.
struct ReadingOptions {
    std::vector<std::string> files;
    Format format = Format::text;
    bool strict = false;
};

// Called once per game with the name to report it under. It may add diagnostics to the
// game, and returns the game's own status beyond its diagnostics (e.g. rule violations).
using GameCommand = std::function<ExitCode(const std::string& name, sgf::GameRecord& game)>;

ExitCode for_each_game(const ReadingOptions& options, std::ostream& out, const GameCommand& command);

// Diagnostics to stderr (text mode), as file:line:column: severity: message.
void log_diagnostics(const std::string& file, const Diagnostics& diagnostics);

}  // namespace kifu::cli
