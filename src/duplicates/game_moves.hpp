#pragma once
// What a record says was played, reduced to what two records of one game share: the board,
// the setup stones and the main line's moves, as a sequence of 16-bit tokens. Names, dates,
// results, comments and variations are left out: they are what copies of a game differ in.
//
// A token is a kind and a point (y * 52 + x). Setup stones of one node (AB, AW, AE) are a
// set, kept sorted, before that node's move; a node's move is one token (a pass, or a
// value that names no point of the board, has a point of its own).
#include <cstdint>
#include <span>
#include <vector>

#include "base/point.hpp"
#include "duplicates/symmetry.hpp"
#include "sgf/game_tree.hpp"

namespace kifu::duplicates {

using Token = std::uint16_t;

enum class TokenKind : std::uint8_t { black_move, white_move, black_setup, white_setup, empty_setup };

inline constexpr std::uint16_t pass_point = 4095;        // B[] (and B[tt] up to 19x19)
inline constexpr std::uint16_t unplayable_point = 4094;  // a value that is no point of the board

constexpr Token make_token(TokenKind kind, std::uint16_t point) {
    return static_cast<Token>(static_cast<unsigned>(kind) << 12 | point);
}
constexpr TokenKind kind_of(Token t) { return static_cast<TokenKind>(t >> 12); }
constexpr std::uint16_t point_of(Token t) { return t & 0x0FFF; }
constexpr bool is_move(Token t) { return kind_of(t) <= TokenKind::white_move; }

struct GameMoves {
    BoardSize size;
    std::vector<Token> tokens;
    int moves = 0;   // move tokens: main-line nodes with B or W, passes included
    // A hash of the day the game was played (sgf::first_date of DT), 0 when not known: a
    // shorter record of another day is another game that began the same way, not a cut
    // copy (relation.hpp). Set by make_record.
    std::uint32_t day = 0;
    // When RE says the game ended where the record does (a win by resignation, time, forfeit
    // or a count, or a draw): a hash of the result in its FF[4] form, never 0; with the
    // winner's colour exchanged in `ended_swapped`. 0 otherwise. A shorter record that ended
    // so is a finished game, not a cut copy of a longer one, unless the longer one gives
    // the same result (a cut copy keeps its original's RE) (relation.hpp). Set by make_record.
    std::uint32_t ended = 0;
    std::uint32_t ended_swapped = 0;
};

// The record's moves as the duplicate finder compares them. `size` is the decoded SZ
// (sgf::summarize_game).
GameMoves game_moves(const sgf::GameTree& tree, BoardSize size);

inline std::uint16_t point_index(Point p) { return static_cast<std::uint16_t>(p.y * max_board_side + p.x); }
inline Point point_at(std::uint16_t index) {
    return {static_cast<std::uint8_t>(index % max_board_side), static_cast<std::uint8_t>(index / max_board_side)};
}

// The token's point under `s` on a `size` board (a pass and an unplayable value stay).
inline std::uint16_t transform_point(std::uint16_t point, Symmetry s, BoardSize size) {
    if (point == pass_point || point == unplayable_point || s == Symmetry::identity) return point;
    return point_index(transform(s, point_at(point), size));
}

// The token as it reads under `s` on a `size` board, with Black and White exchanged when
// `swap_colours`.
Token transform(Token t, Symmetry s, BoardSize size, bool swap_colours);

// Sorts each run of setup tokens in place (a node's setup is a set).
void sort_setup_runs(std::span<Token> tokens);

// How many tokens it takes to hold the first `moves` moves (setup before them included),
// or the whole sequence if it is shorter.
std::size_t tokens_for_moves(std::span<const Token> tokens, int moves);

}  // namespace kifu::duplicates
