#include "batch/stream_tail.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <string_view>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace kifu::batch {
namespace {

// What is read at a time, and the most of a line read to find its `file` and `game`: a
// name longer than that is not one kifu read.
constexpr std::size_t chunk_bytes = std::size_t{64} << 10;
constexpr std::size_t longest_line_start = std::size_t{64} << 10;

// The bytes from `from` to `to`, a chunk at a time: what is held is at most a line start
// and a chunk.
class Tail {
public:
    Tail(int fd, std::uint64_t from, std::uint64_t to) : fd_(fd), next_(from), to_(to) {}

    [[nodiscard]] std::string_view held() const { return std::string_view(held_).substr(used_); }
    void consume(std::size_t bytes) { used_ += bytes; }
    // Reads the next chunk after what is held; false at `to`, or when the read fails.
    bool more() {
        if (next_ >= to_ || failed_) return false;
        held_.erase(0, used_);
        used_ = 0;
        const std::size_t want = static_cast<std::size_t>(std::min<std::uint64_t>(chunk_bytes, to_ - next_));
        const std::size_t had = held_.size();
        held_.resize(had + want);
        const ssize_t got = ::pread(fd_, held_.data() + had, want, static_cast<off_t>(next_));
        if (got <= 0) {
            held_.resize(had);
            failed_ = true;
            return false;
        }
        held_.resize(had + static_cast<std::size_t>(got));
        next_ += static_cast<std::uint64_t>(got);
        return true;
    }
    [[nodiscard]] bool failed() const { return failed_; }

private:
    int fd_;
    std::uint64_t next_, to_;
    std::string held_;
    std::size_t used_ = 0;
    bool failed_ = false;
};

enum class Reading { no, yes, cut_short };

// `text` begins with `word`, or (`cut_short`) is cut short inside it.
Reading begins_with(std::string_view text, std::string_view word) {
    if (text.size() >= word.size()) return text.substr(0, word.size()) == word ? Reading::yes : Reading::no;
    return word.substr(0, text.size()) == text ? Reading::cut_short : Reading::no;
}

// Reads `{"file":"NAME","game":N` (N a number or null) from the start of `text` into `line`.
Reading read_line_start(std::string_view text, LineStart& line) {
    constexpr std::string_view opening = R"({"file":)";
    if (const Reading opens = begins_with(text, opening); opens != Reading::yes) return opens;
    std::size_t at = opening.size();
    if (at == text.size()) return Reading::cut_short;
    if (text[at] != '"') return Reading::no;
    // The name, a JSON string: up to its unescaped closing quote.
    std::size_t end = at + 1;
    while (end < text.size() && text[end] != '"') {
        if (static_cast<unsigned char>(text[end]) < 0x20) return Reading::no;
        end += text[end] == '\\' ? 2 : 1;
    }
    if (end >= text.size()) return Reading::cut_short;
    try {
        line.file = nlohmann::json::parse(text.substr(at, end + 1 - at)).get<std::string>();
    } catch (const nlohmann::json::exception&) {
        return Reading::no;
    }
    at = end + 1;
    constexpr std::string_view game_key = R"(,"game":)";
    if (const Reading game = begins_with(text.substr(at), game_key); game != Reading::yes) return game;
    const std::string_view value = text.substr(at + game_key.size());
    std::size_t length = 0;
    if (const Reading null = begins_with(value, "null"); null != Reading::no) {
        if (null == Reading::cut_short) return Reading::cut_short;
        line.game.reset();
        length = 4;
    } else {
        length = std::min(value.find_first_not_of("0123456789"), value.size());
        if ((length == 0 && !value.empty()) || length > 9) return Reading::no;
        if (length < value.size()) line.game = std::stoll(std::string(value.substr(0, length)));
    }
    if (length == value.size()) return Reading::cut_short;
    return value[length] == ',' || value[length] == '}' ? Reading::yes : Reading::no;
}

// A key batch's objects have and no other command's do (check, score and info write the
// same opening): a line without it is another command's output appended after the stopped
// run, for one of the run's inputs, and a resumed run would not write it again. Within a
// JSON string a quote is escaped, so the key's text is a key wherever it occurs.
constexpr std::string_view batch_key = R"(,"duplicate_of":)";

bool every_line_passes(Tail& tail, const LineTest& ours) {
    for (;;) {
        std::size_t end = tail.held().find('\n');
        while (end == std::string_view::npos && tail.held().size() < longest_line_start && tail.more())
            end = tail.held().find('\n');
        const std::string_view held = tail.held();
        if (held.empty()) return !tail.failed();
        LineStart line;
        if (end != std::string_view::npos) {  // a whole line: kifu's, and a whole object
            if (read_line_start(held.substr(0, end), line) != Reading::yes || held[end - 1] != '}' ||
                held.substr(0, end).find(batch_key) == std::string_view::npos || !ours(line))
                return false;
            tail.consume(end + 1);
            continue;
        }
        const Reading start = read_line_start(held, line);
        if (held.size() < longest_line_start) {  // the last line, cut short by a kill
            if (tail.failed() || start == Reading::no) return false;
            return line.file.empty() || ours(line);  // its name, once whole, must be the run's
        }
        // A line longer than its start: the start must pass; then on to its end, which
        // must hold batch's key (the last bytes of each chunk are kept, so that a key split
        // between two is found).
        if (start != Reading::yes || !ours(line)) return false;
        bool batchs = false;
        for (;;) {
            const std::string_view now = tail.held();
            const std::size_t newline = now.find('\n');
            batchs = batchs || now.substr(0, newline).find(batch_key) != std::string_view::npos;
            if (newline != std::string_view::npos) {
                if (!batchs) return false;
                tail.consume(newline + 1);
                break;
            }
            tail.consume(now.size() - std::min(now.size(), batch_key.size() - 1));
            if (!tail.more()) return !tail.failed();  // the last line, cut short
        }
    }
}

}  // namespace

bool only_lines_that_pass(int fd, std::uint64_t from, std::uint64_t to, const LineTest& ours) {
    const int reader = ::open(fmt::format("/proc/self/fd/{}", fd).c_str(), O_RDONLY | O_CLOEXEC);
    if (reader < 0) return false;
    Tail tail(reader, from, to);
    const bool pass = every_line_passes(tail, ours);
    ::close(reader);
    return pass;
}

}  // namespace kifu::batch
