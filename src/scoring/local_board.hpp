#pragma once
// The board the exact local readings play on (local_seki.hpp, enclosed_fight.hpp): one cell
// per Loc (0 empty, 1 black, 2 white, 3 wall), moves with captures, undone exactly. Each
// reading decides itself what a capture means for its question.
#include <cstdint>
#include <vector>

#include "base/board_layout.hpp"

namespace kifu::scoring {

class LocalBoard {
public:
    using Loc = BoardLayout::Loc;
    static constexpr std::int8_t empty = 0, black = 1, white = 2, wall = 3;
    static std::int8_t other(std::int8_t c) { return c == black ? white : black; }

    LocalBoard(const BoardLayout& layout, std::vector<std::int8_t> cells)
        : layout_(layout), cells_(std::move(cells)), seen_(cells_.size(), 0) {}

    [[nodiscard]] std::int8_t at(Loc l) const { return cells_[l]; }
    [[nodiscard]] const BoardLayout& layout() const { return layout_; }

    // Does the string at `stone` have a liberty?
    bool has_liberty(Loc stone) {
        const std::int8_t c = cells_[stone];
        const std::uint32_t stamp = ++stamp_;   // stamped, so no clearing between calls
        stack_.assign(1, stone);
        seen_[stone] = stamp;
        while (!stack_.empty()) {
            const Loc l = stack_.back();
            stack_.pop_back();
            for (Loc n : layout_.neighbours(l)) {
                if (cells_[n] == empty) return true;
                if (cells_[n] == c && seen_[n] != stamp) {
                    seen_[n] = stamp;
                    stack_.push_back(n);
                }
            }
        }
        return false;
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
        stack_.assign(1, stone);
        cells_[stone] = empty;
        while (!stack_.empty()) {
            const Loc l = stack_.back();
            stack_.pop_back();
            removed.push_back(l);
            for (Loc n : layout_.neighbours(l))
                if (cells_[n] == c) {
                    cells_[n] = empty;
                    stack_.push_back(n);
                }
        }
    }

    const BoardLayout& layout_;
    std::vector<std::int8_t> cells_;
    std::vector<std::uint32_t> seen_;
    std::uint32_t stamp_ = 0;
    std::vector<Loc> stack_;
};

}  // namespace kifu::scoring
