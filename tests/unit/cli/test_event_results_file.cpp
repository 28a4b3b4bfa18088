// kifu results and the --event commands on what no one checked: an OT[] or DT[] of any
// length, names that hold line breaks or the formats' own separators (a name once wrote
// a player line of its own into the .h9), and ranks written as servers write them.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <set>
#include <string>
#include <tuple>

#include "../../support/archive_writer.hpp"
#include "../../support/run_kifu.hpp"
#include "event/official_results.hpp"
#include "sgf/name_key.hpp"

namespace kifu::cli {
namespace {

using testing::kifu;
using testing::Outcome;
using testing::TempDir;
using testing::write_file;

std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::string record(const std::string& root, const std::string& moves = ";B[ee];W[cc];B[gg]") {
    return "(;GM[1]FF[4]SZ[9]KM[7]" + root + moves + ")";
}

TEST(EventCommands, AnOvertimeOrDateOfAnyLengthIsReadNotACrash) {
    TempDir dir;
    write_file(dir / "event.toml", "name = \"Cup\"\ndates = \"2026-04-11\"\nrounds = 1\n[time]\nmain_minutes = 30\n"
                                   "overtime = \"byo-yomi\"\nperiods = 5\nperiod_seconds = 30\n");
    const std::string digits(200'000, '1'), spaces(200'000, ' ');
    write_file(dir / "ot.sgf", record("PB[A]BR[1d]PW[B]WR[1d]RO[1]RE[B+R]DT[2026-04-11]TM[1800]OT[" + digits + "x30]"));
    write_file(dir / "dt.sgf", record("PB[C]BR[1d]PW[D]WR[1d]RO[1]RE[B+R]TM[1800]OT[5x30]DT[2026-04-11," + spaces + "12]"));
    const Outcome check = kifu({"check", "--event", dir / "event.toml", dir / "ot.sgf", dir / "dt.sgf"});
    EXPECT_EQ(check.status, 3) << check.err;
    EXPECT_NE(check.out.find("but the event has byo-yomi 5x30"), std::string::npos) << check.out.substr(0, 500);
    EXPECT_NE(check.out.find("is outside the event's dates"), std::string::npos);
    EXPECT_EQ(kifu({"results", "--event", dir / "event.toml", dir / "ot.sgf", dir / "dt.sgf"}).status, 0);
}

// What a results file says, as kifu's own reader reads it back: the players' name keys,
// and each game's round, players and outcome.
struct Read {
    std::set<std::string> players;
    std::set<std::tuple<int, std::string, std::string, event::Outcome>> games;
};

Read read_back(const event::OfficialResults& r) {
    Read read;
    for (const event::OfficialPlayer& p : r.players) read.players.insert(sgf::name_key(p.name));
    for (const event::OfficialGame& g : r.games)
        read.games.emplace(g.round, sgf::name_key(r.players[g.black].name), sgf::name_key(r.players[g.white].name), g.outcome);
    return read;
}

// Names and ids with line breaks, rank-like words, '|', '#' and '=' (each the end of a
// field or line in one format) are written so that the file reads back as the records say.
TEST(EventResults, NamesCannotBreakTheFile) {
    TempDir dir;
    const std::string alice = "Alice\n3 Mallory 9d -- - 0 0 0 1+/b", bob = "Bob 2d Jones|x", carol = "Carol #1 = Lee";
    write_file(dir / "players.csv", "name,rank,aliases,country,club,egd_pin,aga_id\n\"" + alice +
                                        "\",1d,Alice,G B,Lo|nd,100 1,A 1#x\n" + bob + ",2k,Bob,,,,\n" + carol + ",3k,Carol,,,,A=2\n");
    write_file(dir / "event.toml",
               "name = \"Probe Cup\\n3 Mallory 9d -- - 0 0 0 1+/b\\n;]\"\nrounds = 3\nplayers = \"players.csv\"\n");
    write_file(dir / "r1.sgf", record("PB[Alice]PW[Bob]RO[1]RE[B+R]"));
    write_file(dir / "r2.sgf", record("PB[Carol]PW[Alice]RO[2]RE[W+R]"));
    write_file(dir / "r3.sgf", record("PB[Bob]PW[Carol]RO[3]RE[B+R]"));
    using Won = event::Outcome;
    Read expected;
    for (const std::string& name : {alice, bob, carol}) expected.players.insert(sgf::name_key(name));
    const auto key = [](const std::string& name) { return sgf::name_key(name); };
    expected.games = {{1, key(alice), key(bob), Won::black_won},
                      {2, key(carol), key(alice), Won::white_won},
                      {3, key(bob), key(carol), Won::black_won}};
    const std::vector<std::string> records{dir / "r1.sgf", dir / "r2.sgf", dir / "r3.sgf"};

    std::vector<std::string> egd{"results", "--event", dir / "event.toml", "-o", dir / "out.h9"};
    egd.insert(egd.end(), records.begin(), records.end());
    const Outcome h9 = kifu(egd);
    ASSERT_EQ(h9.status, 0) << h9.err;
    const std::string text = read_file(dir / "out.h9");
    EXPECT_EQ(text.substr(0, text.find('\n')), "; EV[Probe Cup 3 Mallory 9d -- - 0 0 0 1+/b ;\\]]");
    const Read h9_read = read_back(event::read_official_results(dir / "out.h9", std::nullopt));
    EXPECT_EQ(h9_read.players, expected.players);
    EXPECT_EQ(h9_read.games, expected.games);

    std::vector<std::string> aga{"results", "--format", "aga", "--event", dir / "event.toml"};
    aga.insert(aga.end(), records.begin(), records.end());
    const Outcome txt = kifu(aga);
    ASSERT_EQ(txt.status, 0) << txt.err;
    EXPECT_EQ(txt.out.substr(0, txt.out.find('\n')), "TOURNEY Probe Cup 3 Mallory 9d -- - 0 0 0 1+/b ;]");
    const Read aga_read = read_back(event::parse_aga_results("written", txt.out));
    EXPECT_EQ(aga_read.players, expected.players);
    EXPECT_EQ(aga_read.games, expected.games);
}

// A one-day event's .h9 names its date once: "; DT[2026-04-11,2026-04-11]" named it twice.
TEST(EventResults, AOneDayEventIsOneDate) {
    TempDir dir;
    write_file(dir / "event.toml", "name = \"Day Cup\"\ndates = \"2026-04-11\"\nrounds = 1\n");
    write_file(dir / "r1.sgf", record("PB[Alice]BR[1d]PW[Bob]WR[1d]RO[1]DT[2026-04-11]RE[B+R]"));
    ASSERT_EQ(kifu({"results", "--event", dir / "event.toml", "-o", dir / "out.h9", dir / "r1.sgf"}).status, 0);
    const std::string text = read_file(dir / "out.h9");
    EXPECT_NE(text.find("; DT[2026-04-11]\n"), std::string::npos) << text;
}

// A name of spaces alone is no name: PB[ ] was a player "?" with a rated win in the results
// file, where PB[] is "not placed: no PB".
TEST(EventResults, ABlankNameIsNoName) {
    TempDir dir;
    write_file(dir / "event.toml", "name = \"Blank\"\ndates = \"2026-04-11\"\nrounds = 1\n");
    write_file(dir / "r1.sgf", record("PB[ ]BR[5k]PW[Zed Zulu]WR[3k]RO[1]DT[2026-04-11]RE[B+R]"));
    write_file(dir / "r2.sgf", record("PB[Yan Yu]BR[4k]PW[Xi Xu]WR[4k]RO[1]DT[2026-04-11]RE[W+R]"));
    const Outcome run = kifu({"results", "--event", dir / "event.toml", "-o", dir / "out.h9", dir / "r1.sgf",
                              dir / "r2.sgf"});
    EXPECT_EQ(run.status, 3) << run.err;
    EXPECT_NE(run.err.find("r1.sgf: not placed: no PB"), std::string::npos) << run.err;
    const std::string text = read_file(dir / "out.h9");
    EXPECT_EQ(text.find(" ? "), std::string::npos) << text;
    EXPECT_NE(text.find("Xu Xi"), std::string::npos) << text;
    // check --event says it too, though the event lists no players: it said nothing.
    const Outcome check = kifu({"check", "--event", dir / "event.toml", dir / "r1.sgf", dir / "r2.sgf"});
    EXPECT_EQ(check.status, 3) << check.out;
    EXPECT_NE(check.out.find("unknown-player   no PB: Black is not named, so the record cannot be placed in the "
                             "results"),
              std::string::npos)
        << check.out;
}

// RO[0] is below the rounds, not past them: "RO[0] but the event has 3 rounds" read as if 0
// were too many.
TEST(EventCheck, RoundZeroIsSaidToBeNoRound) {
    TempDir dir;
    write_file(dir / "event.toml", "name = \"x\"\nrounds = 3\n");
    write_file(dir / "r0.sgf", record("PB[Alice]PW[Bob]RO[0]RE[B+R]"));
    const Outcome run = kifu({"check", "--event", dir / "event.toml", dir / "r0.sgf"});
    EXPECT_EQ(run.status, 3) << run.err;
    EXPECT_NE(run.out.find("RO[0] is no round: the event's rounds are 1 to 3"), std::string::npos) << run.out;
    EXPECT_EQ(run.out.find("but the event has"), std::string::npos) << run.out;
}

// Ranks are read as everywhere else in kifu (5段, 3d?); a player no record gives a rank
// is said on stderr and is exit 3 (results wrote 30k for them, with exit 0).
TEST(EventResults, RanksAreReadAsKifuReadsThemAndAnUnknownOneIsSaid) {
    TempDir dir;
    write_file(dir / "event.toml", "name = \"x\"\nrounds = 2\n");
    write_file(dir / "r1.sgf", record("PB[Alice Smith]BR[5\xe6\xae\xb5]PW[Bob Jones]WR[3d?]RO[1]RE[B+R]"));
    write_file(dir / "r2.sgf", record("PB[Erin Green]PW[Finn Berg]WR[1k]RO[1]RE[W+R]"));
    write_file(dir / "r3.sgf", record("PB[Finn Berg]BR[1k]PW[Erin Green]WR[4 kyu]RO[2]RE[W+R]"));
    const auto ranks = [](const std::string& h9) {
        std::map<std::string, std::string> out;
        for (const auto& p : event::parse_egd_results("out", h9).players) out[p.name] = event::format_rank(*p.rank);
        return out;
    };
    const Outcome known = kifu({"results", "--event", dir / "event.toml", dir / "r1.sgf", dir / "r2.sgf", dir / "r3.sgf"});
    EXPECT_EQ(known.status, 0) << known.err;
    EXPECT_EQ(ranks(known.out), (std::map<std::string, std::string>{
                                    {"Smith Alice", "5d"}, {"Jones Bob", "3d"}, {"Green Erin", "4k"}, {"Berg Finn", "1k"}}));

    write_file(dir / "r4.sgf", record("PB[Carol White]BR[strong]PW[Dave Brown]RO[2]RE[B+R]"));
    const Outcome unknown = kifu({"results", "--event", dir / "event.toml", dir / "r1.sgf", dir / "r4.sgf"});
    EXPECT_EQ(unknown.status, 3) << unknown.err;
    EXPECT_NE(unknown.err.find("Carol White: 'strong' is no rank kifu can read: written as 30k"), std::string::npos)
        << unknown.err;
    EXPECT_NE(unknown.err.find("Dave Brown: no record gives a rank: written as 30k"), std::string::npos) << unknown.err;

    // The event page shows no 30k for them: a "?" that says why (it showed "Dave Brown (30k)").
    const Outcome page = kifu({"view", "-q", "-d", dir / "site", "--event", dir / "event.toml", dir / "r1.sgf",
                               dir / "r4.sgf"});
    EXPECT_LE(page.status, 3) << page.err;
    const std::string index = read_file(dir / "site/index.html");
    EXPECT_EQ(index.find("30k"), std::string::npos) << index;
    EXPECT_NE(index.find("Dave Brown (<abbr class=\"rank-unknown\" title=\"no record gives a rank\">?</abbr>)"),
              std::string::npos)
        << index;
    EXPECT_NE(index.find("title=\"&#39;strong&#39; is no rank kifu can read\">?</abbr>"), std::string::npos) << index;
    EXPECT_NE(index.find("Alice Smith (5d)"), std::string::npos) << index;

    // check --event reads BR the same way: 5段 is the listed 5d.
    write_file(dir / "players.csv", "name,rank\nAlice Smith,5d\nBob Jones,3d\n");
    write_file(dir / "listed.toml", "name = \"x\"\nrounds = 2\nplayers = \"players.csv\"\n");
    const Outcome check = kifu({"check", "--event", dir / "listed.toml", dir / "r1.sgf"});
    EXPECT_EQ(check.out.find("BR["), std::string::npos) << check.out;
}

// A record whose RE the rules contradict: White retakes the ko at once (move 10), which
// Japanese Art. 14 makes a loss on the spot, yet RE says White won. results writes what the
// record says (the director decides), but says so and exits 3, as check does; it wrote
// White's win with nothing on stderr and exit 0.
TEST(EventResults, ARecordWhoseREDoesNotStandIsSaid) {
    TempDir dir;
    write_file(dir / "event.toml", "name = \"x\"\nrounds = 1\nrules = \"japanese\"\n");
    // Black takes the ko at D5 (move 9) and White takes it back at once (move 10).
    const std::string ko = ";B[ed];W[dd];B[ef];W[df];B[fe];W[ce];B[gg];W[ee];B[de];W[ee];B[gc]";
    write_file(dir / "r1.sgf", "(;GM[1]FF[4]SZ[9]RU[Japanese]KM[0.5]PB[Alice]BR[2d]PW[Dan]WR[3d]RO[1]RE[W+R]" + ko + ")");
    const Outcome check = kifu({"check", dir / "r1.sgf"});
    ASSERT_EQ(check.status, 3) << check.out;
    ASSERT_NE(check.out.find("RE[W+R] does not stand"), std::string::npos) << check.out;
    const Outcome results = kifu({"results", "--event", dir / "event.toml", dir / "r1.sgf"});
    EXPECT_EQ(results.status, 3) << results.err;
    EXPECT_NE(results.err.find("r1.sgf: RE[W+R] does not stand"), std::string::npos) << results.err;
    EXPECT_NE(results.err.find("the file follows the record"), std::string::npos) << results.err;

    write_file(dir / "r1.sgf", "(;GM[1]FF[4]SZ[9]RU[Japanese]KM[0.5]PB[Alice]BR[2d]PW[Dan]WR[3d]RO[1]RE[W+R]"
                               ";B[ed];W[dd];B[ef])");   // a resignation no rule contradicts
    const Outcome fine = kifu({"results", "--event", dir / "event.toml", dir / "r1.sgf"});
    EXPECT_EQ(fine.status, 0) << fine.err;
    EXPECT_EQ(fine.err.find("does not stand"), std::string::npos) << fine.err;
}

}  // namespace
}  // namespace kifu::cli
