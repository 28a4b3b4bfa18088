// GzipSource (ISA-L inflate) must read gzip files as libarchive's own gzip filter does:
// the same bytes, concatenated members, padding after the last member ignored, and an
// error where the stream is cut short. Each such case reads a file both ways.
#include <gtest/gtest.h>

#include <isa-l/igzip_lib.h>

#include <memory>
#include <random>
#include <string>

#include "../../support/archive_writer.hpp"
#include "batch/gzip_source.hpp"

namespace kifu::batch {
namespace {

using testing::TempDir;
using testing::write_file;

// One gzip member holding `text`, compressed by ISA-L (level 0 needs no work buffer).
std::string gzip_member(const std::string& text) {
    std::string out(text.size() + text.size() / 2 + 1024, '\0');
    auto stream = std::make_unique<isal_zstream>();
    isal_deflate_init(stream.get());
    stream->gzip_flag = IGZIP_GZIP;
    stream->end_of_stream = 1;
    stream->next_in = reinterpret_cast<std::uint8_t*>(const_cast<char*>(text.data()));
    stream->avail_in = static_cast<std::uint32_t>(text.size());
    stream->next_out = reinterpret_cast<std::uint8_t*>(out.data());
    stream->avail_out = static_cast<std::uint32_t>(out.size());
    EXPECT_EQ(isal_deflate(stream.get()), COMP_OK);
    EXPECT_EQ(stream->avail_in, 0U);
    out.resize(out.size() - stream->avail_out);
    return out;
}

// Several megabytes of SGF-like text: it spans many read blocks, compressed and not.
std::string game_text(std::size_t bytes, unsigned seed) {
    std::mt19937 random(seed);
    std::string text = "(;GM[1]FF[4]SZ[19]";
    while (text.size() < bytes) {
        text += random() % 2 == 0 ? ";B[" : ";W[";
        text += static_cast<char>('a' + random() % 19);
        text += static_cast<char>('a' + random() % 19);
        text += "]";
    }
    return text + ")";
}

struct ReadBack {
    std::string bytes;
    bool failed = false;
    std::string error;
};

// The file's decompressed bytes as libarchive's raw format reads them, through GzipSource
// (with a small block size, so that reads and inflate calls meet block edges often) or
// through libarchive's own gzip filter.
ReadBack read_back(const std::string& path, bool through_gzip_source) {
    ReadBack result;
    archive* a = archive_read_new();
    archive_read_support_filter_all(a);
    archive_read_support_format_raw(a);
    GzipSource source(path);
    const int opened = through_gzip_source ? source.open(a, 4096) : archive_read_open_filename(a, path.c_str(), 4096);
    archive_entry* entry = nullptr;
    if (opened != ARCHIVE_OK || archive_read_next_header(a, &entry) != ARCHIVE_OK) {
        result.failed = true;
    } else {
        char block[10000];
        la_ssize_t n = 0;
        while ((n = archive_read_data(a, block, sizeof block)) > 0) result.bytes.append(block, static_cast<std::size_t>(n));
        result.failed = n < 0;
    }
    if (result.failed && archive_error_string(a) != nullptr) result.error = archive_error_string(a);
    archive_read_free(a);
    return result;
}

// Reads `gzip` both ways and checks they agree; returns GzipSource's reading.
ReadBack read_both_ways(const std::string& gzip) {
    TempDir dir;
    const std::string path = dir / "data.gz";
    write_file(path, gzip);
    EXPECT_TRUE(GzipSource::is_gzip(path));
    const ReadBack ours = read_back(path, true);
    const ReadBack libarchives = read_back(path, false);
    EXPECT_EQ(ours.failed, libarchives.failed) << ours.error << " / " << libarchives.error;
    if (!ours.failed) {
        EXPECT_TRUE(ours.bytes == libarchives.bytes);  // (not EXPECT_EQ: megabytes of text on failure)
    }
    return ours;
}

TEST(GzipSource, ReadsTheSameBytesAsLibarchive) {
    const std::string text = game_text(3 << 20, 1);
    const ReadBack ours = read_both_ways(gzip_member(text));
    EXPECT_FALSE(ours.failed) << ours.error;
    EXPECT_TRUE(ours.bytes == text);
}

TEST(GzipSource, ConcatenatedMembersAreOneStream) {
    const std::string first = game_text(100000, 2), second = game_text(70000, 3);
    const ReadBack ours = read_both_ways(gzip_member(first) + gzip_member(second));
    EXPECT_FALSE(ours.failed) << ours.error;
    EXPECT_TRUE(ours.bytes == first + second);
}

TEST(GzipSource, ZeroPaddingAfterTheLastMemberIsIgnored) {
    const std::string text = game_text(50000, 4);
    const ReadBack ours = read_both_ways(gzip_member(text) + std::string(10240, '\0'));
    EXPECT_FALSE(ours.failed) << ours.error;
    EXPECT_TRUE(ours.bytes == text);
}

TEST(GzipSource, AStreamCutShortIsAnErrorAfterTheBytesBeforeTheCut) {
    const std::string text = game_text(400000, 5);
    const std::string gzip = gzip_member(text);
    const ReadBack ours = read_both_ways(gzip.substr(0, gzip.size() / 2));
    EXPECT_TRUE(ours.failed);
    EXPECT_EQ(ours.error, "truncated gzip input");
    EXPECT_FALSE(ours.bytes.empty());
    EXPECT_EQ(text.compare(0, ours.bytes.size(), ours.bytes), 0);
}

TEST(GzipSource, CorruptDataIsAnErrorNotAnEarlyEnd) {
    std::string gzip = gzip_member(game_text(300000, 7));
    for (std::size_t i = 10; i < 30; ++i) gzip[i] = '\xff';  // the first deflate block's header
    const ReadBack ours = read_both_ways(gzip);
    EXPECT_TRUE(ours.failed);
    EXPECT_EQ(ours.error.rfind("gzip data is corrupt (", 0), 0U) << ours.error;
}

// Stricter than libarchive's filter, which does not check the CRC: corrupt data is said.
TEST(GzipSource, AWrongChecksumIsAnErrorAfterTheMembersBytes) {
    TempDir dir;
    const std::string path = dir / "data.gz";
    const std::string text = game_text(300000, 6);  // long enough to outlast format detection
    std::string gzip = gzip_member(text);
    gzip[gzip.size() - 8] = static_cast<char>(gzip[gzip.size() - 8] ^ 0x55);  // the CRC-32 trailer
    write_file(path, gzip);
    const ReadBack ours = read_back(path, true);
    EXPECT_TRUE(ours.failed);
    EXPECT_EQ(ours.error, "gzip data is corrupt (checksum mismatch)");
    // What was inflated before the check went out (ISA-L may keep its last byte or so).
    EXPECT_GT(ours.bytes.size(), text.size() - 64);
    EXPECT_EQ(text.compare(0, ours.bytes.size(), ours.bytes), 0);
}

// Whatever the damage (a cut anywhere, a byte changed anywhere), reading ends, and either
// fails or gives exactly the original bytes: never a hang, never wrong data.
TEST(GzipSource, DamagedDataFailsOrReadsTheOriginal) {
    TempDir dir;
    const std::string path = dir / "data.gz";
    const std::string text = game_text(200000, 8);
    const std::string gzip = gzip_member(text);
    std::mt19937 random(9);
    int failures = 0;
    for (int round = 0; round < 200; ++round) {
        std::string damaged = gzip;
        if (round % 2 == 0) {
            damaged.resize(random() % gzip.size());
        } else {
            damaged[random() % gzip.size()] ^= static_cast<char>(1 + random() % 255);
        }
        write_file(path, damaged);
        const ReadBack ours = read_back(path, true);
        if (ours.failed) {
            ++failures;
        } else {
            EXPECT_TRUE(ours.bytes == text) << "round " << round;
        }
    }
    EXPECT_GE(failures, 100);  // every cut fails, and most changed bytes
}

TEST(GzipSource, OnlyGzipMagicCounts) {
    TempDir dir;
    write_file(dir / "plain.sgf", "(;GM[1])");
    write_file(dir / "empty", "");
    EXPECT_FALSE(GzipSource::is_gzip(dir / "plain.sgf"));
    EXPECT_FALSE(GzipSource::is_gzip(dir / "empty"));
    EXPECT_FALSE(GzipSource::is_gzip(dir / "missing"));
}

}  // namespace
}  // namespace kifu::batch
