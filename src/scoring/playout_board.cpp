#include "scoring/playout_board.hpp"

#include <algorithm>
#include <bit>
#include <cstddef>

#include "rules/zobrist.hpp"

namespace kifu::scoring {

// The neighbours of an on-board point are cells of the array (walls at worst), so the
// counts of empty neighbours are kept for every cell those reach, walls included.
inline void PlayoutBoard::add_empty(Loc l) {
    empty_index_[l] = static_cast<std::uint16_t>(empties_.size());
    empties_.push_back(l);
    for (Loc n : neighbours(l)) ++empty_around_[n];
}

inline void PlayoutBoard::remove_empty(Loc l) {
    const Loc last = empties_.back();
    empties_[empty_index_[l]] = last;
    empty_index_[last] = empty_index_[l];
    empties_.pop_back();
    for (Loc n : neighbours(l)) --empty_around_[n];
}

PlayoutBoard::PlayoutBoard(const rules::Board& position)
    : size_(position.size()),
      layout_(size_),
      cell_(static_cast<std::size_t>(layout_.cells()), wall_cell),
      head_(cell_.size(), 0),
      next_(cell_.size(), 0),
      stones_(cell_.size(), 0),
      libs_(cell_.size()),
      lib_count_(cell_.size(), 0),
      empty_index_(cell_.size(), 0),
      empty_around_(cell_.size(), 0) {
    for (int y = 0; y < size_.height; ++y)
        for (int x = 0; x < size_.width; ++x) {
            const Loc l = loc({static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)});
            cell_[l] = empty_cell;
            add_empty(l);
        }
    // Stones are placed one by one without captures: a final position has none to make,
    // and a setup position that leaves a chain without liberties keeps it, as SGF does.
    for (int y = 0; y < size_.height; ++y)
        for (int x = 0; x < size_.width; ++x) {
            const Point p{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)};
            if (const auto stone = position.at(p)) place(loc(p), *stone);
        }
}

namespace {

// Set bits of one word, without a population-count instruction (SWAR).
int bit_count(std::uint64_t x) {
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
}

// Set bits in `words`, counted up to `cap`: clearing the lowest set bit until the cap is
// reached is cheaper than a full population count, which this build cannot assume the CPU
// has an instruction for.
int count_bits(const std::uint64_t* words, std::size_t n, int cap) {
    int count = 0;
    for (std::size_t w = 0; w < n && count < cap; ++w)
        for (std::uint64_t bits = words[w]; bits != 0 && count < cap; bits &= bits - 1) ++count;
    return count;
}

}  // namespace

PlayoutBoard::Loc PlayoutBoard::any_liberty(Loc stone) const {
    const std::uint64_t* set = libs(head_[stone]);
    for (std::size_t w = 0; w < libs_.words(); ++w)
        if (set[w] != 0) return static_cast<Loc>(w * 64 + static_cast<std::size_t>(std::countr_zero(set[w])));
    return no_loc;
}

bool PlayoutBoard::in_atari_at(Loc head, Loc l) const { return lib_count_[head] == 1 && has_lib(head, l); }

