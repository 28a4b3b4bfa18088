#pragma once
// The one budget of the tactical readings (capture_reading.hpp, enclosed_fight.hpp,
// local_seki.hpp, confirmation.hpp): positions looked at. The judge keeps one per position
// (JudgeParams::reading_nodes), so the work a position's readings do is bounded whatever
// they meet; each question reads on a part of it (its own JudgeParams cap: a ladder's
// worth for a chain, a few hundred thousand for the rooms of a position), so one question
// cannot starve the others. A reading that runs out proves nothing.
#include <cstdint>

namespace kifu::scoring {

class ReadingBudget {
public:
    explicit ReadingBudget(std::int64_t nodes) : left_(nodes) {}
    ReadingBudget(const ReadingBudget&) = delete;
    ReadingBudget& operator=(const ReadingBudget&) = delete;

    // One more position to look at: false once the budget (or the one it is part of) is
    // spent, and from then on.
    bool spend() {
        if (--left_ < 0) return false;
        if (whole_ != nullptr && !whole_->spend()) {
            left_ = -1;
            return false;
        }
        return true;
    }
    // Some reading was cut short by it.
    [[nodiscard]] bool spent() const { return left_ < 0; }

    // A part of this budget for one question: at most `most` positions, fewer when this
    // budget has fewer left; what the part spends is spent here too. The part must not
    // outlive this budget.
    [[nodiscard]] ReadingBudget part(std::int64_t most) { return ReadingBudget(most, this); }

private:
    ReadingBudget(std::int64_t nodes, ReadingBudget* whole) : left_(nodes), whole_(whole) {}

    std::int64_t left_;
    ReadingBudget* whole_ = nullptr;
};

}  // namespace kifu::scoring
