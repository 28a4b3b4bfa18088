#pragma once
// kifu.frame's table: the rows of finished results (batch::InputResult::rows, the typed rows
// the CSV and SQLite outputs write) as the CSV's columns (batch::CsvSink::columns, in that
// order), one Python list per column. A value is None where the CSV field is empty, else a
// bool, int, float or str; content_hash is the CSV's 16 hexadecimal digits.
#include <deque>

#include <pybind11/pybind11.h>

#include "batch/result_sink.hpp"

namespace kifu::python {

// The column names, in order.
pybind11::tuple column_names();

// One list per column, each holding a value per row of `results`, in order.
pybind11::tuple column_chunk(const std::deque<batch::InputResult>& results);

}  // namespace kifu::python
