#include "cli/record_files.hpp"

#include <fstream>
#include <optional>
#include <sstream>
#include <vector>

#include <climits>

#include <sys/stat.h>

#include <spdlog/spdlog.h>

#include "batch/compressed_file.hpp"
#include "batch/output_file.hpp"
#include "cli/earlier_output.hpp"

namespace kifu::cli {

std::optional<std::filesystem::path> place_in(const std::filesystem::path& out_dir, const std::string& input_arg,
                                              const batch::RawInput& raw) {
    namespace fs = std::filesystem;
    fs::path relative = raw.archive.empty() ? fs::path(raw.path).lexically_relative(input_arg) : fs::path(raw.member);
    relative = relative.lexically_normal();
    if (relative == ".") relative = fs::path(raw.path).filename();   // a file named itself
    if (relative.empty() || relative.is_absolute() || *relative.begin() == "..") return std::nullopt;
    if (batch::is_compressed_record("*", relative.string())) relative.replace_extension();
    return out_dir / relative;
}

namespace {

// Why the file already at `target` may not be replaced by `text`, or "" (earlier_output.hpp).
// An empty file holds nothing to lose.
std::string kept_from_replacing(const std::filesystem::path& target, const std::string& text) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(target, ec) || std::filesystem::file_size(target, ec) == 0) return {};
    std::ifstream in(target, std::ios::binary);
    std::ostringstream old;
    old << in.rdbuf();
    return why_not_replaced(target.string(), old.str(), text);
}

// The file at `target` holds `text`, byte for byte.
bool holds_exactly(const std::filesystem::path& target, const std::string& text) {
    std::error_code ec;
    if (std::filesystem::file_size(target, ec) != text.size() || ec) return false;
    std::ifstream in(target, std::ios::binary);
    std::string there(text.size(), '\0');
    in.read(there.data(), static_cast<std::streamsize>(there.size()));
    return in.gcount() == static_cast<std::streamsize>(text.size()) && there == text;
}

// `path` lies inside `folder` once every symbolic link that exists on the way is followed.
bool resolves_inside(const std::filesystem::path& path, const std::filesystem::path& folder) {
    std::error_code ec;
    const std::filesystem::path resolved = std::filesystem::weakly_canonical(std::filesystem::absolute(path, ec), ec);
    if (ec) return false;
    const std::filesystem::path base = std::filesystem::weakly_canonical(std::filesystem::absolute(folder, ec), ec);
    if (ec) return false;
    const std::filesystem::path relative = resolved.lexically_relative(base);
    return !relative.empty() && *relative.begin() != ".." && relative != ".";
}

// A part of the path longer than a file name may be (NAME_MAX bytes): no file has it, and
// resolving it fails, which read as a link leading outside.
bool has_too_long_part(const std::filesystem::path& path) {
    for (const std::filesystem::path& part : path)
        if (part.native().size() > NAME_MAX) return true;
    return false;
}

}  // namespace

std::optional<std::filesystem::path> folder_target(const std::filesystem::path& out_dir, const std::string& input_arg,
                                                   const batch::RawInput* raw, const std::string& name,
                                                   ExitCode& status, std::string* why_not) {
    // Logged as "NAME: error: WHY", and WHY kept for the caller's report.
    const auto fail = [&](ExitCode code, const std::string& why) {
        spdlog::error("{}: error: {}", name, why);
        if (why_not != nullptr) *why_not = why;
        status = worst(status, code);
        return std::nullopt;
    };
    const auto placed = raw != nullptr ? place_in(out_dir, input_arg, *raw) : std::nullopt;
    if (!placed) {
        // Why, where the record has a path to place: an archive member's `../../a.sgf` or
        // `/etc/a.sgf` would land outside the output folder.
        const std::string why = raw != nullptr && !raw->archive.empty()
                                    ? fmt::format(": its path in the archive ({}) is absolute or leads outside it",
                                                  raw->member)
                                    : std::string();
        return fail(ExitCode::bad_input, fmt::format("cannot place it under {}{}", out_dir.string(), why));
    }
    if (has_too_long_part(*placed)) {
        return fail(ExitCode::output_failed,
                    fmt::format("not written: a part of its name is longer than the {} bytes a file name may have",
                                NAME_MAX));
    }
    if (!resolves_inside(*placed, out_dir)) {
        return fail(ExitCode::output_failed, fmt::format("not written: {} leads outside {} (a symbolic link in it)",
                                                         placed->string(), out_dir.string()));
    }
    std::error_code ec;
    std::filesystem::create_directories(placed->parent_path(), ec);
    if (ec) {
        return fail(ExitCode::output_failed, fmt::format("cannot place it under {}: {}", out_dir.string(), ec.message()));
    }
    return placed;
}

