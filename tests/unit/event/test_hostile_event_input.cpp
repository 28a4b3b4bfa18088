// What an event reads from records and files no one checked: a value of any length is
// read without recursion (std::regex recursed once a character, and an OT[] of 50,000
// characters overflowed the stack), and a file the event names is a regular file of
// bounded size (a players list at /dev/zero read until memory ran out).
#include <gtest/gtest.h>

#include <filesystem>

#include "../../support/archive_writer.hpp"
#include "event/event_file.hpp"
#include "event/official_results.hpp"
#include "event/record_checks.hpp"

namespace kifu::event {
namespace {

using testing::TempDir;
using testing::write_file;

constexpr std::size_t long_value = 200'000;

// The forms the scanners read, as the regular expressions they replace read them.
TEST(RecordValues, TheFormsOfOvertimeAndDatesStayTheSame) {
    const auto ot = [](std::string_view text) {
        const auto o = parse_overtime(text);
        return o ? std::vector<int>{static_cast<int>(o->kind), o->periods, o->stones, o->seconds} : std::vector<int>{};
    };
    const int byo = static_cast<int>(Overtime::Kind::byo_yomi), canadian = static_cast<int>(Overtime::Kind::canadian),
              fischer = static_cast<int>(Overtime::Kind::fischer);
    EXPECT_EQ(ot("5 X 30"), (std::vector<int>{byo, 5, 0, 30}));
    EXPECT_EQ(ot("byo-yomi 5\xc3\x97\t30"), (std::vector<int>{byo, 5, 0, 30}));   // 5×30
    EXPECT_EQ(ot("3 periods of 5*30"), (std::vector<int>{byo, 5, 0, 30}));
    EXPECT_EQ(ot("1234567890123x5"), (std::vector<int>{byo, 100000000, 0, 5}));
    EXPECT_EQ(ot("25 / 600"), (std::vector<int>{canadian, 0, 25, 600}));
    EXPECT_EQ(ot("byo 25/600"), std::vector<int>{});
    EXPECT_EQ(ot("canadian 5x30"), std::vector<int>{});
    EXPECT_EQ(ot("10 sec increment"), (std::vector<int>{fischer, 0, 0, 10}));
    EXPECT_EQ(ot("3x"), std::vector<int>{});
    EXPECT_EQ(parse_dt(" 2026-04-11\t, 12 ,05-01"), (std::vector<Day>{20260411, 20260412, 20260501}));
    EXPECT_FALSE(parse_dt("12,2026-04-11"));
    EXPECT_FALSE(parse_dt("2026-4-11"));
    EXPECT_FALSE(parse_dt("2026-04-11 12"));
    EXPECT_FALSE(parse_dt(""));
}

TEST(RecordValues, AnOvertimeOrDateOfAnyLengthIsRead) {
    const auto ot = parse_overtime(std::string(long_value, '1') + "x30");
    ASSERT_TRUE(ot);
    EXPECT_EQ(ot->periods, 100000000);
    EXPECT_EQ(ot->seconds, 30);
    EXPECT_FALSE(parse_overtime(std::string(long_value, '1') + "x"));
    EXPECT_EQ(parse_dt("2026-04-11," + std::string(long_value, ' ') + "12"), (std::vector<Day>{20260411, 20260412}));
    EXPECT_FALSE(parse_dt("2026-04-11," + std::string(long_value, ' ') + "x"));
}

TEST(EgdResults, ResultFormsStayTheSame) {
    const OfficialResults r = parse_egd_results("t.h9", "1 A 2d 2+/B3! 2=/w 0- 2-\n2 B 1k 1-/w3 1=/b 0+ 1+!\n");
    ASSERT_EQ(r.games.size(), 3U);
    EXPECT_EQ(r.games[0].handicap, 3);
    EXPECT_EQ(r.games[0].outcome, Outcome::black_won);
    EXPECT_EQ(r.games[1].round, 4);                      // no colours: kept from the better place
    EXPECT_EQ(r.games[1].outcome, Outcome::white_won);
    EXPECT_EQ(r.games[2].round, 2);
    EXPECT_EQ(r.games[2].outcome, Outcome::draw);
    EXPECT_EQ(r.games[2].black, 1U);
    EXPECT_EQ(r.byes.size(), 2U);
    // Meant as results but none: an error at the token (left out, they took the line's
    // rounds with them).
    for (const char* token : {"2+/", "2+/b33", "2+/x", "+/b", "2+!!", "2/b"})
        EXPECT_THROW(parse_egd_results("t.h9", std::string("1 A 2d ") + token + "\n"), EventFileError) << token;
}

TEST(EgdResults, AResultOfAnyLengthIsAnErrorNamingItsLine) {
    try {
        parse_egd_results("t.h9", "1 Alice 1d -- - 1 0 " + std::string(long_value, '2') + "+/b\n2 Bob 1d -- - 0 0 1-/w\n");
        FAIL() << "an opponent 222222 was accepted";
    } catch (const EventFileError& e) {
        EXPECT_STREQ(e.what(), "t.h9:1:1: round 1: opponent 222222 is no player's place");
    }
}

TEST(AgaResults, RoundCommentsStayTheSameAtAnyLength) {
    const std::string players = "TOURNEY x\nPLAYERS\n1 Alice 1d\n2 Bob 1d\nGAMES\n";
    const auto round_of = [&](const std::string& comment) {
        const OfficialResults r = parse_aga_results("t.txt", players + comment + "\n2 1 b 0 7\n");
        return r.games.at(0).round;
    };
    EXPECT_EQ(round_of("# Round 3"), 3);
    EXPECT_EQ(round_of("##ROUND\t12 (final)"), 12);
    EXPECT_EQ(round_of("# round 3a"), 0);
    EXPECT_EQ(round_of("# round 3_"), 0);
    EXPECT_EQ(round_of("# round3"), 3);
    EXPECT_EQ(round_of("#Round2"), 2);
    EXPECT_EQ(round_of("# Rd 2"), 2);
    EXPECT_EQ(round_of("# rd.4"), 4);
    EXPECT_EQ(round_of("# Round two"), 0);
    EXPECT_EQ(round_of("# Rounds 2"), 0);
    EXPECT_EQ(round_of("# Rda 2"), 0);
    EXPECT_EQ(round_of("# round 3 x\ry"), 0);
    EXPECT_EQ(round_of(std::string(long_value, '#') + " round 1"), 1);
    EXPECT_EQ(round_of("# round " + std::string(long_value, ' ') + "2 " + std::string(long_value, 'x')), 2);
}

// Writes an event naming `key = path` and reads it, or returns the error.
std::string read_error(const TempDir& dir, const std::string& key, const std::string& path) {
    write_file(dir / "event.toml", "name = \"x\"\n" + key + " = \"" + path + "\"\n");
    try {
        read_event_file(dir / "event.toml");
    } catch (const EventFileError& e) {
        return e.what();
    }
    return "";
}

TEST(EventFile, AFolderIsNoEventFilePlayersListOrResultsFile) {
    TempDir dir;
    std::filesystem::create_directories(dir.path() / "folder");
    EXPECT_EQ(read_error(dir, "players", "folder"),
              dir / "event.toml" + ":2:11: the players file '" + dir / "folder" + "' is a folder, not a file");
    EXPECT_EQ(read_error(dir, "official_results", "folder"),
              dir / "event.toml" + ":2:20: the official results '" + dir / "folder" + "' is a folder, not a file");
    try {
        read_event_file(dir / "folder");
        FAIL() << "a folder was read as the event file";
    } catch (const EventFileError& e) {
        EXPECT_EQ(e.what(), dir / "folder" + ": the event file is a folder, not a file");
    }
}

// /dev/zero never ends: it was read until memory ran out (an abort with no message).
TEST(EventFile, ADeviceIsNoPlayersListOrResultsFile) {
    TempDir dir;
    EXPECT_EQ(read_error(dir, "players", "/dev/zero"),
              dir / "event.toml" + ":2:11: the players file '/dev/zero' is not a regular file");
    EXPECT_EQ(read_error(dir, "official_results", "/dev/zero"),
              dir / "event.toml" + ":2:20: the official results '/dev/zero' is not a regular file");
}

TEST(EventFile, APlayersListOver64MiBIsRefused) {
    TempDir dir;
    write_file(dir / "big.csv", "name,rank\n" + std::string((std::size_t{64} << 20) + 1, 'x') + ",1d\n");
    EXPECT_EQ(read_error(dir, "players", "big.csv"), dir / "big.csv" + ": over 64 MiB: no players list is that big");
}

// The event file itself: toml::parse_file read any file whole (a large file named by
// mistake, read until memory ran out). It is read within 16 MiB; a real one is a few lines.
TEST(EventFile, AnEventFileOver16MiBIsRefused) {
    TempDir dir;
    write_file(dir / "big.toml", "name = \"Open\"\n# " + std::string((std::size_t{16} << 20) + 1, 'x') + "\n");
    try {
        read_event_file(dir / "big.toml");
        FAIL() << "a 16 MiB event file was read";
    } catch (const EventFileError& e) {
        EXPECT_EQ(e.what(), dir / "big.toml" + ": over 16 MiB: no event file is that big");
    }
}

}  // namespace
}  // namespace kifu::event
