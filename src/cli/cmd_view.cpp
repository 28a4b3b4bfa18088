// `kifu view FILE... [-o OUT.html | -d DIR]`: one self-contained HTML page per game, for
// teaching the two counts: it replays the game, counts any move Japanese and Chinese side
// by side, and recounts when a group is marked dead or alive, with kifu's own core compiled
// to WebAssembly inside the page (report/html_page.hpp).
#include <filesystem>
#include <fstream>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <spdlog/spdlog.h>

#include "analysis/analyse_game.hpp"
#include "analysis/dead_choice.hpp"
#include "cli/commands.hpp"
#include "rules/ruleset_choice.hpp"
#include "cli/each_game.hpp"
#include "cli/view_engine.hpp"
#include "report/html_index.hpp"
#include "report/html_page.hpp"
#include "report/view_session.hpp"

namespace kifu::cli {
namespace {

namespace view = report::view;

constexpr const char* shared_script_name = "kifu-view.js";

struct ViewOptions {
    ReadingOptions reading;
    std::string output;               // -o: the page of the one game
    std::string directory;            // -d: a page per game, index.html, the shared script
    std::string rules;
    std::string dead;                 // --dead (analysis/dead_choice.hpp)
    std::optional<double> komi;
    std::optional<int> move;          // the move the page opens at (default: the end)
};

// "games/Honinbo 1846.sgf", game 2 -> "Honinbo_1846-2.html": letters, digits, '.', '-'
// and '_' only, so the index can link it as it is.
std::string page_name(const std::string& file, std::size_t game) {
    std::string stem = file == "<stdin>" ? "stdin" : std::filesystem::path(file).stem().string();
    for (char& c : stem)
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '-' || c == '_'))
            c = '_';
    if (stem.empty()) stem = "game";
    return game == 0 ? stem : stem + "-" + std::to_string(game + 1);
}

// The board the page opens with: the count of the game's own ruleset.
view::BoardView first_board(const analysis::GameOutcome& g) {
    if (!g.score) return view::BoardView::position;
    if (g.score->by_ruleset.rules == g.score->chinese.rules) return view::BoardView::chinese;
    if (g.score->by_ruleset.rules == g.score->japanese.rules) return view::BoardView::japanese;
    return view::BoardView::ruleset;
}

bool write_file(const std::filesystem::path& path, std::string_view text) {
    std::ofstream file(path, std::ios::binary);
    file << text;
    return static_cast<bool>(file.flush());
}

class PageWriter {
public:
    explicit PageWriter(const ViewOptions& options) : options_(options), dead_(analysis::dead_choice(options.dead)) {}

    ExitCode page(const std::string& name, sgf::GameRecord& game, analysis::Tally& tally) {
        view::ViewRequest request;
        request.rules = options_.rules;
        request.dead = dead_;
        request.komi = options_.komi;
        view::ViewSession session(view::view_record(name, game));
        const std::string bad_move =
            analysis::move_out_of_range(options_.move, static_cast<std::size_t>(session.total_moves()));
        if (!bad_move.empty()) {
            spdlog::error("{}: {}", name, bad_move);
            return ExitCode::bad_input;
        }
        request.move = options_.move;
        request.board = first_board(session.outcome_for(request));  // the outcome decides which count shows first
        const nlohmann::ordered_json first = session.update(request);
        const analysis::GameOutcome& g = *session.outcome();
        tally.count(g);
        log_diagnostics(name, g.diagnostics);

        std::ostringstream page;
        view::PageScripts scripts{view_engine_script(), {}, {}};
        std::string path;
        if (!options_.directory.empty()) {
            scripts.shared_script = shared_script_name;
            scripts.index_link = "index.html";
            path = unique_page_name(name, game.index);
        }
        view::write_game_page(page, session, first, scripts);
        ++pages_;
        if (!options_.directory.empty()) {
            rows_.push_back(view::index_row(g, path, rows_.size() + 1));
            if (!write_file(std::filesystem::path(options_.directory) / path, page.str()))
                return fail("cannot write '" + (std::filesystem::path(options_.directory) / path).string() + "'");
        } else if (pages_ == 1) {
            single_page_ = page.str();
        } else {
            return fail(name + ": " + (options_.output.empty() ? "standard output" : "-o") +
                        " takes one game's page; for several games give -d DIR");
        }
        return analysis::exit_status(g);
    }

