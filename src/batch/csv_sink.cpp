#include "batch/csv_sink.hpp"

#include <filesystem>
#include <type_traits>
#include <variant>

#include <fmt/format.h>

#include "sgf/values.hpp"

namespace kifu::batch {

namespace {

// A number as CSV writes one, possibly signed: such text is not a formula.
bool is_number(std::string_view text) {
    std::size_t at = text.starts_with('-') || text.starts_with('+') ? 1 : 0;
    bool digits = false, point = false;
    for (; at < text.size(); ++at) {
        if (text[at] >= '0' && text[at] <= '9') digits = true;
        else if (text[at] == '.' && !point) point = true;
        else return false;
    }
    return digits;
}

bool runs_as_formula(std::string_view text) {
    return !text.empty() && std::string_view("=+-@\t\r").find(text.front()) != std::string_view::npos &&
           !is_number(text);
}

}  // namespace

bool holds_record_text(std::string_view column) {
    for (std::string_view name : {"file", "archive", "member", "black", "white", "black_rank", "white_rank", "date",
                                  "event", "input_error", "error_messages", "event_problem_reasons", "duplicate_of"})
        if (column == name) return true;
    return false;
}

void append_csv_cell(std::string& line, const Cell& cell, bool record_text) {
    std::visit(
        [&](const auto& v) {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, bool>) line += v ? "true" : "false";
            else if constexpr (std::is_same_v<T, std::int64_t>) line += std::to_string(v);
            else if constexpr (std::is_same_v<T, double>) line += sgf::format_real(v);
            else if constexpr (std::is_same_v<T, std::string_view>) {
                if (!record_text || !runs_as_formula(v)) {
                    append_csv_field(line, v);
                    return;
                }
                std::string neutral(1, '\'');
                neutral += v;
                append_csv_field(line, neutral);
            }
        },
        cell);
}

void append_csv_field(std::string& line, std::string_view field) {
    static constexpr std::string_view replacement = "\xEF\xBF\xBD";  // U+FFFD for a NUL
    const bool quoted = field.find_first_of(",\"\r\n") != std::string_view::npos;
    if (!quoted && field.find('\0') == std::string_view::npos) {
        line += field;
        return;
    }
    if (quoted) line += '"';
    for (char c : field) {
        if (c == '\0') {
            line += replacement;
            continue;
        }
        if (c == '"') line += '"';
        line += c;
    }
    if (quoted) line += '"';
}

std::string csv_header() {
    std::string line;
    for (std::size_t i = 0; i < CsvSink::columns.size(); ++i) {
        if (i) line += ',';
        line += CsvSink::columns[i];
    }
    return line + "\r\n";
}

CsvSink::CsvSink(const std::string& path) : out_(path) {
    out_.write(csv_header());
    for (std::string_view name : columns)
        game_columns_.push_back(name == "input_error" || name == "content_hash" ? nullptr : &game_column(name));
}

void CsvSink::write(const InputResult& result) {
    const std::string hash = result.input.content_hash ? fmt::format("{:016x}", *result.input.content_hash) : "";
    for (const report::TableRow& row : result.rows) {
        line_.clear();
        for (std::size_t i = 0; i < columns.size(); ++i) {
            if (i) line_ += ',';
            const bool record_text = holds_record_text(columns[i]);
            if (const GameColumn* column = game_columns_[i]) append_csv_cell(line_, column->value(row), record_text);
            else append_csv_cell(line_, columns[i] == "input_error" ? std::string_view(result.error) : hash, record_text);
        }
        line_ += "\r\n";
        out_.write(line_);
    }
}

void CsvSink::put_in_place(bool beside_a_file_there) {
    if (finished_) return;
    finished_ = true;
    std::error_code ec;
    if (beside_a_file_there && std::filesystem::is_regular_file(out_.path(), ec)) {
        placed_at_ = out_.commit_beside("interrupted");
    } else {
        out_.commit();
        placed_at_ = out_.path();
    }
    committed_ = true;
}

void CsvSink::finish() { put_in_place(false); }

void CsvSink::finish_interrupted() noexcept {
    try {
        put_in_place(true);
    } catch (...) {  // NOLINT(bugprone-empty-catch): the old file stays; the run reports its own end
    }
}

}  // namespace kifu::batch
