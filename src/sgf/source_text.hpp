#pragma once
// The UTF-8 text of one input file, which every GameTree read from it views into, plus
// what is needed to turn byte offsets into `line:column` for diagnostics.
#include <cstdint>
#include <deque>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "base/diagnostic.hpp"

namespace kifu::sgf {

class SourceText {
public:
    SourceText(std::string name, std::string utf8, std::string charset)
        : name_(std::move(name)), text_(std::move(utf8)), charset_(std::move(charset)) {}

    [[nodiscard]] const std::string& name() const { return name_; }
    [[nodiscard]] std::string_view text() const { return text_; }
    [[nodiscard]] const std::string& charset() const { return charset_; }

    [[nodiscard]] std::uint32_t offset_of(const char* p) const {
        return static_cast<std::uint32_t>(p - text_.data());
    }
    // 1-based line and column (in code points) of a byte offset. Lines end at LF, CRLF
    // or a lone CR, since old Mac files use CR only.
    [[nodiscard]] SourceLocation locate(std::uint32_t offset) const;

    // Keeps a normalised identifier (FF[3] "AddBlack" -> "AB") alive as long as the text.
    std::string_view intern(std::string identifier);

private:
    // Line numbers at every `block` bytes, so locating an offset scans at most one block
    // (plus the line it is on) and the index stays tiny: a full line-start table would
    // cost 4 bytes per line, 64 MB for a 100 MB collection with one move per line.
    static constexpr std::uint32_t block = 1u << 16;
    void index_blocks() const;

    std::string name_;
    std::string text_;
    std::string charset_;
    std::deque<std::string> interned_;
    mutable std::once_flag blocks_indexed_;
    mutable std::vector<std::uint32_t> lines_before_block_;   // line terminators before block i
    mutable std::vector<std::uint32_t> line_start_at_block_;  // start of the line block i begins in
    // Diagnostics are located in reading order, so the last answer is where the next
    // search starts; this keeps long single-line files linear.
    mutable std::mutex cursor_mutex_;
    mutable std::uint32_t cursor_offset_ = 0;
    mutable SourceLocation cursor_location_{1, 1};
};

}  // namespace kifu::sgf
