#include "scoring/local_seki.hpp"

#include <algorithm>
#include <cstddef>
#include <optional>

#include "base/flood_fill.hpp"
#include "scoring/false_eye.hpp"
#include "scoring/local_board.hpp"
#include "scoring/local_reader.hpp"

namespace kifu::scoring {
namespace {

using Loc = BoardLayout::Loc;
constexpr std::int8_t empty = LocalBoard::empty, black = LocalBoard::black, white = LocalBoard::white,
                      wall = LocalBoard::wall;

// A group with two eyes, or with an eye of more than JudgeParams::seki_largest_eye points
// and no dead stone of the opponent in it, is not read: fewer seki are found, never a false
// one. Fights of more than seki_fight_points are not read, and all the fights of one count
// share one part of the reading budget (seki_reading_budget).

std::int8_t other(std::int8_t c) { return LocalBoard::other(c); }

// The strings of the position: each stone's string, and each string's stones and colour.
struct Strings {
    std::vector<int> of;   // per cell, -1 where there is no stone
    std::vector<std::vector<Loc>> stones;
    std::vector<std::int8_t> colour;
};

Strings strings_of(const BoardLayout& layout, const std::vector<std::int8_t>& cells) {
    Strings s;
    s.of.assign(cells.size(), -1);
    FloodFill<Loc> fill;
    fill.begin(cells.size());
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const auto start = static_cast<Loc>(i);
        const std::int8_t c = cells[start];
        if ((c != black && c != white) || fill.marked(start)) continue;
        const int id = static_cast<int>(s.stones.size());
        s.stones.emplace_back();
        s.colour.push_back(c);
        fill.fill(
            start, [&](Loc l) { return layout.neighbours(l); },
            [&](Loc n) { return cells[n] == c ? Flood::enter : Flood::skip; },
            [&](Loc l) {
                s.of[l] = id;
                s.stones.back().push_back(l);
            });
    }
    return s;
}

// The points of the region of the empty point `l`, `l` first.
std::vector<Loc> region_points(const BoardLayout& layout, const std::vector<int>& region_of, Loc l) {
    std::vector<Loc> points;
    FloodFill<Loc> fill;
    fill.begin(region_of.size());
    fill.fill(
        l, [&](Loc p) { return layout.neighbours(p); },
        [&](Loc n) { return region_of[n] == region_of[l] ? Flood::enter : Flood::skip; },
        [&](Loc p) { points.push_back(p); });
    return points;
}

// One local fight: the strings of both groups, the points read, and among them the points
// of dead stones that the reading puts back on (stones in an eye).
struct Fight {
    std::vector<int> strings;
    std::vector<Loc> points;
    std::vector<Loc> restored;
};

// The points of the eye of `colour` that holds the empty point `l`, as the reading takes
// them: the region of at most seki_largest_eye points, or a larger one when it holds dead
// stones of the opponent (and of it only); none (false) otherwise, or when the region alone
// has more points than a fight may. The opponent's dead stones in the eye go back on
// (added to `restored`), whatever its size: a stone thrown into an eye of two points is a
// move played, and its capture one the eye's owner has still to play (dev KGS
// 2006-11-23-31: Q2 in White's eye P2-Q2, one eye against one eye and a shared liberty, a
// seki that an empty eye of two points would win). An eye of at most seki_largest_eye
// points that holds dead stones of its owner's colour is read empty, as it always was.
bool eye_points_read(const ClearedBoard& board, Loc l, std::int8_t colour, const JudgeParams& params,
                     std::vector<Loc>& points, std::vector<Loc>& restored) {
    const EmptyRegion& region = board.regions[static_cast<std::size_t>(board.region_of[l])];
    if (static_cast<std::size_t>(region.size) > params.seki_fight_points) return false;
    points = region_points(board.layout, board.region_of, l);
    const bool small = region.size <= params.seki_largest_eye;
    std::vector<Loc> opponents;   // the opponent's dead stones in the eye
    for (Loc p : points) {
        const std::int8_t dead = board.taken_off[p];
        if (dead == empty) continue;
        if (dead != other(colour)) return small;   // its own dead stones: read empty if small
        opponents.push_back(p);
    }
    for (Loc p : opponents)
        if (std::find(restored.begin(), restored.end(), p) == restored.end()) restored.push_back(p);
    return small || !opponents.empty();
}

// A one-point eye whose diagonals the opponent holds (two of them, one on the edge): its
// strings must join there, and it is no eye of its own. Read as a point of the fight.
bool false_eye(const BoardLayout& layout, const std::vector<std::int8_t>& cells, const std::vector<Loc>& region,
               std::int8_t colour) {
    if (region.size() != 1) return false;
    int opposing = 0, on_board = 0;
    for (Loc d : layout.diagonals(region.front())) {
        if (cells[d] == wall) continue;
        ++on_board;
        opposing += cells[d] == other(colour) ? 1 : 0;
    }
    return false_by_diagonals(opposing, on_board);
}

// The groups around the shared liberty `shared`: its strings, joined through their eyes;
// false when a string is next to a seki found already, a group has more than one eye or one
// of more than two points, or the fight is larger than the reading takes.
bool gather_fight(const ClearedBoard& board, const Strings& s, const std::vector<char>& in_seki, Loc shared,
                  const JudgeParams& params, Fight& fight) {
    const BoardLayout& layout = board.layout;
    const std::vector<std::int8_t>& cells = board.cells;
    auto add_point = [&](Loc l) {
        if (std::find(fight.points.begin(), fight.points.end(), l) == fight.points.end()) fight.points.push_back(l);
    };
    auto add_string = [&](int id) {
        if (std::find(fight.strings.begin(), fight.strings.end(), id) == fight.strings.end()) fight.strings.push_back(id);
    };
    for (Loc n : layout.neighbours(shared))
        if (cells[n] == black || cells[n] == white) add_string(s.of[n]);
    int black_eye = -1, white_eye = -1;   // the region of each side's one eye, if any
    for (std::size_t k = 0; k < fight.strings.size(); ++k) {
        const int id = fight.strings[k];
        const std::int8_t colour = s.colour[static_cast<std::size_t>(id)];
        for (Loc stone : s.stones[static_cast<std::size_t>(id)]) {
            for (Loc n : layout.neighbours(stone)) {
                // Next to a seki found already: the seki review reads that area
                // (confirmation.hpp), and a wider area would hide its kills from it.
                if (in_seki[n]) return false;
                if (cells[n] != empty) continue;
                const int r = board.region_of[n];
                const EmptyRegion& region = board.regions[static_cast<std::size_t>(r)];
                const bool eye = !(colour == black ? region.touches_white : region.touches_black);
                if (!eye) {
                    add_point(n);
                    continue;
                }
                std::vector<Loc> eye_points;
                if (!eye_points_read(board, n, colour, params, eye_points, fight.restored)) return false;
                int& eye_of_colour = colour == black ? black_eye : white_eye;
                if (!false_eye(layout, cells, eye_points, colour) && eye_of_colour != r) {
                    if (eye_of_colour >= 0) return false;   // a second eye
                    eye_of_colour = r;
                }
                for (Loc p : eye_points) {
                    add_point(p);
                    for (Loc q : layout.neighbours(p))
                        if (cells[q] == colour) add_string(s.of[q]);
                }
            }
        }
        if (fight.points.size() > params.seki_fight_points) return false;
    }
    // Only a closed fight is read: from no point of it can a group reach beyond it, into
    // empty points not read or onto a string of its own colour outside the fight (a
    // connection out). Whether such a group lives is decided elsewhere on the board.
    std::vector<char> in_fight(cells.size(), 0);
    for (int id : fight.strings)
        for (Loc stone : s.stones[static_cast<std::size_t>(id)]) in_fight[stone] = 1;
    for (Loc p : fight.points) in_fight[p] = 1;
    for (Loc p : fight.points) {
        bool next_to[3] = {false, false, false};   // a stone of the fight's groups, by colour
        bool outside[3] = {false, false, false};   // a string outside the fight, by colour
        for (Loc n : layout.neighbours(p)) {
            if (cells[n] == wall) continue;
            if (cells[n] == empty) {
                if (!in_fight[n]) return false;
                continue;
            }
            (in_fight[n] ? next_to : outside)[cells[n]] = true;
        }
        if ((next_to[black] && outside[black]) || (next_to[white] && outside[white])) return false;
    }
    return true;
}

// Black plays first in the reader: its wins are first_wins.
constexpr LocalValue black_wins = LocalValue::first_wins, white_wins = LocalValue::second_wins,
                     neither = LocalValue::neither, unknown = LocalValue::unknown;

// The question of a seki fight for the local reader: a side that captures a stone of the
// other's group wins; a capture that frees points not read proves nothing; two passes end
// the fight with neither.
class SekiQuestion {
public:
    SekiQuestion(const std::vector<std::int8_t>& target, const std::vector<char>& in_points)
        : target_(target), in_points_(in_points) {}

