// The JSON contract: every key path `kifu score --format json` writes is in the committed
// list tests/data/score_json_keys.txt, and every key in the list is still written. A key
// renamed or dropped fails here; a key added fails until it is listed (and documented).
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "../../support/run_kifu.hpp"

namespace kifu::cli {
namespace {

using testing::kifu;

const std::string root = KIFU_SOURCE_DIR;

// "japanese.detail.black.total", "violations.[].kind": every path of `j`.
void collect(const nlohmann::json& j, const std::string& prefix, std::set<std::string>& paths) {
    if (j.is_object()) {
        for (const auto& [key, value] : j.items()) {
            const std::string path = prefix.empty() ? key : prefix + "." + key;
            paths.insert(path);
            collect(value, path, paths);
        }
    } else if (j.is_array()) {
        for (const auto& value : j) {
            paths.insert(prefix + ".[]");
            collect(value, prefix + ".[]", paths);
        }
    }
}

std::set<std::string> written(std::vector<std::string> args) {
    std::set<std::string> paths;
    const auto run = kifu(std::move(args));
    std::istringstream lines(run.out);
    for (std::string line; std::getline(lines, line);) collect(nlohmann::json::parse(line), "", paths);
    return paths;
}

TEST(JsonKeys, ScoreWritesExactlyTheListedKeys) {
    std::set<std::string> got = written({"score", "--format", "json", root + "/tests/data/scored_with_markup.sgf",
                                         root + "/tests/data/warn_missing_paren.sgf", root + "/tests/data/good_two_games.sgf",
                                         root + "/sample-games/seki-eye-japanese-vs-chinese.sgf",
                                         root + "/tests/data/warn_many_of_one_kind.sgf"});
    got.merge(written({"score", "--strict", "--format", "json", root + "/tests/data/warn_missing_paren.sgf",
                       root + "/tests/data/warn_many_of_one_kind.sgf"}));
    got.merge(written({"score", "--dead", "C3", "--format", "json", root + "/tests/data/scored_with_markup.sgf"}));
    got.merge(written({"score", "--dead", "auto", "--format", "json", root + "/sample-games/bent-four-in-the-corner.sgf",
                       root + "/tests/data/re_keeps_stone_in_atari.sgf", root + "/sample-games/illegal-ko-retake.sgf"}));
    std::set<std::string> listed;
    std::ifstream in(root + "/tests/data/score_json_keys.txt");
    for (std::string line; std::getline(in, line);)
        if (!line.empty() && line[0] != '#') listed.insert(line);
    ASSERT_GT(listed.size(), 100U);
    for (const std::string& key : listed) EXPECT_TRUE(got.contains(key)) << "no longer written: " << key;
    for (const std::string& key : got) EXPECT_TRUE(listed.contains(key)) << "new key, not in score_json_keys.txt: " << key;
}

}  // namespace
}  // namespace kifu::cli
