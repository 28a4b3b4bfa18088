#pragma once
// Ctrl-C (SIGINT) and SIGTERM as a request to stop `kifu batch` gracefully, so that its
// outputs end on whole lines and rows: the handler only sets a flag that the pipeline
// polls between inputs. A second signal ends the process at once (the signal's default
// action), for a user who will not wait, unless it comes within half a second of the
// first: then it is the same request delivered twice (timeout(1) signals the process,
// then its process group). SIGPIPE is ignored meanwhile: a closed standard
// output then fails the write (EPIPE), and the run ends cleanly instead of dying mid-row.
#include <atomic>

namespace kifu::cli {

// For the whole process (main calls it): SIGINT, SIGTERM and SIGHUP remove the temporary
// files of outputs not yet complete (batch/output_file.hpp) before the signal ends the
// process as it would have, so an interrupted `kifu view -d` leaves no ".x.kifu-XXXXXX".
// `kifu batch` replaces SIGINT's and SIGTERM's handlers with StopSignals while it runs.
void remove_unfinished_outputs_on_signals();

// Installs the handlers; SIGPIPE's previous action comes back after its lifetime, while
// SIGINT and SIGTERM keep this handler until the process exits (a signal during exit
// must not turn a finished run into a killed one). One at a time per process.
class StopSignals {
public:
    StopSignals();
    ~StopSignals();
    StopSignals(const StopSignals&) = delete;
    StopSignals& operator=(const StopSignals&) = delete;

    // Set once a signal has asked the run to stop.
    [[nodiscard]] const std::atomic<bool>& requested() const;
    // The signal that did (SIGINT or SIGTERM), else 0.
    [[nodiscard]] int signal() const;
};

}  // namespace kifu::cli