    static bool may_play(Loc, std::int8_t) { return true; }
    LocalMove judge(const std::vector<Loc>& removed, bool legal, std::int8_t mover) const {
        for (Loc l : removed) {
            if (target_[l] == other(mover)) return LocalMove::wins;
            if (!in_points_[l]) return LocalMove::unknown;   // the capture frees points not read
        }
        return legal ? LocalMove::goes_on : LocalMove::illegal;   // not legal: a suicide
    }
    static LocalValue both_passed() { return neither; }

private:
    const std::vector<std::int8_t>& target_;
    const std::vector<char>& in_points_;
};

// One fight read out: whether each side captures, and the referee's dame filling.
class FightReading {
public:
    // `budget`: the positions the reading may still look at (shared by the fights of a board).
    // The dead stones of fight.restored go back on the board: they are no targets, and
    // capturing them decides nothing.
    FightReading(const ClearedBoard& board, const Strings& s, const Fight& fight, ReadingBudget& budget)
        : layout_(board.layout), board_(board.layout, cells_with(board, fight.restored)), points_(fight.points),
          target_(board.cells.size(), 0), in_points_(board.cells.size(), 0), question_(target_, in_points_),
          reader_(board_, points_, black, question_, budget) {
        for (int id : fight.strings)
            for (Loc stone : s.stones[static_cast<std::size_t>(id)]) target_[stone] = board.cells[stone];
        for (Loc p : points_) in_points_[p] = 1;
        for (Loc p : points_) {
            bool next_to_black = false, next_to_white = false;
            for (Loc n : layout_.neighbours(p)) {
                next_to_black = next_to_black || target_[n] == black;
                next_to_white = next_to_white || target_[n] == white;
            }
            if (next_to_black && next_to_white) shared_.push_back(p);
        }
    }
    FightReading(const FightReading&) = delete;   // the reader refers to the members
    FightReading& operator=(const FightReading&) = delete;

