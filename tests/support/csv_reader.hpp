#pragma once
// Reads RFC 4180 text back into records of fields (quoted fields may hold commas, quotes
// and line breaks; records end with CRLF), so tests read kifu's CSV as a spreadsheet would.
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace kifu::testing {

inline std::vector<std::vector<std::string>> parse_csv(const std::string& text) {
    std::vector<std::vector<std::string>> records(1, std::vector<std::string>(1));
    bool quoted = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        std::string& field = records.back().back();
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') field += text[++i];
            else if (c == '"') quoted = false;
            else field += c;
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            records.back().emplace_back();
        } else if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') {
            ++i;
            records.emplace_back(1);
        } else {
            field += c;
        }
    }
    if (records.back().size() == 1 && records.back()[0].empty()) records.pop_back();
    return records;
}

inline std::vector<std::vector<std::string>> read_csv_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return parse_csv({std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()});
}

}  // namespace kifu::testing
