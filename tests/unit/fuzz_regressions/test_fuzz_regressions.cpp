// Every reproducer the fuzzers found (tests/fuzz/regressions/<target>/), and every seed of
// the fuzz corpora (tests/fuzz/corpus/<target>/), fed through the same code path as the fuzz
// target (tests/fuzz/drivers.hpp). Under the sanitizer build (make test-sanitize) a
// regression fails as the fuzzer did; in a plain build a crash or a board disagreement still
// fails the test, and a hang is stopped by ctest's TIMEOUT.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "../../fuzz/drivers.hpp"

namespace kifu::fuzz {
namespace {

namespace fs = std::filesystem;

const fs::path regressions_dir = fs::path(KIFU_SOURCE_DIR "/tests/fuzz/regressions");
const fs::path seeds_dir = fs::path(KIFU_SOURCE_DIR "/tests/fuzz/corpus");

// The reproducers and seeds of one target, in name order.
std::vector<fs::path> reproducers(const std::string& target) {
    std::vector<fs::path> files;
    for (const fs::path& root : {regressions_dir, seeds_dir}) {
        std::error_code ec;
        const fs::path dir = root / target;
        if (!fs::is_directory(dir, ec)) continue;
        for (const auto& entry : fs::directory_iterator(dir))
            if (entry.is_regular_file() && entry.path().filename().string().front() != '.')
                files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

std::vector<std::uint8_t> bytes_of(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// Runs `code` on the file's bytes. A reproducer of a timeout that regresses shows up as a
// hang: ctest's per-test TIMEOUT (tests/CMakeLists.txt) stops it, so no clock is read here.
template <class Code>
void run_on_bytes(const fs::path& file, Code code) {
    const auto data = bytes_of(file);
    code(data);
}

TEST(FuzzRegressions, DirectoriesAreWhereTheTestLooks) {
    EXPECT_TRUE(fs::is_directory(regressions_dir)) << regressions_dir;
    for (const char* target : {"reader", "pipeline", "board"}) EXPECT_FALSE(reproducers(target).empty()) << target;
}

TEST(FuzzRegressions, Reader) {
    for (const fs::path& file : reproducers("reader")) {
        SCOPED_TRACE(file.string());
        run_on_bytes(file, [](const auto& data) { read_input(data.data(), data.size()); });
    }
}

TEST(FuzzRegressions, Pipeline) {
    for (const fs::path& file : reproducers("pipeline")) {
        SCOPED_TRACE(file.string());
        run_on_bytes(file, [](const auto& data) {
            pipeline_input(data.data(), data.size());
            pipeline_input(data.data(), data.size(), /*every_count=*/true);
        });
    }
}

TEST(FuzzRegressions, Board) {
    for (const fs::path& file : reproducers("board")) {
        SCOPED_TRACE(file.string());
        run_on_bytes(file, [](const auto& data) { EXPECT_EQ(board_input(data.data(), data.size()), ""); });
    }
}

}  // namespace
}  // namespace kifu::fuzz
