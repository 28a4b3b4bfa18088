#pragma once
// Records written one per input, for the commands that write SGF (annotate, fix): where
// an input found in a folder or an archive goes under the output folder, and a writer that
// gives every input a file of its own, whole or not at all, never over what the command
// reads.
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <string>

#include "base/exit_code.hpp"
#include "batch/inputs.hpp"
#include "batch/output_guard.hpp"

namespace kifu::cli {

// Where an input goes under `out_dir`: its path inside the folder `input_arg` names, or
// its member path inside an archive, or (a file named itself) its file name; without a
// compression suffix (the output is plain SGF: a.sgf.gz is written as a.sgf); never
// outside the output folder (nothing, then).
std::optional<std::filesystem::path> place_in(const std::filesystem::path& out_dir, const std::string& input_arg,
                                              const batch::RawInput& raw);

// The file under `out_dir` for an input found in a folder or an archive (place_in), its
// folders made. Nothing, the reason logged under `name` and `status` raised, when it has no
// place there (2), when a symbolic link already in `out_dir` would take it outside (into a
// folder the user did not name: 74, nothing written), or when its folder cannot be made (74);
// the reason, as logged, also in `why_not` when given.
std::optional<std::filesystem::path> folder_target(const std::filesystem::path& out_dir, const std::string& input_arg,
                                                   const batch::RawInput* raw, const std::string& name,
                                                   ExitCode& status, std::string* why_not = nullptr);

// Which file an input is, however it was named (a file given twice, as a file and inside
// a folder given too, through a symbolic link or a hard link): its device and inode; ""
// for what is no file. A run that writes a record per input writes one such file once.
// An archive's member: the archive's device and inode, the member's path, and which member
// of that path it is (an archive may hold two of one path, each a record of its own):
// `occurrences` counts them over one argument's reading, so an archive named twice gives
// the same keys both times and is read once.
std::string same_file_key(const batch::RawInput& raw, std::map<std::string, int>& occurrences);

// The records of one run: each input gets its own file, however its name was written
// (dup.sgf, ./dup.sgf and sub//dup.sgf in one archive are three files: dup.sgf,
// dup-2.sgf, dup-3.sgf), whole or not at all, never over what the command reads, and over
// a record already there only when it is an earlier output of this input (a second run
// replaces it; earlier_output.hpp), never over a record of another game or someone's own
// copy of the same one.
class RecordWriter {
public:
    explicit RecordWriter(const batch::OutputGuard& guard) : guard_(guard) {}

    // Writes `text` to `target`, or to the first free "STEM-N.EXT" beside it (the path
    // used in `written_as`); a status other than ok (the reason logged, and kept in `why_not`
    // when given) when it cannot.
    // Where several inputs of a run share a name, which one an earlier run wrote as "STEM-2"
    // depends on the order they were given in: a record goes where an earlier run wrote it
    // (the first of target, STEM-2, ... not yet taken in this run that holds an earlier
    // output of it), so giving the same inputs in another order keeps their names.
    ExitCode write(std::filesystem::path target, const std::string& text, const std::string& name,
                   std::string* written_as = nullptr, std::string* why_not = nullptr);

    [[nodiscard]] std::size_t written() const { return written_; }
    // Records refused or failed: the run's summary says so beside what was written.
    [[nodiscard]] std::size_t not_written() const { return not_written_; }
    // A record folder_target could not place (its error said why): not written either.
    void not_placed() { ++not_written_; }
    // Temporary files (".NAME.kifu-XXXXXX") that a kifu killed outright (SIGKILL, a power
    // cut) left beside a file this run wrote, removed as a merge removes its own
    // (batch::remove_orphaned_outputs: unheld, quiet for a minute, 0600, this user's).
    [[nodiscard]] std::size_t temporaries_removed() const { return temporaries_removed_; }

private:
    void remove_left_temporaries(const std::filesystem::path& target);

    const batch::OutputGuard& guard_;
    // Per folder written to, the names that have a left temporary beside them: each folder
    // is listed once, so a run of many records reads it once, not once per record.
    std::map<std::string, std::set<std::string>> left_temporaries_;
    std::size_t temporaries_removed_ = 0;
    std::set<std::string> used_;
    std::size_t written_ = 0;
    std::size_t not_written_ = 0;
};

}  // namespace kifu::cli
