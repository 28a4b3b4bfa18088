#pragma once
// Remembers the earliest move after which each position (or situation) stood: an
// open-addressing hash table, so a 10,000-move game costs 10,000 cheap lookups, not a
// quadratic scan of the history.
#include <cstdint>
#include <utility>
#include <vector>

#include "rules/zobrist.hpp"

namespace kifu::rules {

class FirstSeen {
public:
    // Sized so `expected` entries never trigger a rehash (replay knows the game length).
    void reserve(std::size_t expected) {
        std::size_t capacity = 64;
        while (capacity < expected * 2 + 2) capacity *= 2;
        if (capacity > slots_.size()) {
            std::vector<Slot> old = std::exchange(slots_, std::vector<Slot>(capacity));
            used_ = 0;
            for (const Slot& s : old)
                if (s.move_plus_one != 0) insert_if_new(s.hash, s.move_plus_one - 1);
        }
    }

    static constexpr int none = -1;

    // Records `move` for this hash unless an earlier move is recorded already, and returns
    // that earlier move, or `none`: one probe answers "seen before?" and remembers this
    // one. (An int, not optional<int>: GCC stored the optional's flag as a byte and read
    // the whole back at once, a store-forwarding stall that took half of this function's
    // time on every move.)
    int insert_if_new(Hash hash, int move) {
        if ((used_ + 1) * 2 > slots_.size()) grow();
        for (std::size_t i = slot_of(hash);; i = (i + 1) & (slots_.size() - 1)) {
            Slot& s = slots_[i];
            if (s.move_plus_one == 0) {
                s = {hash, move + 1};
                ++used_;
                return none;
            }
            if (s.hash == hash) return s.move_plus_one - 1;
        }
    }

private:
    struct Slot {
        Hash hash = 0;
        int move_plus_one = 0;  // 0: empty, so that a new table is all zero bytes (a memset)
    };
    // Zobrist hashes are uniformly random already; the high bits index the table.
    [[nodiscard]] std::size_t slot_of(Hash hash) const { return (hash >> 20) & (slots_.size() - 1); }

    void grow() { reserve(slots_.size()); }

    std::vector<Slot> slots_;
    std::size_t used_ = 0;
};

}  // namespace kifu::rules
