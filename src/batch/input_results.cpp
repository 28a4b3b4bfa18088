#include "batch/input_results.hpp"

#include <xxhash.h>

#include "cli/each_game.hpp"
#include "cli/game_analysis.hpp"
#include "report/check_report.hpp"
#include "report/info_report.hpp"
#include "report/json_object.hpp"
#include "report/json_text.hpp"
#include "report/score_report.hpp"
#include "scoring/score_game.hpp"
#include "sgf/reader.hpp"

namespace kifu::batch {
namespace {

// Where a result came from, in every object: the archive and the member inside it, or
// null for a plain file (`file` is the input path either way).
void add_origin(nlohmann::ordered_json& object, const RawInput& input) {
    report::append(object, "archive", input.archive.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(input.archive));
    report::append(object, "member", input.member.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(input.member));
}

void count_game(const cli::GameAnalysis& a, const Diagnostics& diagnostics, bool disagrees, Tally& tally) {
    ++tally.games;
    ++tally.by_verdict.at(static_cast<std::size_t>(a.verdict.kind));
    for (const rules::Violation& v : a.replay.violations) ++tally.violations_by_kind.at(static_cast<std::size_t>(v.kind));
    if (!a.replay.violations.empty()) ++tally.games_with_violations;
    tally.repetitions += a.replay.repetitions.size();
    if (!a.replay.repetitions.empty()) ++tally.games_with_repetitions;
    if (disagrees) ++tally.disagreements;
    const ExitCode diagnostics_status = cli::status_of(diagnostics);
    if (diagnostics_status == ExitCode::warnings) ++tally.games_with_warnings;
    if (diagnostics_status == ExitCode::bad_input) ++tally.games_with_errors;
    const bool rules_problem = a.verdict.kind != rules::VerdictKind::ok || disagrees;
    tally.status = worst(tally.status, worst(rules_problem ? ExitCode::warnings : ExitCode::ok, diagnostics_status));
}

nlohmann::ordered_json game_object(const std::string& name, sgf::GameRecord& game, const GameSettings& settings,
                                   Tally& tally) {
    const cli::GameAnalysis a = cli::analyse_game(game, settings.rules);
    if (settings.check_only) {
        if (settings.strict) cli::make_strict(game.diagnostics);
        count_game(a, game.diagnostics, !a.verdict.result_note.empty(), tally);
        return report::check_object({name, game.index, a.info, game.diagnostics, a.choice, a.replay, a.verdict});
    }
    const scoring::ScoredGame score = scoring::score_game(game.tree, a.info, a.replay, *a.choice.rules, {});
    if (settings.strict) cli::make_strict(game.diagnostics);
    count_game(a, game.diagnostics, score.agrees_ruleset.has_value() && !*score.agrees_ruleset, tally);
    if (score.mismatch) ++tally.explained.at(static_cast<std::size_t>(score.mismatch->kind));
    return report::score_object({name, game.index, a.info, game.diagnostics, a.choice, a.replay, a.verdict}, score);
}

// Serialised here, on the worker, so the writer only copies bytes; the object is kept
// only when an output reads its fields.
void add_result(nlohmann::ordered_json&& object, const GameSettings& settings, InputResult& result) {
    result.lines.push_back(report::json_text(object));
    if (settings.keep_objects) result.games.push_back(std::move(object));
}

}  // namespace

std::uint64_t content_hash(const std::string& bytes) { return XXH3_64bits(bytes.data(), bytes.size()); }

InputId input_id(const RawInput& input) {
    if (!input.error.empty()) return {input.path, 0, 0};
    return {input.path, content_hash(input.bytes), input.bytes.size()};
}

InputResult analyse_input(RawInput&& input, InputId id, const GameSettings& settings, Tally& tally) {
    InputResult result{std::move(id), std::move(input.error), {}, {}};
    ++tally.inputs;
    std::string charset;
    Diagnostics file_diagnostics;
    if (result.error.empty()) {
        sgf::ReadOptions read_options;
        read_options.strict = settings.strict;
        const std::string& name = result.input.path;
        sgf::FileOutcome outcome =
            sgf::read_sgf_bytes(name, std::move(input.bytes), read_options, [&](sgf::GameRecord&& game) {
                nlohmann::ordered_json object = game_object(name, game, settings, tally);
                add_origin(object, input);
                add_result(std::move(object), settings, result);
            });
        tally.status = worst(tally.status, cli::status_of(outcome.diagnostics));
        if (outcome.games > 0) return result;
        charset = std::move(outcome.charset);
        file_diagnostics = std::move(outcome.diagnostics);
        for (const Diagnostic& d : file_diagnostics)
            if (d.severity == Severity::error) {
                result.error = d.message;
                break;
            }
        if (result.error.empty()) result.error = "no SGF game tree found";
    } else {
        file_diagnostics.push_back({Severity::error, {}, result.error});
    }
    ++tally.input_errors;
    tally.status = worst(tally.status, ExitCode::bad_input);
    nlohmann::ordered_json object = report::unreadable_object(result.input.path, charset, file_diagnostics);
    add_origin(object, input);
    add_result(std::move(object), settings, result);
    return result;
}

}  // namespace kifu::batch
