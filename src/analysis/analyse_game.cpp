#include "analysis/analyse_game.hpp"

#include <fmt/format.h>

#include "analysis/cycle_points.hpp"
#include "analysis/dead_stones_input.hpp"
#include "analysis/result_standing.hpp"
#include "sgf/territory_markup.hpp"
#include "base/diagnostic_cap.hpp"

namespace kifu::analysis {

bool GameOutcome::estimate() const { return unsettled_points() > 0; }

bool GameOutcome::ruleset_count_estimated() const {
    return choice.rules == nullptr ? estimate() : count_estimated(*choice.rules);
}

bool GameOutcome::count_estimated(const rules::Ruleset& rules) const {
    return estimate() && (rules.removes_dead_stones || at_move || !replay.end_move);
}

std::size_t GameOutcome::unsettled_points() const {
    return score ? score->unsettled().size() : 0;
}

bool GameOutcome::too_early() const {
    const std::size_t points = static_cast<std::size_t>(info.size.width) * static_cast<std::size_t>(info.size.height);
    return unsettled_points() * 2 > points;
}

bool GameOutcome::ruleset_too_early() const {
    return too_early() && (ruleset_count_estimated() || !replay.end_move || at_move);
}

bool GameOutcome::count_judges_re() const { return counted_result() && !at_move && !ruleset_too_early(); }

bool GameOutcome::counted_result() const {
    return info.result && (info.result->kind == sgf::WinKind::score || info.result->winner == sgf::Winner::draw);
}

void make_strict(Diagnostics& diagnostics) {
    for (Diagnostic& d : diagnostics) d.severity = Severity::error;
}

ExitCode status_of(const Diagnostics& diagnostics) {
    if (has_errors(diagnostics)) return ExitCode::bad_input;
    return diagnostics.empty() ? ExitCode::ok : ExitCode::warnings;
}

bool has_game_problem(const GameOutcome& outcome) {
    return outcome.verdict.kind != rules::VerdictKind::ok || outcome.result.stands == false;
}

ExitCode exit_status(const GameOutcome& outcome) {
    return worst(has_game_problem(outcome) ? ExitCode::game_problem : ExitCode::ok, status_of(outcome.diagnostics));
}

std::string move_out_of_range(const std::optional<int>& at_move, std::size_t moves) {
    if (!at_move || (*at_move >= 0 && static_cast<std::size_t>(*at_move) <= moves)) return {};
    return "--move " + std::to_string(*at_move) + ": the main line has " + std::to_string(moves) +
           (moves == 1 ? " move" : " moves") + "; give a move from 0 to " + std::to_string(moves);
}

namespace {

void add_replay_warnings(const rules::ReplayResult& replay, Diagnostics& diagnostics) {
    diagnostics.insert(diagnostics.end(), replay.warnings.begin(), replay.warnings.end());
    CappedDiagnostics after_end(diagnostics);  // a hostile record plays on for millions of moves
    for (std::size_t i = 0; i < replay.after_end.size(); ++i)
        after_end.add(Severity::warning, replay.after_end_at[i], "move {} was played after the game ended at move {}",
                      replay.after_end[i],
                      *replay.end_move);
    after_end.finish();
}

// The scoring options for this game's board, or an error message for a list that does not fit it.
std::optional<ScoreOptions> score_options(const AnalysisOptions& options, const sgf::GameInfo& info,
                                                   std::string& error) {
    ScoreOptions s;
    s.komi = options.komi;
    switch (options.dead.kind) {
        case DeadChoice::Kind::record:
            // The record's TB/TW describe the final position: a position before it is judged.
            s.estimate = options.at_move && *options.at_move < static_cast<int>(info.moves);
            break;
        case DeadChoice::Kind::judged: s.estimate = true; break;
        case DeadChoice::Kind::list:
            s.dead = parse_dead_list(options.dead.list, info.size, error);
            if (!s.dead) return std::nullopt;
            break;
    }
    return s;
}

// `kifu check` counts a game only when the count costs no judgement: its RE is a count and
// its last node carries the players' own TB/TW markup, which says which stones are dead.
bool counts_with_markup(const sgf::GameTree& tree, const GameOutcome& o) {
    if (!o.info.result) return false;
    if (o.info.result->kind != sgf::WinKind::score && o.info.result->winner != sgf::Winner::draw) return false;
    const std::vector<sgf::NodeId>& line = tree.main_line();
    return !line.empty() && sgf::has_players_markup(tree, line.back());
}

void note_moves_not_counted(ScoredGame& score, const rules::ReplayResult& replay) {
    const std::size_t n = replay.after_end.size();
    score.status_note += fmt::format("{}the game ended at move {}: the {} recorded after it {} not counted",
                                     score.status_note.empty() ? "" : "; ", *replay.end_move,
                                     n == 1 ? std::string("move") : fmt::format("{} moves", n), n == 1 ? "is" : "are");
}

// An estimate that differs from RE says nothing against it (StandingReason::estimate_differs):
// whether RE agrees with that count is not known, null, never false, so that a filter on
// `agrees_ruleset = false` finds only the counts that do disagree.
void not_judged_by_estimates(GameOutcome& o) {
    ScoredGame& s = *o.score;
    for (auto [agrees, count] : {std::pair{&s.agrees_japanese, &s.japanese}, std::pair{&s.agrees_chinese, &s.chinese},
                                 std::pair{&s.agrees_ruleset, &s.by_ruleset}})
        if (*agrees == false && o.count_estimated(*count->rules)) agrees->reset();
    // Nor can it say why RE differs: a reading that reproduces RE from an estimate (the
    // winner swapped, a chain left on) would be a guess given as the record's story.
    if (!s.agrees_ruleset) s.mismatch.reset();
}

}  // namespace

GameOutcome analyse_game(const std::string& file, sgf::GameRecord& game, const AnalysisOptions& options) {
    sgf::GameInfo info = sgf::summarize_game(game);
    rules::RulesetChoice choice = rules::choose_ruleset(options.rules, info.rules);
    if (!choice.note.empty()) game.diagnostics.push_back({Severity::warning, {}, choice.note});
    const std::string bad_move = move_out_of_range(options.at_move, info.moves);
    // The last move asked for is the end of the game, counted and judged as it (RE, the
    // players' markup): "the game went on after move N" would not be so.
    const bool before_end = options.at_move && (options.variation || *options.at_move < static_cast<int>(info.moves));
    std::optional<int> at_move = bad_move.empty() && before_end ? options.at_move : std::nullopt;
    // Nor is the move the passes ended the game at, however many moves the record holds
    // after it: that position is the game's end, counted and judged as without --move.
    // Which move that is, the whole record says: under the presets where two passes only
    // stop play (Japanese Art. 9), a replay cut at a stop after which play resumed saw that
    // stop as the last, and --move 2 counted the final position instead of move 2's.
    std::optional<rules::ReplayResult> whole;
    if (at_move) {
        whole = rules::replay_main_line(game.tree, info, *choice.rules, -1);
        if (!options.variation && whole->end_move == at_move) at_move.reset();
    }
    // A variation's own end (the passes that end its line, or its last move where none do)
    // is counted as `kifu score` counts the end of a record whose main line it is, RE aside:
    // the page counted it as a position before the end, and its count differed.
    const bool variation_end = at_move && options.variation &&
                               (whole->end_move ? *whole->end_move == *at_move
                                                : *at_move == static_cast<int>(info.moves));
    rules::ReplayResult replay = at_move ? rules::replay_main_line(game.tree, info, *choice.rules, *at_move)
                                 : whole ? std::move(*whole)
                                         : rules::replay_main_line(game.tree, info, *choice.rules, -1);
    add_replay_warnings(replay, game.diagnostics);
    rules::Verdict verdict = rules::judge(replay, *choice.rules, info.result);
    GameOutcome o{file,
                  game.index,
                  std::move(info),
                  std::move(game.diagnostics),
                  std::move(choice),
                  std::move(replay),
                  std::move(verdict),
                  std::nullopt,
                  {},
                  at_move,
                  game.cut_off,
                  at_move && options.variation,
                  options.komi};
    game.diagnostics.clear();
    if (!bad_move.empty()) {
        o.diagnostics.push_back({Severity::error, {}, bad_move});  // nothing counted: the position asked for is not there
    } else if (options.score || (options.count_marked && counts_with_markup(game.tree, o))) {
        std::string error;
        // Moves recorded after the end are no moves of the game (the verdict sets them
        // aside): the count is of the position the game ended in, not of the board after them.
        std::optional<rules::ReplayResult> at_end;
        if (!at_move && o.replay.end_move && !o.replay.after_end.empty())
            at_end = rules::replay_main_line(game.tree, o.info, *o.choice.rules, *o.replay.end_move);
        const rules::ReplayResult& counted = at_end ? *at_end : o.replay;
        if (auto s = score_options(options, o.info, error)) {
            // The end of a game the players finished, not a count before it or of a game
            // resigned or cut off.
            s->finished_position = (!at_move && (o.replay.end_move.has_value() || o.counted_result())) ||
                                   (variation_end && (whole->end_move.has_value() || o.counted_result()));
            s->at_move = at_move;
            s->variation = options.variation;
            if (whole) {
                s->record_end_move = whole->end_move;
                s->record_final_passes = whole->final_passes;
            }
            if (s->dead && s->dead->source == scoring::DeadSource::given)
                for (const std::string& warning : scoring::mark_whole_chains(*s->dead, counted.board))
                    o.diagnostics.push_back({Severity::warning, {}, "--dead: " + warning});
            if (!at_move || variation_end) s->fought_over = cycle_points(game.tree, counted);
            if (o.choice.origin == "--rules") s->record_rules = rules::choose_ruleset("", o.info.rules).rules;
            o.score.emplace(score_game(game.tree, o.info, counted, *o.choice.rules, *s));
            if (!o.score->markup_set_aside.empty())
                o.diagnostics.push_back({Severity::warning, {}, o.score->markup_set_aside});
            if (at_end) note_moves_not_counted(*o.score, o.replay);
            // A count before the end, or one too early to count, says nothing about RE
            // (StandingReason::counted_mid_game, count_not_comparable). Under rules that
            // remove no stones the game's own count after the passes still does.
            if (at_move || o.too_early()) o.score->agrees_japanese = o.score->agrees_chinese = std::nullopt;
            if (at_move || o.ruleset_too_early()) {
                o.score->agrees_ruleset = std::nullopt;
                o.score->mismatch.reset();
            }
        } else
            o.diagnostics.push_back({Severity::error, {}, "--dead: " + error});
    }
    if (options.strict) make_strict(o.diagnostics);
    o.result = judge_result(o);
    if (o.score) not_judged_by_estimates(o);
    return o;
}

}  // namespace kifu::analysis
