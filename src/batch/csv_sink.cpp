#include "batch/csv_sink.hpp"

#include <stdexcept>

#include <fmt/format.h>

#include "batch/game_row.hpp"
#include "sgf/values.hpp"

namespace kifu::batch {
using json = nlohmann::ordered_json;

namespace {

std::string number(const std::optional<std::int64_t>& v) { return v ? std::to_string(*v) : std::string(); }
std::string real(const std::optional<double>& v) { return v ? sgf::format_real(*v) : std::string(); }
std::string_view text(const std::optional<std::string_view>& v) { return v ? *v : std::string_view(); }
std::string_view boolean(const std::optional<bool>& v) { return v ? (*v ? "true" : "false") : ""; }

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
}

void CsvSink::write(const InputResult& result) {
    std::vector<json> scratch;
    const std::string hash = fmt::format("{:016x}", result.input.content_hash);
    for (const json& game : game_objects(result, scratch)) {
        const GameRow r = game_row(game);
        const std::string fields[] = {
            std::string(r.file),  std::string(text(r.archive)), std::string(text(r.member)), number(r.game),
            r.size.value_or(""), number(r.moves), real(r.komi), number(r.handicap), std::string(text(r.black)),
            std::string(text(r.white)), std::string(text(r.recorded)), std::string(text(r.ruleset)),
            std::string(text(r.ruleset_from)), std::string(text(r.verdict)), std::to_string(r.violations),
            std::to_string(r.repetitions), std::string(text(r.japanese.result)), std::string(text(r.chinese.result)),
            std::string(text(r.by_ruleset.result)), std::string(boolean(r.agrees_japanese)),
            std::string(boolean(r.agrees_chinese)), std::string(boolean(r.agrees_ruleset)),
            std::string(text(r.dead_source)), std::string(text(r.status)), std::to_string(r.warnings),
            r.error_messages, result.error, hash};
        static_assert(std::size(fields) == columns.size());
        line_.clear();
        for (std::size_t i = 0; i < std::size(fields); ++i) {
            if (i) line_ += ',';
            append_csv_field(line_, fields[i]);
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
