#include "sgf/source_text.hpp"

#include <algorithm>

namespace kifu::sgf {

void SourceText::index_lines() const {
    line_starts_.push_back(0);
    const std::size_t n = text_.size();
    for (std::size_t i = 0; i < n; ++i) {
        const char c = text_[i];
        if (c == '\n') {
            line_starts_.push_back(static_cast<std::uint32_t>(i + 1));
        } else if (c == '\r') {
            if (i + 1 < n && text_[i + 1] == '\n') ++i;
            line_starts_.push_back(static_cast<std::uint32_t>(i + 1));
        }
    }
}

SourceLocation SourceText::locate(std::uint32_t offset) const {
    std::call_once(lines_indexed_, [this] { index_lines(); });
    offset = std::min<std::uint32_t>(offset, static_cast<std::uint32_t>(text_.size()));
    const auto next_line = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
    const auto line = static_cast<std::uint32_t>(next_line - line_starts_.begin());
    const std::uint32_t start = *(next_line - 1);
    std::uint32_t column = 1;
    for (std::uint32_t i = start; i < offset; ++i)
        if ((static_cast<unsigned char>(text_[i]) & 0xC0) != 0x80) ++column;  // skip continuation bytes
    return {line, column};
}

std::string_view SourceText::intern(std::string identifier) {
    for (const std::string& known : interned_)
        if (known == identifier) return known;
    return interned_.emplace_back(std::move(identifier));
}

}  // namespace kifu::sgf