    // The referee's dame filling: the sides fill the shared liberties that they can fill
    // without losing the fight, each fill answered where it must be (an eye against an eye:
    // the opponent throws a stone into the filler's eye of two points, which the filler
    // captures), until neither side can fill one. A shared liberty left empty then is a seki
    // liberty. False when none is left, or the reading proves nothing.
    bool seki_liberty_left() {
        int moves_left = 4 * static_cast<int>(points_.size());   // captures may empty a point again
        for (bool filled = true; filled;) {
            filled = false;
            for (Loc p : shared_) {
                if (board_.at(p) != empty) continue;
                for (const std::int8_t c : {black, white}) {
                    std::vector<Loc> removed;
                    const LocalMove result = play(p, c, removed);
                    if (result == LocalMove::illegal) {
                        board_.undo(p, c, removed);
                        continue;
                    }
                    const LocalValue after = result == LocalMove::goes_on ? solve(other(c)) : unknown;
                    if (after == unknown) return false;
                    if (after != neither) {   // the fill loses (or wins: then there is no seki here)
                        board_.undo(p, c, removed);
                        if (after == (c == black ? black_wins : white_wins)) return false;
                        continue;
                    }
                    if (--moves_left < 0 || !answer_until_both_can_pass(other(c))) return false;
                    filled = true;
                    break;
                }
            }
        }
        return std::any_of(shared_.begin(), shared_.end(), [&](Loc p) { return board_.at(p) == empty; });
    }

