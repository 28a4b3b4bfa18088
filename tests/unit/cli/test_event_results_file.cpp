// kifu results and the --event commands on what no one checked: an OT[] or DT[] of any
// length.
#include <gtest/gtest.h>

#include <string>

#include "../../support/archive_writer.hpp"
#include "../../support/run_kifu.hpp"

namespace kifu::cli {
namespace {

using testing::kifu;
using testing::Outcome;
using testing::TempDir;
using testing::write_file;

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

}  // namespace
}  // namespace kifu::cli
