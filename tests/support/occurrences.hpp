#pragma once
// How often `part` stands in `text` (not overlapping itself): a page's marks, a report's
// lines of one kind.
#include <cstddef>
#include <string>

namespace kifu::testing {

inline std::size_t occurrences(const std::string& text, const std::string& part) {
    std::size_t n = 0;
    for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + part.size())) ++n;
    return n;
}

}  // namespace kifu::testing
