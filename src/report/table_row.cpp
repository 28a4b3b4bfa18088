#include "report/table_row.hpp"

#include <fmt/format.h>

#include "sgf/rank.hpp"

namespace kifu::report {
namespace {

std::optional<std::string> text(const std::string& s) {
    return s.empty() ? std::nullopt : std::optional<std::string>(s);
}

CountColumns columns(const scoring::Count& c) {
    CountColumns o;
    o.result = c.result();
    if (!c.decided && !c.counts_nothing) o.margin = c.margin();
    return o;
}

std::optional<double> recorded_margin(const std::optional<sgf::GameResult>& r) {
    if (!r) return std::nullopt;
    if (r->winner == sgf::Winner::draw) return 0.0;
    if (r->kind != sgf::WinKind::score || !r->margin) return std::nullopt;
    if (r->winner == sgf::Winner::black) return *r->margin;
    if (r->winner == sgf::Winner::white) return -*r->margin;
    return std::nullopt;
}

// A "N more ... like this" line counts for the N problems it stands for.
void count_diagnostics(const Diagnostics& diagnostics, TableRow& row) {
    for (const Diagnostic& d : diagnostics) {
        const auto problems = static_cast<std::int64_t>(d.omitted > 0 ? d.omitted : 1);
        if (d.severity == Severity::warning) {
            row.warnings += problems;
            continue;
        }
        row.errors += problems;
        if (!row.error_messages.empty()) row.error_messages += "; ";
        row.error_messages += d.message;
    }
}

void add_score(const analysis::GameOutcome& g, TableRow& row) {
    const analysis::ScoredGame& s = *g.score;
    row.japanese = columns(s.japanese);
    row.chinese = columns(s.chinese);
    row.by_ruleset = columns(s.by_ruleset);
    row.agrees_japanese = s.agrees_japanese;
    row.agrees_chinese = s.agrees_chinese;
    row.agrees_ruleset = s.agrees_ruleset;
    row.dead_source = std::string(scoring::source_name(s.dead.source));
    row.status = std::string(analysis::status_name(s.status));
    if (s.mismatch) row.recorded_mismatch = std::string(analysis::mismatch_name(s.mismatch->kind));
    row.estimate = g.estimate();
    row.unsettled_points = static_cast<std::int64_t>(g.unsettled_points());
    row.too_early = g.too_early();
}

std::optional<std::int64_t> rank_column(const std::string& rank) {
    if (const std::optional<int> v = sgf::rank_value(rank)) return *v;
    return std::nullopt;
}

}  // namespace

TableRow table_row(const analysis::GameOutcome& g) {
    TableRow row;
    const sgf::GameInfo& info = g.info;
    row.file = g.file;
    row.game = static_cast<std::int64_t>(g.game);
    row.size = fmt::format("{}x{}", info.size.width, info.size.height);
    row.moves = static_cast<std::int64_t>(info.moves);
    row.komi = info.komi;
    row.handicap = info.handicap;
    row.black = text(info.black.name);
    row.black_rank = text(info.black.rank);
    row.white = text(info.white.name);
    row.white_rank = text(info.white.rank);
    row.date = text(info.date);
    row.event = text(info.event);
    if (info.result) row.recorded = info.result->canonical();
    row.recorded_margin = recorded_margin(info.result);
    row.black_rank_value = rank_column(info.black.rank);
    row.white_rank_value = rank_column(info.white.rank);
    if (info.result && info.result->winner == sgf::Winner::black) row.winner.emplace(1, 'B');
    if (info.result && info.result->winner == sgf::Winner::white) row.winner.emplace(1, 'W');
    row.ruleset = std::string(g.choice.rules->name);
    row.ruleset_from = g.choice.origin;
    row.verdict = std::string(rules::verdict_name(g.verdict.kind));
    row.likely_recording_error = text(g.verdict.likely_recording_error);
    if (g.replay.end_move) row.end_move = *g.replay.end_move;
    if (g.score) add_score(g, row);
    row.result_stands = g.result.stands;
    row.result_stands_basis = std::string(analysis::standing_reason_name(g.result.reason));
    row.result_stands_reason = g.result.text;
    row.result_note = text(g.verdict.result_note);
    for (std::size_t i = 0; i < g.replay.violations.size(); ++i) {
        const rules::Violation& v = g.replay.violations[i];
        row.violations.push_back({v.move, std::string(sgf_letter(v.color)), v.point.empty() ? "pass" : v.point,
                                  std::string(rules::kind_name(v.kind)), g.verdict.consequences[i]});
    }
    for (std::size_t i = 0; i < g.replay.repetitions.size(); ++i) {
        const rules::Repetition& r = g.replay.repetitions[i];
        row.repetitions.push_back({r.move, r.repeats, r.move - r.repeats, g.verdict.repetition_meanings[i]});
    }
    row.violations_total = g.replay.violations_total();
    row.repetitions_total = g.replay.repetitions_total;
    count_diagnostics(g.diagnostics, row);
    return row;
}

TableRow unreadable_row(const std::string& file, const Diagnostics& diagnostics) {
    TableRow row;
    row.file = file;
    count_diagnostics(diagnostics, row);
    return row;
}

}  // namespace kifu::report
