// What `kifu batch` reads: folders, lists on stdin, archives of every kind, and the
// guards against bad and hostile archives. Each input comes out once, with its bytes or
// its error.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <sstream>
#include <string>

#include <fmt/format.h>
#include <vector>

#include "../../support/archive_writer.hpp"
#include "batch/compressed_file.hpp"
#include "batch/inputs.hpp"
#include "batch/shard.hpp"

namespace kifu::batch {
namespace {

using testing::ArchiveKind;
using testing::Compression;
using testing::sample_game;
using testing::TempDir;
using testing::write_archive;
using testing::write_compressed;
using testing::write_file;

std::vector<RawInput> enumerate(const std::vector<std::string>& arguments, const InputOptions& options = {},
                                const std::string& stdin_text = "", const InputFilter& wanted = {}) {
    std::vector<RawInput> inputs;
    std::istringstream list(stdin_text);
    enumerate_inputs(arguments, options, list, wanted, [&](RawInput&& input) {
        inputs.push_back(std::move(input));
        return true;
    });
    return inputs;
}

std::vector<std::string> paths(const std::vector<RawInput>& inputs) {
    std::vector<std::string> out;
    for (const RawInput& input : inputs) out.push_back(input.path);
    return out;
}

TEST(BatchInputs, FoldersAreWalkedSortedDepthFirstMatchingSgfCaseInsensitively) {
    TempDir dir;
    write_file(dir / "games/b/x.SGF", sample_game(1));
    write_file(dir / "games/b/notes.txt", "not a game");
    write_file(dir / "games/a.sgf", sample_game(2));
    write_file(dir / "games/c/d/e/deep.Sgf", sample_game(3));
    write_file(dir / "games/z.sgf", sample_game(4));
    const std::vector<RawInput> inputs = enumerate({dir / "games"});
    EXPECT_EQ(paths(inputs), (std::vector<std::string>{dir / "games/a.sgf", dir / "games/b/x.SGF",
                                                       dir / "games/c/d/e/deep.Sgf", dir / "games/z.sgf"}));
    EXPECT_EQ(inputs[1].bytes, sample_game(1));
    EXPECT_TRUE(inputs[1].archive.empty());
    EXPECT_TRUE(inputs[1].error.empty());
}

TEST(BatchInputs, GlobChoosesOtherNames) {
    TempDir dir;
    write_file(dir / "g/a.sgf", sample_game(1));
    write_file(dir / "g/b.TXT", sample_game(2));
    InputOptions options;
    options.glob = "*.txt";
    EXPECT_EQ(paths(enumerate({dir / "g"}, options)), std::vector<std::string>{dir / "g/b.TXT"});
}

TEST(BatchInputs, ExplicitFilesAreInputsWhateverTheirName) {
    TempDir dir;
    write_file(dir / "game.txt", sample_game(1));
    write_file(dir / "empty.sgf", "");
    const std::vector<RawInput> inputs = enumerate({dir / "game.txt", dir / "empty.sgf"});
    ASSERT_EQ(inputs.size(), 2U);
    EXPECT_EQ(inputs[0].bytes, sample_game(1));
    EXPECT_TRUE(inputs[1].bytes.empty());  // an empty file is an (empty) SGF input, not an empty archive
    EXPECT_TRUE(inputs[1].error.empty());
}

TEST(BatchInputs, MissingPathsGiveErrorRows) {
    TempDir dir;
    const std::vector<RawInput> inputs = enumerate({dir / "nope.sgf"});
    ASSERT_EQ(inputs.size(), 1U);
    EXPECT_EQ(inputs[0].path, dir / "nope.sgf");
    EXPECT_NE(inputs[0].error.find("No such file"), std::string::npos) << inputs[0].error;
}

// A folder or archive named as an input that holds no record is an error of its own: a
// mistyped folder, or one holding only notes, must not pass for a folder of clean games.
// The inputs after it are read as ever; one that holds records only unwanted ones (another
// shard's) is no error.
TEST(BatchInputs, AFolderOrArchiveWithNoRecordIsAnErrorRow) {
    TempDir dir;
    std::filesystem::create_directories(dir / "empty");
    write_file(dir / "notes/readme.txt", "not a game");
    write_archive(dir / "papers.zip", ArchiveKind::zip, {{"readme.txt", "not a game"}});
    write_file(dir / "games/a.sgf", sample_game(1));
    const std::vector<RawInput> inputs = enumerate({dir / "empty", dir / "notes", dir / "papers.zip", dir / "games"});
    ASSERT_EQ(inputs.size(), 4U) << ::testing::PrintToString(paths(inputs));
    for (const auto& [input, archive] : {std::pair{inputs[0], std::string()}, std::pair{inputs[1], std::string()},
                                         std::pair{inputs[2], dir / "papers.zip"}}) {
        EXPECT_EQ(input.error, "no records found (looked for *.sgf)") << input.path;
        EXPECT_EQ(input.archive, archive) << input.path;
        EXPECT_TRUE(input.bytes.empty());
    }
    EXPECT_EQ(paths(inputs), (std::vector<std::string>{dir / "empty", dir / "notes", dir / "papers.zip",
                                                       dir / "games/a.sgf"}));
    EXPECT_TRUE(inputs[3].error.empty());

    InputOptions text;
    text.glob = "*.txt";
    EXPECT_EQ(enumerate({dir / "empty"}, text)[0].error, "no records found (looked for *.txt)");
    EXPECT_TRUE(enumerate({dir / "notes"}, text)[0].error.empty());

    const auto none = [](const RawInput&) { return false; };   // every record another shard's
    EXPECT_TRUE(enumerate({dir / "games"}, {}, "", none).empty());
}

TEST(BatchInputs, StdinListNamesFilesFoldersAndArchives) {
    TempDir dir;
    write_file(dir / "one.sgf", sample_game(1));
    write_file(dir / "folder/two.sgf", sample_game(2));
    write_archive(dir / "three.zip", ArchiveKind::zip, {{"three.sgf", sample_game(3)}});
    const std::string list = dir / "one.sgf" + "\r\n\n" + dir / "folder" + "\n" + dir / "three.zip";  // no final newline
    EXPECT_EQ(paths(enumerate({"-"}, {}, list)),
              (std::vector<std::string>{dir / "one.sgf", dir / "folder/two.sgf", dir / "three.zip" + ":three.sgf"}));
}

class EveryArchiveKind : public ::testing::TestWithParam<std::pair<ArchiveKind, std::string>> {};

TEST_P(EveryArchiveKind, MembersAreReadInPlace) {
    TempDir dir;
    const std::string archive = dir / ("games" + GetParam().second);
    write_archive(archive, GetParam().first,
                  {{"2017/a.sgf", sample_game(1)}, {"README", "no game"}, {"2017/b.SGF", sample_game(2)}});
    const std::vector<RawInput> inputs = enumerate({archive});
    ASSERT_EQ(inputs.size(), 2U);
    EXPECT_EQ(inputs[0].path, archive + ":2017/a.sgf");
    EXPECT_EQ(inputs[0].archive, archive);
    EXPECT_EQ(inputs[0].member, "2017/a.sgf");
    EXPECT_EQ(inputs[0].bytes, sample_game(1));
    EXPECT_EQ(inputs[1].member, "2017/b.SGF");
    EXPECT_EQ(inputs[1].bytes, sample_game(2));
}

INSTANTIATE_TEST_SUITE_P(BatchInputs, EveryArchiveKind,
                         ::testing::Values(std::pair{ArchiveKind::tar, std::string(".tar")},
                                           std::pair{ArchiveKind::tar_gz, std::string(".tar.gz")},
                                           std::pair{ArchiveKind::tar_bz2, std::string(".tar.bz2")},
                                           std::pair{ArchiveKind::tar_xz, std::string(".tar.xz")},
                                           std::pair{ArchiveKind::zip, std::string(".zip")},
                                           std::pair{ArchiveKind::seven_zip, std::string(".7z")}),
                         [](const auto& info) {  // ".tar.gz" -> "tar_gz"
                             std::string name = info.param.second.substr(1);
                             std::replace(name.begin(), name.end(), '.', '_');
                             return name == "7z" ? std::string("seven_zip") : name;
                         });

TEST(BatchInputs, ArchivesAreRecognisedByContentNotName) {
    TempDir dir;
    write_archive(dir / "games.bin", ArchiveKind::zip, {{"a.sgf", sample_game(1)}});
    write_file(dir / "folder/inner.dat", "");  // not an archive, not *.sgf: skipped in a folder
    write_archive(dir / "folder/more.tgz", ArchiveKind::tar_gz, {{"b.sgf", sample_game(2)}});
    EXPECT_EQ(paths(enumerate({dir / "games.bin", dir / "folder"})),
              (std::vector<std::string>{dir / "games.bin:a.sgf", dir / "folder/more.tgz:b.sgf"}));
}

TEST(BatchInputs, AMembersNameIsShownOnOneLineAndReadAsItIs) {
    // Shown raw, this name printed a report line of its own ("b.sgf: 1 game, ok") and an
    // escape sequence; the member itself (its output name, its resume key) keeps the name.
    TempDir dir;
    const std::string name = "a.sgf\nb.sgf: 1 game, ok\x1b[31m\xc2\x85.sgf";
    write_archive(dir / "odd.zip", ArchiveKind::zip, {{name, sample_game(1)}});
    const std::vector<RawInput> inputs = enumerate({dir / "odd.zip"});
    ASSERT_EQ(inputs.size(), 1U);
    EXPECT_EQ(inputs[0].path, dir / "odd.zip" + ":a.sgf\\x0ab.sgf: 1 game, ok\\x1b[31m\\u0085.sgf");
    EXPECT_EQ(inputs[0].member, name);
    EXPECT_EQ(inputs[0].bytes, sample_game(1));
}

TEST(BatchInputs, AMemberOverTheSizeLimitIsAnErrorRowAndTheRestIsRead) {
    TempDir dir;
    const std::string archive = dir / "big.tar.gz";
    write_archive(archive, ArchiveKind::tar_gz,
                  {{"small.sgf", sample_game(1)}, {"huge.sgf", std::string(5000, ' ') + sample_game(2)},
                   {"after.sgf", sample_game(3)}});
    InputOptions options;
    options.max_member_size = 4096;
    const std::vector<RawInput> inputs = enumerate({archive}, options);
    ASSERT_EQ(inputs.size(), 3U);
    EXPECT_TRUE(inputs[0].error.empty());
    EXPECT_EQ(inputs[1].error, "member huge.sgf is larger than the 4096 bytes limit (--max-member-size)");
    EXPECT_TRUE(inputs[1].bytes.empty());
    EXPECT_EQ(inputs[2].bytes, sample_game(3));
}

TEST(BatchInputs, ExpansionPastTheRatioStopsTheArchive) {
    TempDir dir;
    const std::string archive = dir / "bomb.tar.gz";
    const std::string padding(100'000, ' ');  // compresses ~1000:1
    write_archive(archive, ArchiveKind::tar_gz,
                  {{"a.sgf", padding + sample_game(1)}, {"b.sgf", padding + sample_game(2)},
                   {"c.sgf", padding + sample_game(3)}, {"d.sgf", sample_game(4)}});
    InputOptions options;
    options.max_member_size = 150'000;
    options.max_expansion = 2;  // budget: max(150,000, 2 x archive size) = 150,000 bytes
    const std::vector<RawInput> inputs = enumerate({archive}, options);
    ASSERT_EQ(inputs.size(), 2U);
    EXPECT_TRUE(inputs[0].error.empty());
    EXPECT_NE(inputs[1].error.find("--max-expansion"), std::string::npos) << inputs[1].error;
    EXPECT_EQ(inputs[1].member, "b.sgf");
}

// A zip member refused for --max-member-size is passed over without being decompressed
// (a zip compresses each member on its own): its declared size is no expansion. Charged it,
// one bomb member ended the archive, and the record after it had no row. In a tar.gz,
// passing over it decompresses it all, and the budget still stops the archive there.
TEST(BatchInputs, AZipMemberRefusedForItsSizeCostsNoExpansion) {
    TempDir dir;
    const std::vector<testing::Member> members = {
        {"a.sgf", sample_game(1)}, {"bomb.sgf", std::string(2'000'000, ' ')}, {"z.sgf", sample_game(2)}};
    InputOptions options;
    options.max_member_size = 4096;
    options.max_expansion = 10;  // budget: max(4096, 10 x a few KB) << 2,000,000
    write_archive(dir / "bomb.zip", ArchiveKind::zip, members);
    const std::vector<RawInput> zip = enumerate({dir / "bomb.zip"}, options);
    ASSERT_EQ(zip.size(), 3U);
    EXPECT_NE(zip[1].error.find("--max-member-size"), std::string::npos) << zip[1].error;
    EXPECT_EQ(zip[2].member, "z.sgf");
    EXPECT_EQ(zip[2].bytes, sample_game(2));
    write_archive(dir / "bomb.tar.gz", ArchiveKind::tar_gz, members);
    const std::vector<RawInput> tar = enumerate({dir / "bomb.tar.gz"}, options);
    ASSERT_EQ(tar.size(), 3U);
    EXPECT_NE(tar[2].error.find("--max-expansion"), std::string::npos) << tar[2].error;
}

TEST(BatchInputs, ATruncatedArchiveGivesWhatItCanAndOneErrorRow) {
    TempDir dir;
    const std::string archive = dir / "cut.tar.gz";
    std::vector<testing::Member> members;
    for (unsigned i = 0; i < 200; ++i) members.push_back({fmt::format("g{}.sgf", 100 + i), sample_game(i, 200)});
    write_archive(archive, ArchiveKind::tar_gz, members);
    std::filesystem::resize_file(archive, std::filesystem::file_size(archive) / 2);
    const std::vector<RawInput> inputs = enumerate({archive});
    ASSERT_GE(inputs.size(), 2U);
    ASSERT_LT(inputs.size(), members.size());
    for (std::size_t i = 0; i + 1 < inputs.size(); ++i) {
        EXPECT_TRUE(inputs[i].error.empty()) << inputs[i].path << ": " << inputs[i].error;
        EXPECT_EQ(inputs[i].bytes, members[i].bytes);
    }
    EXPECT_FALSE(inputs.back().error.empty());
    EXPECT_TRUE(inputs.back().bytes.empty());
}

// tar stops at its end-of-archive blocks, before the gzip trailer: the CRC-32 is checked
// all the same, and no member of a stream that fails it is handed on to be judged.
TEST(BatchInputs, ATarGzThatFailsItsChecksumIsOneErrorRowAndNoMember) {
    TempDir dir;
    std::vector<testing::Member> members;
    for (unsigned i = 0; i < 3; ++i) members.push_back({fmt::format("g{}.sgf", i), sample_game(i, 120)});
    const std::string sound = dir / "sound.tar.gz";
    write_archive(sound, ArchiveKind::tar_gz, members);
    std::ifstream in(sound, std::ios::binary);
    const std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    ASSERT_EQ(enumerate({sound}).size(), members.size());

    std::string bad_crc = bytes;
    bad_crc[bad_crc.size() - 8] = static_cast<char>(bad_crc[bad_crc.size() - 8] ^ 0xff);  // the CRC-32 trailer
    std::string flipped = bytes;
    flipped[bytes.size() / 2] = static_cast<char>(flipped[bytes.size() / 2] ^ 1);  // inside the deflate data
    for (const auto& [name, corrupt] : {std::pair{"badcrc.tgz", bad_crc}, std::pair{"flipped.tgz", flipped}}) {
        const std::string archive = dir / name;
        write_file(archive, corrupt);
        const std::vector<RawInput> inputs = enumerate({archive});
        ASSERT_EQ(inputs.size(), 1U) << name;
        EXPECT_EQ(inputs[0].archive, archive);
        EXPECT_TRUE(inputs[0].member.empty());
        EXPECT_TRUE(inputs[0].bytes.empty());
        EXPECT_EQ(inputs[0].error.rfind("archive is corrupt: gzip data is corrupt (", 0), 0U) << inputs[0].error;
        EXPECT_NE(inputs[0].error.find("; no member is read"), std::string::npos) << inputs[0].error;
    }
    EXPECT_NE(enumerate({dir / "badcrc.tgz"})[0].error.find("(checksum mismatch)"), std::string::npos);
}

// Every record name a tar holds is accounted for: a hard link (which holds no data: it
// names an earlier member) is read as that member's content, in a tar and a tar.gz, and a
// symbolic link gives a row saying it was not followed. Both were passed over in silence.
TEST(BatchInputs, TarLinksAreReadOrReportedNeverDropped) {
    TempDir dir;
    const std::vector<testing::Member> members = {
        {"hl/r1.sgf", sample_game(1)},
        {"hl/notes.txt", "not a record"},
        {"hl/r2.sgf", "", "hl/r1.sgf"},
        {"hl/r3.sgf", sample_game(3)},
        {"hl/r4.sgf", "", "", "r3.sgf"},
        {"hl/copy-of-notes.sgf", "", "hl/notes.txt"},
        {"hl/lost.sgf", "", "hl/none.sgf"},
    };
    for (const ArchiveKind kind : {ArchiveKind::tar, ArchiveKind::tar_gz}) {
        const std::string archive = dir / (kind == ArchiveKind::tar ? "hl.tar" : "hl.tar.gz");
        write_archive(archive, kind, members);
        const std::vector<RawInput> inputs = enumerate({archive});
        ASSERT_EQ(inputs.size(), 6U) << archive;
        EXPECT_EQ(inputs[0].member, "hl/r1.sgf");
        EXPECT_EQ(inputs[1].member, "hl/r2.sgf");
        EXPECT_TRUE(inputs[1].error.empty()) << inputs[1].error;
        EXPECT_EQ(inputs[1].bytes, sample_game(1));
        EXPECT_EQ(inputs[2].bytes, sample_game(3));
        EXPECT_EQ(inputs[3].path, archive + ":hl/r4.sgf");
        EXPECT_EQ(inputs[3].archive, archive);
        EXPECT_EQ(inputs[3].member, "hl/r4.sgf");
        EXPECT_EQ(inputs[3].error, "skipped: a symbolic link to r3.sgf, not followed");
        EXPECT_TRUE(inputs[3].bytes.empty());
        EXPECT_EQ(inputs[4].member, "hl/copy-of-notes.sgf");
        EXPECT_EQ(inputs[4].bytes, "not a record");
        EXPECT_EQ(inputs[5].member, "hl/lost.sgf");
        EXPECT_EQ(inputs[5].error, "member hl/lost.sgf is a hard link to hl/none.sgf, which cannot be read from the archive");
    }
}

class SingleCompressedRecord : public ::testing::TestWithParam<std::pair<Compression, std::string>> {};

// game.sgf.gz is one record, reported like a plain file: the user named a file, not an archive.
TEST_P(SingleCompressedRecord, IsOneInputWithTheDecompressedBytes) {
    TempDir dir;
    const std::string file = dir / ("game.sgf" + GetParam().second);
    write_compressed(file, GetParam().first, sample_game(1, 200));
    const std::vector<RawInput> inputs = enumerate({file});
    ASSERT_EQ(inputs.size(), 1U);
    EXPECT_EQ(inputs[0].path, file);
    EXPECT_TRUE(inputs[0].archive.empty());
    EXPECT_TRUE(inputs[0].member.empty());
    EXPECT_TRUE(inputs[0].error.empty()) << inputs[0].error;
    EXPECT_EQ(inputs[0].bytes, sample_game(1, 200));
}

TEST_P(SingleCompressedRecord, ATruncatedOneIsAnErrorRowAndTheNextInputIsRead) {
    TempDir dir;
    const std::string file = dir / ("cut.sgf" + GetParam().second);
    write_compressed(file, GetParam().first, sample_game(1, 300));
    std::filesystem::resize_file(file, std::filesystem::file_size(file) / 2);
    write_file(dir / "after.sgf", sample_game(2));
    const std::vector<RawInput> inputs = enumerate({file, dir / "after.sgf"});
    ASSERT_EQ(inputs.size(), 2U);
    EXPECT_EQ(inputs[0].path, file);
    EXPECT_TRUE(inputs[0].archive.empty());
    EXPECT_EQ(inputs[0].error.rfind("compressed data is truncated or corrupt: ", 0), 0U) << inputs[0].error;
    EXPECT_TRUE(inputs[0].bytes.empty());
    EXPECT_EQ(inputs[1].bytes, sample_game(2));
}

INSTANTIATE_TEST_SUITE_P(BatchInputs, SingleCompressedRecord,
                         ::testing::Values(std::pair{Compression::gzip, std::string(".gz")},
                                           std::pair{Compression::bzip2, std::string(".bz2")},
                                           std::pair{Compression::xz, std::string(".XZ")}),  // suffixes in any case
                         [](const auto& info) { return info.param.second.substr(1); });

TEST(BatchInputs, FoldersPickSingleCompressedRecordsAndStillExpandArchives) {
    TempDir dir;
    write_compressed(dir / "g/a.sgf.gz", Compression::gzip, sample_game(1));
    write_compressed(dir / "g/b.SGF.bz2", Compression::bzip2, sample_game(2));
    write_archive(dir / "g/c.tar.gz", ArchiveKind::tar_gz, {{"c.sgf", sample_game(3)}});
    write_file(dir / "g/d.sgf", sample_game(4));
    const std::vector<RawInput> inputs = enumerate({dir / "g"});
    EXPECT_EQ(paths(inputs), (std::vector<std::string>{dir / "g/a.sgf.gz", dir / "g/b.SGF.bz2",
                                                       dir / "g/c.tar.gz:c.sgf", dir / "g/d.sgf"}));
    ASSERT_EQ(inputs.size(), 4U);
    for (unsigned i = 0; i < 4; ++i) {
        EXPECT_TRUE(inputs[i].error.empty()) << inputs[i].path << ": " << inputs[i].error;
        EXPECT_EQ(inputs[i].bytes, sample_game(i + 1)) << inputs[i].path;
    }
}

// A folder walk takes SGF records and archives. A compressed file that is neither (notes
// kept beside the games) is not an input, unless its name says it is a tar archive: a
// broken games.tar.gz must still give its error row, not vanish. Named on the command
// line, the same file is an input, and its row says what is wrong with it.
TEST(BatchInputs, FoldersSkipCompressedFilesThatAreNeitherRecordsNorArchives) {
    TempDir dir;
    write_compressed(dir / "g/notes.txt.gz", Compression::gzip, "results of the 3rd round\n");
    write_compressed(dir / "g/README.bz2", Compression::bzip2, "how these games were collected\n");
    std::vector<testing::Member> members;
    for (unsigned i = 0; i < 100; ++i) members.push_back({fmt::format("g{}.sgf", 100 + i), sample_game(i, 200)});
    write_archive(dir / "g/old.tar.gz", ArchiveKind::tar_gz, members);
    std::filesystem::resize_file(dir / "g/old.tar.gz", 60);  // cut inside the first tar header
    write_file(dir / "g/z.sgf", sample_game(4));
    const std::vector<RawInput> inputs = enumerate({dir / "g"});
    ASSERT_EQ(inputs.size(), 2U) << ::testing::PrintToString(paths(inputs));
    EXPECT_EQ(inputs[0].path, dir / "g/old.tar.gz");
    EXPECT_FALSE(inputs[0].error.empty());
    EXPECT_EQ(inputs[1].path, dir / "g/z.sgf");
    EXPECT_EQ(inputs[1].bytes, sample_game(4));

    const std::vector<RawInput> named = enumerate({dir / "g/notes.txt.gz"});
    ASSERT_EQ(named.size(), 1U);
    EXPECT_FALSE(named[0].error.empty());

    // Compressed data cut too short to say what it holds may be a lost archive: it keeps
    // its error row, whatever its name.
    std::filesystem::create_directory(dir / "h");
    write_archive(dir / "h/backup.gz", ArchiveKind::tar_gz, members);
    std::filesystem::resize_file(dir / "h/backup.gz", 1500);
    const std::vector<RawInput> cut = enumerate({dir / "h"});
    ASSERT_FALSE(cut.empty());
    EXPECT_EQ(cut.back().archive, dir / "h/backup.gz");
    EXPECT_FALSE(cut.back().error.empty());
}

std::string compressed(Compression compression, const std::string& bytes) {
    TempDir dir;
    write_compressed(dir / "x", compression, bytes);
    std::ifstream in(dir / "x", std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// Archives of records compressed one by one (a tar of .sgf.gz): each such member is one
// record, decompressed in memory under --max-member-size; a broken one is an error row
// and the next member is still read.
TEST_P(EveryArchiveKind, CompressedRecordMembersAreDecompressed) {
    TempDir dir;
    const std::string archive = dir / ("a" + GetParam().second);
    std::string cut = compressed(Compression::gzip, sample_game(3, 300));
    cut.resize(cut.size() / 2);
    write_archive(archive, GetParam().first,
                  {{"a.sgf.gz", compressed(Compression::gzip, sample_game(1))},
                   {"b.SGF.bz2", compressed(Compression::bzip2, sample_game(2))},
                   {"c.sgf.gz", cut},
                   {"d.sgf", sample_game(4)},
                   {"e.sgf.gz", compressed(Compression::gzip, std::string(3 << 20, ' '))},
                   {"f.txt.gz", compressed(Compression::gzip, "not a record")}});
    InputOptions options;
    options.max_member_size = std::uint64_t{1} << 20;
    const std::vector<RawInput> inputs = enumerate({archive}, options);
    ASSERT_EQ(inputs.size(), 5U) << ::testing::PrintToString(paths(inputs));
    EXPECT_EQ(inputs[0].member, "a.sgf.gz");
    EXPECT_EQ(inputs[0].bytes, sample_game(1));
    EXPECT_TRUE(inputs[0].error.empty()) << inputs[0].error;
    EXPECT_EQ(inputs[1].bytes, sample_game(2));
    EXPECT_EQ(inputs[2].member, "c.sgf.gz");
    EXPECT_EQ(inputs[2].error.rfind("member c.sgf.gz: compressed data is truncated or corrupt: ", 0), 0U)
        << inputs[2].error;
    EXPECT_TRUE(inputs[2].bytes.empty());
    EXPECT_EQ(inputs[3].bytes, sample_game(4));
    EXPECT_EQ(inputs[4].error, "member e.sgf.gz decompresses to more than the 1 MiB limit (--max-member-size)");
}

// A gzip bomb is read only up to the limit: 50 MB of zeros (then incompressible bytes, so
// that the compressed file spans several read blocks) must stop within the first blocks.
TEST(BatchInputs, ASingleCompressedRecordOverTheSizeLimitStopsAtTheLimit) {
    TempDir dir;
    const std::string file = dir / "bomb.sgf.gz";
    std::string content(50'000'000, '\0');
    std::mt19937 random(7);
    for (int i = 0; i < (4 << 20); ++i) content.push_back(static_cast<char>(random()));
    write_compressed(file, Compression::gzip, content);
    content = {};
    write_file(dir / "after.sgf", sample_game(2));
    InputOptions options;
    options.max_member_size = std::uint64_t{1} << 20;
    std::vector<RawInput> inputs;
    std::istringstream none;
    enumerate_inputs({file, dir / "after.sgf"}, options, none, {}, [&](RawInput&& input) {
        inputs.push_back(std::move(input));
        return true;
    });
    ASSERT_EQ(inputs.size(), 2U);
    EXPECT_EQ(inputs[0].path, file);
    EXPECT_EQ(inputs[0].error, "file decompresses to more than the 1 MiB limit (--max-member-size)");
    EXPECT_TRUE(inputs[0].bytes.empty());
    EXPECT_EQ(inputs[1].bytes, sample_game(2));
    // Reading stopped early: far fewer compressed bytes read than the file holds.
    RawInput again{file, {}, {}, {}, {}};
    EXPECT_LT(read_compressed_record(file, options.max_member_size, again), std::filesystem::file_size(file) / 2);
}

TEST(BatchInputs, NotAnArchiveAndNotSgfIsStillOneInput) {
    TempDir dir;
    write_file(dir / "noise.bin", std::string("\x00\x01\x02\x03garbage", 11));
    const std::vector<RawInput> inputs = enumerate({dir / "noise.bin"});
    ASSERT_EQ(inputs.size(), 1U);  // the reader will say it is binary
    EXPECT_EQ(inputs[0].bytes.size(), 11U);
}

TEST(BatchInputs, UnwantedInputsAreNotRead) {
    TempDir dir;
    write_archive(dir / "a.zip", ArchiveKind::zip, {{"x.sgf", sample_game(1)}, {"y.sgf", sample_game(2)}});
    write_file(dir / "z.sgf", sample_game(3));
    const auto only_y = [](const RawInput& input) { return input.member == "y.sgf"; };
    EXPECT_EQ(paths(enumerate({dir / "a.zip", dir / "z.sgf"}, {}, "", only_y)),
              std::vector<std::string>{dir / "a.zip:y.sgf"});
}

TEST(BatchInputs, NameMatchingLooksAtTheLastComponentOnly) {
    EXPECT_TRUE(name_matches("*.sgf", "dir.sgf/x/Game.SGF"));
    EXPECT_FALSE(name_matches("*.sgf", "dir.sgf/notes.txt"));
    EXPECT_TRUE(name_matches("kgs-*.sgf", "2019/KGS-123.sgf"));
}

TEST(BatchShards, ParseAcceptsOnlyIOverN) {
    ASSERT_TRUE(parse_shard("2/8"));
    EXPECT_EQ(parse_shard("2/8")->index, 2U);
    EXPECT_EQ(parse_shard("2/8")->count, 8U);
    for (const char* bad : {"0/8", "9/8", "1/0", "1", "a/b", "1/2/3", "/2", "1/", " 1/2", "-1/2"})
        EXPECT_FALSE(parse_shard(bad)) << bad;
}

TEST(BatchShards, ShardsPartitionTheInputs) {
    std::vector<std::string> keys;
    for (int i = 0; i < 3000; ++i) keys.push_back(fmt::format("2017/game-{}.sgf", i));
    for (std::uint64_t n : {1U, 2U, 3U, 7U}) {
        std::vector<int> owners(keys.size(), 0);
        for (std::uint64_t i = 1; i <= n; ++i) {
            std::size_t in_this = 0;
            for (std::size_t k = 0; k < keys.size(); ++k)
                if (in_shard({i, n}, keys[k])) ++owners[k], ++in_this;
            EXPECT_GT(in_this, keys.size() / n / 2) << "shard " << i << "/" << n << " is far too small";
        }
        for (int owner_count : owners) ASSERT_EQ(owner_count, 1);
    }
}

TEST(BatchShards, ArchiveMembersAreShardedByMemberPath) {
    const RawInput here{"/data/a.tar:x/1.sgf", "/data/a.tar", "x/1.sgf", {}, {}};
    const RawInput there{"/mnt/b/a.tar:x/1.sgf", "/mnt/b/a.tar", "x/1.sgf", {}, {}};
    EXPECT_EQ(shard_key(here), "x/1.sgf");
    EXPECT_EQ(shard_key(here), shard_key(there));
    const RawInput file{"dir/1.sgf", {}, {}, {}, {}};
    EXPECT_EQ(shard_key(file), "dir/1.sgf");
}

}  // namespace
}  // namespace kifu::batch

namespace kifu::batch {
namespace {

// Where the reader stood as it handed on each input, and at the end.
struct Walk {
    std::vector<std::uint64_t> at_input;
    std::uint64_t end = 0;
    bool compressed = false;
};

Walk walk(const std::vector<std::string>& arguments) {
    ReadProgress progress;
    Walk w;
    std::istringstream none;
    enumerate_inputs(arguments, {}, none, {}, [&](RawInput&&) {
        w.at_input.push_back(progress.position);
        return true;
    }, &progress);
    w.end = progress.position;
    w.compressed = progress.compressed;
    return w;
}

bool always() { return true; }

TEST(BatchProgress, AFolderIsSizedUpFrontAndWalkedToItsTotal) {
    TempDir dir;
    write_file(dir / "games/a.sgf", sample_game(1));
    write_file(dir / "games/b/notes.txt", "not a game, but walked over all the same");
    write_file(dir / "games/b/x.sgf", sample_game(2));
    write_file(dir / "games/c.sgf", sample_game(3));
    const std::uint64_t a = sample_game(1).size(), notes = std::filesystem::file_size(dir / "games/b/notes.txt"),
                        x = sample_game(2).size(), c = sample_game(3).size();
    EXPECT_EQ(input_bytes_total({dir / "games"}, always), a + notes + x + c);
    const Walk w = walk({dir / "games"});
    // Each input counts once handed on, with the files walked over before it.
    EXPECT_EQ(w.at_input, (std::vector<std::uint64_t>{a, a + notes + x, a + notes + x + c}));
    EXPECT_EQ(w.end, a + notes + x + c);
    EXPECT_FALSE(w.compressed);
}

TEST(BatchProgress, ArchivesCountTheirCompressedBytesAndSayItIsAnEstimate) {
    TempDir dir;
    std::vector<testing::Member> members;
    for (unsigned i = 0; i < 300; ++i) members.push_back({fmt::format("g/{}.sgf", i), sample_game(i, 200)});
    std::filesystem::create_directories(dir / "games");
    write_archive(dir / "games/all.tar.gz", ArchiveKind::tar_gz, members);
    write_file(dir / "games/z.sgf", sample_game(1));
    const std::uint64_t archive = std::filesystem::file_size(dir / "games/all.tar.gz");
    const std::uint64_t total = archive + sample_game(1).size();
    EXPECT_EQ(input_bytes_total({dir / "games"}, always), total);
    const Walk w = walk({dir / "games"});
    ASSERT_EQ(w.at_input.size(), 301U);
    EXPECT_TRUE(std::is_sorted(w.at_input.begin(), w.at_input.end()));
    EXPECT_LE(w.at_input[299], archive);
    // Smoothly, member by member, not a megabyte block at a time: half the members, about
    // half the archive (it all fits in one inflated block).
    EXPECT_GT(w.at_input[149], archive * 4 / 10);
    EXPECT_LT(w.at_input[149], archive * 6 / 10);
    EXPECT_EQ(w.at_input[300], total);
    EXPECT_EQ(w.end, total);
    EXPECT_TRUE(w.compressed);
    // Named on the command line: the same, without the folder.
    EXPECT_EQ(input_bytes_total({dir / "games/all.tar.gz"}, always), archive);
    EXPECT_EQ(walk({dir / "games/all.tar.gz"}).end, archive);
}

TEST(BatchProgress, AListOnStdinHasNoTotal) {
    TempDir dir;
    write_file(dir / "a.sgf", sample_game(1));
    EXPECT_EQ(input_bytes_total({dir / "a.sgf"}, always), sample_game(1).size());
    EXPECT_EQ(input_bytes_total({dir / "a.sgf", "-"}, always), std::nullopt);
}

TEST(BatchProgress, SizingAFolderStopsWhenAsked) {
    TempDir dir;
    for (int i = 0; i < 600; ++i) write_file(dir / fmt::format("games/{}.sgf", i), "(;)");
    int asked = 0;
    EXPECT_EQ(input_bytes_total({dir / "games"}, [&] { return ++asked < 2; }), std::nullopt);
    EXPECT_EQ(asked, 2) << "asked every 256 files";
    EXPECT_EQ(input_bytes_total({dir / "games"}, always), 600U * 3);
}

}  // namespace
}  // namespace kifu::batch
