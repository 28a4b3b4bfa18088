#pragma once
// A single compressed record (game.sgf.gz, .sgf.bz2, .sgf.xz, ...): one input whose
// decompressed bytes are the SGF text. Archive keepers store games one gzipped file each;
// such a file is not an archive (no format inside), so it is read through libarchive's
// raw format, under the same size limit as an archive member.
#include <cstdint>
#include <string>
#include <string_view>

#include "batch/inputs.hpp"

namespace kifu::batch {

// True when `path`'s name, without a compression suffix (.gz, .bz2, .xz, .zst, .lz4,
// .lzma, .Z, any case), matches `glob` (see name_matches): game.sgf.gz, not games.tar.gz.
bool is_compressed_record(const std::string& glob, const std::string& path);

// True when `path`'s name ends in a compression suffix (.gz, .bz2, .xz, .zst, .lz4,
// .lzma, .Z, any case), whatever comes before it.
bool named_like_compressed(const std::string& path);

// True when `path`'s name says it is a compressed tar archive: games.tar.gz, .tar.xz, ...,
// .tgz, .tbz2, .txz. A folder walk reads such a file as an archive even when it is too
// broken to be recognised by content, so that it gives an error row instead of vanishing.
bool named_like_compressed_tar(const std::string& path);

// True when `path`'s name says it is an archive: .tar, .zip, .7z, .rar, .cpio, .iso, or a
// compressed tar (named_like_compressed_tar). Inside an archive, where members are not
// recognised by content, such a member is an archive inside an archive.
bool named_like_archive(const std::string& path);

// Reads the file's decompressed bytes into input.bytes, or says in input.error why they
// could not be read (over `max_size` bytes: reading stops there). Returns the compressed
// bytes read, for the progress bar.
std::uint64_t read_compressed_record(const std::string& path, std::uint64_t max_size, RawInput& input);

// True when `bytes` begin as gzip, bzip2, xz or zstd data do: how a record read from a
// pipe, which has no name to go by, is known to be compressed.
bool looks_compressed(std::string_view bytes);

// An archive member that is a single compressed record (a tar of .sgf.gz files): replaces
// input.bytes, its compressed data, with the record's text, decompressed in memory and
// at most `max_size` bytes, or says in input.error why it cannot.
void decompress_member(RawInput& input, std::uint64_t max_size);

}  // namespace kifu::batch
