// `kifu view FILE... [-o OUT.html | -d DIR]`: one self-contained HTML page per game, for
// teaching the two counts: it replays the game, counts any move Japanese and Chinese side
// by side, and recounts when a group is marked dead or alive, with kifu's own core compiled
// to WebAssembly inside the page (view/page.hpp).
#include <filesystem>
#include <memory>
#include <new>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include <spdlog/spdlog.h>

#include "analysis/analyse_game.hpp"
#include "analysis/move_number.hpp"
#include "batch/output_file.hpp"
#include "cli/commands.hpp"
#include "cli/each_game.hpp"
#include "cli/event_option.hpp"
#include "cli/page_files.hpp"
#include "cli/result_options.hpp"
#include "cli/view_engine.hpp"
#include "report/event_html.hpp"
#include "view/csp.hpp"
#include "view/index.hpp"
#include "view/page.hpp"
#include "view/session.hpp"

namespace kifu::cli {
namespace {

namespace view = kifu::view;

constexpr const char* shared_script_name = "kifu-view.js";

struct ViewOptions {
    ReadingOptions reading;
    std::string output;               // -o: the page of the one game
    std::string directory;            // -d: a page per game, index.html, the shared script
    ResultOptions result;
    std::optional<int> move;          // the move the page opens at (default: the end)
    std::string event;                // --event EVENT.toml (with -d): the index is the event's
};

// "games/Honinbo 1846.sgf", game 2 -> "Honinbo_1846-2.html": letters, digits, '.', '-'
// and '_' only, so the index can link it as it is.
std::string page_name(const std::string& file, std::size_t game) {
    std::string stem = file == "<stdin>" ? "stdin" : std::filesystem::path(file).stem().string();
    for (char& c : stem)
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '-' || c == '_'))
            c = '_';
    if (stem.empty()) stem = "game";
    // Room in a file name (255 bytes) for "-N" (the game), "_N" (a name taken) and ".html": a
    // record named with 251 bytes before ".sgf" got no page ("File name too long", 74).
    constexpr std::size_t longest_stem = 240;
    if (stem.size() > longest_stem) stem.resize(longest_stem);
    return game == 0 ? stem : stem + "-" + std::to_string(game + 1);
}

// Where `kifu view FILE` with neither -o nor -d writes the page: FILE's name with .html,
// beside the record when its folder can be written, else in the current folder (also for
// standard input and a game read from a folder's or an archive's member that is no file).
std::string default_page_path(const std::string& name, std::size_t game) {
    const std::string file = page_name(name, game) + ".html";
    std::error_code ec;
    if (name == "<stdin>" || !std::filesystem::is_regular_file(name, ec)) return file;
    const std::filesystem::path folder = std::filesystem::path(name).parent_path();
    if (::access(folder.empty() ? "." : folder.c_str(), W_OK) != 0) return file;
    return (folder / file).string();
}

// What takes the page of one game, for the error when there are several.
std::string_view single_page_target(const std::string& output) {
    if (output == "-") return "standard output";
    return output.empty() ? "a page without -o or -d" : "-o";
}

// The board the page opens with: the count of the game's own ruleset.
view::BoardView first_board(const analysis::GameOutcome& g) {
    if (!g.score) return view::BoardView::position;
    if (g.score->by_ruleset.rules == g.score->chinese.rules) return view::BoardView::chinese;
    if (g.score->by_ruleset.rules == g.score->japanese.rules) return view::BoardView::japanese;
    return view::BoardView::ruleset;
}

// The names a folder of pages keeps for itself: no record's page may take them.
constexpr const char* index_name = "index.html";

class PageWriter {
public:
    PageWriter(const ViewOptions& options, const batch::OutputGuard& guard, const event::EventReview* review)
        : options_(options), chosen_(analysis_options(options.result)), guard_(guard),
          shared_script_integrity_(options.directory.empty()
                                       ? std::string()
                                       : view::integrity_value(view::shared_script_text(view_engine_script()))),
          review_(review) {
        used_.insert(index_name);
        used_.insert(shared_script_name);
    }

