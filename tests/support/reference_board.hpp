#pragma once
// The obvious board: a grid, flood fills, nothing incremental. rules::Board and
// scoring::PlayoutBoard are checked against it, move by move (unit tests and fuzz_board).
#include <optional>
#include <vector>

#include "base/color.hpp"
#include "base/point.hpp"
#include "rules/board.hpp"

namespace kifu::testing {

class ReferenceBoard {
public:
    explicit ReferenceBoard(BoardSize size)
        : size_(size), cells_(static_cast<std::size_t>(size.width * size.height)) {}

    [[nodiscard]] std::optional<Color> at(Point p) const { return cells_[index(p)]; }

    // Stones of the string through p (p holds a stone), and its liberties.
    struct Group {
        std::vector<Point> stones;
        std::vector<Point> liberties;
    };
    [[nodiscard]] Group group(Point p) const {
        Group g;
        const Color colour = *at(p);
        std::vector<char> seen(cells_.size(), 0);
        std::vector<Point> stack{p};
        seen[index(p)] = 1;
        while (!stack.empty()) {
            const Point q = stack.back();
            stack.pop_back();
            g.stones.push_back(q);
            for (Point n : neighbours(q)) {
                if (seen[index(n)]) continue;
                if (!at(n)) {
                    seen[index(n)] = 1;
                    g.liberties.push_back(n);
                } else if (*at(n) == colour) {
                    seen[index(n)] = 1;
                    stack.push_back(n);
                }
            }
        }
        return g;
    }

    rules::Board::MoveEffect play(Point p, Color c) {
        rules::Board::MoveEffect effect;
        cells_[index(p)] = c;
        for (Point n : neighbours(p)) {
            if (at(n) != opponent(c)) continue;
            const Group g = group(n);
            if (!g.liberties.empty()) continue;
            for (Point s : g.stones) cells_[index(s)].reset();
            effect.captured += static_cast<int>(g.stones.size());
        }
        const Group own = group(p);
        if (own.liberties.empty()) {
            for (Point s : own.stones) cells_[index(s)].reset();
            effect.self_removed = static_cast<int>(own.stones.size());
        }
        return effect;
    }

    void set(Point p, std::optional<Color> stone) { cells_[index(p)] = stone; }

    [[nodiscard]] std::vector<Point> neighbours(Point p) const {
        std::vector<Point> out;
        if (p.x > 0) out.push_back({static_cast<std::uint8_t>(p.x - 1), p.y});
        if (p.x + 1 < size_.width) out.push_back({static_cast<std::uint8_t>(p.x + 1), p.y});
        if (p.y > 0) out.push_back({p.x, static_cast<std::uint8_t>(p.y - 1)});
        if (p.y + 1 < size_.height) out.push_back({p.x, static_cast<std::uint8_t>(p.y + 1)});
        return out;
    }

private:
    [[nodiscard]] std::size_t index(Point p) const {
        return static_cast<std::size_t>(p.y) * static_cast<std::size_t>(size_.width) + p.x;
    }

    BoardSize size_;
    std::vector<std::optional<Color>> cells_;
};

}  // namespace kifu::testing
