#pragma once
// Who owns each point of a final position, once the dead stones are known.
//
// Dead stones are taken off; each empty region is then owned by the one colour that
// borders it, or is dame when it touches both (or neither). Seki: a dame point that
// neither side can fill without putting its own string in atari (and capturing nothing)
// is a seki liberty; the strings touching it live in seki, and a one-colour region that
// borders only strings in seki is a seki eye. Small fights that test misses (an eye against
// an eye) are read out (local_seki.hpp). Japanese rules (1989, Art. 8) do not count
// seki eyes as territory; area rules do. This is how a referee counts a finished game;
// deciding which stones are dead is another step (dead_stones.hpp, or --dead auto).
#include <cstdint>
#include <vector>

#include "base/board_layout.hpp"
#include "base/color.hpp"
#include "base/point.hpp"
#include "rules/board.hpp"
#include "scoring/empty_region.hpp"

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
    // `dead` lists points of stones to remove; points that are empty are ignored.
    // `marked_territory` (Black's, White's), when the record's markup gives it: points of a
    // side's area not marked are must-fill points (false eyes, last liberties), which area
    // counting gives the side and territory counting does not.
    TerritoryMap(const rules::Board& final_position, const std::vector<Point>& dead,
                 const std::vector<Point>* marked_black = nullptr, const std::vector<Point>* marked_white = nullptr);

    [[nodiscard]] BoardSize size() const { return layout_.size(); }
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
    [[nodiscard]] int largest_dame_region() const { return largest_dame_region_; }

    [[nodiscard]] std::vector<Point> points_marked(Mark m) const;
    // The same by ground(): a side's territory with the dead stones' points in it.
    [[nodiscard]] std::vector<Point> points_on_ground(Mark m) const;

private:
    [[nodiscard]] std::size_t index(Point p) const { return layout_.loc(p); }
    [[nodiscard]] static std::vector<Point> points_with(const std::vector<Mark>& grid, Mark m, const BoardLayout& layout);
    void mark_regions();
    void find_seki();
    void extend_seki_to_groups(std::vector<char>& in_seki) const;
    void classify_regions(const std::vector<Point>* marked_black, const std::vector<Point>* marked_white);
    bool unsafe_to_fill(std::size_t point, std::int8_t colour) const;

    BoardLayout layout_;               // every grid below is indexed by its Locs, walls included
    std::vector<std::int8_t> cells_;   // after dead stones are removed: 0 empty, 1 black, 2 white, 3 wall
    std::vector<Mark> marks_;
    std::vector<Mark> ground_;
    std::vector<int> region_of_;       // empty points: index of their region
    std::vector<EmptyRegion> regions_;
    int stones_[2]{}, territory_[2]{}, seki_eyes_[2]{}, must_fill_[2]{}, dead_[2]{};
    std::vector<char> in_seki_;
    int dame_ = 0;
    int largest_dame_region_ = 0;
    // Scratch space for the fill tests, kept between calls (only used while constructing).
    mutable std::vector<std::uint32_t> scratch_seen_;
    mutable std::vector<std::size_t> scratch_stack_;
    mutable std::uint32_t scratch_stamp_ = 0;
};

}  // namespace kifu::scoring
