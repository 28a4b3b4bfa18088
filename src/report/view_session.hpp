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
#include "report/view_board.hpp"
#include "report/view_record.hpp"

namespace kifu::report::view {

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

class ViewSession {
public:
    // Throws std::invalid_argument when the record's text holds no game.
    explicit ViewSession(ViewRecord record);

    [[nodiscard]] int total_moves() const { return total_moves_; }
    [[nodiscard]] const ViewRecord& record() const { return record_; }

    // The game analysed as asked: {"request" (with the toggle applied: the dead stones as a
    // list), "move", "moves", "score_arguments", "outcome" (the `kifu score --format json`
    // object; the `kifu check` object when not counted), "html": {"board", "count", "notes",
    // "problems", "move"}} ("count" and "notes" empty when not counted). A move out of range
    // is taken as the nearest one.
    nlohmann::ordered_json update(const ViewRequest& request);

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

}  // namespace kifu::report::view
