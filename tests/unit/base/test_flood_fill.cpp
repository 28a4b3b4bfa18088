// The one flood fill (base/flood_fill.hpp): sets connected through a rule, depth first,
// with marks a new begin() clears at once.
#include "base/flood_fill.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "base/board_layout.hpp"
#include "../../support/ascii_board.hpp"

namespace kifu {
namespace {

using Loc = BoardLayout::Loc;
using testing::board_from;
using testing::at;
using testing::pt;

// Points are named as on the diagram (A1 bottom-left); pt walks the diagram's characters.
// The diagram's points as a layout's cells: 'X', 'O', '.', and '#' for the wall ring.
struct Cells {
    BoardLayout layout;
    std::vector<char> at;
    explicit Cells(const std::vector<std::string>& rows) : layout(board_from(rows).size()) {
        at.assign(static_cast<std::size_t>(layout.cells()), '#');
        for (int y = 0; y < layout.size().height; ++y)
            for (int x = 0; x < layout.size().width; ++x)
                at[layout.loc(pt(x, y))] = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
    }
    [[nodiscard]] auto neighbours() const {
        return [this](Loc l) { return layout.neighbours(l); };
    }
};

// The points of `cells` reached from `start` through points like it, as a diagram.
std::vector<std::string> drawn(const Cells& cells, const std::vector<Loc>& members) {
    std::vector<std::string> rows(static_cast<std::size_t>(cells.layout.size().height),
                                  std::string(static_cast<std::size_t>(cells.layout.size().width), '-'));
    for (Loc l : members) {
        const Point p = cells.layout.point(l);
        rows[p.y][p.x] = cells.at[l];
    }
    return rows;
}

TEST(FloodFill, FillsTheSetConnectedThroughTheRule) {
    const Cells cells({
        "XX.O.",
        "X..OO",
        "XXXO.",
        "..X..",
    });
    FloodFill<Loc> fill;
    fill.begin(cells.at.size());
    std::vector<Loc> members;
    const Loc start = cells.layout.loc(at(cells.layout.size(), "A4"));
    const bool whole = fill.fill(
        start, cells.neighbours(), [&](Loc n) { return cells.at[n] == 'X' ? Flood::enter : Flood::skip; },
        [&](Loc l) { members.push_back(l); });
    EXPECT_TRUE(whole);
    EXPECT_EQ(members.size(), 7U);   // each member visited once, though reached from several
    EXPECT_EQ(drawn(cells, members), (std::vector<std::string>{
                                         "XX---",
                                         "X----",
                                         "XXX--",
                                         "--X--",
                                     }));
    EXPECT_EQ(members.front(), start);   // the start is visited first
    EXPECT_TRUE(fill.marked(cells.layout.loc(at(cells.layout.size(), "C1"))));
    EXPECT_FALSE(fill.marked(cells.layout.loc(at(cells.layout.size(), "D4"))));
}

TEST(FloodFill, VisitsDepthFirstInTheNeighboursOrder) {
    // Up, left, right, down: from the middle of a plus, the last pushed (down) comes first.
    const Cells cells({
        ".X.",
        "XXX",
        ".X.",
    });
    FloodFill<Loc> fill;
    fill.begin(cells.at.size());
    std::vector<Point> order;
    fill.fill(
        cells.layout.loc(at(cells.layout.size(), "B2")), cells.neighbours(),
        [&](Loc n) { return cells.at[n] == 'X' ? Flood::enter : Flood::skip; },
        [&](Loc l) { order.push_back(cells.layout.point(l)); });
    EXPECT_EQ(order, (std::vector<Point>{at(cells.layout.size(), "B2"), at(cells.layout.size(), "B1"),
                                         at(cells.layout.size(), "C2"), at(cells.layout.size(), "A2"),
                                         at(cells.layout.size(), "B3")}));
}

TEST(FloodFill, AStepOrAVisitStopsTheFill) {
    const Cells cells({
        "XXXX.",
        "OOOOX",
    });
    FloodFill<Loc> fill;
    fill.begin(cells.at.size());
    auto has_liberty = [&](Point stone) {
        const char colour = cells.at[cells.layout.loc(stone)];
        fill.begin(cells.at.size());
        return !fill.fill(
            cells.layout.loc(stone), cells.neighbours(),
            [&](Loc n) {
                if (cells.at[n] == '.') return Flood::stop;
                return cells.at[n] == colour ? Flood::enter : Flood::skip;
            },
            [](Loc) {});
    };
    EXPECT_TRUE(has_liberty(at(cells.layout.size(), "A2")));
    EXPECT_FALSE(has_liberty(at(cells.layout.size(), "A1")));
    int visited = 0;
    fill.begin(cells.at.size());
    EXPECT_FALSE(fill.fill(
        cells.layout.loc(at(cells.layout.size(), "A1")), cells.neighbours(),
        [&](Loc n) { return cells.at[n] == 'O' ? Flood::enter : Flood::skip; }, [&](Loc) { return ++visited < 3; }));
    EXPECT_EQ(visited, 3);
}

TEST(FloodFill, MarksLastUntilTheNextBegin) {
    // A step is asked about every neighbour: one that counts liberties marks each it counts
    // and checks the mark, so a liberty next to two stones counts once.
    const Cells cells({
        ".X.",
        "XX.",
        "...",
    });
    FloodFill<Loc> fill;
    fill.begin(cells.at.size());
    int liberties = 0;
    fill.fill(
        cells.layout.loc(at(cells.layout.size(), "B2")), cells.neighbours(),
        [&](Loc n) {
            if (fill.marked(n)) return Flood::skip;
            if (cells.at[n] == 'X') return Flood::enter;
            if (cells.at[n] == '.') {
                fill.mark(n);
                ++liberties;
            }
            return Flood::skip;
        },
        [](Loc) {});
    EXPECT_EQ(liberties, 5);   // the corner point touches two of the stones: counted once
    EXPECT_TRUE(fill.marked(cells.layout.loc(at(cells.layout.size(), "A3"))));
    fill.begin(cells.at.size());
    EXPECT_FALSE(fill.marked(cells.layout.loc(at(cells.layout.size(), "A3"))));
    EXPECT_FALSE(fill.marked(cells.layout.loc(at(cells.layout.size(), "B2"))));
}

}  // namespace
}  // namespace kifu
