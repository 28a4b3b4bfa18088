#include "cli/logging.hpp"

#include <memory>

#include <spdlog/sinks/ostream_sink.h>
#include <spdlog/spdlog.h>

namespace kifu::cli {

void configure_logging(std::ostream& err, int verbosity) {
    auto sink = std::make_shared<spdlog::sinks::ostream_sink_mt>(err, /*force_flush=*/true);
    auto logger = std::make_shared<spdlog::logger>("kifu", sink);
    // Diagnostics already read "file:line:column: warning: ..."; a prefix would hide that.
    logger->set_pattern("%v");
    spdlog::level::level_enum level = spdlog::level::warn;
    if (verbosity < 0) level = spdlog::level::err;
    if (verbosity == 1) level = spdlog::level::info;
    if (verbosity >= 2) level = spdlog::level::debug;
    logger->set_level(level);
    spdlog::set_default_logger(std::move(logger));
}

}  // namespace kifu::cli
