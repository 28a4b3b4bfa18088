#pragma once
// Random draws without replacement from a list the sampler must not change (the board's
// own list of empty points), for the play-outs' random moves.
//
// The draws are those of a Fisher–Yates shuffle of a copy that strikes each rejected
// point out by moving the last live entry into its slot. Until the first strike the draws
// read the list itself; the copy (one block copy) is made at the first strike, and then
// each try is a single load. Early in a play-out most first tries are accepted, and then
// no copy is made at all. A stamped overlay over the board's list, which spared the copy
// altogether, cost three loads and a select at every try (3% more instructions for all of
// kifu batch on 60 KGS games).
#include <algorithm>
#include <cstddef>
#include <vector>

namespace kifu::scoring {

template <class T>
class PointSampler {
public:
    // A new draw over `list`, which must not change until the draw ends.
    void start(const std::vector<T>& list) {
        read_ = list.data();
        live_ = list.size();
    }
    // Entries not yet struck out in this draw.
    [[nodiscard]] std::size_t live() const { return live_; }
    // The entry at position i < live() of the shuffled list.
    [[nodiscard]] T at(std::size_t i) const { return read_[i]; }
    // Strikes out the entry at position i < live(): the last live entry takes its place.
    void strike(std::size_t i) {
        if (read_ != copy_.data()) {  // the first strike of this draw
            if (copy_.size() < live_) copy_.resize(live_);
            std::copy(read_, read_ + live_, copy_.begin());
            read_ = copy_.data();
        }
        copy_[i] = copy_[--live_];
    }

private:
    const T* read_ = nullptr;  // the draw's list until its first strike, then copy_
    std::vector<T> copy_;
    std::size_t live_ = 0;
};

}  // namespace kifu::scoring
