#pragma once
// Why a count differs from the recorded result (RE), when a plain reading of the record
// explains it. Only readings that reproduce RE exactly are reported:
// - the players left a chain in atari on the board and counted it alive: the opponent
//   captures it at its last liberty with a stone that keeps two liberties (no ko, no
//   snapback), so every ruleset's confirmation counts it dead, yet RE is the count with it
//   alive. In KGS's counted games this explains about one failure in four;
// - the players left a chain with two liberties on the board that two independent
//   judgements take off: tactical reading captures it whoever moves first, and at least
//   reading_doubt_below of kifu's play-outs capture it (either alone misjudges some
//   fights: a capture that leaves the capturer a dead eye shape may be a seki, as in dev
//   KGS 2003-02-16-5, where 75% of play-outs capture), yet RE is the count with it alive;
// - RE counts the points a side must fill (false eyes, last liberties: must_fill.hpp) as
//   its territory, as a count that does not look for them does;
// - RE names the other winner with the count's margin (a record defect);
// - RE takes off as dead stones that live in seki (they share liberties with the opponent's
//   stones that neither side can fill): the rules of the count keep them alive;
// - RE lies beyond every count the board allows: even when each chain Benson's algorithm
//   leaves open goes the way RE needs (the opponent's dead, the favoured side's alive), the
//   count falls short of RE. No marking of dead stones gives RE: moves are missing from the
//   record, or play went on after the count;
// - the record of an even game holds no komi (KM[0] or none), and RE is a count with a
//   usual komi (5.5, 6.5 or 7.5) under the ruleset's counting or the other: the komi was
//   left out of the record (148 AI games of the corpus, from servers whose records say
//   KM[0]; no KGS game);
// - the user counted with a komi (--komi) or rules (--rules) other than the record's, and
//   RE is the count under the record's own KM and RU (or the default): RE follows the
//   record's terms, and it is the user's that differ (record_terms_count).
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "base/point.hpp"
#include "rules/replay.hpp"
#include "rules/ruleset.hpp"
#include "scoring/count.hpp"
#include "scoring/life_and_death.hpp"
#include "scoring/territory_map.hpp"
#include "sgf/result.hpp"

namespace kifu::analysis {

enum class MismatchKind : std::uint8_t {
    chain_in_atari_kept, must_fill_counted, winner_swapped, beyond_the_board, seki_taken_off, capturable_chain_kept,
    komi_left_out, record_terms
};
// "chain-in-atari-kept", "must-fill-counted", "winner-swapped", "beyond-the-board",
// "seki-taken-off", "capturable-chain-kept", "komi-left-out", "record-terms"
std::string_view mismatch_name(MismatchKind kind);

struct RecordedMismatch {
    MismatchKind kind = MismatchKind::winner_swapped;
    std::vector<Point> stones;    // chain_in_atari_kept, capturable_chain_kept: the stones RE
                                  // counts alive, sorted; seki_taken_off: the stones in seki
                                  // RE takes off, sorted
    std::vector<Point> captures;  // ... and the point where each of their chains is captured
    std::vector<Point> points;    // must_fill_counted: the must-fill points RE counts as territory
    // beyond_the_board: the count nearest RE that any marking of the dead stones gives (the
    // best for the side RE favours), in Black's favour as Count::margin() is.
    double nearest_margin = 0;
    // must_fill_counted: how many of `points` RE counts (one side's points, any that many
    // of them give the same count); 0 when RE counts them all.
    std::size_t points_counted = 0;
    // must_fill_counted: some of `points` are must-fill only because the players' markup
    // (TB/TW) leaves them out; a referee given the same dead stones counts them as
    // territory (no false eye, no last liberty), so RE counting them may be right.
    bool left_out_by_markup_only = false;
    // komi_left_out: the komi that gives RE, and the ruleset whose count gives RE with it
    // (the game's, else Japanese or Chinese counting); record_terms: the record's komi and
    // ruleset.
    double komi = 0;
    const rules::Ruleset* counted_by = nullptr;
};

// The usual komi of an even game that komi_left_out tries, in points.
inline constexpr double usual_komi[] = {5.5, 6.5, 7.5};
// The usual komi of a handicap game: half a point, so that it cannot end in a tie (the AGA's
// and the servers' handicap komi).
inline constexpr double usual_handicap_komi[] = {0.5};

// komi_left_out, when it applies: the record holds no komi (`recorded_komi` absent or 0),
// and RE is `by_ruleset`'s margin less a usual komi (an even game's, or a handicap game's
// when `handicap` is not 0), else `japanese`'s or `chinese`'s (tried in that order). The
// counts are those of the record's komi (none).
std::optional<RecordedMismatch> komi_left_out(std::optional<double> recorded_komi, int handicap,
                                              const scoring::Count& by_ruleset, const scoring::Count& japanese,
                                              const scoring::Count& chinese, const sgf::GameResult& recorded);

// A recorded margin this many points beyond the nearest count is beyond the board (a
// marking other than the one the bound counts may move a must-fill point or a seki eye).
inline constexpr double beyond_the_board_slack = 2;

// RE counting some of one side's must-fill points is named only when that side has at most
// this many (the settled dev counts it explains had 1 to 3).
inline constexpr std::size_t max_must_fill_partly_counted = 3;

// `count` is the count under `rules` of `replay`'s final position with `dead` taken off and
// `map` its territory; it does not reproduce `recorded`. `judged`: kifu's judgement of each
// chain when it judged the dead stones (--dead auto), else null (capturable_chain_kept needs it).
std::optional<RecordedMismatch> explain_mismatch(const rules::ReplayResult& replay, const std::vector<Point>& dead,
                                                 const std::vector<scoring::ChainJudgement>* judged,
                                                 const scoring::TerritoryMap& map, const rules::Ruleset& rules,
                                                 double komi, const scoring::Count& count,
                                                 const sgf::GameResult& recorded);

}  // namespace kifu::analysis
