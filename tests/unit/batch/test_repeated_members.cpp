// Two members of one path in one archive, with the same content (tar rf round.tar
// r1.sgf), are two records in the --db store and its CSV, as in the stream and in a
// plain --csv: "no input is lost or counted twice", and a rerun stores nothing twice.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>

#include "../../support/archive_writer.hpp"
#include "../../support/csv_reader.hpp"
#include "../../support/run_kifu.hpp"
#include "batch/sqlite_db.hpp"
#include "store_contents.hpp"

namespace kifu {
namespace {

using testing::ArchiveKind;
using testing::kifu;
using testing::sample_game;
using testing::TempDir;

std::int64_t count(const std::string& store, const std::string& table) {
    batch::Database db(store, true);
    batch::Statement q = db.prepare("SELECT count(*) FROM " + table);
    q.step();
    return q.integer(0);
}

TEST(RepeatedMembers, EachIsStoredAndInTheStoresCsv) {
    TempDir dir;
    const std::string r1 = sample_game(1);
    testing::write_archive(dir / "round.tar", ArchiveKind::tar,
                           {{"r1.sgf", r1}, {"r2.sgf", sample_game(2)}, {"r1.sgf", r1}});
    const std::string store = dir / "s.db";
    const testing::Outcome run =
        kifu({"batch", "-q", "--db", store, "--csv", dir / "s.csv", "--jsonl", dir / "round.tar"});
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(std::count(run.out.begin(), run.out.end(), '\n'), 3) << run.out;
    EXPECT_EQ(count(store, "games"), 3);
    EXPECT_EQ(count(store, "inputs"), 3);
    EXPECT_EQ(testing::read_csv_file(dir / "s.csv").size(), 4U);   // a header and 3 games

    const testing::Outcome plain = kifu({"batch", "-q", "--csv", dir / "plain.csv", dir / "round.tar"});
    EXPECT_EQ(plain.status, 0) << plain.err;
    EXPECT_EQ(testing::read_csv_file(dir / "plain.csv").size(), 4U);

    // Resumed: everything is found stored, nothing is stored twice, the CSV is the same.
    const testing::Outcome again = kifu({"batch", "-q", "--db", store, "--csv", dir / "s2.csv", dir / "round.tar"});
    EXPECT_EQ(again.status, 0) << again.err;
    EXPECT_EQ(count(store, "games"), 3);
    EXPECT_EQ(count(store, "inputs"), 3);
    EXPECT_EQ(batch::testing::duplicate_rows(store), 0);
    EXPECT_EQ(testing::read_csv_file(dir / "s2.csv").size(), 4U);

    // A store made before kept one of the two: a rerun stores the other, though the path
    // shown for it (the archive named by its canonical path) is the first one's key.
    {
        batch::Database db(store);
        db.exec("DELETE FROM game_moves WHERE game_id IN (SELECT g.id FROM games g JOIN inputs i ON i.id = g.input_id "
                "WHERE i.path LIKE '%#2'); "
                "DELETE FROM games WHERE input_id IN (SELECT id FROM inputs WHERE path LIKE '%#2'); "
                "DELETE FROM inputs WHERE path LIKE '%#2'");
    }
    ASSERT_EQ(count(store, "games"), 2);
    const testing::Outcome lacking =
        kifu({"batch", "-q", "--db", store, "--csv", dir / "s3.csv", std::filesystem::canonical(dir / "round.tar").string()});
    EXPECT_EQ(lacking.status, 0) << lacking.err;
    EXPECT_EQ(count(store, "games"), 3);
    EXPECT_EQ(testing::read_csv_file(dir / "s3.csv").size(), 4U);
}

}  // namespace
}  // namespace kifu
