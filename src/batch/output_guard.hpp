#pragma once
// Outputs never destroy inputs. A command names what it reads (files, folders, archives,
// the --db store) and asks, before any work, whether each file it will write is one of
// them, lies among the files a folder walk would read, or already holds something that is
// not this kind of output (a game record, an SQLite database). A typo such as
// `kifu batch --csv games/*.sgf` would otherwise overwrite the first game.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kifu::batch {

// What kind of file an output is: an SGF output may replace an SGF file (annotating into
// the same -o again), no other may.
enum class OutputKind { text, sgf, store };

// kifu writes plain files and folders, never a compressed file or an archive: an output
// named as one (scores.csv.gz, fixed.tar.gz) would be plain text, or a folder, under a
// name gunzip, tar and unzip go by (`fix a.sgf.gz -o b.sgf.gz` wrote plain text zcat
// refused; `fix games.tar.gz -o fixed.tar.gz` made a folder of that name). Why such a
// name is refused, or empty. OutputGuard::refuse and refuse_folder (for a folder not made
// yet) ask it; a folder that exists is the user's, whatever its name.
[[nodiscard]] std::optional<std::string> refuse_packed_name(const std::string& output, std::string_view option);

class OutputGuard {
public:
    // Which file: the same however it is reached (links, bind mounts).
    struct FileId {
        unsigned long long device = 0, inode = 0;
        friend bool operator==(const FileId&, const FileId&) = default;
    };

    // `glob`: which files of a folder are read (InputOptions::glob).
    explicit OutputGuard(std::string glob = "*.sgf");

    // A file, folder or archive the command reads. "-" is standard input: when it is a
    // file (`kifu batch - --csv list.txt < list.txt`), that file is an input too.
    void add_input(const std::string& path);
    // The --db store (with its -wal and -shm files).
    void add_store(const std::string& path);

    // Empty when `output` may be written; else why not, naming both paths:
    // "--csv 'games/a.sgf' would overwrite the input 'games/a.sgf'". `option` names the
    // output the way the user gave it ("--csv", "-o", "the page for game.sgf").
    [[nodiscard]] std::optional<std::string> refuse(const std::string& output, std::string_view option,
                                                    OutputKind kind = OutputKind::text) const;
    // A folder that files will be written into (-d, annotate -o DIR): refused when it is
    // an input folder or lies inside one (what is written there would be read as input),
    // and when it is a file (an input, notes.txt: nothing can go under it) or, not made
    // yet, is named like a record (`-o new.sgf` for several inputs); each file
    // written there is still checked with refuse().
    [[nodiscard]] std::optional<std::string> refuse_folder(const std::string& folder, std::string_view option) const;

    // Empty when what a command prints on the file descriptor `fd` (standard output) may
    // go there; else why not. The shell opened that file before kifu ran (`kifu fix t.sgf
    // -o - >> t.sgf`, `1<>t.sgf`), so kifu cannot choose where it goes, only refuse: a
    // regular file that is an input, the store, a claimed output, or a file a folder walk
    // would read. A terminal, a pipe, /dev/null or any other file is no clash. -1: not the
    // process's own standard output (a test's stream), never refused.
    [[nodiscard]] std::optional<std::string> refuse_standard_output(int fd) const;

    // Remembers an output already allowed, so that a second output to the same file is
    // refused ("--csv and --db name the same file").
    void claim(const std::string& output, std::string_view option);

private:
    struct Known {
        std::string path;      // as the user gave it
        std::string canonical; // absolute, symbolic links resolved as far as they exist
        bool folder = false;
        std::string role;      // "the input", "the store", or an option for a claimed output
        std::optional<FileId> id;  // a folder's device and inode, when it exists
    };
    [[nodiscard]] std::optional<std::string> clash(const std::string& output, const std::string& canonical,
                                                   std::string_view option) const;
    // Whether `canonical` (a path as canonical() gives it) is `folder` itself (`itself`) or
    // lies under it: by name, or by the device and inode of a folder on its way, which
    // also finds the folder through a bind mount or a second mount of its file system.
    [[nodiscard]] static bool lies_in(const std::string& canonical, const Known& folder, bool itself);
    std::string glob_;
    std::vector<Known> known_;
    std::optional<FileId> standard_input_;  // the regular file on standard input, if one is read
};

}  // namespace kifu::batch
