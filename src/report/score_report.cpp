#include "report/score_report.hpp"

#include <cmath>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "report/json_object.hpp"
#include "report/json_text.hpp"
#include "report/mismatch_note.hpp"
#include "report/outcome_words.hpp"
#include "sgf/values.hpp"

namespace kifu::report {
using json = nlohmann::ordered_json;
using scoring::Count;
using scoring::Mark;
using scoring::SideCount;

namespace {

json points_json(const std::vector<Point>& points) {
    json list = json::array();
    for (Point p : points) list.push_back(sgf_point(p));
    return list;
}

json side_json(const SideCount& s) {
    return {{"stones", s.stones},           {"territory", s.territory},     {"seki_eyes", s.seki_eyes},
            {"must_fill", s.must_fill},     {"captures", s.captures},       {"dead_removed", s.dead_removed}, {"pass_stones", s.pass_stones},
            {"komi", s.komi},               {"compensation", s.compensation}, {"total", s.total}};
}

json count_json(const Count& c) {
    return {{"ruleset", std::string(c.rules->name)},
            {"decided_at_move", c.decided_at_move ? json(*c.decided_at_move) : json(nullptr)},
            {"black", c.black.total},
            {"white", c.white.total},
            {"result", c.result()},
            {"detail", {{"black", side_json(c.black)}, {"white", side_json(c.white)}}}};
}

json optional_bool(const std::optional<bool>& b) { return b ? json(*b) : json(nullptr); }

std::string number(double v) { return sgf::format_real(v); }
std::string part(int v, bool shown) { return shown ? std::to_string(v) : "-"; }

// The chains kifu judged dead or in seki, and what it left unsettled, with the reasons.
void write_judgement_text(std::ostream& out, const scoring::LifeAndDeath& j, BoardSize size) {
    out << "  Life and death, judged by kifu (--dead auto):\n";
    int shown = 0;
    for (const scoring::ChainJudgement& c : j.chains) {
        if (c.status == scoring::ChainStatus::alive && c.settled) continue;
        out << fmt::format("    {} chain at {} ({} stone{}): {}, {}\n", color_name(c.color),
                           player_coordinate(c.stones.front(), size), c.stones.size(), c.stones.size() == 1 ? "" : "s",
                           scoring::status_name(c.status),
                           c.proved ? c.reason()
                                    : fmt::format("{} (confidence {:.3f}{})", c.reason(), c.confidence,
                                                  c.settled ? "" : ", not settled"));
        ++shown;
    }
    if (shown == 0) out << "    every chain is alive\n";
    if (!j.unsettled.empty())
        out << fmt::format("    {} point{} not settled: the score below is an estimate\n", j.unsettled.size(),
                           j.unsettled.size() == 1 ? "" : "s");
    out << '\n';
}

}  // namespace

json score_object(const analysis::GameOutcome& g) {
    const analysis::ScoredGame& score = *g.score;
    json o = check_object(g);
    std::vector<Point> seki = score.map.points_marked(Mark::black_seki_stone);
    const auto white_seki = score.map.points_marked(Mark::white_seki_stone);
    seki.insert(seki.end(), white_seki.begin(), white_seki.end());
    append(o, "dead", points_json(score.dead.points));
    append(o, "seki", points_json(seki));
    append(o, "dead_source", std::string(scoring::source_name(score.dead.source)));
    append(o, "dead_given", score.dead.source == scoring::DeadSource::given ? points_json(score.dead.named) : json(nullptr));
    append(o, "komi_used", score.komi);
    append(o, "japanese", count_json(score.japanese));
    append(o, "chinese", count_json(score.chinese));
    append(o, "by_ruleset", count_json(score.by_ruleset));
    append(o, "recorded", g.info.result ? json(g.info.result->canonical()) : json(nullptr));
    o["agrees"] = {{"japanese", optional_bool(score.agrees_japanese)},
                   {"chinese", optional_bool(score.agrees_chinese)},
                   {"ruleset", optional_bool(score.agrees_ruleset)}};
    json mismatch = nullptr;
    if (const auto& m = score.mismatch)
        mismatch = {{"kind", std::string(analysis::mismatch_name(m->kind))},
                    {"stones", points_json(m->stones)},
                    {"captured_at", points_json(m->captures)},
                    {"points", points_json(m->points)},
                    {"points_counted", m->points_counted != 0 ? m->points_counted : m->points.size()},
                    {"komi", m->kind == analysis::MismatchKind::komi_left_out || m->kind == analysis::MismatchKind::record_terms
                                 ? json(m->komi)
                                 : json(nullptr)},
                    {"note", mismatch_note(*m, *g.info.result, score.by_ruleset, g.replay.board, score.map)}};
    append(o, "recorded_mismatch", mismatch);
    append(o, "status", std::string(analysis::status_name(score.status)));
    append(o, "status_note", score.status_note.empty() ? json(nullptr) : json(score.status_note));
    append(o, "explanation", explanation_shown(g).lines);   // as every renderer words it
    // --dead auto: every chain's status, and what could not be settled.
    append(o, "unsettled", points_json(score.unsettled()));
    append(o, "estimate", g.estimate());
    append(o, "too_early", g.too_early());
    json chains = nullptr;
    if (score.judgement) {
        chains = json::array();
        // Dead, in seki, or in doubt: the alive chains kifu is sure of are left out, which
        // keeps a batch run's objects small (a 19x19 game has 60 chains or more).
        for (const scoring::ChainJudgement& c : score.judgement->chains) {
            if (c.status == scoring::ChainStatus::alive && c.settled) continue;
            json findings = json::array();
            for (const scoring::Finding& f : c.findings)
                findings.push_back({{"stage", std::string(scoring::stage_name(f.stage))},
                                    {"status", std::string(scoring::status_name(f.status))},
                                    {"measure", std::round(f.measure * 1000) / 1000},
                                    {"proved", f.proved}});
            chains.push_back({{"color", std::string(sgf_letter(c.color))},
                              {"point", sgf_point(c.stones.front())},
                              {"stones", c.stones.size()},
                              {"status", std::string(scoring::status_name(c.status))},
                              {"confidence", std::round(c.confidence * 1000) / 1000},
                              {"certain", c.proved},
                              {"reason", c.reason()},
                              {"settled", c.settled},
                              {"findings", std::move(findings)}});
        }
    }
    append(o, "chains", chains);
    return o;
}

void write_score_text(std::ostream& out, const analysis::GameOutcome& g, DiagramStyle style) {
    const analysis::ScoredGame& score = *g.score;
    const rules::Board& replay_board = g.replay.board;
    const BoardSize s = score.map.size();
    // A record without KM has no komi to name a source for (it read "komi 0 from ,").
    const std::string komi_from = score.komi_given() ? " from " + score.komi_source : std::string(" (none recorded)");
    out << g.file << "  game " << g.game + 1 << "  (" << s.width << "x" << s.height << ", komi "
        << number(score.komi) << komi_from << ", dead stones: "
        << dead_source_words(score.dead.source) << ")\n\n";
    // Every count and RE's standing below are under these rules: one kifu assumed is said
    // so, as `kifu check` says it (JSON and CSV have `ruleset_from`).
    if (g.choice.origin == "default")
        out << "  Rules " << g.choice.rules->name << " assumed (" << g.choice.rules->title << "; from "
            << ruleset_source(g) << ").\n\n";
    if (const std::string note = dead_given_note(g); !note.empty()) out << "  " << as_sentence(note) << "\n\n";
    // A rules verdict that is not ok decides more than any count: it comes first.
    if (g.verdict.kind != rules::VerdictKind::ok)
        out << "  " << as_sentence(verdict_sentence(g)) << ' ' << as_sentence(g.result.text) << "\n\n";
    EstimateMarks estimate;
    estimate.unsettled = score.unsettled();
    if (score.judgement) {
        for (const scoring::ChainJudgement& c : score.judgement->chains)
            if (c.status == scoring::ChainStatus::dead && !c.proved)
                estimate.estimated_dead.insert(estimate.estimated_dead.end(), c.stones.begin(), c.stones.end());
    }
    for (const std::string& line :
         board_diagram(replay_board, &score.map, style, std::nullopt, score.judgement ? &estimate : nullptr))
        out << line << '\n';
    out << diagram_legend(style, true) << '\n';
    if (score.judgement) out << estimate_legend(style) << '\n';
    out << '\n';
    if (score.judgement) write_judgement_text(out, *score.judgement, s);

    const Count& j = score.japanese;
    const Count& c = score.chinese;
    auto line = [&](std::string_view label, std::string jb, std::string jw, std::string cb, std::string cw) {
        std::string text = fmt::format("  {:<22}{:>9}{:>9}    {:>9}{:>9}", label, jb, jw, cb, cw);
        text.erase(text.find_last_not_of(' ') + 1);
        out << text << '\n';
    };
    if (const std::string early = too_early_sentence(g); !early.empty()) out << "  " << early << "\n\n";
    out << "  " << count_title(g) << count_title_suffix(g) << ":\n";
    line("", "Japanese", "", "Chinese", "");
    line("", "Black", "White", "Black", "White");
    line("stones on the board", "-", "-", part(c.black.stones, true), part(c.white.stones, true));
    line("territory", part(j.black.territory, true), part(j.white.territory, true), part(c.black.territory, true),
         part(c.white.territory, true));
    line("seki eyes", part(j.black.seki_eyes, j.rules->seki_eyes_count), part(j.white.seki_eyes, j.rules->seki_eyes_count),
         part(c.black.seki_eyes, true), part(c.white.seki_eyes, true));
    if (c.black.must_fill + c.white.must_fill > 0)
        line("points to fill", "-", "-", part(c.black.must_fill, true), part(c.white.must_fill, true));
    line("prisoners in play", part(j.black.captures, true), part(j.white.captures, true), "-", "-");
    line("opponent's dead stones", part(j.black.dead_removed, true), part(j.white.dead_removed, true), "-", "-");
    line("komi", "", number(j.white.komi), "", number(c.white.komi));
    line("handicap compensation", "", part(j.white.compensation, true), "", part(c.white.compensation, true));
    line("total", number(j.black.total), number(j.white.total), number(c.black.total), number(c.white.total));
    line(result_label(g, j), shown_result(g, j), "", shown_result(g, c), "");
    const std::string recorded = g.info.result ? g.info.result->quoted() : "no RE";
    const bool compared = g.count_judges_re();
    if (compared)
        line(recorded, std::string(agreement_word(g, j, score.agrees_japanese)), "",
             std::string(agreement_word(g, c, score.agrees_chinese)), "");
    if (const std::string by_ruleset = by_ruleset_sentence(g); !by_ruleset.empty()) out << "\n  " << by_ruleset << '\n';
    if (!compared) out << "\n  " << as_sentence(uncounted_result(g)) << '\n';
    if (score.mismatch)
        out << "\n  Why RE differs: "
            << mismatch_note(*score.mismatch, *g.info.result, score.by_ruleset, replay_board, score.map) << ".\n";
    if (!score.status_note.empty()) out << "\n  Note: " << score.status_note << ".\n";
    if (g.verdict.kind == rules::VerdictKind::ok && g.info.result)  // whether RE stands, or why it cannot be judged
        out << "\n  " << as_sentence(g.result.text) << '\n';
    const ExplanationShown explanation = explanation_shown(g);
    out << "\n  " << explanation.heading << ":\n";
    for (const std::string& sentence : explanation.lines) out << "    " << sentence << '\n';
    out << '\n';
}

}  // namespace kifu::report
