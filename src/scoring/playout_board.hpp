#pragma once
// A small board built for the many random play-outs of life-and-death judgement
// (life_and_death.hpp). Unlike rules::Board it keeps each chain's exact liberty set (a
// bitset per chain), so the questions a play-out policy asks at every move — does this
// capture, is it suicide, does it put my own chain in atari — cost a few word operations.
// It knows simple ko (the point a single-stone capture forbids for one move) and nothing
// of superko, turn order or passes: the play-out loop keeps those.
#include <array>
#include <cstdint>
#include <vector>

#include "base/board_layout.hpp"
#include "base/color.hpp"
#include "base/point.hpp"
#include "rules/board.hpp"
#include "scoring/false_eye.hpp"
#include "scoring/liberty_sets.hpp"

namespace kifu::scoring {

class PlayoutBoard {
public:
    using Loc = BoardLayout::Loc;  // index into the padded array (base/board_layout.hpp)
    static constexpr Loc no_loc = 0;  // a wall cell: never a playable point

    explicit PlayoutBoard(const rules::Board& position);

    [[nodiscard]] BoardSize size() const { return size_; }
    [[nodiscard]] Loc loc(Point p) const { return layout_.loc(p); }
    [[nodiscard]] Point point(Loc l) const { return layout_.point(l); }
    [[nodiscard]] int cells() const { return static_cast<int>(cell_.size()); }
    [[nodiscard]] bool empty(Loc l) const { return cell_[l] == empty_cell; }
    [[nodiscard]] bool is(Loc l, Color c) const { return cell_[l] == cell_of(c); }
    [[nodiscard]] bool on_board(Loc l) const { return cell_[l] != wall_cell; }
    // How many of l's four neighbours are empty, kept up to date: the policy asks it of
    // nearly every point it looks at, and most of the points drawn late in a play-out
    // have none.
    [[nodiscard]] int empty_neighbours(Loc l) const { return empty_around_[l]; }
    [[nodiscard]] Loc chain(Loc stone) const { return head_[stone]; }      // the chain's head
    [[nodiscard]] int chain_size(Loc stone) const { return stones_[head_[stone]]; }
    // The chain's liberties, counted up to `cap` (a play-out asks "none, one, or more?").
    [[nodiscard]] int liberties(Loc stone, int cap = 3) const {
        return lib_count_[head_[stone]] < cap ? lib_count_[head_[stone]] : cap;
    }
    [[nodiscard]] Loc any_liberty(Loc stone) const;                        // one of them, or no_loc
    [[nodiscard]] Loc next_in_chain(Loc stone) const { return next_[stone]; }
    // Calls visit(s) for every stone s of the chain at `stone`.
    template <class Visit>
    void for_each_stone(Loc stone, const Visit& visit) const {
        Loc s = stone;
        do {
            visit(s);
            s = next_[s];
        } while (s != stone);
    }
    // Adds one to black[l] (white[l]) at every cell l that holds a Black (White) stone: the
    // play-outs' count of who owns what, in a loop the compiler makes vector instructions
    // (written as a sum of comparisons of the widened cell: with `? 1 : 0`, GCC 12 made
    // branches of it).
    void add_stones(std::uint16_t* black, std::uint16_t* white) const {
        const Cell* cell = cell_.data();
        for (std::size_t l = 0; l < cell_.size(); ++l) {
            const std::uint16_t holds = cell[l];
            black[l] = static_cast<std::uint16_t>(black[l] + (holds == black_cell));
            white[l] = static_cast<std::uint16_t>(white[l] + (holds == white_cell));
        }
    }
    [[nodiscard]] Loc ko_point() const { return ko_; }
    void clear_ko() { ko_ = no_loc; }  // a ko threat was answered elsewhere, or a side may ignore ko
    // The empty points, in no particular order (kept up to date by play()).
    [[nodiscard]] const std::vector<Loc>& empty_points() const { return empties_; }
    [[nodiscard]] std::uint64_t hash() const { return hash_; }
    [[nodiscard]] std::array<Loc, 4> neighbours(Loc l) const { return layout_.neighbours(l); }
    [[nodiscard]] std::array<Loc, 4> diagonals(Loc l) const { return layout_.diagonals(l); }