    // One game's page. A game too large for the memory there is (a record built to cost)
    // is that game's error, an index row saying so, and the run goes on: it stopped the
    // run, with no index or script for the pages written, and named no file.
    ExitCode page(const std::string& name, sgf::GameRecord& game, analysis::Tally& tally) {
        const std::size_t rows = rows_.size();
        try {
            return page_of(name, game, tally);
        } catch (const std::bad_alloc&) {
            rows_.resize(rows);
            pages_of_.erase(event::RecordKey{name, game.index});
            not_standing_.erase(event::RecordKey{name, game.index});
            const std::string error = "not enough memory to make its page";
            spdlog::error("{}: error: {}", name, error);
            unreadable(name, {Diagnostic{Severity::error, {}, error}});
            return ExitCode::bad_input;
        }
    }

private:
    ExitCode page_of(const std::string& name, sgf::GameRecord& game, analysis::Tally& tally) {
        view::ViewRequest request;
        request.rules = chosen_.rules;
        request.dead = chosen_.dead;
        // --dead auto makes kifu's judgement the page's own; a list given here is measured against kifu's.
        if (chosen_.dead.kind == analysis::DeadChoice::Kind::judged) request.own_dead = chosen_.dead.kind;
        request.komi = chosen_.komi;
        view::ViewSession session(view::view_record(name, game));
        const std::string bad_move =
            analysis::move_out_of_range(options_.move, static_cast<std::size_t>(session.total_moves()));
        if (!bad_move.empty()) {
            spdlog::error("{}: {}", name, bad_move);
            return ExitCode::bad_input;
        }
        request.move = options_.move;
        request.board = first_board(session.outcome_for(request));  // the outcome decides which count shows first
        const view::ViewAnswer first = session.update(request);
        const analysis::GameOutcome& g = *first.outcome;
        tally.count(g);
        log_diagnostics(name, g.diagnostics);

        std::ostringstream page;
        view::PageScripts scripts{view_engine_script(), {}, {}, {}};
        std::string path;
        if (!options_.directory.empty()) {
            scripts.shared_script = shared_script_name;
            scripts.shared_script_integrity = shared_script_integrity_;
            scripts.index_link = "index.html";
            path = unique_page_name(name, game.index);
        }
        view::write_game_page(page, session.record(), first, scripts);
        const std::string sealed = with_digest(page.str());   // a later run tells an edited page
        ++pages_;
        ExitCode status = analysis::exit_status(g);
        if (!options_.directory.empty()) {
            rows_.push_back(view::index_row(g, path, rows_.size() + 1));
            if (review_) {   // the event's problems beside the game, and its page for the crosstable
                const auto& problems = event_problems(*review_, name, game.index);
                rows_.back().html += report::view::event_problems_cell(problems);
                rows_.back().problem = rows_.back().problem || !problems.empty();
                if (!problems.empty()) status = worst(status, ExitCode::game_problem);
                pages_of_[{name, game.index}] = path;
                if (g.result.stands == false) not_standing_[{name, game.index}] = g.result.text;
            }
            const ExitCode written =
                write((std::filesystem::path(options_.directory) / path).string(), sealed, "the page of " + name);
            if (written != ExitCode::ok) {  // the index links only the pages that are there
                rows_.pop_back();
                pages_of_.erase(event::RecordKey{name, game.index});
                return written;
            }
        } else if (pages_ == 1) {
            single_page_ = sealed;
            single_name_ = name;
            single_game_ = game.index;
        } else {  // standard input held a collection (files are counted before any work)
            return fail(name + ": " + std::string(single_page_target(options_.output)) + " takes one game's page; for several games "
                        "give -d DIR");
        }
        return status;
    }

public:
    // An input that gave no game: a row in the index, with its error.
    void unreadable(const std::string& name, const Diagnostics& diagnostics) {
        if (!options_.directory.empty()) rows_.push_back(view::unreadable_row(name, diagnostics, rows_.size() + 1));
    }

    // Writes what waits for the end: the one page, or the folder's index and shared script.
    // A folder gets them even when a page could not be written: the pages that were
    // cannot work without the script, nor be found without the index.
    ExitCode finish(std::ostream& out, std::ostream& err, bool quiet) {
        if (!options_.directory.empty()) return worst(failure_, finish_folder());
        if (failed_) return failure_;
        if (pages_ == 0) return ExitCode::ok;
        if (options_.output == "-") {
            out << single_page_;
            return ExitCode::ok;
        }
        if (!options_.output.empty()) return write(options_.output, single_page_, "-o");
        // Not 1 MB of HTML on a terminal: a file, and where it is.
        const std::string path = default_page_path(single_name_, single_game_);
        if (const std::string kept = why_kifu_view_keeps(path); !kept.empty())
            return fail("'" + path + "' " + kept + ": it is left as it is; name the page with -o");
        const ExitCode written = write(path, single_page_, "the page");
        if (written == ExitCode::ok && !quiet) err << "kifu view: wrote the page to " << path << "\n";
        return written;
    }

