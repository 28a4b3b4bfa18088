// The eight symmetries, shown on a board small and lopsided enough that each looks
// different: a 4x3 board with X in a corner and O beside the opposite one.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "duplicates/symmetry.hpp"

namespace kifu::duplicates {
namespace {

// The board `size` after `s`, with X and O where the points (0,0) and (3,1) of the 4x3
// board below go; '.' elsewhere, one row per line.
//   X . . .
//   . . . O
//   . . . .
std::string diagram(Symmetry s) {
    const BoardSize from{4, 3};
    const BoardSize to = transformed_size(s, from);
    std::string rows(static_cast<std::size_t>(to.height), std::string::value_type{});
    std::string out;
    const Point x = transform(s, {0, 0}, from);
    const Point o = transform(s, {3, 1}, from);
    for (int y = 0; y < to.height; ++y) {
        for (int col = 0; col < to.width; ++col) {
            const Point p{static_cast<std::uint8_t>(col), static_cast<std::uint8_t>(y)};
            out += p == x ? 'X' : p == o ? 'O' : '.';
        }
        out += '\n';
    }
    return out;
}

TEST(Symmetry, EachOfTheEightAsTheBoardShowsIt) {
    EXPECT_EQ(diagram(Symmetry::identity), "X...\n...O\n....\n");
    EXPECT_EQ(diagram(Symmetry::rotate_90),  // clockwise: the top-left corner goes top-right
              "..X\n...\n...\n.O.\n");
    EXPECT_EQ(diagram(Symmetry::rotate_180), "....\nO...\n...X\n");
    EXPECT_EQ(diagram(Symmetry::rotate_270), ".O.\n...\n...\nX..\n");
    EXPECT_EQ(diagram(Symmetry::mirror_left_right), "...X\nO...\n....\n");
    EXPECT_EQ(diagram(Symmetry::mirror_top_bottom), "....\n...O\nX...\n");
    EXPECT_EQ(diagram(Symmetry::mirror_main_diagonal), "X..\n...\n...\n.O.\n");
    EXPECT_EQ(diagram(Symmetry::mirror_anti_diagonal), ".O.\n...\n...\n..X\n");
}

TEST(Symmetry, EveryPointLandsOnTheBoardAndNoTwoOnOne) {
    for (const BoardSize size : {BoardSize{19, 19}, BoardSize{13, 9}, BoardSize{1, 52}}) {
        for (const Symmetry s : all_symmetries) {
            const BoardSize to = transformed_size(s, size);
            std::vector<bool> hit(static_cast<std::size_t>(to.width * to.height), false);
            for (int y = 0; y < size.height; ++y)
                for (int x = 0; x < size.width; ++x) {
                    const Point p = transform(s, {static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)}, size);
                    ASSERT_TRUE(on_board(p, to)) << symmetry_name(s);
                    const auto at = static_cast<std::size_t>(p.y * to.width + p.x);
                    EXPECT_FALSE(hit[at]) << symmetry_name(s);
                    hit[at] = true;
                }
        }
    }
}

TEST(Symmetry, NamesAreDistinct) {
    std::set<std::string_view> names;
    for (const Symmetry s : all_symmetries) names.insert(symmetry_name(s));
    EXPECT_EQ(names.size(), 8U);
    EXPECT_EQ(symmetry_name(Symmetry::rotate_90), "rotate-90");
}

}  // namespace
}  // namespace kifu::duplicates
