#pragma once
// Random draws without replacement from a list the sampler must not change (the board's
// own list of empty points), for the play-outs' random moves.
//
// The draws are those of a Fisher–Yates shuffle that strikes each rejected point out by
// moving the last live entry into its slot, but the list is never copied: the moved
// entries go to an overlay instead. An overlay slot counts only when its stamp is the
// current draw's, so starting a new draw costs nothing however long the last one ran.
// Near the end of a play-out most empty points are eyes and rejected, so a copy would be
// made at almost every move.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <vector>

namespace kifu::scoring {

template <class T>
class PointSampler {
    static_assert(std::is_unsigned_v<T>, "at() selects entries with a bit mask");

public:
    // A new draw over `list`, which must stay unchanged until the draw ends.
    void start(const std::vector<T>& list) {
        list_ = &list;
        live_ = list.size();
        if (value_.size() < live_) {
            value_.resize(live_);
            stamp_.resize(live_, 0);
        }
        if (++current_ == 0) {  // the stamps wrapped: forget every old one
            std::fill(stamp_.begin(), stamp_.end(), 0);
            current_ = 1;
        }
    }
    // Entries not yet struck out in this draw.
    [[nodiscard]] std::size_t live() const { return live_; }
    // The entry at position i < live() of the shuffled list.
    // Both entries are read and one chosen by a mask: a branch on the stamp would be
    // mispredicted about as often as not once a draw has struck out a few points.
    [[nodiscard]] T at(std::size_t i) const {
        const auto moved = static_cast<T>(0 - static_cast<T>(stamp_[i] == current_ ? 1 : 0));
        return static_cast<T>((value_[i] & moved) | ((*list_)[i] & static_cast<T>(~moved)));
    }
    // Strikes out the entry at position i < live(): the last live entry takes its place.
    void strike(std::size_t i) {
        --live_;
        value_[i] = at(live_);
        stamp_[i] = current_;
    }

private:
    const std::vector<T>* list_ = nullptr;
    std::size_t live_ = 0;
    std::vector<T> value_;
    std::vector<std::uint32_t> stamp_;
    std::uint32_t current_ = 0;
};

}  // namespace kifu::scoring
