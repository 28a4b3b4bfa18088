#pragma once
// The one flood fill of kifu: chains, empty regions, rooms and seki areas are each the set
// connected to a start through the points a rule lets in. Every fill of the scoring layer
// goes through FloodFill, so each one only says what it lets in and what it does with a
// member.
//
// Marks are stamps: begin() clears every mark at once by moving to a new stamp, so a hot
// caller (LocalBoard::has_liberty, the play-outs' region count) keeps one FloodFill and
// allocates nothing after the first fill. The order is depth first with an explicit
// stack, the order the fills had when each was written by hand: their callers read the
// members in that order (move lists, seki areas), so the order is part of their output.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <vector>

namespace kifu {

// What a fill's step says of a neighbour of a member.
enum class Flood : std::uint8_t {
    skip,    // not a member: it may be reached again from another member
    enter,   // a member: marked and visited later (once: a marked one is not entered again)
    stop,    // the question is answered: the fill ends at once
};

template <class Index>
class FloodFill {
public:
    // A new set of marks over `cells` indices: none of them is marked.
    void begin(std::size_t cells) {
        if (marks_.size() != cells) {
            marks_.assign(cells, 0);
            stamp_ = 0;
        }
        if (++stamp_ == 0) {   // the stamp wrapped: old marks would read as new
            std::fill(marks_.begin(), marks_.end(), 0);
            stamp_ = 1;
        }
    }

    [[nodiscard]] bool marked(Index i) const { return marks_[i] == stamp_; }
    void mark(Index i) { marks_[i] = stamp_; }

    // Fills from `start` (marked first), depth first. For each member m, visit(m) is called
    // once, when m is taken off the stack (a visit returning false ends the fill there);
    // then step(n) says for each of neighbours(m) whether it is a member, and a member not
    // marked yet is marked and visited later. A step is asked about every neighbour, marked
    // or not (the mark is read only for a member: most neighbours are not, and the step
    // tells them apart cheaper), so one that must see a point once checks marked() itself.
    // Steps are asked about the neighbours of the member visited last. False when a visit
    // or a step stopped the fill. The marks stay until the next begin(), so the fills from
    // several starts may share them (the regions of a board).
    template <class Neighbours, class Step, class Visit>
    bool fill(Index start, const Neighbours& neighbours, const Step& step, const Visit& visit) {
        // Kept in locals: a store to a mark could otherwise be taken to change them. A step
        // may mark (mark()), never begin().
        std::uint32_t* const marks = marks_.data();
        const std::uint32_t stamp = stamp_;
        marks[start] = stamp;
        stack_.assign(1, start);
        while (!stack_.empty()) {
            const Index at = stack_.back();
            stack_.pop_back();
            if constexpr (std::is_same_v<decltype(visit(at)), bool>) {
                if (!visit(at)) return false;
            } else {
                visit(at);
            }
            for (const auto neighbour : neighbours(at)) {
                const auto n = static_cast<Index>(neighbour);
                switch (step(n)) {
                    case Flood::skip: break;
                    case Flood::enter:
                        if (marks[n] == stamp) break;   // a member already
                        marks[n] = stamp;
                        stack_.push_back(n);
                        break;
                    case Flood::stop: return false;
                }
            }
        }
        return true;
    }

private:
    std::vector<std::uint32_t> marks_;
    std::uint32_t stamp_ = 0;
    std::vector<Index> stack_;
};

}  // namespace kifu
