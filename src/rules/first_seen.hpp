#pragma once
// Remembers the earliest move after which each position (or situation) stood: an
// open-addressing hash table, so a 10,000-move game costs 10,000 cheap lookups, not a
// quadratic scan of the history.
#include <cstdint>
#include <optional>
#include <vector>

#include "rules/zobrist.hpp"

namespace kifu::rules {

class FirstSeen {
public:
    FirstSeen() { slots_.resize(64); }

    // The earliest move recorded for this hash, if any.
    [[nodiscard]] std::optional<int> find(Hash hash) const {
        for (std::size_t i = slot_of(hash);; i = (i + 1) & (slots_.size() - 1)) {
            const Slot& s = slots_[i];
            if (s.move < 0) return std::nullopt;
            if (s.hash == hash) return s.move;
        }
    }

    // Records `move` for this hash unless an earlier move is recorded already.
    void insert_if_new(Hash hash, int move) {
        if ((used_ + 1) * 2 > slots_.size()) grow();
        for (std::size_t i = slot_of(hash);; i = (i + 1) & (slots_.size() - 1)) {
            Slot& s = slots_[i];
            if (s.move < 0) {
                s = {hash, move};
                ++used_;
                return;
            }
            if (s.hash == hash) return;
        }
    }

private:
    struct Slot {
        Hash hash = 0;
        int move = -1;   // -1: empty slot
    };
    // Zobrist hashes are uniformly random already; the high bits index the table.
    [[nodiscard]] std::size_t slot_of(Hash hash) const { return (hash >> 20) & (slots_.size() - 1); }

    void grow() {
        std::vector<Slot> old = std::move(slots_);
        slots_.assign(old.size() * 2, Slot{});
        used_ = 0;
        for (const Slot& s : old)
            if (s.move >= 0) insert_if_new(s.hash, s.move);
    }

    std::vector<Slot> slots_;
    std::size_t used_ = 0;
};

}  // namespace kifu::rules
