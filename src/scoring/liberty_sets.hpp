#pragma once
// The liberty sets of a PlayoutBoard's chains (playout_board.hpp): one bitset over the
// board's cells per chain, stored in the row of the chain's head cell.
//
// A board has a row for every cell, but only the rows of live heads mean anything: a
// 19x19 final position has some sixty chains in 441 rows. The play-outs copy their
// starting board once per play-out and the local searches copy a board at every move, so
// a copy takes only the live rows (the set `live_` names them) and leaves the others
// unset. Nothing reads a row before start() has cleared it for a new chain.
#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace kifu::scoring {

class LibertySets {
public:
    using Loc = std::uint16_t;

    explicit LibertySets(std::size_t cells)
        : words_((cells + 63) / 64), cells_(cells), rows_(new std::uint64_t[cells * words_]()), live_(words_, 0) {}
    LibertySets(const LibertySets& other)
        : words_(other.words_), cells_(other.cells_), rows_(new std::uint64_t[cells_ * words_]), live_(other.live_) {
        copy_live_rows(other);
    }
    LibertySets& operator=(const LibertySets& other) {
        if (this == &other) return *this;
        if (cells_ != other.cells_) {
            words_ = other.words_;
            cells_ = other.cells_;
            rows_.reset(new std::uint64_t[cells_ * words_]);
        }
        live_ = other.live_;
        copy_live_rows(other);
        return *this;
    }
    LibertySets(LibertySets&&) noexcept = default;
    LibertySets& operator=(LibertySets&&) noexcept = default;
    ~LibertySets() = default;

    [[nodiscard]] std::size_t words() const { return words_; }  // 64-bit words per set
    [[nodiscard]] const std::uint64_t* row(Loc head) const { return &rows_[static_cast<std::size_t>(head) * words_]; }
    std::uint64_t* row(Loc head) { return &rows_[static_cast<std::size_t>(head) * words_]; }

    // `head` heads a new chain: its set starts empty.
    std::uint64_t* start(Loc head) {
        live_[head >> 6] |= std::uint64_t{1} << (head & 63);
        std::uint64_t* set = row(head);
        std::fill_n(set, words_, 0);
        return set;
    }
    // `head` no longer heads a chain (merged into another, or captured).
    void retire(Loc head) { live_[head >> 6] &= ~(std::uint64_t{1} << (head & 63)); }

private:
    void copy_live_rows(const LibertySets& other) {
        for (std::size_t w = 0; w < live_.size(); ++w)
            for (std::uint64_t bits = live_[w]; bits != 0; bits &= bits - 1) {
                const auto head = static_cast<Loc>(w * 64 + static_cast<std::size_t>(std::countr_zero(bits)));
                std::copy_n(other.row(head), words_, row(head));
            }
    }

    std::size_t words_;
    std::size_t cells_;
    std::unique_ptr<std::uint64_t[]> rows_;  // cells_ rows of words_ words
    std::vector<std::uint64_t> live_;        // one bit per cell: the rows of chain heads
};

}  // namespace kifu::scoring
