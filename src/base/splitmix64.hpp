#pragma once
// SplitMix64 (Steele, Lea, Flood 2014): the one small generator kifu uses, for the
// compile-time Zobrist keys and for the play-outs' random moves. Seeded, so every run
// gives the same keys and the same play-outs.
#include <cstddef>
#include <cstdint>

namespace kifu {

// The next number of the sequence whose state is `state` (advanced by one step).
constexpr std::uint64_t splitmix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

class SplitMix64 {
public:
    explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() { return splitmix64(state_); }
    // Uniform in [0, n), from the high bits (n < 2^32).
    std::size_t below(std::size_t n) { return static_cast<std::size_t>((next() >> 32) * n >> 32); }
    // Moves on as n calls of next() would.
    void skip(std::size_t n) { state_ += n * 0x9E3779B97F4A7C15ULL; }

private:
    std::uint64_t state_;
};

}  // namespace kifu
