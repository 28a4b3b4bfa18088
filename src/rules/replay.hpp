#pragma once
// Replays a record's main line under a ruleset, "flag and continue": the board always
// follows the record, and every move the rules would not allow is flagged with its kind.
// The semantics are normative and stated in man/kifu.1 (REPLAY); in short:
// - move N counts every main-line node with B or W, passes included; move 0 is the
//   position after the root setup;
// - wrong-turn: move N (N >= 2) has the colour of move N-1, except leading Black moves
//   1..n with HA[n] (n >= 2) and no AB (or 2..9 of them before White's first move, with
//   no HA >= 2, no root setup and a KM of at most 0.5); reported in addition to any
//   board kind; a pass out of turn is a warning instead (a recording slip: it changes
//   nothing on the board) and answers no pass;
// - off-board / occupied: recorded, the move is skipped (no board change, no history);
// - otherwise the stone is placed, captures happen, and at most one of suicide, ko,
//   superko applies, in that order; the move stays played.
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/color.hpp"
#include "base/diagnostic.hpp"
#include "rules/board.hpp"
#include "rules/ruleset.hpp"
#include "sgf/game_info.hpp"
#include "sgf/game_tree.hpp"

namespace kifu::rules {

enum class ViolationKind : std::uint8_t { wrong_turn, off_board, occupied, suicide, ko, superko };

// The names kifu's JSON and text use: "wrong-turn", "off-board", ...
std::string_view kind_name(ViolationKind kind);

struct Violation {
    int move = 0;              // 1-based along the main line
    Color color = Color::black;
    std::string point;         // the property value exactly as written ("cd", "zz", "" for a pass)
    ViolationKind kind = ViolationKind::occupied;
    SourceLocation where;      // of the B / W property
};

struct Repetition {
    int move = 0;              // this move's resulting position ...
    int repeats = 0;           // ... stood after this earlier move (the earliest such)
    // The board rule this same move broke (ko, superko), if any: what the repetition means
    // depends on it, and the violation itself may be past the listed ones.
    std::optional<ViolationKind> flagged;
};

// A game lists at most this many violations and repetitions with their details; the rest
// are only counted (a hostile record of a million ko retakes then costs counters, not a
// million entries, in memory and in every output). The same bound as diagnostics'.
inline constexpr std::size_t findings_listed_per_game = 100;

struct ReplayResult {
    explicit ReplayResult(BoardSize size) : board(size) {}

    Board board;                            // the final position
    int moves = 0;                          // moves on the main line (passes included)
    std::array<int, 2> prisoners{0, 0};     // stones captured by Black / by White during play
    std::array<int, 2> by_suicide{0, 0};    // of prisoners, those the other side's suicide gave (no capture)
    std::array<int, 2> passes{0, 0};        // passes by Black / by White
    std::array<int, 2> stones_placed{0, 0}; // stones put on the board by moves and setup (AB/AW)
    std::array<int, 2> setup_removed{0, 0}; // stones taken off by setup (AE, or AB/AW over them)
    std::array<int, 2> set_up{0, 0};        // of stones_placed, those put by setup (AB/AW), not played
    int handicap_stones = 0;                // AB stones of a handicap game, else the stones Black placed for HA
    std::vector<Violation> violations;      // the first findings_listed_per_game, in move order
    std::array<int, 6> violations_by_kind{0, 0, 0, 0, 0, 0};  // every violation, by ViolationKind
    int last_violation_move = 0;            // the move of the last violation (0: none)
    int last_violation_in_game = 0;         // ... of the last one before the game ended (0: none)
    int violations_after_end = 0;           // violations recorded after the game ended: no moves of the game
    int longest_wrong_turn_run = 0;         // most wrong turns on consecutive moves
    std::vector<Repetition> repetitions;    // the first findings_listed_per_game, in move order
    int repetitions_total = 0;              // every repetition
    std::optional<Repetition> last_repetition;
    bool final_position_in_cycle = false;   // the final position is one of the last repetition's cycle
    std::optional<int> end_move;            // the move that ended the game under the rules (two passes, first capture)
    int final_passes = 0;                   // passes in a row at the end of the main line, each answering
                                            // the one before (a pass out of turn adds none)
    std::optional<int> resumed_after;       // the last stop a move (not a pass) resumed play after
                                            // (Ruleset::passes_stop_play)
    std::vector<int> after_end;             // moves played after that
    std::vector<SourceLocation> after_end_at;  // where each is written in the record
    std::optional<int> first_capture_move;  // capture go: the first capture
    std::optional<Color> first_capture_by;
    Diagnostics warnings;                   // setup later in the main line, handicap mismatches
    struct LastMove {
        Color color = Color::black;
        std::optional<Point> point;         // a point on the board; empty for a pass or a move that names none
        bool pass = false;
        bool off_board = false;             // a point, but not one on this board; else `written` is no point at all
        std::string written;                // the value as the record writes it, for a move that names no point
                                            // on the board ("zz" on 9x9): shown as written, never as a point
    };
    std::optional<LastMove> last_move;

    // Every violation, listed or not.
    [[nodiscard]] int violations_total() const {
        int total = 0;
        for (int n : violations_by_kind) total += n;
        return total;
    }
    // The violations of the game itself, without those recorded after it ended.
    [[nodiscard]] int violations_in_game() const { return violations_total() - violations_after_end; }
    // Violations and repetitions beyond the listed ones.
    [[nodiscard]] int violations_not_listed() const { return violations_total() - static_cast<int>(violations.size()); }
    [[nodiscard]] int repetitions_not_listed() const { return repetitions_total - static_cast<int>(repetitions.size()); }
};

// Replays the main line of `tree` under `rules`. `info` gives the decoded board size and
// handicap (summarize_game). With `stop_after_move` >= 0 the replay stops after that move
// (0: the position after the root setup).
ReplayResult replay_main_line(const sgf::GameTree& tree, const sgf::GameInfo& info, const Ruleset& rules,
                              int stop_after_move = -1);

}  // namespace kifu::rules
