#pragma once
// Problems found in input, kept with where they were found. Every layer that reads
// user input reports through these, so the CLI can print `file:line:column: message`.
#include <cstdint>
#include <string>
#include <vector>

namespace kifu {

enum class Severity : std::uint8_t { warning, error };

// 1-based line and column (column counts UTF-8 code points). Line 0 means
// "the file as a whole" (encoding problems, an empty file).
struct SourceLocation {
    std::uint32_t line = 0;
    std::uint32_t column = 0;
};

struct Diagnostic {
    Severity severity = Severity::warning;
    SourceLocation where;
    std::string message;
};

using Diagnostics = std::vector<Diagnostic>;

inline bool has_errors(const Diagnostics& diagnostics) {
    for (const auto& d : diagnostics)
        if (d.severity == Severity::error) return true;
    return false;
}

}  // namespace kifu
