// Inputs that are not regular files (issue 33): a pipe or FIFO named on the command line is
// read as a stream (process substitution works), a FIFO without a writer never blocks,
// and FIFOs, sockets, dangling links and link loops met in a folder each get a row saying
// what they are instead of a hang or "No such file or directory".
#include <gtest/gtest.h>

#include <fcntl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "../../support/archive_writer.hpp"
#include "batch/inputs.hpp"

namespace kifu::batch {
namespace {

using testing::sample_game;
using testing::TempDir;
using testing::write_file;

std::vector<RawInput> enumerate(const std::vector<std::string>& arguments) {
    std::vector<RawInput> inputs;
    std::istringstream no_list;
    enumerate_inputs(arguments, {}, no_list, {}, [&](RawInput&& input) {
        inputs.push_back(std::move(input));
        return true;
    });
    return inputs;
}

void write_all(int fd, const std::string& bytes) {
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        ASSERT_GT(n, 0) << std::strerror(errno);
        done += static_cast<std::size_t>(n);
    }
}

TEST(SpecialFiles, AFifoWithoutAWriterIsAnErrorRowNotAHang) {
    TempDir dir;
    const std::string fifo = dir / "waiting.sgf";
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    const auto inputs = enumerate({fifo, dir / "after.sgf"});
    ASSERT_EQ(inputs.size(), 2U);
    EXPECT_EQ(inputs[0].error, "nothing to read: a FIFO (named pipe) with no writer");
    EXPECT_EQ(inputs[1].error, "cannot open: No such file or directory");
}

TEST(SpecialFiles, AFifoIsReadAsItsWriterWritesIt) {
    TempDir dir;
    const std::string fifo = dir / "streamed.sgf";
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    // The writer opens first (it waits for a reader, as a shell's `cat x > fifo &` does).
    std::thread writer([&] {
        const int fd = ::open(fifo.c_str(), O_WRONLY);
        if (fd < 0) return;
        write_all(fd, sample_game(5));
        ::close(fd);
    });
    // Give the writer time to be waiting in open(); a reader arriving first still reads,
    // since the writer counts as one from the moment it calls open.
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    const auto inputs = enumerate({fifo});
    writer.join();
    ASSERT_EQ(inputs.size(), 1U);
    EXPECT_EQ(inputs[0].error, "");
    EXPECT_EQ(inputs[0].bytes, sample_game(5));
}

// What process substitution gives: /dev/fd/N, a pipe; compressed data in it is inflated.
TEST(SpecialFiles, APipeNamedByDevFdIsReadAndInflated) {
    TempDir dir;
    testing::write_compressed(dir / "game.sgf.gz", testing::Compression::gzip, sample_game(6));
    std::ifstream in(dir / "game.sgf.gz", std::ios::binary);
    const std::string gzipped{std::istreambuf_iterator<char>(in), {}};
    for (const bool compressed : {false, true}) {
        int ends[2];
        ASSERT_EQ(::pipe(ends), 0);
        const std::string bytes = compressed ? gzipped : sample_game(6);
        std::thread writer([&] {
            write_all(ends[1], bytes);
            ::close(ends[1]);
        });
        const auto inputs = enumerate({"/dev/fd/" + std::to_string(ends[0])});
        writer.join();
        ::close(ends[0]);
        ASSERT_EQ(inputs.size(), 1U);
        EXPECT_EQ(inputs[0].error, "") << compressed;
        EXPECT_EQ(inputs[0].bytes, sample_game(6)) << compressed;
    }
}

TEST(SpecialFiles, InAFolderEachSpecialFileGetsARowSayingWhatItIs) {
    TempDir dir;
    const std::filesystem::path games = dir.path() / "games";
    write_file((games / "a.sgf").string(), sample_game(1));
    ASSERT_EQ(::mkfifo((games / "b-fifo.sgf").c_str(), 0600), 0);
    ASSERT_EQ(::mkfifo((games / "not-a-game.txt").c_str(), 0600), 0);   // not named like an input: no row
    std::filesystem::create_symlink("missing.sgf", games / "c-dangling.sgf");
    std::filesystem::create_symlink("d-loop.sgf", games / "d-loop.sgf");
    const int sock = ::socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    const std::string socket_path = (games / "e-socket.sgf").string();
    ASSERT_LT(socket_path.size(), sizeof address.sun_path);
    std::strcpy(address.sun_path, socket_path.c_str());
    ASSERT_EQ(::bind(sock, reinterpret_cast<sockaddr*>(&address), sizeof address), 0);
    write_file((games / "f.sgf").string(), sample_game(2));

    const auto inputs = enumerate({games.string()});
    ::close(sock);
    ASSERT_EQ(inputs.size(), 6U);
    EXPECT_EQ(inputs[0].bytes, sample_game(1));
    EXPECT_EQ(inputs[1].error, "skipped: a FIFO (named pipe), not a file");
    EXPECT_EQ(inputs[2].error, "skipped: a dangling symbolic link, not a file");
    EXPECT_EQ(inputs[3].error, "skipped: a symbolic link loop, not a file");
    EXPECT_EQ(inputs[4].error, "skipped: a socket, not a file");
    EXPECT_EQ(inputs[5].bytes, sample_game(2));
}

TEST(SpecialFiles, ADanglingLinkNamedOnTheCommandLineSaysSo) {
    TempDir dir;
    std::filesystem::create_symlink("gone.sgf", dir.path() / "link.sgf");
    const auto inputs = enumerate({dir / "link.sgf"});
    ASSERT_EQ(inputs.size(), 1U);
    EXPECT_EQ(inputs[0].error, "cannot open: a dangling symbolic link");
}

}  // namespace
}  // namespace kifu::batch
