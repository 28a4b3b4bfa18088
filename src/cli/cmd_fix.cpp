// `kifu fix IN... -o OUT`: each record written back as clean FF[4] (sgf/fix_record.hpp),
// with a report of every change (line:column, old and new value, why) and of what was
// left as it was. Folders and archives are written under -o DIR at their own paths, one
// output per input, never over an input; --dry-run reports without writing.
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <iterator>
#include <map>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <vector>

#include <spdlog/spdlog.h>

#include "batch/inputs.hpp"
#include "batch/named_folders.hpp"
#include "batch/output_guard.hpp"
#include "cli/commands.hpp"
#include "cli/record_files.hpp"
#include "report/fix_report.hpp"
#include "sgf/fix_record.hpp"

namespace kifu::cli {
namespace {

struct FixOptions {
    std::vector<std::string> inputs;
    std::string output;
    bool dry_run = false;
    Format format = Format::text;
    batch::InputOptions reading;
};

struct Counts {
    std::size_t records = 0, changes = 0, clean = 0, with_left = 0, unreadable = 0;
};

class FixRun {
public:
    FixRun(const FixOptions& o, const CommandContext& context, const batch::OutputGuard& guard, bool into_folder)
        : o_(o), report_(o.output == "-" ? context.err : context.out), out_(context.out), writer_(guard),
          into_folder_(into_folder) {}

    // One input's bytes: fixed, written where it goes, reported.
    void fix(const std::string& name, std::string bytes, const std::string& input_arg, const batch::RawInput* raw) {
        sgf::FixedRecord fixed;
        // A record too large for the memory there is: its error alone, and the run goes on
        // (it stopped the run, the later inputs never read, with a message naming no file).
        try {
            fixed = sgf::fix_record(name, std::move(bytes));
        } catch (const std::bad_alloc&) {
            unreadable(name, "not enough memory to fix it");
            return;
        }
        ++counts_.records;
        std::optional<std::string> written;
        std::string not_written;  // why a fixed record was not written, as logged
        if (fixed.text.empty()) {
            ++counts_.unreadable;
            status_ = worst(status_, ExitCode::bad_input);
        } else {
            counts_.changes += fixed.change_count();
            if (fixed.left_count() > 0) {
                ++counts_.with_left;
                status_ = worst(status_, ExitCode::warnings);
            } else if (fixed.change_count() == 0) {
                ++counts_.clean;
            }
            if (!o_.dry_run) written = write(name, fixed.text, input_arg, raw, not_written);
        }
        if (o_.format == Format::json) report::write_fix_json(report_, name, written, fixed, not_written);
        else report::write_fix_text(report_, name, written, fixed);
    }

    void unreadable(const std::string& name, const std::string& error) {
        ++counts_.records;
        ++counts_.unreadable;
        status_ = worst(status_, ExitCode::bad_input);
        sgf::FixedRecord nothing;
        nothing.errors.push_back({Severity::error, {}, error});
        if (o_.format == Format::json) report::write_fix_json(report_, name, std::nullopt, nothing);
        else report::write_fix_text(report_, name, std::nullopt, nothing);
    }

    void stop_with(ExitCode status) { status_ = worst(status_, status); }
    [[nodiscard]] ExitCode status() const { return status_; }
    [[nodiscard]] const Counts& counts() const { return counts_; }
    [[nodiscard]] std::size_t not_written() const { return writer_.not_written(); }
    [[nodiscard]] std::size_t temporaries_removed() const { return writer_.temporaries_removed(); }

private:
    std::optional<std::string> write(const std::string& name, const std::string& text, const std::string& input_arg,
                                     const batch::RawInput* raw, std::string& why_not) {
        if (o_.output == "-") {
            out_ << text << std::flush;
            return std::string("-");
        }
        std::filesystem::path target = o_.output;
        const bool folder = into_folder_ || (raw != nullptr && !raw->archive.empty());
        if (folder) {
            const auto placed = folder_target(o_.output, input_arg, raw, name, status_, &why_not);
            if (!placed) {
                writer_.not_placed();
                return std::nullopt;
            }
            target = *placed;
        }
        std::string written_as;
        const ExitCode s = writer_.write(target, text, name, &written_as, &why_not);
        status_ = worst(status_, s);
        if (s != ExitCode::ok) return std::nullopt;
        return written_as;
    }

