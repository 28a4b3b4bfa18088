#pragma once
// spdlog set-up: kifu's diagnostics and logs go to stderr (or the stream a test gives),
// so stdout carries only the report.
#include <ostream>

namespace kifu::cli {

// verbosity: -1 quiet (errors only), 0 default (warnings), 1 -v (info), 2 -vv (debug).
void configure_logging(std::ostream& err, int verbosity);

}  // namespace kifu::cli
