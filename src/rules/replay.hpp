#pragma once
// Replays a record's main line under a ruleset, "flag and continue": the board always
// follows the record, and every move the rules would not allow is flagged with its kind.
// The semantics are normative and stated in man/kifu.1 (REPLAY); in short:
// - move N counts every main-line node with B or W, passes included; move 0 is the
//   position after the root setup;
// - wrong-turn: move N (N >= 2) has the colour of move N-1, except leading Black moves
//   1..n with HA[n] (n >= 2) and no AB; reported in addition to any board kind;
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
};

struct ReplayResult {
    explicit ReplayResult(BoardSize size) : board(size) {}

    Board board;                            // the final position
    int moves = 0;                          // moves on the main line (passes included)
    std::array<int, 2> prisoners{0, 0};     // stones captured by Black / by White during play
    std::array<int, 2> passes{0, 0};        // passes by Black / by White
    std::array<int, 2> stones_placed{0, 0}; // stones put on the board by moves and setup (AB/AW)
    std::array<int, 2> setup_removed{0, 0}; // stones taken off by setup (AE, or AB/AW over them)
    int handicap_stones = 0;                // AB stones of a handicap game, else HA placements
    std::vector<Violation> violations;
    std::vector<Repetition> repetitions;
    std::optional<int> end_move;            // the move that ended the game under the rules (two passes, first capture)
    std::vector<int> after_end;             // moves played after that
    std::optional<int> first_capture_move;  // capture go: the first capture
    std::optional<Color> first_capture_by;
    Diagnostics warnings;                   // setup later in the main line, handicap mismatches
    struct LastMove {
        Color color = Color::black;
        std::optional<Point> point;         // empty for a pass (or an unplayable move)
    };
    std::optional<LastMove> last_move;
};

// Replays the main line of `tree` under `rules`. `info` gives the decoded board size and
// handicap (summarize_game). With `stop_after_move` >= 0 the replay stops after that move
// (0: the position after the root setup).
ReplayResult replay_main_line(const sgf::GameTree& tree, const sgf::GameInfo& info, const Ruleset& rules,
                              int stop_after_move = -1);

}  // namespace kifu::rules
