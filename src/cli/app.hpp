#pragma once
// The whole command line as a function, so tests run kifu in-process with their own
// streams. main() only forwards to it.
#include <ostream>

namespace CLI {
class App;
}

namespace kifu::cli {

// Returns the process exit status (see base/exit_code.hpp).
int run_kifu(int argc, const char* const* argv, std::ostream& out, std::ostream& err);

struct CommandContext;
// The whole command line: every subcommand and option (tests check them against the man page).
void build_app(CLI::App& app, CommandContext& context, int& verbose, bool& quiet);

}  // namespace kifu::cli
