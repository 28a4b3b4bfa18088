#pragma once
// What a `kifu view` page asks of kifu's core, and what it gets back: a game (ViewRecord)
// analysed at a move, under a ruleset, with a choice of dead stones, and rendered as the
// page's fragments. The same code runs in the command line (which writes the page's first
// state into it) and, compiled to WebAssembly, in the page (src/web/engine.cpp): one source
// of truth for the replay, the counts and their words.
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "analysis/analyse_game.hpp"
#include "view/board.hpp"
#include "view/record.hpp"

namespace kifu::view {

struct ViewRequest {
    std::string rules;                  // a preset name, or "" for RU[] (else the default ruleset)
    std::optional<int> move;            // the position after this move; empty: the end
    analysis::DeadChoice dead;          // as `kifu score --dead`
    std::optional<double> komi;         // as `kifu score --komi`
    BoardView board = BoardView::japanese;
    bool count = true;                  // false: replay only (the page steps through moves at once
                                        // and counts when the reader pauses)
    std::optional<std::string> toggle;  // an SGF point: its chain becomes dead if alive, alive if dead
};

// {"rules", "move", "dead": {"kind": "record|auto|list", "list"}, "komi", "board", "count",
// "toggle"}; every key optional. Throws nlohmann::json::exception on a wrong type, std::invalid_argument
// on an unknown ruleset or board.
ViewRequest request_from_json(const nlohmann::json& json);
nlohmann::ordered_json request_json(const ViewRequest& request);

// `kifu score` taking the same choices ("--rules chinese --move 120 --dead dd,de").
std::string score_arguments(const ViewRequest& request, int total_moves);

// The page's parts that follow its state, as HTML.
struct PageFragments {
    std::string board;      // the <svg> (board.hpp)
    std::string count;      // the count panels, or why there is no count; empty when not counted
    std::string notes;      // the words under them; empty when not counted
    std::string problems;   // the verdict and the rule problems
    std::string move;       // the move, the captures so far, the comments
};

// What the session answers a request: the request as answered (the move taken into range,
// a toggle applied: the dead stones as a list; the board a count the ruleset has), the
// move shown, and the page's parts. `outcome` is the session's, valid until its next update.
struct ViewAnswer {
    ViewRequest request;
    int move = 0;
    int moves = 0;                  // the main line's
    std::string score_arguments;
    PageFragments html;
    const analysis::GameOutcome* outcome = nullptr;
};

// The answer as the page's script gets it: {"request", "move", "moves", "score_arguments",
// "outcome" (the `kifu score --format json` object; the `kifu check` object when not
// counted), "html": {"board", "count", "notes", "problems", "move"}}.
nlohmann::ordered_json answer_json(const ViewAnswer& answer);

class ViewSession {
public:
    // Throws std::invalid_argument when the record's text holds no game.
    explicit ViewSession(ViewRecord record);

    [[nodiscard]] int total_moves() const { return total_moves_; }
    [[nodiscard]] const ViewRecord& record() const { return record_; }

    // The game analysed as asked. A move out of range is taken as the nearest one.
    ViewAnswer update(const ViewRequest& request);

    // The outcome of the last update (empty before the first).
    [[nodiscard]] const std::optional<analysis::GameOutcome>& outcome() const { return outcome_; }

    // The game analysed as asked, board and toggle aside: the last outcome when it answers
    // the request, so an update that follows reuses it.
    const analysis::GameOutcome& outcome_for(const ViewRequest& request);

private:
    analysis::GameOutcome analyse(const ViewRequest& request);
    ViewRequest with_toggle(ViewRequest request);

    ViewRecord record_;
    sgf::GameRecord game_;
    int total_moves_ = 0;
    std::optional<analysis::GameOutcome> outcome_;
    std::optional<nlohmann::json> outcome_key_;   // the request the outcome answers, board and toggle aside
};

}  // namespace kifu::view
