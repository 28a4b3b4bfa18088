#pragma once
// A Go board from 1x1 to 52x52, rectangular too, with strings (chains) and their
// liberties kept up to date move by move, and a Zobrist hash of the stones.
//
// The board is a padded 1-D array (a ring of wall cells around it, so neighbours never
// need bounds checks). Each string is a circular list through next_in_string_ with one
// head; the head holds the string's stone count and pseudo-liberties (empty neighbours
// counted once per adjacent stone). Pseudo-liberties are zero exactly when the string
// has no liberty, which is all capture needs; exact counts are computed on demand.
//
// What the board does not do: turn order, ko, superko, passes. Those belong to the game
// history (replay.hpp), which decides what a move means under a ruleset.
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "base/board_layout.hpp"
#include "base/color.hpp"
#include "base/point.hpp"
#include "rules/zobrist.hpp"

namespace kifu::rules {

class Board {
public:
    explicit Board(BoardSize size);

    [[nodiscard]] BoardSize size() const { return size_; }
    [[nodiscard]] Hash hash() const { return hash_; }
    [[nodiscard]] std::optional<Color> at(Point p) const;
    [[nodiscard]] bool empty_at(Point p) const { return cells_[loc(p)] == Cell::empty; }
    [[nodiscard]] int stone_count(Color c) const { return stones_on_board_[static_cast<int>(c)]; }

    struct MoveEffect {
        int captured = 0;        // opposing stones removed
        int self_removed = 0;    // own stones removed because the string had no liberty (suicide)
    };
    // Plays a stone of colour c on the empty point p: opposing strings left without
    // liberties are removed, then the mover's own string if it has none.
    // Precondition: p is on the board and empty.
    MoveEffect play(Point p, Color c);

    // Setup (AB / AW / AE): puts or clears a stone without capturing anything. Strings are
    // rebuilt, so a setup that leaves a string without liberties stays on the board as SGF
    // setup does.
    void set(Point p, std::optional<Color> stone);
    // The same for every point of one setup property (AB[aa:ZZ] is 2704 points): the strings
    // are rebuilt once, not once per point, so setup costs linear time, not quadratic.
    void set(std::span<const Point> points, std::optional<Color> stone);

    // Exact number of liberties of the string at p (0 for an empty point).
    [[nodiscard]] int liberties(Point p) const;
    // Stones of the string at p, in no particular order (empty for an empty point).
    [[nodiscard]] std::vector<Point> string_at(Point p) const;
    // The first stone, in row order (top row first, left to right), of a string without
    // liberties, which only setup can leave on the board; empty when there is none.
    [[nodiscard]] std::optional<Point> first_stone_without_liberties() const;

private:
    enum class Cell : std::uint8_t { black = 0, white = 1, empty = 2, wall = 3 };
    using Loc = BoardLayout::Loc;

    [[nodiscard]] Loc loc(Point p) const { return layout_.loc(p); }
    [[nodiscard]] Point point(Loc l) const { return layout_.point(l); }
    static Cell cell_of(Color c) { return static_cast<Cell>(c); }
    [[nodiscard]] std::array<Loc, 4> neighbours(Loc l) const { return layout_.neighbours(l); }

    void make_single_string(Loc l);
    void put_stone(Loc l, Color c, Point p);
    void merge_strings(Loc into, Loc from);
    int remove_string(Loc head);
    void rebuild_strings();

    BoardSize size_;
    BoardLayout layout_;
    std::vector<Cell> cells_;
    std::vector<Loc> head_;             // head of the string a stone belongs to
    std::vector<Loc> next_in_string_;   // circular list of a string's stones
    std::vector<std::uint16_t> string_stones_;        // valid at heads
    std::vector<std::uint16_t> string_pseudo_libs_;   // valid at heads
    Hash hash_ = 0;
    std::array<int, 2> stones_on_board_{0, 0};
};

}  // namespace kifu::rules
