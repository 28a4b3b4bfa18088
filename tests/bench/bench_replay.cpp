// Replay speed: moves per second through the rules core, single thread, 19x19, with
// positional superko checking on (the chinese preset). Figures live here, not in tests.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>
#include <vector>

#include "rules/board.hpp"
#include "rules/replay.hpp"
#include "rules/ruleset.hpp"
#include "sgf/game_info.hpp"
#include "sgf/reader.hpp"

namespace {

using kifu::Color;
using kifu::Point;

// A random game that only plays on empty points and avoids single-stone suicide, so the
// record has captures, kos and long strings like real play, for `moves` moves.
std::string random_game(std::uint32_t seed, int moves) {
    kifu::rules::Board board({19, 19});
    std::string sgf = "(;GM[1]FF[4]SZ[19]KM[7.5]RU[Chinese]";
    Color turn = Color::black;
    for (int played = 0, tries = 0; played < moves && tries < moves * 20; ++tries) {
        seed = seed * 1664525u + 1013904223u;
        const Point p{static_cast<std::uint8_t>((seed >> 8) % 19), static_cast<std::uint8_t>((seed >> 16) % 19)};
        if (!board.empty_at(p)) continue;
        kifu::rules::Board trial = board;
        if (trial.play(p, turn).self_removed > 0) continue;
        board = trial;
        sgf += turn == Color::black ? ";B[" : ";W[";
        sgf += static_cast<char>('a' + p.x);
        sgf += static_cast<char>('a' + p.y);
        sgf += ']';
        turn = kifu::opponent(turn);
        ++played;
    }
    return sgf + ")";
}

struct ParsedGame {
    kifu::sgf::GameRecord record;
    kifu::sgf::GameInfo info;
};

std::vector<ParsedGame> parsed_games(int count, int moves) {
    std::vector<ParsedGame> games;
    for (int i = 0; i < count; ++i)
        kifu::sgf::read_sgf_bytes("bench.sgf", random_game(static_cast<std::uint32_t>(i), moves), {},
                                  [&](kifu::sgf::GameRecord&& game) {
                                      auto info = kifu::sgf::summarize_game(game);
                                      games.push_back({std::move(game), std::move(info)});
                                  });
    return games;
}

void replay_games(benchmark::State& state, const char* preset, int moves) {
    static const std::vector<ParsedGame> games = parsed_games(50, 300);
    static const std::vector<ParsedGame> long_games = parsed_games(3, 10'000);
    const auto& set = moves > 1000 ? long_games : games;
    const kifu::rules::Ruleset& rules = *kifu::rules::find_ruleset(preset);
    std::int64_t replayed = 0;
    for (auto _ : state) {
        for (const ParsedGame& g : set) {
            auto result = kifu::rules::replay_main_line(g.record.tree, g.info, rules);
            replayed += result.moves;
            benchmark::DoNotOptimize(result.board.hash());
        }
    }
    state.counters["moves/s"] = benchmark::Counter(static_cast<double>(replayed), benchmark::Counter::kIsRate);
}

void BM_ReplayPositionalSuperko(benchmark::State& state) { replay_games(state, "chinese", 300); }
BENCHMARK(BM_ReplayPositionalSuperko)->Unit(benchmark::kMillisecond);

void BM_ReplaySituationalSuperko(benchmark::State& state) { replay_games(state, "aga", 300); }
BENCHMARK(BM_ReplaySituationalSuperko)->Unit(benchmark::kMillisecond);

void BM_ReplaySimpleKo(benchmark::State& state) { replay_games(state, "japanese", 300); }
BENCHMARK(BM_ReplaySimpleKo)->Unit(benchmark::kMillisecond);

// 10,000-move games: repetition lookups must stay linear in the game length.
void BM_ReplayTenThousandMoves(benchmark::State& state) { replay_games(state, "chinese", 10'000); }
BENCHMARK(BM_ReplayTenThousandMoves)->Unit(benchmark::kMillisecond);

// Games as engines play them: the bundled GNU Go self-play records, fewer giant strings
// than random play makes.
void BM_ReplaySampleGames(benchmark::State& state) {
    static const std::vector<ParsedGame> games = [] {
        std::vector<ParsedGame> out;
        for (const char* name : {"gnugo-selfplay-19x19.sgf", "gnugo-selfplay-9x9.sgf"})
            kifu::sgf::read_sgf_file(std::string(KIFU_SOURCE_DIR) + "/sample-games/" + name, {},
                                     [&](kifu::sgf::GameRecord&& game) {
                                         auto info = kifu::sgf::summarize_game(game);
                                         out.push_back({std::move(game), std::move(info)});
                                     });
        return out;
    }();
    const kifu::rules::Ruleset& rules = *kifu::rules::find_ruleset("chinese");
    std::int64_t replayed = 0;
    for (auto _ : state) {
        for (const ParsedGame& g : games) {
            auto result = kifu::rules::replay_main_line(g.record.tree, g.info, rules);
            replayed += result.moves;
            benchmark::DoNotOptimize(result.board.hash());
        }
    }
    state.counters["moves/s"] = benchmark::Counter(static_cast<double>(replayed), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_ReplaySampleGames);

// The board alone: stones placed per second along the same games.
void BM_BoardPlay(benchmark::State& state) {
    static const std::vector<ParsedGame> games = parsed_games(50, 300);
    std::vector<std::vector<std::pair<Point, Color>>> moves;
    for (const ParsedGame& g : games) {
        auto& list = moves.emplace_back();
        for (auto id : g.record.tree.main_line())
            for (const auto& p : g.record.tree.properties(id))
                if (p.identifier == "B" || p.identifier == "W") {
                    const auto text = g.record.tree.values(p)[0].text;
                    list.push_back({{static_cast<std::uint8_t>(text[0] - 'a'), static_cast<std::uint8_t>(text[1] - 'a')},
                                    p.identifier == "B" ? Color::black : Color::white});
                }
    }
    std::int64_t played = 0;
    for (auto _ : state) {
        for (const auto& list : moves) {
            kifu::rules::Board board({19, 19});
            for (const auto& [p, c] : list)
                if (board.empty_at(p)) board.play(p, c);
            played += static_cast<std::int64_t>(list.size());
            benchmark::DoNotOptimize(board.hash());
        }
    }
    state.counters["moves/s"] = benchmark::Counter(static_cast<double>(played), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_BoardPlay)->Unit(benchmark::kMillisecond);

}  // namespace
