// The same answers everywhere (issue 35): the page's WebAssembly engine, run under node as
// the page runs it, and the same code built natively judge every position of the sample
// games alike: dead stones, seki, unsettled points, both counts, every chain's status,
// confidence and findings, and the rest of the `kifu score --format json` object.
// A build without the engine (KIFU_SANITIZE, KIFU_FUZZ, no emscripten) has nothing to
// compare and skips; a build with it and no node fails (emscripten needs node to build it).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "../../support/temp_dir.hpp"
#include "view/record.hpp"
#include "view/session.hpp"
#include "sgf/reader.hpp"

namespace kifu::view {
namespace {

namespace fs = std::filesystem;

const std::string source_dir = KIFU_SOURCE_DIR;

std::string node_program() {
    for (const char* candidate : {"/usr/bin/node", "/usr/bin/nodejs", "/usr/local/bin/node"})
        if (fs::exists(candidate)) return candidate;
    return {};
}

// One line per position: the keys a reader of the count looks at, compared one by one so
// that a difference names what differs.
const char* const compared_keys[] = {"dead", "seki", "unsettled", "estimate", "too_early", "chains",
                                     "japanese", "chinese", "by_ruleset", "result_stands"};

TEST(EngineMatchesNative, EveryPositionOfTheSampleGamesIsJudgedAlike) {
    const std::string engine = KIFU_ENGINE_JS;
    if (!KIFU_VIEW_ENGINE_BUILT)
        GTEST_SKIP() << "this build has no WebAssembly engine (no emscripten, or a sanitizer or fuzz build)";
    ASSERT_TRUE(fs::exists(engine)) << "the build was configured with the engine, yet " << engine << " is missing";
    const std::string node = node_program();
    ASSERT_FALSE(node.empty()) << "the engine is built but node is missing";

    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(source_dir + "/sample-games"))
        if (entry.path().extension() == ".sgf") files.push_back(entry.path());
    std::sort(files.begin(), files.end());

    // Natively: every position of each file's first game, dead stones judged (--dead auto).
    nlohmann::json jobs = nlohmann::json::array();
    std::vector<nlohmann::json> native;
    std::vector<std::string> where;
    for (const fs::path& file : files) {
        std::vector<ViewRecord> records;
        sgf::read_sgf_file(file.string(), {}, [&](sgf::GameRecord&& game) {
            if (records.empty()) records.push_back(view_record(file.string(), game));
        });
        ASSERT_FALSE(records.empty()) << file;
        ViewSession session(records.front());
        nlohmann::json requests = nlohmann::json::array();
        for (int move = 0; move <= session.total_moves(); ++move) {
            ViewRequest request;
            request.move = move;
            request.dead.kind = analysis::DeadChoice::Kind::judged;
            native.push_back(nlohmann::json::parse(answer_json(session.update(request))["outcome"].dump()));
            where.push_back(file.filename().string() + " move " + std::to_string(move));
            requests.push_back(nlohmann::json::parse(request_json(request).dump()));
        }
        jobs.push_back({{"record", nlohmann::json::parse(record_json(records.front()).dump())}, {"requests", requests}});
    }
    ASSERT_GE(native.size(), 200U) << "the comparison promises at least 200 positions";

    // The engine, under node.
    testing::TempDir dir;
    std::ofstream(dir.file("jobs.json")) << jobs.dump();
    const std::string command = node + " '" + source_dir + "/tests/web/engine_answers.js' '" + engine + "' '" +
                                dir.file("jobs.json") + "' > '" + dir.file("answers.jsonl") + "' 2> '" +
                                dir.file("node.err") + "'";
    ASSERT_EQ(std::system(command.c_str()), 0) << std::ifstream(dir.file("node.err")).rdbuf();
    std::ifstream answers(dir.file("answers.jsonl"));
    std::string line;
    std::size_t i = 0;
    for (; std::getline(answers, line); ++i) {
        ASSERT_LT(i, native.size()) << "more answers than positions";
        const nlohmann::json wasm = nlohmann::json::parse(line);
        ASSERT_FALSE(wasm.contains("error")) << where[i] << ": " << wasm["error"];
        for (const char* key : compared_keys)
            EXPECT_EQ(wasm.value(key, nlohmann::json()), native[i].value(key, nlohmann::json())) << where[i] << ": " << key;
        EXPECT_EQ(wasm, native[i]) << where[i] << ": the rest of the object";
    }
    EXPECT_EQ(i, native.size()) << "one answer per position";
}

}  // namespace
}  // namespace kifu::view
