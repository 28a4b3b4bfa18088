// `kifu annotate FILE -o OUT`: the record with what kifu found written into it (territory,
// dead stones, counts and explanation at the end; violations and repetitions at their
// moves), spliced into the original text so that everything else is kept byte for byte.
#include <spdlog/spdlog.h>

#include <filesystem>
#include <functional>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "analysis/analyse_game.hpp"
#include "analysis/dead_choice.hpp"
#include "batch/compressed_file.hpp"
#include "batch/inputs.hpp"
#include "batch/output_guard.hpp"
#include "cli/commands.hpp"
#include "cli/each_game.hpp"
#include "cli/record_files.hpp"
#include "cli/result_options.hpp"
#include "report/annotate.hpp"
#include "report/summary.hpp"

namespace kifu::cli {
namespace {

struct AnnotateOptions {
    std::string input;
    std::string output;
    ResultOptions result;
    batch::InputOptions inputs;       // --glob, for a folder or an archive
    SummaryFormat summary = SummaryFormat::text;
};

// One record annotated: its games analysed, the splices planned, the new text. Counts
// every game in `tally`; `text` is empty when the record gave no game.
struct AnnotatedRecord {
    std::string text;
    ExitCode status = ExitCode::ok;
};

AnnotatedRecord annotate_record(const std::string& name, const analysis::AnalysisOptions& analysis,
                                bool keep_bom, analysis::Tally& tally,
                                const std::function<sgf::FileOutcome(const sgf::GameHandler&)>& read) {
    // Each game is planned and let go as it is read: only the splices and the text they
    // go into are kept (every game and its outcome held to the end took ~63 KB a game).
    std::shared_ptr<const sgf::SourceText> source;
    std::optional<report::AnnotationPlan> plan;
    std::vector<std::string> warnings;
    std::size_t games = 0;
    AnnotatedRecord record;
    const sgf::FileOutcome outcome = read([&](sgf::GameRecord&& game) {
        const analysis::GameOutcome g = analysis::analyse_game(name, game, analysis);
        tally.count(g);
        log_diagnostics(name, g.diagnostics);
        if (!g.score) spdlog::warn("{}: game {}: the final node is left as it is", name, g.game + 1);
        record.status = worst(record.status, analysis::exit_status(g));
        if (!plan) {
            source = game.tree.shared_source();
            plan.emplace(*source, warnings);
        }
        plan->add({&game.tree, &g}, games++);
    });
    ++tally.inputs;
    spdlog::debug("{}: {} game(s), read as {}", name, outcome.games, outcome.charset);
    log_diagnostics(name, outcome.diagnostics);
    record.status = worst(record.status, analysis::status_of(outcome.diagnostics));
    if (games == 0) {
        ++tally.input_errors;
        record.status = worst(record.status, ExitCode::bad_input);
        return record;
    }
    const std::vector<report::Splice> splices = plan->take();
    report::AnnotatedText annotated{report::apply_splices(source->text(), splices), std::move(warnings)};
    Diagnostics notes;  // about the output as a whole: no location
    for (std::string& warning : annotated.warnings) notes.push_back({Severity::warning, {}, std::move(warning)});
    log_diagnostics(name, notes);
    record.status = worst(record.status, analysis::status_of(notes));
    // The reader drops a UTF-8 byte-order mark; the output keeps it like every other byte.
    if (source->charset() == "UTF-8" && keep_bom) annotated.text.insert(0, "\xEF\xBB\xBF");
    record.text = std::move(annotated.text);
    return record;
}

ExitCode run_annotate(const AnnotateOptions& options, const CommandContext& context) {
    batch::OutputGuard guard(options.inputs.glob);
    guard.add_input(options.input);
    guard.add_input(dead_list_file(options.result));
    std::error_code folder_ec;
    // A folder read, or -o naming a folder that exists (one record goes into it, as cp puts it).
    const bool many = (options.input != "-" && std::filesystem::is_directory(options.input, folder_ec)) ||
                      (options.output != "-" && std::filesystem::is_directory(options.output, folder_ec));
    // A folder takes a record under its file name, and standard input has none: a usage
    // error before anything is read (it was a failed write, 74, "it is a folder").
    if (options.input == "-" && many) {
        spdlog::error("kifu annotate: -o {} is a folder, and a record on standard input has no file name to be "
                      "written under in it: give -o FILE",
                      options.output);
        return ExitCode::usage;
    }
    // Before any work: -o names the input, lies among the files a folder walk reads, or
    // already holds something that is not a record.
    if (const auto refused = many ? guard.refuse_folder(options.output, "-o")
                                  : guard.refuse(options.output, "-o", batch::OutputKind::sgf)) {
        spdlog::error("kifu annotate: {}", *refused);
        return ExitCode::usage;
    }
    if (options.output == "-" && standard_output_refused(guard, context.out_fd, "kifu annotate"))
        return ExitCode::usage;
    RecordWriter writer(guard);
    const analysis::AnalysisOptions analysis = analysis_options(options.result);
    analysis::Tally tally;

    if (options.input == "-") {
        const AnnotatedRecord r = annotate_record("<stdin>", analysis, false, tally, [&](const sgf::GameHandler& h) {
            return sgf::read_sgf_file("-", {}, h);
        });
        if (r.text.empty()) return r.status;
        if (options.output == "-") return context.out << r.text << std::flush, r.status;
        return worst(r.status, writer.write(options.output, r.text, "<stdin>"));
    }

    // A file, or a folder or archive whose records each go to their own file under -o DIR.
    ExitCode status = ExitCode::ok;
    batch::enumerate_inputs({options.input}, options.inputs, std::cin, {}, [&](batch::RawInput&& raw) {
        if (!raw.error.empty()) {
            ++tally.inputs;
            ++tally.input_errors;
            spdlog::error("{}: error: {}", raw.path, raw.error);
            status = worst(status, ExitCode::bad_input);
            return true;
        }
        const bool into_folder = many || !raw.archive.empty();
        if (into_folder && options.output == "-") {
            spdlog::error("{}: error: a folder or an archive is annotated into a folder: give -o DIR", options.input);
            status = worst(status, ExitCode::usage);
            return false;
        }
        const bool bom = raw.bytes.starts_with("\xEF\xBB\xBF");
        const std::string name = raw.path;
        const AnnotatedRecord r = annotate_record(name, analysis, bom, tally, [&](const sgf::GameHandler& h) {
            return sgf::read_sgf_bytes(name, std::move(raw.bytes), {}, h);
        });
        status = worst(status, r.status);
        if (r.text.empty()) return true;
        if (!into_folder) {
            if (options.output == "-") context.out << r.text << std::flush;
            else status = worst(status, writer.write(options.output, r.text, name));
            return true;
        }
        if (!raw.archive.empty() && !many) {  // an archive's records go under -o DIR too
            if (const auto refused = guard.refuse_folder(options.output, "-o")) {
                spdlog::error("kifu annotate: {}", *refused);
                status = worst(status, ExitCode::usage);
                return false;
            }
        }
        const auto target = folder_target(options.output, options.input, &raw, name, status);
        if (target) status = worst(status, writer.write(*target, r.text, name));
        else writer.not_placed();
        return true;
    });
    if (writer.written() > 0)
        spdlog::info("{}: {} record(s) annotated into {}", options.input, writer.written(), options.output);
    if (writer.temporaries_removed() > 0)
        spdlog::info("{}: removed {} temporary file{} (.NAME.kifu-XXXXXX) that a kifu killed outright left beside the "
                     "records written",
                     options.input, writer.temporaries_removed(), writer.temporaries_removed() == 1 ? "" : "s");
    if (writer.not_written() > 0)  // the games' summary counts games; this counts the files it could not write
        spdlog::error("{}: {} annotated record(s) not written (the errors above say why)", options.input,
                      writer.not_written());
    if (options.summary == SummaryFormat::json) {
        tally.status = worst(tally.status, status);
        report::write_summary_json(context.err, tally, "kifu annotate");
    } else if (tally.games + tally.input_errors > 1) {
        report::write_games_summary(context.err, tally, "kifu annotate", true, false);
    }
    return status;
}

}  // namespace

void setup_annotate(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<AnnotateOptions>();
    CLI::App* annotate = app.add_subcommand(
        "annotate", "Write the record with kifu's findings in it: territory, dead stones, counts, explanation, "
                    "violations and repetitions, as SGF properties and comments any editor shows");
    annotate->footer(exit_status_footer(
        {ExitCode::ok, ExitCode::warnings, ExitCode::bad_input, ExitCode::game_problem, ExitCode::usage}, {.strict = false}));
    annotate
        ->add_option("file", options->input,
                     "The SGF file to annotate ('-' reads standard input), or a folder or archive: each record is "
                     "then written under -o DIR at its own path")
        ->required()
        ->type_name("FILE");
    annotate->add_option("-o,--output", options->output,
                         "Where to write the annotated record ('-': standard output); a folder for a folder or archive, "
                         "and a folder that exists takes even one record (not one on standard input, which has no file name)")
        ->required()
        ->type_name("FILE");
    annotate->add_option("--glob", options->inputs.glob,
                         "Which files of a folder and members of an archive to annotate (default *.sgf, any case)")
        ->type_name("PATTERN");
    add_result_options(*annotate, options->result, DeadPoints::taken);
    add_summary_option(*annotate, options->summary);
    annotate->callback([options, &context] {
        context.run = [options, &context] { return run_annotate(*options, context); };
    });
}

}  // namespace kifu::cli
