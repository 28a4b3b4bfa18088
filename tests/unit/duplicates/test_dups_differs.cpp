// `kifu dups`' "differs": which game-information fields a copy is said to differ in from
// its group's first record. Small hand-written records, each a four-move game, so that
// every field's comparison is seen on its own.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "../../support/run_kifu.hpp"
#include "../../support/temp_dir.hpp"

namespace kifu::duplicates {
namespace {

using kifu::testing::TempDir;

// What `kifu dups --format json --min-moves 4` (plus `extra`) says of each record after
// its group's first, by file name: the fields it differs in.
std::map<std::string, std::set<std::string>> differs(const std::vector<std::pair<std::string, std::string>>& records,
                                                     const std::vector<std::string>& extra = {}) {
    TempDir dir;
    std::vector<std::string> args{"dups", "--format", "json", "--min-moves", "4"};
    args.insert(args.end(), extra.begin(), extra.end());
    for (const auto& [name, text] : records) {
        std::ofstream(dir / name, std::ios::binary) << text;
        args.push_back(dir / name);
    }
    const auto run = kifu::testing::kifu(args);
    EXPECT_EQ(run.status, 1) << run.err;   // 1: copies found
    std::map<std::string, std::set<std::string>> found;
    std::istringstream lines(run.out);
    for (std::string line; std::getline(lines, line);) {
        const auto group = nlohmann::json::parse(line);
        for (const auto& r : group["records"]) {
            if (r["relation"] == "first") continue;
            const std::string file = std::filesystem::path(std::string(r["file"])).filename().string();
            found[file] = r["differs"].get<std::set<std::string>>();
        }
    }
    return found;
}

using Fields = std::set<std::string>;

TEST(DupsDiffers, ColourSwappedCopyIsComparedBlackAgainstWhite) {
    // b.sgf is a.sgf told the other way round: Alice still plays the same stones and wins.
    // c.sgf swaps the stones but not the names nor the result: it gives Alice's stones to
    // Bob, and the game to the side Alice did not play.
    const auto found = differs(
        {{"a.sgf", "(;FF[4]GM[1]SZ[9]PB[Alice]PW[Bob]BR[3d]WR[1k]RE[B+R];B[ee];W[cc];B[gg];W[cg])"},
         {"b.sgf", "(;FF[4]GM[1]SZ[9]PB[Bob]PW[Alice]BR[1k]WR[3d]RE[W+R];W[ee];B[cc];W[gg];B[cg])"},
         {"c.sgf", "(;FF[4]GM[1]SZ[9]PB[Alice]PW[Bob]BR[3d]WR[1k]RE[B+R];W[ee];B[cc];W[gg];B[cg])"}},
        {"--colours"});
    EXPECT_EQ(found.at("b.sgf"), Fields{});
    EXPECT_EQ(found.at("c.sgf"), (Fields{"players", "ranks", "result"}));
}

TEST(DupsDiffers, ColourSwappedCopyKeepsADrawOrAnUnknownResult) {
    for (const std::string result : {"0", "Void", "?"}) {
        SCOPED_TRACE(result);
        const auto found = differs(
            {{"a.sgf", "(;FF[4]GM[1]SZ[9]PB[Alice]PW[Bob]RE[" + result + "];B[ee];W[cc];B[gg];W[cg])"},
             {"b.sgf", "(;FF[4]GM[1]SZ[9]PB[Bob]PW[Alice]RE[" + result + "];W[ee];B[cc];W[gg];B[cg])"}},
            {"--colours"});
        EXPECT_EQ(found.at("b.sgf"), Fields{});
    }
}

TEST(DupsDiffers, ColourSwappedCutCopyIsComparedBlackAgainstWhite) {
    const auto found = differs(
        {{"a.sgf", "(;FF[4]GM[1]SZ[9]PB[Alice]PW[Bob]RE[B+3.5];B[ee];W[cc];B[gg];W[cg];B[gc])"},
         {"b.sgf", "(;FF[4]GM[1]SZ[9]PB[Bob]PW[Alice]RE[W+3.5];W[ee];B[cc];W[gg];B[cg])"}},
        {"--colours"});
    EXPECT_EQ(found.at("b.sgf"), Fields{});
}

TEST(DupsDiffers, SameColoursCompareBlackWithBlack) {
    const auto found = differs({{"a.sgf", "(;FF[4]GM[1]SZ[9]PB[Alice]PW[Bob]RE[B+R];B[ee];W[cc];B[gg];W[cg])"},
                                {"b.sgf", "(;FF[4]GM[1]SZ[9]PB[Bob]PW[Alice]RE[W+R];B[ee];W[cc];B[gg];W[cg])"}},
                               {"--colours"});
    EXPECT_EQ(found.at("b.sgf"), (Fields{"players", "result"}));
}

// A four-move game whose root holds `info`, its moves as a.sgf's above.
std::string game_with(const std::string& info) { return "(;FF[4]GM[1]SZ[9]" + info + ";B[ee];W[cc];B[gg];W[cg])"; }

TEST(DupsDiffers, SpellingsKifuReadsAsOneDoNotDiffer) {
    const auto found = differs(
        {{"a.sgf", game_with("PB[GNU Go L3]PW[Smith, Alice]RU[Japanese]EV[Kisei  Final]")},
         {"b.sgf", game_with("PB[gnu go l3]PW[alice smith]RU[japanese]EV[kisei final]")},
         {"c.sgf", game_with("PB[GNU GO L3]PW[Alice Smith]RU[jp]EV[KISEI FINAL]")}});
    EXPECT_EQ(found.at("b.sgf"), Fields{});
    EXPECT_EQ(found.at("c.sgf"), Fields{});
}

TEST(DupsDiffers, RulesKifuDoesNotKnowAreComparedWithoutCaseAndSpacing) {
    const auto found = differs({{"a.sgf", game_with("RU[House Rules]")},
                                {"b.sgf", game_with("RU[house-rules]")},
                                {"c.sgf", game_with("RU[Other Rules]")}});
    EXPECT_EQ(found.at("b.sgf"), Fields{});
    EXPECT_EQ(found.at("c.sgf"), Fields{"rules"});
}

TEST(DupsDiffers, OtherNamesEventsAndRulesDiffer) {
    const auto found = differs({{"a.sgf", game_with("PB[GNU Go L3]PW[Alice]RU[Japanese]EV[Kisei]")},
                                {"b.sgf", game_with("PB[GNU Go L10]PW[Alice]RU[Chinese]EV[Meijin]")}});
    EXPECT_EQ(found.at("b.sgf"), (Fields{"players", "rules", "event"}));
}

TEST(DupsDiffers, ColourSwappedCopyComparesNamesAsKifuReadsThem) {
    const auto found = differs(
        {{"a.sgf", "(;FF[4]GM[1]SZ[9]PB[GNU Go L3]PW[Bob]RE[B+R];B[ee];W[cc];B[gg];W[cg])"},
         {"b.sgf", "(;FF[4]GM[1]SZ[9]PB[bob]PW[gnu go l3]RE[W+R];W[ee];B[cc];W[gg];B[cg])"}},
        {"--colours"});
    EXPECT_EQ(found.at("b.sgf"), Fields{});
}

TEST(DupsDiffers, NamesAreComparedInAnyUnicodeCaseFormAndSpacing) {
    // Case beyond ASCII, an accent written as a combining mark (NFD), the ideographic space.
    const auto found = differs(
        {{"a.sgf", game_with("PB[\u00C9mile Zola]PW[\u4E95\u5C71 \u88D5\u592A]EV[Caf\u00E9 Cup]")},
         {"b.sgf", game_with("PB[\u00E9mile zola]PW[\u4E95\u5C71\u3000\u88D5\u592A]EV[CAF\u00C9 CUP]")},
         {"c.sgf", game_with("PB[E\u0301mile Zola]PW[\u88D5\u592A\u3000\u4E95\u5C71]EV[Cafe\u0301 Cup]")},
         {"d.sgf", game_with("PB[Emile Zola]PW[\u4E95\u5C71 \u88D5\u592A]EV[Caf\u00E9 Cup]")}});
    EXPECT_EQ(found.at("b.sgf"), Fields{});
    EXPECT_EQ(found.at("c.sgf"), Fields{});
    EXPECT_EQ(found.at("d.sgf"), Fields{"players"});   // without the accent: another spelling
}

// The groups `kifu dups --format json --min-moves 4` makes of `records`: each group's files,
// with each one's relation.
std::vector<std::map<std::string, std::string>> groups_of(const std::vector<std::pair<std::string, std::string>>& records) {
    TempDir dir;
    std::vector<std::string> args{"dups", "--format", "json", "--min-moves", "4"};
    for (const auto& [name, text] : records) {
        std::ofstream(dir / name, std::ios::binary) << text;
        args.push_back(dir / name);
    }
    const auto run = kifu::testing::kifu(args);
    EXPECT_LE(run.status, 1) << run.err;
    std::vector<std::map<std::string, std::string>> groups;
    std::istringstream lines(run.out);
    for (std::string line; std::getline(lines, line);) {
        auto& group = groups.emplace_back();
        const nlohmann::json parsed = nlohmann::json::parse(line);
        for (const auto& r : parsed["records"])
            group[std::filesystem::path(std::string(r["file"])).filename().string()] = r["relation"];
    }
    return groups;
}

// Eight moves, or their first five.
const std::string long_game = ";B[ee];W[cc];B[gg];W[cg];B[gc];W[dd];B[fd];W[df])";
const std::string short_game = ";B[ee];W[cc];B[gg];W[cg];B[gc])";

TEST(DupsRelation, AShorterRecordThatEndedWithAnotherResultIsAnotherGame) {
    // RE[W+R] at move 5, other players, undated: a game that ended there, not the start of
    // a game that went on to a Black win.
    for (const std::string result : {"W+R", "W+T", "B+F", "W+2.5", "0"}) {
        SCOPED_TRACE(result);
        const auto groups = groups_of({{"a.sgf", "(;FF[4]GM[1]SZ[9]PB[Alpha]PW[Beta]DT[2017-01-05]RE[B+R]" + long_game},
                                       {"b.sgf", "(;FF[4]GM[1]SZ[9]PB[Gamma]PW[Delta]RE[" + result + "]" + short_game}});
        EXPECT_TRUE(groups.empty()) << groups.size();
    }
    // Met first, it is no cut copy either.
    const auto groups = groups_of({{"b.sgf", "(;FF[4]GM[1]SZ[9]PB[Gamma]PW[Delta]RE[W+R]" + short_game},
                                   {"a.sgf", "(;FF[4]GM[1]SZ[9]PB[Alpha]PW[Beta]RE[B+R]" + long_game}});
    EXPECT_TRUE(groups.empty()) << groups.size();
}

TEST(DupsRelation, ACutCopyKeepsItsOriginalsResultOrHasNone) {
    // A cut copy carries its original's RE, or none, or one that names no way of ending.
    for (const std::string info : {"RE[B+R]", "RE[b+resign]", "", "RE[?]", "RE[B+]"}) {
        SCOPED_TRACE(info);
        const auto groups = groups_of({{"a.sgf", "(;FF[4]GM[1]SZ[9]PB[Alpha]PW[Beta]RE[B+R]" + long_game},
                                       {"b.sgf", "(;FF[4]GM[1]SZ[9]PB[Alpha]PW[Beta]" + info + short_game}});
        ASSERT_EQ(groups.size(), 1U);
        EXPECT_EQ(groups[0].at("b.sgf"), "prefix");
    }
}

}  // namespace
}  // namespace kifu::duplicates