PlayoutBoard::MoveCheck PlayoutBoard::check(Loc l, Color c) const {
    MoveCheck result;
    if (cell_[l] != empty_cell || l == ko_) return result;
    const Cell own = cell_of(c), other = cell_of(opponent(c));
    // One pass over the neighbours: empty points, the distinct own chains joined, and the
    // opposing chains captured (in atari, so l is their last liberty).
    Loc joined[4];
    int joined_count = 0, empties = 0, most_own = 0, captured = 0, size = 1;
    Loc taken[4];
    int taken_count = 0;
    for (Loc n : neighbours(l)) {
        const Cell cell = cell_[n];
        if (cell == empty_cell) {
            ++empties;
        } else if (cell == own) {
            const Loc h = head_[n];
            if (std::find(joined, joined + joined_count, h) != joined + joined_count) continue;
            joined[joined_count++] = h;
            size += stones_[h];
            most_own = std::max<int>(most_own, lib_count_[h] - 1);
        } else if (cell == other && lib_count_[head_[n]] == 1) {
            const Loc h = head_[n];
            if (std::find(taken, taken + taken_count, h) != taken + taken_count) continue;
            taken[taken_count++] = h;
            captured += stones_[h];
        }
    }
    result.captures = captured > 0;
    result.chain_size = size;
    // Liberties afterwards, counted up to 3 (all the policy asks). The empty neighbours, and
    // each joined chain's liberties less l, are liberties afterwards: when either gives 3
    // already, or no chain is joined, the sets need not be merged. A capture frees at least
    // the captured stones next to the new chain; counting them all is exact for the
    // single-stone captures that matter to the policy and an upper bound otherwise.
    int liberties = std::max(empties, most_own);
    if (liberties < 3 && joined_count == 1) {
        // The common case needs no merge: the chain's liberties less l, and the empty
        // neighbours that are not among them already.
        liberties = lib_count_[joined[0]] - 1;
        for (Loc n : neighbours(l))
            if (cell_[n] == empty_cell && !has_lib(joined[0], n)) ++liberties;
    } else if (liberties < 3 && joined_count > 1) {
        std::uint64_t merged[8];  // 8 words cover 512 cells (19x19 is 441): the common case
        std::vector<std::uint64_t> big;
        std::uint64_t* set = merged;
        if (libs_.words() > 8) {
            big.assign(libs_.words(), 0);
            set = big.data();
        } else {
            std::fill(set, set + libs_.words(), 0);
        }
        for (Loc n : neighbours(l))
            if (cell_[n] == empty_cell) set[n >> 6] |= std::uint64_t{1} << (n & 63);
        for (int i = 0; i < joined_count; ++i) {
            const std::uint64_t* theirs = libs(joined[i]);
            for (std::size_t w = 0; w < libs_.words(); ++w) set[w] |= theirs[w];
        }
        set[l >> 6] &= ~(std::uint64_t{1} << (l & 63));
        liberties = count_bits(set, libs_.words(), 3);
    }
    result.liberties = std::min(3, liberties + captured);
    result.legal = result.liberties > 0;
    return result;
}

bool PlayoutBoard::keeps_two_liberties(Loc l, Color c) const {
    if (cell_[l] != empty_cell || l == ko_) return false;
    // check() counts as liberties the empty neighbours, every stone it captures, and the
    // other liberties of the chains joined: here counted until there are two.
    int found = empty_around_[l];
    if (found >= 2) return true;
    const Cell own = cell_of(c), other = cell_of(opponent(c));
    Loc taken[4], joined[4];
    int taken_count = 0, joined_count = 0;
    for (Loc n : neighbours(l)) {
        const Cell cell = cell_[n];
        if (cell != own && cell != other) continue;
        const Loc h = head_[n];
        if (cell == other) {
            if (lib_count_[h] != 1 || std::find(taken, taken + taken_count, h) != taken + taken_count) continue;
            taken[taken_count++] = h;
            found += stones_[h];
        } else if (std::find(joined, joined + joined_count, h) == joined + joined_count) {
            if (lib_count_[h] > 2) return true;  // two besides l
            joined[joined_count++] = h;
        }
    }
    if (found >= 2) return true;
    // At most one liberty so far (an empty neighbour or a captured stone), and each chain
    // joined has at most one besides l: two distinct ones among these make two.
    Loc first = no_loc;
    if (empty_around_[l] == 1)
        for (Loc n : neighbours(l))
            if (cell_[n] == empty_cell) first = n;
    for (int i = 0; i < joined_count; ++i) {
        if (lib_count_[joined[i]] != 2) continue;
        const std::uint64_t* set = libs(joined[i]);
        Loc besides = no_loc;
        for (std::size_t w = 0; w < libs_.words() && besides == no_loc; ++w)
            for (std::uint64_t bits = set[w]; bits != 0; bits &= bits - 1) {
                const auto lib = static_cast<Loc>(w * 64 + static_cast<std::size_t>(std::countr_zero(bits)));
                if (lib != l) {
                    besides = lib;
                    break;
                }
            }
        if (besides == first) continue;
        if (++found >= 2) return true;
        first = besides;
    }
    return false;
}

