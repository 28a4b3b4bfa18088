#pragma once
// What a `kifu view` page asks of kifu's core, and what it gets back: a game (ViewRecord)
// analysed at a move of a line of play, under a ruleset, with a choice of dead stones, and
// rendered as the page's fragments. The same code runs in the command line (which writes
// the page's first state into it) and, compiled to WebAssembly, in the page
// (src/web/engine.cpp): one source of truth for the replay, the counts and their words.
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "analysis/analyse_game.hpp"
#include "view/board.hpp"
#include "view/count.hpp"
#include "view/record.hpp"
#include "view/variations.hpp"

namespace kifu::view {

struct ViewRequest {
    std::string rules;                  // a preset name, or "" for RU[] (else the default ruleset)
    std::vector<int> path;              // the line of play (variations.hpp): [] the main line
    std::optional<int> move;            // the position after this move of the line; empty: its end
    analysis::DeadChoice dead;          // as `kifu score --dead`
    // kifu's own judgement, which dead stones marked by hand (a list) are measured against
    // and Reset returns to: the record's markup else judged (record), or judged (auto).
    analysis::DeadChoice::Kind own_dead = analysis::DeadChoice::Kind::record;
    std::optional<double> komi;         // as `kifu score --komi`
    BoardView board = BoardView::japanese;
    bool count = true;                  // false: replay only (the page steps through moves at once
                                        // and counts when the reader pauses)
    std::optional<std::string> toggle;  // an SGF point: its chain becomes dead if alive, alive if dead
};

// {"rules", "path": [branch, ...], "move", "dead": {"kind": "record|auto|list", "list"},
// "own_dead": "record|auto", "komi", "board", "count", "toggle"}; every key optional. Throws
// nlohmann::json::exception on a wrong type, std::invalid_argument on an unknown ruleset,
// board or dead-stone choice.
ViewRequest request_from_json(const nlohmann::json& json);
nlohmann::ordered_json request_json(const ViewRequest& request);

// `kifu score` taking the same choices ("--rules chinese --move 120 --dead dd,de"), for a
// position of the main line of `total_moves` moves.
std::string score_arguments(const ViewRequest& request, int total_moves);

// The page's parts that follow its state, as HTML.
struct PageFragments {
    std::string board;      // the <svg> (board.hpp) and its legend
    std::string count;      // the count panels, or why there is no count; empty when not counted
    std::string notes;      // the words under them; empty when not counted
    std::string problems;   // the verdict and the rule problems
    std::string move;       // the move, the captures so far, the comments, the variations
};

// What the session answers a request: the request as answered (the path and move taken
// into range, a toggle applied: the dead stones as a list; the board a count the ruleset
// has), the move shown, and the page's parts. `outcome` is the session's, valid until its
// next update.
struct ViewAnswer {
    ViewRequest request;
    int move = 0;
    int moves = 0;                  // the line's
    bool variation = false;         // the line is not the main line: `kifu score` has no such count
    bool by_hand = false;           // dead stones marked by hand that differ from kifu's judgement
    std::string score_arguments;    // empty for a variation
    PageFragments html;
    const analysis::GameOutcome* outcome = nullptr;
};

// The answer as the page's script gets it: {"request", "move", "moves", "variation",
// "by_hand", "score_arguments", "outcome" (the `kifu score --format json` object; the
// `kifu check` object when not counted), "html": {"board", "count", "notes", "problems",
// "move"}}.
nlohmann::ordered_json answer_json(const ViewAnswer& answer);

class ViewSession {
public:
    // Throws std::invalid_argument when the record's text holds no game.
    explicit ViewSession(ViewRecord record);

    [[nodiscard]] int total_moves() const { return total_moves_; }   // the main line's
    [[nodiscard]] const ViewRecord& record() const { return record_; }

    // The game analysed as asked. A move out of range is taken as the nearest one; a path
    // the record does not have throws std::invalid_argument.
    ViewAnswer update(const ViewRequest& request);

    // The game analysed as asked, board and toggle aside; the last few outcomes are kept, so
    // an update that follows (another board, a toggle, kifu's own count beside a hand
    // marking) reuses them. Valid until the next call that analyses.
    const analysis::GameOutcome& outcome_for(const ViewRequest& request);

private:
    struct Kept {
        nlohmann::json key;
        std::unique_ptr<analysis::GameOutcome> outcome;
    };

    analysis::GameOutcome analyse(const ViewRequest& request);
    ViewRequest with_toggle(ViewRequest request);
    // The state `request` asks for with kifu's own dead stones (its own_dead choice), kept
    // as outcome_for keeps it: what a marking by hand is measured against.
    const analysis::GameOutcome& own_outcome(const ViewRequest& request);
    std::optional<HandMarking> hand_marking(const ViewRequest& request, const analysis::GameOutcome& g);
    const LineOfPlay& line(const std::vector<int>& path);

    ViewRecord record_;
    sgf::GameRecord game_;
    int total_moves_ = 0;
    LineOfPlay line_;                 // the line game_'s tree follows now
    int line_moves_ = 0;
    std::deque<Kept> kept_;           // most recent first
};

}  // namespace kifu::view
