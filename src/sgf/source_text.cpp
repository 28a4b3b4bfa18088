#include "sgf/source_text.hpp"

#include <algorithm>

namespace kifu::sgf {
namespace {

// A line ends at LF, at CRLF (counted at its LF) or at a lone CR.
bool ends_line(std::string_view text, std::size_t i) {
    const char c = text[i];
    return c == '\n' || (c == '\r' && (i + 1 == text.size() || text[i + 1] != '\n'));
}

bool starts_code_point(char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }

}  // namespace

void SourceText::index_blocks() const {
    const std::string_view text = text_;
    lines_before_block_.reserve(text.size() / block + 1);
    line_start_at_block_.reserve(text.size() / block + 1);
    std::uint32_t lines = 0;
    std::uint32_t line_start = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (i % block == 0) {
            lines_before_block_.push_back(lines);
            line_start_at_block_.push_back(line_start);
        }
        if (ends_line(text, i)) {
            ++lines;
            line_start = static_cast<std::uint32_t>(i + 1);
        }
    }
    if (lines_before_block_.empty()) {
        lines_before_block_.push_back(0);
        line_start_at_block_.push_back(0);
    }
}

SourceLocation SourceText::locate(std::uint32_t offset) const {
    std::call_once(blocks_indexed_, [this] { index_blocks(); });
    const std::string_view text = text_;
    offset = std::min<std::uint32_t>(offset, static_cast<std::uint32_t>(text.size()));

    std::lock_guard lock(cursor_mutex_);
    std::uint32_t from = 0;
    SourceLocation at{1, 1};
    if (offset >= cursor_offset_ && offset - cursor_offset_ < block) {
        from = cursor_offset_;
        at = cursor_location_;
    } else {
        // Start where the line in effect at the block's start begins, at column 1.
        // (offset may be the end of the text, one past the last block)
        const std::size_t b = std::min<std::size_t>(offset / block, lines_before_block_.size() - 1);
        from = line_start_at_block_[b];
        at.line = lines_before_block_[b] + 1;
    }
    for (std::uint32_t i = from; i < offset; ++i) {
        if (ends_line(text, i)) {
            ++at.line;
            at.column = 1;
        } else if (text[i] != '\r' && starts_code_point(text[i])) {  // the CR of CRLF is no column
            ++at.column;
        }
    }
    cursor_offset_ = offset;
    cursor_location_ = at;
    return at;
}

std::string_view SourceText::intern(std::string identifier) {
    for (const std::string& known : interned_)
        if (known == identifier) return known;
    return interned_.emplace_back(std::move(identifier));
}

}  // namespace kifu::sgf
