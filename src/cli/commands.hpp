#pragma once
// One set-up function per subcommand, each in its own cmd_*.cpp. Parsing only records
// which subcommand runs (in `run`); run_kifu runs it once logging is configured.
#include <cstdlib>
#include <functional>
#include <initializer_list>
#include <string>
#include <ostream>

#include <CLI/CLI.hpp>

#include "base/exit_code.hpp"
#include "cli/each_game.hpp"

namespace kifu::cli {

struct CommandContext {
    std::ostream& out;
    std::ostream& err;             // the summary of a run over many games
    std::function<ExitCode()> run;
    bool quiet = false;            // -q, known once the command line is parsed
    int out_fd = -1;               // `out`'s file descriptor when it is standard output (not a test's stream)
};

// --max-member-size's check, after CLI::AsSizeValue made the value a number of bytes: a
// limit of 0 would make every input an error row, and a negative one read as no limit.
// Text that is no number is left to the option's own conversion to refuse.
inline std::string at_least_one_byte(const std::string& bytes) {
    char* end = nullptr;
    const double value = std::strtod(bytes.c_str(), &end);
    if (end == bytes.c_str()) return {};
    return value >= 1 ? std::string() : "give a limit of at least 1 byte, e.g. 256MiB";
}

void setup_info(CLI::App& app, CommandContext& context);
void setup_check(CLI::App& app, CommandContext& context);
void setup_rules(CLI::App& app, CommandContext& context);
void setup_score(CLI::App& app, CommandContext& context);
void setup_show(CLI::App& app, CommandContext& context);
void setup_explain(CLI::App& app, CommandContext& context);
void setup_annotate(CLI::App& app, CommandContext& context);
void setup_batch(CLI::App& app, CommandContext& context);
void setup_dups(CLI::App& app, CommandContext& context);
void setup_fix(CLI::App& app, CommandContext& context);
void setup_merge(CLI::App& app, CommandContext& context);
void setup_view(CLI::App& app, CommandContext& context);
void setup_results(CLI::App& app, CommandContext& context);
void setup_completion(CLI::App& app, CommandContext& context);

// The --help footer listing the exit statuses a command can return, in words.
// What the words of a status depend on: whether the command has --strict (status 2 then
// includes warnings), and whether it applies a ruleset (status 1 then includes an RU[] kifu
// does not know; `info` and `show` read RU without applying it).
struct StatusWording {
    bool strict = true;
    bool applies_rules = true;
};
std::string exit_status_footer(std::initializer_list<ExitCode> statuses, StatusWording wording = {});

// files, --format, --strict, --glob, --summary: shared by the per-game commands.
void add_reading_options(CLI::App& command, ReadingOptions& options);

// --summary text|json.
void add_summary_option(CLI::App& command, SummaryFormat& summary);

}  // namespace kifu::cli