    // What playing c at the empty point l would do, without playing it.
    struct MoveCheck {
        bool legal = false;        // not occupied, not suicide, not the ko point
        bool captures = false;
        int liberties = 0;         // of the mover's chain afterwards, counted up to 3 (captured stones included)
        int chain_size = 0;        // stones in the mover's chain afterwards
        // Legal, and no self-atari of two or more stones that captures nothing (a lone stone
        // may be thrown in): the moves the play-outs and the capture reading consider.
        [[nodiscard]] bool sensible() const { return legal && (captures || liberties > 1 || chain_size == 1); }
    };
    [[nodiscard]] MoveCheck check(Loc l, Color c) const;
    // check(l, c).legal && check(l, c).liberties > 1, the question of the policy's
    // extensions, answered as soon as two liberties are found: most often from the
    // neighbours alone, where check() merges the joined chains' liberties.
    [[nodiscard]] bool keeps_two_liberties(Loc l, Color c) const;

    // A point that only c surrounds and that the opponent cannot make false: all four
    // neighbours are c's stones (or the edge), and the diagonals hold at most one opposing
    // stone (none on the edge). Play-outs never fill such an eye.
    [[nodiscard]] bool is_eye(Loc l, Color c) const;

    // Plays c at l. Precondition: check(l, c).legal. Returns the stones captured.
    int play(Loc l, Color c);

private:
    // A byte per cell, but not a character type: a store through an unsigned char may
    // change anything as far as the compiler knows, so after each one it loaded every
    // array's address again (1.5% of kifu batch's instructions on 60 KGS games).
    enum Cell : std::uint8_t { black_cell = 0, white_cell = 1, empty_cell = 2, wall_cell = 3 };
    static Cell cell_of(Color c) { return static_cast<Cell>(c); }

    [[nodiscard]] const std::uint64_t* libs(Loc head) const { return libs_.row(head); }
    std::uint64_t* libs(Loc head) { return libs_.row(head); }
    void set_lib(Loc head, Loc l) {
        std::uint64_t& word = libs(head)[l >> 6];
        const std::uint64_t bit = std::uint64_t{1} << (l & 63);
        lib_count_[head] = static_cast<std::uint16_t>(lib_count_[head] + ((word & bit) == 0 ? 1 : 0));
        word |= bit;
    }
    void clear_lib(Loc head, Loc l) {
        std::uint64_t& word = libs(head)[l >> 6];
        const std::uint64_t bit = std::uint64_t{1} << (l & 63);
        lib_count_[head] = static_cast<std::uint16_t>(lib_count_[head] - ((word & bit) != 0 ? 1 : 0));
        word &= ~bit;
    }
    [[nodiscard]] bool has_lib(Loc head, Loc l) const { return (libs(head)[l >> 6] >> (l & 63)) & 1U; }
    [[nodiscard]] bool in_atari_at(Loc head, Loc l) const;  // l is the chain's only liberty
    void merge(Loc into, Loc from);
    int remove_chain(Loc head);
    // Inline (defined in the .cpp, the only user), like add_empty and remove_empty below:
    // once a move, a call cost as much as a part of the work (about 2% of a judgement).
    // The compiler may stop inlining it after an edit: `nm -C build/kifu | grep
    // PlayoutBoard::place` prints nothing while it is inlined.
    inline void place(Loc l, Color c);

    BoardSize size_;
    BoardLayout layout_;
    std::vector<Cell> cell_;
    std::vector<Loc> head_, next_;
    std::vector<std::uint16_t> stones_; // at heads
    LibertySets libs_;                  // at heads
    std::vector<std::uint16_t> lib_count_;  // at heads: the number of bits set in libs_
    std::vector<Loc> empties_;
    std::vector<std::uint16_t> empty_index_;  // position of an empty point in empties_
    std::vector<std::uint16_t> empty_around_;  // of every cell: its empty neighbours (not a char type, as Cell)
    inline void add_empty(Loc l);
    inline void remove_empty(Loc l);
    Loc ko_ = no_loc;
    std::uint64_t hash_ = 0;            // Zobrist, the same keys as rules::Board
};

// Inline: the play-outs ask it for most of their late draws, which land in eyes.
inline bool PlayoutBoard::is_eye(Loc l, Color c) const {
    if (cell_[l] != empty_cell) return false;
    const Cell own = cell_of(c), other = cell_of(opponent(c));
    for (Loc n : neighbours(l))
        if (cell_[n] != own && cell_[n] != wall_cell) return false;
    int opposing = 0, on_board = 0;
    for (Loc d : diagonals(l)) {
        if (cell_[d] == wall_cell) continue;
        ++on_board;
        opposing += cell_[d] == other ? 1 : 0;
    }
    return !false_by_diagonals(opposing, on_board);
}

}  // namespace kifu::scoring
