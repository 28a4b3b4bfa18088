#include "cli/app.hpp"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <new>
#include <cstring>
#include <iostream>
#include <optional>
#include <vector>

#include <CLI/CLI.hpp>

#include "base/exit_code.hpp"
#include "batch/jsonl_sink.hpp"
#include "batch/output_file.hpp"
#include "cli/commands.hpp"
#include "cli/logging.hpp"
#include "cli/terminal_text.hpp"

namespace kifu::cli {

namespace {

// "When several apply: 64 or 78, then 74, then 2, then 3, then 1": the statuses listed, in
// the order worst() keeps (base/exit_code.hpp), those of one rank joined by "or".
std::string precedence_line(std::vector<ExitCode> statuses) {
    std::erase(statuses, ExitCode::ok);
    std::stable_sort(statuses.begin(), statuses.end(),
                     [](ExitCode a, ExitCode b) { return precedence(a) > precedence(b); });
    std::string line = "When several apply:";
    for (std::size_t i = 0; i < statuses.size(); ++i) {
        const bool same_rank = i > 0 && precedence(statuses[i]) == precedence(statuses[i - 1]);
        line += (i == 0 ? " " : same_rank ? " or " : ", then ") + std::to_string(to_int(statuses[i]));
    }
    return line + ".";
}

// The positional CLI11 (2.1) needs to keep `--` in a command once its files have begun: it
// hands a `--` after the first file to the top level, which then refuses `-dash.sgf` as an
// option (`kifu info a.sgf -- -dash.sgf`). A command with a positional still wanting a
// value keeps `--`; this one wants one and is never given it (the files before it take every
// word), so `--` works anywhere, as in any Unix tool. Hidden from the help.
constexpr const char* dash_dash_keeper = "keeps_dash_dash";

void keep_dash_dash_after_files(CLI::App& app) {
    for (CLI::App* command : app.get_subcommands({})) {
        const auto takes_files = command->get_options([](const CLI::Option* o) {
            return o->get_positional() && o->get_items_expected_max() >= CLI::detail::expected_max_vector_size;
        });
        if (takes_files.empty()) continue;
        command->add_option(dash_dash_keeper, "")->expected(1)->group("");
    }
}

// A word CLI11 took for an unknown option may be a file whose name begins with '-': `kifu
// info -dash.sgf` said only "files is required". Say how to give it.
void hint_dash_files(const CLI::App& app, std::ostream& err) {
    if (app.get_subcommands().empty()) return;  // no command yet: its files are not reached
    std::string command = "kifu";
    for (const CLI::App* chosen : app.get_subcommands()) command += " " + chosen->get_name();
    for (const std::string& word : app.remaining(true))
        if (word.size() > 1 && word[0] == '-' && word != "--")
            err << "kifu: " << word << " is not an option of " << command
                << "; a file whose name begins with '-' goes after '--': " << command << " -- " << word << '\n';
}

// CLI11's usage line with the hidden positional left out ("files... []").
class Usage : public CLI::Formatter {
public:
    std::string make_usage(const CLI::App* app, std::string name) const override {
        std::string usage = CLI::Formatter::make_usage(app, std::move(name));
        if (const auto at = usage.find(" []"); at != std::string::npos) usage.erase(at, 3);
        return usage;
    }
};

}  // namespace

std::string exit_status_footer(std::initializer_list<ExitCode> listed, StatusWording wording) {
    // Every command can fail to write its standard output (a full disk): 74 is in every
    // list, after 64.
    std::string text = "Exit status:";
    std::vector<ExitCode> statuses;
    for (ExitCode code : listed) {
        if (code == ExitCode::output_failed) continue;
        statuses.push_back(code);
        if (code == ExitCode::usage) statuses.push_back(ExitCode::output_failed);
    }
    for (ExitCode code : statuses) {
        text += "\n  " + std::to_string(to_int(code)) + "  ";
        switch (code) {
            case ExitCode::ok: text += "every input read cleanly, and (where judged) every game ok"; break;
            case ExitCode::warnings:
                text += wording.applies_rules
                            ? "read, with warnings: problems of the record (an unknown RU[], a corrected value)"
                            : "read, with warnings: problems of the record (a missing ')', a corrected value)";
                break;
            case ExitCode::bad_input:
                text += wording.strict ? "some input unreadable or unparseable (or warnings under --strict)"
                                       : "some input unreadable or unparseable";
                break;
            case ExitCode::game_problem:
                text += "a problem of the game: a verdict that is not ok, or a recorded result (RE) that does not stand";
                break;
            case ExitCode::usage:
                text += "usage error, or an output that would overwrite an input (standard output included)";
                break;
            case ExitCode::output_failed:
                text += "an output could not be written (disk full, permission), standard output included: the files "
                        "kifu writes are left whole or as they were";
                break;
            case ExitCode::event_file:
                text += "the --event file, its players CSV or its official results cannot be read (file:line: why)";
                break;
            case ExitCode::interrupted:
                text += "stopped by Ctrl-C (SIGINT): every line and row written whole, the store committed "
                        "(a second Ctrl-C stops at once)";
                break;
            case ExitCode::output_closed: text += "standard output was closed (| head): the run ended there, whole"; break;
            case ExitCode::terminated: text += "stopped by SIGTERM, as by Ctrl-C"; break;
        }
    }
    return text + "\n" + precedence_line(statuses) + " See kifu(1), EXIT STATUS.";
}

void build_app(CLI::App& app, CommandContext& context, int& verbose, bool& quiet) {
    app.description("kifu: read Go game records (SGF), check them against a federation's rules, "
                    "and score them Japanese vs Chinese.");
    app.name("kifu");
    app.formatter(std::make_shared<Usage>());
    app.set_version_flag("--version", std::string("kifu ") + KIFU_VERSION);
    app.require_subcommand(1);
    app.fallthrough();
    app.add_flag("-v,--verbose", verbose, "More detail on stderr (repeat for debug output)");
    app.add_flag("-q,--quiet", quiet, "Only errors on stderr; info, check, score and annotate keep their summary and report only the games with a problem");
    // Every status some command returns; each command's --help lists its own.
    app.footer(exit_status_footer({ExitCode::ok, ExitCode::warnings, ExitCode::bad_input, ExitCode::game_problem,
                                   ExitCode::usage, ExitCode::event_file, ExitCode::interrupted,
                                   ExitCode::output_closed, ExitCode::terminated}));
    setup_info(app, context);
    setup_check(app, context);
    setup_score(app, context);
    setup_show(app, context);
    setup_view(app, context);
    setup_results(app, context);
    setup_rules(app, context);
    setup_explain(app, context);
    setup_annotate(app, context);
    setup_batch(app, context);
    setup_dups(app, context);
    setup_fix(app, context);
    setup_merge(app, context);
    setup_completion(app, context);
    keep_dash_dash_after_files(app);
}

namespace {

// What a command printed on standard output reached it whole: a full disk (`kifu score
// --format json x.sgf > /full/disk/x.json`) fails the stream's writes without a word, and
// a script would take the empty or cut file for the answer. The last buffered bytes go
// out here, so a failure of theirs is seen too.
ExitCode standard_output_written(std::ostream& out, std::ostream& raw_out, std::ostream& err) {
    errno = 0;
    out.flush();
    if (&out != &raw_out) raw_out.flush();
    if (!out.fail() && !raw_out.fail()) return ExitCode::ok;
    const int error = errno;
    err << "kifu: standard output could not be written"
        << (error != 0 ? std::string(" (") + std::strerror(error) + ")" : std::string())
        << ": what it holds is incomplete\n";
    return ExitCode::output_failed;
}

// The status of --help or --version: CLI11's, unless what it printed did not arrive.
int shown(int status, std::ostream& out, std::ostream& raw_out, std::ostream& err) {
    return status != 0 ? status : to_int(standard_output_written(out, raw_out, err));
}

}  // namespace

bool is_command(CLI::App& app, std::string_view word) {
    for (const CLI::App* command : app.get_subcommands({}))
        if (command->get_name() == word) return true;
    return false;
}

int run_kifu(int argc, const char* const* argv, std::ostream& raw_out, std::ostream& raw_err) {
    // On a terminal, text from records and file names cannot drive it (terminal_text.hpp).
    const bool out_terminal = &raw_out == &std::cout && isatty(STDOUT_FILENO) == 1;
    const bool err_terminal = &raw_err == &std::cerr && isatty(STDERR_FILENO) == 1;
    std::optional<TerminalSafeBuffer> safe_out_buffer, safe_err_buffer;
    if (out_terminal) safe_out_buffer.emplace(raw_out.rdbuf());
    if (err_terminal) safe_err_buffer.emplace(raw_err.rdbuf());
    std::ostream safe_out(out_terminal ? &*safe_out_buffer : nullptr), safe_err(err_terminal ? &*safe_err_buffer : nullptr);
    std::ostream& out = out_terminal ? safe_out : raw_out;
    std::ostream& err = err_terminal ? safe_err : raw_err;
    CLI::App app;
    CommandContext context{out, err, {}};
    context.out_fd = &raw_out == &std::cout ? STDOUT_FILENO : -1;
    int verbose = 0;
    bool quiet = false;
    build_app(app, context, verbose, quiet);
    // A first word that is neither an option nor a command: say which word, and what the
    // commands are (CLI11 alone would only say a subcommand is required).
    if (argc > 1 && argv[1][0] != '-' && !is_command(app, argv[1])) {
        std::string names;
        for (const CLI::App* command : app.get_subcommands({})) names += (names.empty() ? "" : ", ") + command->get_name();
        err << "kifu: '" << argv[1] << "' is not a kifu command; the commands are: " << names
            << "\nRun kifu --help for more information.\n";
        return to_int(ExitCode::usage);
    }

    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        // Help and the version go to standard output too: a script that saves them
        // (`kifu --help > usage.txt` on a full disk) is told when they did not arrive.
        return shown(app.exit(e, out, err), out, raw_out, err);
    } catch (const CLI::CallForAllHelp& e) {
        return shown(app.exit(e, out, err), out, raw_out, err);
    } catch (const CLI::CallForVersion& e) {
        return shown(app.exit(e, out, err), out, raw_out, err);
    } catch (const CLI::ParseError& e) {
        app.exit(e, out, err);
        hint_dash_files(app, err);
        return to_int(ExitCode::usage);
    }
    configure_logging(err, quiet ? -1 : verbose);
    context.quiet = quiet;
    // The boundary: whatever a command throws becomes a message and a status, never an
    // abort. A write that failed says which file and why.
    try {
        const ExitCode status = context.run();
        // kifu batch says itself when its output failed or was closed.
        if (status == ExitCode::output_failed || status == ExitCode::output_closed) return to_int(status);
        return to_int(worst(status, standard_output_written(out, raw_out, err)));
    } catch (const batch::OutputError& e) {
        err << "kifu: " << e.what() << '\n';
        return to_int(ExitCode::output_failed);
    } catch (const batch::OutputClosed&) {
        // SIGPIPE ignored (by the caller): the reader went away, as `| head` does.
        return to_int(ExitCode::output_closed);
    } catch (const std::bad_alloc&) {
        err << "kifu: out of memory: an input needs more memory than this process may have (ulimit -v, "
               "the machine's memory)\n";
    } catch (const std::exception& e) {
        err << "kifu: internal error: " << e.what() << '\n';
    } catch (...) {
        err << "kifu: internal error\n";
    }
    return to_int(ExitCode::bad_input);
}

}  // namespace kifu::cli