    // Writes what waits for the end: the one page, or the folder's index and shared script.
    ExitCode finish(std::ostream& out) {
        if (failed_) return ExitCode::usage;
        if (!options_.directory.empty()) {
            const std::filesystem::path dir(options_.directory);
            if (!write_file(dir / shared_script_name, view::shared_script_text(view_engine_script())))
                return fail("cannot write '" + (dir / shared_script_name).string() + "'");
            std::ostringstream index;
            view::write_index_page(index, rows_);
            if (!write_file(dir / "index.html", index.str())) return fail("cannot write '" + (dir / "index.html").string() + "'");
            return ExitCode::ok;
        }
        if (pages_ == 0) return ExitCode::ok;
        if (options_.output.empty() || options_.output == "-") {
            out << single_page_;
            return ExitCode::ok;
        }
        if (!write_file(options_.output, single_page_)) return fail("cannot write '" + options_.output + "'");
        return ExitCode::ok;
    }

private:
    ExitCode fail(const std::string& message) {
        if (!failed_) spdlog::error("kifu view: {}", message);
        failed_ = true;
        return ExitCode::usage;
    }

    std::string unique_page_name(const std::string& file, std::size_t game) {
        const std::string base = page_name(file, game);
        std::string name = base + ".html";
        for (int n = 2; !used_.insert(name).second; ++n) name = base + "_" + std::to_string(n) + ".html";
        return name;
    }

    const ViewOptions& options_;
    const analysis::DeadChoice dead_;
    std::size_t pages_ = 0;
    std::string single_page_;
    std::vector<view::IndexRow> rows_;
    std::set<std::string> used_;
    bool failed_ = false;
};

ExitCode run_view(const ViewOptions& options, const CommandContext& context) {
    if (!options.directory.empty()) {
        std::error_code ec;
        std::filesystem::create_directories(options.directory, ec);
        if (ec) {
            spdlog::error("kifu view: cannot make the folder '{}': {}", options.directory, ec.message());
            return ExitCode::usage;
        }
    }
    ExitCode status = ExitCode::ok;
    if (view_engine_script().empty()) {
        spdlog::warn("kifu view: this kifu was built without emscripten, so its pages show the count kifu made and "
                     "cannot recount (scripts/install-deps.sh installs emscripten)");
        status = ExitCode::warnings;
    }
    PageWriter writer(options);
    std::ostringstream unreadable;   // inputs that gave no game are reported on stderr only
    const RunStyle style{&context.err, context.quiet, "kifu view", true, true};
    status = worst(status, for_each_game(options.reading, unreadable, style,
                                         [&](const std::string& name, sgf::GameRecord& game, analysis::Tally& tally) {
                                             return writer.page(name, game, tally);
                                         }));
    return worst(status, writer.finish(context.out));
}

}  // namespace

void setup_view(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<ViewOptions>();
    CLI::App* view = app.add_subcommand(
        "view", "Write an offline HTML page per game that replays it and recounts Japanese vs Chinese as you click");
    view->footer(exit_status_footer({ExitCode::ok, ExitCode::warnings, ExitCode::bad_input, ExitCode::game_problem,
                                     ExitCode::usage}) +
                 "\nThe page needs no network: its script, style and kifu's engine (WebAssembly) are inside it.");
    view->add_option("files", options->reading.files,
                     "SGF files, folders (searched recursively) and archives to read; '-' reads one record from "
                     "standard input")
        ->required();
    view->add_flag("--strict", options->reading.strict, "Treat every warning as an error (exit status 2)");
    view->add_option("--glob", options->reading.inputs.glob,
                     "Which files of folders and members of archives to read (default *.sgf, any case)")
        ->type_name("PATTERN");
    auto* output = view->add_option("-o,--output", options->output,
                                     "Write the page to OUT.html ('-' or nothing: standard output); one game only")
                       ->type_name("OUT.html");
    view->add_option("-d,--directory", options->directory,
                     "Write a page per game into DIR, with index.html (a sortable, filterable table of the games) "
                     "and kifu-view.js, the script the pages share")
        ->type_name("DIR")
        ->excludes(output);
    view->add_option("--rules", options->rules, "The game's ruleset, overriding RU[] (see 'kifu rules'); the page can change it")
        ->check(rules::ruleset_name_error);
    view->add_option("--dead", options->dead,
                     "Dead stones as in 'kifu score --dead' ('auto', 'none', SGF points, a file); default: the "
                     "record's TB/TW at the last move, else judged by kifu. The page's reader can change them");
    view->add_option("--komi", options->komi, "Komi, overriding KM[]");
    view->add_option("--move", options->move, "The move the page opens at (0: after the setup; default: the end)")
        ->type_name("N");
    view->callback([options, &context] {
        context.run = [options, &context] { return run_view(*options, context); };
    });
}

}  // namespace kifu::cli
