// Time of `--dead auto` per final position: reads every game of the SGF files named on the
// command line (or listed one per line on stdin with `-`), replays its main line as
// `kifu score` does, and times only the life-and-death judgement of the final position.
// Prints the number of positions by board size, and the median, 90th percentile and worst
// CPU time for 19x19. A benchmark program, not a test: run it on a quiet machine.
//   usage: kifu_dead_timing FILE... | kifu_dead_timing - < list
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <iostream>
#include <string>
#include <vector>

#include "file_arguments.hpp"
#include "analysis/analyse_game.hpp"
#include "scoring/life_and_death.hpp"
#include "sgf/reader.hpp"

// CPU time of this thread: the figure does not grow when other processes share the cores.
double thread_cpu_ms() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

int main(int argc, char** argv) {
    using namespace kifu;
    const std::vector<std::string> files = kifu::bench::file_arguments(argc, argv);
    std::vector<double> ms19, ms_other;
    std::string worst_file;
    double worst = 0;
    for (const std::string& file : files) {
        sgf::read_sgf_file(file, {}, [&](sgf::GameRecord&& game) {
            analysis::AnalysisOptions only_replay;
            only_replay.score = false;
            const analysis::GameOutcome a = analysis::analyse_game(file, game, only_replay);
            const double start = thread_cpu_ms();
            const scoring::LifeAndDeath j = scoring::judge_life_and_death(a.replay.board);
            const struct { double value; double count() const { return value; } } took{thread_cpu_ms() - start};
            const bool is19 = a.replay.board.size() == BoardSize{19, 19};
            (is19 ? ms19 : ms_other).push_back(took.count());
            if (is19 && took.count() > worst) {
                worst = took.count();
                worst_file = file;
            }
            if (j.chains.empty() && took.count() < 0) std::puts("");  // keep the result alive
        });
    }
    std::sort(ms19.begin(), ms19.end());
    std::printf("positions: %zu 19x19, %zu other sizes\n", ms19.size(), ms_other.size());
    if (ms19.empty()) return 0;
    auto at = [&](double q) { return ms19[static_cast<std::size_t>(q * static_cast<double>(ms19.size() - 1))]; };
    std::printf("19x19 --dead auto: median %.2f ms, p90 %.2f ms, worst %.2f ms (%s)\n", at(0.5), at(0.9), worst,
                worst_file.c_str());
    return 0;
}
