#include "sgf/reader.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <optional>
#include <string>

#include "sgf/binary_data.hpp"
#include "sgf/charset.hpp"
#include "sgf/collection_charset.hpp"
#include "sgf/utf8_reader.hpp"

namespace kifu::sgf {
namespace {

FileOutcome failed(std::string message) {
    FileOutcome outcome;
    outcome.diagnostics.push_back({Severity::error, {}, std::move(message)});
    return outcome;
}

std::string human_size(std::size_t bytes) {
    return std::to_string(bytes >> 20) + " MiB";
}

// A later game that declares another charset than the file was read in says so
// (collection_charset.hpp).
void warn_of_another_charset(GameRecord& game, const std::string& file_charset, bool strict) {
    const std::optional<OtherCharset> declared = declares_another_charset(game, file_charset);
    if (!declared) return;
    game.diagnostics.push_back(
        {strict ? Severity::error : Severity::warning, declared->where,
         "CA[" + declared->shown + "] differs from the charset the file was read in (" + file_charset +
             ", from its first game): a file is read in one charset, so this game's text may be garbled; "
             "split the collection to read each game in its own"});
}

}  // namespace

FileOutcome read_sgf_bytes(std::string name, std::string bytes, const ReadOptions& options,
                           const GameHandler& on_game) {
    if (bytes.empty()) return failed("empty file");
    if (bytes.size() > options.limits.max_file_bytes)
        return failed("file is larger than the limit of " + human_size(options.limits.max_file_bytes));

    // Before any charset work: detecting and converting 20 MB of noise took seconds. UTF-16's
    // ASCII comes with a zero byte each, so it is asked of the converted text instead.
    // (Text rarely looks binary, so the UTF-16 question is seldom asked.)
    const bool binary_bytes = looks_binary(bytes) && !nul_padded_text(bytes);
    const bool utf16 = binary_bytes && looks_like_utf16(bytes);
    if (binary_bytes && !utf16) return failed("binary data, not an SGF file");
    DecodedText decoded = decode_to_utf8(std::move(bytes));
    if (utf16 && looks_binary(decoded.utf8)) return failed("binary data, not an SGF file");
    std::string guess = std::move(decoded.guess);
    const std::size_t replaced = decoded.replaced;
    const std::string file_charset = decoded.charset;
    const GameHandler each_game = [&](GameRecord&& game) {
        warn_of_another_charset(game, file_charset, options.strict);
        on_game(std::move(game));
    };
    FileOutcome outcome = read_sgf_utf8(std::move(name), std::move(decoded.utf8), std::move(decoded.charset),
                                        std::move(decoded.warnings), options, each_game);
    outcome.charset_guess = std::move(guess);
    outcome.bytes_replaced = replaced;
    return outcome;
}

FileOutcome read_sgf_file(const std::string& path, const ReadOptions& options, const GameHandler& on_game) {
    std::string bytes;
    const std::size_t limit = options.limits.max_file_bytes;
    if (path == "-") {
        std::ios::sync_with_stdio(false);
        char chunk[1 << 16];
        while (std::cin.read(chunk, sizeof chunk) || std::cin.gcount() > 0) {
            bytes.append(chunk, static_cast<std::size_t>(std::cin.gcount()));
            if (bytes.size() > limit) return failed("input is larger than the limit of " + human_size(limit));
        }
        return read_sgf_bytes("<stdin>", std::move(bytes), options, on_game);
    }
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) return failed("is a directory");
    std::ifstream in(path, std::ios::binary);
    if (!in) return failed(std::string("cannot open: ") + std::strerror(errno));
    in.seekg(0, std::ios::end);
    const std::streamoff size = in.tellg();
    if (size < 0) return failed("cannot read (not a regular file?)");
    if (static_cast<std::size_t>(size) > limit)
        return failed("file is larger than the limit of " + human_size(limit));
    bytes.resize(static_cast<std::size_t>(size));
    in.seekg(0, std::ios::beg);
    if (!in.read(bytes.data(), size)) return failed(std::string("cannot read: ") + std::strerror(errno));
    return read_sgf_bytes(path, std::move(bytes), options, on_game);
}

}  // namespace kifu::sgf
