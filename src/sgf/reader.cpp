#include "sgf/reader.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>

#include "sgf/charset.hpp"
#include "sgf/source_text.hpp"
#include "sgf/tokenize.hpp"
#include "sgf/tree_builder.hpp"

namespace kifu::sgf {
namespace {

FileOutcome failed(std::string message) {
    FileOutcome outcome;
    outcome.diagnostics.push_back({Severity::error, {}, std::move(message)});
    return outcome;
}

// Text has few control characters (UTF-16 was converted before this check); images,
// archives and executables have them everywhere. A stray NUL in a text file (SGFC's test
// files have one) does not make it binary.
bool looks_binary(std::string_view text) {
    const std::string_view head = text.substr(0, 8192);
    // Branch-free, so the compiler vectorises it: every file goes through this loop.
    unsigned controls = 0;
    for (char ch : head) {
        const auto c = static_cast<unsigned char>(ch);
        const bool allowed = (static_cast<unsigned>(c - '\t') <= '\r' - '\t') | (c == 0x1a);  // \t \n \v \f \r, DOS EOF
        controls += static_cast<unsigned>((c < 0x20) & !allowed);
    }
    return std::size_t{controls} * 20 > head.size();
}

void make_strict(Diagnostics& diagnostics) {
    for (Diagnostic& d : diagnostics) d.severity = Severity::error;
}

std::string human_size(std::size_t bytes) {
    return std::to_string(bytes >> 20) + " MiB";
}

}  // namespace

FileOutcome read_sgf_bytes(std::string name, std::string bytes, const ReadOptions& options,
                           const GameHandler& on_game) {
    if (bytes.empty()) return failed("empty file");
    if (bytes.size() > options.limits.max_file_bytes)
        return failed("file is larger than the limit of " + human_size(options.limits.max_file_bytes));

    DecodedText decoded = decode_to_utf8(std::move(bytes));
    if (looks_binary(decoded.utf8)) return failed("binary data, not an SGF file");

    auto source = std::make_shared<SourceText>(std::move(name), std::move(decoded.utf8), decoded.charset);
    GameHandler handler = on_game;
    if (options.strict)
        handler = [&on_game](GameRecord&& game) {
            make_strict(game.diagnostics);
            on_game(std::move(game));
        };
    TreeBuilder builder(source, options.limits, handler);
    for (std::string& warning : decoded.warnings) builder.add_file_warning(std::move(warning));

    tokenize(source->text(), builder);
    builder.finish();

    FileOutcome outcome;
    outcome.charset = decoded.charset;
    outcome.games = builder.games_emitted();
    outcome.diagnostics = builder.take_file_diagnostics();
    if (outcome.games == 0) outcome.diagnostics.push_back({Severity::error, {}, "no SGF game tree found"});
    if (options.strict) make_strict(outcome.diagnostics);
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
