#pragma once
// Who owns each point of a final position, once the dead stones are known.
//
// Dead stones are taken off; each empty region is then owned by the one colour that
// borders it, or is dame when it touches both (or neither). The stones in seki are an
// input (seki.hpp finds them): a one-colour region that borders only strings in seki is a
// seki eye. Japanese rules (1989, Art. 8) do not count seki eyes as territory; area rules
// do. This is how a referee counts a finished game; deciding which stones are dead, and
// which live in seki, are the steps before (dead_stones.hpp, seki.hpp, or --dead auto).
#include <cstdint>
#include <vector>

#include "base/board_layout.hpp"
#include "base/color.hpp"
#include "base/point.hpp"
#include "rules/board.hpp"
#include "scoring/cleared_board.hpp"

namespace kifu::scoring {

enum class Mark : std::uint8_t {
    black_stone, white_stone,              // alive
    black_seki_stone, white_seki_stone,    // alive in seki
    dead_black, dead_white,                // removed as dead (the point is the other side's territory)
    black_territory, white_territory,      // empty, surrounded by one side
    black_seki_eye, white_seki_eye,        // empty, surrounded by one side's stones in seki
    black_must_fill, white_must_fill,      // surrounded by one side, but it must fill them before counting
    dame,                                  // empty, touching both sides (including seki liberties)
};

inline bool is_seki_stone(Mark m) { return m == Mark::black_seki_stone || m == Mark::white_seki_stone; }

class TerritoryMap {
public:
    // `dead` lists points of stones to remove; points that are empty are ignored. `seki`:
    // the stones that live in seki (find_seki). `marked_black`, `marked_white` (Black's,
    // White's territory), when the record's markup or a referee's marking gives it: points of
    // a side's area not marked are must-fill points (false eyes, last liberties), which area
    // counting gives the side and territory counting does not. `unsettled`: points kifu's
    // judgement could not settle (life_and_death.hpp); an empty one (or a dead stone's) is
    // nobody's: no side's territory, seki eye or must-fill point, and not dame either.
    TerritoryMap(const rules::Board& final_position, const std::vector<Point>& dead, const std::vector<Point>& seki,
                 const std::vector<Point>* marked_black = nullptr, const std::vector<Point>* marked_white = nullptr,
                 const std::vector<Point>& unsettled = {});

    [[nodiscard]] BoardSize size() const { return board_.layout.size(); }
    [[nodiscard]] Mark at(Point p) const { return marks_[index(p)]; }
    // What the point counts as once a dead stone on it is taken off (territory, seki eye,
    // must-fill or dame); the same as at() everywhere else.
    [[nodiscard]] Mark ground(Point p) const { return ground_[index(p)]; }

    // Counts by colour (index 0 Black, 1 White).
    [[nodiscard]] int stones(Color c) const { return stones_[static_cast<int>(c)]; }         // alive, seki included
    [[nodiscard]] int territory(Color c) const { return territory_[static_cast<int>(c)]; }   // seki eyes excluded
    [[nodiscard]] int seki_eyes(Color c) const { return seki_eyes_[static_cast<int>(c)]; }
    [[nodiscard]] int must_fill(Color c) const { return must_fill_[static_cast<int>(c)]; }
    [[nodiscard]] int dead(Color c) const { return dead_[static_cast<int>(c)]; }             // c's stones removed
    [[nodiscard]] int dame() const { return dame_; }
    // Empty points (the dead stones' included) counted for nobody because they are unsettled
    // (dame among them too: dame() and largest_dame_region() are the position's geometry).
    [[nodiscard]] int unsettled() const { return unsettled_; }
    [[nodiscard]] int largest_dame_region() const { return largest_dame_region_; }

    [[nodiscard]] std::vector<Point> points_marked(Mark m) const;
    // The same by ground(): a side's territory with the dead stones' points in it.
    [[nodiscard]] std::vector<Point> points_on_ground(Mark m) const;

private:
    [[nodiscard]] std::size_t index(Point p) const { return board_.layout.loc(p); }
    [[nodiscard]] static std::vector<Point> points_with(const std::vector<Mark>& grid, Mark m, const BoardLayout& layout);
    void classify_regions(const std::vector<Point>* marked_black, const std::vector<Point>* marked_white,
                          const std::vector<Point>& unsettled);

    ClearedBoard board_;               // every grid below is indexed by its Locs, walls included
    std::vector<Mark> marks_;
    std::vector<Mark> ground_;
    int stones_[2]{}, territory_[2]{}, seki_eyes_[2]{}, must_fill_[2]{}, dead_[2]{};
    std::vector<char> in_seki_;
    int dame_ = 0;
    int unsettled_ = 0;
    int largest_dame_region_ = 0;
};

}  // namespace kifu::scoring
