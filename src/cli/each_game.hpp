#pragma once
// The loop every per-game command shares: read each input — a file, '-' for standard
// input, a folder (walked recursively) or an archive, as `kifu batch` reads them — hand
// each game to the command, report inputs that gave no game, fold everything into one
// exit status, and end with a summary on stderr when there was more than one game. A bad
// input never stops the others.
#include <functional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/tally.hpp"
#include "base/exit_code.hpp"
#include "batch/inputs.hpp"
#include "batch/output_guard.hpp"
#include "sgf/reader.hpp"

namespace kifu::cli {

enum class Format { text, json };
enum class SummaryFormat { text, json };   // --summary

// Options every per-game command takes.
struct ReadingOptions {
    std::vector<std::string> files;
    Format format = Format::text;
    bool strict = false;
    batch::InputOptions inputs;   // --glob for folders and archives
    SummaryFormat summary = SummaryFormat::text;
};

// What the run prints besides the reports: -q leaves only the summary and the games with
// problems (a verdict that is not ok, an RE that does not stand, errors).
struct RunStyle {
    std::ostream* err = nullptr;  // where the summary goes
    bool quiet = false;
    std::string_view command;     // "kifu check", for the summary
    bool judged = false;          // the command judges verdicts and RE (check, score, annotate)
    bool counted = false;         // the command counts positions (score)
};

// Called once per game with the name to report it under. It may add diagnostics to the
// game and count it in `tally`, and returns the game's exit status.
using GameCommand = std::function<ExitCode(const std::string& name, sgf::GameRecord& game, analysis::Tally& tally)>;

// Called, after it is reported, for each input that gave no game, with what reading it
// reported (kifu view -d gives such an input its row in the index).
using UnreadableHandler = std::function<void(const std::string& name, const Diagnostics& diagnostics)>;

ExitCode for_each_game(const ReadingOptions& options, std::ostream& out, const RunStyle& style,
                       const GameCommand& command, const UnreadableHandler& on_unreadable = {});

// The guard that keeps outputs off what these options read (batch/output_guard.hpp), and
// off the other files the command reads (a --dead list, the --event files).
batch::OutputGuard output_guard(const ReadingOptions& options, const std::vector<std::string>& also_read = {});

// Standard output (`out_fd`, -1 when `out` is not the process's) that is a file the
// guard's command reads (`kifu check t.sgf >> t.sgf`): said on stderr, and true, so that
// the command exits 64 before anything is read or written.
bool standard_output_refused(const batch::OutputGuard& guard, int out_fd, std::string_view command);

// Diagnostics to stderr (text mode), as file:line:column: severity: message.
void log_diagnostics(const std::string& file, const Diagnostics& diagnostics);

// A game kifu reports under -q, a director's one-line check: one with a problem of the
// game (a verdict that is not ok, an RE that does not stand) or an error, or whose RE
// cannot be judged because moves may be missing (a record cut off before its game tree
// closes, a count recorded for a game that stops far from finished).
bool worth_reporting_when_quiet(const analysis::GameOutcome& game);

}  // namespace kifu::cli
