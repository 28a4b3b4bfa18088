#pragma once
// Problems found in input, kept with where they were found. Every layer that reads
// user input reports through these, so the CLI can print `file:line:column: message`.
#include <cstddef>
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
    // Non-zero on the line "N more warnings like this: ..." that stands for N diagnostics of
    // one kind left out of the list (diagnostic_cap.hpp).
    std::size_t omitted = 0;
};

using Diagnostics = std::vector<Diagnostic>;

inline bool has_errors(const Diagnostics& diagnostics) {
    for (const auto& d : diagnostics)
        if (d.severity == Severity::error) return true;
    return false;
}

// How many problems of one severity were found: those listed, and those left out that a
// "N more ... like this" line stands for.
inline std::size_t count_problems(const Diagnostics& diagnostics, Severity which) {
    std::size_t n = 0;
    for (const auto& d : diagnostics)
        if (d.severity == which) n += d.omitted > 0 ? d.omitted : 1;
    return n;
}

}  // namespace kifu
