#pragma once
// `kifu batch --csv FILE`: one row per game with a fixed, documented set of columns
// (kifu(1), CSV OUTPUT), a header row, and RFC 4180 quoting (fields with a comma, a
// quote or a line break are quoted; quotes doubled; CRLF line ends). Empty fields are
// values the game does not have (e.g. the scores under --check-only).
#include <array>
#include <fstream>
#include <string>
#include <string_view>

#include "batch/result_sink.hpp"

namespace kifu::batch {

class CsvSink : public ResultSink {
public:
    // The column names, in order, as the header row writes them.
    static constexpr std::array<std::string_view, 28> columns{
        "file",       "archive",     "member",          "game",           "size",           "moves",
        "komi",       "handicap",    "black",           "white",          "recorded",       "ruleset",
        "ruleset_from", "verdict",   "violations",      "repetitions",    "japanese",       "chinese",
        "by_ruleset", "agrees_japanese", "agrees_chinese", "agrees_ruleset", "dead_source", "status",
        "warnings",   "errors",      "input_error",     "content_hash"};

    // Creates or truncates the file and writes the header; throws std::runtime_error when
    // it cannot be opened.
    explicit CsvSink(const std::string& path);
    void write(const InputResult& result) override;
    void finish() override;

private:
    std::string path_;
    std::ofstream out_;
    std::string line_;  // reused buffer for one row
};

// `field` as an RFC 4180 field: unchanged, or quoted with its quotes doubled.
void append_csv_field(std::string& line, std::string_view field);

}  // namespace kifu::batch
