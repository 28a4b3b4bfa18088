// Games stored per second by the `kifu batch --db` store (SqliteStore::write with its
// batched commits, on a fresh database, wall-clock time): one input with one real game
// per iteration, as kifu analyses sample-games/gnugo-selfplay-19x19.sgf. The scored
// object is the bulk of the bytes (the `chains` key alone is ~7 KB); the --check-only
// object is small. BM_GameJsonDump is the part of the cost that is serialising the JSON.
// Target: at least 50,000 games/s.
#include <benchmark/benchmark.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <fmt/format.h>

#include "batch/input_results.hpp"
#include "batch/sqlite_store.hpp"

namespace {
using kifu::batch::InputResult;

InputResult sample_input(bool check_only) {
    const std::string path = std::string(KIFU_SOURCE_DIR) + "/sample-games/gnugo-selfplay-19x19.sgf";
    std::ifstream in(path, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    kifu::batch::RawInput raw;
    raw.path = path;
    raw.bytes = bytes.str();
    const kifu::batch::InputId id = kifu::batch::input_id(raw);
    kifu::batch::GameSettings settings;
    settings.analysis.score = !check_only;
    kifu::batch::Tally tally;
    return kifu::batch::analyse_input(std::move(raw), id, settings, tally);
}

void remove_database(const std::filesystem::path& db) {
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(db.string() + suffix);
}

void store_games(benchmark::State& state, const InputResult& sample) {
    const auto db = std::filesystem::temp_directory_path() / fmt::format("kifu-bench-store-{}.db", ::getpid());
    remove_database(db);
    InputResult input = sample;
    std::int64_t n = 0;
    {
        kifu::batch::SqliteStore store(db.string(), kifu::batch::RunInfo{});
        for (auto _ : state) {
            input.input.path = fmt::format("bench/{}.sgf", n++);  // each a new input, as in a real run
            store.write(input);
        }
        store.finish();
    }
    state.SetItemsProcessed(n);
    state.counters["json_bytes"] = static_cast<double>(sample.lines.at(0).size());
    remove_database(db);
}

void BM_SqliteStoreScored(benchmark::State& state) {
    static const InputResult sample = sample_input(false);
    store_games(state, sample);
}
BENCHMARK(BM_SqliteStoreScored)->Unit(benchmark::kMicrosecond)->UseRealTime()->MinTime(2.0);

void BM_SqliteStoreCheckOnly(benchmark::State& state) {
    static const InputResult sample = sample_input(true);
    store_games(state, sample);
}
BENCHMARK(BM_SqliteStoreCheckOnly)->Unit(benchmark::kMicrosecond)->UseRealTime()->MinTime(2.0);

}  // namespace