    // The outcome with `to_move` first: a side that captures a stone of the other's group
    // wins; two passes in a row end the fight with neither.
    LocalValue solve(std::int8_t to_move, bool passed = false) { return reader_.solve(to_move, passed); }

private:
    static std::vector<std::int8_t> cells_with(const ClearedBoard& board, const std::vector<Loc>& restored) {
        std::vector<std::int8_t> cells = board.cells;
        for (Loc p : restored) cells[p] = board.taken_off[p];
        return cells;
    }

    // After a fill the fight is still even (neither captures) with `to_move` to play. If
    // `to_move` may not pass, it plays a move that keeps the fight even; then the other side
    // may have to answer, and so on. False when the reading proves nothing.
    bool answer_until_both_can_pass(std::int8_t to_move) {
        for (int answers = 0; answers < 2 * static_cast<int>(points_.size()); ++answers) {
            const LocalValue if_passing = solve(other(to_move), true);
            if (if_passing == neither) return true;
            if (if_passing == unknown) return false;
            bool answered = false;
            for (Loc p : points_) {
                if (board_.at(p) != empty) continue;
                std::vector<Loc> removed;
                const LocalMove result = play(p, to_move, removed);
                if (result == LocalMove::goes_on && solve(other(to_move)) == neither) {
                    answered = true;
                    break;
                }
                board_.undo(p, to_move, removed);
            }
            if (!answered) return false;
            to_move = other(to_move);
        }
        return false;
    }

    // Plays c at p; `removed` gets the captured stones (restored by LocalBoard::undo).
    LocalMove play(Loc p, std::int8_t c, std::vector<Loc>& removed) {
        const bool legal = board_.play(p, c, removed);
        return question_.judge(removed, legal, c);
    }

    const BoardLayout& layout_;
    LocalBoard board_;
    std::vector<Loc> points_;
    std::vector<Loc> shared_;           // points next to stones of both groups
    std::vector<std::int8_t> target_;   // per cell: the colour of the group's stone there, else 0
    std::vector<char> in_points_;
    SekiQuestion question_;
    LocalReader<SekiQuestion> reader_;
};

}  // namespace

void find_seki_by_reading(const ClearedBoard& board, std::vector<char>& in_seki, const JudgeParams& params,
                          ReadingBudget& budget) {
    const BoardLayout& layout = board.layout;
    const std::vector<std::int8_t>& cells = board.cells;
    std::optional<Strings> strings;   // found for the first shared liberty
    ReadingBudget fights_budget = budget.part(params.seki_reading_budget);
    std::vector<char> read(cells.size(), 0);
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (cells[i] != empty || read[i]) continue;
        const auto shared = static_cast<Loc>(i);
        bool next_to_black = false, next_to_white = false;
        for (Loc n : layout.neighbours(shared)) {
            next_to_black = next_to_black || cells[n] == black;
            next_to_white = next_to_white || cells[n] == white;
        }
        if (!next_to_black || !next_to_white) continue;
        if (!strings) strings = strings_of(layout, cells);
        Fight fight;
        if (!gather_fight(board, *strings, in_seki, shared, params, fight)) continue;
        for (Loc p : fight.points) read[p] = 1;
        FightReading reading(board, *strings, fight, fights_budget);
        const bool seki = reading.solve(black) == neither && reading.solve(white) == neither &&
                          reading.seki_liberty_left();
        if (!seki) continue;
        for (int id : fight.strings)
            for (Loc stone : strings->stones[static_cast<std::size_t>(id)]) in_seki[stone] = 1;
    }
}

}  // namespace kifu::scoring
