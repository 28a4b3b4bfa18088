#include "report/check_report.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "report/json_object.hpp"
#include "report/json_text.hpp"

#include "report/info_report.hpp"
#include "report/outcome_words.hpp"
#include "report/score_report.hpp"

namespace kifu::report {
using json = nlohmann::ordered_json;

json check_object(const analysis::GameOutcome& g) {
    json o = info_object(g.file, g.game, g.info, g.diagnostics);
    append(o, "ruleset", std::string(g.choice.rules->name));
    append(o, "ruleset_from", g.choice.origin);
    json violations = json::array();
    for (std::size_t i = 0; i < g.replay.violations.size(); ++i) {
        const rules::Violation& v = g.replay.violations[i];
        violations.push_back({{"move", v.move},
                              {"color", std::string(sgf_letter(v.color))},
                              {"point", v.point.empty() ? std::string("pass") : v.point},
                              {"kind", std::string(rules::kind_name(v.kind))},
                              {"consequence", g.verdict.consequences[i]}});
    }
    append(o, "violations", std::move(violations));
    json repetitions = json::array();
    for (std::size_t i = 0; i < g.replay.repetitions.size(); ++i) {
        const rules::Repetition& r = g.replay.repetitions[i];
        repetitions.push_back({{"move", r.move},
                               {"repeats", r.repeats},
                               {"cycle", r.move - r.repeats},
                               {"meaning", g.verdict.repetition_meanings[i]}});
    }
    append(o, "repetitions", std::move(repetitions));
    append(o, "verdict", std::string(rules::verdict_name(g.verdict.kind)));
    append(o, "verdict_detail", g.verdict.summary);
    append(o, "result_note", g.verdict.result_note.empty() ? json(nullptr) : json(g.verdict.result_note));
    append(o, "end_move", g.replay.end_move ? json(*g.replay.end_move) : json(nullptr));
    return o;
}

json outcome_object(const analysis::GameOutcome& g, CountKeys count) {
    json o = g.score && count == CountKeys::when_counted ? score_object(g) : check_object(g);
    append(o, "likely_recording_error",
           g.verdict.likely_recording_error.empty() ? json(nullptr) : json(g.verdict.likely_recording_error));
    append(o, "result_stands", g.result.stands ? json(*g.result.stands) : json(nullptr));
    append(o, "result_stands_basis", std::string(analysis::standing_reason_name(g.result.reason)));
    append(o, "result_stands_reason", g.result.text);
    // The arrays list at most rules::findings_listed_per_game; these count every one.
    append(o, "violations_total", g.replay.violations_total());
    append(o, "repetitions_total", g.replay.repetitions_total);
    return o;
}

void write_outcome_json(std::ostream& out, const analysis::GameOutcome& g, CountKeys count) {
    out << json_text(outcome_object(g, count)) << '\n';
}

namespace {

std::string players(const sgf::GameInfo& info) {
    auto one = [](const sgf::PlayerInfo& p) {
        std::string s = p.name.empty() ? "?" : p.name;
        return p.rank.empty() ? s : s + " (" + p.rank + ")";
    };
    return one(info.black) + " (B) vs " + one(info.white) + " (W)";
}

std::string move_list(const std::vector<int>& moves) {
    std::string s;
    for (std::size_t i = 0; i < moves.size() && i < 10; ++i) s += (i ? ", " : "") + std::to_string(moves[i]);
    if (moves.size() > 10) s += fmt::format(" and {} more", moves.size() - 10);
    return s;
}

}  // namespace

void write_check_text(std::ostream& out, const analysis::GameOutcome& g) {
    out << g.file << "  game " << g.game + 1 << ": " << players(g.info) << '\n';
    out << "  Rules      " << g.choice.rules->name << "  (" << g.choice.rules->title << "; from "
        << ruleset_source(g) << ")\n";
    out << "  Moves      " << g.replay.moves;
    if (g.replay.end_move) out << ", game ended at move " << *g.replay.end_move;
    out << '\n';
    out << "  Verdict    " << rules::verdict_name(g.verdict.kind) << ": " << g.verdict.summary << '\n';
    if (!g.replay.violations.empty()) {
        out << "  Violations\n";
        // The point column as wide as its widest entry ("zz, off the 9x9 board" ran into the
        // kind and consequence), up to a width a hostile value cannot blow up for every row.
        std::vector<std::string> points;
        std::size_t width = 5;
        for (const rules::Violation& v : g.replay.violations) {
            points.push_back(recorded_point(v.point, g.info.size));
            width = std::min(std::max(width, points.back().size()), std::size_t{40});
        }
        for (std::size_t i = 0; i < g.replay.violations.size(); ++i) {
            const rules::Violation& v = g.replay.violations[i];
            out << fmt::format("    move {:>4}  {}  {:<{}} {:<11} {}\n", v.move, sgf_letter(v.color), points[i], width,
                               rules::kind_name(v.kind), g.verdict.consequences[i]);
        }
        if (const int more = g.replay.violations_not_listed(); more > 0)
            out << fmt::format("    ... and {} more illegal move{} (the first {} are listed)\n", more,
                               more == 1 ? "" : "s", g.replay.violations.size());
    }
    if (!g.replay.repetitions.empty()) {
        out << "  Repetitions\n";
        for (std::size_t i = 0; i < g.replay.repetitions.size(); ++i) {
            const rules::Repetition& r = g.replay.repetitions[i];
            out << fmt::format("    move {:>4} {}\n", r.move, repeats_clause(r, g.verdict.repetition_meanings[i]));
        }
        if (const int more = g.replay.repetitions_not_listed(); more > 0)
            out << fmt::format("    ... and {} more repeated position{} (the first {} are listed)\n", more,
                               more == 1 ? "" : "s", g.replay.repetitions.size());
    }
    if (!g.replay.after_end.empty())
        out << "  After end  move" << (g.replay.after_end.size() == 1 ? " " : "s ") << move_list(g.replay.after_end)
            << " played after the game ended at move " << *g.replay.end_move << '\n';
    // Every judgement of RE is said, "cannot be judged" and why included (a director reads
    // the text as JSON's result_stands_reason); not when there is no RE, or it is a count
    // and check counted nothing (every count RE would say so).
    if (g.result.reason != analysis::StandingReason::no_result_recorded &&
        g.result.reason != analysis::StandingReason::not_scored)
        out << "  Result     " << g.result.text << '\n';
    out << '\n';
}

}  // namespace kifu::report
