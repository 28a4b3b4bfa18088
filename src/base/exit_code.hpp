#pragma once
// Process exit statuses. They are a contract with users' scripts: documented in
// man/kifu.1 and README.md, never renumbered.

namespace kifu {

enum class ExitCode : int {
    ok = 0,            // every input read cleanly, every game's verdict ok and its RE standing
    warnings = 1,      // read, but with warnings (problems of the record: no RU[], a bad value)
    bad_input = 2,     // some input unreadable or unparseable (or warnings under --strict)
    game_problem = 3,  // a game's verdict is not ok, or its RE does not stand (problems of the game)
    usage = 64,        // command-line usage error (sysexits EX_USAGE), or an output that would overwrite an input
    output_failed = 74,  // an output could not be written (disk full, permission; sysexits EX_IOERR)
    event_file = 78,     // --event: the event file, its players or its official results unreadable (sysexits EX_CONFIG)
    // kifu batch stopped early, everything written whole: 128 + the signal, as a shell
    // reports a process the signal killed.
    interrupted = 130,    // SIGINT (Ctrl-C)
    output_closed = 141,  // its standard output was closed (SIGPIPE, EPIPE)
    terminated = 143,     // SIGTERM
};

inline int to_int(ExitCode code) { return static_cast<int>(code); }

// Which status wins when several apply (the higher): a stop by a signal or a closed output
// outranks usage and the event file, which outrank a failed output, which outranks bad
// input, which outranks a problem of a game, which outranks warnings, which outrank ok.
// Equal ranks never meet in one run. worst() keeps this order, and every --help states it.
inline int precedence(ExitCode c) {
    switch (c) {
        case ExitCode::ok: return 0;
        case ExitCode::warnings: return 1;
        case ExitCode::game_problem: return 2;
        case ExitCode::bad_input: return 3;
        case ExitCode::output_failed: return 4;
        case ExitCode::usage:
        case ExitCode::event_file: return 5;
        case ExitCode::interrupted:
        case ExitCode::output_closed:
        case ExitCode::terminated: return 6;
    }
    return 6;
}

inline ExitCode worst(ExitCode a, ExitCode b) { return precedence(a) >= precedence(b) ? a : b; }

}  // namespace kifu
