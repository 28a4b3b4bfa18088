// An archive inside an archive (month-01.zip in year.tar) is not read, but never skipped
// in silence: it is an error row, exit status 2, in batch as in check.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "../../support/archive_writer.hpp"
#include "../../support/run_kifu.hpp"

namespace kifu {
namespace {

using testing::ArchiveKind;
using testing::kifu;
using testing::sample_game;
using testing::TempDir;
using testing::write_archive;

std::vector<nlohmann::json> objects(const std::string& text) {
    std::vector<nlohmann::json> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(nlohmann::json::parse(line));
    return out;
}

std::string bytes_of(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

constexpr const char* not_read = "an archive inside an archive is not read; unpack it first";

// year.tar: a.sgf, month-01.zip, month-02.tar.gz (each archive holding a record).
std::string year_tar(const TempDir& dir) {
    write_archive(dir / "month-01.zip", ArchiveKind::zip, {{"b.sgf", sample_game(2)}});
    write_archive(dir / "month-02.tar.gz", ArchiveKind::tar_gz, {{"c.sgf", sample_game(3)}});
    write_archive(dir / "year.tar", ArchiveKind::tar,
                  {{"a.sgf", sample_game(1)},
                   {"month-01.zip", bytes_of(dir / "month-01.zip")},
                   {"month-02.tar.gz", bytes_of(dir / "month-02.tar.gz")}});
    return dir / "year.tar";
}

TEST(NestedArchives, BatchGivesEachAnErrorRow) {
    TempDir dir;
    const testing::Outcome run = kifu({"batch", year_tar(dir)});
    EXPECT_EQ(run.status, 2) << run.err;
    const std::vector<nlohmann::json> rows = objects(run.out);
    ASSERT_EQ(rows.size(), 3U) << run.out;
    EXPECT_EQ(rows[0]["member"], "a.sgf");
    EXPECT_EQ(rows[0]["game"], 0);
    for (std::size_t i : {1U, 2U}) {
        EXPECT_TRUE(rows[i]["game"].is_null()) << rows[i];
        EXPECT_EQ(rows[i]["errors"][0]["message"], not_read) << rows[i];
    }
    EXPECT_EQ(rows[1]["member"], "month-01.zip");
    EXPECT_EQ(rows[2]["member"], "month-02.tar.gz");
    EXPECT_NE(run.err.find("2 unreadable"), std::string::npos) << run.err;
}

// A tar of archives only is not "no records found": what it holds is said.
TEST(NestedArchives, AnArchiveOfArchivesSaysWhatItHolds) {
    TempDir dir;
    write_archive(dir / "inner.zip", ArchiveKind::zip, {{"b.sgf", sample_game(2)}});
    write_archive(dir / "outer.tar", ArchiveKind::tar, {{"inner.zip", bytes_of(dir / "inner.zip")}});
    const testing::Outcome run = kifu({"batch", dir / "outer.tar"});
    EXPECT_EQ(run.status, 2) << run.err;
    EXPECT_EQ(run.out.find("no records found"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find(not_read), std::string::npos) << run.out;
}

TEST(NestedArchives, CheckSaysTheSame) {
    TempDir dir;
    const testing::Outcome run = kifu({"check", "--format", "json", year_tar(dir)});
    EXPECT_EQ(run.status, 2) << run.err;
    const std::vector<nlohmann::json> rows = objects(run.out);
    ASSERT_EQ(rows.size(), 3U) << run.out;
    EXPECT_EQ(rows[1]["file"], dir / "year.tar:month-01.zip");
    EXPECT_EQ(rows[1]["errors"][0]["message"], not_read) << rows[1];
    EXPECT_EQ(rows[2]["errors"][0]["message"], not_read) << rows[2];
}

}  // namespace
}  // namespace kifu
