#pragma once
// The depth-limited capture reader: the one search of the questions "can the attacker,
// moving first, capture the target, whatever the defender answers?" that are read on the
// whole board (a ladder or a race, capture_reading.hpp; the sacrifice that breaks a seki,
// or a bent four, local_capture.hpp). Unlike the exact local reader (local_reader.hpp),
// which reads every position of a closed set of points to its end, play here may run
// across the board (a ladder), so the reading is cut at a depth and by its budget, and
// what is cut proves nothing: the question decides which way a cut answer leans (for the
// defender: it survives).
//
// The attacker wins when one of its moves captures the target or leaves a position in
// which the defender cannot survive; the defender survives when one of its moves, or a
// pass, leaves a position the attacker cannot win. Each ply plays on a board kept for it,
// copied from the one before: nothing is allocated once every ply has its board.
//
// `Question` answers, with `Loc` PlayoutBoard::Loc:
//   std::optional<bool> attacker_turn(const PlayoutBoard& b, int depth)
//       — before the attacker's moves: their outcome when it is known without them (the
//         target escaped or is caught, the depth or budget spent, a position refuted);
//   std::optional<bool> defender_turn(const PlayoutBoard& b, int depth) — the same for the
//         defender (true: it survives);
//   bool moves(const PlayoutBoard& b, Color mover, std::vector<Loc>& list)
//       — the moves tried, in order, into `list`; false when some did not fit (for the
//         defender, an untried defence: it survives, and nothing is proved);
//   bool play(const PlayoutBoard& b, Loc m, Color mover, PlayoutBoard& after)
//       — when m is a move worth reading: `after` becomes b with m played, and true;
//   bool captured(const PlayoutBoard& after) — the move just played took a target;
//   Pass pass(const PlayoutBoard& b) — whether, and when, the defender may pass;
//   void refuted(const PlayoutBoard& b, Color to_move, int depth)
//       — the attacker cannot win from b with `to_move` to play, read `depth` plies deep.
#include <cstddef>
#include <optional>
#include <vector>

#include "base/color.hpp"
#include "scoring/playout_board.hpp"

namespace kifu::scoring {

// When the defender may pass: never, after its moves all fail, or before trying them.
enum class Pass { never, last, first };

template <class Question>
class CaptureReader {
public:
    using Loc = PlayoutBoard::Loc;

    // `deepest`: the plies read at most (the depth the first call is given).
    CaptureReader(Question& question, Color attacker, int deepest)
        : question_(question), attacker_(attacker), defender_(opponent(attacker)), deepest_(deepest) {
        // board() and moves() hand out references that callers up the recursion still hold:
        // the vectors must never reallocate (the question stops the reading at depth 0).
        boards_.reserve(static_cast<std::size_t>(deepest_) + 2);
        lists_.reserve(static_cast<std::size_t>(deepest_) + 2);
    }

    // The attacker to move: does it capture a target, whatever the answers?
    bool attacker_wins(const PlayoutBoard& b, int depth) {
        if (const std::optional<bool> known = question_.attacker_turn(b, depth)) return *known;
        std::vector<Loc>& list = moves(depth);
        question_.moves(b, attacker_, list);   // a list cut short leaves the attacker fewer tries
        for (Loc m : list) {
            PlayoutBoard& after = board(depth, b);
            if (!question_.play(b, m, attacker_, after)) continue;
            if (question_.captured(after) || !defender_survives(after, depth - 1)) return true;
        }
        question_.refuted(b, attacker_, depth);
        return false;
    }

    // The defender to move: does the target live through every attack?
    bool defender_survives(const PlayoutBoard& b, int depth) {
        if (const std::optional<bool> known = question_.defender_turn(b, depth)) return *known;
        const Pass pass = question_.pass(b);
        if (pass == Pass::first && survives_by_passing(b, depth)) return true;
        std::vector<Loc>& list = moves(depth);
        if (!question_.moves(b, defender_, list)) return true;
        for (Loc m : list) {
            PlayoutBoard& after = board(depth, b);
            if (!question_.play(b, m, defender_, after)) continue;
            if (!attacker_wins(after, depth - 1)) {
                question_.refuted(b, defender_, depth);
                return true;
            }
        }
        return pass == Pass::last && survives_by_passing(b, depth);
    }

private:
    // A pass ends any ko: the attacker may retake at once.
    bool survives_by_passing(const PlayoutBoard& b, int depth) {
        PlayoutBoard& passed = board(depth, b);
        passed = b;
        passed.clear_ko();
        if (attacker_wins(passed, depth - 1)) return false;
        question_.refuted(b, defender_, depth);
        return true;
    }

    // The list of moves kept for this ply, emptied.
    std::vector<Loc>& moves(int depth) {
        const auto ply = static_cast<std::size_t>(deepest_ - depth);
        while (lists_.size() <= ply) lists_.emplace_back();
        lists_[ply].clear();
        return lists_[ply];
    }

    // The board kept for this ply (made from `b` the first time): copying into an existing
    // board allocates nothing.
    PlayoutBoard& board(int depth, const PlayoutBoard& b) {
        const auto ply = static_cast<std::size_t>(deepest_ - depth);
        while (boards_.size() <= ply) boards_.push_back(b);
        return boards_[ply];
    }

    Question& question_;
    Color attacker_, defender_;
    int deepest_;
    std::vector<PlayoutBoard> boards_;
    std::vector<std::vector<Loc>> lists_;
};

}  // namespace kifu::scoring
