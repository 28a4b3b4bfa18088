// libFuzzer target: read -> summarize -> replay under every preset -> judge -> score
// (no dead stones, every stone of one colour dead, the record's markup).
#include <cstddef>
#include <cstdint>

#include "drivers.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    kifu::fuzz::pipeline_input(data, size);
    return 0;
}
