// A director's event checks on the sample event (sample-games/event): kifu check --event
// finds each kind of problem in the record made for it, in the record's own words, and
// names no clean record; kifu results writes back the official results of the clean part.
#include <gtest/gtest.h>

#include <cctype>

#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "../../support/archive_writer.hpp"
#include "../../support/csv_reader.hpp"
#include "../../support/run_kifu.hpp"
#include "event/official_results.hpp"
#include "sgf/name_key.hpp"

namespace kifu::cli {
namespace {

using testing::kifu;
using testing::Outcome;
using testing::TempDir;

const std::string sample = std::string(KIFU_SOURCE_DIR) + "/sample-games/event";

std::vector<nlohmann::json> json_lines(const std::string& text) {
    std::vector<nlohmann::json> out;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) out.push_back(nlohmann::json::parse(line));
    return out;
}

std::string relative(const std::string& file) { return file.substr(sample.size() + 1); }

std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

TEST(EventCheck, FindsEachKindOfProblemInItsRecordWithItsReason) {
    const Outcome run = kifu({"check", "--format", "json", "--event", sample + "/event.toml", sample});
    EXPECT_EQ(run.status, 3);
    std::map<std::string, std::vector<std::pair<std::string, std::string>>> found;   // file -> (kind, sentence)
    std::vector<nlohmann::json> event_wide;
    for (const nlohmann::json& line : json_lines(run.out)) {
        if (line["file"].is_null()) {
            event_wide.push_back(line);
            continue;
        }
        ASSERT_TRUE(line.contains("event_problems")) << line["file"];
        for (const auto& p : line["event_problems"]) {
            EXPECT_EQ(p.size(), 5U);   // kind, property, expected, found, sentence
            found[relative(line["file"])].emplace_back(p["kind"], p["sentence"]);
        }
    }
    const std::map<std::string, std::vector<std::pair<std::string, std::string>>> expected{
        {"problems/r1-km.sgf", {{"komi", "KM[0.5] but the event's komi is 7"}}},
        {"problems/r1-rules.sgf", {{"rules", "RU[Chinese] but the event plays japanese rules"}}},
        {"problems/r1-no-time.sgf",
         {{"time", "no TM, although the event's main time is 30 minutes"},
          {"time", "no OT, although the event has byo-yomi 5x30 s"}}},
        {"problems/r1-board-size.sgf", {{"board-size", "SZ[13] but the event plays on 9x9"}}},
        {"problems/r2-date.sgf", {{"date", "DT[2026-05-02] is outside the event's dates (2026-04-11 to 2026-04-12)"}}},
        {"problems/r2-rank.sgf", {{"rank", "BR[5k] but Kim Min is listed as 6k"}}},
        {"problems/r2-handicap.sgf",
         {{"handicap", "HA[2] but 4 black stones set up, as Lena Vogel (6k) and Jun Sato (1d) take 4 stones by the event's "
                       "rank-difference rule"}}},
        {"problems/r2-no-official-game.sgf",
         {{"no-official-game", "round 2, Max Weber vs Nora Quinn: the official results (" + sample +
                                   "/official.h9) have no such game"}}},
        {"problems/r3-official-result.sgf",
         {{"official-result", "RE[B+30.5] but the official result of round 3 (" + sample +
                                  "/official.h9) is a win for Gina Park (White)"}}},
        {"problems/r3-resubmitted.sgf",
         {{"duplicate", "the same 43 moves as " + sample + "/problems/r3-hugo-jun.sgf: the game is recorded twice"}}},
        {"problems/r3-twice.sgf",
         {{"twice-in-round", "Max Weber also plays in round 3 in " + sample +
                                 "/problems/r3-max-nora.sgf: one player twice in a round"},
          {"twice-in-round", "Gina Park also plays in round 3 in " + sample +
                                 "/problems/r3-official-result.sgf: one player twice in a round"},
          // Left out as a second game in the round, it is still no official game of round 3.
          {"no-official-game", "round 3, Max Weber vs Gina Park: the official results (" + sample +
                                   "/official.h9) have no such game"}}},
        {"problems/r3-unknown-player.sgf",
         {{"unknown-player", "PB[Lena Vogl] is not on the event's player list (the closest listed name is Lena Vogel)"},
          // No official game to set its colours and winner against: said, not passed over.
          {"not-compared", "colours and winner not checked against the official results (" + sample +
                               "/official.h9): PB[Lena Vogl] is not on the player list, so kifu cannot tell which "
                               "official game this is"}}},
        {"problems/r4-round.sgf",
         {{"round", "RO[4] but the event has 3 rounds"},
          // Not a round of the event, so any round's game between the two would be this one: there is none.
          {"no-official-game", "Kim Min vs Ivan Petrov: the official results (" + sample +
                                   "/official.h9) have no game between them in any round"}}},
    };
    EXPECT_EQ(found, expected);   // and so no clean record (clean/, r3-hugo-jun, r3-max-nora) is named
    ASSERT_EQ(event_wide.size(), 1U);
    ASSERT_EQ(event_wide[0]["event_problems"].size(), 1U);
    EXPECT_EQ(event_wide[0]["event_problems"][0]["kind"], "no-record");
    EXPECT_EQ(event_wide[0]["event_problems"][0]["sentence"],
              "round 3, Lena Vogel (Black) vs Ivan Petrov (White), a win for Lena Vogel (Black) in the official results (" +
                  sample + "/official.h9, line 13): no record of this game");
}

TEST(EventCheck, JsonNamesThePropertyAndWhatWasExpectedAndFound) {
    const Outcome run = kifu({"check", "--format", "json", "--event", sample + "/event.toml", sample + "/problems/r1-km.sgf"});
    const auto lines = json_lines(run.out);
    ASSERT_FALSE(lines.empty());
    const nlohmann::json& komi = lines[0]["event_problems"][0];
    EXPECT_EQ(komi, nlohmann::json::parse(R"({"kind": "komi", "property": "KM", "expected": "7", "found": "0.5",
                                              "sentence": "KM[0.5] but the event's komi is 7"})"));
    EXPECT_EQ(run.status, 3);
}

TEST(EventCheck, QuietListsOnlyTheRecordsWithProblems) {
    const Outcome run = kifu({"-q", "check", "--event", sample + "/event.toml", sample});
    EXPECT_EQ(run.status, 3);
    EXPECT_EQ(run.out.find("clean/round-"), std::string::npos);
    EXPECT_EQ(run.out.find("r3-hugo-jun.sgf  game"), std::string::npos);
    EXPECT_NE(run.out.find("problems/r1-km.sgf  game 1"), std::string::npos);
    EXPECT_NE(run.out.find("    komi             KM[0.5] but the event's komi is 7\n"), std::string::npos);
    EXPECT_NE(run.out.find("no-record        round 3, Lena Vogel"), std::string::npos);
}

TEST(EventCheck, TheCleanEventHasNoProblem) {
    for (const char* event : {"event.toml", "event-aga.toml"}) {
        const Outcome run = kifu({"check", "--format", "json", "--event", sample + "/clean/" + event, sample + "/clean"});
        EXPECT_EQ(run.status, 0) << event << run.err;
        const auto lines = json_lines(run.out);
        EXPECT_EQ(lines.size(), 9U);
        for (const auto& line : lines) EXPECT_TRUE(line["event_problems"].empty()) << line["file"];
    }
}

// The official file's players, places and games, as the kifu's results file has them too.
struct Table {
    std::set<std::tuple<std::string, std::string, int, std::string>> players;   // name key, rank, place, id
    std::set<std::tuple<int, std::string, std::string, int, int>> games;        // round, black, white, outcome, handicap
    explicit Table(const event::OfficialResults& r) {
        for (const auto& p : r.players)
            players.emplace(sgf::name_key(p.name), p.rank ? event::format_rank(*p.rank) : "", p.place, p.id);
        for (const auto& g : r.games)
            games.emplace(g.round, sgf::name_key(r.players[g.black].name), sgf::name_key(r.players[g.white].name),
                          static_cast<int>(g.outcome), g.handicap);
    }
    bool operator==(const Table&) const = default;
};

TEST(EventResults, RoundTripsTheOfficialResultsOfACleanEvent) {
    TempDir dir;
    const Outcome egd = kifu({"results", "--event", sample + "/clean/event.toml", sample + "/clean", "-o", dir / "out.h9"});
    EXPECT_EQ(egd.status, 0) << egd.err;
    const auto official = event::read_official_results(sample + "/clean/official.h9", std::nullopt);
    const auto written = event::read_official_results(dir / "out.h9", std::nullopt);
    EXPECT_EQ(written.games.size(), 9U);
    EXPECT_TRUE(Table(written) == Table(official));

    const Outcome aga = kifu({"results", "--format", "aga", "--event", sample + "/clean/event-aga.toml", sample + "/clean"});
    EXPECT_EQ(aga.status, 0) << aga.err;
    const auto aga_official = event::parse_aga_results("official", read_file(sample + "/clean/official-aga.txt"));
    const auto aga_written = event::parse_aga_results("written", aga.out);
    EXPECT_EQ(aga_written.games.size(), 9U);
    EXPECT_TRUE(Table(aga_written) == Table(aga_official));
    for (std::size_t i = 0; i < aga_written.games.size(); ++i) EXPECT_EQ(aga_written.games[i].komi, aga_official.games[i].komi);
}

// The AGA format has no draw: a drawn game is left out of the file, said on stderr, and the
// status is 3 as for a record not placed (the file lacks a game); EGD writes the draw.
TEST(EventResults, AnAgaFileLeavesOutDrawsAndSaysSo) {
    TempDir dir;
    std::filesystem::copy(sample + "/clean", dir.path() / "clean", std::filesystem::copy_options::recursive);
    const std::string record = dir / "clean/round-1/carol-dave.sgf";
    std::string text = read_file(record);
    text.replace(text.find("RE["), text.find(']', text.find("RE[")) - text.find("RE[") + 1, "RE[Jigo]");
    testing::write_file(record, text);
    const Outcome aga = kifu({"results", "--format", "aga", "--event", dir / "clean/event-aga.toml", dir / "clean"});
    EXPECT_EQ(aga.status, 3) << aga.err;
    EXPECT_NE(aga.err.find("1 draw(s) left out"), std::string::npos) << aga.err;
    EXPECT_EQ(event::parse_aga_results("written", aga.out).games.size(), 8U);
    // EGD writes the draw; the official results have a winner, which is said (3).
    const Outcome egd = kifu({"results", "--event", dir / "clean/event.toml", dir / "clean"});
    EXPECT_EQ(egd.status, 3) << egd.err;
    EXPECT_NE(egd.err.find("carol-dave.sgf: RE[Jigo] but the official result"), std::string::npos) << egd.err;
}

// A win by forfeit was not played: the EGD table marks it '!' (a result by default, which
// the EGD does not rate) and the AGA file, whose games are all rated, leaves it out and
// says so (3). Both wrote it as a game played.
TEST(EventResults, AForfeitIsMarkedInTheEgdTableAndLeftOutOfTheAgaFile) {
    TempDir dir;
    std::filesystem::copy(sample + "/clean", dir.path() / "clean", std::filesystem::copy_options::recursive);
    const std::string record = dir / "clean/round-1/carol-dave.sgf";
    std::string text = read_file(record);
    const std::size_t at = text.find("RE[");
    const std::string winner = text.substr(at + 3, 1);
    text.replace(at, text.find(']', at) - at + 1, "RE[" + winner + "+F]");
    testing::write_file(record, text);
    // The official table says so too: where it gives the game as played, the two disagree
    // (test_event_official_file.cpp).
    std::string official = read_file(dir / "clean/official.h9");
    for (const auto& [played, by_default] : {std::pair{"6+/b    4+/w", "6+/b!   4+/w"}, {"2-/w    3-/w", "2-/w!   3-/w"}}) {
        ASSERT_NE(official.find(played), std::string::npos) << official;
        official.replace(official.find(played), std::string(played).size(), by_default);
    }
    testing::write_file(dir / "clean/official.h9", official);
    const Outcome egd = kifu({"results", "--event", dir / "clean/event.toml", dir / "clean"});
    EXPECT_EQ(egd.status, 0) << egd.err;
    std::size_t marked = 0;
    for (std::size_t i = egd.out.find('!'); i != std::string::npos; i = egd.out.find('!', i + 1)) ++marked;
    EXPECT_EQ(marked, 2U) << egd.out;   // on Carol's line and on Dave's
    EXPECT_EQ(event::parse_egd_results("out.h9", egd.out).games.size(), 9U);
    const Outcome aga = kifu({"results", "--format", "aga", "--event", dir / "clean/event-aga.toml", dir / "clean"});
    EXPECT_EQ(aga.status, 3) << aga.err;
    EXPECT_NE(aga.err.find("1 game(s) won by forfeit left out"), std::string::npos) << aga.err;
    EXPECT_EQ(event::parse_aga_results("written", aga.out).games.size(), 8U);
    // The page's crosstable shows the cells of the results file: the forfeit's '!' and the
    // handicap game's stones (it showed "3-/w" for "3-/w2!").
    const Outcome page = kifu({"view", "-q", "-d", dir / "site", "--event", dir / "clean/event.toml", dir / "clean"});
    const std::string index = read_file(dir / "site/index.html");
    for (const std::string& line : {std::string("Smith"), std::string("Green"), std::string("White"),
                                    std::string("Brown")}) {
        const std::size_t at = egd.out.find(line);
        ASSERT_NE(at, std::string::npos) << line;
        const std::string row = egd.out.substr(at, egd.out.find('\n', at) - at);
        for (std::size_t cell = row.find('/'); cell != std::string::npos; cell = row.find('/', cell + 1)) {
            const std::size_t begin = row.rfind(' ', cell) + 1;
            const std::string text = row.substr(begin, row.find(' ', cell) - begin);
            if (text.find('!') == std::string::npos && text.size() <= 4) continue;  // plain cells
            EXPECT_NE(index.find(">" + text + "</a>"), std::string::npos) << text << " of " << row;
        }
    }
}

// An input that gives no record is a game missing from the file: named on stderr and exit
// 2, the file written from the rest (a mistyped path gave a table of zeros and exit 0).
TEST(EventResults, AnInputThatCannotBeReadIsNamedAndIsExitTwo) {
    TempDir dir;
    std::filesystem::create_directories(dir.path() / "empty");
    testing::write_file(dir / "notsgf.sgf", "hello");
    const Outcome clean = kifu({"results", "--event", sample + "/clean/event.toml", sample + "/clean"});
    ASSERT_EQ(clean.status, 0) << clean.err;
    for (const std::string& input : {dir / "missing.sgf", dir / "empty", dir / "notsgf.sgf"}) {
        const Outcome run = kifu({"results", "--event", sample + "/clean/event.toml", sample + "/clean", input});
        EXPECT_EQ(run.status, 2) << input << ": " << run.err;
        EXPECT_NE(run.err.find(input + ": error: "), std::string::npos) << run.err;
        EXPECT_NE(run.err.find("1 input(s) could not be read"), std::string::npos) << run.err;
        EXPECT_EQ(run.out, clean.out);   // the rest, written
    }
}

// The file follows the records; where the event's official results hold a game no record
// holds, or another winner, results says so and exits 3, as check --event does (it wrote
// "0-" for the missing game, and the record's winner, without a word).
TEST(EventResults, WhatTheOfficialResultsContradictIsSaid) {
    TempDir dir;
    std::filesystem::copy(sample + "/clean", dir.path() / "clean", std::filesystem::copy_options::recursive);
    std::filesystem::remove(dir.path() / "clean/round-3/carol-erin.sgf");
    const Outcome missing = kifu({"results", "--event", dir / "clean/event.toml", dir / "clean"});
    EXPECT_EQ(missing.status, 3) << missing.err;
    EXPECT_NE(missing.err.find("round 3, Erin Green (Black) vs Carol White (White)"), std::string::npos) << missing.err;
    EXPECT_NE(missing.err.find("no record of this game"), std::string::npos) << missing.err;

    // Official results without colours (EGD results without /b, /w; the handicap games,
    // which need them, keep theirs): the game missing is named with its winner, and no
    // colour the file does not give.
    std::string h9 = read_file(dir / "clean/official.h9");
    for (const char* colour : {"/b", "/w"})
        for (std::size_t at = h9.find(colour); at != std::string::npos; at = h9.find(colour, at + 1))
            if (at + 2 < h9.size() && !std::isdigit(static_cast<unsigned char>(h9[at + 2]))) h9.erase(at, 2);
    testing::write_file(dir / "clean/official.h9", h9);
    const Outcome uncoloured = kifu({"results", "--event", dir / "clean/event.toml", dir / "clean"});
    EXPECT_EQ(uncoloured.status, 3) << uncoloured.err;
    EXPECT_NE(uncoloured.err.find("round 3, Erin Green vs Carol White (colours not given), a win for Erin Green in"),
              std::string::npos)
        << uncoloured.err;
    EXPECT_EQ(uncoloured.err.find("(Black)"), std::string::npos) << uncoloured.err;
    std::filesystem::copy_file(sample + "/clean/official.h9", dir.path() / "clean/official.h9",
                               std::filesystem::copy_options::overwrite_existing);

    std::filesystem::copy_file(sample + "/clean/round-3/carol-erin.sgf", dir.path() / "clean/round-3/carol-erin.sgf");
    const std::string record = dir / "clean/round-1/alice-bob.sgf";
    std::string text = read_file(record);
    const std::size_t re = text.find("RE[");
    text.replace(re, text.find(']', re) - re + 1, "RE[W+R]");
    testing::write_file(record, text);
    const Outcome other = kifu({"results", "--event", dir / "clean/event.toml", dir / "clean"});
    EXPECT_EQ(other.status, 3) << other.err;
    EXPECT_NE(other.err.find("alice-bob.sgf: RE[W+R] but the official result of round 1"), std::string::npos) << other.err;
    EXPECT_NE(other.err.find("the file follows the record"), std::string::npos) << other.err;
}

// The handicap a game was played with is the black stones set up in its root, as check
// --event already read it: results wrote an even game for AB[gc][cg] without HA, and HA[2]
// for three stones; check --event said nothing of the three.
TEST(EventResults, TheHandicapIsTheStonesSetUp) {
    TempDir dir;
    std::filesystem::copy(sample + "/clean", dir.path() / "clean", std::filesystem::copy_options::recursive);
    const std::string record = dir / "clean/round-2/bob-erin.sgf";
    const std::string original = read_file(record);
    ASSERT_NE(original.find("HA[2]"), std::string::npos);
    ASSERT_NE(original.find("AB[gc][cg]"), std::string::npos);
    const auto erin_line = [](const std::string& h9) {
        const std::size_t at = h9.find("Green Erin");
        return h9.substr(at, h9.find('\n', at) - at);
    };
    std::string text = original;
    text.erase(text.find("HA[2]"), 5);
    testing::write_file(record, text);
    const Outcome no_ha = kifu({"results", "--event", dir / "clean/event.toml", dir / "clean"});
    EXPECT_EQ(no_ha.status, 0) << no_ha.err;
    EXPECT_NE(erin_line(no_ha.out).find(" 5+/b2 "), std::string::npos) << erin_line(no_ha.out);

    text = original;
    text.replace(text.find("AB[gc][cg]"), 10, "AB[gc][cg][gg]");
    testing::write_file(record, text);
    const Outcome three = kifu({"results", "--event", dir / "clean/event.toml", dir / "clean"});
    EXPECT_NE(erin_line(three.out).find(" 5+/b3 "), std::string::npos) << erin_line(three.out);
    const Outcome check = kifu({"check", "--event", dir / "clean/event.toml", record});
    EXPECT_EQ(check.status, 3) << check.err;
    EXPECT_NE(check.out.find("HA[2] but 3 black stones set up, and Erin Green (4k) and Bob Jones (1d) take 2 stones"),
              std::string::npos)
        << check.out;

    // A root that sets up White stones too is a position, as kifu score reads it: HA[2]
    // gives the handicap, not the three Black stones (it was b3, and check said HA[2] but 3).
    text = original;
    text.replace(text.find("AB[gc][cg]"), 10, "AB[gc][cg][gg]AW[ee]");
    testing::write_file(record, text);
    const Outcome position = kifu({"results", "--event", dir / "clean/event.toml", dir / "clean"});
    EXPECT_NE(erin_line(position.out).find(" 5+/b2 "), std::string::npos) << erin_line(position.out);
    const Outcome position_check = kifu({"check", "--event", dir / "clean/event.toml", record});
    EXPECT_EQ(position_check.out.find("black stones set up"), std::string::npos) << position_check.out;
}

// Everything that keeps a record out of `results` is a problem `check --event` reports: a
// record naming one player twice, or with no winner, passed the check (exit 0) and then
// went missing from the rating file.
TEST(EventCheck, WhatKeepsARecordOutOfTheResultsIsAProblem) {
    TempDir dir;
    std::filesystem::copy(sample + "/clean", dir.path() / "clean", std::filesystem::copy_options::recursive);
    const std::string record = dir / "clean/round-2/bob-erin.sgf";
    const std::string original = read_file(record);
    std::string text = original;
    text.replace(text.find("PW[Bob Jones]"), 13, "PW[Erin Green]");
    testing::write_file(record, text);
    const Outcome same = kifu({"check", "--event", dir / "clean/event.toml", record});
    EXPECT_EQ(same.status, 3) << same.out;
    EXPECT_NE(same.out.find("same-player      PB[Erin Green] and PW[Erin Green] name the same player"),
              std::string::npos)
        << same.out;

    text = original;
    text.replace(text.find("RE[B+15.5]"), 10, "RE[Void]");
    testing::write_file(record, text);
    const Outcome void_game = kifu({"check", "--event", dir / "clean/event.toml", record});
    EXPECT_EQ(void_game.status, 3) << void_game.out;
    EXPECT_NE(void_game.out.find("no-winner        RE[Void] names no winner: the game cannot be placed in the results"),
              std::string::npos)
        << void_game.out;
    const Outcome results = kifu({"results", "--event", dir / "clean/event.toml", dir / "clean"});
    EXPECT_NE(results.err.find("bob-erin.sgf: not placed: RE[Void] names no winner"), std::string::npos) << results.err;
}

// Black's stones and colours both wrong: the stronger player took Black with a handicap
// the rule does not give. Only the number was said, and `results` rated the 1d as taking
// the stones from the 4k.
TEST(EventCheck, AWrongHandicapAndTheStrongerPlayerWithBlackAreBothSaid) {
    TempDir dir;
    std::filesystem::copy(sample + "/clean", dir.path() / "clean", std::filesystem::copy_options::recursive);
    const std::string record = dir / "clean/round-2/bob-erin.sgf";
    std::string text = read_file(record);
    text.replace(text.find("PB[Erin Green]BR[4k]PW[Bob Jones]WR[1d]"), 39, "PB[Bob Jones]BR[1d]PW[Erin Green]WR[4k]");
    text.replace(text.find("HA[2]"), 5, "HA[3]");
    text.replace(text.find("AB[gc][cg]"), 10, "AB[gc][cg][gg]");
    text.replace(text.find(";B[gg]"), 6, ";B[ff]");
    testing::write_file(record, text);
    const Outcome check = kifu({"check", "--event", dir / "clean/event.toml", record});
    EXPECT_EQ(check.status, 3) << check.out;
    EXPECT_NE(check.out.find("HA[3] but Bob Jones (1d) and Erin Green (4k) take 2 stones"), std::string::npos) << check.out;
    EXPECT_NE(check.out.find("PW[Erin Green] but the weaker player, Erin Green (4k), takes Black"), std::string::npos)
        << check.out;
}

// One game in two files written by different programs: the setup points in another order
// (or compressed), the passes as B[tt] against B[]. It is recorded twice, as kifu dups says,
// not a game each player played twice in the round.
TEST(EventCheck, TheSameGameSpeltDifferentlyIsRecordedTwice) {
    TempDir dir;
    testing::write_file(dir / "players.csv", "name,rank\nAnna Berg,3k\nBen Cole,1k\n");
    testing::write_file(dir / "event.toml", "name = \"Test Cup\"\nrounds = 1\nplayers = \"players.csv\"\n");
    const auto game = [](const std::string& black, const std::string& white, const std::string& setup,
                         const std::string& pass) {
        std::string text = "(;GM[1]FF[4]CA[UTF-8]SZ[19]KM[0.5]HA[2]RU[Japanese]DT[2026-04-11]RO[1]PB[" + black +
                           "]PW[" + white + "]RE[B+R]AB" + setup;
        const char* moves[] = {"qp", "dc", "df", "cd", "nq", "qj", "nc", "pf", "jd",
                               "qn", "fq", "cn", "jp", "gc", "oo", "pb", "cl", "dr"};
        char colour = 'W';
        for (const char* m : moves) {
            text += std::string(";") + colour + "[" + m + "]";
            colour = colour == 'W' ? 'B' : 'W';
        }
        text += std::string(";") + colour + "[" + pass + "];" + (colour == 'W' ? 'B' : 'W') + "[" + pass + "])\n";
        return text;
    };
    testing::write_file(dir / "r1-anna.sgf", game("Anna Berg", "Ben Cole", "[pd][dp]", ""));
    testing::write_file(dir / "r1-ben.sgf", game("Berg, Anna", "Cole, Ben", "[dp][pd]", "tt"));
    const Outcome run = kifu({"check", "--event", dir / "event.toml", dir / "r1-anna.sgf", dir / "r1-ben.sgf"});
    EXPECT_EQ(run.status, 3) << run.err;
    EXPECT_NE(run.out.find("the same 20 moves as " + std::string(dir / "r1-anna.sgf") + ": the game is recorded twice"),
              std::string::npos)
        << run.out;
    EXPECT_EQ(run.out.find("twice-in-round"), std::string::npos) << run.out;

    // The same moves under other players and another result: not simply the game twice,
    // one of the records is the wrong one, and the fields that differ are named.
    testing::write_file(dir / "players.csv", "name,rank\nAnna Berg,3k\nBen Cole,1k\nCara Diaz,3k\nDan Eke,1k\n");
    std::string other = game("Cara Diaz", "Dan Eke", "[pd][dp]", "");
    other.replace(other.find("RE[B+R]"), 7, "RE[W+R]");
    testing::write_file(dir / "r1-cara.sgf", other);
    const Outcome others = kifu({"check", "--event", dir / "event.toml", dir / "r1-anna.sgf", dir / "r1-cara.sgf"});
    EXPECT_NE(others.out.find("but PB[Cara Diaz] against PB[Anna Berg], PW[Dan Eke] against PW[Ben Cole], RE[W+R] "
                              "against RE[B+R]: one of the two is not this game's record"),
              std::string::npos)
        << others.out;
    std::filesystem::remove(dir / "r1-cara.sgf");

    // A compressed point list is the points it names.
    testing::write_file(dir / "r1-anna.sgf", game("Anna Berg", "Ben Cole", "[aa][ab][ba][bb]", ""));
    testing::write_file(dir / "r1-ben.sgf", game("Anna Berg", "Ben Cole", "[aa:bb]", ""));
    const Outcome compressed = kifu({"check", "--event", dir / "event.toml", dir / "r1-anna.sgf", dir / "r1-ben.sgf"});
    EXPECT_NE(compressed.out.find("the game is recorded twice"), std::string::npos) << compressed.out;
    EXPECT_EQ(compressed.out.find("twice-in-round"), std::string::npos) << compressed.out;
}

// Names the players list writes one way and the records another way (case beyond ASCII,
// a decomposed accent, the ideographic space) are the listed players: their games are placed.
TEST(EventResults, PlacesNamesInAnyCaseUnicodeFormAndSpacing) {
    TempDir dir;
    testing::write_file(dir / "players.csv",
                        "name,rank\n\u00C9mile Zola,3k\nLena Vogel,2k\n\u4E95\u5C71 \u88D5\u592A,1d\nAnna Berg,4k\n");
    testing::write_file(dir / "event.toml", "name = \"Test Cup\"\ndates = [2026-04-11, 2026-04-12]\nrounds = 3\n"
                                            "rules = \"japanese\"\nkomi = 6.5\nplayers = \"players.csv\"\n");
    const auto game = [](const std::string& black, const std::string& white, const std::string& result, int round,
                         const std::string& first) {
        std::string text = "(;GM[1]FF[4]CA[UTF-8]SZ[19]KM[6.5]RU[Japanese]DT[2026-04-11]EV[Test Cup]RO[" +
                           std::to_string(round) + "]PB[" + black + "]PW[" + white + "]RE[" + result + "]";
        const char* moves[] = {"dp", "qp", "dc", "df", "cd", "nq", "qj", "nc", "pf", "jd", "qn", "fq"};
        text += ";B[" + first + "]";
        char colour = 'W';
        for (const char* m : moves) {
            text += std::string(";") + colour + "[" + m + "]";
            colour = colour == 'W' ? 'B' : 'W';
        }
        return text + ")\n";
    };
    testing::write_file(dir / "r1.sgf", game("E\u0301mile Zola", "Lena Vogel", "B+R", 1, "aa"));
    testing::write_file(dir / "r2.sgf", game("\u00E9mile zola", "Anna Berg", "W+R", 2, "ab"));
    testing::write_file(dir / "r3.sgf", game("\u4E95\u5C71\u3000\u88D5\u592A", "Anna Berg", "B+R", 3, "ac"));
    const Outcome check = kifu({"check", "--event", dir / "event.toml", dir.path().string()});
    EXPECT_EQ(check.out.find("unknown-player"), std::string::npos) << check.out;
    const Outcome results = kifu({"results", "--event", dir / "event.toml", dir.path().string()});
    EXPECT_EQ(results.err.find("not placed"), std::string::npos) << results.err;
    EXPECT_EQ(results.status, 0) << results.err;
}

TEST(EventResults, ListsTheRecordsThatCannotBePlaced) {
    const Outcome run = kifu({"results", "--event", sample + "/event.toml", sample});
    EXPECT_EQ(run.status, 3);
    EXPECT_NE(run.err.find(sample + "/problems/r4-round.sgf: not placed: RO[4] is not a round of the event"), std::string::npos)
        << run.err;
    EXPECT_NE(run.err.find(sample + "/problems/r3-unknown-player.sgf: not placed: PB[Lena Vogl] is not on the player list"),
              std::string::npos);
    EXPECT_NE(run.err.find(sample + "/problems/r3-resubmitted.sgf: not placed: the same game as an earlier record"),
              std::string::npos);
    EXPECT_NE(run.err.find(sample + "/problems/r3-twice.sgf: not placed: Max Weber and Gina Park already have a game in round 3"),
              std::string::npos);
}

// A store is resumed only under the event it was made with: the same event file edited
// since (another komi) was taken as the same, and the store mixed problems judged under
// both (round 1 under komi 7, round 2 under 6.5).
TEST(EventBatch, AStoreMadeUnderAnEventEditedSinceIsNotResumedAsTheSame) {
    TempDir dir;
    std::filesystem::copy(sample + "/clean", dir.path() / "ev", std::filesystem::copy_options::recursive);
    const std::string event = dir / "ev/event.toml", db = dir / "s.db";
    const Outcome first = kifu({"batch", "-q", "--db", db, "--event", event, dir / "ev/round-1"});
    EXPECT_LE(first.status, 3) << first.err;
    std::string text = read_file(event);
    text.replace(text.find("komi = 7\n"), 9, "komi = 6.5\n");
    testing::write_file(event, text);
    const Outcome edited = kifu({"batch", "-q", "--db", db, "--event", event, dir / "ev/round-1", dir / "ev/round-2"});
    EXPECT_EQ(edited.status, 2) << edited.err;
    EXPECT_NE(edited.err.find("holds results made with other options than this run's"), std::string::npos) << edited.err;
    const Outcome redo =
        kifu({"batch", "-q", "--db", db, "--redo", "--event", event, dir / "ev/round-1", dir / "ev/round-2"});
    EXPECT_LE(redo.status, 3) << redo.err;
}

TEST(EventBatch, ColumnsAndJsonCarryEachRecordsProblems) {
    TempDir dir;
    const Outcome run = kifu({"batch", "-q", "-j", "2", "--event", sample + "/event.toml", "--csv", dir / "games.csv",
                              "--jsonl", sample});
    EXPECT_EQ(run.status, 3);
    const auto rows = testing::parse_csv(read_file(dir / "games.csv"));
    ASSERT_EQ(rows.size(), 1U + 24U);
    const auto& header = rows[0];
    const auto column = [&](const std::string& name) {
        return static_cast<std::size_t>(std::find(header.begin(), header.end(), name) - header.begin());
    };
    // New columns come last: the event's, then the duplicate finder's, then too_early.
    ASSERT_EQ(column("event_problem_reasons") + 1, column("duplicate_of"));
    ASSERT_EQ(header.back(), "too_early");
    std::map<std::string, std::vector<std::string>> by_file;
    for (std::size_t i = 1; i < rows.size(); ++i) by_file[relative(rows[i][column("file")])] = rows[i];
    const auto& komi = by_file.at("problems/r1-km.sgf");
    EXPECT_EQ(komi[column("event_problems")], "1");
    EXPECT_EQ(komi[column("event_problem_kinds")], "komi");
    EXPECT_EQ(komi[column("event_problem_reasons")], "KM[0.5] but the event's komi is 7");
    // Two problems of one kind: the kind once (it was "time, time"); both reasons.
    EXPECT_EQ(by_file.at("problems/r1-no-time.sgf")[column("event_problems")], "2");
    EXPECT_EQ(by_file.at("problems/r1-no-time.sgf")[column("event_problem_kinds")], "time");
    const auto& clean = by_file.at("clean/round-1/alice-bob.sgf");
    EXPECT_EQ(clean[column("event_problems")], "0");
    EXPECT_EQ(clean[column("event_problem_kinds")], "");
    for (const nlohmann::json& line : json_lines(run.out))
        EXPECT_EQ(line["event_problems"].size(), std::stoul(by_file.at(relative(line["file"]))[column("event_problems")]));
    // The event's own problem (an official game with no record) is on stderr.
    EXPECT_NE(run.err.find("no-record: round 3, Lena Vogel (Black) vs Ivan Petrov (White)"), std::string::npos) << run.err;

    // Without --event the columns are empty and the objects have no event_problems.
    const Outcome plain = kifu({"batch", "-q", "--csv", dir / "plain.csv", "--jsonl", sample + "/clean"});
    EXPECT_EQ(plain.status, 0);
    const auto plain_rows = testing::parse_csv(read_file(dir / "plain.csv"));
    EXPECT_EQ(plain_rows[1][column("event_problems")], "");
    EXPECT_FALSE(json_lines(plain.out)[0].contains("event_problems"));
}

TEST(EventView, TheIndexIsTheEventsWithItsCrosstableRoundsAndProblems) {
    TempDir dir;
    const Outcome run = kifu({"view", "-q", "-d", dir / "site", "--event", sample + "/event.toml", sample});
    EXPECT_EQ(run.status, 3) << run.err;
    const std::string index = read_file(dir / "site/index.html");
    EXPECT_NE(index.find("<title>Kifu Club Cup 2026 \u2014 kifu view</title>"), std::string::npos);
    EXPECT_NE(index.find("<h1>Kifu Club Cup 2026</h1>"), std::string::npos);
    EXPECT_NE(index.find("<section id=\"crosstable\">"), std::string::npos);
    for (const char* round : {"round-1", "round-2", "round-3"})
        EXPECT_NE(index.find(std::string("<section class=\"round\" id=\"") + round + "\">"), std::string::npos) << round;
    // The one disagreeing game: marked on both its players' rows and in its round's section.
    std::size_t marks = 0;
    const std::string mark = "\u2260 official</abbr>";
    for (std::size_t at = index.find(mark); at != std::string::npos; at = index.find(mark, at + 1)) ++marks;
    EXPECT_EQ(marks, 2U);
    EXPECT_NE(index.find("<tr class=\"disagrees\">"), std::string::npos);
    // The event problems beside the game, and the records not placed with why.
    EXPECT_NE(index.find("<span class=\"kind\">komi</span> KM[0.5] but the event&#39;s komi is 7"), std::string::npos);
    EXPECT_NE(index.find("r4-round.sgf</a>: RO[4] is not a round of the event"), std::string::npos);
    // The summary's count of games with a problem takes in event problems, and says so.
    EXPECT_NE(index.find("an RE that does not stand, or an event problem)"), std::string::npos);
    // Without --event the index is as before: no crosstable.
    const Outcome plain = kifu({"view", "-q", "-d", dir / "plain", sample + "/clean"});
    EXPECT_LE(plain.status, 1) << plain.err;   // 1: a kifu built without the WebAssembly engine says so
    EXPECT_EQ(read_file(dir / "plain/index.html").find("<section id=\"crosstable\">"), std::string::npos);
    EXPECT_NE(read_file(dir / "plain/index.html").find("not ok, or an RE that does not stand)"), std::string::npos);
}

// A record whose RE kifu finds does not stand is counted in the crosstable as recorded (the
// official results are the players'), so its cells and its round's row say so: only the
// games table did, and a director reading the crosstable took B+25.5 as judged.
TEST(EventView, AResultThatDoesNotStandIsMarkedInTheCrosstableAndItsRound) {
    TempDir dir;
    std::filesystem::copy(sample + "/clean", dir.path() / "clean", std::filesystem::copy_options::recursive);
    const std::string record = dir / "clean/round-2/bob-erin.sgf";
    std::string text = read_file(record);
    const std::size_t at = text.find("RE[B+15.5]");
    ASSERT_NE(at, std::string::npos);
    text.replace(at, 10, "RE[B+25.5]");   // the same winner, so the official results still agree
    testing::write_file(record, text);
    const Outcome run = kifu({"view", "-q", "-d", dir / "site", "--event", dir / "clean/event.toml", dir / "clean"});
    EXPECT_EQ(run.status, 3) << run.err;
    const std::string index = read_file(dir / "site/index.html");
    std::size_t marks = 0;
    const std::string mark = "\u2717 RE</abbr>";
    for (std::size_t found = index.find(mark); found != std::string::npos; found = index.find(mark, found + 1)) ++marks;
    EXPECT_EQ(marks, 3U) << index;   // on Bob's and Erin's rows of the crosstable, and in round 2
    EXPECT_NE(index.find("title=\"RE[B+25.5] does not stand: the count under "), std::string::npos) << index;
    EXPECT_NE(index.find("<tr class=\"does-not-stand\">"), std::string::npos);
    EXPECT_EQ(index.find("\u2260 official</abbr>"), std::string::npos);   // the winner is the official one
    // The clean event has none.
    const Outcome clean = kifu({"view", "-q", "-d", dir / "plain", "--event", sample + "/clean/event.toml", sample + "/clean"});
    EXPECT_EQ(read_file(dir / "plain/index.html").find(mark), std::string::npos);
}

TEST(EventOption, ABadEventFileIsStatus78WithItsPlace) {
    TempDir dir;
    testing::write_file(dir / "event.toml", "name = \"X\"\nkomi = \"six\"\n");
    const Outcome run = kifu({"check", "--event", dir / "event.toml", sample + "/clean"});
    EXPECT_EQ(run.status, 78);
    EXPECT_NE(run.err.find(dir / "event.toml" + ":2:8: komi must be a number, e.g. 6.5"), std::string::npos) << run.err;
    EXPECT_EQ(run.out, "");
}

TEST(EventOption, StandardInputCannotBeReadTwice) {
    const Outcome run = kifu({"check", "--event", sample + "/clean/event.toml", "-"});
    EXPECT_EQ(run.status, 64);
    EXPECT_NE(run.err.find("not '-'"), std::string::npos);
}

TEST(EventResults, NeverOverwritesTheOfficialResults) {
    const Outcome run = kifu({"results", "--event", sample + "/clean/event.toml", sample + "/clean", "-o",
                              sample + "/clean/official.h9"});
    EXPECT_EQ(run.status, 64);
    EXPECT_NE(run.err.find("official.h9"), std::string::npos) << run.err;
}

}  // namespace
}  // namespace kifu::cli
