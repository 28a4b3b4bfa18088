#include "batch/input_results.hpp"

#include <xxhash.h>

#include "report/check_report.hpp"
#include "report/info_report.hpp"
#include "report/json_object.hpp"
#include "report/json_text.hpp"
#include "sgf/reader.hpp"

namespace kifu::batch {
namespace {

using json = nlohmann::ordered_json;

std::optional<std::string> non_empty(const std::string& s) {
    return s.empty() ? std::nullopt : std::optional<std::string>(s);
}

// Where a result came from, in every object and row: the archive and the member inside
// it, or null for a plain file (`file` is the input path either way).
void add_origin(json& object, report::TableRow* row, const RawInput& input) {
    report::append(object, "archive", input.archive.empty() ? json(nullptr) : json(input.archive));
    report::append(object, "member", input.member.empty() ? json(nullptr) : json(input.member));
    if (row == nullptr) return;
    row->archive = non_empty(input.archive);
    row->member = non_empty(input.member);
}

// Serialised here, on the worker, so the writer only copies bytes.
void add_result(json&& object, std::optional<report::TableRow>&& row, InputResult& result) {
    result.lines.push_back(report::json_text(object));
    if (row) result.rows.push_back(std::move(*row));
}

}  // namespace

std::uint64_t content_hash(const std::string& bytes) { return XXH3_64bits(bytes.data(), bytes.size()); }

InputId input_id(const RawInput& input) {
    const std::string& key = input.key.empty() ? input.path : input.key;
    if (!input.error.empty()) return {key, std::nullopt, 0, input.path};
    return {key, content_hash(input.bytes), input.bytes.size(), input.path};
}

InputResult analyse_input(RawInput&& input, InputId id, const GameSettings& settings, Tally& tally) {
    InputResult result{std::move(id), std::move(input.error), {}, {}};
    ++tally.inputs;
    std::string charset;
    Diagnostics file_diagnostics;
    if (result.error.empty()) {
        sgf::ReadOptions read_options;
        read_options.strict = settings.analysis.strict;
        const std::string& name = result.input.shown;
        sgf::FileOutcome outcome =
            sgf::read_sgf_bytes(name, std::move(input.bytes), read_options, [&](sgf::GameRecord&& game) {
                const analysis::GameOutcome g = analysis::analyse_game(name, game, settings.analysis);
                tally.count(g);
                json object = report::outcome_object(g);
                std::optional<report::TableRow> row;
                if (settings.keep_rows) row = report::table_row(g);
                add_origin(object, row ? &*row : nullptr, input);
                add_result(std::move(object), std::move(row), result);
            });
        tally.status = worst(tally.status, analysis::status_of(outcome.diagnostics));
        if (outcome.games > 0) return result;
        charset = std::move(outcome.charset);
        file_diagnostics = std::move(outcome.diagnostics);
        for (const Diagnostic& d : file_diagnostics)
            if (d.severity == Severity::error) {
                result.error = d.message;
                break;
            }
        if (result.error.empty()) {
            result.error = "no SGF game tree found";
            file_diagnostics.push_back({Severity::error, {}, result.error});
        }
    } else {
        file_diagnostics.push_back({Severity::error, {}, result.error});
    }
    ++tally.input_errors;
    tally.status = worst(tally.status, ExitCode::bad_input);
    json object = report::unreadable_object(result.input.shown, charset, file_diagnostics);
    std::optional<report::TableRow> row;
    if (settings.keep_rows) row = report::unreadable_row(result.input.shown, file_diagnostics);
    add_origin(object, row ? &*row : nullptr, input);
    add_result(std::move(object), std::move(row), result);
    return result;
}

}  // namespace kifu::batch
