#include "batch/csv_sink.hpp"

#include <stdexcept>
#include <type_traits>
#include <variant>

#include <fmt/format.h>

#include "sgf/values.hpp"

namespace kifu::batch {

namespace {

void append_cell(std::string& line, const Cell& cell) {
    std::visit(
        [&](const auto& v) {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, bool>) line += v ? "true" : "false";
            else if constexpr (std::is_same_v<T, std::int64_t>) line += std::to_string(v);
            else if constexpr (std::is_same_v<T, double>) line += sgf::format_real(v);
            else if constexpr (std::is_same_v<T, std::string_view>) append_csv_field(line, v);
        },
        cell);
}

}  // namespace

void append_csv_field(std::string& line, std::string_view field) {
    if (field.find_first_of(",\"\r\n") == std::string_view::npos) {
        line += field;
        return;
    }
    line += '"';
    for (char c : field) {
        if (c == '"') line += '"';
        line += c;
    }
    line += '"';
}

CsvSink::CsvSink(const std::string& path) : path_(path), out_(path, std::ios::binary | std::ios::trunc) {
    if (!out_) throw std::runtime_error(fmt::format("cannot open CSV file {} for writing", path));
    for (std::size_t i = 0; i < columns.size(); ++i) {
        if (i) line_ += ',';
        line_ += columns[i];
    }
    line_ += "\r\n";
    out_ << line_;
    for (std::string_view name : columns)
        game_columns_.push_back(name == "input_error" || name == "content_hash" ? nullptr : &game_column(name));
}

void CsvSink::write(const InputResult& result) {
    const std::string hash = result.input.content_hash ? fmt::format("{:016x}", *result.input.content_hash) : "";
    for (const report::TableRow& row : result.rows) {
        line_.clear();
        for (std::size_t i = 0; i < columns.size(); ++i) {
            if (i) line_ += ',';
            if (const GameColumn* column = game_columns_[i]) append_cell(line_, column->value(row));
            else append_csv_field(line_, columns[i] == "input_error" ? std::string_view(result.error) : hash);
        }
        line_ += "\r\n";
        out_ << line_;
    }
    if (!out_) throw std::runtime_error(fmt::format("cannot write CSV file {}", path_));
}

void CsvSink::finish() {
    out_.flush();
    if (!out_) throw std::runtime_error(fmt::format("cannot write CSV file {}", path_));
}

}  // namespace kifu::batch
