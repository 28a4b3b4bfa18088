// libFuzzer target: raw bytes through the SGF reader (charset detection, grammar, tree
// builder, limits) and summarize_game on every game it hands out.
#include <cstddef>
#include <cstdint>

#include "drivers.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    kifu::fuzz::read_input(data, size);
    return 0;
}
