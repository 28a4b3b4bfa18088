#include "rules/board.hpp"

#include <algorithm>

namespace kifu::rules {

Board::Board(BoardSize size)
    : size_(size),
      layout_(size),
      cells_(static_cast<std::size_t>(layout_.cells()), Cell::wall),
      head_(cells_.size(), 0),
      next_in_string_(cells_.size(), 0),
      string_stones_(cells_.size(), 0),
      string_pseudo_libs_(cells_.size(), 0) {
    for (int y = 0; y < size.height; ++y)
        for (int x = 0; x < size.width; ++x)
            cells_[loc({static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)})] = Cell::empty;
}

std::optional<Color> Board::at(Point p) const {
    const Cell c = cells_[loc(p)];
    if (c == Cell::black) return Color::black;
    if (c == Cell::white) return Color::white;
    return std::nullopt;
}

// Makes the stone at l a string of its own, with its empty neighbours as liberties.
void Board::make_single_string(Loc l) {
    head_[l] = l;
    next_in_string_[l] = l;
    string_stones_[l] = 1;
    std::uint16_t libs = 0;
    for (Loc n : neighbours(l)) libs += cells_[n] == Cell::empty;
    string_pseudo_libs_[l] = libs;
}

void Board::put_stone(Loc l, Color c, Point p) {
    cells_[l] = cell_of(c);
    make_single_string(l);
    hash_ ^= stone_key(c, p);  // p, not point(l): that costs two divisions on the hot path
    ++stones_on_board_[static_cast<int>(c)];
}

// Merges the string headed by `from` into the one headed by `into`.
void Board::merge_strings(Loc into, Loc from) {
    if (string_stones_[into] < string_stones_[from]) std::swap(into, from);  // relabel the smaller
    Loc l = from;
    do {
        head_[l] = into;
        l = next_in_string_[l];
    } while (l != from);
    std::swap(next_in_string_[into], next_in_string_[from]);  // splice the two circles
    string_stones_[into] = static_cast<std::uint16_t>(string_stones_[into] + string_stones_[from]);
    string_pseudo_libs_[into] = static_cast<std::uint16_t>(string_pseudo_libs_[into] + string_pseudo_libs_[from]);
}

// Removes a whole string; every neighbouring stone of the other colour gains a liberty.
int Board::remove_string(Loc head) {
    const Cell removed = cells_[head];
    const Color colour = removed == Cell::black ? Color::black : Color::white;
    int count = 0;
    Loc l = head;
    do {
        cells_[l] = Cell::empty;
        hash_ ^= stone_key(colour, point(l));
        ++count;
        l = next_in_string_[l];
    } while (l != head);
    // A second pass, once every stone is gone: neighbours inside the string are empty now
    // and must not be counted, neighbours of the other colour gain one per adjacency.
    l = head;
    do {
        for (Loc n : neighbours(l))
            if (cells_[n] == Cell::black || cells_[n] == Cell::white) ++string_pseudo_libs_[head_[n]];
        l = next_in_string_[l];
    } while (l != head);
    stones_on_board_[static_cast<int>(colour)] -= count;
    return count;
}

Board::MoveEffect Board::play(Point p, Color c) {
    const Loc l = loc(p);
    put_stone(l, c, p);
    const Cell mine = cell_of(c);
    const Cell theirs = cell_of(opponent(c));
    MoveEffect effect;
    // One pass over the neighbours: each adjacency costs its string one pseudo-liberty;
    // own strings join the new stone, opposing strings that reach zero are captured.
    // Checking at each decrement is enough: pseudo-liberties only fall here.
    for (Loc n : neighbours(l)) {
        const Cell cell = cells_[n];
        if (cell == mine) {
            --string_pseudo_libs_[head_[n]];
            if (head_[n] != head_[l]) merge_strings(head_[l], head_[n]);
        } else if (cell == theirs) {
            const Loc h = head_[n];
            if (--string_pseudo_libs_[h] == 0) effect.captured += remove_string(h);
        }
    }
    if (string_pseudo_libs_[head_[l]] == 0) effect.self_removed = remove_string(head_[l]);
    return effect;
}

std::optional<Point> Board::first_stone_without_liberties() const {
    for (int y = 0; y < size_.height; ++y)
        for (int x = 0; x < size_.width; ++x) {
            const Point p{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)};
            const Loc l = loc(p);
            if ((cells_[l] == Cell::black || cells_[l] == Cell::white) && string_pseudo_libs_[head_[l]] == 0) return p;
        }
    return std::nullopt;
}

void Board::set(Point p, std::optional<Color> stone) { set(std::span<const Point>(&p, 1), stone); }

void Board::set(std::span<const Point> points, std::optional<Color> stone) {
    if (points.empty()) return;
    for (const Point p : points) {
        const Loc l = loc(p);
        if (const auto old = at(p)) {
            hash_ ^= stone_key(*old, p);
            --stones_on_board_[static_cast<int>(*old)];
        }
        cells_[l] = Cell::empty;
        if (stone) {
            cells_[l] = cell_of(*stone);
            hash_ ^= stone_key(*stone, p);
            ++stones_on_board_[static_cast<int>(*stone)];
        }
    }
    rebuild_strings();  // once per setup property: a rebuild per point made AB[aa:ZZ] quadratic
}

// Setup is rare, so strings are rebuilt from scratch rather than split incrementally.
void Board::rebuild_strings() {
    const auto cells = static_cast<Loc>(cells_.size());  // at most 54 * 54
    for (Loc l = 0; l < cells; ++l) {
        if (cells_[l] == Cell::black || cells_[l] == Cell::white) make_single_string(l);
    }
    for (Loc l = 0; l < cells; ++l) {
        if (cells_[l] != Cell::black && cells_[l] != Cell::white) continue;
        for (Loc n : neighbours(l))
            if (n > l && cells_[n] == cells_[l] && head_[n] != head_[l]) merge_strings(head_[l], head_[n]);
    }
}

int Board::liberties(Point p) const {
    const Loc start = loc(p);
    if (cells_[start] != Cell::black && cells_[start] != Cell::white) return 0;
    // Every empty neighbour of every stone, then each counted once: sorting keeps this
    // O(n log n) where a search per neighbour was quadratic in a long string's liberties.
    std::vector<Loc> found;
    Loc l = head_[start];
    const Loc head = l;
    do {
        for (Loc n : neighbours(l))
            if (cells_[n] == Cell::empty) found.push_back(n);
        l = next_in_string_[l];
    } while (l != head);
    std::sort(found.begin(), found.end());
    return static_cast<int>(std::unique(found.begin(), found.end()) - found.begin());
}

std::vector<Point> Board::string_at(Point p) const {
    std::vector<Point> stones;
    const Loc start = loc(p);
    if (cells_[start] != Cell::black && cells_[start] != Cell::white) return stones;
    const Loc head = head_[start];
    Loc l = head;
    do {
        stones.push_back(point(l));
        l = next_in_string_[l];
    } while (l != head);
    return stones;
}

}  // namespace kifu::rules
