// libFuzzer target: kifu::rules::Board, then kifu::scoring::PlayoutBoard, against a slow
// reference board (drivers.hpp) on a board size and a sequence of moves (and setup edits)
// taken from the input. Any
// disagreement (captures, self-removal, contents, strings, liberties, stone counts, the
// Zobrist hash recomputed from scratch) aborts.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "drivers.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string problem = kifu::fuzz::board_input(data, size);
    if (!problem.empty()) {
        std::fprintf(stderr, "fuzz_board: Board and reference disagree: %s\n", problem.c_str());
        std::abort();
    }
    const std::string playout = kifu::fuzz::playout_input(data, size);
    if (!playout.empty()) {
        std::fprintf(stderr, "fuzz_board: PlayoutBoard and reference disagree: %s\n", playout.c_str());
        std::abort();
    }
    return 0;
}
