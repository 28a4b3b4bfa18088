#pragma once
// One JSON value as the compact text kifu writes (one line, no spaces), exactly as
// nlohmann's dump(-1, ' ', false, error_handler_t::replace) would write it: invalid UTF-8
// (which the reader never lets through) is replaced rather than ending the run.
#include <string>

#include <nlohmann/json.hpp>

namespace kifu::report {

// Appends the text of `value` to `out`.
void append_json_text(const nlohmann::ordered_json& value, std::string& out);

inline std::string json_text(const nlohmann::ordered_json& value) {
    std::string out;
    out.reserve(1024);  // a `kifu check` object is about 800 bytes
    append_json_text(value, out);
    return out;
}

}  // namespace kifu::report