std::string same_file_key(const batch::RawInput& raw, std::map<std::string, int>& occurrences) {
    const std::string& file = raw.archive.empty() ? raw.path : raw.archive;
    struct stat st {};
    if (file.empty() || ::stat(file.c_str(), &st) != 0) return {};
    const std::string key = std::to_string(st.st_dev) + ":" + std::to_string(st.st_ino);
    if (raw.archive.empty()) return key;
    // Two members of one path (dup.sgf twice) are two records: the n-th of them is n.
    const std::string member = key + ":" + raw.member;
    return member + "#" + std::to_string(++occurrences[member]);
}

void RecordWriter::remove_left_temporaries(const std::filesystem::path& target) {
    namespace fs = std::filesystem;
    const std::string folder = target.parent_path().empty() ? "." : target.parent_path().string();
    auto [names, first] = left_temporaries_.try_emplace(folder);
    if (first) {
        std::error_code ec;
        for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec))
            if (std::string output = batch::output_of_temporary(it->path().filename().string()); !output.empty())
                names->second.insert(std::move(output));
    }
    // A record's text begins with "(" (or the file was left empty).
    if (names->second.erase(target.filename().string()) > 0)
        temporaries_removed_ += batch::remove_orphaned_outputs(target.string(), "(");
}

ExitCode RecordWriter::write(std::filesystem::path target, const std::string& text, const std::string& name,
                             std::string* written_as, std::string* why_not) {
    const auto fail = [&](ExitCode code, const std::string& why) {
        spdlog::error("{}: error: {}", name, why);
        if (why_not != nullptr) *why_not = why;
        ++not_written_;
        return code;
    };
    const std::string wanted = target.lexically_normal().string();
    target = target.lexically_normal();
    const auto numbered = [&](int n) {
        std::filesystem::path path = target;
        if (n > 1)
            path.replace_filename(std::filesystem::path(wanted).stem().string() + "-" + std::to_string(n) +
                                  std::filesystem::path(wanted).extension().string());
        return path;
    };
    // The names this record may take, in order, up to the first free one: the first not
    // taken in this run, unless a later one (before a free one) holds its earlier output.
    // A file that holds exactly what this run writes is this record's own earlier output,
    // wherever it is in the row: taken before one that only could be (an earlier output of
    // the same game with less in it). `fix c1 c4 -o co`, then `fix c4 c1 -o co`, where c4's
    // a.sgf is c1's with a comment more, gave c4's record c1's co/a.sgf: c1's was lost.
    std::optional<std::filesystem::path> first_untaken, replaceable;
    for (int n = 1;; ++n) {
        const std::filesystem::path candidate = numbered(n);
        if (used_.contains(candidate.string())) continue;
        if (!first_untaken) first_untaken = candidate;
        std::error_code ec;
        if (!std::filesystem::exists(std::filesystem::symlink_status(candidate, ec))) break;
        if (!std::filesystem::is_regular_file(std::filesystem::symlink_status(candidate, ec)) ||
            std::filesystem::file_size(candidate, ec) == 0)
            continue;
        if (holds_exactly(candidate, text)) {
            replaceable = candidate;
            break;
        }
        if (!replaceable && kept_from_replacing(candidate, text).empty()) replaceable = candidate;
    }
    target = replaceable ? *replaceable : *first_untaken;
    if (target.string() != wanted)
        spdlog::warn("{}: written as {}: {} is another input's of this run or an earlier run's", name,
                     target.string(), wanted);
    if (const auto refused = guard_.refuse(target.string(), "-o", batch::OutputKind::sgf))
        return fail(ExitCode::usage, *refused);
    // A name refused here stays free for this run: it may hold the earlier output of a
    // later input, which takes it back. Taken, that input went on to "STEM-2" and its game
    // stood twice in the folder (a folder added to a rerun: `fix q -o out`, then `fix p q`).
    // A file the loop found replaceable was checked there; only the first untaken name is
    // read again here (it may hold what may not be replaced).
    if (const std::string kept = replaceable ? std::string() : kept_from_replacing(target, text); !kept.empty())
        return fail(ExitCode::usage,
                    fmt::format("-o '{}' {}; give another file name, or remove it first", target.string(), kept));
    used_.insert(target.string());
    remove_left_temporaries(target);
    try {
        batch::write_output_file(target.string(), text);
    } catch (const batch::OutputError& e) {
        return fail(ExitCode::output_failed, e.what());
    }
    ++written_;
    if (written_as != nullptr) *written_as = target.string();
    return ExitCode::ok;
}

}  // namespace kifu::cli
