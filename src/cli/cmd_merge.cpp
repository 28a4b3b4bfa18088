// `kifu merge OUT.db IN.db...`: the SQLite stores of several `kifu batch --db` runs (the
// shards of one archive, run on different machines) merged into one. JSON Lines outputs
// need no tool: `cat` them.
#include <spdlog/spdlog.h>

#include <filesystem>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "batch/output_file.hpp"
#include "batch/output_guard.hpp"
#include "batch/sqlite_merge.hpp"
#include "cli/commands.hpp"

namespace kifu::cli {

void setup_merge(CLI::App& app, CommandContext& context) {
    struct MergeOptions {
        std::string out;
        std::vector<std::string> ins;
    };
    auto options = std::make_shared<MergeOptions>();
    CLI::App* merge = app.add_subcommand("merge", "Merge the SQLite results of several `kifu batch --db` runs into one");
    // 130 in merge's own words: batch's (lines whole, the store committed) do not apply.
    std::string footer =
        exit_status_footer({ExitCode::ok, ExitCode::bad_input, ExitCode::usage, ExitCode::interrupted}, {.strict = false});
    const std::size_t batch_words = footer.find("\n  130  ") + 1;
    footer.replace(batch_words, footer.find('\n', batch_words) - batch_words,
                   "  130  stopped by Ctrl-C (SIGINT): out.db left as it was (or none), its temporary copy removed");
    merge->footer(footer);
    merge->add_option("out", options->out,
                      "The database to merge into (created when missing; a symbolic link is followed, a file "
                      "with other names, or one another program has open, refused); merges into one database run one "
                      "at a time")
        ->required()
        ->type_name("FILE");
    // Checked when the merge runs, so the message names the file and the run's status is 2.
    merge->add_option("in", options->ins, "The databases to merge from")->required()->type_name("FILE");
    merge->callback([options, &context] {
        context.run = [options] {
            // Before the output is opened (which creates it): an input that is the output
            // is a usage error, a missing input leaves no empty store behind.
            batch::OutputGuard guard;
            for (const std::string& in : options->ins) guard.add_input(in);
            if (const auto refused = guard.refuse(options->out, "merge's output", batch::OutputKind::store)) {
                spdlog::error("kifu merge: {}", *refused);
                return ExitCode::usage;
            }
            for (const std::string& in : options->ins) {
                if (const std::string why = batch::not_a_store_file(in); !why.empty()) {
                    spdlog::error("kifu merge: cannot open database {}: {}", in, why);
                    return ExitCode::bad_input;
                }
            }
            try {
                const batch::MergeCounts n = batch::merge_stores(options->out, options->ins, [&] {
                    spdlog::warn("kifu merge: waiting for the merges and batch runs into {} to finish", options->out);
                });
                spdlog::info("merged into {}: {} runs, {} inputs, {} games; {} inputs already there; {} games' "
                             "duplicate_of changed by the games merged with them",
                             options->out, n.runs, n.inputs, n.games, n.inputs_skipped, n.duplicates_changed);
                if (n.orphans_removed > 0)
                    spdlog::info("removed {} temporary copies of {} that merges killed part way left beside it",
                                 n.orphans_removed, options->out);
                return ExitCode::ok;
            } catch (const batch::OutputError& e) {
                spdlog::error("kifu merge: {}", e.what());
                return ExitCode::output_failed;
            } catch (const std::runtime_error& e) {
                spdlog::error("kifu merge: {}", e.what());
                return ExitCode::bad_input;
            }
        };
    });
}

}  // namespace kifu::cli
