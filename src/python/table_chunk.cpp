#include "python/table_chunk.hpp"

#include <type_traits>
#include <variant>
#include <vector>

#include <fmt/format.h>

#include "batch/csv_sink.hpp"
#include "batch/game_columns.hpp"
#include "python/to_python.hpp"

namespace kifu::python {
namespace {

namespace py = pybind11;
using batch::CsvSink;

// Per CSV column: its game column, or null for the two that describe the input.
const std::vector<const batch::GameColumn*>& game_columns() {
    static const std::vector<const batch::GameColumn*> columns = [] {
        std::vector<const batch::GameColumn*> list;
        for (std::string_view name : CsvSink::columns)
            list.push_back(name == "input_error" || name == "content_hash" ? nullptr : &batch::game_column(name));
        return list;
    }();
    return columns;
}

py::object cell_object(const batch::Cell& cell) {
    return std::visit(
        [](const auto& v) -> py::object {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, std::monostate>) return py::none();
            else if constexpr (std::is_same_v<T, bool>) return py::bool_(v);
            else if constexpr (std::is_same_v<T, std::int64_t>) return py::int_(v);
            else if constexpr (std::is_same_v<T, double>) return py::float_(v);
            else return utf8_str(v);
        },
        cell);
}

// input_error and content_hash, as the CSV writes them (empty: None).
py::object input_cell(std::string_view column, const batch::InputResult& result) {
    if (column == "input_error") return result.error.empty() ? py::object(py::none()) : py::object(utf8_str(result.error));
    if (!result.input.content_hash) return py::none();
    return utf8_str(fmt::format("{:016x}", *result.input.content_hash));
}

}  // namespace

py::tuple column_names() {
    py::tuple names(CsvSink::columns.size());
    for (std::size_t i = 0; i < CsvSink::columns.size(); ++i) names[i] = utf8_str(CsvSink::columns[i]);
    return names;
}

py::tuple column_chunk(const std::deque<batch::InputResult>& results) {
    std::size_t rows = 0;
    for (const batch::InputResult& result : results) rows += result.rows.size();
    const std::vector<const batch::GameColumn*>& columns = game_columns();
    py::tuple chunk(columns.size());
    for (std::size_t c = 0; c < columns.size(); ++c) {
        py::list values(rows);
        std::size_t row = 0;
        for (const batch::InputResult& result : results) {
            for (const report::TableRow& table_row : result.rows) {
                values[row++] = columns[c] != nullptr ? cell_object(columns[c]->value(table_row))
                                                      : input_cell(CsvSink::columns[c], result);
            }
        }
        chunk[c] = std::move(values);
    }
    return chunk;
}

}  // namespace kifu::python
