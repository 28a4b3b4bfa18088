#pragma once
// Counting a final position under one ruleset's fields: territory (Japanese style:
// surrounded points plus prisoners) or area (Chinese style: stones plus surrounded
// points), with the ruleset's choices for seki eyes, pass stones and handicap
// compensation. No federation is special-cased: Japanese, Chinese, AGA, ... are rows of
// the ruleset table.
#include <optional>
#include <string>

#include "rules/replay.hpp"
#include "rules/ruleset.hpp"
#include "scoring/territory_map.hpp"

namespace kifu::scoring {

struct SideCount {
    int stones = 0;        // living stones on the board (area counting)
    int territory = 0;     // surrounded points, the dead stones' points included, seki eyes not
    int seki_eyes = 0;     // eye points of groups in seki (counted where seki_eyes_count)
    int must_fill = 0;     // points the side must fill before counting (area counting only)
    int captures = 0;      // prisoners taken during play (territory counting)
    int dead_removed = 0;  // the opponent's dead stones taken off at the end (territory counting)
    int pass_stones = 0;   // prisoners handed over for the opponent's passes (pass-stone rules)
    double komi = 0;       // White only
    int compensation = 0;  // White only: points for Black's handicap stones
    double total = 0;
};

struct Count {
    const rules::Ruleset* rules = nullptr;
    SideCount black, white;
    // Set when these rules decided the game during play (capture go: "B+" at the first
    // capture); then no points are counted and result() is this.
    std::optional<std::string> decided;
    std::optional<int> decided_at_move;
    // Set when these rules decide only by a capture and none was made (capture go ended by
    // passes, or a count before the first capture): they count nothing, so no part is
    // counted, result() is "Void" (SGF's "no result"), and no margin can agree with RE.
    // Counting the territory instead gave capture go a result ("B+7.5") its rules never give.
    bool counts_nothing = false;
    // The totals tie and the rules give a tie to Black (Ing): result() is "B+", a win
    // without a margin, not "0".
    bool tie_to_black = false;
    // Rounded to nine decimals (sgf::round_real): the JSON wrote -14.299999999999997.
    [[nodiscard]] double margin() const;
    // SGF form: "B+3.5", "W+0.5", "0" for jigo, "B+" for a tie the rules give Black,
    // "Void" where the rules count nothing (counts_nothing).
    [[nodiscard]] std::string result() const;
};

// A margin in Black's favour as SGF writes the result: "B+3.5", "W+0.5", "0" for jigo.
std::string result_for_margin(double margin);

// `map` must have been built with the dead stones this ruleset removes (none under a
// ruleset with removes_dead_stones == false).
Count count_score(const TerritoryMap& map, const rules::ReplayResult& replay, const rules::Ruleset& rules,
                  double komi);

// Points White receives for the handicap under these rules.
int handicap_compensation(const rules::Ruleset& rules, int handicap_stones);

}  // namespace kifu::scoring
