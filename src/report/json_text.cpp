#include "report/json_text.hpp"

#include <charconv>

namespace kifu::report {
namespace {

using json = nlohmann::ordered_json;

// nlohmann's dump checks every byte of every string through a UTF-8 decoder; for `kifu
// batch` that was a sixth of a check-only game's CPU, although almost every string in a
// report (keys, verdicts, paths, dates, most names) is plain ASCII that needs no escape.
// Those strings are copied as they are; anything else (non-ASCII text, quotes, control
// characters) and every float is left to nlohmann, so the text stays exactly its own.
// No branch per byte: the strings are short and almost always plain.
bool plain_ascii(const std::string& s) {
    unsigned bad = 0;
    for (const char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        bad |= static_cast<unsigned>(c < 0x20) | static_cast<unsigned>(c >= 0x80) | static_cast<unsigned>(c == '"') |
               static_cast<unsigned>(c == '\\');
    }
    return bad == 0;
}

void append_string(const std::string& s, std::string& out) {
    if (!plain_ascii(s)) {
        out += json(s).dump(-1, ' ', false, json::error_handler_t::replace);
        return;
    }
    out += '"';
    out += s;
    out += '"';
}

template <typename Integer>
void append_integer(Integer n, std::string& out) {
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, n).ptr;
    out.append(digits, end);
}

}  // namespace

void append_json_text(const json& value, std::string& out) {
    switch (value.type()) {
        case json::value_t::object: {
            out += '{';
            bool first = true;
            for (const auto& [key, member] : value.get_ref<const json::object_t&>()) {
                if (!first) out += ',';
                first = false;
                append_string(key, out);
                out += ':';
                append_json_text(member, out);
            }
            out += '}';
            return;
        }
        case json::value_t::array: {
            out += '[';
            bool first = true;
            for (const json& element : value.get_ref<const json::array_t&>()) {
                if (!first) out += ',';
                first = false;
                append_json_text(element, out);
            }
            out += ']';
            return;
        }
        case json::value_t::string: append_string(value.get_ref<const std::string&>(), out); return;
        case json::value_t::boolean: out += value.get<bool>() ? "true" : "false"; return;
        case json::value_t::null: out += "null"; return;
        case json::value_t::number_integer: append_integer(value.get<json::number_integer_t>(), out); return;
        case json::value_t::number_unsigned: append_integer(value.get<json::number_unsigned_t>(), out); return;
        case json::value_t::number_float:
        case json::value_t::binary:
        case json::value_t::discarded: out += value.dump(-1, ' ', false, json::error_handler_t::replace); return;
    }
}

}  // namespace kifu::report
