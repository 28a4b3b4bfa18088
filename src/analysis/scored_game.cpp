#include "analysis/scored_game.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "analysis/dead_stones_input.hpp"
#include "analysis/re_agreement.hpp"
#include "scoring/must_fill.hpp"
#include "scoring/open_areas.hpp"
#include "scoring/seki.hpp"

namespace kifu::analysis {

std::string_view status_name(GameStatus status) {
    switch (status) {
        case GameStatus::finished: return "finished";
        case GameStatus::resigned: return "resigned";
        case GameStatus::timed_out: return "timed-out";
        case GameStatus::forfeit: return "forfeit";
        case GameStatus::unfinished: return "unfinished";
    }
    return "finished";
}

namespace {

// A neutral area this large is play left unfinished, not dame the players did not fill.
bool looks_unfinished(const scoring::TerritoryMap& map) {
    const BoardSize s = map.size();
    return map.largest_dame_region() >= scoring::JudgeParams{}.unfinished_area_size(s.width * s.height);
}

// A variation (kifu view) is a what-if: the game's end (its RE, a resignation) is not its
// own, which only its line says: two passes in it, or none. ("The game went on to move 15
// and ended with a count" was the variation's last move and the game's RE.)
void variation_status(ScoredGame& g, const sgf::GameInfo& info, int at_move, std::optional<int> end_move) {
    g.status = end_move ? GameStatus::finished : GameStatus::unfinished;
    const int moves = static_cast<int>(info.moves);
    if (end_move && *end_move == at_move)
        g.status_note = fmt::format("this variation ended by two passes at move {}", at_move);
    else if (end_move && *end_move > at_move)
        g.status_note = fmt::format("the position after move {} of this variation is counted as it stands; the "
                                    "variation goes on to end by two passes at move {}",
                                    at_move, *end_move);
    else if (end_move)
        g.status_note = fmt::format("this variation ended by two passes at move {}; the position after move {}, "
                                    "played after that, is counted as it stands",
                                    *end_move, at_move);
    else if (at_move < moves)
        g.status_note = fmt::format("the position after move {} of this variation is counted as it stands; the "
                                    "variation goes on to move {} and does not end with two passes",
                                    at_move, moves);
    else
        g.status_note = fmt::format("this variation stops at move {} without two passes; the position is counted "
                                    "as it stands",
                                    at_move);
}

void judge_status(ScoredGame& g, const sgf::GameInfo& info, const rules::ReplayResult& replay,
                  const rules::Ruleset& game_rules, const ScoreOptions& options) {
    const std::optional<int> at_move = options.at_move;
    // How the game ended is the whole record's: a count after move 18 of a game that went
    // on to end by two passes was "unfinished", "does not end with two passes".
    const std::optional<int> end_move = at_move ? options.record_end_move : replay.end_move;
    const int final_passes = at_move ? options.record_final_passes : replay.final_passes;
    if (replay.first_capture_move && replay.end_move == replay.first_capture_move) {
        // Capture go: the first capture decided the game, whatever RE calls it (a resignation
        // after it, as servers record the end). "Decided by resignation" was not so.
        // Nor is its board "unfinished": capture go counts no territory.
        g.status = GameStatus::finished;
        g.status_note = fmt::format("the game was decided by the first capture, at move {}; the position is scored "
                                    "as it stands",
                                    *replay.first_capture_move);
        return;
    }
    std::string ended;  // how the game ended, when not by two passes or a count
    if (options.variation && at_move) {
        variation_status(g, info, *at_move, end_move);
    } else if (info.result && info.result->kind == sgf::WinKind::resign) {
        g.status = GameStatus::resigned;
        ended = "was decided by resignation";
    } else if (info.result && info.result->kind == sgf::WinKind::time) {
        g.status = GameStatus::timed_out;
        ended = "was decided on time";
    } else if (info.result && info.result->kind == sgf::WinKind::forfeit) {
        g.status = GameStatus::forfeit;
        ended = "was decided by forfeit";
    } else if (!end_move && !(info.result && info.result->kind == sgf::WinKind::score)) {
        g.status = GameStatus::unfinished;
        // Two passes that end no game under rules where White passes last (AGA): saying
        // the record does not end with two passes would not be so.
        ended = final_passes >= 2 && game_rules.white_passes_last
                    ? fmt::format("ends with two passes, the last by Black, but under {} rules White passes last, "
                                  "so the game had not ended",
                                  game_rules.title)
                    : "does not end with two passes or a counted result";
    }
    // A count before the end of a game that ended by passes or with a count says so too: a
    // bare "finished", with no note, beside the count after move 40 read as if the game had
    // ended there.
    if (ended.empty() && at_move && !options.variation)
        ended = end_move ? "ended by two passes" : info.result ? "ended with a count" : "";
    // A count before the end: the game's end came after this position, which is counted as
    // it stands because the user asked for it ("the game was decided on time; the position
    // is scored as it stands" beside the count after move 18 told otherwise).
    if (!ended.empty() && at_move)
        g.status_note = fmt::format("the position after move {} is counted as it stands; {} to move {} and {}",
                                    *at_move, g.status == GameStatus::unfinished ? "the record goes on" : "the game went on",
                                    info.moves, ended);
    else if (!ended.empty())
        g.status_note = fmt::format("{} {}; {} as it stands", g.status == GameStatus::unfinished ? "the record" : "the game",
                                    ended, g.status == GameStatus::unfinished ? "scored" : "the position is scored");
    // Play resumed after two passes (Japanese Art. 9-3) and the record stops before two
    // more: the count is of the record's last position, not of the stop, and saying
    // nothing let it read as the position where play had ended.
    if (!at_move && replay.resumed_after && !replay.end_move)
        g.status_note += fmt::format("{}play resumed after the passes at move {} and did not stop again: the "
                                     "position at the record's end is counted",
                                     g.status_note.empty() ? "" : "; ", *replay.resumed_after);
    if (looks_unfinished(g.map)) {
        if (g.status == GameStatus::finished) g.status = GameStatus::unfinished;
        g.status_note += std::string(g.status_note.empty() ? "" : "; ") + "the position looks unfinished: a neutral area of " +
                         std::to_string(g.map.largest_dame_region()) + " points";
    }
}

// The open areas of the position once `dead` are taken off; every empty point before a
// colour has put a stone on the board (a handicap game's setup: nothing is enclosed
// against a player who has not played).
// A colour has put no stone on the board yet (the replay knows; the board alone does not).
bool a_side_has_not_played(const rules::ReplayResult& replay) {
    return replay.stones_placed[0] == 0 || replay.stones_placed[1] == 0;
}

std::vector<Point> open_after_taking_off(const rules::ReplayResult& replay, const std::vector<Point>& dead) {
    if (a_side_has_not_played(replay)) return scoring::empty_points(replay.board);
    rules::Board cleared = replay.board;
    cleared.set(dead, std::nullopt);
    std::vector<Point> open = scoring::open_areas(cleared).points;
    std::sort(open.begin(), open.end());
    return open;
}

// RE is the count under the record's own komi and ruleset, where the user counted with
// others (--komi, --rules): the record is not what differs.
std::optional<RecordedMismatch> record_terms(const ScoredGame& g, const rules::ReplayResult& replay,
                                             const std::vector<Point>& seki, const sgf::GameInfo& info,
                                             const rules::Ruleset& game_rules, const ScoreOptions& options) {
    const double own_komi = options.komi ? info.komi.value_or(0) : g.komi;
    const rules::Ruleset& own_rules = options.record_rules ? *options.record_rules : game_rules;
    if (own_komi == g.komi && &own_rules == &game_rules) return std::nullopt;
    const scoring::Count own =
        scoring::count_position(replay, g.dead, seki, own_rules, own_komi, g.unsettled()).by_ruleset;
    if (agrees(own, info.result) != true) return std::nullopt;
    RecordedMismatch m{MismatchKind::record_terms, {}, {}, {}};
    m.komi = own_komi;
    m.counted_by = &own_rules;
    return m;
}

}  // namespace

ScoredGame score_game(const sgf::GameTree& tree, const sgf::GameInfo& info, const rules::ReplayResult& replay,
                      const rules::Ruleset& game_rules, const ScoreOptions& options) {
    scoring::DeadStones dead;
    std::optional<scoring::LifeAndDeath> judgement;
    std::vector<Point> seki;
    // Play that resumed after a stop and ended again leaves nothing dead under rules that
    // say so (Swedish): the count takes none off, unless the user names dead stones.
    const bool none_dead_by_rule = game_rules.resumed_play_leaves_none_dead && replay.resumed_after &&
                                   replay.end_move && !options.dead;
    std::optional<scoring::DeadStones> given = options.dead;
    if (none_dead_by_rule) {
        given.emplace();
        given->source = scoring::DeadSource::none;
    }
    // The players' markup, unless it cannot be a count of this board (a stray mark).
    std::optional<scoring::DeadStones> markup =
        given || options.estimate ? std::nullopt : dead_from_markup(tree, replay.board);
    std::vector<Point> markup_seki;
    std::string markup_set_aside;
    if (markup) {
        markup_seki = scoring::find_seki(replay.board, markup->points);
        markup_set_aside = markup_contradiction(replay.board, *markup, markup_seki);
        if (!markup_set_aside.empty()) markup.reset();
    }
    if (given) {
        dead = *given;
        seki = scoring::find_seki(replay.board, dead.points);
        if (!dead.black_territory) {
            // A list (or none) marks no territory; a referee given only the dead stones still
            // leaves out the points a side must fill, as the markup and --dead auto do.
            const scoring::MarkedTerritory marked = scoring::territory_for_dead(replay.board, dead.points, seki);
            dead.black_territory = marked.black;
            dead.white_territory = marked.white;
        }
    } else if (markup) {
        dead = std::move(*markup);
        seki = std::move(markup_seki);
        // A side's markup that names no point empty on the board marks dead stones only (as
        // editors other than KGS's, and teachers, write TB/TW): it says nothing of that
        // side's territory, which is marked as for a referee given the dead stones. Read as
        // a territory map, every point of it was a must-fill point for want of a mark, and
        // RE "did not stand" for counting them.
        const auto names_empty = [&](const std::vector<Point>& marked) {
            return std::any_of(marked.begin(), marked.end(), [&](Point p) { return !replay.board.at(p); });
        };
        const bool black_marks = names_empty(*dead.black_territory), white_marks = names_empty(*dead.white_territory);
        if (!black_marks || !white_marks) {
            const scoring::MarkedTerritory marked = scoring::territory_for_dead(replay.board, dead.points, seki);
            if (!black_marks) dead.black_territory = marked.black;
            if (!white_marks) dead.white_territory = marked.white;
        }
    } else {
        scoring::LifeAndDeathOptions judge;
        judge.bent_four_dead = game_rules.bent_four_dead;  // the game's rules decide life and death
        judge.finished = options.finished_position;
        judge.a_side_has_not_played = a_side_has_not_played(replay);
        judge.params = options.judge_params;
        judge.fought_over = options.fought_over;
        judgement = scoring::judge_life_and_death(replay.board, judge);
        dead.source = scoring::DeadSource::estimate;
        dead.points = judgement->dead;
        dead.black_territory = judgement->black_territory;
        dead.white_territory = judgement->white_territory;
        seki = judgement->seki;
    }
    double komi = 0;
    std::string komi_source = "none";
    if (options.komi) {
        komi = *options.komi;
        komi_source = "--komi";
    } else if (info.komi) {
        komi = *info.komi;
        komi_source = "KM";
    }

    // What kifu's judgement left unsettled counts for nobody: an estimate counts only what is
    // settled. With the dead stones given, a count before the end is no more settled than
    // its open areas allow (a what-if at move 1 is not a result).
    std::vector<Point> unsettled;
    if (judgement) unsettled = judgement->unsettled;
    else if (!options.finished_position) unsettled = open_after_taking_off(replay, dead.points);
    ScoredGame g(scoring::count_position(replay, std::move(dead), seki, game_rules, komi, unsettled));
    if (!judgement) g.open_unjudged = std::move(unsettled);
    g.judgement = std::move(judgement);
    g.komi_source = std::move(komi_source);
    g.markup_set_aside = std::move(markup_set_aside);
    g.agrees_japanese = agrees(g.japanese, info.result);
    g.agrees_chinese = agrees(g.chinese, info.result);
    g.agrees_ruleset = agrees(g.by_ruleset, info.result);
    // A komi missing from the record comes first: without it every count is off by the komi,
    // so no reading of the board reproduces RE. Under a ruleset that takes no stones off,
    // explain_mismatch reads no map.
    // Capture go counts nothing (only a capture decides it): no reading of a count explains RE.
    if (g.agrees_ruleset == false && !game_rules.first_capture_wins) {
        g.mismatch = record_terms(g, replay, seki, info, game_rules, options);
        if (!g.mismatch && !options.komi)
            g.mismatch = komi_left_out(info.komi, info.handicap, g.by_ruleset, g.japanese, g.chinese, *info.result);
        if (!g.mismatch)
            g.mismatch = explain_mismatch(replay, g.dead.points, g.judgement ? &g.judgement->chains : nullptr, g.map,
                                          game_rules, g.komi, g.by_ruleset, *info.result);
        // The same margin the other way is a coincidence of the user's komi or rules, not a
        // sign of the record's winner swapped.
        const bool terms_given = options.komi || options.record_rules;
        if (terms_given && g.mismatch && g.mismatch->kind == MismatchKind::winner_swapped) g.mismatch.reset();
    }
    judge_status(g, info, replay, game_rules, options);
    if (none_dead_by_rule)
        g.status_note += fmt::format("{}play resumed after the passes at move {}, and under the game's rules ({}) no "
                                     "stone left on the board when play ends again is dead",
                                     g.status_note.empty() ? "" : "; ", *replay.resumed_after, game_rules.name);
    return g;
}

}  // namespace kifu::analysis
