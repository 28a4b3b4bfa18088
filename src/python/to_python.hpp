#pragma once
// The report objects (nlohmann::ordered_json, built by src/report) as Python objects: the
// dicts kifu.info, kifu.check and kifu.score return are the objects `--format json` writes,
// converted value by value rather than rendered a second time. null -> None, booleans,
// integers -> int, numbers -> float (a NaN or infinity, which JSON writes as null, -> None),
// strings -> str, arrays -> list, objects -> dict in the documented key order. Needs the GIL.
#include <nlohmann/json.hpp>
#include <pybind11/pybind11.h>

namespace kifu::python {

pybind11::object to_python(const nlohmann::ordered_json& value);

// Text as a str: UTF-8, any invalid byte replaced by U+FFFD as the JSON text replaces it.
pybind11::str utf8_str(std::string_view text);

}  // namespace kifu::python
