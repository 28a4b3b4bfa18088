#pragma once
// The one board layout every board of kifu shares (rules::Board, scoring::PlayoutBoard,
// scoring::TerritoryMap): a padded 1-D array with a ring of wall cells around the points,
// so a neighbour is one index step away and never needs a bounds check.
#include <array>
#include <cstdint>

#include "base/point.hpp"

namespace kifu {

class BoardLayout {
public:
    using Loc = std::uint16_t;   // (x + 1) + (y + 1) * stride; 0 is a wall cell

    explicit BoardLayout(BoardSize size) : size_(size), stride_(size.width + 2) {}

    [[nodiscard]] BoardSize size() const { return size_; }
    [[nodiscard]] int stride() const { return stride_; }
    [[nodiscard]] int cells() const { return stride_ * (size_.height + 2); }   // walls included

    [[nodiscard]] Loc loc(Point p) const { return static_cast<Loc>((p.x + 1) + (p.y + 1) * stride_); }
    [[nodiscard]] Point point(Loc l) const {
        return {static_cast<std::uint8_t>(l % stride_ - 1), static_cast<std::uint8_t>(l / stride_ - 1)};
    }
    // A point of the board, not a wall cell.
    [[nodiscard]] bool on_board(Loc l) const {
        const int x = l % stride_, y = l / stride_;
        return x >= 1 && x <= size_.width && y >= 1 && y <= size_.height;
    }
    // Up, left, right, down: wall cells at the edge.
    [[nodiscard]] std::array<Loc, 4> neighbours(Loc l) const {
        return {static_cast<Loc>(l - stride_), static_cast<Loc>(l - 1), static_cast<Loc>(l + 1),
                static_cast<Loc>(l + stride_)};
    }
    [[nodiscard]] std::array<Loc, 4> diagonals(Loc l) const {
        return {static_cast<Loc>(l - stride_ - 1), static_cast<Loc>(l - stride_ + 1),
                static_cast<Loc>(l + stride_ - 1), static_cast<Loc>(l + stride_ + 1)};
    }

private:
    BoardSize size_;
    int stride_;
};

}  // namespace kifu
