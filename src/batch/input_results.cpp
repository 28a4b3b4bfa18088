#include "batch/input_results.hpp"

#include <xxhash.h>

#include "report/check_report.hpp"
#include "report/event_report.hpp"
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

// One game's (or error's) object and row, as `settings` asks for them. Where it came
// from is in both: the archive and the member inside it, or null for a plain file (`file`
// is the input path either way). `make_object` and `make_row` are only called when wanted.
template <typename MakeObject, typename MakeRow>
void add_result(const GameSettings& settings, const RawInput& input, MakeObject make_object, MakeRow make_row,
                InputResult& result) {
    if (settings.json != JsonForm::none) {
        json object = make_object();
        report::append(object, "archive", input.archive.empty() ? json(nullptr) : json(input.archive));
        report::append(object, "member", input.member.empty() ? json(nullptr) : json(input.member));
        // Serialised here, on the worker, so the writer only copies bytes.
        if (settings.json == JsonForm::lines) result.lines.push_back(report::json_text(object));
        else result.objects.push_back(std::move(object));
    }
    if (settings.keep_rows) {
        report::TableRow row = make_row();
        row.archive = non_empty(input.archive);
        row.member = non_empty(input.member);
        result.rows.push_back(std::move(row));
    }
}

}  // namespace

std::uint64_t content_hash(const std::string& bytes) { return XXH3_64bits(bytes.data(), bytes.size()); }

InputId input_id(const RawInput& input) {
    const std::string& key = input.key.empty() ? input.path : input.key;
    if (!input.error.empty()) return {key, std::nullopt, 0, input.path, input.archive, input.member};
    return {key, content_hash(input.bytes), input.bytes.size(), input.path, input.archive, input.member};
}

InputResult analyse_input(RawInput&& input, InputId id, const GameSettings& settings, Tally& tally) {
    InputResult result;
    result.input = std::move(id);
    result.error = std::move(input.error);
    ++tally.inputs;
    std::string charset;
    Diagnostics file_diagnostics;
    if (result.error.empty()) {
        sgf::ReadOptions read_options;
        read_options.strict = settings.analysis.strict;
        const std::string& name = result.input.shown;
        sgf::FileOutcome outcome =
            sgf::read_sgf_bytes(name, std::move(input.bytes), read_options, [&](sgf::GameRecord&& game) {
                if (settings.stop != nullptr && settings.stop->load(std::memory_order_relaxed)) throw InputAbandoned{};
                if (settings.records_only) {  // kifu dups: the moves, not the game's outcome
                    ++tally.games;
                    const sgf::GameInfo info = sgf::summarize_game(game);
                    result.records.push_back(duplicates::make_record(game.index, game.tree, info, settings.min_moves));
                    return;
                }
                // Before the analysis, while the tree is still in the cache: read again after
                // it, the moves cost a third more.
                if (settings.keep_records)
                    result.records.push_back(duplicates::make_moves_record(game.index, game.tree, settings.min_moves));
                const analysis::GameOutcome g = analysis::analyse_game(name, game, settings.analysis);
                tally.count(g);
                const std::vector<event::EventProblem>* problems =
                    settings.event ? settings.event->problems_of({name, game.index}) : nullptr;
                static const std::vector<event::EventProblem> none;
                if (settings.event && problems == nullptr) problems = &none;   // a record the review did not read
                if (problems && !problems->empty()) tally.status = worst(tally.status, ExitCode::game_problem);
                add_result(
                    settings, input,
                    [&] {
                        json object = report::outcome_object(g);
                        if (problems) report::append(object, "event_problems", report::event_problems_json(*problems));
                        return object;
                    },
                    [&] {
                        report::TableRow row = report::table_row(g);
                        if (problems) report::add_event_columns(row, *problems);
                        return row;
                    },
                    result);
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
    if (settings.records_only) return result;
    add_result(
        settings, input, [&] { return report::unreadable_object(result.input.shown, charset, file_diagnostics); },
        [&] { return report::unreadable_row(result.input.shown, file_diagnostics); }, result);
    return result;
}

}  // namespace kifu::batch