    [[nodiscard]] std::size_t pages_written() const { return written_; }

private:
    // The folder's shared script and index, listing the games whose pages were written.
    ExitCode finish_folder() {
        const std::filesystem::path dir(options_.directory);
        const ExitCode script =
            write((dir / shared_script_name).string(), view::shared_script_text(view_engine_script()), "the shared script");
        if (script != ExitCode::ok) return script;
        std::ostringstream index;
        if (review_) {
            const view::IndexEvent event{review_->event().name,
                                         report::view::event_sections(*review_, pages_of_, not_standing_), "Event problems"};
            view::write_index_page(index, rows_, &event);
        } else {
            view::write_index_page(index, rows_);
        }
        return write((dir / index_name).string(), with_digest(index.str()), "the index");
    }

    // Reports the first failure of a single page's run (one cause, said once), and every
    // page of a folder that could not be written.
    ExitCode fail(const std::string& message, ExitCode status = ExitCode::usage) {
        if (!failed_ || !options_.directory.empty()) spdlog::error("kifu view: {}", message);
        if (!failed_) failure_ = status;
        failed_ = true;
        return status;
    }

    // One file, whole or not at all, never over what the command reads.
    ExitCode write(const std::string& path, std::string_view text, const std::string& what) {
        if (const auto refused = guard_.refuse(path, what)) return fail(*refused);
        try {
            batch::write_output_file(path, text);
        } catch (const batch::OutputError& e) {
            return fail(e.what(), ExitCode::output_failed);
        }
        ++written_;
        return ExitCode::ok;
    }

    // The page's name in the folder: one no other page of this run took, and no file there
    // that kifu view did not write (a user's notes.html keeps its name; the page takes the next).
    std::string unique_page_name(const std::string& file, std::size_t game) {
        const std::string base = page_name(file, game);
        std::string name = base + ".html";
        for (int n = 2; used_.contains(name) ||
                        !free_for_kifu_view((std::filesystem::path(options_.directory) / name).string());
             ++n)
            name = base + "_" + std::to_string(n) + ".html";
        used_.insert(name);
        return name;
    }

    const ViewOptions& options_;
    const analysis::AnalysisOptions chosen_;   // --rules, --dead (a file read once), --komi
    const batch::OutputGuard& guard_;
    const std::string shared_script_integrity_;  // of kifu-view.js, which every page of a folder names
    std::size_t pages_ = 0;
    std::size_t written_ = 0;
    ExitCode failure_ = ExitCode::ok;
    std::string single_page_;
    std::string single_name_;          // the one game's input, which names its page by default
    std::size_t single_game_ = 0;
    std::vector<view::IndexRow> rows_;
    const event::EventReview* review_;
    report::view::PageOf pages_of_;
    report::view::ReDoesNotStand not_standing_;   // the crosstable marks these results
    std::set<std::string> used_;
    bool failed_ = false;
};

// The games the inputs hold, read but not analysed (reading is a small part of the work):
// a page of one game (-o, or standard output) refuses a collection before judging any of
// it. Standard input cannot be read twice; it is counted as it is written.
std::size_t games_in(const ReadingOptions& reading) {
    std::size_t games = 0;
    for (const std::string& file : reading.files) {
        if (file == "-") continue;
        batch::enumerate_inputs({file}, reading.inputs, std::cin, {}, [&](batch::RawInput&& input) {
            if (input.error.empty())
                sgf::read_sgf_bytes(input.path, std::move(input.bytes), {}, [&](sgf::GameRecord&&) { ++games; });
            return games <= 1;
        });
        if (games > 1) break;
    }
    return games;
}

