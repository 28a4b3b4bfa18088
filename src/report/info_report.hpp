#pragma once
// Renders `kifu info` results: an aligned text block per game, or one JSON object per
// game (JSON Lines). The JSON keys are a documented contract (man/kifu.1, README.md).
#include <optional>
#include <ostream>
#include <string>

#include <nlohmann/json.hpp>

#include "base/diagnostic.hpp"
#include "sgf/game_info.hpp"

namespace kifu::report {

// The `kifu info` object, which other commands' JSON objects extend with their own keys.
nlohmann::ordered_json info_object(const std::string& file, std::size_t game, const sgf::GameInfo& info,
                                   const Diagnostics& diagnostics);
// {line, column, message} for each diagnostic of one severity.
nlohmann::ordered_json diagnostics_array(const Diagnostics& diagnostics, Severity which);

// `warnings_hidden`: standard error shows only errors (-q), so the Problems line says the
// warnings it counts are not listed there.
void write_info_text(std::ostream& out, const std::string& file, std::size_t game, const sgf::GameInfo& info,
                     const Diagnostics& diagnostics, bool warnings_hidden = false);
void write_info_json(std::ostream& out, const std::string& file, std::size_t game, const sgf::GameInfo& info,
                     const Diagnostics& diagnostics);

// A file that gave no game at all: its errors, with "game": null.
void write_unreadable_text(std::ostream& out, const std::string& file, const Diagnostics& diagnostics);
// The JSON object for a file that gave no game: file, game null, charset, errors, warnings.
nlohmann::ordered_json unreadable_object(const std::string& file, const std::string& charset,
                                         const Diagnostics& diagnostics);
void write_unreadable_json(std::ostream& out, const std::string& file, const std::string& charset,
                           const Diagnostics& diagnostics);

// `file:line:column: warning: message`, as compilers write it (`file: ...` for the whole file).
std::string format_diagnostic(const std::string& file, const Diagnostic& diagnostic);

}  // namespace kifu::report
