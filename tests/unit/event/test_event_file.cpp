// The event file, its players CSV and the official results files: what they read, and
// that a mistake in any of them is reported with its file, line and what was expected.
#include <gtest/gtest.h>

#include "../../support/archive_writer.hpp"
#include "event/event_file.hpp"
#include "event/record_checks.hpp"

namespace kifu::event {
namespace {

using testing::TempDir;
using testing::write_file;

constexpr const char* players_csv = "name,rank,egd_pin,aliases\nAlice Smith,2d,10000001,asmith;A. Smith\nBob Jones,5k,,\n";

// Writes the event file (and a players list beside it) and reads it, or returns the error.
std::string read_error(const TempDir& dir, const std::string& toml) {
    write_file(dir / "players.csv", players_csv);
    write_file(dir / "event.toml", toml);
    try {
        read_event_file(dir / "event.toml");
    } catch (const EventFileError& e) {
        return e.what();
    }
    return "";
}

TEST(EventFile, ReadsEveryKey) {
    TempDir dir;
    write_file(dir / "players.csv", players_csv);
    write_file(dir / "event.toml", R"(name = "Spring Open"
dates = [2026-04-11, "2026-04-12"]
rounds = 5
rules = "AGA"
komi = 7.5
board_size = 19
players = "players.csv"
[handicap]
policy = "rank-difference"
reduction = 1
max = 9
komi = 0.5
[time]
main_minutes = 60
overtime = "canadian"
stones = 25
period_seconds = 600
)");
    const Event e = read_event_file(dir / "event.toml");
    EXPECT_EQ(e.name, "Spring Open");
    ASSERT_TRUE(e.dates);
    EXPECT_EQ(e.dates->first, 20260411);
    EXPECT_EQ(e.dates->last, 20260412);
    EXPECT_EQ(e.rounds, 5);
    EXPECT_EQ(e.rules, "AGA");
    EXPECT_EQ(e.komi, 7.5);
    EXPECT_EQ(e.board_size, 19);
    EXPECT_EQ(e.handicap.kind, HandicapPolicy::Kind::rank_difference);
    EXPECT_EQ(e.handicap.reduction, 1);
    ASSERT_TRUE(e.time);
    EXPECT_EQ(e.time->main_seconds, 3600);
    EXPECT_EQ(e.time->overtime.kind, Overtime::Kind::canadian);
    EXPECT_EQ(e.time->overtime.stones, 25);
    EXPECT_EQ(e.time->overtime.seconds, 600);
    ASSERT_EQ(e.players.size(), 2U);
    EXPECT_EQ(e.players[0].egd_pin, "10000001");
    EXPECT_EQ(e.players[0].aliases, (std::vector<std::string>{"asmith", "A. Smith"}));
    EXPECT_EQ(format_rank(e.players[1].rank), "5k");
}

TEST(EventFile, MistakesNameTheFileLineAndWhatWasExpected) {
    TempDir dir;
    const std::string file = dir / "event.toml";
    EXPECT_EQ(read_error(dir, "name = \"X\"\nkomi = 6.5\nround = 3\n"),
              file + ":3:1: unknown key 'round'; expected one of: board_size, dates, handicap, komi, name, "
                     "official_format, official_results, players, rounds, rules, time");
    EXPECT_EQ(read_error(dir, "name = \"X\"\nrules = \"klingon\"\n"), file + ":2:9: unknown ruleset 'klingon' (see 'kifu rules')");
    EXPECT_EQ(read_error(dir, "name = \"X\"\ndates = [\"11/04/2026\"]\n"),
              file + ":2:10: a date must be written YYYY-MM-DD, e.g. 2026-04-11");
    EXPECT_EQ(read_error(dir, "name = \"X\"\n[time]\novertime = \"byo-yomi\"\nperiods = 5\n"),
              file + ":3:12: byo-yomi overtime needs period_seconds = N");
    EXPECT_EQ(read_error(dir, "komi = 6.5\n"), file + ": the event file needs name = \"...\"");
    // nan compares false with every bound: it was taken, and checked no game's komi.
    EXPECT_EQ(read_error(dir, "name = \"X\"\nkomi = nan\n"), file + ":2:8: komi must be from -1000 to 1000");
    EXPECT_EQ(read_error(dir, "name = \"X\"\n[handicap]\nkomi = -nan\n"),
              file + ":3:8: komi must be from -1000 to 1000");
    // Not TOML at all: toml++'s own words, at its place.
    EXPECT_NE(read_error(dir, "name = \"X\"\nkomi = = 6.5\n").find(file + ":2:"), std::string::npos);
    // A file it names that is not there: at the key, with the path looked at and why.
    EXPECT_EQ(read_error(dir, "name = \"X\"\nplayers = \"missing.csv\"\n"),
              file + ":2:11: cannot read the players file '" + (dir / "missing.csv") + "': No such file or directory");
    EXPECT_EQ(read_error(dir, "name = \"X\"\nofficial_results = \"missing.h9\"\n"),
              file + ":2:20: cannot read the official results '" + (dir / "missing.h9") +
                  "': No such file or directory");
}

TEST(PlayersCsv, AMistakeNamesItsLine) {
    TempDir dir;
    auto error = [&](const std::string& csv) {
        write_file(dir / "p.csv", csv);
        try {
            read_players(dir / "p.csv");
        } catch (const EventFileError& e) {
            return std::string(e.what());
        }
        return std::string();
    };
    const std::string file = dir / "p.csv";
    EXPECT_EQ(error("name,rank\nAlice,2d\nBob,strong\n"), file + ":3:1: Bob: rank 'strong' is not a rank such as 5k, 2d or 1p");
    EXPECT_EQ(error("name,grade\n"), file + ":1:1: unknown column 'grade'; the columns are name, rank, egd_pin, aga_id, aliases, country, club");
    EXPECT_EQ(error("name,rank\nAlice,2d\nalice,3d\n"), file + ":3:1: alice is listed twice (as Alice too)");
    EXPECT_EQ(error("name,rank\n\"Alice,2d\nBob,3k\n"), file + ":2:1: not CSV as expected: error parsing data while strict checking enabled (a stray '\"'?)");
    // Quoted fields, a comma inside a name, blank lines and CRLF are CSV as usual.
    write_file(dir / "ok.csv", "name,rank\r\n\r\n\"Smith, Alice\",2 dan\r\n");
    const auto players = read_players(dir / "ok.csv");
    ASSERT_EQ(players.size(), 1U);
    EXPECT_EQ(players[0].name, "Smith, Alice");
    EXPECT_EQ(find_player(players, "alice smith"), 0U);
}

TEST(PlayersCsv, FindsNamesInAnyCaseNormalisationAndSpacing) {
    const TempDir dir;
    write_file(dir / "p.csv", "name,rank\n\u00C9mile Zola,3k\nLena Vogel,2k\n\u4E95\u5C71 \u88D5\u592A,1d\n");
    const auto players = read_players(dir / "p.csv");
    ASSERT_EQ(players.size(), 3U);
    EXPECT_EQ(find_player(players, "\u00E9mile zola"), 0U);   // lower case
    EXPECT_EQ(find_player(players, "E\u0301mile Zola"), 0U);  // decomposed (NFD)
    EXPECT_EQ(find_player(players, "\u4E95\u5C71\u3000\u88D5\u592A"), 2U);  // ideographic space
    EXPECT_FALSE(find_player(players, "Emile Zola"));   // without the accent: another spelling
    EXPECT_EQ(closest_name(players, "Emile Zola"), "\u00C9mile Zola");
}

TEST(Ranks, OneScaleAcrossKyuDanAndProfessional) {
    EXPECT_EQ(parse_rank("1k")->value + 1, parse_rank("1d")->value);
    EXPECT_EQ(parse_rank("30k")->value, -29);
    EXPECT_EQ(parse_rank("3 Dan")->value, 3);
    EXPECT_EQ(parse_rank("9p")->value, parse_rank("1p")->value);
    EXPECT_FALSE(parse_rank("31k"));
    EXPECT_FALSE(parse_rank("0d"));
    EXPECT_FALSE(parse_rank("k"));
    EXPECT_EQ(format_rank(*parse_rank("4 kyu")), "4k");
}

TEST(Players, NamesMatchInAnyOrderAndTheClosestIsSuggested) {
    std::vector<Player> players{{"Alice Smith", {}, {}, {}, {"asmith"}, {}, {}}, {"Bob Jones", {}, {}, {}, {}, {}, {}}};
    EXPECT_EQ(find_player(players, "Smith Alice"), 0U);
    EXPECT_EQ(find_player(players, "ASMITH"), 0U);
    EXPECT_FALSE(find_player(players, "Alise Smith"));
    EXPECT_EQ(closest_name(players, "Alise Smith"), "Alice Smith");
    EXPECT_EQ(closest_name(players, "Bobby Jones"), "Bob Jones");
}

TEST(EgdResults, ReadsPlacesRoundsColoursHandicapsAndByes) {
    // OpenGotha's layout: criteria before the results, "!" notes, 0= byes, |PIN.
    const OfficialResults r = parse_egd_results("t.h9", R"(; CL[A]
; EV[Test]
; Pl Name            Rk Co Club  MMS  SOS
  1 Smith Alice      2d GB Lond  3    4    2+/b     3+/w2!  |10000001
  2 Jones Bob        1k GB Camb  2    4    1-/w     0=      |10000002
  3 Brown Dave       3k IE Dubl  1    3    0-       1-/b2
)");
    ASSERT_EQ(r.players.size(), 3U);
    EXPECT_EQ(r.players[0].name, "Smith Alice");
    EXPECT_EQ(r.players[0].id, "10000001");
    EXPECT_EQ(r.players[2].country, "IE");
    EXPECT_EQ(r.players[2].club, "Dubl");
    EXPECT_EQ(r.rounds, 2);
    ASSERT_EQ(r.games.size(), 2U);   // each game once, though on both players' lines
    EXPECT_EQ(r.games[0].round, 1);
    EXPECT_EQ(r.games[0].black, 0U);
    EXPECT_EQ(r.games[0].outcome, Outcome::black_won);
    EXPECT_EQ(r.games[1].round, 2);
    EXPECT_EQ(r.games[1].black, 2U);
    EXPECT_EQ(r.games[1].outcome, Outcome::white_won);
    EXPECT_EQ(r.games[1].handicap, 2);
    EXPECT_EQ(r.byes.size(), 2U);
}

TEST(EgdResults, AMistakeNamesItsLine) {
    auto error = [](const std::string& text) {
        try {
            parse_egd_results("t.h9", text);
        } catch (const EventFileError& e) {
            return std::string(e.what());
        }
        return std::string();
    };
    EXPECT_EQ(error("; header\n  1 Smith Alice 2d GB Lond 5+/b\n"), "t.h9:2:1: round 1: opponent 5 is no player's place");
    EXPECT_EQ(error("Smith Alice 2d\n"), "t.h9:1:1: a player line must begin with the player's place (a number)");
    EXPECT_EQ(error("1 Smith Alice GB\n"), "t.h9:1:1: place 1: expected the name, then a rank such as 5k or 2d");
    EXPECT_EQ(error("; only comments\n"), "t.h9: no player lines (place name rank country club results...)");
}

// A result token that is no result was dropped unsaid: the player's later rounds moved
// into earlier ones, and one last on the line took every result of the line with it.
TEST(EgdResults, AMalformedResultIsAnErrorAtItsColumn) {
    auto error = [](const std::string& line) {
        try {
            parse_egd_results("t.h9", "; EV[x]\n" + line + "\n");
        } catch (const EventFileError& e) {
            return std::string(e.what());
        }
        return std::string();
    };
    const std::string expected = "expected a result such as 3+/b, 0- or 2=/w!, got ";
    EXPECT_EQ(error("4 Lee Carol 2k GB Lon 0 2-/bx 1-/b |333"), "t.h9:2:25: " + expected + "'2-/bx'");
    EXPECT_EQ(error("1 Smith Alice 1d GB Lon 2 3+/b 4+/x |111"), "t.h9:2:32: " + expected + "'4+/x'");
    EXPECT_EQ(error("1 Smith Alice 1d GB Lon 2 3+/b 4+/w x |111"), "t.h9:2:37: " + expected + "'x'");
    EXPECT_EQ(error("1 Smith Alice 1d GB Lon 2 3+/ 4+/w"), "t.h9:2:27: " + expected + "'3+/'");
    EXPECT_EQ(error("1 Smith Alice 1d GB +/b 4+/w"), "t.h9:2:21: " + expected + "'+/b'");
    EXPECT_EQ(error("1 Smith Alice 1d GB Lon 2 " + std::string(100, '3') + "+/bx"),
              "t.h9:2:27: " + expected + "'" + std::string(20, '3') + "...'");
}

// Each game is on both its players' lines and was taken from Black's alone: a file whose
// two lines of a game disagree was read as whichever line kifu took. It is refused, both
// lines named, with the result the other line should have.
TEST(EgdResults, TwoLinesOfAGameThatDoNotMirrorEachOtherAreAnError) {
    auto error = [](const std::string& alice, const std::string& bob, const std::string& carol = "0-") {
        try {
            parse_egd_results("t.h9", "1 Smith Alice 1d GB Lon " + alice + "\n2 Jones Bob 1d GB Lon " + bob +
                                          "\n3 Lee Carol 2k GB Lon " + carol + "\n");
        } catch (const EventFileError& e) {
            return std::string(e.what());
        }
        return std::string();
    };
    const std::string but = "t.h9:1:25: round 1: '2+/b' here, but place 2's line (t.h9:2:23) has ";
    EXPECT_EQ(error("2+/b", "1+/w"), but + "'1+/w', not '1-/w': both lines claim the win");
    EXPECT_EQ(error("2+/b", "1-/b"), but + "'1-/b', not '1-/w': both had Black");
    EXPECT_EQ(error("2+/b", "0-"), but + "'0-', not '1-/w': place 2 has no game in round 1 there");
    EXPECT_EQ(error("2+/b", "3+/w", "2-/b"),
              but + "'3+/w', not '1-/w': place 2 would have two games in round 1, against places 1 and 3");
    EXPECT_EQ(error("2+/b", "1-"), but + "'1-', not '1-/w': colours on one line only");
    EXPECT_EQ(error("2+/b", "1=/w"), but + "'1=/w', not '1-/w': a draw on one line only");
    EXPECT_EQ(error("2+/b2", "1-/w"),
              "t.h9:1:25: round 1: '2+/b2' here, but place 2's line (t.h9:2:23) has '1-/w', not '1-/w2': another handicap");
    EXPECT_EQ(error("1+/b", "0-"), "t.h9:1:25: round 1: '1+/b' pairs place 1 with itself");
    EXPECT_EQ(error("0- 2+/b", "1-/w"), "t.h9:1:28: round 2: '2+/b' here, but place 2's line (t.h9:2) has no round 2");
    // Mirrors, with a handicap, a draw, no colours, and "!" on the winner's line alone.
    EXPECT_EQ(error("2+/b2", "1-/w2"), "");
    EXPECT_EQ(error("2=/w 0+", "1=/b 3+!", "0- 2-"), "");
    EXPECT_EQ(error("2+", "1-"), "");
}

// "!" is a game won by default, not played: the game says so whichever of its lines marks it.
TEST(EgdResults, AGameWonByDefaultIsMarkedFromEitherLine) {
    const OfficialResults r = parse_egd_results("t.h9", "1 A 2d 2+/b! 0-\n2 B 1k 1-/w 3+/b\n3 C 1k 0- 2-/w\n");
    ASSERT_EQ(r.games.size(), 2U);
    EXPECT_TRUE(r.games[0].by_default);
    EXPECT_FALSE(r.games[1].by_default);
    const OfficialResults loser = parse_egd_results("t.h9", "1 A 2d 2+/b\n2 B 1k 1-/w!\n");
    EXPECT_TRUE(loser.games.at(0).by_default);
}

TEST(AgaResults, APlayerTwiceInARoundOrPairedWithHimselfIsAnError) {
    auto error = [](const std::string& games) {
        try {
            parse_aga_results("t.txt", "TOURNEY x\nPLAYERS\n1 Smith, Alice 1d\n2 Jones, Bob 1d\nGAMES\n" + games);
        } catch (const EventFileError& e) {
            return std::string(e.what());
        }
        return std::string();
    };
    EXPECT_EQ(error("# Round 1\n1 1 b 0 7\n"), "t.txt:7:1: player 1 plays himself: white and black are one player");
    // "# Round two" is no round comment: round 2's game counted as round 1's.
    EXPECT_EQ(error("# Round 1\n2 1 b 0 7\n# Round two\n1 2 b 0 7\n"),
              "t.txt:9:1: round 1: player 1 also plays on line 7 (t.txt:7): one player twice in a round (a '# Round N' "
              "comment missing, or written otherwise?)");
    // Without round comments a game may be of any round.
    EXPECT_EQ(error("2 1 b 0 7\n1 2 b 0 7\n"), "");
    EXPECT_EQ(error("# Round 1\n2 1 b 0 7\n# Round 2\n1 2 b 0 7\n"), "");
    EXPECT_EQ(error("# Round 1\n2 1 b 0 7\n#Round2\n1 2 b 0 7\n# Rd 3\n2 1 b 0 7\n"), "");
}

TEST(AgaResults, ReadsPlayersGamesAndRoundComments) {
    const OfficialResults r = parse_aga_results("t.txt", R"(TOURNEY Princeton Go Club Rated Games
	start=6/15/2004
PLAYERS
 489 Matthews, Paul 4k
3199 Mott, Rick     -3.5  CLUB=PRIN
GAMES
# Round 1
489 3199 b 0 7
# Round 2
3199 489 w 2 0.5
)");
    ASSERT_EQ(r.players.size(), 2U);
    EXPECT_EQ(r.players[0].name, "Matthews, Paul");
    EXPECT_EQ(format_rank(*r.players[1].rank), "3k");
    ASSERT_EQ(r.games.size(), 2U);
    EXPECT_EQ(r.games[0].white, 0U);
    EXPECT_EQ(r.games[0].black, 1U);
    EXPECT_EQ(r.games[0].outcome, Outcome::black_won);
    EXPECT_EQ(r.games[1].round, 2);
    EXPECT_EQ(r.games[1].handicap, 2);
    EXPECT_EQ(r.games[1].komi, 0.5);
    try {
        parse_aga_results("t.txt", "PLAYERS\n1 A, B 2d\nGAMES\n1 7 w 0 7\n");
        FAIL() << "an unknown id was accepted";
    } catch (const EventFileError& e) {
        EXPECT_STREQ(e.what(), "t.txt:4:1: player 7 is not in PLAYERS");
    }
}

TEST(RecordValues, OvertimeDatesAndRounds) {
    const auto byo = parse_overtime("5x30 byo-yomi");
    ASSERT_TRUE(byo);
    EXPECT_EQ(byo->kind, Overtime::Kind::byo_yomi);
    EXPECT_EQ(byo->periods, 5);
    EXPECT_EQ(byo->seconds, 30);
    const auto canadian = parse_overtime("25/600 Canadian");
    ASSERT_TRUE(canadian);
    EXPECT_EQ(canadian->kind, Overtime::Kind::canadian);
    EXPECT_EQ(canadian->stones, 25);
    const auto fischer = parse_overtime("Fischer 30");
    ASSERT_TRUE(fischer);
    EXPECT_EQ(fischer->kind, Overtime::Kind::fischer);
    EXPECT_EQ(fischer->seconds, 30);
    EXPECT_FALSE(parse_overtime("sudden death"));
    EXPECT_EQ(parse_dt("2026-04-11,12"), (std::vector<Day>{20260411, 20260412}));
    EXPECT_EQ(parse_dt("2026-04-30,05-01"), (std::vector<Day>{20260430, 20260501}));
    EXPECT_FALSE(parse_dt("April 2026"));
    // Days the calendar has: 2026-04-31 and 2026-02-30 were read (and called outside, or
    // inside, the event's dates); 2024 was a leap year, 2026 is not.
    EXPECT_FALSE(parse_dt("2026-04-31"));
    EXPECT_FALSE(parse_dt("2026-02-30"));
    EXPECT_FALSE(parse_dt("2026-02-29"));
    EXPECT_FALSE(parse_dt("2026-04-30,31"));
    EXPECT_EQ(parse_dt("2024-02-29"), (std::vector<Day>{20240229}));
    EXPECT_EQ(parse_round("3 (final)"), 3);
    EXPECT_EQ(parse_round("3 - final"), 3);
    EXPECT_FALSE(parse_round("final"));
    // "Round 1" and "R1" were "gives no round number" (the record left unplaced); "1.5" and
    // "1a" were silently round 1.
    EXPECT_EQ(parse_round("Round 1"), 1);
    EXPECT_EQ(parse_round("round 12"), 12);
    EXPECT_EQ(parse_round("R1"), 1);
    EXPECT_FALSE(parse_round("1.5"));
    EXPECT_FALSE(parse_round("1a"));
    EXPECT_FALSE(parse_round("Rematch"));
}

TEST(Handicap, RankDifferenceLessTheReductionCappedWithTheWeakerPlayerBlack) {
    HandicapPolicy egd{HandicapPolicy::Kind::rank_difference, 0, 0, 9, 0.5};
    const auto two_d = parse_rank("2d"), five_k = parse_rank("5k"), fifteen_k = parse_rank("15k");
    EXPECT_EQ(expected_handicap(egd, two_d, five_k).stones, 6);         // 2d-1d-1k-...-5k: six grades
    EXPECT_EQ(expected_handicap(egd, two_d, five_k).black_is_first, false);
    EXPECT_EQ(expected_handicap(egd, fifteen_k, two_d).stones, 9);      // capped
    EXPECT_EQ(expected_handicap(egd, fifteen_k, two_d).black_is_first, true);
    HandicapPolicy reduced = egd;
    reduced.reduction = 2;
    reduced.max_stones = 4;
    EXPECT_EQ(expected_handicap(reduced, two_d, five_k).stones, 4);
    EXPECT_EQ(expected_handicap(reduced, parse_rank("1k"), parse_rank("2k")).stones, 0);
    EXPECT_EQ(expected_handicap({}, two_d, five_k).stones, 0);
    EXPECT_EQ(expected_handicap({HandicapPolicy::Kind::fixed, 3, 0, 9, 0.5}, two_d, five_k).stones, 3);
}

}  // namespace
}  // namespace kifu::event
