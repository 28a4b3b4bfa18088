// Golden files for the terminal diagrams: `kifu score` and `kifu show` output on sample
// games, Unicode and ASCII, compared byte for byte with tests/golden/diagrams/.
//
// KIFU_UPDATE_GOLDEN=1 ./kifu_tests --gtest_filter='DiagramGolden*' rewrites the expected
// files (review the diff before keeping it).
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "../../support/run_kifu.hpp"

namespace kifu::report {
namespace {
using testing::kifu;

const std::filesystem::path source_dir = KIFU_SOURCE_DIR;

struct GoldenCase {
    std::string name;
    std::vector<std::string> args;
};

std::string slurp(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(DiagramGolden, ScoreAndShowMatchTheirExpectedFiles) {
    const std::string samples = (source_dir / "sample-games").string() + "/";
    const std::vector<GoldenCase> cases = {
        {"score_seki_unicode", {"score", samples + "seki-eye-japanese-vs-chinese.sgf"}},
        {"score_seki_ascii", {"score", "--ascii", samples + "seki-eye-japanese-vs-chinese.sgf"}},
        {"score_handicap_ascii", {"score", "--ascii", samples + "handicap-aga-vs-chinese.sgf"}},
        {"show_triple_ko_move_5", {"show", "--move", "5", samples + "triple-ko.sgf"}},
        {"show_parity_end_ascii", {"show", "--ascii", samples + "gnugo-selfplay-9x9-parity.sgf"}},
    };
    const char* update = std::getenv("KIFU_UPDATE_GOLDEN");
    for (const GoldenCase& c : cases) {
        // The file names in the output are the paths given; make them relative to the
        // source tree so the golden files do not depend on where it is checked out.
        std::string out = kifu(c.args).out;
        for (std::size_t at; (at = out.find(samples)) != std::string::npos;)
            out.replace(at, samples.size(), "sample-games/");
        const auto expected_path = source_dir / "tests/golden/diagrams" / (c.name + ".txt");
        if (update != nullptr && std::string(update) == "1") {
            std::ofstream(expected_path, std::ios::binary) << out;
            continue;
        }
        EXPECT_EQ(out, slurp(expected_path)) << c.name;
    }
}

}  // namespace
}  // namespace kifu::report
