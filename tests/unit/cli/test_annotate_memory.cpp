// `kifu annotate` on one collection of many games keeps the splices it plans, not the
// games: each game and its outcome are let go once planned. Every game and outcome were
// held until the file ended: 3000 KGS games (5.8 MB) took 197 MB, 20000 tiny ones 214 MB.
#include <gtest/gtest.h>

#include <sys/resource.h>

#include <string>
#include <vector>

#include "../../support/archive_writer.hpp"
#include "../../support/temp_dir.hpp"
#include "../batch/kifu_process.hpp"

namespace kifu {
namespace {

using batch::testing::read_text;
using kifu::testing::TempDir;

const std::string sample = std::string(KIFU_SOURCE_DIR) + "/sample-games/gnugo-selfplay-19x19.sgf";

std::string repeated(const std::string& text, int times) {
    std::string all;
    all.reserve(text.size() * static_cast<std::size_t>(times));
    for (int i = 0; i < times; ++i) all += text;
    return all;
}

// 4000 copies of one 19x19 game (6.5 MB) are annotated within an address space of 160 MB,
// where kifu alone takes some 90 MB (libraries, threads' stacks) and the games held to the
// end (40 KB each, dead stones not judged) needed over 200 MB; and the output is the one
// game's annotation, once per copy.
TEST(AnnotateMemory, ACollectionIsAnnotatedInMemoryBoundedByItsSize) {
#if defined(__SANITIZE_ADDRESS__)
    GTEST_SKIP() << "AddressSanitizer's shadow memory needs more address space than the limit";
#endif
    constexpr int copies = 4000;
    constexpr rlim_t limit = rlim_t{160} << 20;
    TempDir dir;
    const std::string game = read_text(sample);
    ASSERT_FALSE(game.empty());
    kifu::testing::write_file(dir / "one.sgf", game);
    kifu::testing::write_file(dir / "many.sgf", repeated(game, copies));
    const std::vector<std::string> common = {"annotate", "-q", "--dead", "none", "-o"};

    auto one = common;
    one.insert(one.end(), {dir / "one.out.sgf", dir / "one.sgf"});
    const int status_of_one = batch::testing::run_kifu(one);   // 3: the game's own problems
    ASSERT_TRUE(status_of_one == 0 || status_of_one == 1 || status_of_one == 3) << status_of_one;
    auto many = common;
    many.insert(many.end(), {dir / "many.out.sgf", dir / "many.sgf"});
    const int status = batch::testing::wait_for(batch::testing::spawn_kifu_limited(many, limit, "/dev/null", dir / "err"));
    EXPECT_EQ(status, status_of_one) << read_text(dir / "err");   // 2: out of memory
    EXPECT_TRUE(read_text(dir / "many.out.sgf") == repeated(read_text(dir / "one.out.sgf"), copies));
}

}  // namespace
}  // namespace kifu