inline void PlayoutBoard::place(Loc l, Color c) {
    remove_empty(l);
    const Cell own = cell_of(c);
    cell_[l] = own;
    hash_ ^= rules::stone_key(c, point(l));
    // l is no longer a liberty of the chains around it.
    Loc first_own = no_loc;
    for (Loc n : neighbours(l)) {
        if (cell_[n] == black_cell || cell_[n] == white_cell) clear_lib(head_[n], l);
        if (cell_[n] == own && first_own == no_loc) first_own = n;
    }
    if (first_own == no_loc) {
        // A lone stone: a chain of its own.
        head_[l] = l;
        next_[l] = l;
        stones_[l] = 1;
        libs_.start(l);
        lib_count_[l] = 0;
    } else {
        // Most moves of a play-out join an own chain. The stone goes straight into the first
        // one, as merging it as a chain of its own would (the larger chain keeps its head, the
        // stone comes next after the head in the ring), without clearing and merging a set.
        const Loc h = head_[first_own];
        head_[l] = h;
        next_[l] = next_[h];
        next_[h] = l;
        stones_[h] = static_cast<std::uint16_t>(stones_[h] + 1);
    }
    for (Loc n : neighbours(l))
        if (cell_[n] == empty_cell) set_lib(head_[l], n);
    // Any other own chain around l joins the first, in the same order as before.
    for (Loc n : neighbours(l))
        if (cell_[n] == own && head_[n] != head_[l]) merge(head_[n], head_[l]);
}

void PlayoutBoard::merge(Loc into, Loc from) {
    if (stones_[into] < stones_[from]) std::swap(into, from);  // relabel the smaller chain
    Loc s = from;
    do {
        head_[s] = into;
        s = next_[s];
    } while (s != from);
    std::swap(next_[into], next_[from]);
    stones_[into] = static_cast<std::uint16_t>(stones_[into] + stones_[from]);
    std::uint64_t* a = libs(into);
    const std::uint64_t* b = libs(from);
    // lib_count_ is exact, so only the liberties `from` adds need counting, without
    // branches on which words hold them (they would be guessed wrong often). Usually `from`
    // is the lone stone just placed, whose liberties are among its four neighbours.
    int count = lib_count_[into];
    if (stones_[from] == 1) {
        for (Loc n : neighbours(from)) {
            const std::uint64_t bit = static_cast<std::uint64_t>(has_lib(from, n)) << (n & 63);
            count += (bit & ~a[n >> 6]) != 0 ? 1 : 0;
            a[n >> 6] |= bit;
        }
    } else {
        for (std::size_t w = 0; w < libs_.words(); ++w) {
            count += bit_count(b[w] & ~a[w]);
            a[w] |= b[w];
        }
    }
    lib_count_[into] = static_cast<std::uint16_t>(count);
    libs_.retire(from);
}

int PlayoutBoard::remove_chain(Loc head) {
    const int removed = stones_[head];
    libs_.retire(head);
    const Color colour = cell_[head] == black_cell ? Color::black : Color::white;
    Loc s = head;
    do {
        cell_[s] = empty_cell;
        add_empty(s);
        hash_ ^= rules::stone_key(colour, point(s));
        s = next_[s];
    } while (s != head);
    // The freed points become liberties of the neighbouring chains (all of the capturer).
    s = head;
    do {
        for (Loc n : neighbours(s))
            if (cell_[n] == black_cell || cell_[n] == white_cell) set_lib(head_[n], s);
        s = next_[s];
    } while (s != head);
    return removed;
}

int PlayoutBoard::play(Loc l, Color c) {
    place(l, c);
    const Cell other = cell_of(opponent(c));
    int captured = 0;
    Loc single_capture = no_loc;
    for (Loc n : neighbours(l)) {
        if (cell_[n] != other || liberties(n) != 0) continue;
        const int removed = remove_chain(head_[n]);
        if (removed == 1) single_capture = n;
        captured += removed;
    }
    // Simple ko: a lone stone that captured exactly one stone and has one liberty may not
    // be retaken at once.
    ko_ = captured == 1 && stones_[head_[l]] == 1 && liberties(l) == 1 ? single_capture : no_loc;
    return captured;
}

}  // namespace kifu::scoring
