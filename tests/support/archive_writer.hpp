#pragma once
// Test fixtures for `kifu batch`: temporary folders, archives written with libarchive's
// write API (so the tests need no files checked in), and small SGF games that differ.
#include <archive.h>
#include <archive_entry.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "temp_dir.hpp"
#include <vector>

namespace kifu::testing {

inline void write_file(const std::string& path, const std::string& bytes) {
    std::filesystem::create_directories(std::filesystem::path(path).parent_path());
    std::ofstream(path, std::ios::binary) << bytes;
}

// A legal little 19x19 game, different for each seed: stones on distinct points far apart
// enough to capture nothing, then two passes.
inline std::string sample_game(unsigned seed, int moves = 40) {
    std::string sgf = fmt::format("(;GM[1]FF[4]SZ[19]KM[6.5]RU[Japanese]PB[Black {}]PW[White]", seed);
    std::vector<int> points;
    for (int p = 0; p < 19 * 19; ++p) points.push_back(p);
    std::mt19937 random(seed);
    std::shuffle(points.begin(), points.end(), random);
    for (int i = 0; i < moves; ++i) {
        const int p = points[static_cast<std::size_t>(i)];
        sgf += ";";
        sgf += i % 2 == 0 ? "B[" : "W[";
        sgf += static_cast<char>('a' + p % 19);
        sgf += static_cast<char>('a' + p / 19);
        sgf += "]";
    }
    return sgf + (moves % 2 == 0 ? ";B[];W[])" : ";W[];B[])");
}

struct Member {
    std::string name;
    std::string bytes;
    std::string hard_link{};  // a tar hard link to this earlier member (no data of its own)
    std::string symlink{};    // a symbolic link to this path (no data)
};

enum class ArchiveKind { tar, tar_gz, tar_bz2, tar_xz, zip, seven_zip };

inline void write_archive(const std::string& path, ArchiveKind kind, const std::vector<Member>& members) {
    archive* a = archive_write_new();
    switch (kind) {
        case ArchiveKind::tar: archive_write_set_format_pax_restricted(a); break;
        case ArchiveKind::tar_gz: archive_write_add_filter_gzip(a); archive_write_set_format_pax_restricted(a); break;
        case ArchiveKind::tar_bz2: archive_write_add_filter_bzip2(a); archive_write_set_format_pax_restricted(a); break;
        case ArchiveKind::tar_xz: archive_write_add_filter_xz(a); archive_write_set_format_pax_restricted(a); break;
        case ArchiveKind::zip: archive_write_set_format_zip(a); break;
        case ArchiveKind::seven_zip: archive_write_set_format_7zip(a); break;
    }
    if (archive_write_open_filename(a, path.c_str()) != ARCHIVE_OK) {
        archive_write_free(a);
        throw std::runtime_error("cannot write " + path);
    }
    for (const Member& m : members) {
        archive_entry* entry = archive_entry_new();
        archive_entry_set_pathname(entry, m.name.c_str());
        archive_entry_set_size(entry, static_cast<la_int64_t>(m.bytes.size()));
        archive_entry_set_filetype(entry, m.symlink.empty() ? AE_IFREG : AE_IFLNK);
        archive_entry_set_perm(entry, 0644);
        if (!m.hard_link.empty()) archive_entry_set_hardlink(entry, m.hard_link.c_str());
        if (!m.symlink.empty()) archive_entry_set_symlink(entry, m.symlink.c_str());
        archive_write_header(a, entry);
        archive_write_data(a, m.bytes.data(), m.bytes.size());
        archive_entry_free(entry);
    }
    archive_write_close(a);
    archive_write_free(a);
}

enum class Compression { gzip, bzip2, xz };

// One file's bytes compressed as a whole (game.sgf.gz), no archive format inside:
// libarchive's raw writer takes exactly one entry and writes only its data.
inline void write_compressed(const std::string& path, Compression compression, const std::string& bytes) {
    std::filesystem::create_directories(std::filesystem::path(path).parent_path());
    archive* a = archive_write_new();
    switch (compression) {
        case Compression::gzip: archive_write_add_filter_gzip(a); break;
        case Compression::bzip2: archive_write_add_filter_bzip2(a); break;
        case Compression::xz: archive_write_add_filter_xz(a); break;
    }
    archive_write_set_format_raw(a);
    if (archive_write_open_filename(a, path.c_str()) != ARCHIVE_OK) {
        archive_write_free(a);
        throw std::runtime_error("cannot write " + path);
    }
    archive_entry* entry = archive_entry_new();
    archive_entry_set_pathname(entry, "data");
    archive_entry_set_filetype(entry, AE_IFREG);
    archive_write_header(a, entry);
    for (std::size_t done = 0; done < bytes.size();) {  // in pieces: one write call takes at most INT_MAX-ish
        const std::size_t piece = std::min<std::size_t>(bytes.size() - done, std::size_t{1} << 20);
        archive_write_data(a, bytes.data() + done, piece);
        done += piece;
    }
    archive_entry_free(entry);
    archive_write_close(a);
    archive_write_free(a);
}

}  // namespace kifu::testing
