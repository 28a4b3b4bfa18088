// The columns answer the questions directors and archivists ask, each with one SQL query
// and the same with a CSV reader, and both answers equal what the JSON Lines of the same
// run say: games Black won by more than 10 under Japanese counting among finished games
// whose count is not an estimate; games whose RE does not stand, with the reason; illegal
// moves by kind. And kifu batch takes --dead and --komi as kifu score does.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "../../support/csv_reader.hpp"
#include "../../support/run_kifu.hpp"
#include "../../support/temp_dir.hpp"
#include "batch/csv_sink.hpp"
#include "batch/sqlite_db.hpp"

namespace kifu::batch {
namespace {

using kifu::testing::kifu;
using kifu::testing::TempDir;

const std::string source = KIFU_SOURCE_DIR;

// One text column per row.
std::vector<std::string> sql(const std::string& db_path, const std::string& query) {
    Database db(db_path, true);
    Statement s = db.prepare(query);
    std::vector<std::string> out;
    while (s.step()) out.emplace_back(s.text(0));
    std::sort(out.begin(), out.end());
    return out;
}

// The CSV file as one map per row, column name -> field (RFC 4180 quoting undone).
std::vector<std::map<std::string, std::string>> csv(const std::string& path) {
    const auto records = kifu::testing::read_csv_file(path);
    std::vector<std::map<std::string, std::string>> rows;
    for (std::size_t r = 1; r < records.size(); ++r) {
        std::map<std::string, std::string> row;
        for (std::size_t c = 0; c < records[0].size(); ++c) row[records[0][c]] = records[r].at(c);
        rows.push_back(std::move(row));
    }
    return rows;
}

std::vector<nlohmann::json> jsonl(const std::string& text) {
    std::vector<nlohmann::json> out;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) out.push_back(nlohmann::json::parse(line));
    return out;
}

std::vector<std::string> sorted(std::vector<std::string> v) {
    std::sort(v.begin(), v.end());
    return v;
}

struct BatchRun {
    TempDir dir;
    std::string db = dir.file("results.db"), csv_file = dir.file("results.csv");
    std::vector<nlohmann::json> games;
    BatchRun() {
        const auto run = kifu({"batch", "-q", "-j", "2", "--db", db, "--csv", csv_file, "--jsonl",
                               source + "/sample-games", source + "/tests/data"});
        games = jsonl(run.out);
    }
};

TEST(BatchQuestions, BlackWonByMoreThanTenUnderJapaneseAmongFinishedSettledGames) {
    BatchRun run;
    std::vector<std::string> want;
    for (const auto& g : run.games)
        if (!g["game"].is_null() && g["status"] == "finished" && g["estimate"] == false &&
            g["japanese"]["black"].get<double>() - g["japanese"]["white"].get<double>() > 10)
            want.push_back(g["file"]);
    want = sorted(want);
    ASSERT_FALSE(want.empty());
    EXPECT_EQ(sql(run.db, "SELECT file FROM games WHERE status = 'finished' AND estimate = 0 AND japanese_margin > 10"),
              want);
    std::vector<std::string> from_csv;
    for (const auto& row : csv(run.csv_file))
        if (row.at("status") == "finished" && row.at("estimate") == "false" && !row.at("japanese_margin").empty() &&
            std::stod(row.at("japanese_margin")) > 10)
            from_csv.push_back(row.at("file"));
    EXPECT_EQ(sorted(from_csv), want);
}

TEST(BatchQuestions, GamesWhoseResultDoesNotStandWithTheReason) {
    BatchRun run;
    std::vector<std::string> want;
    for (const auto& g : run.games)
        if (g.contains("result_stands") && g["result_stands"] == false)
            want.push_back(g["file"].get<std::string>() + "|" + g["result_stands_reason"].get<std::string>());
    want = sorted(want);
    ASSERT_GE(want.size(), 2U);
    EXPECT_EQ(sql(run.db, "SELECT file || '|' || result_stands_reason FROM games WHERE result_stands = 0"), want);
    std::vector<std::string> from_csv;
    for (const auto& row : csv(run.csv_file))
        if (row.at("result_stands") == "false") from_csv.push_back(row.at("file") + "|" + row.at("result_stands_reason"));
    EXPECT_EQ(sorted(from_csv), want);
}

TEST(BatchQuestions, IllegalMovesByKind) {
    BatchRun run;
    std::map<std::string, int> by_kind;
    for (const auto& g : run.games)
        if (g.contains("violations"))
            for (const auto& v : g["violations"]) ++by_kind[v["kind"].get<std::string>()];
    std::vector<std::string> want;
    for (const auto& [kind, n] : by_kind) want.push_back(kind + "|" + std::to_string(n));
    ASSERT_FALSE(want.empty());
    EXPECT_EQ(sql(run.db, "SELECT kind || '|' || count(*) FROM violations GROUP BY kind"), sorted(want));
    // The CSV has one row per game: the count per game, and the verdict, answer "which games".
    int games_with_violations = 0;
    for (const auto& row : csv(run.csv_file)) games_with_violations += !row.at("violations").empty() && row.at("violations") != "0";
    int want_games = 0;
    for (const auto& g : run.games) want_games += g.contains("violations") && !g["violations"].empty();
    EXPECT_EQ(games_with_violations, want_games);
}

// Computer games played out to the end want --dead none; --komi overrides KM, as for score.
TEST(BatchOptions, DeadAndKomiAsKifuScoreTakesThem) {
    const std::string game = source + "/tests/data/scored_with_markup.sgf";
    for (const std::vector<std::string>& extra : {std::vector<std::string>{"--dead", "none"},
                                                  std::vector<std::string>{"--dead", "auto", "--komi", "7.5"}}) {
        std::vector<std::string> batch_args = {"batch", "-q"}, score_args = {"score", "--format", "json"};
        batch_args.insert(batch_args.end(), extra.begin(), extra.end());
        score_args.insert(score_args.end(), extra.begin(), extra.end());
        batch_args.push_back(game);
        score_args.push_back(game);
        auto batch_object = nlohmann::json::parse(kifu(batch_args).out);
        const auto score_object = nlohmann::json::parse(kifu(score_args).out);
        batch_object.erase("archive");
        batch_object.erase("member");
        batch_object.erase("duplicate_of");
        EXPECT_EQ(batch_object, score_object) << extra.front() << " " << extra.back();
    }
    EXPECT_EQ(nlohmann::json::parse(kifu({"batch", "-q", "--dead", "none", game}).out)["dead_source"], "none");
    EXPECT_EQ(nlohmann::json::parse(kifu({"batch", "-q", "--komi", "7.5", game}).out)["komi_used"], 7.5);
    EXPECT_EQ(kifu({"batch", "--dead", "dd", game}).status, 64);  // batch takes auto or none, not a list
}

}  // namespace
}  // namespace kifu::batch
