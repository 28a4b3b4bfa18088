// The judge's pipeline (scoring/life_and_death.hpp): the header's list of stages is the one
// the code runs, word for word, and the stages run in that order.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "../../support/ascii_board.hpp"
#include "scoring/life_and_death.hpp"

namespace kifu::scoring {
namespace {

// Words separated by single spaces.
std::string words(const std::string& text) {
    std::istringstream in(text);
    std::string word, out;
    while (in >> word) out += (out.empty() ? "" : " ") + word;
    return out;
}

// The comment lines between "PIPELINE BEGIN" and "PIPELINE END", without the "//".
std::string header_list() {
    std::ifstream in(KIFU_SOURCE_DIR "/src/scoring/life_and_death.hpp");
    std::string line, text;
    bool inside = false;
    while (std::getline(in, line)) {
        if (line.find("PIPELINE END") != std::string::npos) break;
        if (inside) text += line.substr(line.find("//") + 2) + "\n";
        if (line.find("PIPELINE BEGIN") != std::string::npos) inside = true;
    }
    return text;
}

std::string list_of_stages() {
    std::string text;
    int n = 0;
    for (const PipelineStage& s : judge_pipeline()) {
        text += std::to_string(++n) + ". " + std::string(s.name) + ": " + std::string(s.does) +
                " May change: " + std::string(s.changes) + ".";
        if (!s.adds.empty()) text += " Adds: " + std::string(s.adds) + ".";
        text += "\n";
    }
    return text;
}

TEST(Pipeline, TheHeaderListsTheStagesTheCodeRuns) {
    const std::string header = header_list();
    ASSERT_FALSE(header.empty()) << "no PIPELINE BEGIN/END block in life_and_death.hpp";
    EXPECT_EQ(words(header), words(list_of_stages()));
}

TEST(Pipeline, EveryStageHasANameAndSaysWhatItMayChange) {
    for (const PipelineStage& s : judge_pipeline()) {
        EXPECT_FALSE(s.name.empty());
        EXPECT_FALSE(s.does.empty()) << s.name;
        EXPECT_FALSE(s.changes.empty()) << s.name;
    }
}

// The stages that judge chains report findings in pipeline order: a finding's stage never
// comes before the stage of the finding it follows, except where a proof restarts the story.
TEST(Pipeline, FindingsComeInPipelineOrder) {
    const rules::Board board = testing::board_from({"...X.O...",
                                                     "...X.O...",
                                                     "...X.O...",
                                                     "...X.O...",
                                                     "...X.O.X.",  // a lone stone inside White's area
                                                     "...X.O...",
                                                     "...X.O...",
                                                     "...X.O...",
                                                     "...X.O..."});
    const LifeAndDeath j = judge_life_and_death(board);
    for (const ChainJudgement& c : j.chains)
        for (std::size_t i = 1; i < c.findings.size(); ++i)
            EXPECT_LE(static_cast<int>(c.findings[i - 1].stage), static_cast<int>(c.findings[i].stage)) << c.reason();
}

}  // namespace
}  // namespace kifu::scoring
