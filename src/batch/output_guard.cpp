#include "batch/output_guard.hpp"

#include <filesystem>
#include <fstream>

#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include "batch/archive_reader.hpp"
#include "batch/compressed_file.hpp"
#include "batch/inputs.hpp"
#include "batch/output_file.hpp"

namespace kifu::batch {
namespace {
namespace fs = std::filesystem;

// The file a write to `path` makes, as OutputFile follows it (followed_links): a link whose
// target does not exist yet is written through, to its target, which weakly_canonical
// alone does not follow (a dangling `dl.db` to `ch/zz.sgf` put the store among the records
// of `ch`, read back as one by every later run).
std::string canonical(const std::string& path) {
    std::error_code ec;
    (void)fs::absolute(path, ec);
    return ec ? path : followed_links(path);
}

bool inside(const std::string& path, const std::string& folder) {
    return path.size() > folder.size() && path.compare(0, folder.size(), folder) == 0 &&
           (folder.back() == '/' || path[folder.size()] == '/');
}

// The first bytes of an existing regular file, or nothing.
std::optional<std::string> head_of(const std::string& path) {
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) return std::nullopt;
    std::ifstream in(path, std::ios::binary);
    std::string head(8000, '\0');  // as much as git reads to tell a binary file
    in.read(head.data(), static_cast<std::streamsize>(head.size()));
    head.resize(static_cast<std::size_t>(in.gcount()));
    return head;
}

// A record opens its game tree and first node within its first 64 bytes.
bool looks_like_sgf(std::string_view head) {
    head = head.substr(0, 64);
    if (head.starts_with("\xEF\xBB\xBF")) head.remove_prefix(3);
    const std::size_t start = head.find_first_not_of(" \t\r\n");
    return start != std::string_view::npos && head[start] == '(' &&
           head.find(';', start) != std::string_view::npos;
}

std::optional<OutputGuard::FileId> folder_id(const std::string& path) {
    struct stat st {};
    if (stat(path.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) return std::nullopt;
    return OutputGuard::FileId{static_cast<unsigned long long>(st.st_dev), static_cast<unsigned long long>(st.st_ino)};
}

}  // namespace

bool OutputGuard::lies_in(const std::string& canonical, const Known& folder, bool itself) {
    if (itself) return canonical == folder.canonical || (folder.id && folder_id(canonical) == folder.id);
    if (inside(canonical, folder.canonical)) return true;
    if (!folder.id) return false;
    // The folders on the way up to the root: names differ where a bind mount shows one
    // folder at two places, device and inode do not (`annotate games -o /mnt/bound` wrote
    // over the records it read).
    for (fs::path at = fs::path(canonical).parent_path(); !at.empty(); at = at.parent_path()) {
        if (folder_id(at.string()) == folder.id) return true;
        if (at == at.root_path()) break;
    }
    return false;
}

OutputGuard::OutputGuard(std::string glob) : glob_(std::move(glob)) {}

void OutputGuard::add_input(const std::string& path) {
    if (path == "-") {
        // A shell opens the output before kifu runs only for its own redirections; an
        // output kifu opens itself would truncate the file it is still reading.
        struct stat st {};
        if (fstat(STDIN_FILENO, &st) == 0 && S_ISREG(st.st_mode))
            standard_input_ = FileId{static_cast<unsigned long long>(st.st_dev), static_cast<unsigned long long>(st.st_ino)};
        return;
    }
    if (path.empty()) return;
    std::error_code ec;
    const bool folder = fs::is_directory(path, ec);
    known_.push_back({path, canonical(path), folder, "the input", folder ? folder_id(path) : std::nullopt});
}

void OutputGuard::add_store(const std::string& path) {
    if (path.empty()) return;
    for (const char* suffix : {"", "-wal", "-shm", "-journal"})
        known_.push_back({path + suffix, canonical(path + suffix), false, "the store", std::nullopt});
    known_.push_back({lock_file_of(path), canonical(lock_file_of(path)), false, "the store's lock", std::nullopt});
}

void OutputGuard::claim(const std::string& output, std::string_view option) {
    known_.push_back({output, canonical(output), false, std::string(option), std::nullopt});
}

std::optional<std::string> OutputGuard::clash(const std::string& output, const std::string& canonical_output,
                                              std::string_view option) const {
    std::error_code ec;
    struct stat st {};
    if (standard_input_ && stat(output.c_str(), &st) == 0 &&
        static_cast<unsigned long long>(st.st_dev) == standard_input_->device &&
        static_cast<unsigned long long>(st.st_ino) == standard_input_->inode)
        return fmt::format("{} '{}' would overwrite the input '-', the file on standard input", option, output);
    for (const Known& k : known_) {
        const bool same = canonical_output == k.canonical || fs::equivalent(output, k.path, ec);
        if (same && k.role != "the input" && k.role != "the store")
            return fmt::format("{} '{}' names the same file as {} '{}'", option, output, k.role, k.path);
        if (same) return fmt::format("{} '{}' would overwrite {} '{}'", option, output, k.role, k.path);
        // By the name written to as well as the name given: a link `dl.db` to `ch/zz.sgf`
        // writes the store as a record the next walk of `ch` reads.
        if (k.folder && lies_in(canonical_output, k, false) &&
            (name_matches(glob_, output) || is_compressed_record(glob_, output) ||
             name_matches(glob_, canonical_output) || is_compressed_record(glob_, canonical_output)))
            return fmt::format("{} '{}' lies in the input folder '{}', where it would be read as a game record", option,
                               output, k.path);
    }
    return std::nullopt;
}

std::optional<std::string> refuse_packed_name(const std::string& output, std::string_view option) {
    const bool archive = named_like_archive(output);
    if (!archive && !named_like_compressed(output)) return std::nullopt;
    return fmt::format("{} '{}' is named as {}, and kifu writes none: tools that go by the name (gunzip, tar, unzip) "
                       "could not read what it wrote there; give another name (and {} it afterwards)",
                       option, output, archive ? "an archive" : "a compressed file", archive ? "pack" : "compress");
}

std::optional<std::string> OutputGuard::refuse(const std::string& output, std::string_view option,
                                               OutputKind kind) const {
    if (output.empty() || output == "-") return std::nullopt;
    // A name ending in '/' is a folder's: where there is none, no file can be written
    // (it was a failed write, 74, "No such file or directory", blaming the disk).
    std::error_code ec;
    if (output.back() == '/' && !fs::is_directory(output, ec))
        return fmt::format("{} '{}' names a folder (it ends in '/'), and there is none: make it first, or give a "
                           "file name",
                           option, output);
    if (auto reason = clash(output, canonical(output), option)) return reason;
    const std::optional<std::string> head = head_of(output);
    if (!head) return refuse_packed_name(output, option);
    if (kind != OutputKind::store && head->starts_with(std::string_view("SQLite format 3\0", 16)))
        return fmt::format("{} '{}' would overwrite an SQLite database; give another file name, or remove it first",
                           option, output);
    const bool record = looks_like_sgf(*head) || name_matches(glob_, output) || is_compressed_record(glob_, output) ||
                        (looks_compressed(*head) && is_compressed_record("*.sgf", output));
    if (kind != OutputKind::sgf && record)
        return fmt::format("{} '{}' would overwrite a game record; give another file name, or remove it first",
                           option, output);
    // Recognised as the reader recognises them, by content: kifu writes no archive and no
    // compressed file, so such a file is someone's records (games.zip, games.tar.gz).
    switch (recognise_archive(output)) {
        case ArchiveContent::archive:
            return fmt::format("{} '{}' would overwrite an archive of game records; give another file name, or "
                               "remove it first",
                               option, output);
        case ArchiveContent::compressed_other:
            return fmt::format("{} '{}' would overwrite a compressed file, which kifu never writes; give another file "
                               "name, or remove it first",
                               option, output);
        case ArchiveContent::neither: break;
    }
    // Text outputs (CSV, SVG, pages, results files) never hold a NUL byte: a file that does
    // in its first 8000 bytes (git's and grep's test for a binary file) is no earlier output
    // of kifu's but someone's image, PDF or program, which `--csv c.png` replaced, exit 0.
    if (kind == OutputKind::text && head->find('\0') != std::string::npos)
        return fmt::format("{} '{}' would overwrite a binary file (an image, a document, a program: not text, which "
                           "kifu writes there); give another file name, or remove it first",
                           option, output);
    return refuse_packed_name(output, option);
}

std::optional<std::string> OutputGuard::refuse_standard_output(int fd) const {
    struct stat out {};
    if (fd < 0 || fstat(fd, &out) != 0 || !S_ISREG(out.st_mode)) return std::nullopt;
    const auto is_output = [&out](const struct stat& st) { return st.st_dev == out.st_dev && st.st_ino == out.st_ino; };
    // The file's name, as the kernel links it, for the messages and the folder walk; the
    // same file is found by device and inode, which hold even where the name cannot be had.
    const std::string path = canonical(fmt::format("/proc/self/fd/{}", fd));
    if (standard_input_ && static_cast<unsigned long long>(out.st_dev) == standard_input_->device &&
        static_cast<unsigned long long>(out.st_ino) == standard_input_->inode)
        return fmt::format("standard output '{}' is the file on standard input, the input '-': what is written would "
                           "overwrite what is read",
                           path);
    for (const Known& k : known_) {
        struct stat st {};
        if (stat(k.path.c_str(), &st) == 0 && is_output(st)) {
            if (k.role != "the input" && k.role != "the store")
                return fmt::format("standard output '{}' names the same file as {} '{}'", path, k.role, k.path);
            return fmt::format("standard output '{}' would overwrite {} '{}': the shell opened it for kifu's output; "
                               "send the output to another file",
                               path, k.role, k.path);
        }
        if (k.folder && lies_in(path, k, false) && (name_matches(glob_, path) || is_compressed_record(glob_, path)))
            return fmt::format("standard output '{}' lies in the input folder '{}', where it would be read as a game "
                               "record",
                               path, k.path);
    }
    return std::nullopt;
}

std::optional<std::string> OutputGuard::refuse_folder(const std::string& folder, std::string_view option) const {
    const std::string target = canonical(folder);
    // A file where the folder goes: nothing could be written under it (it was a failed
    // write, 74, for each record), and it may be an input or someone's file.
    std::error_code ec;
    if (!fs::exists(folder, ec)) {
        if (auto packed = refuse_packed_name(folder, option)) return packed;
        // `fix a.sgf b.sgf -o new.sgf` made a folder named like a record (meant as a file).
        if (name_matches(glob_, folder))
            return fmt::format("{} '{}' is named like a game record, but the records of several inputs, a folder or an "
                               "archive are written into a folder, each to a file of its own; give {} DIR",
                               option, folder, option);
    }
    if (fs::exists(folder, ec) && !fs::is_directory(folder, ec)) {
        const std::string what = clash(folder, target, option).value_or(
            fmt::format("{} '{}' is a file, not a folder", option, folder));
        return fmt::format("{}: the records of several inputs, a folder or an archive are written into a folder, "
                           "each to a file of its own; give {} DIR",
                           what, option);
    }
    for (const Known& k : known_) {
        if (!k.folder) continue;
        if (lies_in(target, k, true))
            return fmt::format("{} '{}' is the input folder '{}': what is written there would overwrite or join the "
                               "records it reads",
                               option, folder, k.path);
        if (lies_in(target, k, false))
            return fmt::format("{} '{}' lies in the input folder '{}', where what is written would be read as input",
                               option, folder, k.path);
    }
    return std::nullopt;
}

}  // namespace kifu::batch
