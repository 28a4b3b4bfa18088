// Time to score one 19x19 final position with given dead stones: the territory map, the
// Japanese, Chinese and own-ruleset counts, and the explanation (target: under 20 us).
#include <benchmark/benchmark.h>

#include <string>

#include "analysis/scored_game.hpp"
#include "rules/replay.hpp"
#include "rules/ruleset.hpp"
#include "scoring/life_and_death.hpp"
#include "sgf/game_info.hpp"
#include "sgf/reader.hpp"

namespace {

struct Scored {
    std::optional<kifu::sgf::GameRecord> record;
    std::optional<kifu::sgf::GameInfo> info;
    std::optional<kifu::rules::ReplayResult> replay;
};

// The GNU Go self-play sample, read and replayed once: a finished 19x19 game with dead
// stones left on the board.
const Scored& engine_game() {
    static const Scored game = [] {
        Scored g;
        kifu::sgf::read_sgf_file(std::string(KIFU_SOURCE_DIR) + "/sample-games/gnugo-selfplay-19x19.sgf", {},
                                 [&](kifu::sgf::GameRecord&& r) { g.record.emplace(std::move(r)); });
        g.info.emplace(kifu::sgf::summarize_game(*g.record));
        g.replay.emplace(kifu::rules::replay_main_line(g.record->tree, *g.info, *kifu::rules::find_ruleset("japanese")));
        return g;
    }();
    return game;
}

void BM_ScoreFinalPosition19x19(benchmark::State& state) {
    const Scored& game = engine_game();
    // Dead stones given: a handful of stones of each colour, as a --dead list would name.
    kifu::analysis::ScoreOptions options;
    kifu::scoring::DeadStones dead;
    dead.source = kifu::scoring::DeadSource::given;
    const kifu::rules::Board& board = game.replay->board;
    for (std::uint8_t y = 0; y < 19 && dead.points.size() < 12; y += 3)
        for (std::uint8_t x = 0; x < 19 && dead.points.size() < 12; x += 5)
            if (board.at({x, y})) dead.points.push_back({x, y});
    options.dead = dead;
    const kifu::rules::Ruleset& rules = *kifu::rules::find_ruleset("japanese");
    for (auto _ : state) {
        auto scored = kifu::analysis::score_game(game.record->tree, *game.info, *game.replay, rules, options);
        benchmark::DoNotOptimize(scored.japanese.margin());
    }
}
BENCHMARK(BM_ScoreFinalPosition19x19)->Unit(benchmark::kMicrosecond);

// --dead auto on the same final position (18 dead stones left on the board, GNU Go
// self-play): Benson, 144 play-outs, the seki review and the must-fill points (target:
// under 5 ms median per 19x19 position; kifu_dead_timing measures a whole corpus).
void BM_JudgeLifeAndDeath19x19(benchmark::State& state) {
    const Scored& game = engine_game();
    for (auto _ : state) benchmark::DoNotOptimize(kifu::scoring::judge_life_and_death(game.replay->board));
}
BENCHMARK(BM_JudgeLifeAndDeath19x19)->Unit(benchmark::kMillisecond);

}  // namespace
