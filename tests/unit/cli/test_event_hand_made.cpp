// The hand-made cases beside the sample event (sample-games/event-hand-made, described in
// sample-games/README.md): each record shows the one problem it was written for.
#include <gtest/gtest.h>

#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "../../support/run_kifu.hpp"

namespace kifu::cli {
namespace {

using testing::kifu;
using testing::Outcome;

const std::string cases = std::string(KIFU_SOURCE_DIR) + "/sample-games/event-hand-made";

TEST(EventCheck, TheHandMadeCasesShowTheirProblems) {
    const Outcome run = kifu({"check", "--format", "json", "--event", cases + "/event.toml", cases});
    EXPECT_EQ(run.status, 3) << run.out << run.err;
    std::map<std::string, std::vector<std::pair<std::string, std::string>>> found;   // file -> (kind, sentence)
    std::istringstream lines(run.out);
    for (std::string line; std::getline(lines, line);) {
        const nlohmann::json o = nlohmann::json::parse(line);
        ASSERT_FALSE(o["file"].is_null()) << line;   // every official game has its record
        auto& problems = found[o["file"].get<std::string>().substr(cases.size() + 1)];
        for (const auto& p : o["event_problems"]) problems.emplace_back(p["kind"], p["sentence"]);
    }
    const std::map<std::string, std::vector<std::pair<std::string, std::string>>> expected{
        {"round-1/ben-anna.sgf",
         {{"colours-swapped", "PB[Ben Cole] PW[Anna Berg], but the official results (" + cases +
                                  "/official-aga.txt) give Anna Berg Black in round 1"}}},
        {"round-1/cara-dan.sgf", {}},
        {"round-1/copy-of-cara-dan.sgf",
         {{"duplicate", "the same game as " + cases + "/round-1/cara-dan.sgf, recorded to move 12 there and to move 11 "
                        "here: the game is recorded twice"}}},
    };
    EXPECT_EQ(found, expected);
}

}  // namespace
}  // namespace kifu::cli
