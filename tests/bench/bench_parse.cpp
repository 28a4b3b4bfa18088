// Parse throughput of the SGF reader on generated records (MB/s, single thread).
// Figures live here, never in unit tests; `make bench` runs this.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>

#include "sgf/game_info.hpp"
#include "sgf/reader.hpp"

namespace {

// A plausible 19x19 record: game info, `moves` moves with clock properties as servers
// write them, and a comment every `comment_every` moves.
std::string generated_game(std::uint32_t seed, int moves, int comment_every) {
    std::string s = "(;GM[1]FF[4]CA[UTF-8]AP[kifu-bench]SZ[19]KM[6.5]RU[Japanese]PB[black player]PW[white player]"
                    "BR[5d]WR[5d]DT[2026-11-21]RE[W+3.5]\n";
    for (int i = 0; i < moves; ++i) {
        seed = seed * 1664525u + 1013904223u;
        const char x = static_cast<char>('a' + (seed >> 8) % 19);
        const char y = static_cast<char>('a' + (seed >> 16) % 19);
        s += i % 2 ? ";W[" : ";B[";
        s += x;
        s += y;
        s += i % 2 ? "]WL[" : "]BL[";
        s += std::to_string(600 - i);
        s += ']';
        if (comment_every > 0 && i % comment_every == 0) s += "C[a remark about this move, with \\] an escape]";
        if (i % 10 == 9) s += '\n';
    }
    return s + ")\n";
}

std::string generated_collection(int games, int comment_every) {
    std::string s;
    for (int g = 0; g < games; ++g) s += generated_game(static_cast<std::uint32_t>(g), 250, comment_every);
    return s;
}

void parse(benchmark::State& state, const std::string& text, bool summarize) {
    std::size_t games = 0;
    for (auto _ : state) {
        auto outcome = kifu::sgf::read_sgf_bytes("bench.sgf", text, {}, [&](kifu::sgf::GameRecord&& game) {
            if (summarize) benchmark::DoNotOptimize(kifu::sgf::summarize_game(game));
            benchmark::DoNotOptimize(game.tree.node_count());
            ++games;
        });
        benchmark::DoNotOptimize(outcome);
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
    state.counters["games/s"] = benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
}

void BM_ParseMovesOnly(benchmark::State& state) {
    static const std::string text = generated_collection(400, 0);
    parse(state, text, false);
}
BENCHMARK(BM_ParseMovesOnly)->Unit(benchmark::kMillisecond);

void BM_ParseWithComments(benchmark::State& state) {
    static const std::string text = generated_collection(400, 5);
    parse(state, text, false);
}
BENCHMARK(BM_ParseWithComments)->Unit(benchmark::kMillisecond);

void BM_ParseAndSummarize(benchmark::State& state) {
    static const std::string text = generated_collection(400, 5);
    parse(state, text, true);
}
BENCHMARK(BM_ParseAndSummarize)->Unit(benchmark::kMillisecond);

void BM_ParseDeepVariations(benchmark::State& state) {
    static const std::string text = [] {
        std::string s;
        for (int i = 0; i < 200'000; ++i) s += "(;B[aa]";
        return s + std::string(200'000, ')');
    }();
    parse(state, text, false);
}
BENCHMARK(BM_ParseDeepVariations)->Unit(benchmark::kMillisecond);

// 20 MB of random bytes, refused as binary (issue 33's goal: within 0.5 s; charset
// detection and conversion before the check took 9.4 s).
void BM_RejectNoise(benchmark::State& state) {
    static const std::string text = [] {
        std::string s(20 << 20, '\0');
        std::uint32_t seed = 12345;
        for (char& c : s) {
            seed = seed * 1664525u + 1013904223u;
            c = static_cast<char>(seed >> 24);
        }
        return s;
    }();
    parse(state, text, false);
}
BENCHMARK(BM_RejectNoise)->Unit(benchmark::kMillisecond);

}  // namespace
