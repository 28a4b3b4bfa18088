#pragma once
// Process exit statuses. They are a contract with users' scripts: documented in
// man/kifu.1 and README.md, never renumbered.

namespace kifu {

enum class ExitCode : int {
    ok = 0,          // every input read cleanly (and, for check, every game clean)
    warnings = 1,    // read, but with warnings (or rule problems)
    bad_input = 2,   // some input unreadable or unparseable
    usage = 64,      // command-line usage error (sysexits EX_USAGE)
};

inline int to_int(ExitCode code) { return static_cast<int>(code); }

// The worse of two statuses: bad input outranks warnings outranks ok.
inline ExitCode worst(ExitCode a, ExitCode b) {
    auto rank = [](ExitCode c) {
        switch (c) {
            case ExitCode::ok: return 0;
            case ExitCode::warnings: return 1;
            case ExitCode::bad_input: return 2;
            case ExitCode::usage: return 3;
        }
        return 3;
    };
    return rank(a) >= rank(b) ? a : b;
}

}  // namespace kifu