    const FixOptions& o_;
    std::ostream& report_;
    std::ostream& out_;
    RecordWriter writer_;
    bool into_folder_;
    Counts counts_;
    ExitCode status_ = ExitCode::ok;
};

std::string read_stdin() {
    std::ios::sync_with_stdio(false);
    return {std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
}

ExitCode run_fix(const FixOptions& o, const CommandContext& context) {
    if (o.output.empty() && !o.dry_run) {
        spdlog::error("kifu fix: give -o OUT (a file, or a folder for several inputs), or --dry-run");
        return ExitCode::usage;
    }
    batch::OutputGuard guard(o.reading.glob);
    bool into_folder = o.inputs.size() > 1;
    for (const std::string& input : o.inputs) {
        guard.add_input(input);
        std::error_code ec;
        into_folder |= input != "-" && std::filesystem::is_directory(input, ec);
    }
    // The records (-o -) or the report go to standard output.
    if (standard_output_refused(guard, context.out_fd, "kifu fix")) return ExitCode::usage;
    // -o naming a folder that exists takes even one record, as cp does (it was a failed write, 74).
    std::error_code out_ec;
    into_folder |= !o.output.empty() && o.output != "-" && std::filesystem::is_directory(o.output, out_ec);
    if (!o.dry_run) {
        if (o.output == "-" && into_folder) {
            spdlog::error("kifu fix: several records are written into a folder: give -o DIR");
            return ExitCode::usage;
        }
        // A record goes into a folder under its file name, and standard input has none:
        // said before anything is read, as a usage error (it was "cannot place it", exit 2,
        // blaming the input).
        if (o.output != "-" && into_folder && std::find(o.inputs.begin(), o.inputs.end(), "-") != o.inputs.end()) {
            spdlog::error("kifu fix: -o {} is a folder, and a record on standard input has no file name to be "
                          "written under in it: give -o FILE for it",
                          o.output);
            return ExitCode::usage;
        }
        if (o.output != "-") {
            const auto refused = into_folder ? guard.refuse_folder(o.output, "-o")
                                             : guard.refuse(o.output, "-o", batch::OutputKind::sgf);
            if (refused) {
                spdlog::error("kifu fix: {}", *refused);
                return ExitCode::usage;
            }
        }
    }
    FixRun run(o, context, guard, into_folder);
    // A file given twice, or as a file and inside a folder given too, is one input: fixed and
    // written once (it was written again as name-2.sgf, name-3.sgf). By device and inode, so
    // a symbolic or hard link to it is the same file.
    std::map<std::string, std::string> first_name_of;
    batch::NamedFolders folders;
    bool archive_checked = into_folder || o.dry_run || o.output == "-";   // standard output takes every record
    for (const std::string& input : o.inputs) {
        if (input == "-") {
            run.fix("<stdin>", read_stdin(), input, nullptr);
            continue;
        }
        if (const std::optional<std::string> first = folders.named_before(input)) {
            spdlog::warn("{}: the same folder as {}, fixed once", input, *first);
            continue;
        }
        std::map<std::string, int> occurrences;   // of a member's path, in this argument's reading
        batch::enumerate_inputs({input}, o.reading, std::cin, {}, [&](batch::RawInput&& raw) {
            if (!raw.error.empty()) {
                run.unreadable(raw.path, raw.error);
                return true;
            }
            if (!archive_checked && !raw.archive.empty()) {   // an archive's records go under -o DIR
                archive_checked = true;
                if (const auto refused = guard.refuse_folder(o.output, "-o")) {
                    spdlog::error("kifu fix: {}", *refused);
                    run.stop_with(ExitCode::usage);
                    return false;
                }
            }
            const std::string name = raw.path;
            if (const std::string key = same_file_key(raw, occurrences); !key.empty()) {
                const auto [first, added] = first_name_of.emplace(key, name);
                if (!added) {
                    spdlog::warn("{}: the same file as {}, fixed once", name, first->second);
                    return true;
                }
            }
            std::string bytes = std::move(raw.bytes);
            run.fix(name, std::move(bytes), input, &raw);
            return true;
        }, nullptr, [](const std::string& path, const std::string& first, std::string_view what) {  // a hard link in a folder
            spdlog::warn("{}: the same {} as {}, fixed once", path, what, first);
        });
    }
    const Counts& c = run.counts();
    if (c.records > 1)
        spdlog::warn("kifu fix: {} records: {} changes in all; {} already clean, {} with something left as it was, {} "
                     "unreadable{}",
                     c.records, c.changes, c.clean, c.with_left, c.unreadable,
                     o.dry_run            ? " (dry run: nothing written)"
                     : run.not_written() ? fmt::format("; {} not written (the errors above say why)", run.not_written())
                                          : std::string());
    if (run.temporaries_removed() > 0)
        spdlog::info("kifu fix: removed {} temporary file{} (.NAME.kifu-XXXXXX) that a kifu killed outright left "
                     "beside the records written",
                     run.temporaries_removed(), run.temporaries_removed() == 1 ? "" : "s");
    return run.status();
}

}  // namespace

void setup_fix(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<FixOptions>();
    CLI::App* fix = app.add_subcommand(
        "fix", "Write each record back as clean FF[4] (UTF-8, FF[4] names, escapes and normal forms, every reader "
               "repair), with a report of each change and of what was left as it was");
    fix->footer(
        "Exit status:\n"
        "  0  every record written clean\n"
        "  1  something was left as it was (the report says what)\n"
        "  2  some input unreadable (the others were fixed)\n"
        "  64  usage error, or an output that would overwrite an input (standard output included)\n"
        "  74  an output could not be written (disk full, permission), standard output included: the files kifu "
        "writes are left whole or as they were\n"
        "When several apply: 64, then 74, then 2, then 1. See kifu(1), EXIT STATUS.");
    fix->add_option("inputs", options->inputs,
                    "SGF files, folders (searched recursively), archives, or '-' for standard input")
        ->required()
        ->type_name("FILE");
    fix->add_option("-o,--output", options->output,
                    "Where to write: a file for one record ('-': standard output), a folder for several, or for a "
                    "folder or an archive (each record at its own path under it); a folder that exists takes even one "
                    "(not one on standard input, which has no file name)")
        ->type_name("FILE");
    fix->add_flag("--dry-run", options->dry_run, "Report what would change, write nothing");
    fix->add_option("--format", options->format, "Report format: text (default) or json (one object per record)")
        ->transform(CLI::CheckedTransformer(std::map<std::string, Format>{{"text", Format::text}, {"json", Format::json}},
                                            CLI::ignore_case)
                        .description(""))
        ->type_name("text|json");
    fix->add_option("--glob", options->reading.glob,
                    "Which files of folders and members of archives to fix (default '*.sgf', case-insensitive)")
        ->type_name("PATTERN");
    fix->callback([options, &context] {
        context.run = [options, &context] { return run_fix(*options, context); };
    });
}

}  // namespace kifu::cli
