#pragma once
// The board the exact local reader plays on (local_reader.hpp, for enclosed_fight.hpp and
// local_seki.hpp): one cell per Loc (0 empty, 1 black, 2 white, 3 wall), moves with
// captures, undone exactly. Each question decides itself what a capture means for it.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "base/board_layout.hpp"
#include "base/flood_fill.hpp"
#include "base/color.hpp"

namespace kifu::scoring {

class LocalBoard {
public:
    using Loc = BoardLayout::Loc;
    static constexpr std::int8_t empty = 0, black = 1, white = 2, wall = 3;
    static std::int8_t other(std::int8_t c) { return c == black ? white : black; }
    static std::int8_t cell_of(Color c) { return c == Color::black ? black : white; }

    LocalBoard(const BoardLayout& layout, std::vector<std::int8_t> cells)
        : layout_(layout), cells_(std::move(cells)) {}

    [[nodiscard]] std::int8_t at(Loc l) const { return cells_[l]; }
    [[nodiscard]] const BoardLayout& layout() const { return layout_; }

    // Does the string at `stone` have a liberty?
    bool has_liberty(Loc stone) {
        // Most stones the reader asks about have a liberty of their own: answered without
        // setting up a fill (the reader asks after every move, for every neighbour).
        for (Loc n : layout_.neighbours(stone))
            if (cells_[n] == empty) return true;
        const std::int8_t c = cells_[stone];
        fill_.begin(cells_.size());
        const bool closed = fill_.fill(
            stone, [&](Loc l) { return layout_.neighbours(l); },
            [&](Loc n) { return cells_[n] == empty ? Flood::stop : cells_[n] == c ? Flood::enter : Flood::skip; },
            [](Loc) {});
        return !closed;
    }

    // Plays c at the empty point p: the opponent's strings left without a liberty go into
    // `removed`. False for a suicide (the caller still undoes it).
    bool play(Loc p, std::int8_t c, std::vector<Loc>& removed) {
        cells_[p] = c;
        for (Loc n : layout_.neighbours(p))
            if (cells_[n] == other(c) && !has_liberty(n)) remove_string(n, removed);
        return !removed.empty() || has_liberty(p);
    }

    // Takes back play(p, c, removed).
    void undo(Loc p, std::int8_t c, const std::vector<Loc>& removed) {
        cells_[p] = empty;
        for (Loc l : removed) cells_[l] = other(c);
    }

private:
    void remove_string(Loc stone, std::vector<Loc>& removed) {
        const std::int8_t c = cells_[stone];
        fill_.begin(cells_.size());
        fill_.fill(
            stone, [&](Loc l) { return layout_.neighbours(l); },
            [&](Loc n) { return cells_[n] == c ? Flood::enter : Flood::skip; },
            [&](Loc l) {
                cells_[l] = empty;
                removed.push_back(l);
            });
    }

    const BoardLayout& layout_;
    std::vector<std::int8_t> cells_;
    FloodFill<Loc> fill_;
};

// What a local reading has found: one entry per position of its points (each empty, black
// or white), side to move, and whether the last move was a pass. The points hold all that
// changes (a capture beyond them ends a reading), so every position has its own entry and
// the table serves every question asked about one fight.
class ReadingTable {
public:
    explicit ReadingTable(std::size_t points) {
        std::size_t states = 4;
        for (std::size_t i = 0; i < points; ++i) states *= 3;
        entries_.assign(states, not_seen);
    }

    static std::size_t key(const LocalBoard& board, const std::vector<LocalBoard::Loc>& points, bool second_to_move,
                           bool passed) {
        std::size_t k = 0;
        for (LocalBoard::Loc p : points) k = k * 3 + static_cast<std::size_t>(board.at(p));
        return (k * 2 + (second_to_move ? 1 : 0)) * 2 + (passed ? 1 : 0);
    }

    // The value found for the position `k`, or `cycle` while it is being read (play came
    // back to it: a ko); nothing for a position not seen, which is then marked as being read.
    std::optional<std::int8_t> enter(std::size_t k, std::int8_t cycle) {
        if (entries_[k] == in_progress) return cycle;
        if (entries_[k] != not_seen) return entries_[k];
        entries_[k] = in_progress;
        return std::nullopt;
    }
    void store(std::size_t k, std::int8_t value) { entries_[k] = value; }

private:
    static constexpr std::int8_t not_seen = 3, in_progress = 4;   // no reading's value is either
    std::vector<std::int8_t> entries_;
};

}  // namespace kifu::scoring