ExitCode run_view(const ViewOptions& options, const CommandContext& context) {
    batch::OutputGuard guard = output_guard(options.reading, {dead_list_file(options.result), options.event});
    if (const auto refused = guard.refuse(options.output, "-o")) {
        spdlog::error("kifu view: {}", *refused);
        return ExitCode::usage;
    }
    if (options.directory.empty() && games_in(options.reading) > 1) {
        spdlog::error("kifu view: {} takes one game's page, and the input holds more than one game; for several "
                      "games give -d DIR",
                      single_page_target(options.output));
        return ExitCode::usage;
    }
    if (!options.directory.empty()) {
        std::error_code exists_ec;
        if (const auto packed = batch::refuse_packed_name(options.directory, "-d");
            packed && !std::filesystem::exists(options.directory, exists_ec)) {
            spdlog::error("kifu view: {}", *packed);
            return ExitCode::usage;
        }
        // The folder's index and shared script have fixed names: another's file there is
        // refused before any work.
        for (const char* fixed : {index_name, shared_script_name}) {
            const std::string path = (std::filesystem::path(options.directory) / fixed).string();
            if (const std::string kept = why_kifu_view_keeps(path); !kept.empty()) {
                spdlog::error("kifu view: '{}' {}: it is left as it is; give -d a folder of kifu's pages or a new one",
                              path, kept);
                return ExitCode::usage;
            }
        }
        std::error_code ec;
        std::filesystem::create_directories(options.directory, ec);
        if (ec) {
            spdlog::error("kifu view: cannot make the folder '{}': {}", options.directory, ec.message());
            return ExitCode::output_failed;
        }
    }
    ExitCode status = ExitCode::ok;
    if (view_engine_script().empty()) {
        spdlog::warn("kifu view: this kifu was built without emscripten, so its pages show the count kifu made and "
                     "cannot recount (scripts/install-deps.sh installs emscripten)");
        status = ExitCode::warnings;
    }
    std::unique_ptr<event::EventReview> review;
    if (!options.event.empty()) {
        ExitCode failed = ExitCode::ok;
        review = review_event(options.event, options.reading.files, options.reading.inputs, failed);
        if (!review) return failed;
        if (!review->event_wide().empty()) status = worst(status, ExitCode::game_problem);
        // The players list and the official results are read too: no page may replace them.
        for (const std::string& file : event_inputs(options.event, review.get())) guard.add_input(file);
        if (const auto refused = guard.refuse(options.output, "-o")) {
            spdlog::error("kifu view: {}", *refused);
            return ExitCode::usage;
        }
    }
    if (options.output == "-" && standard_output_refused(guard, context.out_fd, "kifu view")) return ExitCode::usage;
    PageWriter writer(options, guard, review.get());
    std::ostringstream unreadable;   // inputs that gave no game: on stderr, and a row of the index
    const RunStyle style{&context.err, context.quiet, "kifu view", true, true};
    status = worst(status, for_each_game(
                               options.reading, unreadable, style,
                               [&](const std::string& name, sgf::GameRecord& game, analysis::Tally& tally) {
                                   return writer.page(name, game, tally);
                               },
                               [&](const std::string& name, const Diagnostics& diagnostics) {
                                   writer.unreadable(name, diagnostics);
                               }));
    status = worst(status, writer.finish(context.out, context.err, context.quiet));
    if (!options.directory.empty())
        spdlog::info("kifu view: {} file(s) written into {}", writer.pages_written(), options.directory);
    return status;
}

}  // namespace

void setup_view(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<ViewOptions>();
    CLI::App* view = app.add_subcommand(
        "view", "Write an offline HTML page per game that replays it and recounts Japanese vs Chinese as you click");
    view->footer(exit_status_footer({ExitCode::ok, ExitCode::warnings, ExitCode::bad_input, ExitCode::game_problem,
                                     ExitCode::usage, ExitCode::event_file}) +
                 "\nThe page needs no network: its script, style and kifu's engine (WebAssembly) are inside it.");
    view->add_option("files", options->reading.files,
                     "SGF files, folders (searched recursively) and archives to read; '-' reads one record from "
                     "standard input")
        ->required()
        ->type_name("FILE");
    view->add_flag("--strict", options->reading.strict, "Treat every warning as an error (exit status 2)");
    add_summary_option(*view, options->reading.summary);
    view->add_option("--glob", options->reading.inputs.glob,
                     "Which files of folders and members of archives to read (default *.sgf, any case)")
        ->type_name("PATTERN");
    auto* output = view->add_option("-o,--output", options->output,
                                     "Write the page to OUT.html ('-': standard output); one game only. Without -o "
                                     "or -d the page is FILE's name with .html, beside it (else in the current folder)")
                       ->type_name("OUT.html");
    view->add_option("-d,--directory", options->directory,
                     "Write a page per game into DIR, with index.html (a sortable, filterable table of the games) "
                     "and kifu-view.js, the script the pages share")
        ->type_name("DIR")
        ->excludes(output);
    add_result_options(*view, options->result, DeadPoints::taken);
    view->add_option("--move", options->move, "The move the page opens at (0: after the setup; default: the end)")
        ->type_name("N")
        ->check(analysis::move_number_error);
    add_event_option(*view, options->event,
                     "With -d: an index titled with the event, a crosstable linking each round's result to its game, "
                     "a section per round, and the event's problems beside each game (kifu(1), EVENT FILE)")
        ->needs("--directory");
    view->callback([options, &context] {
        context.run = [options, &context] { return run_view(*options, context); };
    });
}

}  // namespace kifu::cli
